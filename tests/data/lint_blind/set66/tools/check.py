#!/usr/bin/env python3
"""Check set66: paths, claims, frontmatter, MEMORY.md index, a/b order, duplicates, class counts."""
import os, re, sys
from collections import Counter
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_plotline.md", "reference_infra.md", "reference_sites.md", "feedback_deploys.md"}
CLASSES = {"contradiction": {"value_slot", "role_slot", "negation", "stale_vs_change"},
           "non_contradiction": {"refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"}}
errors = []
def err(m): errors.append(m)

def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

files = {}
for root, _, fs in os.walk(STORE):
    for f in fs:
        rel = os.path.relpath(os.path.join(root, f), STORE)
        files[rel] = open(os.path.join(root, f), encoding="utf-8").read()

# frontmatter
flat_seen = set()
for rel, text in files.items():
    if rel == "MEMORY.md":
        continue
    fm, body = split(text)
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if rel in FLAT:
            err(f"{rel}: expected flat (non-YAML) description but it parsed")
    except yaml.YAMLError:
        if rel in FLAT:
            flat_seen.add(rel)
            d = dict(l.split(": ", 1) for l in fm.splitlines() if ": " in l)
        else:
            err(f"{rel}: frontmatter does not parse"); continue
    if "/" not in rel:
        for k in ("name", "description", "type"):
            if k not in d: err(f"{rel}: missing {k}")
        if d.get("type") not in {"user", "feedback", "project", "reference"}: err(f"{rel}: bad type")
        if not re.match(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$", rel): err(f"{rel}: bad root name")
        if rel.split("_")[0] != d.get("type"): err(f"{rel}: type prefix mismatch")
        if "tamewell" in str(d.get("name", "")).lower(): err(f"{rel}: name is the project")
    elif rel.startswith("facts/"):
        m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m: err(f"{rel}: bad remnic path"); continue
        for k in ("id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in d: err(f"{rel}: missing {k}")
        if d.get("id") != os.path.basename(rel)[:-3]: err(f"{rel}: id != stem")
        if d.get("category") != m.group(2): err(f"{rel}: category mismatch")
        if not str(d.get("created")).startswith(m.group(1)): err(f"{rel}: created not on folder date")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: err(f"{rel}: missing {k}")
    else:
        err(f"{rel}: unexpected location")
for f in FLAT - flat_seen:
    if f in files: pass
    else: err(f"{f}: flat file missing")

# MEMORY.md
root_files = {r for r in files if "/" not in r and r != "MEMORY.md"}
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", files.get("MEMORY.md", ""), re.M)
if Counter(linked) != Counter(root_files):
    err(f"MEMORY.md mismatch: missing {sorted(root_files - set(linked))}, extra {sorted(set(linked) - root_files)}, dup {[k for k,v in Counter(linked).items() if v>1]}")

# labels
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28": err("now must be 2026-11-28")
pairs = lab["pairs"]
seen = set(); cnt = Counter(); ids = set(); cross = 0
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    pid = p["note"].split(":")[0]
    if pid in ids: err(f"duplicate pair id {pid}")
    ids.add(pid)
    if not a < b: err(f"{pid}: a/b not sorted")
    if (a, b) in seen: err(f"{pid}: duplicate file pair")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], ()): err(f"{pid}: bad label/class")
    cnt[(p["label"], p["class"])] += 1
    lay = lambda x: x.split("/")[0] if "/" in x else "root"
    if lay(a) != lay(b): cross += 1
    for side in ("a", "b"):
        path, claim = p[side], p["claim_" + side]
        if path not in files: err(f"{pid}: missing file {path}"); continue
        _, body = split(files[path])
        lines = body.split("\n")
        n = sum(1 for l in lines if l == claim)
        if n != 1: err(f"{pid}: claim_{side} occurs {n} times as a full body line of {path}")
        if claim != claim.strip() or not claim: err(f"{pid}: claim_{side} has outer whitespace")
for lbl, cl in CLASSES.items():
    for c in cl:
        if cnt[(lbl, c)] != 10: err(f"class {lbl}/{c}: {cnt[(lbl, c)]} pairs, want 10")
if len(pairs) != 90: err(f"{len(pairs)} pairs, want 90")

nf = len(files)
in_pairs = {p["a"] for p in pairs} | {p["b"] for p in pairs}
print(f"files: {nf} (root {len(root_files)} + MEMORY.md, facts {sum(1 for r in files if r.startswith('facts/'))}, auto {sum(1 for r in files if r.startswith('auto/'))})")
print(f"pairs: {len(pairs)}, cross-layout {cross}, files in no pair {nf - len(in_pairs)}")
for (l, c), n in sorted(cnt.items()):
    print(f"  {l:18s} {c:20s} {n}")
print(f"flat descriptions (intentional): {sorted(flat_seen)}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
