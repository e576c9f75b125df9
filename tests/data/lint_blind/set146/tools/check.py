#!/usr/bin/env python3
"""Check store/ + labels.yaml: paths exist, claims are full body lines present exactly once
(outside frontmatter and code fences), frontmatter parses (except intended flat descriptions),
MEMORY.md indexes exactly the root files, a<b, no duplicate file pairs, class counts, facts naming."""
import os, re, sys
from collections import Counter
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_tourbook.md", "reference_infra.md", "reference_looms.md", "reference_glossary.md"}
EXPECT = {("contradiction", c): 10 for c in ["value_slot", "role_slot", "negation", "stale_vs_change"]}
EXPECT.update({("non_contradiction", c): 10 for c in
               ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]})
errors = []
def err(m): errors.append(m)

def split(path):
    text = open(path, encoding="utf-8").read()
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def body_lines(lines):
    """(line, in_fence) for body lines"""
    fence = False
    out = []
    for l in lines:
        if l.strip().startswith("```"):
            fence = not fence
            out.append((l, True)); continue
        out.append((l, fence))
    return out

files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(root, f), STORE))
files.sort()

# frontmatter
flat_seen = set()
for rel in files:
    if rel == "MEMORY.md":
        continue
    fm, _ = split(os.path.join(STORE, rel))
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if rel in FLAT:
            err(f"{rel}: expected flat (non-YAML) description but it parsed")
    except yaml.YAMLError:
        if rel in FLAT:
            flat_seen.add(rel)
            d = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
        else:
            err(f"{rel}: frontmatter does not parse"); continue
    if "/" not in rel:
        for k in ("name", "description", "type"):
            if k not in d: err(f"{rel}: missing {k}")
        if d.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{rel}: bad type {d.get('type')}")
        if not rel.startswith(d.get("type", "?") + "_"):
            err(f"{rel}: filename does not start with its type")
    elif rel.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m: err(f"{rel}: bad remnic path"); continue
        if d.get("id") != os.path.basename(rel)[:-3]: err(f"{rel}: id != stem")
        if d.get("category") != m.group(2): err(f"{rel}: category mismatch")
        if not str(d.get("created", "")).startswith(m.group(1)) and str(d.get("created"))[:10] != m.group(1):
            err(f"{rel}: created date != folder")
        for k in ("source", "confidence", "confidenceTier", "tags", "status"):
            if k not in d: err(f"{rel}: missing {k}")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: err(f"{rel}: missing {k}")
    else:
        err(f"{rel}: unexpected location")
if flat_seen != FLAT:
    err(f"flat descriptions missing: {FLAT - flat_seen}")

# MEMORY.md
root_files = {f for f in files if "/" not in f and f != "MEMORY.md"}
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read(), re.M)
if set(idx) != root_files or len(idx) != len(set(idx)):
    err(f"MEMORY.md mismatch: missing {root_files - set(idx)}, extra {set(idx) - root_files}")

# labels
L = yaml.safe_load(open(os.path.join(BASE, "labels.yaml"), encoding="utf-8"))
if str(L.get("now")) != "2026-11-28": err("now is not 2026-11-28")
pairs = L["pairs"]
seen = set(); cnt = Counter(); ids = set(); cross = 0
for p in pairs:
    pid = p["note"].split(":")[0]
    if pid in ids: err(f"duplicate pair id {pid}")
    ids.add(pid)
    a, b = p["a"], p["b"]
    if not a < b: err(f"{pid}: a/b not sorted")
    if (a, b) in seen: err(f"{pid}: duplicate file pair")
    seen.add((a, b))
    cnt[(p["label"], p["class"])] += 1
    lay = lambda f: f.split("/")[0] if "/" in f else "root"
    cross += lay(a) != lay(b)
    for side in ("a", "b"):
        rel, claim = p[side], p["claim_" + side]
        path = os.path.join(STORE, rel)
        if not os.path.exists(path):
            err(f"{pid}: {rel} missing"); continue
        _, lines = split(path)
        bl = body_lines(lines)
        hits = [l for l, fence in bl if l == claim]
        if len(hits) != 1:
            err(f"{pid}: claim_{side} found {len(hits)}x as full line in {rel}")
        if any(l == claim and fence for l, fence in bl):
            err(f"{pid}: claim_{side} inside code fence in {rel}")
        if not claim.strip() or claim != claim.strip("\n"):
            err(f"{pid}: claim_{side} empty or multi-line")
if cnt != Counter(EXPECT):
    err(f"class counts {dict(cnt)}")

print(f"files: {len(files)} (root {len(root_files)} + MEMORY.md, auto {sum(f.startswith('auto/') for f in files)}, facts {sum(f.startswith('facts/') for f in files)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for k in sorted(cnt): print(f"  {k[0]:18} {k[1]:20} {cnt[k]}")
if errors:
    print("FAIL"); [print(" -", e) for e in errors]; sys.exit(1)
print("OK")
