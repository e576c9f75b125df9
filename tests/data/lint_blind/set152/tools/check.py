#!/usr/bin/env python3
"""Check store/ and labels.yaml of this set."""
import collections, os, re, sys
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT_EXPECTED = {"reference_infra.md", "reference_sites.md", "reference_oncall.md", "reference_tradedesk.md"}
CONTRA = {"value_slot", "role_slot", "negation", "stale_vs_change"}
NONC = {"refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"}
errors = []

def err(msg):
    errors.append(msg)

def split(path):
    text = open(os.path.join(STORE, path), encoding="utf-8").read()
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def claim_lines(body):
    """body lines outside code fences"""
    out, fence = [], False
    for ln in body:
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(ln)
    return out

files = []
for d, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(d, f), STORE))
files.sort()
root = sorted(f for f in files if "/" not in f and f != "MEMORY.md")

# frontmatter
flat = set()
for f in files:
    if f == "MEMORY.md":
        continue
    fm, _ = split(f)
    if fm is None:
        err(f"{f}: no frontmatter")
        continue
    try:
        data = yaml.safe_load(fm)
    except yaml.YAMLError:
        if f in FLAT_EXPECTED:
            flat.add(f)
            data = {}
            for ln in fm.split("\n"):
                k, _, v = ln.partition(": ")
                data[k] = v
        else:
            err(f"{f}: frontmatter does not parse")
            continue
    if "/" not in f:
        for k in ("name", "description", "type"):
            if k not in data:
                err(f"{f}: missing {k}")
        if data.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{f}: bad type")
        if not f.startswith(data.get("type", "") + "_"):
            err(f"{f}: filename does not start with type")
    elif f.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/((fact|preference|decision)-(\d{13})-([0-9a-f]{4}))\.md", f)
        if not m:
            err(f"{f}: bad remnic path")
        else:
            if data.get("id") != m.group(2) or data.get("category") != m.group(3):
                err(f"{f}: id/category mismatch")
            if not str(data.get("created", "")).startswith(m.group(1)):
                err(f"{f}: created not on folder date")
            if data.get("status") != "active":
                err(f"{f}: status")
    elif f.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in data:
                err(f"{f}: missing {k}")
    else:
        err(f"{f}: unexpected location")
if flat != FLAT_EXPECTED:
    err(f"flat descriptions {sorted(flat)} != expected {sorted(FLAT_EXPECTED)}")

# MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
indexed = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", mem, re.M)
if sorted(indexed) != root or len(indexed) != len(set(indexed)):
    err(f"MEMORY.md index mismatch: missing {set(root) - set(indexed)}, extra {set(indexed) - set(root)}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now")
pairs = lab["pairs"]
seen = set()
counts = collections.Counter()
used_files = set()
ids = set()
for i, p in enumerate(pairs):
    pid = p["note"].split(":")[0]
    if pid in ids:
        err(f"duplicate pair id {pid}")
    ids.add(pid)
    a, b = p["a"], p["b"]
    for side in ("a", "b"):
        if p[side] not in files:
            err(f"{pid}: {p[side]} missing")
    if not a < b:
        err(f"{pid}: a/b order")
    if (a, b) in seen:
        err(f"{pid}: duplicate file pair")
    seen.add((a, b))
    cls, label = p["class"], p["label"]
    if (label == "contradiction") != (cls in CONTRA) or cls not in CONTRA | NONC:
        err(f"{pid}: label/class mismatch")
    counts[(label, cls)] += 1
    for side, key in (("a", "claim_a"), ("b", "claim_b")):
        f = p[side]
        if f not in files:
            continue
        used_files.add(f)
        _, body = split(f)
        claim = p[key]
        n_all = sum(1 for ln in body if ln == claim)
        n_ok = sum(1 for ln in claim_lines(body) if ln == claim)
        if not claim.strip():
            err(f"{pid}: empty {key}")
        if n_all != 1 or n_ok != 1:
            err(f"{pid}: {key} found {n_all} times in {f} ({n_ok} outside code fences)")
    if not p["note"].startswith(pid + ":"):
        err(f"{pid}: note")

for c in sorted(CONTRA | NONC):
    label = "contradiction" if c in CONTRA else "non_contradiction"
    if counts[(label, c)] != 10:
        err(f"class {c}: {counts[(label, c)]} pairs, want 10")

cross = sum(1 for p in pairs if p["a"].split("/")[0] != p["b"].split("/")[0] or ("/" in p["a"]) != ("/" in p["b"]))
print(f"files: {len(files)} (root {len(root)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, "
      f"auto {sum(f.startswith('auto/') for f in files)}); files in no pair: {len(set(files) - used_files)}")
print(f"pairs: {len(pairs)}; cross-layout: {cross}; flat descriptions: {len(flat)}")
for (label, c), n in sorted(counts.items()):
    print(f"  {label:18} {c:20} {n}")
if errors:
    print("FAIL")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK")
