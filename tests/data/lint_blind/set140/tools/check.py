#!/usr/bin/env python3
"""Validate ../store and ../labels.yaml. Exit 1 on any problem."""
import os, re, sys
from collections import Counter
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
FLAT = {"reference_infra.md", "reference_glossary.md", "reference_depots.md", "reference_repos.md"}
errors = []
def err(m): errors.append(m)

def split(text):
    if not text.startswith("---\n"):
        return None, text.splitlines()
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].splitlines()

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

# --- store files
all_files = []
for root, _, fns in os.walk(STORE):
    for fn in fns:
        all_files.append(os.path.relpath(os.path.join(root, fn), STORE))
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")
for rel in all_files:
    text = open(os.path.join(STORE, rel)).read()
    if rel == "MEMORY.md":
        continue
    fm, body = split(text)
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        data = yaml.safe_load(fm)
        if not isinstance(data, dict):
            raise ValueError("not a mapping")
    except Exception as e:
        if rel in FLAT:
            continue  # intentional flat description
        err(f"{rel}: frontmatter does not parse: {e}"); continue
    if rel in FLAT:
        err(f"{rel}: listed as flat but parses as strict YAML")
    if "/" not in rel:
        m = re.match(r"(user|feedback|project|reference)_[a-z0-9_]+\.md$", rel)
        if not m: err(f"{rel}: bad root file name")
        if set(data) != {"name", "description", "type"}: err(f"{rel}: root keys {sorted(data)}")
        if m and data.get("type") != m.group(1): err(f"{rel}: type mismatch")
    elif rel.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m: err(f"{rel}: bad remnic path"); continue
        for k in ("id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in data: err(f"{rel}: missing {k}")
        if data.get("id") != os.path.basename(rel)[:-3]: err(f"{rel}: id mismatch")
        if data.get("category") != m.group(2): err(f"{rel}: category mismatch")
        if not str(data.get("created", "")).startswith(m.group(1)): err(f"{rel}: created not on folder date")
    elif rel.startswith("auto/"):
        if set(data) != {"title", "created", "tags"}: err(f"{rel}: auto keys {sorted(data)}")
    else:
        err(f"{rel}: unexpected location")

# --- MEMORY.md indexes exactly the root files
mem = open(os.path.join(STORE, "MEMORY.md")).read()
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(idx) != root_files or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: extra {sorted(set(idx) - set(root_files))}, missing {sorted(set(root_files) - set(idx))}")

# --- labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now is not 2026-11-28")
pairs = lab["pairs"]
seen, counts, ids = set(), Counter(), set()
kinds = {"value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
         "stale_vs_change": "contradiction", "refinement": "non_contradiction", "other_subject": "non_contradiction",
         "dated_history": "non_contradiction", "agreeing_duplicate": "non_contradiction", "negation_scope": "non_contradiction"}
cross = 0
for i, p in enumerate(pairs):
    tag = p.get("note", "")[:6]
    if set(p) != {"a", "b", "label", "class", "claim_a", "claim_b", "note"}: err(f"pair {i}: keys {sorted(p)}")
    if not re.match(r"^(NS|[VRNSFODA])\d+: ", p["note"]): err(f"pair {i}: note does not start with id")
    pid = p["note"].split(":")[0]
    if pid in ids: err(f"{pid}: duplicate id")
    ids.add(pid)
    if not p["a"] < p["b"]: err(f"{pid}: a/b not sorted")
    if (p["a"], p["b"]) in seen: err(f"{pid}: duplicate file pair")
    seen.add((p["a"], p["b"]))
    if kinds.get(p["class"]) != p["label"]: err(f"{pid}: label/class mismatch")
    counts[p["class"]] += 1
    lay = lambda x: "facts" if x.startswith("facts/") else "auto" if x.startswith("auto/") else "root"
    cross += lay(p["a"]) != lay(p["b"])
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side])
        if not os.path.exists(path): err(f"{pid}: {p[side]} missing"); continue
        text = open(path).read()
        fm, body = split(text)
        claim = p["claim_" + side]
        if claim != claim.strip() or not claim: err(f"{pid}: claim_{side} has outer whitespace")
        n_body = sum(1 for ln in body if ln == claim)
        n_all = sum(1 for ln in text.splitlines() if ln == claim)
        n_free = sum(1 for ln in claim_lines(body) if ln == claim)
        if n_body != 1 or n_all != 1 or n_free != 1:
            err(f"{pid}: claim_{side} found {n_body}x in body, {n_all}x in file, {n_free}x outside fences of {p[side]}")
        if sum(text.count(claim) for _ in [0]) != 1: err(f"{pid}: claim_{side} appears as substring more than once")
for k in kinds:
    if counts[k] != 10: err(f"class {k}: {counts[k]} pairs")

print(f"files: {len(all_files)} (root {len(root_files)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in all_files)}, auto {sum(f.startswith('auto/') for f in all_files)})")
print(f"pairs: {len(pairs)}; cross-layout: {cross}; classes: " + ", ".join(f"{k}={counts[k]}" for k in kinds))
paired = {p['a'] for p in pairs} | {p['b'] for p in pairs}
print(f"files in no pair: {len(set(all_files) - paired)}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
