#!/usr/bin/env python3
"""Validate set256/store and set256/labels.yaml."""
import datetime as dt
import os
import re
import sys
from collections import Counter

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
sys.path.insert(0, HERE)
import content  # noqa: E402  (only for the list of intentionally flat descriptions)

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
    """Return (frontmatter_text or None, list of (lineno, line, in_fence)) for body lines."""
    with open(os.path.join(STORE, path), encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        try:
            end = lines.index("---", 1)
        except ValueError:
            err(f"{path}: unterminated frontmatter")
            return None, []
        fm = "\n".join(lines[1:end])
        start = end + 1
    body = []
    fence = False
    for i in range(start, len(lines)):
        ln = lines[i]
        if ln.lstrip().startswith("```"):
            body.append((i, ln, True))
            fence = not fence
            continue
        body.append((i, ln, fence))
    return fm, body


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


all_files = []
for dp, _, fns in os.walk(STORE):
    for fn in fns:
        all_files.append(os.path.relpath(os.path.join(dp, fn), STORE))
all_files.sort()

parsed = {}
for path in all_files:
    if not path.endswith(".md"):
        err(f"{path}: not markdown")
        continue
    fm, body = split(path)
    parsed[path] = body
    lay = layout(path)
    if path == "MEMORY.md":
        if fm is not None:
            err("MEMORY.md should have no frontmatter")
        continue
    if fm is None:
        err(f"{path}: missing frontmatter")
        continue
    try:
        meta = yaml.safe_load(fm)
        ok = isinstance(meta, dict)
    except yaml.YAMLError:
        meta, ok = None, False
    if lay == "root" and path in content.FLAT:
        if ok:
            err(f"{path}: flat description was supposed to fail strict YAML but parsed")
        continue
    if not ok:
        err(f"{path}: frontmatter does not parse")
        continue
    if lay == "root":
        for k in ("name", "description", "type"):
            if k not in meta:
                err(f"{path}: missing {k}")
        if meta.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{path}: bad type {meta.get('type')}")
        if not path.startswith(meta.get("type", "?") + "_"):
            err(f"{path}: filename prefix does not match type")
        if "copperdene" in str(meta.get("name", "")).lower():
            err(f"{path}: name mentions the organisation")
    elif lay == "facts":
        stem = os.path.basename(path)[:-3]
        folder = path.split("/")[1]
        if meta.get("id") != stem:
            err(f"{path}: id != stem")
        cat = meta.get("category")
        if cat not in ("fact", "preference", "decision") or not stem.startswith(cat + "-"):
            err(f"{path}: bad category {cat}")
        created = meta.get("created")
        if isinstance(created, dt.datetime):
            cdt = created
        else:
            cdt = dt.datetime.fromisoformat(str(created).replace("Z", "+00:00"))
        if cdt.tzinfo is None:
            cdt = cdt.replace(tzinfo=dt.timezone.utc)
        if cdt.strftime("%Y-%m-%d") != folder:
            err(f"{path}: created date != folder")
        if meta.get("updated") != meta.get("created"):
            err(f"{path}: updated != created")
        epoch = int(stem.split("-")[1])
        if epoch != int(cdt.timestamp() * 1000):
            err(f"{path}: epoch does not match created")
        for k, v in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
            if meta.get(k) != v:
                err(f"{path}: {k} != {v}")
        if not isinstance(meta.get("tags"), list) or not isinstance(meta.get("confidence"), float):
            err(f"{path}: tags/confidence malformed")
        if not ("2026-01-01" <= folder <= "2026-11-28"):
            err(f"{path}: date outside 2026-01..2026-11-28")
    else:
        for k in ("title", "created", "tags"):
            if k not in meta:
                err(f"{path}: missing {k}")
        if not isinstance(meta.get("tags"), list):
            err(f"{path}: tags not a list")

# MEMORY.md indexes every root file
roots = [p for p in all_files if "/" not in p and p != "MEMORY.md"]
mem = [ln for _, ln, _ in parsed.get("MEMORY.md", [])]
linked = Counter()
for ln in mem:
    m = re.match(r"^- \[([^\]]+)\]\(([^)]+)\) — (.+)$", ln)
    if ln.strip() and not m:
        err(f"MEMORY.md: malformed line {ln!r}")
    if m:
        linked[m.group(2)] += 1
        if re.search(r"\d", m.group(3)):
            err(f"MEMORY.md: hook carries a number: {ln!r}")
for r in roots:
    if linked[r] != 1:
        err(f"MEMORY.md: {r} indexed {linked[r]} times")
for f in linked:
    if f not in roots:
        err(f"MEMORY.md links missing file {f}")

# labels
with open(os.path.join(SET, "labels.yaml"), encoding="utf-8") as fh:
    lab = yaml.safe_load(fh)
if lab.get("now") != dt.date(2026, 11, 28):
    err("labels.yaml: now != 2026-11-28")
pairs = lab["pairs"]
if len(pairs) != 90:
    err(f"{len(pairs)} pairs, expected 90")
per_class = Counter(p["class"] for p in pairs)
for c in CLASSES:
    if per_class[c] != 10:
        err(f"class {c}: {per_class[c]} pairs")
ids = Counter()
seen = set()
cross = 0
in_pair = set()
wrapped = set()
table = set()
for p in pairs:
    a, b = p["a"], p["b"]
    label, prefix = CLASSES.get(p["class"], (None, None))
    if p["label"] != label:
        err(f"{a}|{b}: label {p['label']} does not match class {p['class']}")
    m = re.match(r"^([A-Z]+)(\d+): ", p["note"])
    if not m or m.group(1) != prefix or not 1 <= int(m.group(2)) <= 10:
        err(f"bad note id: {p['note']}")
    else:
        ids[m.group(1) + m.group(2)] += 1
    if not a < b:
        err(f"{p['note'][:5]}: a does not sort before b")
    if (a, b) in seen:
        err(f"duplicate file pair {a} {b}")
    seen.add((a, b))
    if layout(a) != layout(b):
        cross += 1
    for side in ("a", "b"):
        path, claim = p[side], p["claim_" + side]
        in_pair.add(path)
        if path not in parsed:
            err(f"{path}: does not exist")
            continue
        body = parsed[path]
        hits = [(i, f) for i, (_, ln, f) in enumerate(body) if ln == claim]
        if not claim.strip():
            err(f"{path}: empty claim")
        if len(hits) != 1:
            err(f"{path}: claim found {len(hits)} times: {claim!r}")
            continue
        idx, fenced = hits[0]
        if fenced:
            err(f"{path}: claim inside a code fence: {claim!r}")
        if claim.startswith("|"):
            table.add((path, claim))
        nxt = body[idx + 1][1] if idx + 1 < len(body) else ""
        if nxt.strip() and not re.match(r"^\s*([-*|#>]|\d+\.|\*\*|```)", nxt) and not claim.startswith(("- ", "|")):
            wrapped.add((path, claim))
dups = [k for k, v in ids.items() if v != 1]
if dups or len(ids) != 90:
    err(f"note ids not unique/complete: {dups}")

if errors:
    print("CHECK FAILED")
    for e in errors:
        print(" -", e)
    sys.exit(1)

lay_counts = Counter(layout(p) for p in all_files)
print("CHECK PASSED")
print(f"files: {len(all_files)} (root {lay_counts['root']} incl. MEMORY.md, facts {lay_counts['facts']}, auto {lay_counts['auto']})")
print(f"files in no labelled pair: {len(set(all_files) - in_pair)}")
print(f"pairs: {len(pairs)}; cross-layout: {cross}; same-layout: {len(pairs) - cross}")
print("per class:", dict(per_class))
print(f"distinct claims starting a hard-wrapped sentence: {len(wrapped)}; table-row claims: {len(table)}")
print(f"intentionally flat descriptions: {len(content.FLAT)}")
