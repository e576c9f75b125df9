#!/usr/bin/env python3
"""Validate set265/store/ and set265/labels.yaml."""
import re
import sys
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
SET = HERE.parent
STORE = SET / "store"
sys.path.insert(0, str(HERE))
from content import FLAT_DESCRIPTIONS  # noqa: E402
from pairs import CONTRADICTION, NON_CONTRADICTION  # noqa: E402

errors = []


def err(msg):
    errors.append(msg)


def split(text):
    """Return (frontmatter text or None, list of (lineno, line, in_fence) for body lines)."""
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
    for n in range(start, len(lines)):
        ln = lines[n]
        if ln.lstrip().startswith("```"):
            fence = not fence
            body.append((n + 1, ln, True))
            continue
        body.append((n + 1, ln, fence))
    return fm, body


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
parsed = {}
for rel in files:
    text = (STORE / rel).read_text(encoding="utf-8")
    fm, body = split(text)
    parsed[rel] = (fm, body)
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
        ok = isinstance(data, dict)
    except yaml.YAMLError:
        data, ok = None, False
    if lay == "root" and rel in FLAT_DESCRIPTIONS:
        if ok:
            err(f"{rel}: flat description was meant to fail strict YAML but parsed")
        else:
            m = re.search(r"^description: (.*)$", fm, re.M)
            if not m or ": " not in m.group(1):
                err(f"{rel}: flat description lacks an unquoted ': '")
        continue
    if not ok:
        err(f"{rel}: frontmatter does not parse")
        continue
    if lay == "root":
        if set(data) != {"name", "description", "type"}:
            err(f"{rel}: root frontmatter keys {sorted(data)}")
        if data.get("type") not in {"user", "feedback", "project", "reference"}:
            err(f"{rel}: bad type {data.get('type')}")
        if not rel.startswith(data.get("type", "?") + "_"):
            err(f"{rel}: file name does not start with its type")
        if "barkwell" in str(data.get("name", "")).lower():
            err(f"{rel}: name mentions the organisation")
    elif lay == "facts":
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/((fact|preference|decision)-(\d+)-([0-9a-f]{4}))\.md$", rel)
        if not m:
            err(f"{rel}: bad facts path")
            continue
        day, stem, cat, ms = m.group(1), m.group(2), m.group(3), int(m.group(4))
        if data.get("id") != stem or data.get("category") != cat:
            err(f"{rel}: id/category mismatch")
        for k in ("created", "updated"):
            v = data.get(k)
            if isinstance(v, datetime):
                dt = v if v.tzinfo else v.replace(tzinfo=timezone.utc)
            else:
                dt = datetime.strptime(str(v), "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
            if dt.strftime("%Y-%m-%d") != day:
                err(f"{rel}: {k} not on folder date")
            if round(dt.timestamp() * 1000) != ms:
                err(f"{rel}: {k} does not match epoch in file name")
        want = {"source": "extraction", "confidenceTier": "explicit", "status": "active"}
        for k, v in want.items():
            if data.get(k) != v:
                err(f"{rel}: {k} != {v}")
        if not isinstance(data.get("tags"), list) or not data["tags"]:
            err(f"{rel}: tags must be a non-empty list")
        if not (0 < float(data.get("confidence", 0)) <= 1):
            err(f"{rel}: bad confidence")
    else:
        if set(data) != {"title", "created", "tags"}:
            err(f"{rel}: auto frontmatter keys {sorted(data)}")

# MEMORY.md indexes every root memory
root_files = [f for f in files if "/" not in f and f != "MEMORY.md"]
mem = (STORE / "MEMORY.md").read_text(encoding="utf-8")
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — (.+)$", mem, re.M)
linked_files = [f for f, _ in linked]
for f in root_files:
    if f not in linked_files:
        err(f"MEMORY.md does not index {f}")
for f in linked_files:
    if f not in root_files:
        err(f"MEMORY.md links missing file {f}")
for f, hook in linked:
    if re.search(r"\d", hook):
        err(f"MEMORY.md hook for {f} carries a digit: {hook!r}")

# labels
labels = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
if str(labels.get("now")) != "2026-11-28":
    err("labels.yaml: now != 2026-11-28")
pairs = labels["pairs"]
classes = Counter(p["class"] for p in pairs)
for cls in sorted(CONTRADICTION | NON_CONTRADICTION):
    if classes[cls] != 10:
        err(f"class {cls}: {classes[cls]} pairs, want 10")
if len(pairs) != 90:
    err(f"{len(pairs)} pairs, want 90")
seen = set()
ids = Counter()
for p in pairs:
    a, b = p["a"], p["b"]
    pid = p["note"].split(":")[0]
    ids[pid] += 1
    want_label = "contradiction" if p["class"] in CONTRADICTION else "non_contradiction"
    if p["label"] != want_label:
        err(f"{pid}: label {p['label']} for class {p['class']}")
    if not a < b:
        err(f"{pid}: a does not sort before b")
    if (a, b) in seen:
        err(f"{pid}: duplicate file pair")
    seen.add((a, b))
    prefix = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S",
              "refinement": "F", "other_subject": "O", "dated_history": "D",
              "agreeing_duplicate": "A", "negation_scope": "NS"}[p["class"]]
    if not re.fullmatch(prefix + r"\d+", pid):
        err(f"{pid}: id prefix does not match class {p['class']}")
    for side in ("a", "b"):
        path, claim = p[side], p["claim_" + side]
        if path not in parsed:
            err(f"{pid}: {path} does not exist")
            continue
        fm, body = parsed[path]
        hits = [(n, fence) for n, ln, fence in body if ln == claim]
        if len(hits) != 1:
            err(f"{pid}: claim_{side} found {len(hits)} times as a full body line in {path}")
        elif hits[0][1]:
            err(f"{pid}: claim_{side} is inside a code fence in {path}")
        if fm is not None and claim in fm.split("\n"):
            err(f"{pid}: claim_{side} also appears in frontmatter of {path}")
        if not claim.strip():
            err(f"{pid}: empty claim_{side}")
for pid, n in ids.items():
    if n != 1:
        err(f"pair id {pid} used {n} times")

# summary
by_layout = Counter(layout(f) for f in files)
in_pairs = {p["a"] for p in pairs} | {p["b"] for p in pairs}
cross = sum(1 for p in pairs if layout(p["a"]) != layout(p["b"]))
print(f"files: {len(files)} {dict(by_layout)}; files in no pair: {len(set(files) - in_pairs)}")
print(f"pairs: {len(pairs)}, cross-layout: {cross}; per class: {dict(sorted(classes.items()))}")
if errors:
    for e in errors:
        print("FAIL:", e)
    sys.exit(1)
print("check.py: OK")
