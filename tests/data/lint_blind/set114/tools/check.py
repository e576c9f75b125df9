#!/usr/bin/env python3
"""Check set114: labels.yaml against store/."""
import collections
import os
import re
import sys

import yaml

SET = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(SET, "store")
FLAT = {"reference_keyhold.md", "reference_infra.md", "reference_glossary.md", "project_q4_priorities.md"}
CLASSES = {
    "contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
    "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"],
}
errors = []


def err(msg):
    errors.append(msg)


def split(text):
    """-> (frontmatter text, body lines, set of body line indexes inside code fences)"""
    if not text.startswith("---\n"):
        return None, text.split("\n"), set()
    end = text.index("\n---\n", 4)
    fm = text[4:end]
    body = text[end + 5:].split("\n")
    fenced, inside = set(), False
    for i, line in enumerate(body):
        if line.strip().startswith("```"):
            inside = not inside
            fenced.add(i)
        elif inside:
            fenced.add(i)
    return fm, body, fenced


all_files = []
for dp, dn, fn in os.walk(STORE):
    for f in fn:
        all_files.append(os.path.relpath(os.path.join(dp, f), STORE))
all_files.sort()
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")

# frontmatter
flat_seen = set()
for rel in all_files:
    if rel == "MEMORY.md":
        continue
    text = open(os.path.join(STORE, rel)).read()
    fm, body, _ = split(text)
    if fm is None:
        err(f"{rel}: no frontmatter")
        continue
    try:
        data = yaml.safe_load(fm)
        if rel in FLAT:
            err(f"{rel}: expected a flat (non-strict) description but frontmatter parsed")
    except yaml.YAMLError:
        if rel in FLAT:
            flat_seen.add(rel)
            data = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
        else:
            err(f"{rel}: frontmatter does not parse")
            continue
    if "/" not in rel:
        for k in ("name", "description", "type"):
            if k not in data:
                err(f"{rel}: missing {k}")
        if data.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{rel}: bad type {data.get('type')}")
        if not rel.startswith(str(data.get("type")) + "_"):
            err(f"{rel}: file name does not match type")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in data:
                err(f"{rel}: missing {k}")
    elif rel.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m:
            err(f"{rel}: bad remnic path")
            continue
        stem = os.path.basename(rel)[:-3]
        if data.get("id") != stem:
            err(f"{rel}: id != file stem")
        if data.get("category") != m.group(2):
            err(f"{rel}: category mismatch")
        if not str(data.get("created", "")).startswith(m.group(1)):
            err(f"{rel}: created date != folder date")
        for k in ("updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in data:
                err(f"{rel}: missing {k}")
    else:
        err(f"{rel}: unexpected location")
if flat_seen != FLAT:
    err(f"flat descriptions expected {sorted(FLAT)}, saw {sorted(flat_seen)}")

# MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md")).read()
indexed = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", mem, re.M)
if sorted(indexed) != root_files or len(indexed) != len(set(indexed)):
    err(f"MEMORY.md index mismatch: missing {sorted(set(root_files) - set(indexed))}, "
        f"extra {sorted(set(indexed) - set(root_files))}")

# labels
lab = yaml.safe_load(open(os.path.join(SET, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    err("now != 2026-11-28")
pairs = lab["pairs"]
counts = collections.Counter()
seen_pairs = set()
cross = 0
ids = []
for i, p in enumerate(pairs):
    tag = f"pair {i} ({str(p.get('note', ''))[:6]})"
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p:
            err(f"{tag}: missing {k}")
    a, b = p["a"], p["b"]
    if not a < b:
        err(f"{tag}: a/b not in sort order")
    if (a, b) in seen_pairs:
        err(f"{tag}: duplicate file pair {a} {b}")
    seen_pairs.add((a, b))
    lay = lambda x: "facts" if x.startswith("facts/") else "auto" if x.startswith("auto/") else "root"
    cross += lay(a) != lay(b)
    if p["class"] not in CLASSES.get(p["label"], []):
        err(f"{tag}: class {p['class']} not valid for {p['label']}")
    counts[(p["label"], p["class"])] += 1
    ids.append(str(p["note"]).split(":")[0])
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path):
            err(f"{tag}: {p[side]} does not exist")
            continue
        fm, body, fenced = split(open(path).read())
        claim = p["claim_" + side]
        hits = [j for j, line in enumerate(body) if line == claim]
        if len(hits) != 1:
            err(f"{tag}: claim_{side} found {len(hits)} times as a full body line of {p[side]}")
        elif hits[0] in fenced:
            err(f"{tag}: claim_{side} is inside a code fence")
        if not claim.strip():
            err(f"{tag}: empty claim_{side}")
if len(ids) != len(set(ids)):
    err("duplicate pair ids in notes")
for label, classes in CLASSES.items():
    for c in classes:
        if counts[(label, c)] != 10:
            err(f"class {label}/{c}: {counts[(label, c)]} pairs, want 10")
if len(pairs) != 90:
    err(f"{len(pairs)} pairs, want 90")

n_labelled = len({p[s] for p in pairs for s in ("a", "b")})
print(f"files: {len(all_files)} (root {len(root_files)} + MEMORY.md, "
      f"facts {sum(f.startswith('facts/') for f in all_files)}, auto {sum(f.startswith('auto/') for f in all_files)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, files in some pair: {n_labelled}")
for (label, c), n in sorted(counts.items()):
    print(f"  {label:18s} {c:20s} {n}")
if errors:
    print(f"FAIL: {len(errors)} problem(s)")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("OK")
