#!/usr/bin/env python3
"""Verify set35: paths, verbatim claims (exactly once, full line), frontmatter, remnic ids, ordering, counts, index."""
import os, re, sys, datetime, collections
import yaml
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__))); STORE = os.path.join(BASE, "store")
FLAT = {"reference_lanebook.md", "reference_kiosk.md", "reference_glossary.md", "reference_oncall.md", "project_q4_roadmap.md"}
EXPECT = {("contradiction", c): 10 for c in ["value_slot", "role_slot", "negation", "stale_vs_change"]}
EXPECT.update({("non_contradiction", c): 10 for c in ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]})
errs = []
def err(m): errs.append(m)

def split(txt):
    m = re.match(r"---\n(.*?)\n---\n(.*)", txt, re.S)
    return (m.group(1), m.group(2)) if m else (None, txt)

files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
bodies = {}
for rel in files:
    txt = open(os.path.join(STORE, rel)).read()
    if rel == "MEMORY.md": bodies[rel] = txt; continue
    fm, body = split(txt); bodies[rel] = body
    if fm is None: err(f"{rel}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm); ok = True
    except yaml.YAMLError:
        d = None; ok = False
    if "/" not in rel:
        if not ok:
            if rel not in FLAT: err(f"{rel}: frontmatter does not parse")
            d = dict(l.split(": ", 1) for l in fm.splitlines())
        elif rel in FLAT: err(f"{rel}: expected flat (non-YAML) description")
        if not re.fullmatch(r"(user|feedback|project|reference)_[a-z0-9_]+\.md", rel): err(f"{rel}: bad name")
        if d.get("type") != rel.split("_")[0]: err(f"{rel}: type mismatch")
        for k in ("name", "description"):
            if not d.get(k): err(f"{rel}: missing {k}")
    elif rel.startswith("auto/"):
        if not ok or not all(k in d for k in ("title", "created", "tags")): err(f"{rel}: bad auto frontmatter")
    elif rel.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m or not ok: err(f"{rel}: bad remnic path/frontmatter"); continue
        stem = os.path.basename(rel)[:-3]
        if d.get("id") != stem or d.get("category") != m.group(2) or d.get("status") != "active": err(f"{rel}: id/category/status")
        for k in ("created", "updated"):
            v = d.get(k); v = v if isinstance(v, datetime.datetime) else datetime.datetime.fromisoformat(str(v).replace("Z", "+00:00"))
            if v.tzinfo is None: v = v.replace(tzinfo=datetime.timezone.utc)
            if int(v.timestamp() * 1000) != int(m.group(3)) or v.strftime("%Y-%m-%d") != m.group(1): err(f"{rel}: {k} mismatch")
    else:
        err(f"{rel}: unexpected location")

# MEMORY.md index covers every root file
mem = bodies["MEMORY.md"]
roots = [f for f in files if "/" not in f and f != "MEMORY.md"]
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(linked) != sorted(roots): err(f"MEMORY.md index mismatch: {set(roots) ^ set(linked)}")

lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(lab["now"]) != "2026-11-28": err("now")
cnt = collections.Counter(); seen = set(); cross = 0; used = set()
lay = lambda p: "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"
for i, p in enumerate(lab["pairs"]):
    a, b = p["a"], p["b"]
    for f in (a, b):
        if f not in bodies: err(f"pair {i}: missing {f}")
    if not a < b: err(f"pair {i}: a/b order {a} {b}")
    if (a, b, p["claim_a"], p["claim_b"]) in seen: err(f"pair {i}: duplicate")
    seen.add((a, b, p["claim_a"], p["claim_b"]))
    for f, c in ((a, p["claim_a"]), (b, p["claim_b"])):
        n = bodies.get(f, "").split("\n").count(c)
        if n != 1: err(f"pair {i}: claim in {f} found {n} times: {c}")
        if mem.count(c.strip("- ")) and len(c) > 20: err(f"pair {i}: claim text restated in MEMORY.md")
    cnt[(p["label"], p["class"])] += 1
    cross += lay(a) != lay(b); used |= {a, b}
if dict(cnt) != EXPECT: err(f"counts {dict(cnt)}")
if cross < 40: err(f"only {cross} cross-layout pairs")
unp = [f for f in files if f not in used and f != "MEMORY.md"]
print(f"files {len(files)} (root {len(roots)}+MEMORY.md, auto {sum(f.startswith('auto/') for f in files)}, facts {sum(f.startswith('facts/') for f in files)}); pairs {len(lab['pairs'])}; cross-layout {cross}; files in no pair {len(unp)}")
for k, v in sorted(cnt.items()): print(f"  {k[0]:18} {k[1]:20} {v}")
print("ERRORS:" if errs else "OK", *errs, sep="\n")
sys.exit(1 if errs else 0)
