#!/usr/bin/env python3
"""Check store/ and labels.yaml of set154."""
import os, re, sys
from collections import Counter
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_moorings.md", "reference_greasebook.md", "reference_infra.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(text):
    """-> (frontmatter text or None, list of body lines outside code fences, all body lines)"""
    if text.startswith("---\n"):
        end = text.index("\n---\n", 4)
        fm, body = text[4:end], text[end + 5:]
    else:
        fm, body = None, text
    lines = body.split("\n")
    outside, fence = [], False
    for ln in lines:
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        outside.append(None if fence else ln)
    return fm, outside, lines

all_files = []
for d, _, fs in os.walk(STORE):
    for f in fs:
        all_files.append(os.path.relpath(os.path.join(d, f), STORE))
root = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")

# frontmatter
for p in all_files:
    text = open(os.path.join(STORE, p)).read()
    fm, _, _ = split(text)
    if p == "MEMORY.md":
        continue
    if fm is None:
        err(f"{p}: no frontmatter"); continue
    try:
        meta = yaml.safe_load(fm)
        if p in FLAT:
            err(f"{p}: expected a flat (non-YAML) description but it parsed")
    except yaml.YAMLError:
        if p in FLAT:
            meta = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
        else:
            err(f"{p}: frontmatter does not parse"); continue
    if "/" not in p:
        typ = p.split("_", 1)[0]
        if typ not in ("user", "feedback", "project", "reference"): err(f"{p}: bad type prefix")
        if set(meta) != {"name", "description", "type"} or meta["type"] != typ: err(f"{p}: bad root frontmatter {meta}")
    elif p.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", p)
        if not m: err(f"{p}: bad remnic path"); continue
        if meta.get("id") != os.path.basename(p)[:-3] or meta.get("category") != m.group(2) or meta.get("status") != "active":
            err(f"{p}: remnic frontmatter mismatch")
        if not str(meta.get("created", "")).startswith(m.group(1)) and not str(meta.get("created")).startswith(m.group(1)):
            err(f"{p}: created date differs from folder")
    elif p.startswith("auto/"):
        if not {"title", "created", "tags"} <= set(meta or {}): err(f"{p}: bad auto frontmatter")
    else:
        err(f"{p}: unexpected location")

# MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md")).read()
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", mem, re.M)
if sorted(idx) != root or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {set(root) - set(idx)}, extra {set(idx) - set(root)}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now must be 2026-11-28")
pairs = lab["pairs"]
seen, counts, ids, cross = set(), Counter(), set(), 0
for i, pr in enumerate(pairs):
    a, b = pr["a"], pr["b"]
    pid = pr["note"].split(":")[0]
    if pid in ids: err(f"duplicate pair id {pid}")
    ids.add(pid)
    if not a < b: err(f"{pid}: a/b order")
    if (a, b) in seen: err(f"{pid}: duplicate file pair")
    seen.add((a, b))
    if pr["class"] not in CLASSES.get(pr["label"], []): err(f"{pid}: class/label mismatch")
    counts[(pr["label"], pr["class"])] += 1
    lay = lambda p: p.split("/")[0] if "/" in p else "root"
    cross += lay(a) != lay(b)
    for side in ("a", "b"):
        p, claim = pr[side], pr["claim_" + side]
        full = os.path.join(STORE, p)
        if not os.path.isfile(full): err(f"{pid}: {p} missing"); continue
        _, outside, lines = split(open(full).read())
        if lines.count(claim) != 1: err(f"{pid}: claim_{side} occurs {lines.count(claim)} times as a full line in {p}")
        elif outside.count(claim) != 1: err(f"{pid}: claim_{side} is inside a code fence in {p}")
        if not claim.strip() or claim != claim.strip(): err(f"{pid}: claim_{side} blank or padded")
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10: err(f"class {lbl}/{c}: {counts[(lbl, c)]} pairs, want 10")
if len(pairs) != 90: err(f"{len(pairs)} pairs, want 90")

paired = {p for pr in pairs for p in (pr["a"], pr["b"])}
print(f"files: {len(all_files)} (root {len(root)} + MEMORY.md, facts {sum(p.startswith('facts/') for p in all_files)}, auto {sum(p.startswith('auto/') for p in all_files)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, files in no pair: {len(set(all_files) - paired)}")
for (lbl, c), n in sorted(counts.items()):
    print(f"  {lbl:18} {c:20} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
