#!/usr/bin/env python3
"""Check store/ and labels.yaml for the set75 evaluation set."""
import collections, os, re, sys
import yaml
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_infra.md", "reference_radius.md", "reference_villages.md", "reference_fibrebook.md"}
errors = []
def err(m): errors.append(m)

def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

allfiles = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root = [f for f in allfiles if "/" not in f and f != "MEMORY.md"]
# frontmatter
for f in allfiles:
    if f == "MEMORY.md":
        continue
    text = open(os.path.join(STORE, f)).read()
    fm, body = split(text)
    if fm is None:
        err(f"{f}: no frontmatter"); continue
    try:
        meta = yaml.safe_load(fm)
        if f in FLAT:
            err(f"{f}: expected a flat (non-strict) description but it parsed")
    except yaml.YAMLError:
        if f in FLAT:
            meta = dict(l.split(": ", 1) for l in fm.splitlines() if ": " in l)
        else:
            err(f"{f}: frontmatter does not parse"); continue
    if "/" not in f:
        m = re.match(r"(user|feedback|project|reference)_[a-z0-9_]+\.md$", f)
        if not m or meta.get("type") != m.group(1):
            err(f"{f}: bad root name/type")
        for k in ("name", "description", "type"):
            if not meta.get(k): err(f"{f}: missing {k}")
    elif f.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", f)
        if not m: err(f"{f}: bad remnic path"); continue
        if meta.get("id") != os.path.basename(f)[:-3] or meta.get("category") != m.group(2):
            err(f"{f}: id/category mismatch")
        if str(meta.get("created"))[:10] != m.group(1) or meta.get("status") != "active":
            err(f"{f}: created/status mismatch")
    elif f.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in meta: err(f"{f}: missing {k}")
    else:
        err(f"{f}: unexpected location")
# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != sorted(root) or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: extra {set(idx)-set(root)}, missing {set(root)-set(idx)}")
# labels
L = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(L.get("now")) != "2026-11-28": err("now")
pairs = L["pairs"]
seen = set(); counts = collections.Counter(); ids = set()
CLASSES = {"contradiction": {"value_slot", "role_slot", "negation", "stale_vs_change"},
           "non_contradiction": {"refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"}}
cross = 0
for p in pairs:
    a, b = p["a"], p["b"]
    pid = p["note"].split(":")[0]
    if pid in ids: err(f"duplicate id {pid}")
    ids.add(pid)
    if not a < b: err(f"{pid}: a/b order")
    if (a, b) in seen: err(f"{pid}: duplicate file pair")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], ()): err(f"{pid}: bad label/class")
    counts[(p["label"], p["class"])] += 1
    lay = lambda x: x.split("/")[0] if "/" in x else "root"
    cross += lay(a) != lay(b)
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path): err(f"{pid}: missing {p[side]}"); continue
        _, body = split(open(path).read())
        n = body.splitlines().count(p["claim_" + side])
        if n != 1: err(f"{pid}: claim_{side} found {n} times as a full body line in {p[side]}")
for k, v in sorted(counts.items()):
    if v != 10: err(f"class {k} has {v} pairs")
if len(pairs) != 90: err(f"{len(pairs)} pairs")
paired = {p[s] for p in pairs for s in ("a", "b")}
print(f"files: {len(allfiles)} (root {len(root)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in allfiles)}, "
      f"auto {sum(f.startswith('auto/') for f in allfiles)}); unpaired files: {len(set(allfiles) - paired)}")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for k, v in sorted(counts.items()): print(f"  {k[0]:18} {k[1]:20} {v}")
if errors:
    print("FAIL"); print("\n".join(errors)); sys.exit(1)
print("OK: all checks passed")
