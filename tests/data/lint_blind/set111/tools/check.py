#!/usr/bin/env python3
"""Validate ../store and ../labels.yaml."""
import os, re, sys, collections
import yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_infra.md", "reference_glossary.md", "reference_branches.md", "reference_punchcard.md"}
EXPECT = {("contradiction", c): 10 for c in ("value_slot", "role_slot", "negation", "stale_vs_change")}
EXPECT.update({("non_contradiction", c): 10 for c in ("refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope")})
errors = []

def split(text):
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def body_lines(rel):
    fm, body = split(open(os.path.join(STORE, rel)).read())
    out, fence = [], False
    for l in body:
        if l.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(l)
    return out

files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
flat_seen = set()
for rel in files:
    text = open(os.path.join(STORE, rel)).read()
    if rel == "MEMORY.md":
        continue
    fm, _ = split(text)
    if fm is None:
        errors.append(f"{rel}: no frontmatter"); continue
    try:
        data = yaml.safe_load(fm)
        if rel in FLAT:
            errors.append(f"{rel}: expected flat (non-YAML) description but it parsed")
    except yaml.YAMLError:
        if rel in FLAT:
            flat_seen.add(rel); data = None
        else:
            errors.append(f"{rel}: frontmatter does not parse"); continue
    if data is None:
        continue
    if "/" not in rel:
        m = re.match(r"(user|feedback|project|reference)_[a-z0-9_]+\.md$", rel)
        if not m or data.get("type") != m.group(1) or not data.get("name") or not data.get("description"):
            errors.append(f"{rel}: bad root memory frontmatter/name")
    elif rel.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m or data.get("id") != os.path.basename(rel)[:-3] or data.get("category") != m.group(2) or data.get("status") != "active":
            errors.append(f"{rel}: bad remnic path/frontmatter")
    elif rel.startswith("auto/"):
        if not all(k in data for k in ("title", "created", "tags")):
            errors.append(f"{rel}: auto note missing title/created/tags")
    else:
        errors.append(f"{rel}: unexpected location")

root = {f for f in files if "/" not in f and f != "MEMORY.md"}
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if set(idx) != root or len(idx) != len(root):
    errors.append(f"MEMORY.md index mismatch: missing {sorted(root - set(idx))}, extra {sorted(set(idx) - root)}")

lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    errors.append("now is not 2026-11-28")
seen, counts, ids = set(), collections.Counter(), set()
for p in lab["pairs"]:
    a, b = p["a"], p["b"]
    pid = p["note"].split(":")[0]
    if pid in ids: errors.append(f"duplicate pair id {pid}")
    ids.add(pid)
    for side, path in (("a", a), ("b", b)):
        if not os.path.isfile(os.path.join(STORE, path)):
            errors.append(f"{pid}: {side} path missing {path}"); continue
        claim = p["claim_" + side]
        n = body_lines(path).count(claim)
        if n != 1:
            errors.append(f"{pid}: claim_{side} found {n} times as a full body line (outside code fences) in {path}")
    if not a < b: errors.append(f"{pid}: a/b not sorted")
    if (a, b) in seen: errors.append(f"{pid}: duplicate file pair")
    seen.add((a, b))
    counts[(p["label"], p["class"])] += 1
if dict(counts) != EXPECT:
    errors.append(f"class counts {dict(counts)}")
layout = lambda x: x.split("/")[0] if "/" in x else "root"
cross = sum(1 for p in lab["pairs"] if layout(p["a"]) != layout(p["b"]))
if flat_seen != FLAT:
    errors.append(f"flat descriptions seen {sorted(flat_seen)}")
print(f"files: {len(files)} (root {len(root)} + MEMORY.md, auto {sum(f.startswith('auto/') for f in files)}, facts {sum(f.startswith('facts/') for f in files)})")
print(f"pairs: {len(lab['pairs'])}, cross-layout: {cross}, flat descriptions: {len(flat_seen)}")
for k in sorted(counts): print(f"  {k[0]:18} {k[1]:20} {counts[k]}")
if errors:
    print("FAIL"); [print(" -", e) for e in errors]; sys.exit(1)
print("OK")
