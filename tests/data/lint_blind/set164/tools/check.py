#!/usr/bin/env python3
"""Validate store/ and labels.yaml of this set."""
import os, re, sys, glob, collections, datetime
import yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_lanternbook.md", "reference_cellarwatch.md", "reference_shiftboard.md", "reference_website.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errs = []

def split(path):
    text = open(os.path.join(STORE, path)).read()
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def claim_lines(body):
    """body lines outside code fences"""
    out, fence = [], False
    for l in body:
        if l.strip().startswith("```"):
            fence = not fence; continue
        if not fence:
            out.append(l)
    return out

files = sorted(os.path.relpath(p, STORE) for p in glob.glob(os.path.join(STORE, "**", "*.md"), recursive=True))
root = [f for f in files if "/" not in f and f != "MEMORY.md"]
# frontmatter
for f in files:
    if f == "MEMORY.md":
        continue
    fm, body = split(f)
    if fm is None:
        errs.append(f"{f}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if f in FLAT:
            errs.append(f"{f}: expected a flat (non-YAML) description but it parsed")
    except yaml.YAMLError:
        if f not in FLAT:
            errs.append(f"{f}: frontmatter does not parse")
        d = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l and not l.startswith(" "))
    if "/" not in f:
        if not re.fullmatch(r"(user|feedback|project|reference)_[a-z0-9-]+\.md", f):
            errs.append(f"{f}: bad root name")
        for k in ("name", "description", "type"):
            if k not in d: errs.append(f"{f}: missing {k}")
        if d.get("type") != f.split("_")[0]: errs.append(f"{f}: type mismatch")
    elif f.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", f)
        if not m:
            errs.append(f"{f}: bad remnic path"); continue
        if d.get("id") != os.path.basename(f)[:-3]: errs.append(f"{f}: id mismatch")
        if d.get("category") != m.group(2): errs.append(f"{f}: category mismatch")
        ts = datetime.datetime.fromtimestamp(int(m.group(3)) / 1000, datetime.timezone.utc)
        if ts.strftime("%Y-%m-%d") != m.group(1): errs.append(f"{f}: epoch/date mismatch")
        for k in ("created", "updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in d: errs.append(f"{f}: missing {k}")
    elif f.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: errs.append(f"{f}: missing {k}")
    else:
        errs.append(f"{f}: unexpected location")
# MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(linked) != sorted(root) or len(linked) != len(set(linked)):
    errs.append(f"MEMORY.md index mismatch: {set(linked) ^ set(root)}")
# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": errs.append("now")
seen, cnt, ids = set(), collections.Counter(), set()
for i, p in enumerate(lab["pairs"]):
    a, b = p["a"], p["b"]
    tag = p["note"].split(":")[0]
    if tag in ids: errs.append(f"dup id {tag}")
    ids.add(tag)
    if not a < b: errs.append(f"{tag}: a/b order")
    if (a, b) in seen: errs.append(f"{tag}: duplicate file pair")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []): errs.append(f"{tag}: class/label")
    cnt[(p["label"], p["class"])] += 1
    for side in ("a", "b"):
        f, c = p[side], p["claim_" + side]
        if not os.path.exists(os.path.join(STORE, f)):
            errs.append(f"{tag}: missing {f}"); continue
        fm, body = split(f)
        n_all = sum(1 for l in body if l == c)
        n_ok = sum(1 for l in claim_lines(body) if l == c)
        if n_all != 1 or n_ok != 1:
            errs.append(f"{tag}: claim_{side} found {n_all}x ({n_ok}x outside code) in {f}")
        if fm and any(l == c for l in fm.split("\n")): errs.append(f"{tag}: claim in frontmatter")
        if not c.strip() or c != c.rstrip(): errs.append(f"{tag}: claim whitespace")
for lbl, cl in CLASSES.items():
    for c in cl:
        if cnt[(lbl, c)] != 10: errs.append(f"count {lbl}/{c} = {cnt[(lbl, c)]}")
cross = sum(1 for p in lab["pairs"] if p["a"].split("/")[0] != p["b"].split("/")[0] or ("/" in p["a"]) != ("/" in p["b"]))
def layout(f): return "facts" if f.startswith("facts/") else "auto" if f.startswith("auto/") else "root"
cross = sum(1 for p in lab["pairs"] if layout(p["a"]) != layout(p["b"]))
in_pairs = {p[s] for p in lab["pairs"] for s in ("a", "b")}
print(f"files: {len(files)} (root {len(root)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, auto {sum(f.startswith('auto/') for f in files)})")
print(f"pairs: {len(lab['pairs'])}, cross-layout: {cross}, files in no pair: {len(set(files) - in_pairs)}")
for k in sorted(cnt): print(f"  {k[0]:18} {k[1]:20} {cnt[k]}")
if errs:
    print("FAIL"); [print(" ", e) for e in errs]; sys.exit(1)
print("OK")
