#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import os, re, sys
from collections import Counter
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_infra.md", "reference_club.md", "reference_people.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []

def err(m):
    errors.append(m)

def split(path):
    text = open(os.path.join(STORE, path)).read()
    if path == "MEMORY.md":
        return None, text.split("\n")
    if not text.startswith("---\n"):
        err(f"{path}: no frontmatter"); return None, []
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def body_claim_lines(lines):
    """Body lines outside code fences."""
    out, fence = [], False
    for l in lines:
        if l.strip().startswith("```"):
            fence = not fence; continue
        if not fence:
            out.append(l)
    return out

allfiles = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root = [f for f in allfiles if "/" not in f and f != "MEMORY.md"]
flat_bad = set()
for p in allfiles:
    if p == "MEMORY.md":
        continue
    fm, _ = split(p)
    try:
        d = yaml.safe_load(fm)
        if p in FLAT:
            err(f"{p}: expected an intentionally non-strict description, but it parsed")
    except yaml.YAMLError:
        if p not in FLAT:
            err(f"{p}: frontmatter does not parse")
        flat_bad.add(p)
        continue
    if "/" not in p:
        if set(d) != {"name", "description", "type"} or d["type"] not in ("user", "feedback", "project", "reference"):
            err(f"{p}: bad root frontmatter {d}")
        if not p.startswith(d["type"] + "_"):
            err(f"{p}: type prefix mismatch")
    elif p.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", p)
        if not m:
            err(f"{p}: bad remnic path")
        elif d.get("id") != os.path.basename(p)[:-3] or d.get("category") != m.group(2) or d.get("status") != "active":
            err(f"{p}: remnic frontmatter mismatch")
        elif str(d.get("created"))[:10] != m.group(1):
            err(f"{p}: created date != folder date")
    elif p.startswith("auto/"):
        if set(d) != {"title", "created", "tags"}:
            err(f"{p}: bad auto frontmatter")
    else:
        err(f"{p}: unexpected location")

idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != root or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {set(root) - set(idx)}, extra {set(idx) - set(root)}")

lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    err("now must be 2026-11-28")
pairs = lab["pairs"]
seen, counts, ids, cross = set(), Counter(), set(), 0
for i, pr in enumerate(pairs):
    pid = pr["note"].split(":")[0]
    if pid in ids:
        err(f"duplicate pair id {pid}")
    ids.add(pid)
    a, b = pr["a"], pr["b"]
    if not a < b:
        err(f"{pid}: a/b not sorted")
    if (a, b) in seen:
        err(f"{pid}: duplicate file pair")
    seen.add((a, b))
    if pr["class"] not in CLASSES.get(pr["label"], []):
        err(f"{pid}: class {pr['class']} not valid for {pr['label']}")
    counts[(pr["label"], pr["class"])] += 1
    lay = lambda p: p.split("/")[0] if "/" in p else "root"
    cross += lay(a) != lay(b)
    for side in "ab":
        p, c = pr[side], pr["claim_" + side]
        if p not in allfiles:
            err(f"{pid}: missing file {p}"); continue
        _, lines = split(p)
        n_all = sum(1 for l in lines if l == c)
        n_body = sum(1 for l in body_claim_lines(lines) if l == c)
        if n_all != 1 or n_body != 1:
            err(f"{pid}: claim_{side} found {n_all}x ({n_body}x outside code) in {p}")
        if not c.strip():
            err(f"{pid}: empty claim")
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10:
            err(f"class {lbl}/{c}: {counts[(lbl, c)]} pairs, want 10")
if len(pairs) != 90:
    err(f"{len(pairs)} pairs, want 90")

used = {p for pr in pairs for p in (pr["a"], pr["b"])}
print(f"files: {len(allfiles)} (root {len(root)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in allfiles)}, "
      f"auto {sum(f.startswith('auto/') for f in allfiles)}); in no pair: {len(set(allfiles) - used)}")
print(f"pairs: {len(pairs)}, cross-layout: {cross}; non-strict frontmatter: {sorted(flat_bad)}")
for (l, c), n in sorted(counts.items()):
    print(f"  {l:18} {c:20} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
