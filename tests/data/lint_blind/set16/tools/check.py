#!/usr/bin/env python3
"""Verify set16: paths, verbatim claims (exactly once, full line), frontmatter, remnic ids,
a/b ordering, duplicates, label/class consistency and counts, MEMORY.md index, cross-layout count."""
import os, re, sys
from collections import Counter
from datetime import datetime, timezone
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_infra.md", "reference_monitoring.md", "feedback_commits.md", "reference_glossary.md"}
EXPECT = {("contradiction", c): 10 for c in ["value_slot", "role_slot", "negation", "stale_vs_change"]}
EXPECT.update({("non_contradiction", c): 10 for c in
               ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]})
errs = []
def err(m): errs.append(m)

def split_fm(text):
    m = re.match(r"^---\n(.*?)\n---\n", text, re.S)
    return (m.group(1), text[m.end():]) if m else (None, text)

def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"

all_files = []
for d, _, fs in os.walk(STORE):
    for f in fs:
        all_files.append(os.path.relpath(os.path.join(d, f), STORE))
counts = Counter(layout(p) for p in all_files if p != "MEMORY.md")

for p in all_files:
    text = open(os.path.join(STORE, p)).read()
    if p == "MEMORY.md":
        continue
    fm, body = split_fm(text)
    if fm is None:
        err(f"{p}: no frontmatter"); continue
    lay = layout(p)
    if lay == "root":
        if p in FLAT:
            m = re.search(r"^description: (.*)$", fm, re.M)
            if not m or ": " not in m.group(1) or m.group(1).startswith('"'):
                err(f"{p}: flat description expected")
            try:
                yaml.safe_load(fm); err(f"{p}: flat description unexpectedly parses as YAML")
            except yaml.YAMLError:
                pass
            for k in ("name", "description", "type"):
                if not re.search(rf"^{k}: ", fm, re.M): err(f"{p}: missing {k}")
        else:
            try:
                d = yaml.safe_load(fm)
            except yaml.YAMLError as e:
                err(f"{p}: yaml {e}"); continue
            if set(d) != {"name", "description", "type"}: err(f"{p}: keys {set(d)}")
            if d["type"] not in ("user", "feedback", "project", "reference"): err(f"{p}: type")
            if not p.startswith(d["type"] + "_"): err(f"{p}: filename/type mismatch")
            if not re.fullmatch(r"[a-z0-9-]+", d["name"]): err(f"{p}: name not a slug")
    elif lay == "facts":
        d = yaml.safe_load(fm)
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", p)
        if not m: err(f"{p}: bad remnic path"); continue
        date, cat, ms, _ = m.groups()
        stem = os.path.basename(p)[:-3]
        if d["id"] != stem: err(f"{p}: id {d['id']}")
        if d["category"] != cat: err(f"{p}: category")
        if d["status"] != "active": err(f"{p}: status")
        dt = datetime.fromtimestamp(int(ms) / 1000, tz=timezone.utc)
        if dt.strftime("%Y-%m-%d") != date: err(f"{p}: epoch date {dt} != folder {date}")
        for k in ("created", "updated"):
            v = d[k]
            v = v if isinstance(v, datetime) else datetime.fromisoformat(str(v).replace("Z", "+00:00"))
            if v.tzinfo is None: v = v.replace(tzinfo=timezone.utc)
            if abs((v - dt).total_seconds()) > 0.001: err(f"{p}: {k} {v} != epoch {dt}")
        if not ("2026-01-01" <= date <= "2026-11-28"): err(f"{p}: date out of range")
    else:
        d = yaml.safe_load(fm)
        if set(d) != {"title", "created", "tags"}: err(f"{p}: auto keys {set(d)}")
        if not isinstance(d["tags"], list): err(f"{p}: tags")

# MEMORY.md indexes every root file exactly once
mem = open(os.path.join(STORE, "MEMORY.md")).read()
links = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
roots = sorted(p for p in all_files if layout(p) == "root" and p != "MEMORY.md")
if sorted(links) != roots: err(f"MEMORY.md index mismatch: {set(roots) ^ set(links)}")

lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(lab["now"]) != "2026-11-28": err("now")
pairs = lab["pairs"]
seen = set(); cc = Counter(); cross = 0; used = set()
for i, pr in enumerate(pairs):
    a, b = pr["a"], pr["b"]
    for f in (a, b):
        if not os.path.isfile(os.path.join(STORE, f)): err(f"pair {i}: missing {f}")
    if not a < b: err(f"pair {i}: a/b order {a} {b}")
    key = (a, b, pr["claim_a"], pr["claim_b"])
    if key in seen: err(f"pair {i}: duplicate")
    seen.add(key)
    if (a, b) in {(x[0], x[1]) for x in seen if x != key}: pass
    for f, c in ((a, pr["claim_a"]), (b, pr["claim_b"])):
        if not os.path.isfile(os.path.join(STORE, f)): continue
        _, body = split_fm(open(os.path.join(STORE, f)).read())
        n = body.split("\n").count(c)
        if n != 1: err(f"pair {i}: claim in {f} appears {n} times as a full body line: {c[:60]}")
        used.add(f)
    cc[(pr["label"], pr["class"])] += 1
    if layout(a) != layout(b): cross += 1
    if not pr.get("note"): err(f"pair {i}: note")
if dict(cc) != EXPECT: err(f"class counts {dict(cc)}")
# no two pairs share the same file pair + claims
ab = Counter((p["a"], p["b"]) for p in pairs)
unused = [p for p in all_files if p != "MEMORY.md" and p not in used]
print(f"files: {len(all_files)} (root {counts['root']} + MEMORY.md, facts {counts['facts']}, auto {counts['auto']})")
print(f"pairs: {len(pairs)}; cross-layout: {cross}; files in no pair: {len(unused)}")
print("file pairs used by >1 pair:", [k for k, v in ab.items() if v > 1])
for k, v in sorted(cc.items()): print(f"  {k[0]:18} {k[1]:20} {v}")
if cross < 40: err("fewer than 40 cross-layout pairs")
if errs:
    print("ERRORS:"); [print(" ", e) for e in errs]; sys.exit(1)
print("OK")
