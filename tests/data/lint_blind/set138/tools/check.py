#!/usr/bin/env python3
"""Check store/ and labels.yaml for consistency."""
import os, re, sys, collections
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_inkslot.md", "reference_glossary.md"}
errors = []
def err(m): errors.append(m)

def split(path):
    text = open(path).read()
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

all_files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        all_files.append(os.path.relpath(os.path.join(root, f), STORE))

# frontmatter
flat_seen = set()
for rel in all_files:
    if rel == "MEMORY.md":
        continue
    fm, _ = split(os.path.join(STORE, rel))
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if rel in FLAT:
            err(f"{rel}: expected flat (non-strict) description but it parsed")
    except yaml.YAMLError:
        if rel in FLAT:
            flat_seen.add(rel); continue
        err(f"{rel}: frontmatter does not parse"); continue
    if "/" not in rel:
        if set(d) != {"name", "description", "type"} or d["type"] not in ("user", "feedback", "project", "reference"):
            err(f"{rel}: bad root frontmatter {d}")
        if not rel.startswith(d["type"] + "_"):
            err(f"{rel}: type prefix mismatch")
    elif rel.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m: err(f"{rel}: bad remnic path")
        elif d.get("id") != os.path.basename(rel)[:-3] or d.get("category") != m.group(2) or d.get("status") != "active":
            err(f"{rel}: remnic frontmatter mismatch")
        elif not str(d.get("created")).startswith(m.group(1)):
            err(f"{rel}: created date != folder date")
    elif rel.startswith("auto/"):
        if set(d) != {"title", "created", "tags"}:
            err(f"{rel}: bad auto frontmatter")
    else:
        err(f"{rel}: unexpected location")

# MEMORY.md
roots = {f for f in all_files if "/" not in f and f != "MEMORY.md"}
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != sorted(roots) or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: {set(idx) ^ roots}")

# labels
L = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(L["now"]) != "2026-11-28": err("now")
seen = set()
cnt = collections.Counter()
used = collections.Counter()
for p in L["pairs"]:
    a, b = p["a"], p["b"]
    if not a < b: err(f"{p['note']}: a/b order")
    if (a, b) in seen: err(f"duplicate pair {a} {b}")
    seen.add((a, b))
    cnt[(p["label"], p["class"])] += 1
    if not p["note"].split(":")[0]: err("note without id")
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path):
            err(f"{p['note']}: missing {p[side]}"); continue
        used[p[side]] += 1
        fm, body = split(path)
        claim = p["claim_" + side]
        n_all = sum(1 for ln in body if ln == claim)
        n_ok = sum(1 for ln in claim_lines(body) if ln == claim)
        if n_all != 1 or n_ok != 1:
            err(f"{p['note'][:4]}: claim_{side} found {n_all}x ({n_ok} outside fences) in {p[side]}")
        if not claim.strip() or claim != claim.rstrip():
            err(f"{p['note'][:4]}: claim_{side} blank/trailing space")
expected = {("contradiction", c) for c in ("value_slot", "role_slot", "negation", "stale_vs_change")} | \
           {("non_contradiction", c) for c in ("refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope")}
for k in expected:
    if cnt[k] != 10: err(f"class {k}: {cnt[k]}")
if set(cnt) - expected: err(f"unexpected classes {set(cnt) - expected}")

cross = sum(1 for p in L["pairs"] if (("/" in p["a"]) and p["a"].split("/")[0]) != (("/" in p["b"]) and p["b"].split("/")[0]))
layout = collections.Counter(f.split("/")[0] if "/" in f else "root" for f in all_files)
print(f"files: {len(all_files)} {dict(layout)}; flat descriptions: {sorted(flat_seen)}")
print(f"pairs: {len(L['pairs'])}, cross-layout: {cross}, files in no pair: {len(set(all_files) - set(used))}")
for k in sorted(cnt): print(f"  {k[0]:18} {k[1]:20} {cnt[k]}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
