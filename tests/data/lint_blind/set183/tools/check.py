#!/usr/bin/env python3
"""Check ../store and ../labels.yaml."""
import os, re, sys, collections
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
FLAT_OK = {"reference_rackline.md", "reference_washlog.md", "reference_stores.md", "reference_glossary.md"}
EXPECT = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
          "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

def body_lines(text):
    """Body lines outside frontmatter and code fences."""
    _, body = split(text)
    out, fence = [], False
    for line in body.split("\n"):
        if line.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(line)
    return out, body.split("\n")

files = []
for d, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(d, f), STORE))
root = sorted(f for f in files if "/" not in f and f != "MEMORY.md")

# frontmatter
flat_seen = set()
for f in files:
    if f == "MEMORY.md":
        continue
    text = open(os.path.join(STORE, f)).read()
    fm, _ = split(text)
    if fm is None:
        err(f"{f}: no frontmatter"); continue
    try:
        data = yaml.safe_load(fm)
        if not isinstance(data, dict):
            raise ValueError("not a mapping")
    except Exception as e:
        if f in FLAT_OK:
            flat_seen.add(f); continue
        err(f"{f}: frontmatter does not parse: {e}"); continue
    if f in FLAT_OK:
        err(f"{f}: expected a flat (non-strict) description but YAML parsed")
    if "/" not in f:
        for k in ("name", "description", "type"):
            if k not in data: err(f"{f}: missing {k}")
        if data.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{f}: bad type")
        if not f.startswith(data.get("type", "") + "_"):
            err(f"{f}: filename does not start with type")
    elif f.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", f)
        if not m: err(f"{f}: bad remnic path")
        else:
            if data.get("id") != os.path.basename(f)[:-3]: err(f"{f}: id != stem")
            if data.get("category") != m.group(2): err(f"{f}: category mismatch")
            for k in ("created", "updated", "source", "confidence", "confidenceTier", "tags", "status"):
                if k not in data: err(f"{f}: missing {k}")
    elif f.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in data: err(f"{f}: missing {k}")
    else:
        err(f"{f}: unexpected location")
if flat_seen != FLAT_OK:
    err(f"flat descriptions expected {sorted(FLAT_OK)}, saw {sorted(flat_seen)}")
for f in FLAT_OK:
    desc = [l for l in open(os.path.join(STORE, f)).read().split("\n") if l.startswith("description: ")][0]
    if ": " not in desc[len("description: "):]:
        err(f"{f}: flat description has no ': '")

# MEMORY.md index
mem = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(linked) != root:
    err(f"MEMORY.md index mismatch: extra {set(linked) - set(root)}, missing {set(root) - set(linked)}")
if len(linked) != len(set(linked)):
    err("MEMORY.md links a file twice")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now != 2026-11-28")
pairs = lab["pairs"]
seen = set(); counts = collections.Counter(); ids = set(); cross = 0; used = set()
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    pid = p["note"].split(":")[0]
    if pid in ids: err(f"duplicate pair id {pid}")
    ids.add(pid)
    for side in (a, b):
        if not os.path.isfile(os.path.join(STORE, side)): err(f"{pid}: missing file {side}")
    if not a < b: err(f"{pid}: a/b order")
    if (a, b) in seen: err(f"{pid}: duplicate file pair")
    seen.add((a, b)); used |= {a, b}
    lay = lambda x: "facts" if x.startswith("facts/") else "auto" if x.startswith("auto/") else "root"
    cross += lay(a) != lay(b)
    if p["class"] not in EXPECT.get(p["label"], []): err(f"{pid}: class/label mismatch")
    counts[(p["label"], p["class"])] += 1
    for side, key in ((a, "claim_a"), (b, "claim_b")):
        if not os.path.isfile(os.path.join(STORE, side)): continue
        outside, alll = body_lines(open(os.path.join(STORE, side)).read())
        c = p[key]
        if c != c.strip() or not c: err(f"{pid}: {key} has edge whitespace or is empty")
        if alll.count(c) != 1: err(f"{pid}: {key} occurs {alll.count(c)}x as a full body line of {side}")
        if outside.count(c) != 1: err(f"{pid}: {key} is inside a code fence in {side}")
for lbl, classes in EXPECT.items():
    for c in classes:
        if counts[(lbl, c)] != 10: err(f"class {lbl}/{c}: {counts[(lbl, c)]} pairs, want 10")
if len(pairs) != 90: err(f"{len(pairs)} pairs, want 90")

layouts = collections.Counter("facts" if f.startswith("facts/") else "auto" if f.startswith("auto/") else "root" for f in files)
print(f"files: {len(files)} ({dict(layouts)}); files in no pair: {len(set(files) - used)}")
print(f"pairs: {len(pairs)}; cross-layout: {cross}")
for (lbl, c), n in sorted(counts.items()):
    print(f"  {lbl:18} {c:20} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK: all checks passed")
