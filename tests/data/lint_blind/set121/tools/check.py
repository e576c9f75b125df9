#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Check set121: store layout, frontmatter, MEMORY.md index and labels.yaml."""
import re, sys
from collections import Counter
from pathlib import Path
import yaml

OUT = Path(__file__).resolve().parent.parent
STORE = OUT / "store"
FLAT = {"reference_printq.md", "reference_infra.md", "reference_studio.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history",
                                 "agreeing_duplicate", "negation_scope"]}
errors = []


def err(msg):
    errors.append(msg)


def split(text, rel):
    """Return (frontmatter text, body lines outside code fences, all body lines)."""
    if not text.startswith("---\n"):
        return None, [], text.splitlines()
    end = text.index("\n---\n", 4)
    fm, body = text[4:end], text[end + 5:]
    lines = body.splitlines()
    outside, fenced = [], False
    for ln in lines:
        if ln.strip().startswith("```"):
            fenced = not fenced
            continue
        if not fenced:
            outside.append(ln)
    return fm, outside, lines


def lenient(fm):
    d = {}
    for ln in fm.splitlines():
        k, _, v = ln.partition(":")
        d[k.strip()] = v.strip()
    return d


files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*") if p.is_file())
root = [f for f in files if "/" not in f and f != "MEMORY.md"]
parsed = {}
for rel in files:
    if rel == "MEMORY.md":
        continue
    text = (STORE / rel).read_text(encoding="utf-8")
    fm, outside, lines = split(text, rel)
    if fm is None:
        err(f"{rel}: no frontmatter")
        continue
    try:
        meta = yaml.safe_load(fm)
        if rel in FLAT:
            err(f"{rel}: listed as flat description but parses as YAML")
    except yaml.YAMLError:
        if rel not in FLAT:
            err(f"{rel}: frontmatter does not parse")
        meta = lenient(fm)
    parsed[rel] = (meta, outside, lines)
    if "/" not in rel:
        m = re.fullmatch(r"(user|feedback|project|reference)_[a-z0-9_]+\.md", rel)
        if not m:
            err(f"{rel}: bad root file name")
        if set(meta) != {"name", "description", "type"}:
            err(f"{rel}: root keys {sorted(meta)}")
        elif meta["type"] != m.group(1):
            err(f"{rel}: type {meta['type']} does not match file name")
        if "larkspur" in str(meta.get("name", "")).lower():
            err(f"{rel}: name is the project, not a topic")
    elif rel.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m:
            err(f"{rel}: bad remnic path")
            continue
        if meta.get("id") != Path(rel).stem or meta.get("category") != m.group(2):
            err(f"{rel}: id/category mismatch")
        if not str(meta.get("created", "")).startswith(m.group(1)) or meta.get("status") != "active":
            err(f"{rel}: created/status mismatch")
    elif rel.startswith("auto/"):
        if set(meta) != {"title", "created", "tags"}:
            err(f"{rel}: auto keys {sorted(meta)}")
    else:
        err(f"{rel}: unexpected location")

# MEMORY.md index
idx = (STORE / "MEMORY.md").read_text(encoding="utf-8")
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", idx, re.M)
if sorted(linked) != sorted(root) or len(linked) != len(set(linked)):
    err(f"MEMORY.md index mismatch: missing {sorted(set(root) - set(linked))}, extra {sorted(set(linked) - set(root))}")

# labels
lab = yaml.safe_load((OUT / "labels.yaml").read_text(encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
seen, counts, ids = set(), Counter(), set()
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    tag = p["note"].split(":")[0]
    if tag in ids:
        err(f"duplicate pair id {tag}")
    ids.add(tag)
    if not re.match(r"^[A-Z]+\d+: ", p["note"]):
        err(f"pair {i}: note does not start with an id")
    if not a < b:
        err(f"{tag}: a/b not sorted")
    if (a, b) in seen:
        err(f"{tag}: duplicate file pair")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []):
        err(f"{tag}: class {p['class']} not valid for {p['label']}")
    counts[(p["label"], p["class"])] += 1
    for side in "ab":
        rel, claim = p[side], p["claim_" + side]
        if rel not in parsed:
            err(f"{tag}: {rel} missing")
            continue
        _, outside, lines = parsed[rel]
        n_all = sum(1 for ln in lines if ln == claim)
        n_out = sum(1 for ln in outside if ln == claim)
        if n_all != 1 or n_out != 1:
            err(f"{tag}: claim_{side} found {n_all}x ({n_out}x outside code) in {rel}")
for label, classes in CLASSES.items():
    for c in classes:
        if counts[(label, c)] != 10:
            err(f"{label}/{c}: {counts[(label, c)]} pairs, want 10")
if len(pairs) != 90:
    err(f"{len(pairs)} pairs, want 90")

layout = lambda f: f.split("/")[0] if "/" in f else "root"
cross = sum(1 for p in pairs if layout(p["a"]) != layout(p["b"]))
used = {p[s] for p in pairs for s in "ab"}
print(f"files: {len(files)} (root {len(root)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, "
      f"auto {sum(f.startswith('auto/') for f in files)}); files in no pair: {len(set(files) - used)}")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for (label, c), n in sorted(counts.items()):
    print(f"  {label:18s} {c:20s} {n}")
if errors:
    print(f"FAIL: {len(errors)} problem(s)")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK: all checks passed")
