#!/usr/bin/env python3
"""Validate set124: store layout, frontmatter, MEMORY.md index and labels.yaml."""
import re, sys
from collections import Counter
from pathlib import Path
import yaml

BASE = Path(__file__).resolve().parent.parent
STORE = BASE / "store"
FLAT = {"reference_skybook.md", "reference_infra.md", "reference_sites.md", "reference_glossary.md"}
CONTRA = {"value_slot", "role_slot", "negation", "stale_vs_change"}
NONC = {"refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"}
errors = []
err = errors.append


def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]


def claim_lines(body):
    """body lines outside code fences"""
    out, fence = [], False
    for line in body.split("\n"):
        if line.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(line)
    return out


files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
layout = lambda p: "facts" if p.startswith("facts/") else ("auto" if p.startswith("auto/") else "root")

# frontmatter
for rel in files:
    text = (STORE / rel).read_text(encoding="utf-8")
    if rel == "MEMORY.md":
        continue
    fm, body = split(text)
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        data = yaml.safe_load(fm)
        ok = isinstance(data, dict)
    except yaml.YAMLError:
        ok, data = False, None
    if rel in FLAT:
        if ok:
            err(f"{rel}: expected a flat (non-strict) description but YAML parsed")
        keys = [l.split(":", 1)[0] for l in fm.split("\n")]
        if keys != ["name", "description", "type"]:
            err(f"{rel}: flat frontmatter keys {keys}")
        continue
    if not ok:
        err(f"{rel}: frontmatter does not parse"); continue
    L = layout(rel)
    if L == "root":
        m = re.fullmatch(r"(user|feedback|project|reference)_[a-z0-9_]+\.md", rel)
        if not m or set(data) != {"name", "description", "type"} or data["type"] != m.group(1):
            err(f"{rel}: bad root memory frontmatter/name")
        if "highcloud" in str(data.get("name", "")).lower():
            err(f"{rel}: name is the project")
    elif L == "auto":
        if set(data) != {"title", "created", "tags"}:
            err(f"{rel}: auto keys {set(data)}")
    else:
        m = re.fullmatch(r"facts/(\d{4}-\d\d-\d\d)/((fact|preference|decision)-(\d{13})-([0-9a-f]{4}))\.md", rel)
        if not m:
            err(f"{rel}: bad remnic path"); continue
        if data.get("id") != m.group(2) or data.get("category") != m.group(3):
            err(f"{rel}: id/category mismatch")
        if str(data.get("created"))[:10] != m.group(1) and not str(data.get("created")).startswith(m.group(1)):
            err(f"{rel}: created {data.get('created')} not in folder date")
        for k in ("updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in data:
                err(f"{rel}: missing {k}")

# MEMORY.md
root = {f for f in files if "/" not in f and f != "MEMORY.md"}
idx = (STORE / "MEMORY.md").read_text(encoding="utf-8")
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", idx, re.M)
if Counter(linked) != Counter(root):
    err(f"MEMORY.md index mismatch: missing {sorted(root - set(linked))}, extra {sorted(set(linked) - root)}")

# labels
lab = yaml.safe_load((BASE / "labels.yaml").read_text(encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
seen, classes, cross, used = set(), Counter(), 0, set()
for i, p in enumerate(pairs):
    pid = p["note"].split(":")[0]
    a, b = p["a"], p["b"]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p:
            err(f"{pid}: missing {k}")
    if not a < b:
        err(f"{pid}: a/b not sorted")
    if (a, b) in seen:
        err(f"{pid}: duplicate file pair")
    seen.add((a, b))
    cls = p["class"]
    classes[(p["label"], cls)] += 1
    if (cls in CONTRA) != (p["label"] == "contradiction") or cls not in CONTRA | NONC:
        err(f"{pid}: label/class mismatch")
    if layout(a) != layout(b):
        cross += 1
    for side, path in (("claim_a", a), ("claim_b", b)):
        used.add(path)
        fp = STORE / path
        if not fp.exists():
            err(f"{pid}: {path} missing"); continue
        fm, body = split(fp.read_text(encoding="utf-8"))
        claim = p[side]
        lines = body.split("\n")
        n = sum(1 for l in lines if l == claim)
        if n != 1:
            err(f"{pid}: {side} found {n} times as a full line in {path}")
        if claim not in claim_lines(body):
            err(f"{pid}: {side} is inside a code fence in {path}")
        if claim.strip() != claim or not claim:
            err(f"{pid}: {side} has stray whitespace")
for (label, cls), n in sorted(classes.items()):
    if n != 10:
        err(f"class {cls}: {n} pairs, want 10")
if len(pairs) != 90:
    err(f"{len(pairs)} pairs, want 90")

by = Counter(layout(f) for f in files)
print(f"files: {len(files)} (root {by['root']} incl. MEMORY.md, facts {by['facts']}, auto {by['auto']})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, files in no pair: {len(set(files) - used)}")
for (label, cls), n in sorted(classes.items()):
    print(f"  {label:18} {cls:18} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
