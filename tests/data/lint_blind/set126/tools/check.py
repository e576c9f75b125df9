#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import os, re, sys
from collections import Counter
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_infra.md", "reference_sites.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(path):
    text = open(os.path.join(STORE, path)).read()
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def claim_lines(lines):
    """body lines outside code fences"""
    out, fence = [], False
    for ln in lines:
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(ln)
    return out

all_files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root_files = [f for f in all_files if "/" not in f and f != "MEMORY.md"]

# frontmatter
for f in all_files:
    if f == "MEMORY.md":
        continue
    fm, _ = split(f)
    if fm is None:
        err(f"{f}: no frontmatter"); continue
    if f in FLAT:
        # intentional unquoted ': ' in description; must fail strict YAML, keys still present
        try:
            yaml.safe_load(fm); err(f"{f}: expected non-strict YAML but it parsed")
        except yaml.YAMLError:
            pass
        keys = [ln.split(":", 1)[0] for ln in fm.split("\n")]
        if keys != ["name", "description", "type"]:
            err(f"{f}: flat frontmatter keys {keys}")
        continue
    try:
        d = yaml.safe_load(fm)
    except yaml.YAMLError as e:
        err(f"{f}: frontmatter does not parse: {e}"); continue
    if "/" not in f:
        if set(d) != {"name", "description", "type"} or d["type"] not in ("user", "feedback", "project", "reference"):
            err(f"{f}: bad root frontmatter {d}")
        if not f.startswith(d["type"] + "_"):
            err(f"{f}: type prefix mismatch")
    elif f.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d\d-\d\d)/((fact|preference|decision)-(\d{13})-([0-9a-f]{4}))\.md", f)
        if not m:
            err(f"{f}: bad remnic path"); continue
        if d.get("id") != m.group(2) or d.get("category") != m.group(3) or d.get("status") != "active":
            err(f"{f}: remnic id/category/status mismatch")
        if not str(d.get("created", "")).startswith(m.group(1)):
            err(f"{f}: created date != folder date")
    elif f.startswith("auto/"):
        if not {"title", "created", "tags"} <= set(d):
            err(f"{f}: auto note missing keys")
    else:
        err(f"{f}: unexpected location")

# MEMORY.md index
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != sorted(root_files) or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {set(root_files)-set(idx)}, extra {set(idx)-set(root_files)}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    err("now != 2026-11-28")
pairs = lab["pairs"]
seen, counts, ids = set(), Counter(), set()
in_pairs = set()
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    tag = p["note"].split(":")[0]
    if tag in ids: err(f"duplicate pair id {tag}")
    ids.add(tag)
    if not a < b: err(f"{tag}: a/b not sorted")
    if (a, b) in seen: err(f"{tag}: duplicate file pair")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []): err(f"{tag}: class/label mismatch")
    counts[(p["label"], p["class"])] += 1
    for side in ("a", "b"):
        path, claim = p[side], p["claim_" + side]
        in_pairs.add(path)
        if not os.path.isfile(os.path.join(STORE, path)):
            err(f"{tag}: missing file {path}"); continue
        _, body = split(path)
        if body.count(claim) != 1:
            err(f"{tag}: claim_{side} occurs {body.count(claim)} times as a full body line in {path}")
        if claim_lines(body).count(claim) != 1:
            err(f"{tag}: claim_{side} is inside a code fence in {path}")
        if sum(claim in ln for ln in body) != 1:
            err(f"{tag}: claim_{side} text also appears inside another line of {path}")
for lbl, cls_list in CLASSES.items():
    for c in cls_list:
        if counts[(lbl, c)] != 10:
            err(f"class {c}: {counts[(lbl, c)]} pairs, want 10")
layout = lambda f: f.split("/")[0] if "/" in f else "root"
cross = sum(1 for p in pairs if layout(p["a"]) != layout(p["b"]))
print(f"files: {len(all_files)} (root {len(root_files)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in all_files)}, auto {sum(f.startswith('auto/') for f in all_files)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, files in no pair: {len(set(all_files) - in_pairs)}")
for (lbl, c), n in sorted(counts.items()):
    print(f"  {lbl:17} {c:18} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK: all checks passed")
