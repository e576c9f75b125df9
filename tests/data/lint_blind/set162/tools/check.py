#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import collections, os, re, sys
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT_OK = {"reference_shapeq.md", "reference_infra.md", "reference_suppliers.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []

def err(m):
    errors.append(m)

def split(path):
    text = open(path).read()
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

def body_lines(body):
    """Claimable lines: body lines outside code fences."""
    out, fence = [], False
    for line in body.split("\n"):
        if line.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(line)
    return out

# frontmatter
files = []
for d, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(d, f), STORE))
flat_seen = set()
for rel in sorted(files):
    if rel == "MEMORY.md":
        continue
    fm, _ = split(os.path.join(STORE, rel))
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        meta = yaml.safe_load(fm)
    except yaml.YAMLError:
        if rel in FLAT_OK:
            flat_seen.add(rel); continue
        err(f"{rel}: frontmatter does not parse"); continue
    if "/" not in rel:
        for k in ("name", "description", "type"):
            if k not in meta: err(f"{rel}: missing {k}")
        if meta.get("type") not in ("user", "feedback", "project", "reference"): err(f"{rel}: bad type")
        if not rel.startswith(meta.get("type", "") + "_"): err(f"{rel}: prefix != type")
    elif rel.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m: err(f"{rel}: bad remnic path"); continue
        for k in ("id", "category", "created", "updated", "source", "confidence", "tags", "status"):
            if k not in meta: err(f"{rel}: missing {k}")
        if meta.get("id") != os.path.basename(rel)[:-3]: err(f"{rel}: id != stem")
        if meta.get("category") != m.group(2): err(f"{rel}: category mismatch")
        if str(meta.get("created"))[:10] != m.group(1): err(f"{rel}: created date != folder")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in meta: err(f"{rel}: missing {k}")
    else:
        err(f"{rel}: unexpected location")
if flat_seen != FLAT_OK:
    err(f"flat descriptions expected {sorted(FLAT_OK)}, got {sorted(flat_seen)}")

# MEMORY.md
roots = {f for f in files if "/" not in f and f != "MEMORY.md"}
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != sorted(roots) or len(idx) != len(set(idx)):
    err(f"MEMORY.md mismatch: missing {sorted(roots - set(idx))}, extra {sorted(set(idx) - roots)}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now != 2026-11-28")
pairs = lab["pairs"]
seen = set()
count = collections.Counter()
cross = 0
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    tag = p.get("note", "")[:6]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p: err(f"pair {i}: missing {k}")
    if not a < b: err(f"{tag}: a !< b")
    if (a, b) in seen: err(f"{tag}: duplicate file pair {a} {b}")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []): err(f"{tag}: class/label mismatch")
    count[(p["label"], p["class"])] += 1
    if not re.match(r"^[A-Z]+\d+: ", p["note"]): err(f"pair {i}: note lacks pair id")
    la = lambda r: "root" if "/" not in r else r.split("/")[0]
    cross += la(a) != la(b)
    for side, path in (("claim_a", a), ("claim_b", b)):
        full = os.path.join(STORE, path)
        if not os.path.isfile(full):
            err(f"{tag}: missing file {path}"); continue
        _, body = split(full)
        c = p[side]
        if c != c.strip() or not c: err(f"{tag}: {side} not stripped/non-empty")
        all_lines = body.split("\n")
        if all_lines.count(c) != 1: err(f"{tag}: {side} occurs {all_lines.count(c)}x as a full line in {path}")
        if c not in body_lines(body): err(f"{tag}: {side} is inside a code fence in {path}")
for label, classes in CLASSES.items():
    for c in classes:
        if count[(label, c)] != 10: err(f"{label}/{c}: {count[(label, c)]} pairs, want 10")
if len(pairs) != 90: err(f"{len(pairs)} pairs, want 90")

print(f"files: {len(files)} (root {len(roots)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, auto {sum(f.startswith('auto/') for f in files)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for (l, c), n in sorted(count.items()):
    print(f"  {l:18} {c:20} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
