#!/usr/bin/env python3
"""Check store/ and labels.yaml: paths, claim lines, frontmatter, MEMORY.md, order, counts."""
import collections, os, re, sys
import yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT_OK = {"reference_infra.md", "reference_products.md", "reference_sites.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate",
                                 "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(path):
    text = open(path).read()
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def claim_lines(body):
    """body lines outside code fences"""
    out, fence = [], False
    for l in body:
        if l.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(l)
    return out

files = []
for d, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(d, f), STORE))
root = sorted(f for f in files if "/" not in f and f != "MEMORY.md")

# frontmatter
for rel in files:
    if rel == "MEMORY.md":
        continue
    fm, _ = split(os.path.join(STORE, rel))
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        data = yaml.safe_load(fm)
        if rel in FLAT_OK:
            err(f"{rel}: expected a non-strict flat description but it parsed")
    except yaml.YAMLError:
        if rel not in FLAT_OK:
            err(f"{rel}: frontmatter does not parse")
        continue
    if "/" not in rel:
        for k in ("name", "description", "type"):
            if k not in data: err(f"{rel}: missing {k}")
        if data.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{rel}: bad type")
        if not rel.startswith(data.get("type", "") + "_"):
            err(f"{rel}: filename prefix != type")
    elif rel.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m: err(f"{rel}: bad remnic path")
        elif data.get("id") != os.path.basename(rel)[:-3] or data.get("category") != m.group(2):
            err(f"{rel}: id/category mismatch")
        elif not str(data.get("created", "")).startswith(m.group(1)):
            err(f"{rel}: created not on folder date")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in data: err(f"{rel}: missing {k}")
    else:
        err(f"{rel}: unexpected location")

# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != root or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {set(root)-set(idx)}, extra {set(idx)-set(root)}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now != 2026-11-28")
pairs = lab["pairs"]
seen, counts = set(), collections.Counter()
for i, p in enumerate(pairs):
    pid = p["note"].split(":")[0]
    for side in "ab":
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path):
            err(f"{pid}: missing {p[side]}"); continue
        fm, body = split(path)
        c = p["claim_" + side]
        if c != c.strip("\n") or "\n" in c: err(f"{pid}: claim_{side} not one line")
        n = body.count(c)
        if n != 1: err(f"{pid}: claim_{side} found {n} times as a body line in {p[side]}")
        if c not in claim_lines(body): err(f"{pid}: claim_{side} inside a code fence")
        if fm and c in fm.split("\n"): err(f"{pid}: claim_{side} in frontmatter")
    if not p["a"] < p["b"]: err(f"{pid}: a/b not sorted")
    key = (p["a"], p["b"])
    if key in seen: err(f"{pid}: duplicate file pair {key}")
    seen.add(key)
    if p["class"] not in CLASSES.get(p["label"], []): err(f"{pid}: class/label mismatch")
    counts[(p["label"], p["class"])] += 1
    if not re.match(r"^[A-Z]+\d+: ", p["note"]): err(f"{pid}: note does not start with id")
for lbl, cl in CLASSES.items():
    for c in cl:
        if counts[(lbl, c)] != 10: err(f"class {c}: {counts[(lbl, c)]} pairs, want 10")
if len(pairs) != 90: err(f"{len(pairs)} pairs, want 90")

cross = sum(1 for p in pairs if p["a"].split("/")[0] != p["b"].split("/")[0]
            or ("/" not in p["a"]) != ("/" not in p["b"]))
layout = lambda r: r.split("/")[0] if "/" in r else "root"
cross = sum(1 for p in pairs if layout(p["a"]) != layout(p["b"]))
in_pairs = {p["a"] for p in pairs} | {p["b"] for p in pairs}
print(f"files: {len(files)} (root {len(root)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, "
      f"auto {sum(f.startswith('auto/') for f in files)}); files in no pair: {len(set(files) - in_pairs)}")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for (l, c), n in sorted(counts.items()): print(f"  {l:18} {c:20} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK: all checks passed")
