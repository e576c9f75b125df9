#!/usr/bin/env python3
"""Sanity checks for store/ and labels.yaml."""
import os, re, sys, collections
import yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_intake.md", "reference_benchlog.md", "reference_infra.md",
        "reference_sites.md", "reference_glossary.md"}
errs = []
def err(m): errs.append(m)

def split(path):
    text = open(path, encoding="utf-8").read()
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

files = []
for d, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(d, f), STORE))
root = sorted(f for f in files if "/" not in f and f != "MEMORY.md")
# frontmatter
for rel in files:
    if rel == "MEMORY.md":
        continue
    fm, _ = split(os.path.join(STORE, rel))
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if rel in FLAT:
            err(f"{rel}: expected non-strict YAML description but it parsed")
    except yaml.YAMLError:
        if rel not in FLAT:
            err(f"{rel}: frontmatter does not parse")
        continue
    if "/" not in rel:
        if set(d) != {"name", "description", "type"} or d["type"] not in {"user", "feedback", "project", "reference"}:
            err(f"{rel}: bad root frontmatter")
        if not rel.startswith(d["type"] + "_"):
            err(f"{rel}: type prefix mismatch")
    elif rel.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m: err(f"{rel}: bad remnic path")
        elif d.get("id") != os.path.basename(rel)[:-3] or d.get("category") != m.group(2): err(f"{rel}: id/category")
    elif rel.startswith("auto/"):
        if not {"title", "created", "tags"} <= set(d): err(f"{rel}: auto frontmatter")
    else:
        err(f"{rel}: unexpected location")
# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read(), re.M)
if sorted(idx) != root or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: {set(idx) ^ set(root)}")
# labels
L = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(L["now"]) != "2026-11-28": err("now")
seen = set(); counts = collections.Counter(); cross = 0
layout = lambda p: p.split("/")[0] if "/" in p else "root"
for i, p in enumerate(L["pairs"]):
    a, b = p["a"], p["b"]
    if not a < b: err(f"pair {i}: a/b order")
    if (a, b) in seen: err(f"pair {i}: duplicate file pair {a} {b}")
    seen.add((a, b))
    if not p["note"].split(":")[0]: err(f"pair {i}: note id")
    for side in "ab":
        path = os.path.join(STORE, p[side])
        if not os.path.exists(path):
            err(f"pair {i}: missing {p[side]}"); continue
        _, body = split(path)
        n = body.split("\n").count(p["claim_" + side])
        if n != 1: err(f"pair {i} ({p['note'][:5]}): claim_{side} found {n} times as a full line in {p[side]}")
    if {p["label"], p["class"]} and (p["label"] == "contradiction") != (p["class"] in {"value_slot", "role_slot", "negation", "stale_vs_change"}):
        err(f"pair {i}: label/class mismatch")
    counts[(p["label"], p["class"])] += 1
    cross += layout(a) != layout(b)
for k, v in sorted(counts.items()):
    if v != 10: err(f"class {k}: {v} pairs")
paired = {p[s] for p in L["pairs"] for s in "ab"}
print(f"files: {len(files)} (root {len(root)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, auto {sum(f.startswith('auto/') for f in files)})")
print(f"pairs: {len(L['pairs'])}, cross-layout: {cross}, files in no pair: {len(set(files) - paired)}")
for k, v in sorted(counts.items()):
    print(f"  {k[0]:18} {k[1]:20} {v}")
if errs:
    print("FAIL"); [print("  " + e) for e in errs]; sys.exit(1)
print("OK: all checks passed")
