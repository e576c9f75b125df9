#!/usr/bin/env python3
"""Check store/ and labels.yaml for internal consistency."""
import os, re, sys
from collections import Counter
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT_OK = {"reference_pressq.md", "reference_labelworks.md", "reference_dispatchr.md", "reference_glossary.md"}
errors = []

def err(msg):
    errors.append(msg)

def split(path):
    text = open(os.path.join(STORE, path)).read()
    if path == "MEMORY.md":
        return None, text.splitlines()
    if not text.startswith("---\n"):
        err(f"{path}: no frontmatter"); return None, text.splitlines()
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].splitlines()

def body_claim_lines(lines):
    """Body lines outside code fences."""
    out, fence = [], False
    for ln in lines:
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
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")

# frontmatter
for path in all_files:
    fm, _ = split(path)
    if fm is None:
        continue
    try:
        data = yaml.safe_load(fm)
        if path in FLAT_OK:
            err(f"{path}: expected a flat (non-strict) description but it parsed")
    except yaml.YAMLError:
        if path not in FLAT_OK:
            err(f"{path}: frontmatter does not parse")
        data = None
    if "/" not in path:
        keys = set(re.findall(r"^(\w+):", fm, re.M))
        if keys != {"name", "description", "type"}:
            err(f"{path}: root keys {keys}")
        if data and data.get("type") not in {"user", "feedback", "project", "reference"}:
            err(f"{path}: bad type")
        if not path.startswith(("user_", "feedback_", "project_", "reference_")):
            err(f"{path}: bad root name")
    elif path.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", path)
        if not m:
            err(f"{path}: bad remnic path")
        elif data and (data.get("id") != os.path.basename(path)[:-3] or data.get("category") != m.group(2)
                       or data.get("status") != "active"):
            err(f"{path}: remnic frontmatter mismatch")
    elif path.startswith("auto/"):
        if not data or not {"title", "created", "tags"} <= set(data):
            err(f"{path}: auto frontmatter keys")
    else:
        err(f"{path}: unexpected location")

# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != root_files or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: {set(idx) ^ set(root_files)}")

# labels
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
want = {("contradiction", c): 10 for c in ["value_slot", "role_slot", "negation", "stale_vs_change"]}
want.update({("non_contradiction", c): 10 for c in
             ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]})
cnt, seen, cross = Counter(), set(), 0
for i, p in enumerate(lab["pairs"]):
    a, b = p["a"], p["b"]
    cnt[(p["label"], p["class"])] += 1
    if not a < b:
        err(f"pair {i}: a/b order")
    if (a, b) in seen:
        err(f"pair {i}: duplicate file pair {a} {b}")
    seen.add((a, b))
    layout = lambda x: x.split("/")[0] if "/" in x else "root"
    if layout(a) != layout(b):
        cross += 1
    if not re.match(r"^[A-Z]+\d+: ", p["note"]):
        err(f"pair {i}: note must start with the pair id")
    for side in "ab":
        path, claim = p[side], p["claim_" + side]
        if not os.path.exists(os.path.join(STORE, path)):
            err(f"pair {i}: missing {path}"); continue
        _, lines = split(path)
        n_all = sum(1 for ln in lines if ln == claim)
        n_body = sum(1 for ln in body_claim_lines(lines) if ln == claim)
        if n_all != 1 or n_body != 1:
            err(f"pair {i} ({p['note'][:4]}): claim_{side} found {n_all}x ({n_body}x outside fences) in {path}")
        if not claim.strip() or claim != claim.strip():
            err(f"pair {i}: claim_{side} blank or padded")
if cnt != Counter(want):
    err(f"class counts {dict(cnt)}")

print(f"files: {len(all_files)} ({len(root_files)} root + MEMORY.md, "
      f"{sum(f.startswith('facts/') for f in all_files)} remnic, {sum(f.startswith('auto/') for f in all_files)} auto)")
print(f"pairs: {len(lab['pairs'])}, cross-layout: {cross}")
for k in sorted(cnt):
    print(f"  {k[0]:18} {k[1]:20} {cnt[k]}")
if errors:
    print("FAIL"); [print(" -", e) for e in errors]; sys.exit(1)
print("OK")
