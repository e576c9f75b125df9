#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import os, re, sys, collections
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_tourdesk.md", "reference_glossary.md", "reference_infra.md", "reference_finance.md",
        "user_sam.md", "user_nia.md"}
errs = []

def split(path):
    t = open(path).read()
    if not t.startswith("---\n"):
        return None, t
    end = t.index("\n---\n", 4)
    return t[4:end], t[end + 5:]

all_md = []
for root, _, fns in os.walk(STORE):
    for fn in fns:
        all_md.append(os.path.relpath(os.path.join(root, fn), STORE))
flat_seen = 0
for rel in sorted(all_md):
    if rel == "MEMORY.md":
        continue
    fm, _ = split(os.path.join(STORE, rel))
    if fm is None:
        errs.append(f"{rel}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if rel in FLAT:
            errs.append(f"{rel}: expected a flat (non-YAML) description but it parsed")
    except yaml.YAMLError:
        if rel in FLAT:
            flat_seen += 1
            d = dict(l.split(": ", 1) for l in fm.splitlines() if ": " in l)
        else:
            errs.append(f"{rel}: frontmatter does not parse"); continue
    if "/" not in rel:
        for k in ("name", "description", "type"):
            if k not in d: errs.append(f"{rel}: missing {k}")
        if d.get("type") not in ("user", "feedback", "project", "reference"): errs.append(f"{rel}: bad type")
        if not rel.startswith(str(d.get("type")) + "_"): errs.append(f"{rel}: prefix != type")
    elif rel.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d+)-([0-9a-f]{4})\.md$", rel)
        if not m: errs.append(f"{rel}: bad remnic path")
        elif d.get("id") != os.path.basename(rel)[:-3] or d.get("category") != m.group(2):
            errs.append(f"{rel}: id/category mismatch")
        elif not str(d.get("created")).startswith(m.group(1)):
            errs.append(f"{rel}: created not in folder date")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: errs.append(f"{rel}: missing {k}")
    else:
        errs.append(f"{rel}: unexpected location")

root_files = {p for p in all_md if "/" not in p and p != "MEMORY.md"}
idx = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", idx, re.M)
if sorted(linked) != sorted(root_files) or len(linked) != len(set(linked)):
    errs.append(f"MEMORY.md index mismatch: {set(root_files) ^ set(linked)}")

lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": errs.append("now != 2026-11-28")
pairs = lab["pairs"]
seen, counts, cross = set(), collections.Counter(), 0
CONTRA = {"value_slot", "role_slot", "negation", "stale_vs_change"}
NON = {"refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"}
ids = set()
def layout(p): return "root" if "/" not in p else p.split("/")[0]
for p in pairs:
    pid = p["note"].split(":")[0]
    if pid in ids: errs.append(f"{pid}: duplicate id")
    ids.add(pid)
    a, b = p["a"], p["b"]
    if not a < b: errs.append(f"{pid}: a/b not sorted")
    if (a, b) in seen: errs.append(f"{pid}: duplicate file pair")
    seen.add((a, b))
    cls, label = p["class"], p["label"]
    if not ((label == "contradiction" and cls in CONTRA) or (label == "non_contradiction" and cls in NON)):
        errs.append(f"{pid}: label/class mismatch")
    counts[cls] += 1
    cross += layout(a) != layout(b)
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path):
            errs.append(f"{pid}: missing {p[side]}"); continue
        _, body = split(path)
        lines = body.split("\n")
        n = sum(1 for l in lines if l == p["claim_" + side])
        if n != 1: errs.append(f"{pid}: claim_{side} found {n}x as a full body line in {p[side]}")
        if p["claim_" + side] != p["claim_" + side].strip() or not p["claim_" + side]:
            errs.append(f"{pid}: claim_{side} has surrounding whitespace")
for c in CONTRA | NON:
    if counts[c] != 10: errs.append(f"class {c}: {counts[c]} pairs")
if len(pairs) != 90: errs.append(f"{len(pairs)} pairs")
if flat_seen != len(FLAT): errs.append(f"flat descriptions seen {flat_seen}/{len(FLAT)}")

lay = collections.Counter(layout(p) for p in all_md)
print(f"files: {len(all_md)} ({dict(lay)})")
print(f"pairs: {len(pairs)}; per class: {dict(sorted(counts.items()))}; cross-layout: {cross}")
print(f"intentional flat descriptions: {flat_seen}")
if errs:
    print("FAIL"); [print("  " + e) for e in errs]; sys.exit(1)
print("OK: all checks passed")
