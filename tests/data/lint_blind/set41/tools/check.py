#!/usr/bin/env python3
"""Verify set41 store/ and labels.yaml."""
import os, re, sys, datetime, collections
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT_OK = {"reference_fixit.md", "reference_infra.md", "reference_glossary.md", "feedback_ask_before_prod_data.md"}
EXPECT = {("contradiction", c): 10 for c in ("value_slot", "role_slot", "negation", "stale_vs_change")}
EXPECT.update({("non_contradiction", c): 10 for c in ("refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope")})
errs = []

def split(text):
    if not text.startswith("---\n"):
        return None, text
    fm, body = text[4:].split("\n---\n", 1)
    return fm, body

files = {}
for root, _, names in os.walk(STORE):
    for n in names:
        p = os.path.relpath(os.path.join(root, n), STORE)
        files[p] = open(os.path.join(root, n)).read()

flat_seen = set()
for p, t in files.items():
    if p == "MEMORY.md":
        continue
    fm, body = split(t)
    if fm is None:
        errs.append(f"{p}: no frontmatter"); continue
    try:
        meta = yaml.safe_load(fm)
    except yaml.YAMLError:
        if p in FLAT_OK:
            flat_seen.add(p); meta = dict(l.split(": ", 1) for l in fm.splitlines() if ": " in l)
        else:
            errs.append(f"{p}: frontmatter does not parse"); continue
    if "/" not in p:
        if not re.fullmatch(r"(user|feedback|project|reference)_[a-z0-9_]+\.md", p): errs.append(f"{p}: bad root name")
        for k in ("name", "description", "type"):
            if k not in meta: errs.append(f"{p}: missing {k}")
        if meta.get("type") != p.split("_")[0]: errs.append(f"{p}: type mismatch")
    elif p.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", p)
        if not m: errs.append(f"{p}: bad remnic path"); continue
        date, cat, epoch = m.group(1), m.group(2), int(m.group(3))
        stem = os.path.basename(p)[:-3]
        dt = datetime.datetime.fromtimestamp(epoch / 1000, datetime.timezone.utc)
        iso = dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{epoch % 1000:03d}Z"
        if meta.get("id") != stem: errs.append(f"{p}: id != stem")
        if meta.get("category") != cat: errs.append(f"{p}: category mismatch")
        if dt.strftime("%Y-%m-%d") != date: errs.append(f"{p}: epoch date != folder")
        for k in ("created", "updated"):
            v = meta.get(k); v = v.strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z" if isinstance(v, datetime.datetime) else v
            if v != iso: errs.append(f"{p}: {k} {v} != {iso}")
        if meta.get("status") != "active": errs.append(f"{p}: status")
    elif p.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in meta: errs.append(f"{p}: missing {k}")
    else:
        errs.append(f"{p}: unexpected location")
if flat_seen != FLAT_OK: errs.append(f"flat descriptions seen {sorted(flat_seen)} expected {sorted(FLAT_OK)}")

# MEMORY.md indexes every root file exactly once
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", files.get("MEMORY.md", ""), re.M)
roots = sorted(p for p in files if "/" not in p and p != "MEMORY.md")
if sorted(idx) != roots: errs.append("MEMORY.md index does not match root files")

lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(lab["now"]) != "2026-11-28": errs.append("now")
cnt = collections.Counter(); seen = set(); used = set(); cross = 0
layout = lambda p: p.split("/")[0] if "/" in p else "root"
for i, pr in enumerate(lab["pairs"]):
    a, b = pr["a"], pr["b"]
    for p in (a, b):
        if p not in files: errs.append(f"pair {i}: missing {p}")
    if not a < b: errs.append(f"pair {i}: a/b order")
    if (a, b, pr["claim_a"], pr["claim_b"]) in seen: errs.append(f"pair {i}: duplicate")
    seen.add((a, b, pr["claim_a"], pr["claim_b"]))
    for p, c in ((a, pr["claim_a"]), (b, pr["claim_b"])):
        if p in files:
            _, body = split(files[p])
            n = body.split("\n").count(c)
            if n != 1: errs.append(f"pair {i}: claim in {p} occurs {n} times as a full line")
    cnt[(pr["label"], pr["class"])] += 1
    used |= {a, b}
    cross += layout(a) != layout(b)
if dict(cnt) != EXPECT: errs.append(f"counts {dict(cnt)}")
unpaired = [p for p in files if p not in used and p != "MEMORY.md"]
print(f"files {len(files)} (root {len(roots)} + MEMORY.md, facts {sum(p.startswith('facts/') for p in files)}, auto {sum(p.startswith('auto/') for p in files)})")
print(f"pairs {len(lab['pairs'])}, cross-layout {cross}, files in no pair {len(unpaired)}")
for k, v in sorted(cnt.items()): print(f"  {k[0]:18} {k[1]:20} {v}")
if errs:
    print("ERRORS:"); [print(" ", e) for e in errs]; sys.exit(1)
print("OK")
