#!/usr/bin/env python3
"""Validate set232/store/ and set232/labels.yaml.  Exit status 0 = pass."""
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

import content  # noqa: E402  (only for the list of intentionally flat descriptions)

CLASSES = {"value_slot": ("contradiction", "V"), "role_slot": ("contradiction", "R"),
           "negation": ("contradiction", "N"), "stale_vs_change": ("contradiction", "S"),
           "refinement": ("non_contradiction", "F"), "other_subject": ("non_contradiction", "O"),
           "dated_history": ("non_contradiction", "D"),
           "agreeing_duplicate": ("non_contradiction", "A"),
           "negation_scope": ("non_contradiction", "NS")}

errors = []
warnings = []


def err(msg):
    errors.append(msg)


def split_frontmatter(text):
    """Return (frontmatter_text or None, list of (line, in_body))."""
    lines = text.split("\n")
    fm = None
    i = 0
    if lines and lines[0] == "---":
        for j in range(1, len(lines)):
            if lines[j] == "---":
                fm = "\n".join(lines[1:j])
                i = j + 1
                break
        else:
            return None, [(ln, False) for ln in lines]
    res = [(ln, False) for ln in lines[:i]]
    fence = False
    for ln in lines[i:]:
        if ln.lstrip().startswith("```"):
            fence = not fence
            res.append((ln, False))
        else:
            res.append((ln, not fence))
    return fm, res


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


# ------------------------------------------------------------------ store files
files = {}
for dirpath, _dirs, names in os.walk(STORE):
    for n in names:
        full = os.path.join(dirpath, n)
        rel = os.path.relpath(full, STORE).replace(os.sep, "/")
        with open(full, encoding="utf-8") as fh:
            files[rel] = fh.read()

if not files:
    err("store/ is empty; run build.py")

counts = collections.Counter(layout(p) for p in files)
root_mem = [p for p in files if layout(p) == "root" and p != "MEMORY.md"]
if "MEMORY.md" not in files:
    err("MEMORY.md missing")
if not (35 <= len(root_mem) <= 40):
    err(f"root memories: {len(root_mem)} (want 35-40)")
if not (60 <= counts["facts"] <= 75):
    err(f"facts: {counts['facts']} (want 60-75)")
if not (40 <= counts["auto"] <= 50):
    err(f"auto notes: {counts['auto']} (want 40-50)")
if not (140 <= len(files) <= 170):
    err(f"total files: {len(files)} (want 140-170)")

flat_expected = set(content.FLAT_DESCRIPTIONS)
flat_failed = set()
for path, text in sorted(files.items()):
    if path == "MEMORY.md":
        continue
    fm, _ = split_frontmatter(text)
    if fm is None:
        err(f"{path}: no frontmatter")
        continue
    try:
        data = yaml.safe_load(fm)
    except yaml.YAMLError:
        flat_failed.add(path)
        if path not in flat_expected:
            err(f"{path}: frontmatter does not parse")
        continue
    if path in flat_expected:
        err(f"{path}: intended flat description parses as YAML")
        continue
    if not isinstance(data, dict):
        err(f"{path}: frontmatter is not a mapping")
        continue
    lay = layout(path)
    if lay == "root":
        for k in ("name", "description", "type"):
            if k not in data:
                err(f"{path}: missing {k}")
        if data.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{path}: bad type {data.get('type')}")
        m = re.match(r"^(user|feedback|project|reference)_[a-z0-9-]+\.md$", path)
        if not m or m.group(1) != data.get("type"):
            err(f"{path}: filename does not match <type>_<topic>.md")
        if "brackenridge" in str(data.get("name", "")).lower():
            err(f"{path}: name must not be the organisation")
    elif lay == "facts":
        m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/((fact|preference|decision)-(\d{13})-([0-9a-f]{4}))\.md$", path)
        if not m:
            err(f"{path}: bad facts path")
            continue
        day, stem, cat, epoch = m.group(1), m.group(2), m.group(3), int(m.group(4))
        want = {"id": stem, "category": cat, "source": "extraction", "confidenceTier": "explicit",
                "status": "active"}
        for k, v in want.items():
            if data.get(k) != v:
                err(f"{path}: {k}={data.get(k)!r}, want {v!r}")
        if not isinstance(data.get("tags"), list) or not data.get("tags"):
            err(f"{path}: tags must be a non-empty list")
        if not isinstance(data.get("confidence"), (int, float)):
            err(f"{path}: confidence missing")
        for k in ("created", "updated"):
            v = data.get(k)
            if isinstance(v, datetime.datetime):
                dt = v if v.tzinfo else v.replace(tzinfo=datetime.timezone.utc)
            else:
                try:
                    dt = datetime.datetime.fromisoformat(str(v).replace("Z", "+00:00"))
                except ValueError:
                    err(f"{path}: bad {k} {v!r}")
                    continue
            if dt.strftime("%Y-%m-%d") != day:
                err(f"{path}: {k} date {dt.date()} != folder {day}")
            if int(dt.timestamp() * 1000) != epoch:
                err(f"{path}: {k} does not match epoch {epoch}")
            if not ("2026-01-01" <= day <= "2026-11-28"):
                err(f"{path}: date outside 2026-01..2026-11-28")
    else:
        for k in ("title", "created", "tags"):
            if k not in data:
                err(f"{path}: missing {k}")
        if not re.match(r"^auto/[a-z0-9-]+\.md$", path):
            err(f"{path}: bad auto path")

missing_flat = flat_expected - flat_failed
if missing_flat:
    err(f"intended flat descriptions that did not fail: {sorted(missing_flat)}")
if not (4 <= len(flat_expected) <= 6):
    err(f"flat descriptions: {len(flat_expected)} (want about five)")

# MEMORY.md indexes every root memory, hooks carry no values
if "MEMORY.md" in files:
    idx = re.findall(r"^- \[([^\]]+)\]\(([^)]+)\) — (.+)$", files["MEMORY.md"], re.M)
    listed = collections.Counter(f for _t, f, _h in idx)
    for p in root_mem:
        if listed[p] != 1:
            err(f"MEMORY.md lists {p} {listed[p]} times")
    for f in listed:
        if f not in files:
            err(f"MEMORY.md links missing file {f}")
    for _t, f, hook in idx:
        if re.search(r"\d", hook):
            err(f"MEMORY.md hook for {f} carries a value: {hook!r}")

# ------------------------------------------------------------------ labels
with open(os.path.join(SET, "labels.yaml"), encoding="utf-8") as fh:
    labels = yaml.safe_load(fh)
if str(labels.get("now")) != "2026-11-28":
    err(f"now = {labels.get('now')!r}")
pairs = labels.get("pairs") or []
if len(pairs) != 90:
    err(f"{len(pairs)} pairs (want 90)")

per_class = collections.Counter()
ids = collections.defaultdict(set)
seen = set()
cross = 0
used_files = set()
wrapped = 0
table = 0
for i, p in enumerate(pairs):
    tag = f"pair {i} ({str(p.get('note', ''))[:6]})"
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p:
            err(f"{tag}: missing {k}")
    cls = p.get("class")
    if cls not in CLASSES:
        err(f"{tag}: unknown class {cls}")
        continue
    want_label, prefix = CLASSES[cls]
    if p["label"] != want_label:
        err(f"{tag}: label {p['label']} does not fit class {cls}")
    per_class[cls] += 1
    m = re.match(r"^([A-Z]+)(\d+): ", p["note"])
    if not m or m.group(1) != prefix:
        err(f"{tag}: note id does not fit class {cls}: {p['note'][:20]!r}")
    else:
        n = int(m.group(2))
        if n in ids[prefix]:
            err(f"{tag}: duplicate id {prefix}{n}")
        ids[prefix].add(n)
    a, b = p["a"], p["b"]
    if not a < b:
        err(f"{tag}: a does not sort before b ({a} / {b})")
    if (a, b) in seen:
        err(f"{tag}: file pair repeated")
    seen.add((a, b))
    if layout(a) != layout(b):
        cross += 1
    used_files.update((a, b))
    for side in ("a", "b"):
        path, claim = p[side], p["claim_" + side]
        if path not in files:
            err(f"{tag}: {side} path missing: {path}")
            continue
        _fm, regions = split_frontmatter(files[path])
        hits = [j for j, (ln, _b) in enumerate(regions) if ln == claim]
        if len(hits) != 1:
            err(f"{tag}: claim_{side} found {len(hits)} times as a full line in {path}")
            continue
        j = hits[0]
        if not regions[j][1]:
            err(f"{tag}: claim_{side} is inside frontmatter or a code fence in {path}")
        if not claim.strip():
            err(f"{tag}: empty claim_{side}")
        if claim.startswith("|"):
            table += 1
        nxt = regions[j + 1][0] if j + 1 < len(regions) else ""
        if nxt.strip() and not re.match(r"^\s*([-*|#>]|\*\*|```)", nxt) and not claim.startswith(("- ", "|")):
            wrapped += 1

for cls in CLASSES:
    if per_class[cls] != 10:
        err(f"class {cls}: {per_class[cls]} pairs (want 10)")
for prefix, s in ids.items():
    if s != set(range(1, 11)):
        err(f"ids {prefix}: {sorted(s)} (want 1..10)")
if cross < 75:
    err(f"only {cross} pairs cross layouts (want about 80)")

unused = [p for p in files if p not in used_files]

print(f"files: {len(files)} (root {len(root_mem)} + MEMORY.md, facts {counts['facts']}, auto {counts['auto']})")
print(f"flat descriptions: {len(flat_expected)}; files in no pair: {len(unused)}")
print(f"pairs: {len(pairs)}; cross-layout: {cross}; per class: {dict(per_class)}")
print(f"claim sides that are table rows: {table}; that start a wrapped sentence: {wrapped}")
if errors:
    print(f"FAIL ({len(errors)} problems)")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("PASS")
