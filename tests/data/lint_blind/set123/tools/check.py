#!/usr/bin/env python3
"""Validate store/ and labels.yaml (independent of build.py's tables)."""
import collections
import os
import re
import sys

import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT_OK = {"reference_dispatchr.md", "reference_infra.md", "reference_depots.md", "reference_glossary.md"}
CLASSES = {
    "contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
    "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"],
}
FACT_RE = re.compile(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$")
ROOT_RE = re.compile(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$")
errors = []


def err(msg):
    errors.append(msg)


def split(path):
    text = open(path, encoding="utf-8").read()
    if not text.startswith("---\n"):
        return None, text.split("\n"), text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n"), text


def body_lines(lines):
    """Body lines outside code fences."""
    out, fence = [], False
    for ln in lines:
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(ln)
    return out


all_files = sorted(os.path.relpath(os.path.join(d, f), STORE)
                   for d, _, fs in os.walk(STORE) for f in fs)
root_files = [f for f in all_files if "/" not in f and f != "MEMORY.md"]

# frontmatter + layout
flat_found = set()
for rel in all_files:
    if rel == "MEMORY.md":
        continue
    fm, _, _ = split(os.path.join(STORE, rel))
    if fm is None:
        err(f"{rel}: no frontmatter")
        continue
    try:
        meta = yaml.safe_load(fm)
    except yaml.YAMLError:
        if rel in FLAT_OK:
            flat_found.add(rel)
            meta = dict(l.split(": ", 1) for l in fm.split("\n"))
        else:
            err(f"{rel}: frontmatter does not parse")
            continue
    if "/" not in rel:
        if not ROOT_RE.match(rel):
            err(f"{rel}: bad root file name")
        if set(meta) != {"name", "description", "type"}:
            err(f"{rel}: root keys {sorted(meta)}")
        if meta.get("type") != rel.split("_")[0]:
            err(f"{rel}: type {meta.get('type')} does not match file name")
    elif rel.startswith("facts/"):
        m = FACT_RE.match(rel)
        if not m:
            err(f"{rel}: bad remnic path")
        elif meta.get("id") != os.path.basename(rel)[:-3] or meta.get("category") != m.group(2):
            err(f"{rel}: id/category mismatch")
        elif str(meta.get("created", ""))[:10] != m.group(1):
            err(f"{rel}: created date != folder date")
    elif rel.startswith("auto/"):
        if not {"title", "created", "tags"} <= set(meta):
            err(f"{rel}: auto keys {sorted(meta)}")
    else:
        err(f"{rel}: unexpected location")
if flat_found != FLAT_OK:
    err(f"intentional flat descriptions expected {sorted(FLAT_OK)}, found {sorted(flat_found)}")

# MEMORY.md indexes exactly the root files
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read(), re.M)
if sorted(idx) != sorted(root_files) or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {sorted(set(root_files) - set(idx))}, extra {sorted(set(idx) - set(root_files))}")

# labels
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
seen, counts, ids = set(), collections.Counter(), set()
used_files = set()
for i, p in enumerate(pairs):
    tag = p.get("note", "")[:6]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p:
            err(f"pair {i}: missing {k}")
    if p["class"] not in CLASSES.get(p["label"], []):
        err(f"pair {i}: class {p['class']} not under {p['label']}")
    if not p["a"] < p["b"]:
        err(f"pair {i} {tag}: a/b not in path order")
    if (p["a"], p["b"]) in seen:
        err(f"pair {i} {tag}: duplicate file pair")
    seen.add((p["a"], p["b"]))
    pid = p["note"].split(":")[0]
    if not re.match(r"^(V|R|N|S|F|O|D|A|NS)\d+$", pid) or pid in ids:
        err(f"pair {i}: bad or duplicate id {pid}")
    ids.add(pid)
    counts[(p["label"], p["class"])] += 1
    for side in "ab":
        rel, claim = p[side], p["claim_" + side]
        path = os.path.join(STORE, rel)
        if not os.path.isfile(path):
            err(f"{pid}: {rel} does not exist")
            continue
        used_files.add(rel)
        _, body, _ = split(path)
        n_all = body.count(claim)
        n_out = body_lines(body).count(claim)
        if n_all != 1 or n_out != 1:
            err(f"{pid}: claim_{side} found {n_all}x as a full body line ({n_out}x outside code fences) in {rel}")
        if claim != claim.strip() or not claim:
            err(f"{pid}: claim_{side} has stray whitespace")

for lbl, classes in CLASSES.items():
    for c in classes:
        if counts[(lbl, c)] != 10:
            err(f"class {lbl}/{c}: {counts[(lbl, c)]} pairs, want 10")

layout = lambda f: "facts" if f.startswith("facts/") else ("auto" if f.startswith("auto/") else "root")
cross = sum(layout(p["a"]) != layout(p["b"]) for p in pairs)
n_root = len(root_files)
n_auto = sum(f.startswith("auto/") for f in all_files)
n_facts = sum(f.startswith("facts/") for f in all_files)
print(f"files: {len(all_files)} (root {n_root} + MEMORY.md, auto {n_auto}, facts {n_facts}); "
      f"files in no pair: {len(set(all_files) - used_files)}")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for (lbl, c), n in sorted(counts.items()):
    print(f"  {lbl:18} {c:20} {n}")
if errors:
    print(f"FAIL: {len(errors)} problem(s)")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("OK")
