#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import os, re, sys, collections
import yaml
sys.path.insert(0, os.path.dirname(__file__))
from content_root import FLAT

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
errs = []

def split(path):
    t = open(path).read()
    if not t.startswith("---\n"):
        return None, t
    end = t.index("\n---\n", 4)
    return t[4:end], t[end + 5:]

# frontmatter
files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
for rel in files:
    if rel == "MEMORY.md":
        continue
    fm, body = split(os.path.join(STORE, rel))
    if fm is None:
        errs.append(f"{rel}: no frontmatter"); continue
    try:
        data = yaml.safe_load(fm)
        if rel in FLAT:
            errs.append(f"{rel}: meant to be a flat (non-strict) description but parses as YAML")
    except yaml.YAMLError:
        if rel not in FLAT:
            errs.append(f"{rel}: frontmatter does not parse")
        continue
    if "/" not in rel:
        if set(data) != {"name", "description", "type"} or data["type"] not in ("user", "feedback", "project", "reference"):
            errs.append(f"{rel}: bad root frontmatter {data}")
        if not rel.startswith(data["type"] + "_"):
            errs.append(f"{rel}: file name does not match type")
    elif rel.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m or data.get("id") != os.path.basename(rel)[:-3] or data.get("category") != m.group(2) \
                or data.get("status") != "active":
            errs.append(f"{rel}: bad remnic file")
        elif not str(data.get("created")).startswith(m.group(1)):
            errs.append(f"{rel}: created date does not match folder")
    elif rel.startswith("auto/"):
        if not {"title", "created", "tags"} <= set(data):
            errs.append(f"{rel}: bad auto frontmatter")
    else:
        errs.append(f"{rel}: unexpected location")

# MEMORY.md
roots = {f for f in files if "/" not in f and f != "MEMORY.md"}
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != sorted(roots) or len(idx) != len(set(idx)):
    errs.append(f"MEMORY.md index mismatch: missing {roots - set(idx)}, extra {set(idx) - roots}")

# labels
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    errs.append("now is not 2026-11-28")
seen, counts, ids, cross = set(), collections.Counter(), set(), 0
CLASSES = {"contradiction": {"value_slot", "role_slot", "negation", "stale_vs_change"},
           "non_contradiction": {"refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"}}
layout = lambda p: p.split("/")[0] if "/" in p else "root"
for p in lab["pairs"]:
    pid = p["note"].split(":")[0]
    if set(p) != {"a", "b", "label", "class", "claim_a", "claim_b", "note"}:
        errs.append(f"{pid}: keys {sorted(p)}")
    if pid in ids:
        errs.append(f"{pid}: duplicate id")
    ids.add(pid)
    if not p["a"] < p["b"]:
        errs.append(f"{pid}: a/b not in order")
    if (p["a"], p["b"]) in seen:
        errs.append(f"{pid}: duplicate file pair")
    seen.add((p["a"], p["b"]))
    if p["class"] not in CLASSES.get(p["label"], ()):
        errs.append(f"{pid}: class {p['class']} not valid for {p['label']}")
    counts[(p["label"], p["class"])] += 1
    cross += layout(p["a"]) != layout(p["b"])
    for side in "ab":
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path):
            errs.append(f"{pid}: {p[side]} missing"); continue
        fm, body = split(path)
        lines = body.split("\n")
        c = p["claim_" + side]
        n = lines.count(c)
        if n != 1:
            errs.append(f"{pid}: claim_{side} found {n} times as a full body line in {p[side]}")
        if not c.strip():
            errs.append(f"{pid}: empty claim_{side}")
for (l, c), n in sorted(counts.items()):
    if n != 10:
        errs.append(f"class {l}/{c} has {n} pairs")
if len(lab["pairs"]) != 90:
    errs.append(f"{len(lab['pairs'])} pairs, expected 90")

paired = {p[s] for p in lab["pairs"] for s in "ab"}
print(f"files: {len(files)} (root {len(roots)} + MEMORY.md, auto {sum(f.startswith('auto/') for f in files)}, "
      f"facts {sum(f.startswith('facts/') for f in files)}); files in no pair: {len(set(files) - paired)}")
print(f"pairs: {len(lab['pairs'])}, cross-layout: {cross}")
for (l, c), n in sorted(counts.items()):
    print(f"  {l:18s} {c:20s} {n}")
if errs:
    print("FAIL"); [print("  " + e) for e in errs]; sys.exit(1)
print("OK: all checks passed")
