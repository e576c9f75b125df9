#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import os, re, sys
from collections import Counter
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_tripbook.md", "reference_infra.md", "reference_centres.md", "reference_glossary.md"}
CLASSES = {"value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
           "stale_vs_change": "contradiction", "refinement": "non_contradiction",
           "other_subject": "non_contradiction", "dated_history": "non_contradiction",
           "agreeing_duplicate": "non_contradiction", "negation_scope": "non_contradiction"}
errors = []
err = errors.append


def split(path):
    text = open(path).read()
    m = re.match(r"^---\n(.*?)\n---\n(.*)$", text, re.S)
    if not m:
        return None, text
    return m.group(1), m.group(2)


all_files = []
for root, _, fns in os.walk(STORE):
    for fn in fns:
        all_files.append(os.path.relpath(os.path.join(root, fn), STORE))
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")

# frontmatter
for rel in all_files:
    if rel == "MEMORY.md":
        continue
    fm, body = split(os.path.join(STORE, rel))
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    if rel in FLAT:
        if not re.search(r"^description: .*: ", fm, re.M):
            err(f"{rel}: expected intentionally flat description")
        continue
    try:
        d = yaml.safe_load(fm)
    except Exception as e:
        err(f"{rel}: frontmatter does not parse: {e}"); continue
    if "/" not in rel:
        m = re.match(r"^(user|feedback|project|reference)_(.+)\.md$", rel)
        if not m or d.get("type") != m.group(1) or not d.get("name") or not d.get("description"):
            err(f"{rel}: bad root frontmatter")
    elif rel.startswith("facts/"):
        m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m or d.get("id") != os.path.basename(rel)[:-3] or d.get("category") != m.group(2) \
                or str(d.get("created"))[:10] != m.group(1) or d.get("status") != "active":
            err(f"{rel}: bad remnic file/frontmatter")
    elif rel.startswith("auto/"):
        if not all(k in d for k in ("title", "created", "tags")):
            err(f"{rel}: bad auto frontmatter")
    else:
        err(f"{rel}: unexpected location")

# MEMORY.md index
mem = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", mem, re.M)
if sorted(linked) != root_files or len(linked) != len(set(linked)):
    err(f"MEMORY.md index mismatch: {set(linked) ^ set(root_files)}")

# labels
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    err("now must be 2026-11-28")
pairs = lab["pairs"]
seen = set()
cnt = Counter()
cross = 0
layout = lambda p: p.split("/")[0] if "/" in p else "root"
for i, p in enumerate(pairs):
    pid = p["note"].split(":")[0]
    a, b = p["a"], p["b"]
    if not a < b:
        err(f"{pid}: a/b not sorted")
    if (a, b) in seen:
        err(f"{pid}: duplicate file pair")
    seen.add((a, b))
    if CLASSES.get(p["class"]) != p["label"]:
        err(f"{pid}: class/label mismatch")
    cnt[p["class"]] += 1
    cross += layout(a) != layout(b)
    for side in "ab":
        path = os.path.join(STORE, p[side])
        if not os.path.exists(path):
            err(f"{pid}: missing {p[side]}"); continue
        _, body = split(path)
        lines = body.split("\n")
        c = p["claim_" + side]
        n = sum(1 for l in lines if l == c)
        if n != 1:
            err(f"{pid}: claim_{side} found {n}x as a full body line in {p[side]}")
        if c.strip() != c or not c:
            err(f"{pid}: claim_{side} has stray whitespace")
for c, n in CLASSES.items():
    if cnt[c] != 10:
        err(f"class {c}: {cnt[c]} pairs (want 10)")
if len(pairs) != 90:
    err(f"{len(pairs)} pairs (want 90)")

print(f"files: {len(all_files)} (root {len(root_files)} + MEMORY.md, "
      f"auto {sum(f.startswith('auto/') for f in all_files)}, facts {sum(f.startswith('facts/') for f in all_files)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}; " + ", ".join(f"{k}={v}" for k, v in cnt.items()))
if errors:
    print("FAIL"); [print(" -", e) for e in errors]; sys.exit(1)
print("OK: all checks passed")
