#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Check ../store and ../labels.yaml for consistency."""
import collections, os, re, sys
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_farmdesk.md", "reference_infra.md", "project_overview.md", "reference_glossary.md"}  # unquoted ': ' on purpose
CONTRA = {"value_slot", "role_slot", "negation", "stale_vs_change"}
NONC = {"refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"}
errs = []


def split(text):
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")


def claim_lines(body):
    """Body lines outside code fences."""
    res, fence = [], False
    for ln in body:
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            res.append(ln)
    return res


def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"


files = []
for d, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(d, f), STORE))
files.sort()

# frontmatter
for rel in files:
    text = open(os.path.join(STORE, rel), encoding="utf-8").read()
    fm, _ = split(text)
    if rel == "MEMORY.md":
        continue
    if fm is None:
        errs.append(f"{rel}: no frontmatter"); continue
    lay = layout(rel)
    if rel in FLAT:
        try:
            yaml.safe_load(fm)
            errs.append(f"{rel}: meant to be flat (non-strict) but parses")
        except yaml.YAMLError:
            pass
        if not re.search(r"^description: .*: ", fm, re.M):
            errs.append(f"{rel}: flat description missing")
        continue
    try:
        meta = yaml.safe_load(fm)
    except yaml.YAMLError as e:
        errs.append(f"{rel}: frontmatter does not parse: {e}"); continue
    if lay == "root":
        if set(meta) != {"name", "description", "type"} or meta["type"] not in {"user", "feedback", "project", "reference"}:
            errs.append(f"{rel}: bad root frontmatter {meta}")
        if not rel.startswith(meta["type"] + "_"):
            errs.append(f"{rel}: filename does not start with type")
    elif lay == "auto":
        if not {"title", "created", "tags"} <= set(meta):
            errs.append(f"{rel}: bad auto frontmatter")
    else:
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m:
            errs.append(f"{rel}: bad facts path")
        elif meta.get("id") != os.path.basename(rel)[:-3] or meta.get("category") != m.group(2) or meta.get("status") != "active":
            errs.append(f"{rel}: facts frontmatter mismatch")

# MEMORY.md
root = {f for f in files if "/" not in f and f != "MEMORY.md"}
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read(), re.M)
if sorted(idx) != sorted(root) or len(idx) != len(set(idx)):
    errs.append(f"MEMORY.md index mismatch: missing {root - set(idx)}, extra {set(idx) - root}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    errs.append("now is not 2026-11-28")
pairs = lab["pairs"]
seen, counts, cross, used = set(), collections.Counter(), 0, set()
ids = set()
for i, p in enumerate(pairs):
    pid = p["note"].split(":")[0]
    if pid in ids:
        errs.append(f"duplicate pair id {pid}")
    ids.add(pid)
    a, b = p["a"], p["b"]
    if not a < b:
        errs.append(f"{pid}: a/b not sorted")
    if (a, b) in seen:
        errs.append(f"{pid}: duplicate file pair {a} {b}")
    seen.add((a, b))
    counts[(p["label"], p["class"])] += 1
    if (p["label"] == "contradiction") != (p["class"] in CONTRA) or p["class"] not in CONTRA | NONC:
        errs.append(f"{pid}: label/class mismatch")
    if layout(a) != layout(b):
        cross += 1
    for side in "ab":
        path, claim = p[side], p["claim_" + side]
        fp = os.path.join(STORE, path)
        if not os.path.isfile(fp):
            errs.append(f"{pid}: missing file {path}"); continue
        used.add(path)
        _, body = split(open(fp, encoding="utf-8").read())
        n_all = body.count(claim)
        n_ok = claim_lines(body).count(claim)
        if n_all != 1 or n_ok != 1:
            errs.append(f"{pid}: claim_{side} found {n_all} times as a line ({n_ok} outside fences) in {path}")
        if claim != claim.strip() or not claim:
            errs.append(f"{pid}: claim_{side} has stray whitespace")
for c in CONTRA | NONC:
    lbl = "contradiction" if c in CONTRA else "non_contradiction"
    if counts[(lbl, c)] != 10:
        errs.append(f"class {c}: {counts[(lbl, c)]} pairs, want 10")

lay_counts = collections.Counter(layout(f) for f in files)
print(f"files: {len(files)} (root {lay_counts['root']} incl. MEMORY.md, auto {lay_counts['auto']}, facts {lay_counts['facts']})")
print(f"pairs: {len(pairs)}, cross-layout {cross}, files in no pair: {len(set(files) - used)}")
for (l, c), n in sorted(counts.items()):
    print(f"  {l:18} {c:20} {n}")
if errs:
    print("FAIL"); print("\n".join(errs)); sys.exit(1)
print("OK")
