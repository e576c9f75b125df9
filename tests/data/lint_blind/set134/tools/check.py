#!/usr/bin/env python3
"""Validate ../store and ../labels.yaml."""
import os, re, sys, collections
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
FLAT = {"reference_barre.md", "reference_infra.md", "reference_glossary.md", "reference_exam_boards.md"}
EXPECT = {("contradiction", c): 10 for c in ["value_slot", "role_slot", "negation", "stale_vs_change"]}
EXPECT.update({("non_contradiction", c): 10 for c in
               ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]})
errors = []

def split(path):
    text = open(path).read()
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def body_lines(path):
    """Body lines outside code fences (frontmatter excluded)."""
    _, lines = split(path)
    out, fence = [], False
    for l in lines:
        if l.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(l)
    return out, lines

files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(root, f), STORE))

# frontmatter
for rel in files:
    p = os.path.join(STORE, rel)
    fm, _ = split(p)
    if rel == "MEMORY.md":
        continue
    if fm is None:
        errors.append(f"{rel}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if rel in FLAT:
            errors.append(f"{rel}: expected non-strict YAML description but it parsed")
    except yaml.YAMLError:
        if rel not in FLAT:
            errors.append(f"{rel}: frontmatter does not parse")
        d = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l and not l.startswith(" "))
    if "/" not in rel:
        if not re.match(r"^(user|feedback|project|reference)_[a-z0-9_-]+\.md$", rel):
            errors.append(f"{rel}: bad root name")
        for k in ("name", "description", "type"):
            if k not in d: errors.append(f"{rel}: missing {k}")
        if d.get("type") != rel.split("_")[0]: errors.append(f"{rel}: type mismatch")
    elif rel.startswith("facts/"):
        m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m: errors.append(f"{rel}: bad remnic path"); continue
        if d.get("id") != os.path.basename(rel)[:-3]: errors.append(f"{rel}: id mismatch")
        if d.get("category") != m.group(2): errors.append(f"{rel}: category mismatch")
        if str(d.get("created"))[:10] != m.group(1): errors.append(f"{rel}: created not in folder date")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: errors.append(f"{rel}: missing {k}")
    else:
        errors.append(f"{rel}: unexpected location")

# MEMORY.md indexes exactly the root files
roots = {f for f in files if "/" not in f and f != "MEMORY.md"}
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != sorted(roots) or len(idx) != len(set(idx)):
    errors.append(f"MEMORY.md index mismatch: missing {roots - set(idx)}, extra {set(idx) - roots}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": errors.append("now != 2026-11-28")
pairs = lab["pairs"]
seen, counts, ids, cross = set(), collections.Counter(), set(), 0
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    pid = p["note"].split(":")[0]
    if pid in ids: errors.append(f"duplicate pair id {pid}")
    ids.add(pid)
    if not a < b: errors.append(f"{pid}: a/b not sorted")
    if (a, b) in seen: errors.append(f"{pid}: duplicate file pair")
    seen.add((a, b))
    counts[(p["label"], p["class"])] += 1
    lay = lambda r: r.split("/")[0] if "/" in r else "root"
    cross += lay(a) != lay(b)
    for side in "ab":
        rel, claim = p[side], p["claim_" + side]
        path = os.path.join(STORE, rel)
        if not os.path.exists(path):
            errors.append(f"{pid}: {rel} missing"); continue
        body, allb = body_lines(path)
        n = sum(1 for l in allb if l == claim)
        if n != 1: errors.append(f"{pid}: claim_{side} found {n} times as a full line in {rel}")
        if claim not in body: errors.append(f"{pid}: claim_{side} is not a body line outside code fences")
        if not claim.strip(): errors.append(f"{pid}: empty claim")
if dict(counts) != EXPECT:
    errors.append(f"class counts {dict(counts)}")

print(f"files: {len(files)} (root {len(roots)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, "
      f"auto {sum(f.startswith('auto/') for f in files)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for k in sorted(counts): print(f"  {k[0]:18} {k[1]:20} {counts[k]}")
in_pairs = {p[s] for p in pairs for s in 'ab'}
print(f"files in no pair: {len(set(files) - in_pairs)}")
if errors:
    print("FAIL"); [print(" -", e) for e in errors]; sys.exit(1)
print("OK")
