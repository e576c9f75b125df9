#!/usr/bin/env python3
"""Check ../store and ../labels.yaml independently of build.py."""
import os, re, sys
from collections import Counter
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
FLAT = {"reference_flightdesk.md", "reference_permitrack.md", "reference_infra.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []

def err(msg):
    errors.append(msg)

def split(path):
    text = open(path, encoding="utf-8").read()
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

def body_lines(body):
    """Body lines outside code fences."""
    out, fence = [], False
    for line in body.split("\n"):
        if line.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(line)
    return out

# 1. frontmatter of every file
files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(root, f), STORE))
root_files = sorted(f for f in files if "/" not in f and f != "MEMORY.md")
for rel in files:
    if rel == "MEMORY.md":
        continue
    fm, _ = split(os.path.join(STORE, rel))
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    if rel in FLAT:
        d = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l and not l.startswith(" "))
        if not {"name", "description", "type"} <= set(d):
            err(f"{rel}: flat frontmatter missing keys")
        try:
            yaml.safe_load(fm)
            err(f"{rel}: listed as flat but parses as YAML")
        except yaml.YAMLError:
            pass
        continue
    try:
        d = yaml.safe_load(fm)
    except yaml.YAMLError as e:
        err(f"{rel}: frontmatter does not parse: {e}"); continue
    if "/" not in rel:
        m = re.match(r"(user|feedback|project|reference)_[a-z0-9_]+\.md$", rel)
        if not m or d.get("type") != m.group(1) or not d.get("name") or not d.get("description"):
            err(f"{rel}: bad root memory frontmatter/name")
        if d.get("name") in ("hollin", "hollin-aerial"):
            err(f"{rel}: name is the project")
    elif rel.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m:
            err(f"{rel}: bad remnic path"); continue
        if d.get("id") != os.path.basename(rel)[:-3] or d.get("category") != m.group(2):
            err(f"{rel}: id/category mismatch")
        if not str(d.get("created", "")).startswith(m.group(1)) and str(d.get("created"))[:10] != m.group(1):
            err(f"{rel}: created date does not match folder")
        for k in ("source", "confidence", "confidenceTier", "tags", "status"):
            if k not in d:
                err(f"{rel}: missing {k}")
    elif rel.startswith("auto/"):
        if not all(k in d for k in ("title", "created", "tags")):
            err(f"{rel}: missing title/created/tags")
    else:
        err(f"{rel}: unexpected location")

# 2. MEMORY.md indexes exactly the root files
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read(), re.M)
if sorted(idx) != root_files or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {set(root_files)-set(idx)}, extra {set(idx)-set(root_files)}")

# 3. labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
seen, counts, ids = set(), Counter(), set()
for i, p in enumerate(pairs):
    tag = p.get("note", "?").split(":")[0]
    if tag in ids:
        err(f"{tag}: duplicate pair id")
    ids.add(tag)
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p:
            err(f"pair {i}: missing {k}")
    if not p["a"] < p["b"]:
        err(f"{tag}: a/b not in sorted order")
    if (p["a"], p["b"]) in seen:
        err(f"{tag}: duplicate file pair")
    seen.add((p["a"], p["b"]))
    if p["class"] not in CLASSES.get(p["label"], []):
        err(f"{tag}: class {p['class']} not valid for {p['label']}")
    counts[(p["label"], p["class"])] += 1
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path):
            err(f"{tag}: {p[side]} missing"); continue
        if p[side] == "MEMORY.md":
            err(f"{tag}: MEMORY.md used as a claim file")
        _, body = split(path)
        claim = p["claim_" + side]
        n_all = body.split("\n").count(claim)
        n_out = body_lines(body).count(claim)
        if n_all != 1 or n_out != 1:
            err(f"{tag}: claim_{side} found {n_all}x in body ({n_out}x outside fences) of {p[side]}")
        if claim != claim.strip() or not claim:
            err(f"{tag}: claim_{side} has surrounding whitespace")
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10:
            err(f"class {lbl}/{c}: {counts[(lbl, c)]} pairs, expected 10")

cross = sum(1 for p in pairs if (p["a"].split("/")[0] if "/" in p["a"] else "root") != (p["b"].split("/")[0] if "/" in p["b"] else "root"))
labelled = {p[s] for p in pairs for s in ("a", "b")}
print(f"files: {len(files)} (root {len(root_files)} + MEMORY.md, auto {sum(f.startswith('auto/') for f in files)}, facts {sum(f.startswith('facts/') for f in files)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, files in no pair: {len(set(files) - labelled)}")
for (lbl, c), n in sorted(counts.items()):
    print(f"  {lbl:18} {c:20} {n}")
if errors:
    print(f"FAIL: {len(errors)} problem(s)")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("OK: all checks passed")
