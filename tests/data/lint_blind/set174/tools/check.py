#!/usr/bin/env python3
"""Validate ../store and ../labels.yaml."""
import re, sys
from collections import Counter
from pathlib import Path
import yaml

OUT = Path(__file__).resolve().parent.parent
STORE = OUT / "store"
FLAT_OK = {"reference_infra.md", "reference_course.md", "reference_people.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []
err = errors.append


def split(text):
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")


def body_lines_outside_code(lines):
    out, fence = [], False
    for ln in lines:
        if ln.lstrip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(ln)
    return out


def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"


files = sorted(str(p.relative_to(STORE)) for p in STORE.rglob("*.md"))
# frontmatter
flat_seen = set()
for rel in files:
    text = (STORE / rel).read_text()
    fm, _ = split(text)
    if rel == "MEMORY.md":
        continue
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        data = yaml.safe_load(fm)
    except yaml.YAMLError:
        if rel in FLAT_OK:
            flat_seen.add(rel); continue
        err(f"{rel}: frontmatter does not parse"); continue
    if rel in FLAT_OK:
        err(f"{rel}: expected a flat (non-strict) description but it parses")
    lay = layout(rel)
    if lay == "root":
        m = re.match(r"(user|feedback|project|reference)_[a-z0-9_]+\.md$", rel)
        if not m or data.get("type") != m.group(1) or not data.get("name") or not data.get("description"):
            err(f"{rel}: bad root memory frontmatter/name")
    elif lay == "facts":
        m = re.match(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m or data.get("id") != Path(rel).stem or data.get("category") != m.group(2) or data.get("status") != "active":
            err(f"{rel}: bad remnic path/frontmatter")
        elif str(data.get("created"))[:10] != m.group(1):
            err(f"{rel}: created date does not match folder")
    else:
        if not all(k in data for k in ("title", "created", "tags")):
            err(f"{rel}: auto note lacks title/created/tags")
# MEMORY.md
root_files = {f for f in files if "/" not in f and f != "MEMORY.md"}
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", (STORE / "MEMORY.md").read_text(), re.M)
if Counter(idx) != Counter(root_files):
    err(f"MEMORY.md index mismatch: missing {root_files - set(idx)}, extra {set(idx) - root_files}")
# labels
lab = yaml.safe_load((OUT / "labels.yaml").read_text())
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
seen, counts, cross = set(), Counter(), 0
for i, p in enumerate(pairs):
    pid = p["note"].split(":")[0]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p:
            err(f"{pid}: missing {k}")
    if not p["a"] < p["b"]:
        err(f"{pid}: a/b not in sorted order")
    key = (p["a"], p["b"])
    if key in seen:
        err(f"{pid}: duplicate file pair {key}")
    seen.add(key)
    if p["class"] not in CLASSES.get(p["label"], []):
        err(f"{pid}: class {p['class']} not valid for {p['label']}")
    counts[(p["label"], p["class"])] += 1
    if layout(p["a"]) != layout(p["b"]):
        cross += 1
    for side in ("a", "b"):
        path = STORE / p[side]
        if not path.exists():
            err(f"{pid}: {p[side]} does not exist"); continue
        _, lines = split(path.read_text())
        claim = p["claim_" + side]
        n_all = sum(1 for ln in lines if ln == claim)
        n_out = sum(1 for ln in body_lines_outside_code(lines) if ln == claim)
        if n_all != 1 or n_out != 1:
            err(f"{pid}: claim_{side} found {n_all}x in body ({n_out}x outside code) of {p[side]}")
        if not claim.strip():
            err(f"{pid}: empty claim_{side}")
for (label, cls), n in sorted(counts.items()):
    if n != 10:
        err(f"{label}/{cls}: {n} pairs, expected 10")
for label, cl in CLASSES.items():
    for c in cl:
        if (label, c) not in counts:
            err(f"{label}/{c}: 0 pairs")
in_pairs = {p["a"] for p in pairs} | {p["b"] for p in pairs}
print(f"files: {len(files)} (root {len(root_files)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, auto {sum(f.startswith('auto/') for f in files)})")
print(f"pairs: {len(pairs)}; cross-layout: {cross}; files in no pair: {len(set(files) - in_pairs)}")
print(f"flat descriptions (intentional): {sorted(flat_seen)}")
for (label, cls), n in sorted(counts.items()):
    print(f"  {label:18} {cls:20} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK: all checks passed")
