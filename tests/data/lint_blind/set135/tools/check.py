#!/usr/bin/env python3
"""Check store/ and labels.yaml of set135. Exit 1 on any problem."""
import re, sys
from collections import Counter
from pathlib import Path
import yaml

OUT = Path(__file__).resolve().parent.parent
STORE = OUT / "store"
FLAT = {"reference_jessbook.md", "reference_infra.md", "reference_birds.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []


def err(msg):
    errors.append(msg)


def split(path):
    text = path.read_text(encoding="utf-8")
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")


def layout(rel):
    return "facts" if rel.startswith("facts/") else "auto" if rel.startswith("auto/") else "root"


def claim_lines(body):
    """body lines outside code fences"""
    out, fence = [], False
    for line in body:
        if line.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(line)
    return out


files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
root_files = [f for f in files if "/" not in f and f != "MEMORY.md"]

# frontmatter
flat_fail = 0
for rel in files:
    if rel == "MEMORY.md":
        continue
    fm, _ = split(STORE / rel)
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        data = yaml.safe_load(fm)
    except yaml.YAMLError:
        if rel in FLAT:
            flat_fail += 1
            data = dict(l.split(": ", 1) for l in fm.split("\n"))
        else:
            err(f"{rel}: frontmatter does not parse"); continue
    else:
        if rel in FLAT:
            err(f"{rel}: meant to be a flat (non-strict) description but parses")
    kind = layout(rel)
    if kind == "root":
        typ = rel.split("_", 1)[0]
        if data.get("type") != typ or typ not in ("user", "feedback", "project", "reference"):
            err(f"{rel}: type {data.get('type')!r}")
        if not data.get("name") or "brackenholt" in str(data.get("name")) or not data.get("description"):
            err(f"{rel}: name/description")
    elif kind == "facts":
        stem = Path(rel).stem
        if data.get("id") != stem or not stem.startswith(str(data.get("category")) + "-"):
            err(f"{rel}: id/category")
        if data.get("category") not in ("fact", "preference", "decision"):
            err(f"{rel}: category")
        if not re.fullmatch(r"facts/\d{4}-\d{2}-\d{2}/(fact|preference|decision)-\d{13}-[0-9a-f]{4}\.md", rel):
            err(f"{rel}: path pattern")
        if str(data.get("created"))[:10] != rel.split("/")[1]:
            err(f"{rel}: created date does not match folder")
    else:
        if not {"title", "created", "tags"} <= set(data):
            err(f"{rel}: auto note frontmatter keys")

# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", (STORE / "MEMORY.md").read_text(), re.M)
if sorted(idx) != sorted(root_files) or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {set(root_files) - set(idx)}, extra {set(idx) - set(root_files)}")

# labels
lab = yaml.safe_load((OUT / "labels.yaml").read_text())
if str(lab.get("now")) != "2026-11-28":
    err("now")
pairs = lab["pairs"]
seen, counts, cross, ids = set(), Counter(), 0, set()
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    tag = p["note"].split(":")[0]
    if tag in ids:
        err(f"duplicate pair id {tag}")
    ids.add(tag)
    if not re.fullmatch(r"(V|R|N|S|F|O|D|A|NS)\d+", tag):
        err(f"pair {i}: note must start with pair id")
    if not a < b:
        err(f"{tag}: a/b order")
    if (a, b) in seen:
        err(f"{tag}: duplicate file pair")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []):
        err(f"{tag}: class {p['class']} under {p['label']}")
    counts[(p["label"], p["class"])] += 1
    cross += layout(a) != layout(b)
    for side in "ab":
        rel, claim = p[side], p["claim_" + side]
        path = STORE / rel
        if not path.exists():
            err(f"{tag}: {rel} missing"); continue
        _, body = split(path)
        if body.count(claim) != 1:
            err(f"{tag}: claim_{side} is {body.count(claim)}x a full body line of {rel}")
        elif claim not in claim_lines(body):
            err(f"{tag}: claim_{side} sits inside a code fence in {rel}")
        if claim.strip() != claim or not claim:
            err(f"{tag}: claim_{side} has stray whitespace")
for lbl, classes in CLASSES.items():
    for c in classes:
        if counts[(lbl, c)] != 10:
            err(f"class {lbl}/{c}: {counts[(lbl, c)]} pairs, want 10")
if len(pairs) != 90:
    err(f"{len(pairs)} pairs, want 90")

used = {p["a"] for p in pairs} | {p["b"] for p in pairs}
by = Counter(layout(f) for f in files if f != "MEMORY.md")
print(f"files: {len(files)} (root {by['root']} + MEMORY.md, facts {by['facts']}, auto {by['auto']}); "
      f"{len([f for f in files if f not in used])} files in no pair")
print(f"pairs: {len(pairs)}, crossing layouts: {cross}; flat descriptions that fail strict YAML: {flat_fail}")
for (lbl, c), n in sorted(counts.items()):
    print(f"  {lbl:18} {c:19} {n}")
if errors:
    print("FAIL"); print("\n".join(errors)); sys.exit(1)
print("OK")
