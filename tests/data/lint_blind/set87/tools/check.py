#!/usr/bin/env python3
"""Check store/ and labels.yaml. Exit 1 on any problem."""
import os, re, sys
from collections import Counter
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_rites.md", "reference_infra.md", "reference_sites.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate",
                                 "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(path):
    text = open(path).read()
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def lenient(fm):
    d = {}
    for ln in fm.split("\n"):
        m = re.match(r"^([A-Za-z_]+):\s?(.*)$", ln)
        if m:
            d[m.group(1)] = m.group(2)
    return d

def claim_lines(body):
    """body lines outside code fences"""
    out, fence = [], False
    for ln in body:
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(ln)
    return out

files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(root, f), STORE))
root_files = sorted(f for f in files if "/" not in f and f != "MEMORY.md")
flat_seen = []
for rel in sorted(files):
    if rel == "MEMORY.md":
        continue
    fm, body = split(os.path.join(STORE, rel))
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if not isinstance(d, dict): raise ValueError("not a mapping")
    except Exception:
        if rel in FLAT:
            flat_seen.append(rel); d = lenient(fm)
        else:
            err(f"{rel}: frontmatter does not parse"); continue
    if "/" not in rel:
        m = re.match(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$", rel)
        if not m: err(f"{rel}: bad root file name")
        for k in ("name", "description", "type"):
            if not d.get(k): err(f"{rel}: missing {k}")
        if m and d.get("type") != m.group(1): err(f"{rel}: type/name mismatch")
    elif rel.startswith("facts/"):
        m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m: err(f"{rel}: bad remnic path"); continue
        stem = os.path.basename(rel)[:-3]
        if d.get("id") != stem: err(f"{rel}: id != stem")
        if d.get("category") != m.group(2): err(f"{rel}: category mismatch")
        if str(d.get("created", ""))[:10] != m.group(1): err(f"{rel}: created date != folder")
        for k in ("source", "confidence", "confidenceTier", "tags", "status"):
            if k not in d: err(f"{rel}: missing {k}")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: err(f"{rel}: missing {k}")
    else:
        err(f"{rel}: unexpected location")
if sorted(flat_seen) != sorted(FLAT):
    err(f"flat (non-strict YAML) descriptions: expected {sorted(FLAT)}, got {flat_seen}")

# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != root_files or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {set(root_files)-set(idx)}, extra {set(idx)-set(root_files)}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now != 2026-11-28")
pairs = lab["pairs"]
seen, cnt, ids, cross = set(), Counter(), set(), 0
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    tag = f"pair {i} ({p.get('note','')[:6]})"
    if not a < b: err(f"{tag}: a does not sort before b")
    if (a, b) in seen: err(f"{tag}: duplicate file pair")
    seen.add((a, b))
    if p["label"] not in CLASSES or p["class"] not in CLASSES[p["label"]]:
        err(f"{tag}: bad label/class")
    cnt[(p["label"], p["class"])] += 1
    pid = p["note"].split(":")[0]
    if pid in ids: err(f"{tag}: duplicate pair id")
    ids.add(pid)
    lay = lambda f: f.split("/")[0] if "/" in f else "root"
    cross += lay(a) != lay(b)
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path):
            err(f"{tag}: missing {p[side]}"); continue
        fm, body = split(path)
        claim = p["claim_" + side]
        if claim != claim.strip() or not claim:
            err(f"{tag}: claim_{side} has outer whitespace")
        n_all = body.count(claim)
        n_ok = claim_lines(body).count(claim)
        if n_all != 1 or n_ok != 1:
            err(f"{tag}: claim_{side} present {n_all}x in body ({n_ok}x outside code) of {p[side]}")
        if fm and claim in fm.split("\n"):
            err(f"{tag}: claim_{side} is a frontmatter line")
for lbl, cls in CLASSES.items():
    for c in cls:
        if cnt[(lbl, c)] != 10: err(f"class {c}: {cnt[(lbl, c)]} pairs, want 10")
in_pairs = {p["a"] for p in pairs} | {p["b"] for p in pairs}
print(f"files: {len(files)} (root {len(root_files)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, "
      f"auto {sum(f.startswith('auto/') for f in files)}); files in no pair: {len(set(files) - in_pairs)}")
print(f"pairs: {len(pairs)}; cross-layout: {cross}; " + ", ".join(f"{c}={cnt[(l, c)]}" for l, cs in CLASSES.items() for c in cs))
print(f"flat descriptions (lenient parse): {', '.join(sorted(flat_seen))}")
if errors:
    print("FAIL"); [print(" -", e) for e in errors]; sys.exit(1)
print("OK: all checks passed")
