#!/usr/bin/env python3
"""Validate ../store and ../labels.yaml."""
import os, re, sys, collections
import yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT_OK = {"reference_pedalapp.md", "reference_podbox.md", "reference_sharebook.md", "reference_fleetlog.md",
           "reference_routewise.md", "reference_infra.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(path):
    txt = open(os.path.join(STORE, path)).read()
    m = re.match(r"^---\n(.*?)\n---\n(.*)$", txt, re.S)
    return (m.group(1), m.group(2)) if m else (None, txt)

all_files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root = [f for f in all_files if "/" not in f and f != "MEMORY.md"]
flat_seen = set()
for f in all_files:
    if f == "MEMORY.md":
        continue
    fm, body = split(f)
    if fm is None:
        err(f"{f}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
    except yaml.YAMLError:
        if f in FLAT_OK:
            flat_seen.add(f); continue
        err(f"{f}: frontmatter does not parse"); continue
    if f in FLAT_OK:
        err(f"{f}: expected a flat (non-strict) description but YAML parsed")
    if "/" not in f:
        t = f.split("_", 1)[0]
        if d.get("type") != t or not d.get("name") or not d.get("description"):
            err(f"{f}: bad auto-memory frontmatter")
        if d.get("name") in ("wheelhouse", "wheelhouse-couriers"):
            err(f"{f}: name is the project")
    elif f.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", f)
        if not m: err(f"{f}: bad remnic path")
        elif d.get("id") != os.path.basename(f)[:-3] or d.get("category") != m.group(2) or d.get("status") != "active":
            err(f"{f}: remnic frontmatter mismatch")
        elif not str(d.get("created", "")).startswith(m.group(1)):
            err(f"{f}: created date does not match folder")
    elif f.startswith("auto/"):
        if not all(k in d for k in ("title", "created", "tags")):
            err(f"{f}: auto note frontmatter incomplete")
    else:
        err(f"{f}: unexpected location")
for f in FLAT_OK - flat_seen:
    err(f"{f}: missing or not flat")

mem = open(os.path.join(STORE, "MEMORY.md")).read()
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", mem, re.M)
if sorted(idx) != sorted(root) or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {set(root)-set(idx)}, extra {set(idx)-set(root)}")

lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
seen = set(); counts = collections.Counter(); cross = 0
layout = lambda p: "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"
for i, p in enumerate(lab["pairs"]):
    a, b = p["a"], p["b"]
    tag = p.get("note", "")[:5]
    if not (a < b): err(f"pair {i} {tag}: a/b order")
    if (a, b) in seen: err(f"pair {i} {tag}: duplicate file pair")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []): err(f"pair {i}: class/label mismatch")
    counts[(p["label"], p["class"])] += 1
    if layout(a) != layout(b): cross += 1
    if not re.match(r"^[A-Z]+\d+: ", p.get("note", "")): err(f"pair {i}: note must start with id")
    for side in "ab":
        path, claim = p[side], p["claim_" + side]
        if path not in all_files:
            err(f"pair {i} {tag}: {path} missing"); continue
        _, body = split(path)
        lines = body.split("\n")
        n = lines.count(claim)
        if n != 1: err(f"pair {i} {tag}: claim_{side} found {n} times as a full body line in {path}")
        if claim.strip() != claim or not claim: err(f"pair {i} {tag}: claim_{side} has stray whitespace")
for lb, cl in CLASSES.items():
    for c in cl:
        if counts[(lb, c)] != 10: err(f"class {lb}/{c}: {counts[(lb, c)]} pairs, want 10")
if len(lab["pairs"]) != 90: err(f"{len(lab['pairs'])} pairs, want 90")

print(f"files: {len(all_files)} (root {len(root)}+MEMORY.md, facts {sum(f.startswith('facts/') for f in all_files)}, auto {sum(f.startswith('auto/') for f in all_files)})")
print(f"pairs: {len(lab['pairs'])}, cross-layout: {cross}, flat descriptions: {len(flat_seen)}")
for (lb, c), n in sorted(counts.items()): print(f"  {lb:18s} {c:20s} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
