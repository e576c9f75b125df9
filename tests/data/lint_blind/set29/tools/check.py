#!/usr/bin/env python3
"""Verify set29 store/ and labels.yaml."""
import os, re, sys, glob
from collections import Counter
from datetime import datetime, timezone
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT_OK = {"reference_ticketd.md", "reference_seatmap.md", "reference_payments.md", "reference_patronhub.md",
           "reference_infra.md", "user_ruth.md", "project_fundraising.md", "project_marketing_email.md",
           "reference_glossary.md"}
EXPECT = {"value_slot": 10, "role_slot": 10, "negation": 10, "stale_vs_change": 10, "refinement": 10,
          "other_subject": 10, "dated_history": 10, "agreeing_duplicate": 10, "negation_scope": 10}
CONTRA = {"value_slot", "role_slot", "negation", "stale_vs_change"}
errors = []
def err(m): errors.append(m)

def split_fm(text):
    m = re.match(r"^---\n(.*?)\n---\n(.*)$", text, re.S)
    return (m.group(1), m.group(2)) if m else (None, text)

files = sorted(os.path.relpath(p, STORE) for p in glob.glob(STORE + "/**/*.md", recursive=True))
bodies = {}
for rel in files:
    text = open(os.path.join(STORE, rel)).read()
    fm, body = split_fm(text)
    bodies[rel] = body
    if rel == "MEMORY.md":
        continue
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if rel in FLAT_OK and "/" not in rel:
            err(f"{rel}: listed as flat but parses as YAML")
    except yaml.YAMLError:
        if rel in FLAT_OK:
            d = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
        else:
            err(f"{rel}: frontmatter does not parse"); continue
    if "/" not in rel:
        if not re.match(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$", rel): err(f"{rel}: bad name")
        for k in ("name", "description", "type"):
            if not d.get(k): err(f"{rel}: missing {k}")
        if d.get("type") != rel.split("_")[0]: err(f"{rel}: type mismatch")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: err(f"{rel}: missing {k}")
    elif rel.startswith("facts/"):
        m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m: err(f"{rel}: bad remnic path"); continue
        date, cat, ms, _ = m.groups()
        stem = os.path.basename(rel)[:-3]
        if d.get("id") != stem: err(f"{rel}: id != stem")
        if d.get("category") != cat: err(f"{rel}: category mismatch")
        if d.get("status") != "active": err(f"{rel}: status")
        dt = datetime.fromtimestamp(int(ms) / 1000, timezone.utc)
        if dt.strftime("%Y-%m-%d") != date: err(f"{rel}: epoch date != folder")
        for k in ("created", "updated"):
            v = d.get(k)
            v = v if isinstance(v, str) else v.strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"
            exp = dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{int(ms) % 1000:03d}Z"
            if v != exp: err(f"{rel}: {k} {v} != {exp}")
    else:
        err(f"{rel}: unexpected location")

# MEMORY.md index
root = [f for f in files if "/" not in f and f != "MEMORY.md"]
mem = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(linked) != sorted(root): err("MEMORY.md does not index exactly the root files")

labels = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(labels["now"]) != "2026-11-28": err("now")
pairs = labels["pairs"]
cnt = Counter(); seen = set(); cross = 0; used = set()
def layout(p): return "root" if "/" not in p else p.split("/")[0]
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    for f in (a, b):
        if f not in bodies: err(f"pair {i}: missing {f}")
    if not a < b: err(f"pair {i}: a/b order")
    if (a, b) in seen: err(f"pair {i}: duplicate pair")
    seen.add((a, b)); used |= {a, b}
    if layout(a) != layout(b): cross += 1
    exp = "contradiction" if p["class"] in CONTRA else "non_contradiction"
    if p["label"] != exp: err(f"pair {i}: label/class")
    cnt[p["class"]] += 1
    for f, c in ((a, p["claim_a"]), (b, p["claim_b"])):
        if f in bodies:
            n = bodies[f].split("\n").count(c)
            if n != 1: err(f"pair {i}: claim found {n}x in {f}: {c[:60]}")
for k, v in EXPECT.items():
    if cnt[k] != v: err(f"class {k}: {cnt[k]} != {v}")
if cross < 40: err(f"cross-layout pairs {cross} < 40")
n_files = len(files)
if not 150 <= n_files <= 170: err(f"file count {n_files}")
print(f"files {n_files} (root {len(root)}+MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, "
      f"auto {sum(f.startswith('auto/') for f in files)}); in pairs {len(used)}; no pair {n_files - len(used)}; "
      f"cross-layout {cross}")
print(dict(cnt))
if errors:
    print("\n".join(errors)); sys.exit(1)
print("OK")
