#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import os, re, sys, collections
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT_OK = {"reference_signalhub.md", "reference_infra.md", "reference_sites.md", "reference_glossary.md"}
errors = []

def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

def body_lines(text):
    fm, body = split(text)
    lines, fence = [], False
    for ln in body.split("\n"):
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        lines.append((ln, fence))
    return lines

files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(root, f), STORE))
files.sort()

# frontmatter
for rel in files:
    text = open(os.path.join(STORE, rel)).read()
    if rel == "MEMORY.md":
        continue
    fm, _ = split(text)
    if fm is None:
        errors.append(f"{rel}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if rel in FLAT_OK:
            errors.append(f"{rel}: expected a flat (non-YAML) description but it parsed")
    except yaml.YAMLError:
        if rel not in FLAT_OK:
            errors.append(f"{rel}: frontmatter does not parse")
        continue
    if "/" not in rel:
        m = re.match(r"(user|feedback|project|reference)_[a-z0-9_]+\.md$", rel)
        if not m or d.get("type") != m.group(1) or not d.get("name") or not d.get("description"):
            errors.append(f"{rel}: bad root memory frontmatter/name")
    elif rel.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m or d.get("id") != os.path.basename(rel)[:-3] or d.get("category") != m.group(2):
            errors.append(f"{rel}: bad remnic path/frontmatter")
    elif rel.startswith("auto/"):
        if not all(k in d for k in ("title", "created", "tags")):
            errors.append(f"{rel}: auto note lacks title/created/tags")
    else:
        errors.append(f"{rel}: unexpected location")

# MEMORY.md index
root_files = {f for f in files if "/" not in f and f != "MEMORY.md"}
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if set(idx) != root_files or len(idx) != len(set(idx)):
    errors.append(f"MEMORY.md index mismatch: missing {root_files - set(idx)}, extra {set(idx) - root_files}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    errors.append("now is not 2026-11-28")
pairs = lab["pairs"]
seen = set()
cls_count = collections.Counter()
expected = {"contradiction": {"value_slot", "role_slot", "negation", "stale_vs_change"},
            "non_contradiction": {"refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"}}
cross = 0
for p in pairs:
    pid = p["note"].split(":")[0]
    a, b = p["a"], p["b"]
    if not a < b: errors.append(f"{pid}: a/b not in sort order")
    if (a, b) in seen: errors.append(f"{pid}: duplicate file pair")
    seen.add((a, b))
    if p["class"] not in expected.get(p["label"], ()): errors.append(f"{pid}: bad label/class")
    cls_count[(p["label"], p["class"])] += 1
    lay = lambda f: f.split("/")[0] if "/" in f else "root"
    cross += lay(a) != lay(b)
    for side in ("a", "b"):
        f, claim = p[side], p["claim_" + side]
        path = os.path.join(STORE, f)
        if not os.path.exists(path):
            errors.append(f"{pid}: {f} missing"); continue
        bl = body_lines(open(path).read())
        hits = [fence for ln, fence in bl if ln == claim]
        allhits = open(path).read().split("\n").count(claim)
        if len(hits) != 1 or allhits != 1:
            errors.append(f"{pid}: claim_{side} found {len(hits)}x in body ({allhits}x in file) of {f}")
        elif hits[0]:
            errors.append(f"{pid}: claim_{side} is inside a code fence in {f}")
        if not claim.strip() or claim != claim.rstrip():
            errors.append(f"{pid}: claim_{side} empty or trailing space")

for lbl, cs in expected.items():
    for c in cs:
        if cls_count[(lbl, c)] != 10:
            errors.append(f"class {lbl}/{c}: {cls_count[(lbl, c)]} pairs, want 10")

paired = {p["a"] for p in pairs} | {p["b"] for p in pairs}
print(f"files: {len(files)} (root {len(root_files)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, auto {sum(f.startswith('auto/') for f in files)})")
print(f"pairs: {len(pairs)}, cross-layout {cross}, files in no pair {len(set(files) - paired)}")
for (l, c), n in sorted(cls_count.items()):
    print(f"  {l:18s} {c:20s} {n}")
if errors:
    print("FAIL"); [print(" -", e) for e in errors]; sys.exit(1)
print("OK: all checks passed")
