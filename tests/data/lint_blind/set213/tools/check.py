#!/usr/bin/env python3
"""Validate set213/store and set213/labels.yaml."""
import calendar
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

import content  # noqa: E402  (only for the list of intentional flat descriptions)

CLASSES = {
    "value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
    "stale_vs_change": "contradiction", "refinement": "non_contradiction", "other_subject": "non_contradiction",
    "dated_history": "non_contradiction", "agreeing_duplicate": "non_contradiction",
    "negation_scope": "non_contradiction",
}
errors = []


def err(msg):
    errors.append(msg)


def split(text):
    """Return (frontmatter text or None, list of body lines outside code fences)."""
    lines = text.split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        for i in range(1, len(lines)):
            if lines[i] == "---":
                fm = "\n".join(lines[1:i])
                start = i + 1
                break
        else:
            err("unterminated frontmatter")
    body = []
    fence = False
    for line in lines[start:]:
        if line.lstrip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            body.append(line)
    return fm, body


def layout(rel):
    if rel.startswith("facts/"):
        return "facts"
    if rel.startswith("auto/"):
        return "auto"
    return "root"


# ---- store files --------------------------------------------------------
all_files = []
for dirpath, _, names in os.walk(STORE):
    for n in names:
        all_files.append(os.path.relpath(os.path.join(dirpath, n), STORE))
all_files.sort()
texts = {}
for rel in all_files:
    with open(os.path.join(STORE, rel), encoding="utf-8") as fh:
        texts[rel] = fh.read()

flat_seen = 0
root_files = [r for r in all_files if layout(r) == "root" and r != "MEMORY.md"]
for rel in all_files:
    fm, _ = split(texts[rel])
    lay = layout(rel)
    if rel == "MEMORY.md":
        continue
    if fm is None:
        err(f"{rel}: no frontmatter")
        continue
    try:
        data = yaml.safe_load(fm)
        ok = isinstance(data, dict)
    except yaml.YAMLError:
        data, ok = None, False
    if rel in content.FLAT:
        flat_seen += 1
        if ok:
            err(f"{rel}: intentional flat description parsed as YAML")
        # check the keys are present as flat lines
        keys = [l.split(":", 1)[0] for l in fm.split("\n") if ":" in l]
        if keys != ["name", "description", "type"]:
            err(f"{rel}: flat frontmatter keys {keys}")
        continue
    if not ok:
        err(f"{rel}: frontmatter does not parse")
        continue
    if lay == "root":
        if set(data) != {"name", "description", "type"}:
            err(f"{rel}: root keys {sorted(data)}")
        if data.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{rel}: bad type")
        if not rel.startswith(str(data.get("type")) + "_"):
            err(f"{rel}: filename does not start with type")
        if "evmrs" in str(data.get("name")).lower() or "elmbridge" in str(data.get("name")).lower():
            err(f"{rel}: name is the organisation")
    elif lay == "facts":
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/((fact|preference|decision)-(\d+)-([0-9a-f]{4}))\.md", rel)
        if not m:
            err(f"{rel}: bad fact path")
            continue
        date, stem, cat, epoch, _ = m.groups()
        need = {"id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"}
        if set(data) != need:
            err(f"{rel}: fact keys {sorted(data)}")
        if data.get("id") != stem or data.get("category") != cat:
            err(f"{rel}: id/category mismatch")
        created = data.get("created")
        if isinstance(created, datetime.datetime):
            c = created
        else:
            c = datetime.datetime.fromisoformat(str(created).replace("Z", "+00:00"))
        if c.strftime("%Y-%m-%d") != date:
            err(f"{rel}: created date != folder")
        if calendar.timegm(c.utctimetuple()) * 1000 != int(epoch):
            err(f"{rel}: epoch != created")
        if data.get("source") != "extraction" or data.get("confidenceTier") != "explicit" or data.get("status") != "active":
            err(f"{rel}: fixed fields wrong")
        if not isinstance(data.get("tags"), list):
            err(f"{rel}: tags not a list")
    else:
        if set(data) != {"title", "created", "tags"}:
            err(f"{rel}: note keys {sorted(data)}")

if flat_seen != len(content.FLAT):
    err(f"flat files found {flat_seen} != {len(content.FLAT)}")

# MEMORY.md indexes every root file
mem = texts.get("MEMORY.md", "")
indexed = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(indexed) != sorted(root_files):
    err(f"MEMORY.md index mismatch: missing {sorted(set(root_files) - set(indexed))}, extra {sorted(set(indexed) - set(root_files))}")

# ---- labels --------------------------------------------------------------
with open(os.path.join(SET, "labels.yaml"), encoding="utf-8") as fh:
    labels = yaml.safe_load(fh)
if str(labels.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
prs = labels["pairs"]
per_class = collections.Counter()
seen = set()
cross = 0
files_in_pairs = set()
for i, p in enumerate(prs):
    tag = p.get("note", f"#{i}")
    a, b = p["a"], p["b"]
    if not a < b:
        err(f"{tag}: a does not sort before b")
    if (a, b) in seen:
        err(f"{tag}: duplicate file pair")
    seen.add((a, b))
    if p["class"] not in CLASSES:
        err(f"{tag}: unknown class")
    elif CLASSES[p["class"]] != p["label"]:
        err(f"{tag}: label/class mismatch")
    per_class[p["class"]] += 1
    for side in ("a", "b"):
        rel = p[side]
        claim = p["claim_" + side]
        if rel not in texts:
            err(f"{tag}: {rel} missing")
            continue
        files_in_pairs.add(rel)
        _, body = split(texts[rel])
        n = sum(1 for line in body if line == claim)
        if n != 1:
            err(f"{tag}: claim_{side} found {n} times in body of {rel}")
        if not claim.strip():
            err(f"{tag}: empty claim")
    if layout(a) != layout(b):
        cross += 1
    if not re.match(r"^(V|R|N|S|F|O|D|A|NS)\d+: ", p.get("note", "")):
        err(f"{tag}: bad note")

for cls in CLASSES:
    if per_class[cls] != 10:
        err(f"class {cls}: {per_class[cls]} pairs, want 10")
if len(prs) != 90:
    err(f"{len(prs)} pairs, want 90")

by_layout = collections.Counter(layout(r) for r in all_files)
print(f"files: {len(all_files)} (root {by_layout['root']} incl. MEMORY.md, facts {by_layout['facts']}, auto {by_layout['auto']})")
print(f"flat descriptions: {flat_seen}")
print(f"pairs: {len(prs)}; cross-layout {cross}; files in no pair: {len(all_files) - len(files_in_pairs)}")
for cls in CLASSES:
    print(f"  {cls:20s} {per_class[cls]}")
if errors:
    for e in errors:
        print("ERROR:", e)
    sys.exit(1)
print("check OK")
