#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import os, re, sys
from collections import Counter
import yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_fieldbook.md", "reference_infra.md", "reference_fleet.md", "reference_glossary.md"}
errors = []
err = errors.append

def split(path):
    text = open(path, encoding="utf-8").read()
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

def body_claim_lines(body):
    """body lines outside code fences"""
    out, fence = [], False
    for ln in body.split("\n"):
        if ln.strip().startswith("```"):
            fence = not fence; continue
        if not fence: out.append(ln)
    return out

files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root = [f for f in files if "/" not in f and f != "MEMORY.md"]
# frontmatter
flat_seen = set()
for f in files:
    if f == "MEMORY.md": continue
    fm, _ = split(os.path.join(STORE, f))
    if fm is None: err(f"{f}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if f in FLAT: err(f"{f}: meant to be flat (non-strict) but parses")
    except yaml.YAMLError:
        if f in FLAT:
            flat_seen.add(f); d = None
        else:
            err(f"{f}: frontmatter does not parse"); continue
    if "/" not in f:
        if d is not None:
            if set(d) != {"name", "description", "type"}: err(f"{f}: root keys {set(d)}")
            if d["type"] not in ("user", "feedback", "project", "reference"): err(f"{f}: bad type")
            if not f.startswith(d["type"] + "_"): err(f"{f}: prefix != type")
        else:
            if not re.search(r"^description: .*: ", fm, re.M): err(f"{f}: flat description missing ': '")
    elif f.startswith("auto/"):
        if not {"title", "created", "tags"} <= set(d): err(f"{f}: auto keys {set(d)}")
    elif f.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", f)
        if not m: err(f"{f}: bad remnic path"); continue
        if d.get("id") != os.path.basename(f)[:-3]: err(f"{f}: id != stem")
        if d.get("category") != m.group(2): err(f"{f}: category mismatch")
        if str(d.get("created"))[:10] != m.group(1) and not str(d.get("created")).startswith(m.group(1)): err(f"{f}: created date != folder")
        if d.get("status") != "active": err(f"{f}: status")
    else:
        err(f"{f}: unexpected location")
if flat_seen != FLAT: err(f"flat frontmatter files: {sorted(flat_seen)} != {sorted(FLAT)}")
# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != sorted(root) or len(idx) != len(set(idx)): err(f"MEMORY.md index mismatch: {set(idx) ^ set(root)}")
# labels
L = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(L.get("now")) != "2026-11-28": err("now != 2026-11-28")
pairs = L["pairs"]
seen, counts, cross, ids = set(), Counter(), 0, set()
want = {"contradiction": {"value_slot", "role_slot", "negation", "stale_vs_change"},
        "non_contradiction": {"refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"}}
lay = lambda p: "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    tag = p["note"].split(":")[0]
    if tag in ids: err(f"duplicate pair id {tag}")
    ids.add(tag)
    if set(p) != {"a", "b", "label", "class", "claim_a", "claim_b", "note"}: err(f"{tag}: keys {set(p)}")
    if p["class"] not in want.get(p["label"], ()): err(f"{tag}: class {p['class']} not under {p['label']}")
    counts[(p["label"], p["class"])] += 1
    if not a < b: err(f"{tag}: a/b not sorted")
    if (a, b) in seen: err(f"{tag}: duplicate file pair")
    seen.add((a, b))
    if lay(a) != lay(b): cross += 1
    for side, path in (("claim_a", a), ("claim_b", b)):
        fp = os.path.join(STORE, path)
        if not os.path.isfile(fp): err(f"{tag}: missing {path}"); continue
        _, body = split(fp)
        all_lines = body.split("\n")
        claim = p[side]
        n_all = sum(1 for ln in all_lines if ln == claim)
        n_ok = sum(1 for ln in body_claim_lines(body) if ln == claim)
        if n_all != 1 or n_ok != 1: err(f"{tag}: {side} found {n_all}x ({n_ok}x outside code) in {path}")
        if claim.strip() != claim or not claim: err(f"{tag}: {side} has stray whitespace")
for (lab, cls), n in sorted(counts.items()):
    if n != 10: err(f"class {lab}/{cls}: {n} pairs, want 10")
if len(pairs) != 90: err(f"{len(pairs)} pairs, want 90")
used = {p["a"] for p in pairs} | {p["b"] for p in pairs}
print(f"files: {len(files)} (root {len(root)} + MEMORY.md, auto {sum(f.startswith('auto/') for f in files)}, facts {sum(f.startswith('facts/') for f in files)})")
print(f"pairs: {len(pairs)}, cross-layout {cross}, files in no pair: {len(set(files) - used)}")
for (lab, cls), n in sorted(counts.items()): print(f"  {lab:18s} {cls:20s} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
