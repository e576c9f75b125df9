"""Verify set13: paths, verbatim claims, frontmatter, remnic consistency, ordering, counts, index."""
import os, re, sys, datetime, collections
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
EXPECT = {"value_slot": 10, "role_slot": 10, "negation": 10, "stale_vs_change": 10, "refinement": 10,
          "other_subject": 10, "dated_history": 10, "agreeing_duplicate": 10, "negation_scope": 10}
CONTRA = {"value_slot", "role_slot", "negation", "stale_vs_change"}
FLAT = set(open(os.path.join(BASE, "tools", "flat_descriptions.txt")).read().split())
errors = []
def err(m): errors.append(m)

def split_fm(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

files = {}
for dp, _, fns in os.walk(STORE):
    for fn in fns:
        full = os.path.join(dp, fn)
        files[os.path.relpath(full, STORE)] = open(full).read()

# frontmatter
for rel, text in files.items():
    if rel == "MEMORY.md":
        continue
    fm, body = split_fm(text)
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    top = rel.split("/")[0]
    try:
        _ = yaml.safe_load(fm) if rel not in FLAT else None
    except yaml.YAMLError as e:
        err(f"{rel}: frontmatter YAML error {e}"); continue
    if top == "facts":
        meta = yaml.safe_load(fm)
        stem = os.path.basename(rel)[:-3]
        m = re.fullmatch(r"(fact|preference|decision)-(\d{13})-([0-9a-f]{4})", stem)
        if not m: err(f"{rel}: bad remnic name"); continue
        if meta.get("id") != stem: err(f"{rel}: id != stem")
        if meta.get("category") != m.group(1): err(f"{rel}: category mismatch")
        if meta.get("status") != "active": err(f"{rel}: status")
        ms = int(m.group(2))
        dt = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc)
        if dt.strftime("%Y-%m-%d") != rel.split("/")[1]: err(f"{rel}: epoch date != folder")
        for k in ("created", "updated"):
            v = meta.get(k)
            v = v if isinstance(v, datetime.datetime) else datetime.datetime.fromisoformat(str(v).replace("Z", "+00:00"))
            if int(v.timestamp() * 1000) != ms: err(f"{rel}: {k} != epoch")
    elif top == "auto":
        meta = yaml.safe_load(fm)
        if not all(k in meta for k in ("title", "created", "tags")): err(f"{rel}: auto keys")
    else:
        if not re.fullmatch(r"(user|feedback|project|reference)_[a-z0-9_]+\.md", rel): err(f"{rel}: root name")
        if rel in FLAT:
            # intentional flat description with an unquoted ': ' -> strict YAML must fail, line parse must work
            try:
                yaml.safe_load(fm); err(f"{rel}: expected non-strict YAML")
            except yaml.YAMLError:
                pass
            meta = dict(l.split(": ", 1) for l in fm.splitlines())
        else:
            meta = yaml.safe_load(fm)
        if set(meta) != {"name", "description", "type"}: err(f"{rel}: root keys {set(meta)}")
        if meta.get("type") != rel.split("_")[0]: err(f"{rel}: type != prefix")
    if not body.strip(): err(f"{rel}: empty body")

# MEMORY.md index
idx = files.get("MEMORY.md", "")
linked = set(re.findall(r"\]\(([^)]+)\)", idx))
roots = {r for r in files if "/" not in r and r != "MEMORY.md"}
if linked != roots: err(f"MEMORY.md index mismatch: {linked ^ roots}")

# labels
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now")
seen, counts, cross, used = set(), collections.Counter(), 0, set()
for i, p in enumerate(lab["pairs"]):
    a, b = p["a"], p["b"]
    for f in (a, b):
        if f not in files: err(f"pair {i}: missing {f}")
    if not a < b: err(f"pair {i}: a/b order {a} {b}")
    for f, c in ((a, p["claim_a"]), (b, p["claim_b"])):
        if f in files:
            _, body = split_fm(files[f])
            n = body.split("\n").count(c)
            if n != 1: err(f"pair {i}: claim found {n}x as full line in {f}: {c!r}")
    key = (a, b, p["claim_a"], p["claim_b"])
    if key in seen: err(f"pair {i}: duplicate")
    seen.add(key)
    if (p["class"] in CONTRA) != (p["label"] == "contradiction"): err(f"pair {i}: label/class")
    counts[p["class"]] += 1
    lay = lambda f: f.split("/")[0] if "/" in f else "root"
    cross += lay(a) != lay(b)
    used |= {a, b}
if dict(counts) != EXPECT: err(f"counts {dict(counts)}")
nfiles = len(files)
unpaired = [f for f in files if f not in used and f != "MEMORY.md"]
lay_counts = collections.Counter(f.split("/")[0] if "/" in f else "root" for f in files)
print(f"files {nfiles} {dict(lay_counts)}; pairs {len(lab['pairs'])}; cross-layout {cross}; "
      f"files in no pair (excl. MEMORY.md) {len(unpaired)}; flat descriptions {len(FLAT)}")
print("class counts", dict(counts))
if errors:
    print("\n".join(errors)); sys.exit(1)
print("OK")
