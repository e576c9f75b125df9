#!/usr/bin/env python3
"""Validate set131: store layout, frontmatter, MEMORY.md index and labels.yaml."""
import os, re, sys
from collections import Counter
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT_OK = {"reference_infra.md", "reference_farm_ops.md", "reference_people.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errs = []


def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]


def body_lines(text):
    """Body lines outside frontmatter and outside code fences."""
    _, body = split(text)
    out, fence = [], False
    for line in body.split("\n"):
        if line.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(line)
    return out, body.split("\n")


all_files = []
for root, _, fns in os.walk(STORE):
    for fn in fns:
        all_files.append(os.path.relpath(os.path.join(root, fn), STORE))
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")

# frontmatter
for rel in all_files:
    if rel == "MEMORY.md":
        continue
    text = open(os.path.join(STORE, rel)).read()
    fm, _ = split(text)
    if fm is None:
        errs.append(f"{rel}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if rel in FLAT_OK:
            errs.append(f"{rel}: expected a flat (non-strict) description but YAML parsed")
    except yaml.YAMLError:
        if rel not in FLAT_OK:
            errs.append(f"{rel}: frontmatter does not parse")
        d = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l and not l.startswith(" "))
    if "/" not in rel:
        if not re.fullmatch(r"(user|feedback|project|reference)_[a-z0-9_]+\.md", rel):
            errs.append(f"{rel}: bad root file name")
        for k in ("name", "description", "type"):
            if k not in d:
                errs.append(f"{rel}: missing {k}")
        if d.get("type") != rel.split("_")[0]:
            errs.append(f"{rel}: type mismatch")
    elif rel.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m:
            errs.append(f"{rel}: bad remnic path"); continue
        if d.get("id") != os.path.basename(rel)[:-3] or d.get("category") != m.group(2):
            errs.append(f"{rel}: id/category mismatch")
        if not str(d.get("created", "")).startswith(m.group(1)):
            errs.append(f"{rel}: created date != folder")
        for k in ("source", "confidence", "confidenceTier", "tags", "status"):
            if k not in d:
                errs.append(f"{rel}: missing {k}")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d:
                errs.append(f"{rel}: missing {k}")
    else:
        errs.append(f"{rel}: unexpected location")

# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S.*$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != root_files or len(idx) != len(set(idx)):
    errs.append(f"MEMORY.md index mismatch: {set(idx) ^ set(root_files)}")

# labels
L = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(L.get("now")) != "2026-11-28":
    errs.append("now != 2026-11-28")
pairs = L["pairs"]
seen, counts, ids = set(), Counter(), set()
for i, p in enumerate(pairs):
    tag = p.get("note", "")[:5]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p:
            errs.append(f"pair {i}: missing {k}")
    if p["class"] not in CLASSES.get(p["label"], []):
        errs.append(f"pair {i}: class {p['class']} not under {p['label']}")
    counts[(p["label"], p["class"])] += 1
    if not p["a"] < p["b"]:
        errs.append(f"pair {i} {tag}: a/b not sorted")
    if (p["a"], p["b"]) in seen:
        errs.append(f"pair {i} {tag}: duplicate file pair")
    seen.add((p["a"], p["b"]))
    pid = p["note"].split(":")[0]
    if pid in ids:
        errs.append(f"duplicate pair id {pid}")
    ids.add(pid)
    for side in ("a", "b"):
        rel, claim = p[side], p["claim_" + side]
        path = os.path.join(STORE, rel)
        if not os.path.isfile(path):
            errs.append(f"{tag}: {rel} missing"); continue
        prose, allb = body_lines(open(path).read())
        if allb.count(claim) != 1:
            errs.append(f"{tag}: claim_{side} present {allb.count(claim)}x as a full body line of {rel}")
        elif claim not in prose:
            errs.append(f"{tag}: claim_{side} is inside a code fence in {rel}")
        if claim != claim.strip() or not claim:
            errs.append(f"{tag}: claim_{side} has stray whitespace")
for lab, cl in CLASSES.items():
    for c in cl:
        if counts[(lab, c)] != 10:
            errs.append(f"{lab}/{c}: {counts[(lab, c)]} pairs, want 10")

cross = sum(1 for p in pairs if (p["a"].split("/")[0] if "/" in p["a"] else "root") != (p["b"].split("/")[0] if "/" in p["b"] else "root"))
print(f"files: {len(all_files)} (root {len(root_files)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in all_files)}, auto {sum(f.startswith('auto/') for f in all_files)})")
print(f"pairs: {len(pairs)}, cross-layout {cross}; " + ", ".join(f"{c}={counts[(l, c)]}" for l, cl in CLASSES.items() for c in cl))
if errs:
    print("FAIL"); print("\n".join(errs)); sys.exit(1)
print("OK")
