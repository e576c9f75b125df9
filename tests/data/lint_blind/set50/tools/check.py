#!/usr/bin/env python3
"""Checks store/ and labels.yaml against the brief's format rules."""
import os, re, sys, collections, yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_infra.md", "reference_people.md", "reference_glossary.md", "reference_hall.md"}
errs = []
def body_of(text):
    m = re.match(r"^---\n(.*?)\n---\n(.*)$", text, re.S)
    return (m.group(1), m.group(2)) if m else (None, text)

files = []
for d, _, fs in os.walk(STORE):
    for f in fs: files.append(os.path.relpath(os.path.join(d, f), STORE))
root = sorted(f for f in files if "/" not in f and f != "MEMORY.md")
# frontmatter
for rel in files:
    if rel == "MEMORY.md": continue
    text = open(os.path.join(STORE, rel), encoding="utf-8").read()
    fm, _ = body_of(text)
    if fm is None: errs.append(f"{rel}: no frontmatter"); continue
    try:
        data = yaml.safe_load(fm)
        if rel in FLAT: errs.append(f"{rel}: flat description unexpectedly parses")
    except yaml.YAMLError:
        if rel in FLAT:
            data = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
        else:
            errs.append(f"{rel}: frontmatter does not parse"); continue
    if "/" not in rel:
        if not re.match(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$", rel): errs.append(f"{rel}: bad name")
        if set(data) != {"name", "description", "type"}: errs.append(f"{rel}: keys {sorted(data)}")
        if data.get("type") != rel.split("_")[0]: errs.append(f"{rel}: type mismatch")
        if "tpo" in str(data.get("name", "")).lower() or "tamar" in str(data.get("name", "")).lower():
            errs.append(f"{rel}: name is the project")
    elif rel.startswith("facts/"):
        m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m: errs.append(f"{rel}: bad remnic path"); continue
        if data.get("id") != os.path.basename(rel)[:-3] or data.get("category") != m.group(2): errs.append(f"{rel}: id/category")
        for k in ("created", "updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in data: errs.append(f"{rel}: missing {k}")
        if not str(data.get("created")).startswith(m.group(1)): errs.append(f"{rel}: created date != folder")
    elif rel.startswith("auto/"):
        if set(data) != {"title", "created", "tags"}: errs.append(f"{rel}: keys {sorted(data)}")
    else:
        errs.append(f"{rel}: unexpected location")
# MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(linked) != root or len(linked) != len(set(linked)):
    errs.append(f"MEMORY.md indexes {len(linked)} files, root has {len(root)}: diff {set(linked) ^ set(root)}")
# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28": errs.append("now")
pairs = lab["pairs"]; seen = set(); cnt = collections.Counter(); cross = 0
LAB = {"value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
       "stale_vs_change": "contradiction", "refinement": "non_contradiction", "other_subject": "non_contradiction",
       "dated_history": "non_contradiction", "agreeing_duplicate": "non_contradiction", "negation_scope": "non_contradiction"}
layout = lambda p: p.split("/")[0] if "/" in p else "root"
ids = set()
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    pid = p["note"].split(":")[0]
    if pid in ids: errs.append(f"dup id {pid}")
    ids.add(pid)
    if set(p) != {"a", "b", "label", "class", "claim_a", "claim_b", "note"}: errs.append(f"{pid}: keys")
    if not a < b: errs.append(f"{pid}: a/b order")
    if (a, b) in seen: errs.append(f"{pid}: duplicate file pair")
    seen.add((a, b))
    if LAB.get(p["class"]) != p["label"]: errs.append(f"{pid}: label/class")
    cnt[p["class"]] += 1
    cross += layout(a) != layout(b)
    for path, claim in ((a, p["claim_a"]), (b, p["claim_b"])):
        fp = os.path.join(STORE, path)
        if not os.path.isfile(fp): errs.append(f"{pid}: missing {path}"); continue
        _, body = body_of(open(fp, encoding="utf-8").read())
        lines = body.split("\n")
        n = sum(1 for l in lines if l == claim)
        if n != 1: errs.append(f"{pid}: claim found {n} times as a full line in {path}: {claim!r}")
        if claim != claim.strip() and not claim.startswith("  "): errs.append(f"{pid}: claim whitespace")
        if not claim.strip(): errs.append(f"{pid}: empty claim")
for c in LAB:
    if cnt[c] != 10: errs.append(f"class {c}: {cnt[c]} pairs")
in_pairs = {x for p in pairs for x in (p["a"], p["b"])}
print(f"files: {len(files)} (root {len(root)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, "
      f"auto {sum(f.startswith('auto/') for f in files)}); files in no pair: {len(set(files) - in_pairs)}")
print(f"pairs: {len(pairs)}; per class: {dict(cnt)}; cross-layout: {cross}")
if errs:
    print("FAIL"); [print(" -", e) for e in errs]; sys.exit(1)
print("OK: all checks passed")
