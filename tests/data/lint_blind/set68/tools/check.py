#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import os, re, sys, collections
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_roombook.md", "reference_infra.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

all_files = []
for dp, _, fns in os.walk(STORE):
    for fn in fns:
        all_files.append(os.path.relpath(os.path.join(dp, fn), STORE))
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")

# frontmatter
flat_seen = set()
for rel in all_files:
    if rel == "MEMORY.md":
        continue
    text = open(os.path.join(STORE, rel)).read()
    fm, body = split(text)
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if rel in FLAT:
            err(f"{rel}: expected a non-strict (flat) description but YAML parsed")
    except yaml.YAMLError:
        if rel in FLAT:
            flat_seen.add(rel)
            d = dict(l.split(": ", 1) for l in fm.splitlines() if ": " in l)
        else:
            err(f"{rel}: frontmatter does not parse"); continue
    if "/" not in rel:
        m = re.fullmatch(r"(user|feedback|project|reference)_[a-z0-9_-]+\.md", rel)
        if not m: err(f"{rel}: bad root name")
        for k in ("name", "description", "type"):
            if k not in d: err(f"{rel}: missing {k}")
        if m and d.get("type") != m.group(1): err(f"{rel}: type mismatch")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: err(f"{rel}: missing {k}")
    elif rel.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m: err(f"{rel}: bad remnic path"); continue
        if d.get("id") != os.path.basename(rel)[:-3]: err(f"{rel}: id != stem")
        if d.get("category") != m.group(2): err(f"{rel}: category mismatch")
        if not str(d.get("created", "")).startswith(m.group(1)): err(f"{rel}: created not on folder date")
        for k in ("updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in d: err(f"{rel}: missing {k}")
    else:
        err(f"{rel}: unexpected location")
if flat_seen != FLAT:
    err(f"flat descriptions expected {sorted(FLAT)}, saw {sorted(flat_seen)}")

# MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(linked) != root_files or len(linked) != len(set(linked)):
    err(f"MEMORY.md index mismatch: missing {sorted(set(root_files)-set(linked))}, extra {sorted(set(linked)-set(root_files))}")

# labels
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now is not 2026-11-28")
pairs = lab["pairs"]
seen = set(); counts = collections.Counter(); cross = 0; in_pairs = set()
def layout(p): return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"
for i, p in enumerate(pairs):
    pid = p.get("note", "").split(":")[0]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p: err(f"pair {i}: missing {k}")
    if not p["a"] < p["b"]: err(f"{pid}: a/b not sorted")
    if (p["a"], p["b"]) in seen: err(f"{pid}: duplicate file pair")
    seen.add((p["a"], p["b"]))
    if p["class"] not in CLASSES.get(p["label"], []): err(f"{pid}: bad label/class")
    counts[(p["label"], p["class"])] += 1
    cross += layout(p["a"]) != layout(p["b"])
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side]); in_pairs.add(p[side])
        if not os.path.isfile(path): err(f"{pid}: {p[side]} missing"); continue
        _, body = split(open(path).read())
        lines = body.split("\n")
        n = lines.count(p["claim_" + side])
        if n != 1: err(f"{pid}: claim_{side} found {n} times as a full body line of {p[side]}")
    if not re.match(r"^(V|R|N|S|F|O|D|A|NS)\d+: ", p["note"]): err(f"{pid}: note does not start with pair id")
for label, cls in ((l, c) for l, cs in CLASSES.items() for c in cs):
    if counts[(label, cls)] != 10: err(f"{label}/{cls}: {counts[(label, cls)]} pairs, want 10")
if len(pairs) != 90: err(f"{len(pairs)} pairs, want 90")

nroot = len(root_files); nauto = sum(f.startswith("auto/") for f in all_files); nfacts = sum(f.startswith("facts/") for f in all_files)
print(f"files: {len(all_files)} ({nroot} root memories + MEMORY.md, {nfacts} remnic, {nauto} auto); "
      f"{len(all_files) - len(in_pairs)} files in no pair")
print(f"pairs: {len(pairs)}, cross-layout: {cross}; per class: " +
      ", ".join(f"{c}={counts[(l, c)]}" for l, cs in CLASSES.items() for c in cs))
if errors:
    print("FAIL"); print("\n".join(errors)); sys.exit(1)
print("OK: all checks passed")
