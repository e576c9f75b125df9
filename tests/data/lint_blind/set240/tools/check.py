#!/usr/bin/env python3
"""Validate set240/store/ and set240/labels.yaml."""
import collections
import datetime
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


def split(path):
    """Return (frontmatter text or None, list of body lines outside code fences)."""
    text = open(os.path.join(STORE, path), encoding="utf-8").read()
    lines = text.split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        end = lines.index("---", 1)
        fm = "\n".join(lines[1:end])
        start = end + 1
    body, fence = [], False
    for ln in lines[start:]:
        if ln.lstrip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            body.append(ln)
    return fm, body


def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"


files = sorted(os.path.relpath(os.path.join(d, f), STORE).replace(os.sep, "/")
               for d, _, fs in os.walk(STORE) for f in fs)
fileset = set(files)

# ---- frontmatter -----------------------------------------------------------------
for p in files:
    text = open(os.path.join(STORE, p), encoding="utf-8").read()
    if p == "MEMORY.md":
        continue
    fm, _ = split(p)
    if fm is None:
        err(f"{p}: no frontmatter")
        continue
    try:
        data = yaml.safe_load(fm)
        ok = isinstance(data, dict)
    except yaml.YAMLError:
        data, ok = None, False
    if p in FLAT:
        if ok:
            err(f"{p}: flat description parses as YAML but should not")
        if not re.search(r"^description: [^\"'\n]*: ", fm, re.M):
            err(f"{p}: flat description lacks an unquoted ': '")
        continue
    if not ok:
        err(f"{p}: frontmatter does not parse")
        continue
    L = layout(p)
    if L == "root":
        m = re.fullmatch(r"(user|feedback|project|reference)_[a-z0-9-]+\.md", p)
        if not m:
            err(f"{p}: bad root file name")
        for k in ("name", "description", "type"):
            if k not in data:
                err(f"{p}: missing {k}")
        if data.get("type") != (m.group(1) if m else None):
            err(f"{p}: type does not match file name")
        if "harbourline" in str(data.get("name", "")).lower():
            err(f"{p}: name is the organisation")
    elif L == "facts":
        stem = os.path.basename(p)[:-3]
        folder = p.split("/")[1]
        mm = re.fullmatch(r"(fact|preference|decision)-(\d{13})-([0-9a-f]{4})", stem)
        if not mm:
            err(f"{p}: bad fact file name")
            continue
        if data.get("id") != stem or data.get("category") != mm.group(1):
            err(f"{p}: id/category mismatch")
        created = data.get("created")
        if isinstance(created, datetime.datetime):
            cdt = created
        else:
            cdt = datetime.datetime.fromisoformat(str(created).replace("Z", "+00:00"))
        if cdt.tzinfo is None:
            cdt = cdt.replace(tzinfo=datetime.timezone.utc)
        if int(cdt.timestamp() * 1000) != int(mm.group(2)):
            err(f"{p}: created does not match epoch")
        if cdt.date().isoformat() != folder:
            err(f"{p}: created does not match folder")
        if str(data.get("updated")) != str(created):
            err(f"{p}: updated differs from created")
        for k, v in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
            if data.get(k) != v:
                err(f"{p}: {k} != {v}")
        if not isinstance(data.get("tags"), list) or not isinstance(data.get("confidence"), float):
            err(f"{p}: tags/confidence wrong type")
    else:
        for k in ("title", "created", "tags"):
            if k not in data:
                err(f"{p}: missing {k}")
        if not isinstance(data.get("tags"), list):
            err(f"{p}: tags not a list")

# ---- MEMORY.md -------------------------------------------------------------------
root_files = [p for p in files if layout(p) == "root" and p != "MEMORY.md"]
mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
indexed = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — (.+)$", mem, re.M)
idx_files = [f for f, _ in indexed]
if sorted(idx_files) != sorted(root_files):
    err(f"MEMORY.md index mismatch: {set(idx_files) ^ set(root_files)}")
for f, hook in indexed:
    if re.search(r"\d", hook):
        err(f"MEMORY.md hook for {f} carries a number: {hook}")

# ---- labels ------------------------------------------------------------------------
labels = yaml.safe_load(open(os.path.join(SET, "labels.yaml"), encoding="utf-8"))
if str(labels.get("now")) != "2026-11-28":
    err("labels: now != 2026-11-28")
pairs = labels["pairs"]
per_class = collections.Counter()
file_pairs = set()
ids = set()
cross = 0
in_pair = set()
for i, pr in enumerate(pairs):
    a, b, cls = pr["a"], pr["b"], pr["class"]
    tag = f"pair {i} ({pr.get('note', '')[:12]})"
    if cls not in CLASSES:
        err(f"{tag}: unknown class {cls}")
        continue
    label, prefix = CLASSES[cls]
    if pr["label"] != label:
        err(f"{tag}: label {pr['label']} wrong for {cls}")
    m = re.match(r"^([A-Z]+)(\d+): ", pr["note"])
    if not m or m.group(1) != prefix or not 1 <= int(m.group(2)) <= 10:
        err(f"{tag}: note id does not fit class {cls}")
    elif m.group(0) in ids:
        err(f"{tag}: duplicate note id")
    else:
        ids.add(m.group(0))
    per_class[cls] += 1
    if not a < b:
        err(f"{tag}: a does not sort before b")
    if (a, b) in file_pairs:
        err(f"{tag}: file pair used twice")
    file_pairs.add((a, b))
    if layout(a) != layout(b):
        cross += 1
    for side, path in (("claim_a", a), ("claim_b", b)):
        if path not in fileset:
            err(f"{tag}: {path} does not exist")
            continue
        in_pair.add(path)
        _, body = split(path)
        claim = pr[side]
        n = sum(1 for ln in body if ln == claim)
        if n != 1:
            err(f"{tag}: {side} found {n} times as a full body line of {path}: {claim!r}")
        if not claim.strip() or claim.lstrip().startswith("#"):
            err(f"{tag}: {side} is blank or a heading")
for cls in CLASSES:
    if per_class[cls] != 10:
        err(f"class {cls}: {per_class[cls]} pairs, want 10")
if len(pairs) != 90:
    err(f"{len(pairs)} pairs, want 90")

counts = collections.Counter(layout(p) for p in files)
print(f"files: {len(files)} (root {counts['root']} incl. MEMORY.md, facts {counts['facts']}, auto {counts['auto']})")
print(f"pairs: {len(pairs)}; cross-layout {cross}; per class {dict(per_class)}")
print(f"files in no labelled pair: {len(fileset - in_pair)}; flat descriptions: {len(FLAT)}")
if errors:
    for e in errors:
        print("ERROR:", e)
    sys.exit(1)
print("check.py: OK")
