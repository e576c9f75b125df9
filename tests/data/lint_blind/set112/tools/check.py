#!/usr/bin/env python3
"""Check store/ and labels.yaml of set112."""
import collections
import datetime as dt
import os
import re
import sys

import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_tidebook.md", "reference_infra.md", "reference_glossary.md", "reference_centres.md"}
CLASSES = {
    "contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
    "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"],
}
errors = []


def err(msg):
    errors.append(msg)


def split(text):
    """Return (frontmatter text or None, list of (line, in_code) for body lines)."""
    lines = text.split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        end = lines.index("---", 1)
        fm = "\n".join(lines[1:end])
        start = end + 1
    body, fence = [], False
    for line in lines[start:]:
        if line.strip().startswith("```"):
            fence = not fence
            body.append((line, True))
            continue
        body.append((line, fence))
    return fm, body


def flat_fm(fm):
    d = {}
    for line in fm.split("\n"):
        k, _, v = line.partition(": ")
        d[k.strip()] = v.strip()
    return d


files = {}
for root, _, fs in os.walk(STORE):
    for f in fs:
        rel = os.path.relpath(os.path.join(root, f), STORE)
        with open(os.path.join(root, f), encoding="utf-8") as fh:
            files[rel] = fh.read()

root_files = sorted(r for r in files if "/" not in r and r != "MEMORY.md")
layout = lambda p: p.split("/")[0] if "/" in p else "root"  # noqa: E731

# ---- frontmatter
for rel, text in sorted(files.items()):
    if rel == "MEMORY.md":
        continue
    fm, _ = split(text)
    if fm is None:
        err(f"{rel}: no frontmatter")
        continue
    lay = layout(rel)
    if lay == "root":
        if rel in FLAT:
            try:
                yaml.safe_load(fm)
                err(f"{rel}: meant to be flat (non-strict) but parses")
            except yaml.YAMLError:
                pass
            d = flat_fm(fm)
        else:
            try:
                d = yaml.safe_load(fm)
            except yaml.YAMLError as e:
                err(f"{rel}: frontmatter does not parse: {e}")
                continue
        for k in ("name", "description", "type"):
            if not d.get(k):
                err(f"{rel}: missing {k}")
        if d.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{rel}: bad type {d.get('type')}")
        if not rel.startswith(str(d.get("type")) + "_"):
            err(f"{rel}: file prefix does not match type")
        if "kestrel" in str(d.get("name", "")).lower():
            err(f"{rel}: name is the project, not a topic")
    else:
        try:
            d = yaml.safe_load(fm)
        except yaml.YAMLError as e:
            err(f"{rel}: frontmatter does not parse: {e}")
            continue
        if lay == "auto":
            if not re.fullmatch(r"auto/[a-z0-9-]+\.md", rel):
                err(f"{rel}: bad auto path")
            for k in ("title", "created", "tags"):
                if k not in d:
                    err(f"{rel}: missing {k}")
        elif lay == "facts":
            m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
            if not m:
                err(f"{rel}: bad remnic path")
                continue
            date, cat, epoch, _ = m.groups()
            stem = os.path.basename(rel)[:-3]
            if d.get("id") != stem or d.get("category") != cat or d.get("status") != "active":
                err(f"{rel}: id/category/status mismatch")
            created = d.get("created")
            if isinstance(created, str):
                created = dt.datetime.fromisoformat(created.replace("Z", "+00:00"))
            if created.strftime("%Y-%m-%d") != date:
                err(f"{rel}: created not on folder date")
            if abs(created.timestamp() * 1000 - int(epoch)) >= 1000:
                err(f"{rel}: epoch does not match created")
            for k in ("updated", "source", "confidence", "confidenceTier", "tags"):
                if k not in d:
                    err(f"{rel}: missing {k}")
        else:
            err(f"{rel}: unknown layout")

# ---- MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", files.get("MEMORY.md", ""), re.M)
if sorted(idx) != root_files or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {set(root_files) - set(idx)}, extra {set(idx) - set(root_files)}")

# ---- labels
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now must be 2026-11-28")
pairs = lab["pairs"]
seen = set()
counts = collections.Counter()
ids = set()
used = collections.Counter()
for i, p in enumerate(pairs):
    tag = p.get("note", "")[:6]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p:
            err(f"pair {i}: missing {k}")
    a, b = p["a"], p["b"]
    for path in (a, b):
        if path not in files:
            err(f"{tag}: path {path} does not exist")
    if not a < b:
        err(f"{tag}: a does not sort before b")
    if (a, b) in seen:
        err(f"{tag}: duplicate file pair {a} {b}")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []):
        err(f"{tag}: class {p['class']} not valid for {p['label']}")
    counts[(p["label"], p["class"])] += 1
    m = re.match(r"([A-Z]+\d+): ", p["note"])
    if not m:
        err(f"pair {i}: note does not start with a pair id")
    elif m.group(1) in ids:
        err(f"{m.group(1)}: duplicate pair id")
    else:
        ids.add(m.group(1))
    for side in ("a", "b"):
        path, claim = p[side], p["claim_" + side]
        if path not in files:
            continue
        _, body = split(files[path])
        hits = [code for line, code in body if line == claim]
        if len(hits) != 1:
            err(f"{tag}: claim_{side} found {len(hits)} times as a full line in {path}")
        elif hits[0]:
            err(f"{tag}: claim_{side} is inside a code block in {path}")
        if not claim.strip():
            err(f"{tag}: empty claim_{side}")
        used[path] += 1
for label, classes in CLASSES.items():
    for c in classes:
        if counts[(label, c)] != 10:
            err(f"class {label}/{c}: {counts[(label, c)]} pairs, want 10")
if len(pairs) != 90:
    err(f"{len(pairs)} pairs, want 90")

cross = sum(1 for p in pairs if layout(p["a"]) != layout(p["b"]))
lays = collections.Counter(layout(r) for r in files)
print(f"files: {len(files)} (root {lays['root']} incl. MEMORY.md, facts {lays['facts']}, auto {lays['auto']})")
print(f"pairs: {len(pairs)}; cross-layout: {cross}; files in no pair: {len(files) - len(used)}")
for (label, c), n in sorted(counts.items()):
    print(f"  {label:18} {c:20} {n}")
if errors:
    print(f"FAIL: {len(errors)} problem(s)")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("OK: all checks passed")
