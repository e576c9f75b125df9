#!/usr/bin/env python3
"""Check store/ and labels.yaml: paths exist, claims are full body lines present exactly once in their file
(outside frontmatter and code fences), frontmatter parses (except the intentional flat descriptions),
MEMORY.md indexes exactly the root files, a < b, no duplicate file pairs, class counts."""
import collections, os, re, sys
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_vanrun.md", "reference_infra.md", "reference_shops.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []

def split(path):
    text = open(os.path.join(STORE, path), encoding="utf-8").read()
    if path == "MEMORY.md":
        return None, text.split("\n"), []
    if not text.startswith("---\n"):
        errors.append(f"{path}: no frontmatter"); return None, text.split("\n"), []
    end = text.index("\n---\n", 4)
    fm, body = text[4:end], text[end + 5:]
    lines, fenced, infence = [], [], False
    for ln in body.split("\n"):
        if ln.strip().startswith("```"):
            infence = not infence; continue
        (fenced if infence else lines).append(ln)
    return fm, lines, fenced

all_files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        all_files.append(os.path.relpath(os.path.join(root, f), STORE))
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")

# frontmatter
for f in sorted(all_files):
    if f == "MEMORY.md":
        continue
    fm, _, _ = split(f)
    if fm is None:
        continue
    try:
        d = yaml.safe_load(fm)
        ok = isinstance(d, dict)
    except yaml.YAMLError:
        ok = False
    if f in FLAT:
        if ok:
            errors.append(f"{f}: expected a flat (non-YAML) description")
        if not re.search(r"^description: [^\"].*: ", fm, re.M):
            errors.append(f"{f}: flat description has no ': '")
        continue
    if not ok:
        errors.append(f"{f}: frontmatter does not parse"); continue
    if "/" not in f:
        for k in ("name", "description", "type"):
            if k not in d: errors.append(f"{f}: missing {k}")
        if d.get("type") not in ("user", "feedback", "project", "reference"):
            errors.append(f"{f}: bad type")
        if not f.startswith(d.get("type", "?") + "_"):
            errors.append(f"{f}: file name does not start with type")
    elif f.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", f)
        if not m: errors.append(f"{f}: bad remnic path"); continue
        if d.get("id") != os.path.basename(f)[:-3] or d.get("category") != m.group(2) or d.get("status") != "active":
            errors.append(f"{f}: remnic id/category/status mismatch")
        if not str(d.get("created", "")).startswith(m.group(1)):
            errors.append(f"{f}: created date differs from folder")
    elif f.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: errors.append(f"{f}: missing {k}")
    else:
        errors.append(f"{f}: unexpected location")

# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != root_files or len(idx) != len(set(idx)):
    errors.append(f"MEMORY.md index mismatch: missing {set(root_files) - set(idx)}, extra {set(idx) - set(root_files)}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    errors.append("now is not 2026-11-28")
pairs = lab["pairs"]
seen, counts, cross = set(), collections.Counter(), 0
layout = lambda p: "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"
for i, p in enumerate(pairs):
    pid = str(p.get("note", "")).split(":")[0]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p: errors.append(f"pair {i}: missing {k}")
    a, b = p["a"], p["b"]
    if not a < b: errors.append(f"{pid}: a/b order")
    if (a, b) in seen: errors.append(f"{pid}: duplicate file pair")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []): errors.append(f"{pid}: class/label mismatch")
    counts[(p["label"], p["class"])] += 1
    cross += layout(a) != layout(b)
    for side in ("a", "b"):
        path, claim = p[side], p["claim_" + side]
        if not os.path.exists(os.path.join(STORE, path)):
            errors.append(f"{pid}: {path} missing"); continue
        _, lines, fenced = split(path)
        n = lines.count(claim)
        if n != 1: errors.append(f"{pid}: claim_{side} found {n}x as a body line in {path}")
        if claim in fenced: errors.append(f"{pid}: claim_{side} is inside a code fence")
        if claim != claim.strip() or not claim: errors.append(f"{pid}: claim_{side} has stray whitespace")
    if not re.match(r"^[A-Z]+\d+: ", p["note"]): errors.append(f"{pid}: note must start with pair id")
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10: errors.append(f"class {c}: {counts[(lbl, c)]} pairs, want 10")

n_root = len(root_files) + 1
n_facts = sum(f.startswith("facts/") for f in all_files)
n_auto = sum(f.startswith("auto/") for f in all_files)
in_pairs = {p[s] for p in pairs for s in ("a", "b")}
print(f"files: {len(all_files)} (root {n_root} incl. MEMORY.md, facts {n_facts}, auto {n_auto}); "
      f"files in no pair: {len(set(all_files) - in_pairs)}")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for (lbl, c), n in sorted(counts.items()):
    print(f"  {lbl:18} {c:20} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
