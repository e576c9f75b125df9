#!/usr/bin/env python3
"""Sanity checks for store/ and labels.yaml."""
import os, re, sys, collections
import yaml

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(HERE, "store")
FLAT_OK = {"reference_infra.md", "reference_yards.md", "reference_suppliers.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []

def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

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

all_files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        all_files.append(os.path.relpath(os.path.join(root, f), STORE))
all_files.sort()

# frontmatter
for p in all_files:
    text = open(os.path.join(STORE, p)).read()
    if p == "MEMORY.md":
        continue
    fm, body = split(text)
    if fm is None:
        errors.append(f"{p}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if p in FLAT_OK:
            errors.append(f"{p}: expected flat (non-strict) description but it parsed")
            continue
    except yaml.YAMLError:
        if p in FLAT_OK:
            continue
        errors.append(f"{p}: frontmatter does not parse"); continue
    if "/" not in p:
        typ = p.split("_")[0]
        if d.get("type") != typ or not d.get("name") or not d.get("description"):
            errors.append(f"{p}: root frontmatter incomplete")
        if typ not in ("user", "feedback", "project", "reference"):
            errors.append(f"{p}: bad type prefix")
    elif p.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", p)
        if not m:
            errors.append(f"{p}: bad remnic path")
        elif d.get("id") != os.path.basename(p)[:-3] or d.get("category") != m.group(2) or str(d.get("created"))[:10] != m.group(1):
            errors.append(f"{p}: remnic frontmatter mismatch")
    elif p.startswith("auto/"):
        if not all(k in d for k in ("title", "created", "tags")):
            errors.append(f"{p}: auto frontmatter incomplete")
    else:
        errors.append(f"{p}: unexpected location")

# MEMORY.md index
root_files = {p for p in all_files if "/" not in p and p != "MEMORY.md"}
idx = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", idx, re.M)
if set(linked) != root_files or len(linked) != len(set(linked)):
    errors.append(f"MEMORY.md index mismatch: missing {root_files - set(linked)}, extra {set(linked) - root_files}")

# labels
lab = yaml.safe_load(open(os.path.join(HERE, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    errors.append("labels: now must be 2026-11-28")
seen, counts = set(), collections.Counter()
for i, pr in enumerate(lab["pairs"]):
    pid = pr.get("note", "").split(":")[0]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in pr:
            errors.append(f"pair {i}: missing {k}")
    a, b = pr["a"], pr["b"]
    if not a < b:
        errors.append(f"{pid}: a/b not sorted")
    if (a, b) in seen:
        errors.append(f"{pid}: duplicate file pair")
    seen.add((a, b))
    if pr["class"] not in CLASSES.get(pr["label"], []):
        errors.append(f"{pid}: class {pr['class']} not valid for {pr['label']}")
    counts[(pr["label"], pr["class"])] += 1
    for side in ("a", "b"):
        path, claim = pr[side], pr["claim_" + side]
        full = os.path.join(STORE, path)
        if not os.path.exists(full):
            errors.append(f"{pid}: {path} missing"); continue
        fm, body = split(open(full).read())
        all_lines = body.split("\n")
        if all_lines.count(claim) != 1:
            errors.append(f"{pid}: claim_{side} occurs {all_lines.count(claim)}x as a full line in {path}")
        if claim not in body_lines(body):
            errors.append(f"{pid}: claim_{side} is inside a code fence in {path}")
        if not claim.strip():
            errors.append(f"{pid}: empty claim_{side}")
    if not re.match(r"^(V|R|N|S|F|O|D|A|NS)\d+: ", pr["note"]):
        errors.append(f"{pid}: note must start with the pair id")
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10:
            errors.append(f"class count {lbl}/{c} = {counts[(lbl, c)]}")

layouts = lambda p: "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"
cross = sum(layouts(p["a"]) != layouts(p["b"]) for p in lab["pairs"])
used = {p["a"] for p in lab["pairs"]} | {p["b"] for p in lab["pairs"]}
print(f"files: {len(all_files)} (root {len(root_files)} + MEMORY.md, auto {sum(p.startswith('auto/') for p in all_files)}, "
      f"facts {sum(p.startswith('facts/') for p in all_files)}); files in no pair: {len(set(all_files) - used)}")
print(f"pairs: {len(lab['pairs'])}, cross-layout: {cross}")
for (l, c), n in sorted(counts.items()):
    print(f"  {l:18s} {c:20s} {n}")
if errors:
    print("FAIL"); print("\n".join(errors)); sys.exit(1)
print("OK")
