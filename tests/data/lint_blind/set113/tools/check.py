#!/usr/bin/env python3
"""Check ../store and ../labels.yaml for consistency with the brief."""
import collections, os, re, sys
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT_DESC = {"reference_milkrun.md", "reference_infra.md", "reference_glossary.md", "project_export_nl.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []

def err(msg):
    errors.append(msg)

def split(path):
    text = open(path, encoding="utf-8").read()
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def body_lines(path):
    """body lines outside code fences"""
    _, lines = split(path)
    out, fence = [], False
    for ln in lines:
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(ln)
    return out

def layout(rel):
    return "facts" if rel.startswith("facts/") else "auto" if rel.startswith("auto/") else "root"

# --- files and frontmatter
files = []
for d, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(d, f), STORE))
root = sorted(f for f in files if "/" not in f and f != "MEMORY.md")
for rel in files:
    if rel == "MEMORY.md":
        continue
    fm, _ = split(os.path.join(STORE, rel))
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    lay = layout(rel)
    if lay == "root" and rel in FLAT_DESC:
        if not re.search(r"^description: [^\"'].*: ", fm, re.M):
            err(f"{rel}: expected an unquoted ': ' description")
        continue
    try:
        meta = yaml.safe_load(fm)
    except yaml.YAMLError as e:
        err(f"{rel}: frontmatter does not parse: {e}"); continue
    if lay == "root":
        m = re.match(r"(user|feedback|project|reference)_(.+)\.md$", rel)
        if not m or set(meta) != {"name", "description", "type"} or meta["type"] != m.group(1):
            err(f"{rel}: bad root frontmatter {meta}")
    elif lay == "facts":
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/((fact|preference|decision)-(\d{13})-[0-9a-f]{4})\.md$", rel)
        if not m or meta.get("id") != m.group(2) or meta.get("category") != m.group(3) \
                or meta.get("status") != "active" or not str(meta.get("created", "")).startswith(m.group(1)):
            err(f"{rel}: bad remnic frontmatter/path")
    else:
        if not re.match(r"auto/[a-z0-9-]+\.md$", rel) or not {"title", "created", "tags"} <= set(meta):
            err(f"{rel}: bad auto note")

# --- MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", mem, re.M)
if sorted(idx) != root or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {set(root) - set(idx)}, extra {set(idx) - set(root)}")

# --- labels
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now must be 2026-11-28")
pairs = lab["pairs"]
counts, seen, cross, ids = collections.Counter(), set(), 0, set()
for i, p in enumerate(pairs):
    if set(p) != {"a", "b", "label", "class", "claim_a", "claim_b", "note"}:
        err(f"pair {i}: keys {sorted(p)}")
    pid = p["note"].split(":")[0]
    if pid in ids:
        err(f"duplicate pair id {pid}")
    ids.add(pid)
    if p["class"] not in CLASSES.get(p["label"], []):
        err(f"{pid}: class {p['class']} not valid for {p['label']}")
    counts[(p["label"], p["class"])] += 1
    if not p["a"] < p["b"]:
        err(f"{pid}: a/b not sorted")
    if (p["a"], p["b"]) in seen:
        err(f"{pid}: duplicate file pair {p['a']} {p['b']}")
    seen.add((p["a"], p["b"]))
    cross += layout(p["a"]) != layout(p["b"])
    for side in "ab":
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path):
            err(f"{pid}: missing {p[side]}"); continue
        claim = p["claim_" + side]
        _, all_body = split(path)
        n_all = all_body.count(claim)
        n_body = body_lines(path).count(claim)
        if claim != claim.strip("\n") or not claim.strip():
            err(f"{pid}: claim_{side} empty or multi-line")
        if n_all != 1 or n_body != 1:
            err(f"{pid}: claim_{side} found {n_all}x in body ({n_body}x outside code) of {p[side]}")
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10:
            err(f"class {lbl}/{c}: {counts[(lbl, c)]} pairs, want 10")
in_pairs = {p["a"] for p in pairs} | {p["b"] for p in pairs}
lay = collections.Counter(layout(f) for f in files if f != "MEMORY.md")
print(f"files: {len(files)} (root {lay['root']} + MEMORY.md, facts {lay['facts']}, auto {lay['auto']}); "
      f"in no pair: {len(set(files) - in_pairs)}")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for (lbl, c), n in sorted(counts.items()):
    print(f"  {lbl:17s} {c:18s} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
