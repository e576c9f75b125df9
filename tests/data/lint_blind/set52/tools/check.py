#!/usr/bin/env python3
"""Checks store/ and labels.yaml (see README)."""
import os, re, sys, collections
import yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__))); STORE = os.path.join(OUT, "store")
FLAT = {"reference_doughplan.md", "reference_rounds.md", "reference_infra.md", "reference_shops.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errs = []
def err(m): errs.append(m)

def split(text):
    if not text.startswith("---\n"): return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root = [f for f in files if "/" not in f and f != "MEMORY.md"]
# frontmatter
for f in files:
    if f == "MEMORY.md": continue
    fm, body = split(open(os.path.join(STORE, f)).read())
    if fm is None: err(f"{f}: no frontmatter"); continue
    try:
        meta = yaml.safe_load(fm)
        if f in FLAT: err(f"{f}: expected a flat (non-YAML) description but it parsed")
    except yaml.YAMLError:
        if f in FLAT:
            meta = dict(l.split(": ", 1) for l in fm.split("\n"))
        else:
            err(f"{f}: frontmatter does not parse"); continue
    if "/" not in f:
        if not re.match(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$", f): err(f"{f}: bad root name")
        if meta.get("type") != f.split("_")[0]: err(f"{f}: type mismatch")
        for k in ("name", "description"):
            if not meta.get(k): err(f"{f}: missing {k}")
    elif f.startswith("facts/"):
        m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", f)
        if not m: err(f"{f}: bad remnic path"); continue
        if meta.get("id") != os.path.basename(f)[:-3] or meta.get("category") != m.group(2): err(f"{f}: id/category")
        if str(meta.get("created"))[:10] != m.group(1) and meta["created"].strftime("%Y-%m-%d") != m.group(1): err(f"{f}: date")
        if meta.get("status") != "active": err(f"{f}: status")
    elif f.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in meta: err(f"{f}: missing {k}")
    else:
        err(f"{f}: unexpected location")
# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != sorted(root) or len(idx) != len(set(idx)): err(f"MEMORY.md index mismatch: {set(idx) ^ set(root)}")
# labels
L = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(L.get("now")) != "2026-11-28": err("now")
seen, counts, ids = set(), collections.Counter(), set()
for i, p in enumerate(L["pairs"]):
    a, b = p["a"], p["b"]
    for k in ("a", "b"):
        if p[k] not in files: err(f"pair {i}: missing file {p[k]}")
    if not a < b: err(f"pair {i}: a/b order")
    if (a, b) in seen: err(f"pair {i}: duplicate file pair {a} {b}")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []): err(f"pair {i}: class/label")
    counts[(p["label"], p["class"])] += 1
    pid = p["note"].split(":")[0]
    if pid in ids: err(f"duplicate id {pid}")
    ids.add(pid)
    for k, f in (("claim_a", a), ("claim_b", b)):
        if f not in files: continue
        _, body = split(open(os.path.join(STORE, f)).read())
        n = body.split("\n").count(p[k])
        if n != 1: err(f"{pid}: {k} found {n} times as a full body line of {f}")
        if not p[k].strip(): err(f"{pid}: empty {k}")
for lab, cls in CLASSES.items():
    for c in cls:
        if counts[(lab, c)] != 10: err(f"class {lab}/{c}: {counts[(lab, c)]} pairs")
cross = sum(1 for p in L["pairs"] if (p["a"].split("/")[0] if "/" in p["a"] else "root") != (p["b"].split("/")[0] if "/" in p["b"] else "root"))
paired = {p[k] for p in L["pairs"] for k in "ab"}
print(f"files: {len(files)} (root {len(root)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, auto {sum(f.startswith('auto/') for f in files)})")
print(f"pairs: {len(L['pairs'])}, cross-layout: {cross}, files in no pair: {len(set(files) - paired)}")
for (lab, c), n in sorted(counts.items()): print(f"  {lab:18} {c:20} {n}")
if errs:
    print("FAIL"); [print("  " + e) for e in errs]; sys.exit(1)
print("OK: all checks passed")
