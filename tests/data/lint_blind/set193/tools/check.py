#!/usr/bin/env python3
"""Check set193: paths, claims, frontmatter, MEMORY.md index, a/b order, duplicate pairs, class counts."""
import collections
import os
import re
import sys

import yaml

SET = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(SET, "store")
FLAT = {"reference_logyard.md", "reference_cutplan.md", "reference_infra.md", "reference_glossary.md"}
CLASSES = {
    "contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
    "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"],
}
errors = []


def err(msg):
    errors.append(msg)


def split(text):
    """Return (frontmatter text or None, body lines)."""
    if text.startswith("---\n"):
        end = text.index("\n---\n", 4)
        return text[4:end], text[end + 5:].split("\n")
    return None, text.split("\n")


def claim_lines(body):
    """Body lines outside code fences."""
    out, fence = [], False
    for line in body:
        if line.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(line)
    return out


# ---- files and frontmatter
all_files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        all_files.append(os.path.relpath(os.path.join(root, f), STORE))
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")
for rel in all_files:
    text = open(os.path.join(STORE, rel), encoding="utf-8").read()
    if rel == "MEMORY.md":
        continue
    fm, _ = split(text)
    if fm is None:
        err(f"{rel}: no frontmatter")
        continue
    if "/" not in rel:
        m = re.match(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$", rel)
        if not m:
            err(f"{rel}: bad root file name")
        if rel in FLAT:
            lines = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
            if lines.get("type") != m.group(1) or not lines.get("name") or ": " not in lines.get("description", ""):
                err(f"{rel}: flat frontmatter malformed")
            continue
        try:
            d = yaml.safe_load(fm)
        except yaml.YAMLError as e:
            err(f"{rel}: frontmatter does not parse: {e}")
            continue
        if set(d) != {"name", "description", "type"} or d["type"] != m.group(1):
            err(f"{rel}: frontmatter keys/type wrong: {d}")
        if "ashcombe" in d["name"].lower():
            err(f"{rel}: name is the project")
    else:
        try:
            d = yaml.safe_load(fm)
        except yaml.YAMLError as e:
            err(f"{rel}: frontmatter does not parse: {e}")
            continue
        if rel.startswith("facts/"):
            m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
            if not m:
                err(f"{rel}: bad remnic path")
                continue
            if d.get("id") != os.path.basename(rel)[:-3] or d.get("category") != m.group(2) or d.get("status") != "active":
                err(f"{rel}: remnic frontmatter mismatch")
            if not str(d.get("created", "")).startswith(m.group(1)):
                err(f"{rel}: created date not the folder date")
        elif rel.startswith("auto/"):
            if set(d) != {"title", "created", "tags"}:
                err(f"{rel}: auto frontmatter keys {sorted(d)}")
        else:
            err(f"{rel}: unexpected location")

# ---- MEMORY.md
idx = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read().strip().split("\n")
linked = []
for line in idx:
    m = re.match(r"^- \[[^\]]+\]\(([^)]+)\) — \S.*$", line)
    if not m:
        err(f"MEMORY.md: bad line {line!r}")
    else:
        linked.append(m.group(1))
if sorted(linked) != root_files or len(linked) != len(set(linked)):
    err(f"MEMORY.md does not index exactly the root files: extra {set(linked) - set(root_files)}, missing {set(root_files) - set(linked)}")

# ---- labels
lab = yaml.safe_load(open(os.path.join(SET, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("labels: now is not 2026-11-28")
pairs = lab["pairs"]
seen = set()
counts = collections.Counter()
ids = set()
cross = 0
layout = lambda p: "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"
for i, p in enumerate(pairs):
    tag = p.get("note", "?").split(":")[0]
    if tag in ids:
        err(f"duplicate pair id {tag}")
    ids.add(tag)
    if set(p) != {"a", "b", "label", "class", "claim_a", "claim_b", "note"}:
        err(f"{tag}: keys {sorted(p)}")
    if not p["a"] < p["b"]:
        err(f"{tag}: a/b not in sort order")
    if (p["a"], p["b"]) in seen:
        err(f"{tag}: duplicate file pair")
    seen.add((p["a"], p["b"]))
    if p["class"] not in CLASSES.get(p["label"], []):
        err(f"{tag}: class {p['class']} not valid for {p['label']}")
    counts[(p["label"], p["class"])] += 1
    cross += layout(p["a"]) != layout(p["b"])
    for side in "ab":
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path):
            err(f"{tag}: missing file {p[side]}")
            continue
        _, body = split(open(path, encoding="utf-8").read())
        claim = p["claim_" + side]
        n_all = body.count(claim)
        n_ok = claim_lines(body).count(claim)
        if claim != claim.strip() or not claim:
            err(f"{tag}: claim_{side} has surrounding whitespace")
        if n_all != 1 or n_ok != 1:
            err(f"{tag}: claim_{side} found {n_all} times as a full body line ({n_ok} outside code) in {p[side]}")
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10:
            err(f"class {lbl}/{c}: {counts[(lbl, c)]} pairs, want 10")
if len(pairs) != 90:
    err(f"{len(pairs)} pairs, want 90")

in_pairs = {p[s] for p in pairs for s in "ab"}
print(f"files: {len(all_files)} (root {len(root_files)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in all_files)}, "
      f"auto {sum(f.startswith('auto/') for f in all_files)}); files in no pair: {len(set(all_files) - in_pairs)}")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for (lbl, c), n in sorted(counts.items()):
    print(f"  {lbl:18} {c:20} {n}")
if errors:
    print(f"FAIL: {len(errors)} problem(s)")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("OK")
