#!/usr/bin/env python3
"""Sanity checks for store/ and labels.yaml."""
import os, re, sys
from collections import Counter
from datetime import datetime, timezone
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_lastroom.md", "reference_bench.md", "reference_infra.md",
        "reference_workshop.md", "reference_glossary.md"}
errors = []
def err(m): errors.append(m)

def split(path):
    text = open(os.path.join(STORE, path)).read()
    if path == "MEMORY.md":
        return None, text.split("\n")
    m = re.match(r"^---\n(.*?)\n---\n(.*)$", text, re.S)
    if not m:
        err(f"{path}: no frontmatter"); return None, []
    return m.group(1), m.group(2).split("\n")

def claim_lines(body):
    out, fence = [], False
    for ln in body:
        if ln.strip().startswith("```"):
            fence = not fence; continue
        if not fence:
            out.append(ln)
    return out

files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root = [f for f in files if "/" not in f and f != "MEMORY.md"]
# frontmatter
for f in files:
    if f == "MEMORY.md": continue
    fm, _ = split(f)
    if fm is None: continue
    try:
        data = yaml.safe_load(fm)
        ok = isinstance(data, dict)
    except yaml.YAMLError:
        ok, data = False, None
    if f in FLAT:
        if ok: err(f"{f}: expected a flat (non-strict) description but it parses")
        if not re.search(r"^description: [^\"'].*: ", fm, re.M): err(f"{f}: flat description missing")
        continue
    if not ok: err(f"{f}: frontmatter does not parse"); continue
    if "/" not in f:
        for k in ("name", "description", "type"):
            if k not in data: err(f"{f}: missing {k}")
        if data.get("type") not in ("user", "feedback", "project", "reference"): err(f"{f}: bad type")
        if not f.startswith(str(data.get("type")) + "_"): err(f"{f}: filename does not start with its type")
    elif f.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", f)
        if not m: err(f"{f}: bad remnic path"); continue
        if data.get("id") != os.path.basename(f)[:-3]: err(f"{f}: id != stem")
        if data.get("category") != m.group(2): err(f"{f}: category mismatch")
        day = datetime.fromtimestamp(int(m.group(3)) / 1000, timezone.utc).strftime("%Y-%m-%d")
        if day != m.group(1): err(f"{f}: epoch not in folder date")
        for k in ("created", "updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in data: err(f"{f}: missing {k}")
    elif f.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in data: err(f"{f}: missing {k}")
    else:
        err(f"{f}: unexpected location")
# MEMORY.md
_, mem = split("MEMORY.md")
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", "\n".join(mem), re.M)
if sorted(linked) != sorted(root) or len(linked) != len(set(linked)):
    err(f"MEMORY.md index mismatch: missing {set(root)-set(linked)}, extra {set(linked)-set(root)}")
# labels
L = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(L.get("now")) != "2026-11-28": err("now must be 2026-11-28")
pairs = L["pairs"]
seen, classes = set(), Counter()
want = {"contradiction": {"value_slot", "role_slot", "negation", "stale_vs_change"},
        "non_contradiction": {"refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"}}
cross = 0
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    tag = p.get("note", "")[:6]
    if set(p) != {"a", "b", "label", "class", "claim_a", "claim_b", "note"}: err(f"pair {i}: keys {sorted(p)}")
    if not re.match(r"^[A-Z]{1,2}\d+: ", p["note"]): err(f"pair {i}: note must start with the pair id")
    if not a < b: err(f"{tag}: a does not sort before b")
    if (a, b) in seen: err(f"{tag}: duplicate file pair")
    seen.add((a, b))
    if p["class"] not in want.get(p["label"], ()): err(f"{tag}: class {p['class']} not valid for {p['label']}")
    classes[(p["label"], p["class"])] += 1
    lay = lambda x: x.split("/")[0] if "/" in x else "root"
    cross += lay(a) != lay(b)
    for side in ("a", "b"):
        f, c = p[side], p["claim_" + side]
        if not os.path.exists(os.path.join(STORE, f)): err(f"{tag}: {f} missing"); continue
        _, body = split(f)
        n_all = sum(1 for ln in body if ln == c)
        n_ok = sum(1 for ln in claim_lines(body) if ln == c)
        if n_all != 1 or n_ok != 1: err(f"{tag}: claim_{side} found {n_all}x ({n_ok}x outside code) in {f}")
        if c != c.strip() or not c: err(f"{tag}: claim_{side} has stray whitespace")
for k, v in sorted(classes.items()):
    if v != 10: err(f"class {k}: {v} pairs, want 10")
if len(pairs) != 90: err(f"{len(pairs)} pairs, want 90")
in_pairs = {p[s] for p in pairs for s in ("a", "b")}
print(f"files: {len(files)} (root {len(root)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, auto {sum(f.startswith('auto/') for f in files)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, files in no pair: {len(set(files) - in_pairs)}")
for k, v in sorted(classes.items()): print(f"  {k[0]:18} {k[1]:20} {v}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK: all checks passed")
