#!/usr/bin/env python3
"""Verify set44 store/ and labels.yaml."""
import collections, datetime, os, re, sys
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_footplate.md", "reference_infra.md", "reference_glossary.md",
        "project_santa_2026.md", "reference_locos.md"}
EXPECT = {("contradiction", c): 10 for c in ["value_slot", "role_slot", "negation", "stale_vs_change"]}
EXPECT.update({("non_contradiction", c): 10 for c in
               ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]})
errs = []
def err(m): errs.append(m)

def split_fm(text):
    m = re.match(r"---\n(.*?)\n---\n(.*)", text, re.S)
    return (m.group(1), m.group(2)) if m else (None, text)

def loose(fm):
    d = {}
    for line in fm.splitlines():
        m = re.match(r"([A-Za-z]+): ?(.*)", line)
        if m: d[m.group(1)] = m.group(2)
    return d

allfiles = sorted(os.path.relpath(os.path.join(dp, f), STORE)
                  for dp, _, fs in os.walk(STORE) for f in fs)
layout = lambda p: "remnic" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"

# ---- frontmatter per layout
roots = [p for p in allfiles if layout(p) == "root" and p != "MEMORY.md"]
for p in allfiles:
    if p == "MEMORY.md":
        continue
    text = open(os.path.join(STORE, p)).read()
    fm, body = split_fm(text)
    if fm is None:
        err(f"{p}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm); strict = True
    except yaml.YAMLError:
        d = loose(fm); strict = False
    if p in FLAT:
        if strict: err(f"{p}: expected intentionally flat (non-strict) description but YAML parsed")
        if ": " not in d.get("description", ""): err(f"{p}: flat description lacks ': '")
    elif not strict:
        err(f"{p}: frontmatter is not valid YAML")
    lay = layout(p)
    if lay == "root":
        if not re.match(r"(user|feedback|project|reference)_[a-z0-9_]+\.md$", p): err(f"{p}: bad root name")
        if d.get("type") != p.split("_")[0]: err(f"{p}: type mismatch {d.get('type')}")
        if not re.match(r"^[a-z0-9-]+$", str(d.get("name", ""))): err(f"{p}: name not a slug")
        if not d.get("description"): err(f"{p}: no description")
    elif lay == "remnic":
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/((fact|preference|decision)-(\d{13})-([0-9a-f]{4}))\.md$", p)
        if not m: err(f"{p}: bad remnic path"); continue
        date, stem, cat, ms = m.group(1), m.group(2), m.group(3), int(m.group(4))
        if d.get("id") != stem: err(f"{p}: id != stem")
        if d.get("category") != cat: err(f"{p}: category mismatch")
        if d.get("status") != "active": err(f"{p}: status")
        c = d.get("created"); u = d.get("updated")
        if isinstance(c, datetime.datetime):
            cdt = c
        else:
            cdt = datetime.datetime.fromisoformat(str(c).replace("Z", "+00:00"))
        if cdt.tzinfo is None: cdt = cdt.replace(tzinfo=datetime.timezone.utc)
        if int(round(cdt.timestamp() * 1000)) != ms: err(f"{p}: created != epoch")
        if cdt.strftime("%Y-%m-%d") != date: err(f"{p}: created date != folder")
        if str(c) != str(u): err(f"{p}: updated != created")
        if not (datetime.date(2026, 1, 1) <= cdt.date() <= datetime.date(2026, 11, 28)): err(f"{p}: date out of range")
    else:
        for k in ("title", "created", "tags"):
            if k not in d: err(f"{p}: missing {k}")

# ---- MEMORY.md index
idx = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", idx, re.M)
if sorted(linked) != sorted(roots): err(f"MEMORY.md index mismatch: {set(roots) ^ set(linked)}")
if len(idx.strip().splitlines()) != len(linked): err("MEMORY.md has non-index lines")

# ---- labels
L = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(L.get("now")) != "2026-11-28": err("now wrong")
pairs = L["pairs"]
cnt = collections.Counter(); seen = set(); cross = 0; used = set()
for i, pr in enumerate(pairs):
    a, b = pr["a"], pr["b"]
    for f, cl in ((a, pr["claim_a"]), (b, pr["claim_b"])):
        path = os.path.join(STORE, f)
        if not os.path.isfile(path): err(f"pair {i}: missing {f}"); continue
        fm, body = split_fm(open(path).read())
        n = body.split("\n").count(cl)
        if n != 1: err(f"pair {i}: claim occurs {n}x as a full body line in {f}: {cl[:60]}")
        used.add(f)
    if not a < b: err(f"pair {i}: a/b not sorted: {a} {b}")
    key = (a, b, pr["claim_a"], pr["claim_b"])
    if key in seen: err(f"pair {i}: duplicate")
    seen.add(key)
    if a == b: err(f"pair {i}: same file")
    cnt[(pr["label"], pr["class"])] += 1
    if layout(a) != layout(b): cross += 1
    for k in ("note",):
        if not pr.get(k): err(f"pair {i}: no {k}")
if dict(cnt) != EXPECT: err(f"counts {dict(cnt)}")
claims = collections.Counter(c for pr in pairs for c in (pr["claim_a"], pr["claim_b"]))
for c, n in claims.items():
    if n > 1: err(f"claim text used in {n} pairs: {c[:60]}")
if cross < 40: err(f"only {cross} cross-layout pairs")

by = collections.Counter(layout(p) for p in allfiles)
print(f"files: {len(allfiles)} ({by['root']} root incl. MEMORY.md, {by['remnic']} remnic, {by['auto']} auto)")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, files in no pair: {len(allfiles) - len(used)}")
for k in sorted(cnt): print(f"  {k[0]:18} {k[1]:20} {cnt[k]}")
if errs:
    print("\n".join("ERROR " + e for e in errs)); sys.exit(1)
print("OK")
