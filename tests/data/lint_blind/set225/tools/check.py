#!/usr/bin/env python3
"""Validate store/ and labels.yaml for set225."""
import os
import re
import sys
from collections import Counter
from datetime import datetime, timezone

import yaml

SET = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(SET, "store")

# root memories whose description carries an unquoted ': ' on purpose (not strict YAML)
FLAT = {
    "feedback_git-workflow.md",
    "project_launch-rules.md",
    "project_membership-fees.md",
    "reference_infrastructure.md",
    "reference_people.md",
}
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


def split(text):
    """Return (frontmatter text or None, list of (lineno, line, is_claimable))."""
    lines = text.split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        for i in range(1, len(lines)):
            if lines[i] == "---":
                fm = "\n".join(lines[1:i])
                start = i + 1
                break
    body = []
    fence = False
    for i, line in enumerate(lines):
        if i < start:
            body.append((i, line, False))
            continue
        if line.lstrip().startswith("```"):
            fence = not fence
            body.append((i, line, False))
            continue
        body.append((i, line, not fence))
    return fm, body


def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"


# ---- store-wide checks
all_files = []
for dp, _, fns in os.walk(STORE):
    for fn in fns:
        all_files.append(os.path.relpath(os.path.join(dp, fn), STORE))
all_files.sort()
parsed = {}
for rel in all_files:
    with open(os.path.join(STORE, rel), encoding="utf-8") as fh:
        text = fh.read()
    fm, body = split(text)
    parsed[rel] = (fm, body)
    if rel == "MEMORY.md":
        continue
    if fm is None:
        err(f"{rel}: no frontmatter")
        continue
    try:
        data = yaml.safe_load(fm)
        ok = isinstance(data, dict)
    except yaml.YAMLError:
        ok, data = False, None
    if rel in FLAT:
        if ok:
            err(f"{rel}: intended flat description parses as YAML")
        elif not re.search(r"^description: .*: ", fm, re.M):
            err(f"{rel}: flat file without an unquoted ': ' description")
        continue
    if not ok:
        err(f"{rel}: frontmatter does not parse")
        continue
    lay = layout(rel)
    if lay == "root":
        for k in ("name", "description", "type"):
            if k not in data:
                err(f"{rel}: missing {k}")
        if data.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{rel}: bad type {data.get('type')}")
        if not rel.startswith(str(data.get("type")) + "_"):
            err(f"{rel}: file name does not start with its type")
        if "marlow" in str(data.get("name", "")).lower():
            err(f"{rel}: name is the organisation")
    elif lay == "auto":
        for k in ("title", "created", "tags"):
            if k not in data:
                err(f"{rel}: missing {k}")
    else:
        stem = os.path.basename(rel)[:-3]
        folder = rel.split("/")[1]
        m = re.fullmatch(r"(fact|preference|decision)-(\d{13})-([0-9a-f]{4})", stem)
        if not m:
            err(f"{rel}: bad fact file name")
            continue
        if data.get("id") != stem:
            err(f"{rel}: id != stem")
        if data.get("category") != m.group(1):
            err(f"{rel}: category mismatch")
        created = str(data.get("created"))
        ms = int(m.group(2))
        dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
        if dt.strftime("%Y-%m-%d") != folder:
            err(f"{rel}: epoch date != folder")
        c = data.get("created")
        if isinstance(c, datetime):
            cdt = c if c.tzinfo else c.replace(tzinfo=timezone.utc)
        else:
            cdt = datetime.fromisoformat(created.replace("Z", "+00:00"))
        if int(cdt.timestamp() * 1000) != ms:
            err(f"{rel}: created != epoch")
        if str(data.get("updated")) != created:
            err(f"{rel}: updated != created")
        for k, v in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
            if data.get(k) != v:
                err(f"{rel}: {k} != {v}")
        if not isinstance(data.get("tags"), list):
            err(f"{rel}: tags not a list")

# MEMORY.md indexes every root memory
roots = [f for f in all_files if "/" not in f and f != "MEMORY.md"]
mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
for r in roots:
    if f"]({r}) — " not in mem:
        err(f"MEMORY.md does not index {r}")

# ---- labels
with open(os.path.join(SET, "labels.yaml"), encoding="utf-8") as fh:
    labels = yaml.safe_load(fh)
if str(labels.get("now")) != "2026-11-28":
    err("labels.now != 2026-11-28")
pairs = labels["pairs"]
if len(pairs) != 90:
    err(f"{len(pairs)} pairs, want 90")
cls_count = Counter()
seen = set()
ids = set()
for i, p in enumerate(pairs):
    tag = p.get("note", "").split(":")[0]
    cls = p.get("class")
    if cls not in CLASSES:
        err(f"pair {i}: bad class {cls}")
        continue
    cls_count[cls] += 1
    want_label, prefix = CLASSES[cls]
    if p.get("label") != want_label:
        err(f"{tag}: label {p.get('label')} != {want_label}")
    if not re.fullmatch(prefix + r"([1-9]|10)", tag):
        err(f"{tag}: note id does not match class {cls}")
    if tag in ids:
        err(f"{tag}: id used twice")
    ids.add(tag)
    a, b = p["a"], p["b"]
    if not a < b:
        err(f"{tag}: a does not sort before b")
    if (a, b) in seen:
        err(f"{tag}: file pair used twice")
    seen.add((a, b))
    for side in ("a", "b"):
        path = p[side]
        claim = p["claim_" + side]
        if path not in parsed:
            err(f"{tag}: {path} does not exist")
            continue
        if not claim or claim != claim.strip() or "\n" in claim:
            err(f"{tag}: claim_{side} is not a single trimmed line")
        _, body = parsed[path]
        hits = [(n, ok) for n, line, ok in body if line == claim]
        if len(hits) != 1:
            err(f"{tag}: claim_{side} found {len(hits)} times in {path}")
        elif not hits[0][1]:
            err(f"{tag}: claim_{side} is inside frontmatter or a code fence in {path}")
for cls in CLASSES:
    if cls_count[cls] != 10:
        err(f"class {cls}: {cls_count[cls]} pairs, want 10")

cross = sum(1 for p in pairs if layout(p["a"]) != layout(p["b"]))
if errors:
    print("\n".join(errors))
    print(f"FAILED: {len(errors)} problem(s)")
    sys.exit(1)
print(f"OK: {len(all_files)} files, {len(pairs)} pairs ({dict(cls_count)}), cross-layout {cross}")
