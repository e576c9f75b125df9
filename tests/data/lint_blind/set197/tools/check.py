#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import os, re, sys
from collections import Counter
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_infra.md", "reference_glossary.md", "reference_people.md", "reference_lendle.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []

def split(path):
    text = open(path, encoding="utf-8").read()
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def body_claim_lines(lines):
    """Body lines outside code fences."""
    out, fence = [], False
    for l in lines:
        if l.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(l)
    return out

files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(root, f), STORE))
root_files = sorted(f for f in files if "/" not in f and f != "MEMORY.md")

# frontmatter
for rel in files:
    if rel == "MEMORY.md":
        continue
    fm, _ = split(os.path.join(STORE, rel))
    if fm is None:
        errors.append(f"{rel}: no frontmatter"); continue
    if rel in FLAT:
        if not re.search(r"^description: [^\"].*: ", fm, re.M):
            errors.append(f"{rel}: expected a flat description with ': '")
        continue
    try:
        d = yaml.safe_load(fm)
    except yaml.YAMLError as e:
        errors.append(f"{rel}: frontmatter does not parse: {e}"); continue
    if "/" not in rel:
        for k in ("name", "description", "type"):
            if k not in d: errors.append(f"{rel}: missing {k}")
        if d.get("type") not in ("user", "feedback", "project", "reference"):
            errors.append(f"{rel}: bad type")
        if not rel.startswith(d.get("type", "") + "_"):
            errors.append(f"{rel}: filename prefix != type")
    elif rel.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m: errors.append(f"{rel}: bad remnic path")
        elif d.get("id") != os.path.basename(rel)[:-3] or d.get("category") != m.group(2) or d.get("status") != "active":
            errors.append(f"{rel}: remnic frontmatter mismatch")
        elif not str(d.get("created")).startswith(m.group(1)):
            errors.append(f"{rel}: created date != folder date")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: errors.append(f"{rel}: missing {k}")
    else:
        errors.append(f"{rel}: unexpected location")

# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read(), re.M)
if sorted(idx) != root_files or len(idx) != len(set(idx)):
    errors.append(f"MEMORY.md index mismatch: {set(idx) ^ set(root_files)}")

# labels
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28": errors.append("now != 2026-11-28")
pairs = lab["pairs"]
seen, cnt, ids, used_files = set(), Counter(), set(), set()
for p in pairs:
    pid = p["note"].split(":")[0]
    if pid in ids: errors.append(f"duplicate pair id {pid}")
    ids.add(pid)
    a, b = p["a"], p["b"]
    if not a < b: errors.append(f"{pid}: a/b not sorted")
    if (a, b) in seen: errors.append(f"{pid}: duplicate file pair")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []): errors.append(f"{pid}: bad label/class")
    cnt[(p["label"], p["class"])] += 1
    for side, path in (("claim_a", a), ("claim_b", b)):
        full = os.path.join(STORE, path)
        if not os.path.isfile(full):
            errors.append(f"{pid}: missing {path}"); continue
        used_files.add(path)
        fm, lines = split(full)
        claim = p[side]
        if lines.count(claim) != 1:
            errors.append(f"{pid}: {side} occurs {lines.count(claim)}x as a full body line in {path}")
        elif claim not in body_claim_lines(lines):
            errors.append(f"{pid}: {side} is inside a code fence in {path}")
        if not claim.strip() or claim.strip().startswith("```"):
            errors.append(f"{pid}: {side} empty/fence")
for lbl, cls in CLASSES.items():
    for c in cls:
        if cnt[(lbl, c)] != 10: errors.append(f"{lbl}/{c}: {cnt[(lbl, c)]} pairs, want 10")
cross = sum(1 for p in pairs if p["a"].split("/")[0] != p["b"].split("/")[0] and not ("/" not in p["a"] and "/" not in p["b"]))
print(f"files: {len(files)} (root {len(root_files)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, auto {sum(f.startswith('auto/') for f in files)})")
print(f"pairs: {len(pairs)}; cross-layout: {cross}; files in no pair: {len(files) - len(used_files)}")
for (lbl, c), n in sorted(cnt.items()):
    print(f"  {lbl:18} {c:20} {n}")
if errors:
    print("FAIL"); print("\n".join(errors)); sys.exit(1)
print("OK")
