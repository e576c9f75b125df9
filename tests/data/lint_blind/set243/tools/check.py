#!/usr/bin/env python3
"""Validate ../store/ and ../labels.yaml. Exit 1 on any failure."""
import collections
import datetime as dt
import os
import re
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")

# root files whose `description:` carries an unquoted ": " on purpose (must NOT parse as YAML)
FLAT = {
    "feedback_cellar_sanitation.md",
    "reference_infrastructure.md",
    "project_taproom.md",
    "project_wholesale.md",
    "reference_monitoring.md",
}
CLASSES = {
    "value_slot": ("contradiction", "V"),
    "role_slot": ("contradiction", "R"),
    "negation": ("contradiction", "N"),
    "stale_vs_change": ("contradiction", "S"),
    "refinement": ("non_contradiction", "F"),
    "other_subject": ("non_contradiction", "O"),
    "dated_history": ("non_contradiction", "D"),
    "agreeing_duplicate": ("non_contradiction", "A"),
    "negation_scope": ("non_contradiction", "NS"),
}
errors = []


def err(msg):
    errors.append(msg)


def split(text):
    """Return (frontmatter text or None, list of body lines that can carry claims)."""
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
            continue
        if not fence:
            body.append(line)
    return fm, body


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


# ---- store files ---------------------------------------------------------
all_files = []
for dirpath, _, names in os.walk(STORE):
    for n in names:
        all_files.append(os.path.relpath(os.path.join(dirpath, n), STORE))
all_files.sort()
by_layout = collections.Counter(layout(p) for p in all_files)

flat_failed = 0
for rel in all_files:
    text = open(os.path.join(STORE, rel), encoding="utf-8").read()
    fm, _ = split(text)
    lay = layout(rel)
    if rel == "MEMORY.md":
        if fm is not None:
            err("MEMORY.md should have no frontmatter")
        continue
    if fm is None:
        err(f"{rel}: no frontmatter")
        continue
    try:
        data = yaml.safe_load(fm)
        ok = True
    except yaml.YAMLError:
        data, ok = None, False
    if rel in FLAT:
        if ok:
            err(f"{rel}: frontmatter was meant to be non-strict YAML but parsed")
        else:
            flat_failed += 1
            # still check the keys by flat reading
            keys = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
            for k in ("name", "description", "type"):
                if k not in keys:
                    err(f"{rel}: missing {k}")
        continue
    if not ok:
        err(f"{rel}: frontmatter does not parse")
        continue
    if lay == "root":
        for k in ("name", "description", "type"):
            if k not in data:
                err(f"{rel}: missing {k}")
        if data.get("type") not in {"user", "feedback", "project", "reference"}:
            err(f"{rel}: bad type {data.get('type')}")
        if not rel.startswith(data.get("type", "?") + "_"):
            err(f"{rel}: file prefix does not match type")
        if "tanhouse" in str(data.get("name", "")).lower():
            err(f"{rel}: name must not be the organisation")
    elif lay == "facts":
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/((fact|preference|decision)-(\d+)-([0-9a-f]{4}))\.md$", rel)
        if not m:
            err(f"{rel}: bad fact path")
            continue
        day, stem, cat, epoch = m.group(1), m.group(2), m.group(3), int(m.group(4))
        if data.get("id") != stem:
            err(f"{rel}: id != stem")
        if data.get("category") != cat:
            err(f"{rel}: category mismatch")
        for k, want in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
            if data.get(k) != want:
                err(f"{rel}: {k} should be {want}")
        if not isinstance(data.get("tags"), list) or not data["tags"]:
            err(f"{rel}: tags must be a non-empty list")
        if not isinstance(data.get("confidence"), float):
            err(f"{rel}: confidence must be a number")
        for k in ("created", "updated"):
            v = data.get(k)
            if isinstance(v, dt.datetime):
                ts = v
            else:
                ts = dt.datetime.fromisoformat(str(v).replace("Z", "+00:00"))
            if ts.tzinfo is None:
                ts = ts.replace(tzinfo=dt.timezone.utc)
            if ts.strftime("%Y-%m-%d") != day:
                err(f"{rel}: {k} date != folder date")
            if int(ts.timestamp() * 1000) != epoch:
                err(f"{rel}: {k} != epoch in name")
            if not ("2026-01-01" <= day <= "2026-11-28"):
                err(f"{rel}: date outside 2026-01..2026-11-28")
    else:
        for k in ("title", "created", "tags"):
            if k not in data:
                err(f"{rel}: missing {k}")
        if not isinstance(data.get("tags"), list):
            err(f"{rel}: tags must be a list")

if flat_failed != len(FLAT):
    err(f"expected {len(FLAT)} flat frontmatters to fail, got {flat_failed}")

# MEMORY.md indexes every root file
root_files = {p for p in all_files if layout(p) == "root" and p != "MEMORY.md"}
if "MEMORY.md" not in all_files:
    err("MEMORY.md missing")
else:
    mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
    linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", mem, flags=re.M)
    if set(linked) != root_files or len(linked) != len(root_files):
        err(f"MEMORY.md index mismatch: missing {sorted(root_files - set(linked))}, extra {sorted(set(linked) - root_files)}")
    for hook in re.findall(r"\) — (.*)$", mem, flags=re.M):
        if re.search(r"\d", hook):
            err(f"MEMORY.md hook carries a value: {hook}")

# ---- labels --------------------------------------------------------------
labels = yaml.safe_load(open(os.path.join(SET, "labels.yaml"), encoding="utf-8"))
if str(labels.get("now")) != "2026-11-28":
    err("now must be 2026-11-28")
pairs = labels.get("pairs", [])
if len(pairs) != 90:
    err(f"expected 90 pairs, got {len(pairs)}")
per_class = collections.Counter()
filepairs = set()
labelled_files = set()
cross = 0
wrapped = 0
table_rows = 0
ids = set()
for i, p in enumerate(pairs):
    a, b, cls = p["a"], p["b"], p["class"]
    per_class[cls] += 1
    if cls not in CLASSES:
        err(f"pair {i}: unknown class {cls}")
        continue
    want_label, prefix = CLASSES[cls]
    if p["label"] != want_label:
        err(f"pair {i}: label {p['label']} for class {cls}")
    m = re.match(r"^([A-Z]+)(\d+): ", p["note"])
    if not m or m.group(1) != prefix or not (1 <= int(m.group(2)) <= 10):
        err(f"pair {i}: note id does not match class: {p['note']}")
    elif m.group(0) in ids:
        err(f"pair {i}: duplicate note id {m.group(0)}")
    else:
        ids.add(m.group(0))
    if not a < b:
        err(f"pair {i}: a does not sort before b ({a}, {b})")
    if a == b:
        err(f"pair {i}: same file")
    if (a, b) in filepairs:
        err(f"pair {i}: file pair reused ({a}, {b})")
    filepairs.add((a, b))
    if layout(a) != layout(b):
        cross += 1
    for path, claim in ((a, p["claim_a"]), (b, p["claim_b"])):
        full = os.path.join(STORE, path)
        if not os.path.isfile(full):
            err(f"pair {i}: missing file {path}")
            continue
        labelled_files.add(path)
        if path == "MEMORY.md":
            err(f"pair {i}: MEMORY.md cannot carry a claim")
        text = open(full, encoding="utf-8").read()
        _, body = split(text)
        n = body.count(claim)
        if not claim.strip():
            err(f"pair {i}: empty claim")
        if n != 1:
            err(f"pair {i}: claim found {n} times in body of {path}: {claim!r}")
            continue
        idx = body.index(claim)
        nxt = body[idx + 1] if idx + 1 < len(body) else ""
        if claim.startswith("|"):
            table_rows += 1
        if nxt.strip() and not re.match(r"^\s*([-*|#>]|\d+\.|\*\*)", nxt) and not claim.startswith(("|", "**")):
            wrapped += 1

for cls in CLASSES:
    if per_class[cls] != 10:
        err(f"class {cls}: {per_class[cls]} pairs, expected 10")

unlabelled = [p for p in all_files if p not in labelled_files]

print(f"files: {len(all_files)} (root {by_layout['root']} incl. MEMORY.md, facts {by_layout['facts']}, auto {by_layout['auto']})")
print(f"pairs: {len(pairs)}; cross-layout {cross}; per class: " + ", ".join(f"{c}={per_class[c]}" for c in CLASSES))
print(f"files with no labelled claim: {len(unlabelled)}; flat frontmatters failing as intended: {flat_failed}")
print(f"claim occurrences starting a hard-wrapped sentence: {wrapped}; table-row claim occurrences: {table_rows}")
if errors:
    for e in errors:
        print("FAIL:", e)
    sys.exit(1)
print("check.py: OK")
