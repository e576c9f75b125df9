#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import os, re, sys
from collections import Counter
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_council.md", "reference_hallbook.md", "reference_pathwatch.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate",
                                 "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(path):
    text = open(path, encoding="utf-8").read()
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def layout(rel):
    return "facts" if rel.startswith("facts/") else "auto" if rel.startswith("auto/") else "root"

files = []
for dp, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(dp, f), STORE))
root = sorted(f for f in files if "/" not in f and f != "MEMORY.md")

# frontmatter
for rel in files:
    if rel == "MEMORY.md":
        continue
    fm, _ = split(os.path.join(STORE, rel))
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    lay = layout(rel)
    if lay == "root" and rel in FLAT:
        kv = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
        if set(kv) < {"name", "description", "type"}:
            err(f"{rel}: flat frontmatter lacks keys")
        try:
            yaml.safe_load(fm); err(f"{rel}: expected non-strict YAML description but it parses")
        except yaml.YAMLError:
            pass
        meta = {"name": kv.get("name"), "type": kv.get("type")}
    else:
        try:
            meta = yaml.safe_load(fm)
        except yaml.YAMLError as e:
            err(f"{rel}: frontmatter does not parse: {e}"); continue
    if lay == "root":
        m = re.match(r"(user|feedback|project|reference)_(.+)\.md$", rel)
        if not m or meta.get("type") != m.group(1):
            err(f"{rel}: bad root name/type")
        if not meta.get("name") or "hollinsbury" in str(meta.get("name")):
            err(f"{rel}: bad name slug")
    elif lay == "facts":
        m = re.match(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m:
            err(f"{rel}: bad remnic path"); continue
        if meta.get("id") != os.path.basename(rel)[:-3] or meta.get("category") != m.group(2):
            err(f"{rel}: id/category mismatch")
        if str(meta.get("created"))[:10] != m.group(1) and not str(meta.get("created")).startswith(m.group(1)):
            err(f"{rel}: created date != folder date")
        for k in ("source", "confidence", "confidenceTier", "tags", "status"):
            if k not in meta:
                err(f"{rel}: missing {k}")
    else:
        for k in ("title", "created", "tags"):
            if k not in meta:
                err(f"{rel}: missing {k}")

# MEMORY.md
idx = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read().strip().split("\n")
linked = []
for l in idx:
    m = re.match(r"- \[[^\]]+\]\(([^)]+)\) — \S", l)
    if not m:
        err(f"MEMORY.md: bad line {l!r}")
    else:
        linked.append(m.group(1))
if sorted(linked) != root or len(linked) != len(set(linked)):
    err(f"MEMORY.md does not index exactly the root files: {set(root) ^ set(linked)}")

# labels
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now != 2026-11-28")
pairs = lab["pairs"]
seen = set(); counts = Counter(); cross = 0; used_files = set()
for i, p in enumerate(pairs):
    pid = p["note"].split(":")[0]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p:
            err(f"{pid}: missing {k}")
    if not re.match(r"^(V|R|N|S|F|O|D|A|NS)\d+$", pid):
        err(f"pair {i}: note does not start with a pair id")
    if not p["a"] < p["b"]:
        err(f"{pid}: a/b not sorted")
    if (p["a"], p["b"]) in seen:
        err(f"{pid}: duplicate file pair")
    seen.add((p["a"], p["b"]))
    if p["class"] not in CLASSES.get(p["label"], []):
        err(f"{pid}: class {p['class']} not under label {p['label']}")
    counts[(p["label"], p["class"])] += 1
    if layout(p["a"]) != layout(p["b"]):
        cross += 1
    for side in ("a", "b"):
        rel = p[side]; claim = p["claim_" + side]; used_files.add(rel)
        path = os.path.join(STORE, rel)
        if not os.path.isfile(path):
            err(f"{pid}: {rel} missing"); continue
        _, body = split(path)
        n = sum(1 for l in body if l == claim)
        if n != 1:
            err(f"{pid}: claim_{side} found {n} times as a full body line of {rel}")
        infence = False
        for l in body:
            if l.strip().startswith("```"):
                infence = not infence; continue
            if l == claim and infence:
                err(f"{pid}: claim_{side} is inside a code fence")
        if not claim.strip() or claim.strip().startswith(("#", "|---")):
            err(f"{pid}: claim_{side} is not a claim line")
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10:
            err(f"{lbl}/{c}: {counts[(lbl, c)]} pairs, want 10")
if len(pairs) != 90:
    err(f"{len(pairs)} pairs, want 90")

lays = Counter(layout(f) for f in files if f != "MEMORY.md")
print(f"files: {len(files)} (root {lays['root']} + MEMORY.md, facts {lays['facts']}, auto {lays['auto']})")
print(f"pairs: {len(pairs)}, cross-layout {cross}, files in no pair: {len(set(files) - used_files)}")
for (lbl, c), n in sorted(counts.items()):
    print(f"  {lbl:18} {c:18} {n}")
if errors:
    print("FAIL"); [print(" -", e) for e in errors]; sys.exit(1)
print("OK")
