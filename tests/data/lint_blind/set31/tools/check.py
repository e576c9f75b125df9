#!/usr/bin/env python3
"""Verify set31 store/ and labels.yaml."""
import os, re, sys, datetime as dt, collections, yaml
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_placer.md", "reference_enrol.md", "reference_infra.md", "project_rota.md", "reference_glossary.md"}
EXPECT = {("contradiction", c): 10 for c in ("value_slot", "role_slot", "negation", "stale_vs_change")}
EXPECT.update({("non_contradiction", c): 10 for c in ("refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope")})
errs = []
def err(m): errs.append(m)

def split_fm(text):
    m = re.match(r"^---\n(.*?)\n---\n(.*)$", text, re.S)
    return (m.group(1), m.group(2)) if m else (None, text)

allfiles = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        allfiles.append(os.path.relpath(os.path.join(root, f), STORE))
print("files:", len(allfiles))
if not 150 <= len(allfiles) <= 171: err(f"file count {len(allfiles)} outside 150-170 (+MEMORY.md)")

rootmd = sorted(f for f in allfiles if "/" not in f and f != "MEMORY.md")
for f in allfiles:
    text = open(os.path.join(STORE, f)).read()
    fm, body = split_fm(text)
    if f == "MEMORY.md":
        continue
    if fm is None:
        err(f"{f}: no frontmatter"); continue
    if "/" not in f:
        if not re.match(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$", f): err(f"{f}: bad root name")
        try:
            d = yaml.safe_load(fm)
            if f in FLAT: err(f"{f}: expected flat (non-YAML) description but it parsed")
        except yaml.YAMLError:
            if f not in FLAT: err(f"{f}: frontmatter does not parse"); continue
            d = dict(l.split(": ", 1) for l in fm.splitlines())
        for k in ("name", "description", "type"):
            if k not in d: err(f"{f}: missing {k}")
        if d.get("type") != f.split("_")[0]: err(f"{f}: type mismatch")
    elif f.startswith("facts/"):
        d = yaml.safe_load(fm)
        m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", f)
        if not m: err(f"{f}: bad remnic path"); continue
        date, cat, ep, _ = m.groups()
        stem = os.path.basename(f)[:-3]
        if d.get("id") != stem: err(f"{f}: id != stem")
        if d.get("category") != cat: err(f"{f}: category mismatch")
        if d.get("status") != "active": err(f"{f}: status")
        t = dt.datetime.fromtimestamp(int(ep) / 1000, dt.timezone.utc)
        if t.strftime("%Y-%m-%d") != date: err(f"{f}: epoch date != folder")
        for k in ("created", "updated"):
            v = d.get(k)
            v = v if isinstance(v, str) else v.strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"
            if v != t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{int(ep) % 1000:03d}Z": err(f"{f}: {k} != epoch")
        if not ("2026-01-01" <= date <= "2026-11-28"): err(f"{f}: date out of range")
    elif f.startswith("auto/"):
        d = yaml.safe_load(fm)
        for k in ("title", "created", "tags"):
            if k not in d: err(f"{f}: missing {k}")
    else:
        err(f"{f}: unexpected location")

# MEMORY.md index
mem = open(os.path.join(STORE, "MEMORY.md")).read()
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(idx) != rootmd: err("MEMORY.md does not index exactly the root files")

L = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(L["now"]) != "2026-11-28": err("now")
pairs = L["pairs"]
cnt = collections.Counter()
seen = set(); cross = 0; used = set()
def layout(p): return p.split("/")[0] if "/" in p else "root"
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    if not a < b: err(f"pair {i}: a/b not ordered by path")
    if (a, b) in seen: err(f"pair {i}: duplicate {a} {b}")
    seen.add((a, b))
    cnt[(p["label"], p["class"])] += 1
    if layout(a) != layout(b): cross += 1
    for k, f in (("claim_a", a), ("claim_b", b)):
        path = os.path.join(STORE, f)
        if not os.path.exists(path): err(f"pair {i}: missing {f}"); continue
        used.add(f)
        lines = split_fm(open(path).read())[1].split("\n")
        n = sum(1 for l in lines if l == p[k])
        if n != 1: err(f"pair {i}: {k} found {n} times as full line in {f}")
        if not p[k].strip(): err(f"pair {i}: empty claim")
for k, v in EXPECT.items():
    if cnt[k] != v: err(f"count {k}: {cnt[k]} != {v}")
for k in cnt:
    if k not in EXPECT: err(f"unexpected label/class {k}")
unused = [f for f in allfiles if f not in used and f != "MEMORY.md"]
print("pairs:", len(pairs), "cross-layout:", cross, "files in no pair:", len(unused))
for k in sorted(cnt): print(f"  {k[0]:18s} {k[1]:20s} {cnt[k]}")
if cross < 40: err("fewer than 40 cross-layout pairs")
if errs:
    print("\n".join("ERROR " + e for e in errs)); sys.exit(1)
print("OK")
