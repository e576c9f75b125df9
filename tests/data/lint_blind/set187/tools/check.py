#!/usr/bin/env python3
"""Check store/ and labels.yaml for consistency."""
import collections, os, re, sys, yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_kilnlog.md", "reference_gallery.md", "reference_infra.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []

def split(text):
    """Return (frontmatter text, body lines outside code fences, all body lines)."""
    if not text.startswith("---\n"):
        return None, [], text.splitlines()
    end = text.index("\n---\n", 4)
    fm, body = text[4:end], text[end + 5:].splitlines()
    outside, fence = [], False
    for line in body:
        if line.lstrip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            outside.append(line)
    return fm, outside, body

all_files = []
for root, _, fns in os.walk(STORE):
    for fn in fns:
        all_files.append(os.path.relpath(os.path.join(root, fn), STORE))

# frontmatter
for rel in all_files:
    if rel == "MEMORY.md":
        continue
    text = open(os.path.join(STORE, rel)).read()
    fm, _, _ = split(text)
    if fm is None:
        errors.append(f"{rel}: no frontmatter"); continue
    try:
        data = yaml.safe_load(fm)
        if rel in FLAT:
            errors.append(f"{rel}: expected a flat (non-strict) description but it parsed")
    except yaml.YAMLError:
        if rel not in FLAT:
            errors.append(f"{rel}: frontmatter does not parse")
        continue
    if "/" not in rel:
        for k in ("name", "description", "type"):
            if k not in data: errors.append(f"{rel}: missing {k}")
        if data.get("type") not in ("user", "feedback", "project", "reference"):
            errors.append(f"{rel}: bad type")
        if not rel.startswith(data.get("type", "") + "_"):
            errors.append(f"{rel}: file name does not start with its type")
    elif rel.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m: errors.append(f"{rel}: bad remnic path"); continue
        if data.get("id") != os.path.basename(rel)[:-3]: errors.append(f"{rel}: id != stem")
        if data.get("category") != m.group(2): errors.append(f"{rel}: category mismatch")
        if str(data.get("created"))[:10] != m.group(1): errors.append(f"{rel}: created date != folder")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in data: errors.append(f"{rel}: missing {k}")
    else:
        errors.append(f"{rel}: unexpected location")

# MEMORY.md indexes exactly the root files
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != root_files or len(idx) != len(set(idx)):
    errors.append(f"MEMORY.md index mismatch: {set(idx) ^ set(root_files)}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": errors.append("now is not 2026-11-28")
pairs = lab["pairs"]
seen = set()
counts = collections.Counter()
for p in pairs:
    pid = p["note"].split(":")[0]
    if p["label"] not in CLASSES or p["class"] not in CLASSES[p["label"]]:
        errors.append(f"{pid}: bad label/class")
    counts[(p["label"], p["class"])] += 1
    if not p["a"] < p["b"]: errors.append(f"{pid}: a/b not in sort order")
    if (p["a"], p["b"]) in seen: errors.append(f"{pid}: duplicate file pair")
    seen.add((p["a"], p["b"]))
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side])
        if not os.path.exists(path):
            errors.append(f"{pid}: {p[side]} missing"); continue
        _, outside, body = split(open(path).read())
        claim = p["claim_" + side]
        n = sum(1 for line in body if line == claim)
        if n != 1: errors.append(f"{pid}: claim_{side} found {n} times as a full line in {p[side]}")
        if claim not in outside: errors.append(f"{pid}: claim_{side} is inside a code fence or frontmatter")
        if not claim.strip(): errors.append(f"{pid}: empty claim_{side}")
for label, classes in CLASSES.items():
    for c in classes:
        if counts[(label, c)] != 10: errors.append(f"{label}/{c}: {counts[(label, c)]} pairs, want 10")
def lay(f):
    return "root" if "/" not in f else f.split("/")[0]
cross = sum(1 for p in pairs if lay(p["a"]) != lay(p["b"]))
layout = collections.Counter("root" if "/" not in f else f.split("/")[0] for f in all_files)
print(f"files: {len(all_files)} {dict(layout)}; pairs: {len(pairs)}; cross-layout: {cross}")
for k in sorted(counts): print(f"  {k[0]:18} {k[1]:20} {counts[k]}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK: all checks passed")
