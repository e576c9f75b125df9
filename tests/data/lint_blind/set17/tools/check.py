#!/usr/bin/env python3
"""Verify store/ + labels.yaml of set17."""
import os, re, sys, collections
from datetime import datetime, timezone
import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(ROOT, "store")
FLAT = set(open(os.path.join(ROOT, "tools", "flat_files.txt")).read().split())
EXPECT = {("contradiction", c): 10 for c in ["value_slot", "role_slot", "negation", "stale_vs_change"]}
EXPECT.update({("non_contradiction", c): 10 for c in ["refinement", "other_subject", "dated_history",
                                                       "agreeing_duplicate", "negation_scope"]})
errors = []
err = errors.append


def split_fm(text):
    m = re.match(r"^---\n(.*?)\n---\n(.*)$", text, re.S)
    return (m.group(1), m.group(2)) if m else (None, text)


all_files = []
for dp, _, fns in os.walk(STORE):
    for fn in fns:
        all_files.append(os.path.relpath(os.path.join(dp, fn), STORE))
all_files.sort()
root_files = [f for f in all_files if "/" not in f and f != "MEMORY.md"]

# frontmatter
for f in all_files:
    if f == "MEMORY.md":
        continue
    text = open(os.path.join(STORE, f), encoding="utf-8").read()
    fm, body = split_fm(text)
    if fm is None:
        err(f"{f}: no frontmatter"); continue
    try:
        meta = yaml.safe_load(fm)
        if f in FLAT:
            err(f"{f}: listed as flat but parses as YAML")
    except yaml.YAMLError:
        if f not in FLAT:
            err(f"{f}: frontmatter does not parse")
        meta = {}
        for line in fm.splitlines():
            if ": " in line and not line.startswith(" "):
                k, v = line.split(": ", 1); meta[k] = v
    if "/" not in f:
        if not re.match(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$", f):
            err(f"{f}: bad root name")
        for k in ("name", "description", "type"):
            if k not in meta: err(f"{f}: missing {k}")
        if meta.get("type") != f.split("_")[0]: err(f"{f}: type mismatch")
    elif f.startswith("facts/"):
        m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", f)
        if not m: err(f"{f}: bad remnic path"); continue
        date, cat, epoch, _ = m.groups()
        stem = os.path.basename(f)[:-3]
        if meta.get("id") != stem: err(f"{f}: id != stem")
        if meta.get("category") != cat: err(f"{f}: category mismatch")
        if meta.get("status") != "active": err(f"{f}: status")
        dt = datetime.fromtimestamp(int(epoch) / 1000, tz=timezone.utc)
        iso = dt.strftime("%Y-%m-%dT%H:%M:%S") + f".{int(epoch) % 1000:03d}Z"
        for k in ("created", "updated"):
            v = meta.get(k)
            v = v.strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z" if isinstance(v, datetime) else str(v)
            if v != iso: err(f"{f}: {k} {v} != {iso}")
        if dt.strftime("%Y-%m-%d") != date: err(f"{f}: folder date != epoch date")
    elif f.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in meta: err(f"{f}: missing {k}")
    else:
        err(f"{f}: unexpected location")

# MEMORY.md index
mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(linked) != sorted(root_files) or len(linked) != len(set(linked)):
    err(f"MEMORY.md index mismatch: {set(linked) ^ set(root_files)}")

# labels
lab = yaml.safe_load(open(os.path.join(ROOT, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28": err("now")
pairs = lab["pairs"]
seen, counts, cross, in_pair = set(), collections.Counter(), 0, set()
layout = lambda p: p.split("/")[0] if "/" in p else "root"
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p: err(f"pair {i}: missing {k}")
    if not a < b: err(f"pair {i}: a/b order {a} {b}")
    if (a, b) in seen: err(f"pair {i}: duplicate {a} {b}")
    seen.add((a, b))
    counts[(p["label"], p["class"])] += 1
    if (p["label"], p["class"]) not in EXPECT: err(f"pair {i}: bad label/class")
    cross += layout(a) != layout(b)
    for side, path, claim in (("a", a, p["claim_a"]), ("b", b, p["claim_b"])):
        full = os.path.join(STORE, path)
        if not os.path.isfile(full): err(f"pair {i}: missing {path}"); continue
        in_pair.add(path)
        _, body = split_fm(open(full, encoding="utf-8").read())
        n = body.split("\n").count(claim)
        if n != 1: err(f"pair {i} claim_{side}: {n} full-line matches in {path}")
        if "«" in claim or claim != claim.strip() or not claim: err(f"pair {i} claim_{side}: bad text")
for k, n in EXPECT.items():
    if counts[k] != n: err(f"count {k}: {counts[k]} != {n}")
for f in all_files:
    if "«" in open(os.path.join(STORE, f), encoding="utf-8").read(): err(f"{f}: leftover tag")

by_layout = collections.Counter(layout(f) for f in all_files if f != "MEMORY.md")
print(f"files: {len(all_files)} (root {by_layout['root']} + MEMORY.md, facts {by_layout['facts']}, auto {by_layout['auto']})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, files in no pair: {len([f for f in all_files if f not in in_pair and f != 'MEMORY.md'])}")
for k in EXPECT: print(f"  {k[0]:18} {k[1]:20} {counts[k]}")
print(f"flat descriptions: {sorted(FLAT)}")
if errors:
    print("ERRORS:"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
