#!/usr/bin/env python3
"""Check store/ and labels.yaml."""
import collections
import os
import re
import sys

import yaml

ROOT_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(ROOT_DIR, "store")
FLAT_OK = {"reference_finchshop.md", "reference_stitchline.md", "reference_crestbank.md",
           "reference_infra.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history",
                                 "agreeing_duplicate", "negation_scope"]}
errors = []


def err(msg):
    errors.append(msg)


def split(path):
    text = open(path, encoding="utf-8").read()
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")


def body_lines_outside_fences(lines):
    out, fence = [], False
    for ln in lines:
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(ln)
    return out


files = []
for d, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(d, f), STORE))
files.sort()

# frontmatter
for rel in files:
    if rel == "MEMORY.md":
        continue
    fm, _ = split(os.path.join(STORE, rel))
    if fm is None:
        err(f"{rel}: no frontmatter")
        continue
    try:
        data = yaml.safe_load(fm)
        if "/" not in rel:
            for k in ("name", "description", "type"):
                if k not in data:
                    err(f"{rel}: missing {k}")
            if data.get("type") not in ("user", "feedback", "project", "reference"):
                err(f"{rel}: bad type")
            if not rel.startswith(data.get("type", "") + "_"):
                err(f"{rel}: file name does not start with type")
        elif rel.startswith("facts/"):
            stem = os.path.basename(rel)[:-3]
            if data.get("id") != stem or data.get("category") not in ("fact", "preference", "decision"):
                err(f"{rel}: bad remnic id/category")
            if not re.match(r"facts/\d{4}-\d{2}-\d{2}/(fact|preference|decision)-\d{13}-[0-9a-f]{4}\.md$", rel):
                err(f"{rel}: bad remnic path")
        elif rel.startswith("auto/"):
            for k in ("title", "created", "tags"):
                if k not in data:
                    err(f"{rel}: missing {k}")
        if rel in FLAT_OK:
            err(f"{rel}: expected a flat (non-YAML) description but it parsed")
    except yaml.YAMLError:
        if rel not in FLAT_OK:
            err(f"{rel}: frontmatter does not parse")
        else:
            m = re.search(r"^description: .*: ", fm, re.M)
            if not m:
                err(f"{rel}: flat description expected")

# MEMORY.md
root_files = {f for f in files if "/" not in f and f != "MEMORY.md"}
idx = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read().strip().split("\n")
linked = []
for ln in idx:
    m = re.match(r"^- \[[^\]]+\]\(([^)]+)\) — \S", ln)
    if not m:
        err(f"MEMORY.md: bad line {ln!r}")
    else:
        linked.append(m.group(1))
if sorted(linked) != sorted(root_files):
    err(f"MEMORY.md mismatch: {set(linked) ^ root_files}")

# labels
lab = yaml.safe_load(open(os.path.join(ROOT_DIR, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now != 2026-11-28")
pairs = lab["pairs"]
seen = set()
counts = collections.Counter()
ids = set()
for p in pairs:
    a, b = p["a"], p["b"]
    pid = p["note"].split(":")[0]
    if pid in ids:
        err(f"duplicate pair id {pid}")
    ids.add(pid)
    if not a < b:
        err(f"{pid}: a/b not sorted")
    if (a, b) in seen:
        err(f"{pid}: duplicate file pair")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []):
        err(f"{pid}: class {p['class']} not valid for {p['label']}")
    counts[(p["label"], p["class"])] += 1
    for side in ("a", "b"):
        rel = p[side]
        path = os.path.join(STORE, rel)
        if not os.path.exists(path):
            err(f"{pid}: missing {rel}")
            continue
        _, body = split(path)
        claim = p["claim_" + side]
        if claim != claim.strip() and not claim.startswith("|"):
            err(f"{pid}: claim_{side} has stray whitespace")
        n_all = sum(1 for ln in body if ln == claim)
        n_out = sum(1 for ln in body_lines_outside_fences(body) if ln == claim)
        if n_all != 1:
            err(f"{pid}: claim_{side} occurs {n_all}x as a full line in {rel}")
        elif n_out != 1:
            err(f"{pid}: claim_{side} is inside a code fence in {rel}")
cross = sum(1 for p in pairs if (p["a"].split("/")[0] if "/" in p["a"] else "root") !=
            (p["b"].split("/")[0] if "/" in p["b"] else "root"))

for label, cls in CLASSES.items():
    for c in cls:
        if counts[(label, c)] != 10:
            err(f"class {label}/{c}: {counts[(label, c)]} pairs, expected 10")

print(f"files: {len(files)} (root {len(root_files)} + MEMORY.md, "
      f"auto {sum(f.startswith('auto/') for f in files)}, facts {sum(f.startswith('facts/') for f in files)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for (label, c), n in sorted(counts.items()):
    print(f"  {label:18s} {c:20s} {n}")
paired = {p["a"] for p in pairs} | {p["b"] for p in pairs}
print(f"files in no pair: {len(set(files) - paired)}")
if errors:
    print("FAIL")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK")
