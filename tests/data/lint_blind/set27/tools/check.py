#!/usr/bin/env python3
"""Checks set27: paths, verbatim claims, frontmatter, remnic ids, ordering, duplicates, counts, index."""
import os, re, sys, datetime, collections
import yaml
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(ROOT, "store")
EXPECT = {("contradiction", c): 10 for c in ["value_slot", "role_slot", "negation", "stale_vs_change"]}
EXPECT.update({("non_contradiction", c): 10 for c in ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]})
errs = []
def err(m): errs.append(m)

files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
flat = []
for rel in files:
    text = open(os.path.join(STORE, rel)).read()
    if rel == "MEMORY.md":
        continue
    m = re.match(r"^---\n(.*?)\n---\n", text, re.S)
    if not m:
        err(f"{rel}: no frontmatter"); continue
    try:
        fm = yaml.safe_load(m.group(1))
    except yaml.YAMLError:
        desc = [l for l in m.group(1).splitlines() if l.startswith("description: ")]
        if "/" not in rel and desc and ": " in desc[0][len("description: "):]:
            flat.append(rel); continue
        err(f"{rel}: frontmatter does not parse"); continue
    if "/" not in rel:
        t = rel.split("_")[0]
        if fm.get("type") != t or not fm.get("name") or not fm.get("description"):
            err(f"{rel}: bad root frontmatter")
    elif rel.startswith("facts/"):
        _, date, fn = rel.split("/")
        stem = fn[:-3]
        mm = re.match(r"^(fact|preference|decision)-(\d{13})-([0-9a-f]{4})$", stem)
        if not mm: err(f"{rel}: bad remnic filename"); continue
        if fm.get("id") != stem or fm.get("category") != mm.group(1) or fm.get("status") != "active":
            err(f"{rel}: id/category/status mismatch")
        ms = int(mm.group(2))
        ts = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc)
        if ts.strftime("%Y-%m-%d") != date: err(f"{rel}: epoch date != folder date")
        iso = ts.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        for k in ("created", "updated"):
            v = fm.get(k)
            v = v if isinstance(v, str) else (v.strftime("%Y-%m-%dT%H:%M:%S.") + f"{v.microsecond // 1000:03d}Z" if v else None)
            if v != iso: err(f"{rel}: {k} {v} != {iso}")
    elif rel.startswith("auto/"):
        if not all(k in fm for k in ("title", "created", "tags")): err(f"{rel}: bad auto frontmatter")
    else:
        err(f"{rel}: unexpected location")

# MEMORY.md index
idx = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", idx, re.M)
rootfiles = [f for f in files if "/" not in f and f != "MEMORY.md"]
if sorted(linked) != sorted(rootfiles): err("MEMORY.md does not index exactly the root files")

lab = yaml.safe_load(open(os.path.join(ROOT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now")
seen, counts, used, cross = set(), collections.Counter(), set(), 0
def layout(p): return p.split("/")[0] if "/" in p else "root"
for i, p in enumerate(lab["pairs"]):
    a, b = p["a"], p["b"]
    for f, c in ((a, p["claim_a"]), (b, p["claim_b"])):
        fp = os.path.join(STORE, f)
        if not os.path.exists(fp): err(f"pair {i}: missing {f}"); continue
        body = open(fp).read().split("\n---\n", 1)[1] if f != "MEMORY.md" else ""
        n = body.split("\n").count(c)
        if n != 1: err(f"pair {i}: claim occurs {n}x as full line in {f}: {c[:60]}")
        used.add(f)
    if not a < b: err(f"pair {i}: a/b not ordered")
    if (a, b) in seen: err(f"pair {i}: duplicate pair")
    seen.add((a, b))
    if (p["label"] == "contradiction") != (p["class"] in ("value_slot", "role_slot", "negation", "stale_vs_change")):
        err(f"pair {i}: label/class mismatch")
    counts[(p["label"], p["class"])] += 1
    cross += layout(a) != layout(b)
if dict(counts) != EXPECT: err(f"counts {dict(counts)}")
unpaired = [f for f in files if f not in used and f != "MEMORY.md"]
print(f"files: {len(files)} (root {len(rootfiles)}+MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, auto {sum(f.startswith('auto/') for f in files)})")
print(f"pairs: {len(lab['pairs'])}, cross-layout: {cross}, unpaired files: {len(unpaired)}")
print("flat descriptions (intentional):", ", ".join(flat))
for k, v in sorted(counts.items()): print(f"  {k[0]:18} {k[1]:20} {v}")
if cross < 40: err("fewer than 40 cross-layout pairs")
if errs:
    print("\n".join("ERROR " + e for e in errs)); sys.exit(1)
print("OK")
