#!/usr/bin/env python3
"""Check ../store and ../labels.yaml."""
import os, re, sys
from collections import Counter
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT_OK = {"reference_infra.md", "reference_workshop.md", "project_pricing.md", "reference_glossary.md"}
CLASSES = {
    "contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
    "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"],
}
errors = []


def err(msg):
    errors.append(msg)


def split(text):
    """-> (frontmatter text, body lines, set of body line indexes inside code fences)"""
    if not text.startswith("---\n"):
        return None, text.split("\n"), set()
    end = text.index("\n---\n", 4)
    fm = text[4:end]
    body = text[end + 5:].split("\n")
    fenced, inside = set(), False
    for i, line in enumerate(body):
        if line.strip().startswith("```"):
            inside = not inside
            fenced.add(i)
        elif inside:
            fenced.add(i)
    return fm, body, fenced


all_files = []
for root, _, names in os.walk(STORE):
    for n in names:
        all_files.append(os.path.relpath(os.path.join(root, n), STORE))
all_files.sort()
root_files = [f for f in all_files if "/" not in f and f != "MEMORY.md"]

# frontmatter
flat_seen = set()
for f in all_files:
    text = open(os.path.join(STORE, f)).read()
    if f == "MEMORY.md":
        continue
    fm, body, _ = split(text)
    if fm is None:
        err(f"{f}: no frontmatter")
        continue
    try:
        data = yaml.safe_load(fm)
    except yaml.YAMLError:
        if f in FLAT_OK:
            flat_seen.add(f)
            data = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
        else:
            err(f"{f}: frontmatter does not parse")
            continue
    if "/" not in f:
        if not re.fullmatch(r"(user|feedback|project|reference)_[a-z0-9_]+\.md", f):
            err(f"{f}: bad root name")
        for k in ("name", "description", "type"):
            if k not in data:
                err(f"{f}: missing {k}")
        if data.get("type") != f.split("_")[0]:
            err(f"{f}: type {data.get('type')} does not match file name")
    elif f.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", f)
        if not m:
            err(f"{f}: bad remnic path")
        else:
            if data.get("id") != os.path.basename(f)[:-3] or data.get("category") != m.group(2):
                err(f"{f}: id/category mismatch")
            if not str(data.get("created", "")).startswith(m.group(1)):
                err(f"{f}: created does not match folder date")
        for k in ("id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in data:
                err(f"{f}: missing {k}")
    elif f.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in data:
                err(f"{f}: missing {k}")
    else:
        err(f"{f}: unexpected location")
for f in FLAT_OK - flat_seen:
    err(f"{f}: expected a flat (non-strict YAML) description")

# MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md")).read()
indexed = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(indexed) != sorted(root_files) or len(indexed) != len(set(indexed)):
    err(f"MEMORY.md indexes {sorted(set(indexed) ^ set(root_files))} wrongly")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
seen = set()
counts = Counter()
ids = set()
cross = 0
for i, p in enumerate(pairs):
    pid = p["note"].split(":")[0]
    if pid in ids:
        err(f"duplicate pair id {pid}")
    ids.add(pid)
    a, b = p["a"], p["b"]
    if not a < b:
        err(f"{pid}: a/b not in sort order")
    if (a, b) in seen:
        err(f"{pid}: duplicate file pair {a} {b}")
    seen.add((a, b))
    if p["label"] not in CLASSES or p["class"] not in CLASSES[p["label"]]:
        err(f"{pid}: bad label/class {p['label']}/{p['class']}")
    counts[(p["label"], p["class"])] += 1
    lay = lambda x: x.split("/")[0] if "/" in x else "root"
    cross += lay(a) != lay(b)
    for side in ("a", "b"):
        f, claim = p[side], p["claim_" + side]
        full = os.path.join(STORE, f)
        if not os.path.isfile(full):
            err(f"{pid}: {f} missing")
            continue
        fm, body, fenced = split(open(full).read())
        hits = [j for j, line in enumerate(body) if line == claim]
        if len(hits) != 1:
            err(f"{pid}: claim_{side} found {len(hits)} times as a full body line of {f}")
        elif hits[0] in fenced:
            err(f"{pid}: claim_{side} is inside a code fence in {f}")
        if "\n" in claim or not claim.strip():
            err(f"{pid}: claim_{side} is not one line")
for label, classes in CLASSES.items():
    for c in classes:
        if counts[(label, c)] != 10:
            err(f"{label}/{c}: {counts[(label, c)]} pairs, want 10")
if len(pairs) != 90:
    err(f"{len(pairs)} pairs, want 90")

files_in_pairs = {p[s] for p in pairs for s in ("a", "b")}
print(f"files: {len(all_files)} (root {len(root_files)} + MEMORY.md, "
      f"facts {sum(f.startswith('facts/') for f in all_files)}, auto {sum(f.startswith('auto/') for f in all_files)})")
print(f"pairs: {len(pairs)}, cross-layout {cross}, files in no pair {len(set(all_files) - files_in_pairs)}")
for (label, c), n in sorted(counts.items()):
    print(f"  {label:18} {c:20} {n}")
if errors:
    print(f"FAIL: {len(errors)} problems")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK: all checks passed")
