#!/usr/bin/env python3
"""Check store/ and labels.yaml for set51."""
import collections, os, re, sys
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_pawbook.md", "reference_sites.md", "reference_infra.md", "reference_payments.md"}
CLASSES = {
    "contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
    "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"],
}
errors = []


def err(msg):
    errors.append(msg)


def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]


all_files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root_files = [f for f in all_files if "/" not in f and f != "MEMORY.md"]

# frontmatter
flat_failures = 0
for rel in all_files:
    if rel == "MEMORY.md":
        continue
    text = open(os.path.join(STORE, rel)).read()
    fm, _ = split(text)
    if fm is None:
        err(f"{rel}: no frontmatter")
        continue
    try:
        data = yaml.safe_load(fm)
    except yaml.YAMLError:
        if rel in FLAT:
            flat_failures += 1
            continue
        err(f"{rel}: frontmatter does not parse")
        continue
    if rel in FLAT:
        err(f"{rel}: expected a flat (non-strict) description but it parsed")
    if "/" not in rel:
        if set(data) != {"name", "description", "type"} or data["type"] not in {"user", "feedback", "project", "reference"}:
            err(f"{rel}: bad root frontmatter {data}")
        if not rel.startswith(data["type"] + "_"):
            err(f"{rel}: file name does not start with its type")
    elif rel.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m:
            err(f"{rel}: bad remnic path")
        elif data.get("id") != os.path.basename(rel)[:-3] or data.get("category") != m.group(2) \
                or not str(data.get("created", "")).startswith(m.group(1)) or data.get("status") != "active":
            err(f"{rel}: remnic frontmatter mismatch")
    elif rel.startswith("auto/"):
        if not {"title", "created", "tags"} <= set(data or {}):
            err(f"{rel}: auto note frontmatter incomplete")
    else:
        err(f"{rel}: unexpected location")
for rel in FLAT:
    d = open(os.path.join(STORE, rel)).read()
    if not re.search(r"^description: [^\n]*: ", d, re.M):
        err(f"{rel}: flat description lost its ': '")

# MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", mem, re.M)
if sorted(linked) != sorted(root_files) or len(linked) != len(set(linked)):
    err(f"MEMORY.md index mismatch: missing {set(root_files) - set(linked)}, extra {set(linked) - set(root_files)}")

# labels
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
seen = set()
counts = collections.Counter()
cross = 0
ids = []


def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"


for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    tag = f"pair {i} ({p.get('note', '')[:6]})"
    for key in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if key not in p:
            err(f"{tag}: missing {key}")
    if not a < b:
        err(f"{tag}: a does not sort before b")
    if (a, b) in seen:
        err(f"{tag}: duplicate file pair {a} {b}")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []):
        err(f"{tag}: class {p['class']} not valid for {p['label']}")
    counts[(p["label"], p["class"])] += 1
    if layout(a) != layout(b):
        cross += 1
    pid = p["note"].split(":", 1)[0]
    ids.append(pid)
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path):
            err(f"{tag}: {p[side]} does not exist")
            continue
        _, body = split(open(path).read())
        lines = body.split("\n")
        claim = p["claim_" + side]
        n = lines.count(claim)
        if n != 1:
            err(f"{tag}: claim_{side} found {n} times as a full body line in {p[side]}")
        if claim.strip() != claim or not claim:
            err(f"{tag}: claim_{side} has stray whitespace")
if len(ids) != len(set(ids)):
    err("duplicate pair ids in notes")
if len(pairs) != 90:
    err(f"{len(pairs)} pairs, expected 90")
for label, classes in CLASSES.items():
    for c in classes:
        if counts[(label, c)] != 10:
            err(f"{label}/{c}: {counts[(label, c)]} pairs, expected 10")

in_pairs = {p[s] for p in pairs for s in ("a", "b")}
print(f"files: {len(all_files)} (root {len(root_files)} + MEMORY.md, "
      f"facts {sum(f.startswith('facts/') for f in all_files)}, auto {sum(f.startswith('auto/') for f in all_files)})")
print(f"files in no pair: {len(set(all_files) - in_pairs)}")
print(f"flat descriptions (non-strict YAML, intended): {flat_failures}")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for (label, c), n in sorted(counts.items()):
    print(f"  {label:18} {c:20} {n}")
if errors:
    print(f"FAIL: {len(errors)} problem(s)")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("OK: all checks passed")
