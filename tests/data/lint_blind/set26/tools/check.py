#!/usr/bin/env python3
"""Checks for set26: store/ layout + labels.yaml consistency."""
import os, re, sys, datetime as dt
from collections import Counter
import yaml
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_unitbook.md", "reference_kiosk.md", "reference_infra.md", "reference_sites.md"}
EXPECT = {("contradiction", c): 10 for c in ["value_slot", "role_slot", "negation", "stale_vs_change"]}
EXPECT.update({("non_contradiction", c): 10 for c in ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]})
errs = []
def err(m): errs.append(m)

def split(text):
    m = re.match(r"---\n(.*?)\n---\n(.*)", text, re.S)
    return (m.group(1), m.group(2)) if m else (None, text)

all_files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root = [f for f in all_files if "/" not in f and f != "MEMORY.md"]
for f in all_files:
    text = open(os.path.join(STORE, f)).read()
    if f == "MEMORY.md":
        continue
    fm, body = split(text)
    if fm is None:
        err(f"{f}: no frontmatter"); continue
    if f in FLAT:
        desc = [l for l in fm.splitlines() if l.startswith("description: ")]
        if not desc or ": " not in desc[0][len("description: "):]:
            err(f"{f}: expected flat description with ': '")
        try:
            yaml.safe_load(fm); err(f"{f}: flat description unexpectedly parses")
        except yaml.YAMLError:
            pass
        continue
    try:
        meta = yaml.safe_load(fm)
    except yaml.YAMLError as e:
        err(f"{f}: frontmatter does not parse: {e}"); continue
    if "/" not in f:
        m = re.match(r"(user|feedback|project|reference)_[a-z0-9_]+\.md$", f)
        if not m: err(f"{f}: bad root name")
        for k in ("name", "description", "type"):
            if k not in meta: err(f"{f}: missing {k}")
        if m and meta.get("type") != m.group(1): err(f"{f}: type mismatch")
    elif f.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", f)
        if not m: err(f"{f}: bad remnic path"); continue
        date, cat, ms, _ = m.groups()
        stem = os.path.basename(f)[:-3]
        if meta.get("id") != stem: err(f"{f}: id != stem")
        if meta.get("category") != cat: err(f"{f}: category mismatch")
        if meta.get("status") != "active": err(f"{f}: status")
        t = dt.datetime.fromtimestamp(int(ms) / 1000, dt.timezone.utc)
        iso = t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{int(ms) % 1000:03d}Z"
        for k in ("created", "updated"):
            v = meta.get(k)
            v = v if isinstance(v, str) else (v.astimezone(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z" if v else None)
            if v != iso: err(f"{f}: {k} {v} != {iso}")
        if t.strftime("%Y-%m-%d") != date: err(f"{f}: epoch date != folder")
    elif f.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in meta: err(f"{f}: missing {k}")
    else:
        err(f"{f}: unexpected location")

# MEMORY.md index
idx = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", idx, re.M)
if sorted(linked) != sorted(root): err(f"MEMORY.md index mismatch: {set(root) ^ set(linked)}")

lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now")
pairs = lab["pairs"]
seen, cnt, cross, used = set(), Counter(), 0, set()
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p: err(f"pair {i}: missing {k}")
    if not a < b: err(f"pair {i}: a/b order {a} {b}")
    if (a, b) in seen: err(f"pair {i}: duplicate {a} {b}")
    seen.add((a, b)); used |= {a, b}
    for f, c in ((a, p["claim_a"]), (b, p["claim_b"])):
        path = os.path.join(STORE, f)
        if not os.path.exists(path): err(f"pair {i}: missing file {f}"); continue
        _, body = split(open(path).read())
        n = sum(1 for l in body.splitlines() if l == c)
        if n != 1: err(f"pair {i}: claim found {n}x as full line in {f}: {c[:60]}")
        if open(path).read().count(c) != 1: err(f"pair {i}: claim substring count != 1 in {f}")
    cnt[(p["label"], p["class"])] += 1
    lay = lambda f: "root" if "/" not in f else f.split("/")[0]
    cross += lay(a) != lay(b)
if dict(cnt) != EXPECT: err(f"counts {dict(cnt)}")
if errs:
    print("\n".join(errs)); print(f"FAILED: {len(errs)} problems"); sys.exit(1)
lay_counts = Counter("root" if "/" not in f else f.split("/")[0] for f in all_files)
print(f"files: {len(all_files)} {dict(lay_counts)}; unpaired: {len(set(all_files) - used - {'MEMORY.md'})} (+MEMORY.md)")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for k in sorted(cnt): print(f"  {k[0]:18s} {k[1]:20s} {cnt[k]}")
print("OK")
