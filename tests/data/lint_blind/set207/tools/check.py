#!/usr/bin/env python3
"""Check store/ and labels.yaml: paths exist, claims are full body lines present exactly once in
their file and outside frontmatter/code fences, frontmatter parses (except the intentional flat
descriptions), MEMORY.md indexes exactly the root files, a/b order, unique file pairs, class counts."""
import collections, os, re, sys, yaml

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(HERE, "store")
FLAT = {"reference_labtrack.md", "reference_bookbench.md", "reference_infra.md",
        "reference_sites.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history",
                                 "agreeing_duplicate", "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(text):
    """-> (frontmatter text or None, list of (line, in_code) for the body)"""
    fm, body = None, text
    if text.startswith("---\n"):
        end = text.index("\n---\n", 4)
        fm, body = text[4:end], text[end + 5:]
    out, code = [], False
    for line in body.split("\n"):
        if line.lstrip().startswith("```"):
            code = not code
            out.append((line, True))
            continue
        out.append((line, code))
    return fm, out

all_files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        all_files.append(os.path.relpath(os.path.join(root, f), STORE))
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")

# frontmatter
for f in sorted(all_files):
    if f == "MEMORY.md":
        continue
    text = open(os.path.join(STORE, f), encoding="utf-8").read()
    fm, _ = split(text)
    if fm is None:
        err(f"{f}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if f in FLAT:
            err(f"{f}: meant to be a flat (non-strict) description but parses")
    except yaml.YAMLError:
        if f in FLAT:
            continue
        err(f"{f}: frontmatter does not parse"); continue
    if "/" not in f:
        typ = f.split("_", 1)[0]
        if d.get("type") != typ or not d.get("name") or not d.get("description"):
            err(f"{f}: bad root frontmatter {d}")
    elif f.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", f)
        if not m:
            err(f"{f}: bad remnic path"); continue
        if d.get("id") != os.path.basename(f)[:-3] or d.get("category") != m.group(2) or d.get("status") != "active":
            err(f"{f}: remnic frontmatter mismatch")
        if not str(d.get("created", "")).startswith(m.group(1)):
            err(f"{f}: created date not the folder date")
    elif f.startswith("auto/"):
        if not all(k in d for k in ("title", "created", "tags")):
            err(f"{f}: auto frontmatter missing keys")
    else:
        err(f"{f}: unexpected location")

# MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read().strip().split("\n")
idx = []
for line in mem:
    m = re.fullmatch(r"- \[[^\]]+\]\(([^)]+)\) — .+", line)
    if not m:
        err(f"MEMORY.md: bad line {line!r}")
    else:
        idx.append(m.group(1))
if sorted(idx) != root_files or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {set(root_files)-set(idx)}, extra {set(idx)-set(root_files)}")

# labels
lab = yaml.safe_load(open(os.path.join(HERE, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
seen, counts, ids = set(), collections.Counter(), set()
files_in_pairs = set()
cross = 0
def layout(p): return p.split("/")[0] if "/" in p else "root"
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    pid = str(p["note"]).split(":")[0]
    if pid in ids: err(f"duplicate pair id {pid}")
    ids.add(pid)
    if not a < b: err(f"{pid}: a/b not in path order")
    if (a, b) in seen: err(f"{pid}: duplicate file pair {a} {b}")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []): err(f"{pid}: class {p['class']} vs label {p['label']}")
    counts[(p["label"], p["class"])] += 1
    cross += layout(a) != layout(b)
    for side in "ab":
        path, claim = p[side], p["claim_" + side]
        full = os.path.join(STORE, path)
        if not os.path.isfile(full):
            err(f"{pid}: {path} missing"); continue
        files_in_pairs.add(path)
        _, body = split(open(full, encoding="utf-8").read())
        hits = [c for (l, c) in body if l == claim]
        if len(hits) != 1: err(f"{pid}: claim_{side} found {len(hits)} times as a full line in {path}")
        elif hits[0]: err(f"{pid}: claim_{side} is inside a code block in {path}")
        if not claim.strip(): err(f"{pid}: empty claim_{side}")
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10: err(f"class {lbl}/{c}: {counts[(lbl, c)]} pairs, want 10")
if len(pairs) != 90: err(f"{len(pairs)} pairs, want 90")

n_root = len(root_files); n_auto = sum(f.startswith("auto/") for f in all_files)
n_facts = sum(f.startswith("facts/") for f in all_files)
print(f"files: {len(all_files)} (root {n_root} + MEMORY.md, auto {n_auto}, facts {n_facts}); "
      f"files in no pair: {len(all_files) - len(files_in_pairs)}")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for (lbl, c), n in sorted(counts.items()):
    print(f"  {lbl:18s} {c:20s} {n}")
if errors:
    print("FAILED"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK: all checks passed")
