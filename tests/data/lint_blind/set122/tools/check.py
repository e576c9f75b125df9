#!/usr/bin/env python3
"""Check set122: paths, verbatim claims, frontmatter, MEMORY.md index, a/b order, pair uniqueness, counts."""
import collections
import os
import re
import sys

import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_infra.md", "reference_yard.md", "reference_glossary.md"}
CLASSES = {
    "contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
    "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"],
}
errors = []


def err(msg):
    errors.append(msg)


def split(text):
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")


def claim_lines(body):
    """body lines outside code fences"""
    res, fence = [], False
    for line in body:
        if line.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            res.append(line)
    return res


all_files = []
for root, _, fns in os.walk(STORE):
    for fn in fns:
        all_files.append(os.path.relpath(os.path.join(root, fn), STORE))
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")

# frontmatter
for p in all_files:
    if p == "MEMORY.md":
        continue
    text = open(os.path.join(STORE, p), encoding="utf-8").read()
    fm, _ = split(text)
    if fm is None:
        err(f"{p}: no frontmatter")
        continue
    if p in FLAT:
        try:
            yaml.safe_load(fm)
            err(f"{p}: expected non-strict (flat) description but YAML parsed")
        except yaml.YAMLError:
            pass
        if not re.search(r"^description: .*: ", fm, re.M):
            err(f"{p}: flat description missing")
        continue
    try:
        d = yaml.safe_load(fm)
    except yaml.YAMLError as e:
        err(f"{p}: frontmatter does not parse: {e}")
        continue
    if "/" not in p:
        need = {"name", "description", "type"}
        if d.get("type") not in {"user", "feedback", "project", "reference"}:
            err(f"{p}: bad type")
        if not re.match(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$", p):
            err(f"{p}: bad root file name")
    elif p.startswith("facts/"):
        need = {"id", "category", "created", "updated", "tags", "status"}
        m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", p)
        if not m:
            err(f"{p}: bad remnic path")
        elif d.get("id") != os.path.basename(p)[:-3] or d.get("category") != m.group(2):
            err(f"{p}: id/category mismatch")
        elif not str(d.get("created")).startswith(m.group(1)):
            err(f"{p}: created does not match folder date")
    elif p.startswith("auto/"):
        need = {"title", "created", "tags"}
    else:
        err(f"{p}: unexpected location")
        need = set()
    missing = need - set(d or {})
    if missing:
        err(f"{p}: frontmatter missing {sorted(missing)}")

# MEMORY.md index
mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
indexed = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", mem, re.M)
if sorted(indexed) != root_files or len(indexed) != len(set(indexed)):
    err(f"MEMORY.md index mismatch: extra {set(indexed) - set(root_files)}, missing {set(root_files) - set(indexed)}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
seen = set()
counts = collections.Counter()
ids = set()
cross = 0
layout = lambda p: p.split("/")[0] if "/" in p else "root"  # noqa: E731
for i, pr in enumerate(pairs):
    a, b = pr["a"], pr["b"]
    tag = pr["note"].split(":")[0]
    if tag in ids:
        err(f"duplicate pair id {tag}")
    ids.add(tag)
    if not a < b:
        err(f"{tag}: a/b not in sorted order")
    if (a, b) in seen:
        err(f"{tag}: duplicate file pair {a} {b}")
    seen.add((a, b))
    if pr["class"] not in CLASSES.get(pr["label"], []):
        err(f"{tag}: class {pr['class']} not valid for {pr['label']}")
    counts[(pr["label"], pr["class"])] += 1
    cross += layout(a) != layout(b)
    for side in "ab":
        p, c = pr[side], pr["claim_" + side]
        full = os.path.join(STORE, p)
        if not os.path.exists(full):
            err(f"{tag}: path missing {p}")
            continue
        _, body = split(open(full, encoding="utf-8").read())
        if body.count(c) != 1:
            err(f"{tag}: claim_{side} occurs {body.count(c)}x as a line in {p}")
        if sum(1 for line in body if line == c) != 1:
            err(f"{tag}: claim_{side} is not exactly one full body line in {p}")
        if c not in claim_lines(body):
            err(f"{tag}: claim_{side} sits inside a code fence in {p}")
        if not c.strip():
            err(f"{tag}: empty claim")
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10:
            err(f"class {lbl}/{c}: {counts[(lbl, c)]} pairs, expected 10")

n_root = len(root_files)
n_auto = sum(f.startswith("auto/") for f in all_files)
n_facts = sum(f.startswith("facts/") for f in all_files)
used = {p for pr in pairs for p in (pr["a"], pr["b"])}
print(f"files: {len(all_files)} (root {n_root} + MEMORY.md, auto {n_auto}, facts {n_facts}); "
      f"files in no pair: {len(set(all_files) - used)}")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for (lbl, c), n in sorted(counts.items()):
    print(f"  {lbl:18} {c:20} {n}")
if errors:
    print(f"FAIL: {len(errors)} problem(s)")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK: all checks passed")
