#!/usr/bin/env python3
"""Check ../store and ../labels.yaml. Exit 1 on any problem."""
import os, re, sys, collections
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_booker.md", "reference_infra.md", "reference_offices.md", "reference_glossary.md"}
CLASSES = {"value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
           "stale_vs_change": "contradiction", "refinement": "non_contradiction",
           "other_subject": "non_contradiction", "dated_history": "non_contradiction",
           "agreeing_duplicate": "non_contradiction", "negation_scope": "non_contradiction"}
errors = []
def err(m): errors.append(m)

def split(text):
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def claim_lines(body):
    """body lines outside code fences"""
    out, fence = [], False
    for l in body:
        if l.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(l)
    return out

files = {}
for root, _, names in os.walk(STORE):
    for n in names:
        p = os.path.relpath(os.path.join(root, n), STORE)
        files[p] = open(os.path.join(root, n), encoding="utf-8").read()

# layouts and frontmatter
root_files = sorted(p for p in files if "/" not in p and p != "MEMORY.md")
for p, text in files.items():
    if p == "MEMORY.md":
        continue
    fm, _ = split(text)
    if fm is None:
        err(f"{p}: no frontmatter"); continue
    try:
        data = yaml.safe_load(fm)
        strict = isinstance(data, dict)
    except yaml.YAMLError:
        data, strict = None, False
    if p in FLAT:
        if strict:
            err(f"{p}: expected a flat (non-strict) description but YAML parsed")
        data = dict(l.split(": ", 1) for l in fm.split("\n"))
    elif not strict:
        err(f"{p}: frontmatter does not parse"); continue
    if "/" not in p:
        m = re.match(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$", p)
        if not m or data.get("type") != m.group(1):
            err(f"{p}: bad root name/type")
        if set(data) != {"name", "description", "type"}:
            err(f"{p}: root keys {sorted(data)}")
    elif p.startswith("facts/"):
        m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", p)
        if not m:
            err(f"{p}: bad remnic path"); continue
        if data.get("id") != os.path.basename(p)[:-3] or data.get("category") != m.group(2):
            err(f"{p}: id/category mismatch")
        if str(data.get("created"))[:10] != m.group(1) and not str(data.get("created")).startswith(m.group(1)):
            err(f"{p}: created date not the folder date")
        for k in ("updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in data:
                err(f"{p}: missing {k}")
    elif p.startswith("auto/"):
        if set(data) != {"title", "created", "tags"}:
            err(f"{p}: auto keys {sorted(data)}")
    else:
        err(f"{p}: unexpected location")

# MEMORY.md index
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", files.get("MEMORY.md", ""), re.M)
if sorted(idx) != root_files or len(idx) != len(set(idx)):
    err(f"MEMORY.md indexes {sorted(idx)} but root has {root_files}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
seen = set()
counts = collections.Counter()
ids = set()
cross = 0
for i, pr in enumerate(pairs):
    a, b = pr["a"], pr["b"]
    pid = pr["note"].split(":")[0]
    if pid in ids: err(f"duplicate pair id {pid}")
    ids.add(pid)
    if not a < b: err(f"{pid}: a/b order")
    if (a, b) in seen: err(f"{pid}: duplicate file pair")
    seen.add((a, b))
    if CLASSES.get(pr["class"]) != pr["label"]: err(f"{pid}: class/label mismatch")
    counts[(pr["label"], pr["class"])] += 1
    lay = lambda p: p.split("/")[0] if "/" in p else "root"
    cross += lay(a) != lay(b)
    for side in ("a", "b"):
        p, c = pr[side], pr["claim_" + side]
        if p not in files: err(f"{pid}: missing file {p}"); continue
        fm, body = split(files[p])
        if c != c.strip() or not c:
            err(f"{pid}: claim_{side} has surrounding whitespace")
        n_all = sum(1 for l in body if l == c)
        n_ok = sum(1 for l in claim_lines(body) if l == c)
        if n_all != 1 or n_ok != 1:
            err(f"{pid}: claim_{side} found {n_all}x in body ({n_ok}x outside code) of {p}")
        if fm and c in fm.split("\n"):
            err(f"{pid}: claim_{side} is a frontmatter line")
if len(pairs) != 90: err(f"{len(pairs)} pairs")
for cls, label in CLASSES.items():
    if counts[(label, cls)] != 10: err(f"class {cls}: {counts[(label, cls)]}")

print(f"files: {len(files)} (root {len(root_files)} + MEMORY.md, facts {sum(p.startswith('facts/') for p in files)}, auto {sum(p.startswith('auto/') for p in files)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, distinct file pairs: {len(seen)}")
for cls, label in CLASSES.items():
    print(f"  {label:17s} {cls:18s} {counts[(label, cls)]}")
used = {pr[s] for pr in pairs for s in 'ab'}
print(f"files in no pair: {len(set(files) - used)}")
if errors:
    print("FAIL"); [print(" -", e) for e in errors]; sys.exit(1)
print("OK")
