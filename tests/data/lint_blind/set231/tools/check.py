#!/usr/bin/env python3
"""Validate set231/store/ and set231/labels.yaml against the brief."""
import collections
import datetime as dt
import os
import re
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
sys.path.insert(0, HERE)
from content import FLAT  # noqa: E402

CLASSES = {
    "value_slot": ("contradiction", "V"), "role_slot": ("contradiction", "R"),
    "negation": ("contradiction", "N"), "stale_vs_change": ("contradiction", "S"),
    "refinement": ("non_contradiction", "F"), "other_subject": ("non_contradiction", "O"),
    "dated_history": ("non_contradiction", "D"), "agreeing_duplicate": ("non_contradiction", "A"),
    "negation_scope": ("non_contradiction", "NS"),
}
errors = []


def err(msg):
    errors.append(msg)


def split_file(text):
    """Return (frontmatter text or None, list of (line, is_claimable))."""
    lines = text.split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        try:
            end = lines.index("---", 1)
        except ValueError:
            return None, [(l, False) for l in lines]
        fm = "\n".join(lines[1:end])
        start = end + 1
    out = [(l, False) for l in lines[:start]]
    fence = False
    for l in lines[start:]:
        if l.lstrip().startswith("```"):
            fence = not fence
            out.append((l, False))
            continue
        out.append((l, not fence))
    return fm, out


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


# ---------------------------------------------------------------- store files
all_files = []
for dp, _, fns in os.walk(STORE):
    for fn in fns:
        all_files.append(os.path.relpath(os.path.join(dp, fn), STORE))
all_files.sort()
parsed = {}
for rel in all_files:
    with open(os.path.join(STORE, rel), encoding="utf-8") as fh:
        text = fh.read()
    if re.search(r"^@[A-Za-z0-9]+@ ", text, re.M):
        err(f"{rel}: leftover claim marker")
    fm, lines = split_file(text)
    parsed[rel] = (fm, lines)
    if rel == "MEMORY.md":
        continue
    if fm is None:
        err(f"{rel}: no frontmatter")
        continue
    kind = layout(rel)
    try:
        meta = yaml.safe_load(fm)
        ok = isinstance(meta, dict)
    except yaml.YAMLError:
        meta, ok = None, False
    if kind == "root" and rel in FLAT:
        if ok:
            err(f"{rel}: intentional flat description parses as YAML")
        m = re.search(r"^description: (.*)$", fm, re.M)
        if not m or ": " not in m.group(1):
            err(f"{rel}: flat description lacks an unquoted ': '")
        for key in ("name", "description", "type"):
            if not re.search(rf"^{key}: \S", fm, re.M):
                err(f"{rel}: missing {key}")
        continue
    if not ok:
        err(f"{rel}: frontmatter does not parse")
        continue
    if kind == "root":
        if not re.fullmatch(r"(user|feedback|project|reference)_[a-z0-9_]+\.md", rel):
            err(f"{rel}: bad root file name")
        if meta.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{rel}: bad type")
        if rel.split("_", 1)[0] != meta.get("type"):
            err(f"{rel}: type does not match file prefix")
        name = str(meta.get("name", ""))
        if not re.fullmatch(r"[a-z0-9-]+", name) or "foxglove" in name:
            err(f"{rel}: bad name {name!r}")
        if not meta.get("description"):
            err(f"{rel}: no description")
    elif kind == "facts":
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/((fact|preference|decision)-(\d{13})-([0-9a-f]{4}))\.md", rel)
        if not m:
            err(f"{rel}: bad fact path")
            continue
        day, stem, cat, epoch, _ = m.groups()
        need = {"id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"}
        if need - set(meta):
            err(f"{rel}: missing keys {sorted(need - set(meta))}")
            continue
        if meta["id"] != stem or meta["category"] != cat:
            err(f"{rel}: id/category mismatch")
        created = meta["created"]
        if isinstance(created, str):
            created = dt.datetime.fromisoformat(created.replace("Z", "+00:00"))
        if created.strftime("%Y-%m-%d") != day:
            err(f"{rel}: created not on folder date")
        if int(created.timestamp() * 1000) != int(epoch):
            err(f"{rel}: epoch does not match created")
        if meta["source"] != "extraction" or meta["confidenceTier"] != "explicit" or meta["status"] != "active":
            err(f"{rel}: fixed fields wrong")
        if not isinstance(meta["tags"], list) or not meta["tags"]:
            err(f"{rel}: tags not a list")
        if not ("2026-01-01" <= day <= "2026-11-28"):
            err(f"{rel}: date outside 2026-01..2026-11-28")
        body = [l for l, c in lines if c and l.strip()]
        if not 1 <= len(body) <= 2:
            err(f"{rel}: fact body should be one or two lines")
    else:
        for key in ("title", "created", "tags"):
            if key not in meta:
                err(f"{rel}: missing {key}")

# MEMORY.md indexes every root file, hooks carry no digits
roots = [p for p in all_files if layout(p) == "root" and p != "MEMORY.md"]
if "MEMORY.md" not in parsed:
    err("MEMORY.md missing")
else:
    with open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8") as fh:
        mem = fh.read()
    linked = set()
    for m in re.finditer(r"^- \[([^\]]+)\]\(([^)]+)\) — (.+)$", mem, re.M):
        linked.add(m.group(2))
        if re.search(r"\d", m.group(3)):
            err(f"MEMORY.md hook for {m.group(2)} carries a number")
    for r in roots:
        if r not in linked:
            err(f"MEMORY.md does not index {r}")
    for l in linked:
        if l not in roots:
            err(f"MEMORY.md links missing file {l}")
flat_present = [r for r in roots if r in FLAT]
if len(flat_present) != len(FLAT):
    err("FLAT names a file that is not in the store")

# ---------------------------------------------------------------- labels
with open(os.path.join(SET, "labels.yaml"), encoding="utf-8") as fh:
    labels = yaml.safe_load(fh)
if str(labels.get("now")) != "2026-11-28":
    err("labels.yaml: now must be 2026-11-28")
pairs = labels.get("pairs") or []
if len(pairs) != 90:
    err(f"labels.yaml: {len(pairs)} pairs, want 90")
by_class = collections.Counter()
ids = collections.defaultdict(set)
file_pairs = set()
cross = 0
labelled_files = set()
for i, p in enumerate(pairs):
    tag = f"pair {i + 1} ({p.get('note', '')[:12]})"
    for key in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if key not in p:
            err(f"{tag}: missing {key}")
    cls = p.get("class")
    if cls not in CLASSES:
        err(f"{tag}: bad class {cls}")
        continue
    want_label, prefix = CLASSES[cls]
    if p["label"] != want_label:
        err(f"{tag}: label {p['label']} does not fit class {cls}")
    m = re.match(r"^([A-Z]+)(\d+): ", p["note"])
    if not m or m.group(1) != prefix:
        err(f"{tag}: note id does not match class {cls}")
    else:
        ids[cls].add(int(m.group(2)))
    by_class[cls] += 1
    a, b = p["a"], p["b"]
    if not a < b:
        err(f"{tag}: a does not sort before b")
    if (a, b) in file_pairs:
        err(f"{tag}: file pair reused")
    file_pairs.add((a, b))
    if layout(a) != layout(b):
        cross += 1
    for side, path in (("claim_a", a), ("claim_b", b)):
        if path not in parsed:
            err(f"{tag}: {path} does not exist")
            continue
        labelled_files.add(path)
        claim = p[side]
        hits = [(l, c) for l, c in parsed[path][1] if l == claim]
        if len(hits) != 1:
            err(f"{tag}: {side} found {len(hits)} times in {path}")
        elif not hits[0][1]:
            err(f"{tag}: {side} sits in frontmatter or a code fence in {path}")
        if not claim.strip():
            err(f"{tag}: {side} empty")
for cls in CLASSES:
    if by_class[cls] != 10:
        err(f"class {cls}: {by_class[cls]} pairs, want 10")
    if ids[cls] != set(range(1, 11)):
        err(f"class {cls}: ids are {sorted(ids[cls])}, want 1..10")

n = collections.Counter(layout(p) for p in all_files)
unlabelled = [p for p in all_files if p not in labelled_files]
print(f"files: {len(all_files)} (root {n['root']}, facts {n['facts']}, auto {n['auto']}); "
      f"files in no labelled pair: {len(unlabelled)}")
print(f"pairs: {len(pairs)}, cross-layout {cross}; by class: " +
      ", ".join(f"{c}={by_class[c]}" for c in CLASSES))
if errors:
    print("\n".join("FAIL: " + e for e in errors))
    sys.exit(1)
print("check.py: OK")
