#!/usr/bin/env python3
"""Verify set217/store and set217/labels.yaml."""
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
import content  # noqa: E402

errors = []


def err(msg):
    errors.append(msg)


def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"


def split(text):
    """Return (frontmatter_text or None, list of (line, is_claimable))."""
    lines = text.split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        try:
            end = lines.index("---", 1)
        except ValueError:
            return None, []
        fm = "\n".join(lines[1:end])
        start = end + 1
    body = []
    fence = False
    for line in lines[start:]:
        if line.lstrip().startswith("```"):
            fence = not fence
            body.append((line, False))
            continue
        body.append((line, not fence))
    return fm, body


# ---------------------------------------------------------------- files and frontmatter
files = {}
for dirpath, _, names in os.walk(STORE):
    for n in names:
        full = os.path.join(dirpath, n)
        rel = os.path.relpath(full, STORE)
        files[rel] = open(full, encoding="utf-8").read()

root_files = sorted(p for p in files if layout(p) == "root" and p != "MEMORY.md")
flat_seen = 0
for p, text in sorted(files.items()):
    if p == "MEMORY.md":
        continue
    fm, body = split(text)
    if fm is None:
        err(f"{p}: no frontmatter")
        continue
    try:
        data = yaml.safe_load(fm)
        ok = isinstance(data, dict)
    except yaml.YAMLError:
        data, ok = None, False
    if p in content.FLAT_DESCRIPTIONS:
        flat_seen += 1
        if ok:
            err(f"{p}: intentional flat description parses as YAML")
        if not re.search(r"^description: [^\"'].*: ", fm, re.M):
            err(f"{p}: flat description lacks an unquoted ': '")
        continue
    if not ok:
        err(f"{p}: frontmatter does not parse")
        continue
    lay = layout(p)
    if lay == "root":
        for k in ("name", "description", "type"):
            if k not in data:
                err(f"{p}: missing {k}")
        if data.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{p}: bad type {data.get('type')}")
        if not p.startswith(f"{data.get('type')}_"):
            err(f"{p}: file name does not start with its type")
        if "tamarack" in str(data.get("name", "")).lower():
            err(f"{p}: name is the organisation")
    elif lay == "auto":
        for k in ("title", "created", "tags"):
            if k not in data:
                err(f"{p}: missing {k}")
    else:
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d+)-([0-9a-f]{4})\.md$", p)
        if not m:
            err(f"{p}: bad fact path")
            continue
        day, cat, epoch = m.group(1), m.group(2), int(m.group(3))
        stem = os.path.basename(p)[:-3]
        if data.get("id") != stem:
            err(f"{p}: id != stem")
        if data.get("category") != cat:
            err(f"{p}: category mismatch")
        for k in ("created", "updated"):
            v = data.get(k)
            if isinstance(v, dt.datetime):
                v = v.replace(tzinfo=dt.timezone.utc) if v.tzinfo is None else v
            else:
                v = dt.datetime.fromisoformat(str(v).replace("Z", "+00:00"))
            if v.strftime("%Y-%m-%d") != day:
                err(f"{p}: {k} not on folder date")
            if int(v.timestamp() * 1000) != epoch:
                err(f"{p}: {k} does not match epoch")
        if data.get("source") != "extraction" or data.get("confidenceTier") != "explicit" \
                or data.get("status") != "active" or not isinstance(data.get("tags"), list) \
                or not isinstance(data.get("confidence"), float):
            err(f"{p}: remnic fields wrong")
        if not ("2026-01-01" <= day <= "2026-11-28"):
            err(f"{p}: date out of range")
if flat_seen != len(content.FLAT_DESCRIPTIONS):
    err(f"flat descriptions found {flat_seen}, expected {len(content.FLAT_DESCRIPTIONS)}")

# ---------------------------------------------------------------- MEMORY.md
mem = files.get("MEMORY.md", "")
links = re.findall(r"^- \[([^\]]+)\]\(([^)]+)\) — (.+)$", mem, re.M)
linked = sorted(l[1] for l in links)
if linked != root_files:
    err(f"MEMORY.md does not index exactly the root files: missing {set(root_files) - set(linked)}, extra {set(linked) - set(root_files)}")
for title, f, hook in links:
    if re.search(r"\d", hook):
        err(f"MEMORY.md hook for {f} carries a number: {hook}")

# ---------------------------------------------------------------- labels
labels = yaml.safe_load(open(os.path.join(SET, "labels.yaml"), encoding="utf-8"))
if str(labels.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
prs = labels["pairs"]
EXPECT = {"value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
          "stale_vs_change": "contradiction", "refinement": "non_contradiction",
          "other_subject": "non_contradiction", "dated_history": "non_contradiction",
          "agreeing_duplicate": "non_contradiction", "negation_scope": "non_contradiction"}
PREFIX = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S", "refinement": "F",
          "other_subject": "O", "dated_history": "D", "agreeing_duplicate": "A", "negation_scope": "NS"}
counts = collections.Counter()
seen_ab = set()
ids = set()
cross = 0
pair_files = set()
for i, p in enumerate(prs):
    a, b, cls = p["a"], p["b"], p["class"]
    counts[cls] += 1
    if EXPECT.get(cls) != p["label"]:
        err(f"pair {i}: label {p['label']} wrong for class {cls}")
    m = re.match(r"^([A-Z]+)(\d+): ", p["note"])
    if not m or m.group(1) != PREFIX.get(cls):
        err(f"pair {i}: note id does not match class: {p['note']}")
    elif m.group(0) in ids:
        err(f"pair {i}: duplicate note id {m.group(0)}")
    else:
        ids.add(m.group(0))
    if not a < b:
        err(f"pair {i}: a does not sort before b")
    if (a, b) in seen_ab:
        err(f"pair {i}: duplicate file pair")
    seen_ab.add((a, b))
    if layout(a) != layout(b):
        cross += 1
    pair_files.update((a, b))
    for side, path in (("claim_a", a), ("claim_b", b)):
        if path not in files:
            err(f"pair {i}: {path} missing")
            continue
        claim = p[side]
        _, body = split(files[path])
        hits = [ok for line, ok in body if line == claim]
        if len(hits) != 1:
            err(f"pair {i}: {side} found {len(hits)} times as a full line in {path}: {claim!r}")
        elif not hits[0]:
            err(f"pair {i}: {side} sits inside a code fence in {path}")
        if not claim.strip():
            err(f"pair {i}: empty {side}")
for cls in EXPECT:
    if counts[cls] != 10:
        err(f"class {cls}: {counts[cls]} pairs, expected 10")
if len(prs) != 90:
    err(f"{len(prs)} pairs, expected 90")

lay_count = collections.Counter(layout(p) for p in files)
unpaired = [p for p in files if p not in pair_files]
print(f"files: {len(files)} (root {lay_count['root']} incl. MEMORY.md, facts {lay_count['facts']}, auto {lay_count['auto']})")
print(f"pairs: {len(prs)}; cross-layout {cross}; files in no pair: {len(unpaired)}")
for cls in EXPECT:
    print(f"  {EXPECT[cls]:18s} {cls:20s} {counts[cls]}")
if errors:
    print(f"\nFAILED ({len(errors)} problems):")
    for e in errors:
        print(" -", e)
    sys.exit(1)
print("\ncheck.py: OK")
