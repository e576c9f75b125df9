#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import os, re, sys, glob
from collections import Counter
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT_DESC = {"reference_lotbook.md", "reference_bidwire.md", "reference_settle.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []

def err(m):
    errors.append(m)

def split(path):
    txt = open(path).read()
    if not txt.startswith("---\n"):
        return None, txt
    end = txt.index("\n---\n", 4)
    return txt[4:end], txt[end + 5:]

def body_lines(body):
    """Body lines outside code fences."""
    out, fence = [], False
    for line in body.split("\n"):
        if line.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(line)
    return out

def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"

files = sorted(os.path.relpath(p, STORE) for p in glob.glob(os.path.join(STORE, "**", "*.md"), recursive=True))
root = [f for f in files if "/" not in f and f != "MEMORY.md"]

# frontmatter
for f in files:
    if f == "MEMORY.md":
        continue
    fm, body = split(os.path.join(STORE, f))
    if fm is None:
        err(f"{f}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if f in FLAT_DESC:
            err(f"{f}: expected a flat (non-YAML) description but it parsed")
    except yaml.YAMLError:
        if f in FLAT_DESC:
            continue
        err(f"{f}: frontmatter does not parse"); continue
    lay = layout(f)
    need = {"root": ["name", "description", "type"], "auto": ["title", "created", "tags"],
            "facts": ["id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"]}[lay]
    for k in need:
        if k not in d:
            err(f"{f}: missing {k}")
    if lay == "root":
        if d.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{f}: bad type")
        if not f.startswith(d["type"] + "_"):
            err(f"{f}: file name does not start with its type")
    if lay == "facts":
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", f)
        if not m:
            err(f"{f}: bad remnic path")
        elif d["id"] != os.path.basename(f)[:-3] or d["category"] != m.group(2):
            err(f"{f}: id/category mismatch")

# MEMORY.md index
idx = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", idx, re.M)
if sorted(linked) != sorted(root) or len(linked) != len(set(linked)):
    err(f"MEMORY.md index mismatch: missing {set(root) - set(linked)}, extra {set(linked) - set(root)}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    err("now must be 2026-11-28")
pairs = lab["pairs"]
seen, cnt, cross, used = set(), Counter(), 0, set()
for i, p in enumerate(pairs):
    pid = p["note"].split(":")[0]
    a, b = p["a"], p["b"]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p:
            err(f"{pid}: missing {k}")
    if not a < b:
        err(f"{pid}: a/b not sorted")
    if (a, b) in seen:
        err(f"{pid}: duplicate file pair")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []):
        err(f"{pid}: class {p['class']} not valid for {p['label']}")
    cnt[(p["label"], p["class"])] += 1
    cross += layout(a) != layout(b)
    used |= {a, b}
    for side, path in (("claim_a", a), ("claim_b", b)):
        full = os.path.join(STORE, path)
        if not os.path.exists(full):
            err(f"{pid}: {path} does not exist"); continue
        fm, body = split(full)
        all_lines = body.split("\n")
        n = sum(1 for l in all_lines if l == p[side])
        if n != 1:
            err(f"{pid}: {side} found {n} times as a full line in {path}")
        elif p[side] not in body_lines(body):
            err(f"{pid}: {side} is inside a code fence in {path}")
        if not p[side].strip():
            err(f"{pid}: empty {side}")
for lbl, classes in CLASSES.items():
    for c in classes:
        if cnt[(lbl, c)] != 10:
            err(f"class {lbl}/{c} has {cnt[(lbl, c)]} pairs, want 10")
if len(pairs) != 90:
    err(f"{len(pairs)} pairs, want 90")

print(f"files: {len(files)} (root {len(root)} + MEMORY.md, auto {sum(f.startswith('auto/') for f in files)}, "
      f"facts {sum(f.startswith('facts/') for f in files)})")
print(f"pairs: {len(pairs)}, cross-layout {cross}, files in no pair {len(set(files) - used)}")
for (l, c), n in sorted(cnt.items()):
    print(f"  {l:18} {c:20} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
