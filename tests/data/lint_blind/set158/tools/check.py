#!/usr/bin/env python3
"""Validate ../store and ../labels.yaml. Exit 1 on any failure."""
import collections, os, re, sys
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
FLAT_DESC = {"reference_infra.md", "reference_shop.md", "reference_glossary.md", "reference_vanrun.md"}
CLASSES = {"value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
           "stale_vs_change": "contradiction", "refinement": "non_contradiction",
           "other_subject": "non_contradiction", "dated_history": "non_contradiction",
           "agreeing_duplicate": "non_contradiction", "negation_scope": "non_contradiction"}
errors = []


def err(msg):
    errors.append(msg)


def split(path):
    text = open(path, encoding="utf-8").read()
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")


def layout(rel):
    return "facts" if rel.startswith("facts/") else "auto" if rel.startswith("auto/") else "root"


all_files = []
for dp, _, fns in os.walk(STORE):
    for fn in fns:
        all_files.append(os.path.relpath(os.path.join(dp, fn), STORE))
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")

# frontmatter
flat_seen = set()
for rel in sorted(all_files):
    if rel == "MEMORY.md":
        continue
    fm, _ = split(os.path.join(STORE, rel))
    if fm is None:
        err(f"{rel}: no frontmatter")
        continue
    try:
        data = yaml.safe_load(fm)
    except yaml.YAMLError:
        if rel in FLAT_DESC:
            flat_seen.add(rel)
            data = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
        else:
            err(f"{rel}: frontmatter does not parse")
            continue
    lay = layout(rel)
    if lay == "root":
        m = re.fullmatch(r"(user|feedback|project|reference)_[a-z0-9_]+\.md", rel)
        if not m:
            err(f"{rel}: bad root name")
        for k in ("name", "description", "type"):
            if k not in data:
                err(f"{rel}: missing {k}")
        if m and data.get("type") != m.group(1):
            err(f"{rel}: type {data.get('type')} does not match file name")
        if "brackley" in str(data.get("name", "")).lower() and not rel.startswith("user_"):
            err(f"{rel}: name is the project")
    elif lay == "facts":
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m:
            err(f"{rel}: bad remnic path")
            continue
        stem = os.path.basename(rel)[:-3]
        if data.get("id") != stem or data.get("category") != m.group(2) or data.get("status") != "active":
            err(f"{rel}: id/category/status mismatch")
        if not str(data.get("created", "")).startswith(m.group(1)):
            err(f"{rel}: created not on folder date")
        for k in ("source", "confidence", "confidenceTier", "tags", "updated"):
            if k not in data:
                err(f"{rel}: missing {k}")
    else:
        if not re.fullmatch(r"auto/[a-z0-9-]+\.md", rel):
            err(f"{rel}: bad auto name")
        for k in ("title", "created", "tags"):
            if k not in data:
                err(f"{rel}: missing {k}")
if flat_seen != FLAT_DESC:
    err(f"flat descriptions expected {sorted(FLAT_DESC)}, saw {sorted(flat_seen)}")

# MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", mem, re.M)
if sorted(linked) != root_files or len(linked) != len(set(linked)):
    err(f"MEMORY.md index mismatch: missing {sorted(set(root_files) - set(linked))}, extra {sorted(set(linked) - set(root_files))}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
counts = collections.Counter()
seen = set()
ids = set()
cross = 0
used_files = set()
for i, p in enumerate(pairs):
    pid = p["note"].split(":")[0]
    if pid in ids:
        err(f"duplicate pair id {pid}")
    ids.add(pid)
    a, b = p["a"], p["b"]
    if not a < b:
        err(f"{pid}: a/b not sorted")
    if (a, b) in seen:
        err(f"{pid}: duplicate file pair")
    seen.add((a, b))
    if p["class"] not in CLASSES or CLASSES[p["class"]] != p["label"]:
        err(f"{pid}: bad class/label")
    counts[p["class"]] += 1
    if layout(a) != layout(b):
        cross += 1
    for side in ("a", "b"):
        rel = p[side]
        used_files.add(rel)
        path = os.path.join(STORE, rel)
        if not os.path.exists(path):
            err(f"{pid}: {rel} missing")
            continue
        claim = p["claim_" + side]
        _, body = split(path)
        if body.count(claim) != 1:
            err(f"{pid}: claim_{side} found {body.count(claim)}x as a full line in {rel}")
            continue
        if open(path, encoding="utf-8").read().count(claim) != 1:
            err(f"{pid}: claim_{side} text occurs more than once in {rel}")
        fence = False
        for line in body:
            if line.strip().startswith("```"):
                fence = not fence
            if line == claim and fence:
                err(f"{pid}: claim_{side} is inside a code fence")
        if claim != claim.strip() or not claim:
            err(f"{pid}: claim_{side} has stray whitespace")
for c in CLASSES:
    if counts[c] != 10:
        err(f"class {c}: {counts[c]} pairs, want 10")
if len(pairs) != 90:
    err(f"{len(pairs)} pairs, want 90")

print(f"files: {len(all_files)} (root {len(root_files)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in all_files)}, auto {sum(f.startswith('auto/') for f in all_files)})")
print(f"pairs: {len(pairs)}; cross-layout: {cross}; files in no pair: {len(set(all_files) - used_files)}")
print("classes: " + ", ".join(f"{c}={counts[c]}" for c in CLASSES))
if errors:
    print("FAIL")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK")
