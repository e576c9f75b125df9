#!/usr/bin/env python3
"""Check store/ and labels.yaml for structural consistency."""
import os, re, sys
from collections import Counter
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT_DESC = {"reference_brokerdesk.md", "reference_renewald.md", "reference_quotegate.md",
             "reference_infra.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate",
                                 "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(path):
    text = open(os.path.join(STORE, path)).read()
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

def layout(p):
    return "remnic" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"

files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root = [f for f in files if "/" not in f and f != "MEMORY.md"]

# frontmatter
for f in files:
    if f == "MEMORY.md":
        continue
    fm, body = split(f)
    if fm is None:
        err(f"{f}: no frontmatter"); continue
    lay = layout(f)
    if lay == "root":
        if not re.match(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$", f):
            err(f"{f}: bad root file name")
        if f in FLAT_DESC:
            lines = dict(l.split(": ", 1) for l in fm.splitlines())
            try:
                yaml.safe_load(fm); err(f"{f}: listed as flat description but parses as YAML")
            except yaml.YAMLError:
                pass
            d = lines
        else:
            try:
                d = yaml.safe_load(fm)
            except yaml.YAMLError as e:
                err(f"{f}: frontmatter does not parse: {e}"); continue
        if set(d) != {"name", "description", "type"}:
            err(f"{f}: root keys {sorted(d)}")
        if d.get("type") not in ("user", "feedback", "project", "reference") or not f.startswith(d.get("type", "") + "_"):
            err(f"{f}: type {d.get('type')}")
        if "hedgerow" in str(d.get("name", "")).lower():
            err(f"{f}: name is the project")
    else:
        try:
            d = yaml.safe_load(fm)
        except yaml.YAMLError as e:
            err(f"{f}: frontmatter does not parse: {e}"); continue
        if lay == "auto":
            if set(d) != {"title", "created", "tags"}:
                err(f"{f}: auto keys {sorted(d)}")
        else:
            m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", f)
            if not m:
                err(f"{f}: bad remnic path"); continue
            need = {"id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"}
            if set(d) != need:
                err(f"{f}: remnic keys {sorted(d)}")
            if d.get("id") != os.path.basename(f)[:-3] or d.get("category") != m.group(2):
                err(f"{f}: id/category mismatch")
            if not str(d.get("created")).startswith(m.group(1)):
                err(f"{f}: created does not match folder date")
    if not body.strip():
        err(f"{f}: empty body")

# MEMORY.md
idx = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", idx, re.M)
if sorted(linked) != sorted(root) or len(set(linked)) != len(linked):
    err(f"MEMORY.md index mismatch: missing {set(root)-set(linked)}, extra {set(linked)-set(root)}")

# labels
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
seen = set(); counts = Counter(); cross = 0; ids = []
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    tag = p.get("note", "")[:6]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p: err(f"pair {i}: missing {k}")
    if not a < b: err(f"pair {i} {tag}: a/b not sorted")
    if (a, b) in seen: err(f"pair {i} {tag}: duplicate file pair")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []): err(f"pair {i}: class {p['class']} not under {p['label']}")
    counts[(p["label"], p["class"])] += 1
    m = re.match(r"^([A-Z]+\d+): ", p["note"])
    if not m: err(f"pair {i}: note does not start with an id")
    else: ids.append(m.group(1))
    if layout(a) != layout(b): cross += 1
    for side in ("a", "b"):
        path = p[side]; claim = p["claim_" + side]
        if not os.path.isfile(os.path.join(STORE, path)):
            err(f"pair {i} {tag}: {path} missing"); continue
        _, body = split(path)
        n = body.split("\n").count(claim)
        if n != 1: err(f"pair {i} {tag}: claim_{side} appears {n} times as a full line in {path}")
        if claim != claim.strip() or not claim: err(f"pair {i}: claim_{side} has stray whitespace")
if len(set(ids)) != len(ids): err("duplicate pair ids")
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10: err(f"{lbl}/{c}: {counts[(lbl, c)]} pairs, want 10")
if len(pairs) != 90: err(f"{len(pairs)} pairs, want 90")

in_pairs = {p["a"] for p in pairs} | {p["b"] for p in pairs}
print(f"files: {len(files)} (root {len(root)} + MEMORY.md, auto {sum(f.startswith('auto/') for f in files)}, "
      f"remnic {sum(f.startswith('facts/') for f in files)}); files in no pair: {len(set(files) - in_pairs)}")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for (lbl, c), n in sorted(counts.items()):
    print(f"  {lbl:17} {c:18} {n}")
if errors:
    print(f"FAIL: {len(errors)} problem(s)")
    for e in errors: print("  -", e)
    sys.exit(1)
print("OK: all checks passed")
