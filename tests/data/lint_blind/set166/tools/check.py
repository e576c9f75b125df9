#!/usr/bin/env python3
"""Check store/ and labels.yaml for structural problems."""
import os, re, sys, collections
import yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_glossary.md", "reference_infra.md", "reference_crews.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(path):
    text = open(path).read()
    if path.endswith("MEMORY.md"):
        return None, text.splitlines(), []
    m = re.match(r"---\n(.*?)\n---\n(.*)\Z", text, re.S)
    if not m:
        err(f"{path}: no frontmatter"); return None, text.splitlines(), []
    fm, body = m.group(1), m.group(2)
    lines, fence, fenced = [], False, []
    for ln in body.splitlines():
        if ln.strip().startswith("```"):
            fence = not fence; continue
        (fenced if fence else lines).append(ln)
    return fm, lines, fenced

files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(root, f), STORE))
files.sort()
bodies = {}
for rel in files:
    fm, lines, fenced = split(os.path.join(STORE, rel))
    bodies[rel] = (lines, fenced)
    if fm is None:
        continue
    top = os.sep not in rel
    try:
        d = yaml.safe_load(fm)
        if top and rel in FLAT:
            err(f"{rel}: expected a non-strict (flat) description but it parsed")
    except yaml.YAMLError:
        if not (top and rel in FLAT):
            err(f"{rel}: frontmatter does not parse")
        d = dict(l.split(": ", 1) for l in fm.splitlines() if ": " in l)
    if top:
        for k in ("name", "description", "type"):
            if k not in d: err(f"{rel}: missing {k}")
        if d.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{rel}: bad type")
        if not re.match(r"(user|feedback|project|reference)_[a-z0-9_]+\.md$", rel):
            err(f"{rel}: bad root file name")
    elif rel.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m: err(f"{rel}: bad remnic path"); continue
        if d.get("id") != os.path.basename(rel)[:-3]: err(f"{rel}: id != stem")
        if d.get("category") != m.group(2): err(f"{rel}: category mismatch")
        if str(d.get("created"))[:10] != m.group(1): err(f"{rel}: created date != folder")
        for k in ("updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in d: err(f"{rel}: missing {k}")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: err(f"{rel}: missing {k}")
    else:
        err(f"{rel}: unexpected location")

# MEMORY.md indexes exactly the root files
root_files = {f for f in files if os.sep not in f and f != "MEMORY.md"}
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if collections.Counter(idx) != collections.Counter(root_files):
    err(f"MEMORY.md index mismatch: extra={set(idx)-root_files} missing={root_files-set(idx)}")

lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now != 2026-11-28")
pairs = lab["pairs"]
seen, counts, ids = set(), collections.Counter(), set()
cross = 0
def layout(p): return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    tag = p.get("note", "?").split(":")[0]
    if tag in ids: err(f"duplicate pair id {tag}")
    ids.add(tag)
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p: err(f"pair {i}: missing {k}")
    if not a < b: err(f"{tag}: a/b not in sorted order")
    if (a, b) in seen: err(f"{tag}: duplicate file pair")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []): err(f"{tag}: class/label mismatch")
    counts[(p["label"], p["class"])] += 1
    if layout(a) != layout(b): cross += 1
    for side in ("a", "b"):
        f, claim = p[side], p["claim_" + side]
        if f not in bodies: err(f"{tag}: missing file {f}"); continue
        lines, fenced = bodies[f]
        n = sum(1 for l in lines if l == claim)
        if n != 1: err(f"{tag}: claim_{side} found {n} times as a full body line in {f}")
        if claim in fenced: err(f"{tag}: claim_{side} is inside a code fence")
        if f == "MEMORY.md": err(f"{tag}: MEMORY.md used as a claim file")
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10: err(f"class {lbl}/{c}: {counts[(lbl, c)]} pairs, want 10")
if len(pairs) != 90: err(f"{len(pairs)} pairs, want 90")

in_pairs = {p[s] for p in pairs for s in ("a", "b")}
print(f"files: {len(files)} (root {len(root_files)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, auto {sum(f.startswith('auto/') for f in files)})")
print(f"files in no pair: {len(set(files) - in_pairs)}; cross-layout pairs: {cross}/{len(pairs)}")
for (lbl, c), n in sorted(counts.items()):
    print(f"  {lbl:18} {c:20} {n}")
if errors:
    print("FAIL"); [print(" -", e) for e in errors]; sys.exit(1)
print("OK")
