#!/usr/bin/env python3
"""Validate set230/store/ and set230/labels.yaml."""
import datetime as dt
import re
import sys
from collections import Counter
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
ROOTDIR = HERE.parent
STORE = ROOTDIR / "store"
LABELS = ROOTDIR / "labels.yaml"
sys.path.insert(0, str(HERE))
from content import FLAT  # noqa: E402

CONTRA = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S"}
NON = {"refinement": "F", "other_subject": "O", "dated_history": "D",
       "agreeing_duplicate": "A", "negation_scope": "NS"}
ROOT_TYPES = {"user", "feedback", "project", "reference"}
FACT_RE = re.compile(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$")
INDEX_RE = re.compile(r"^- \[([^\]]+)\]\(([^)]+)\) — (.+)$")
NOW = dt.date(2026, 11, 28)
START = dt.date(2026, 1, 1)

errors = []


def err(msg):
    errors.append(msg)


def split(text):
    """Return (frontmatter text or None, body lines outside code fences)."""
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
            return None, []
    body = []
    fence = False
    for line in lines[start:]:
        if line.lstrip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            body.append(line)
    return fm, body


def check_files():
    files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
    root = [f for f in files if "/" not in f]
    facts = [f for f in files if f.startswith("facts/")]
    auto = [f for f in files if f.startswith("auto/")]
    other = [f for f in files if f not in root + facts + auto]
    if other:
        err(f"files outside the three layouts: {other}")
    flat_fail = set()
    for rel in files:
        text = (STORE / rel).read_text(encoding="utf-8")
        if rel == "MEMORY.md":
            continue
        fm, _ = split(text)
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
                err(f"{rel}: frontmatter should be intentionally non-strict YAML but parses")
            else:
                flat_fail.add(rel)
                desc = [l for l in fm.split("\n") if l.startswith("description: ")]
                if not desc or ": " not in desc[0][len("description: "):]:
                    err(f"{rel}: flat description lacks an unquoted ': '")
                data = {}
                for l in fm.split("\n"):
                    k, _, v = l.partition(": ")
                    data[k] = v
        elif not ok:
            err(f"{rel}: frontmatter does not parse")
            continue
        if "/" not in rel:
            for k in ("name", "description", "type"):
                if not data.get(k):
                    err(f"{rel}: missing {k}")
            if data.get("type") not in ROOT_TYPES:
                err(f"{rel}: bad type {data.get('type')}")
            if not rel.startswith(f"{data.get('type')}_"):
                err(f"{rel}: file name does not start with its type")
            if "hollybrook" in str(data.get("name", "")).lower():
                err(f"{rel}: name carries the organisation")
        elif rel.startswith("facts/"):
            m = FACT_RE.match(rel)
            if not m:
                err(f"{rel}: bad fact path")
                continue
            date, cat, epoch, _ = m.groups()
            stem = Path(rel).stem
            if data.get("id") != stem:
                err(f"{rel}: id != stem")
            if data.get("category") != cat:
                err(f"{rel}: category mismatch")
            for k in ("created", "updated"):
                v = data.get(k)
                if isinstance(v, dt.datetime):
                    d = v if v.tzinfo else v.replace(tzinfo=dt.timezone.utc)
                else:
                    d = dt.datetime.fromisoformat(str(v).replace("Z", "+00:00"))
                if d.date().isoformat() != date:
                    err(f"{rel}: {k} date != folder date")
                if k == "created" and int(d.timestamp() * 1000) != int(epoch):
                    err(f"{rel}: created != epoch in file name")
                if not (START <= d.date() <= NOW):
                    err(f"{rel}: {k} outside 2026-01..now")
            for k, v in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                if data.get(k) != v:
                    err(f"{rel}: {k} should be {v}")
            if not isinstance(data.get("tags"), list) or not data["tags"]:
                err(f"{rel}: tags must be a non-empty list")
            if not isinstance(data.get("confidence"), (int, float)):
                err(f"{rel}: confidence not a number")
        else:
            for k in ("title", "created", "tags"):
                if k not in data:
                    err(f"{rel}: missing {k}")
            c = data.get("created")
            if isinstance(c, dt.date) and not (START <= c <= NOW):
                err(f"{rel}: created outside range")
    missing_flat = set(FLAT) - flat_fail
    if missing_flat:
        err(f"intentional flat descriptions missing or not failing: {sorted(missing_flat)}")

    # MEMORY.md indexes every root file
    mem = (STORE / "MEMORY.md").read_text(encoding="utf-8")
    indexed = []
    for line in mem.split("\n"):
        if line.startswith("- "):
            m = INDEX_RE.match(line)
            if not m:
                err(f"MEMORY.md: bad index line: {line}")
                continue
            indexed.append(m.group(2))
            if re.search(r"\d", m.group(3)):
                err(f"MEMORY.md: hook carries a number/value: {line}")
    roots = [f for f in root if f != "MEMORY.md"]
    if sorted(indexed) != sorted(roots):
        err(f"MEMORY.md index mismatch: missing {sorted(set(roots) - set(indexed))}, extra {sorted(set(indexed) - set(roots))}")
    return files, root, facts, auto


def check_labels(files):
    data = yaml.safe_load(LABELS.read_text(encoding="utf-8"))
    if str(data.get("now")) != "2026-11-28":
        err("labels: now must be 2026-11-28")
    ps = data.get("pairs") or []
    if len(ps) != 90:
        err(f"labels: {len(ps)} pairs, expected 90")
    counts = Counter()
    ids = set()
    filepairs = set()
    cross = 0
    used_files = set()
    for i, p in enumerate(ps):
        a, b, cls, label = p.get("a"), p.get("b"), p.get("class"), p.get("label")
        tag = f"pair {i} ({p.get('note', '')[:12]})"
        if cls in CONTRA:
            want_label, prefix = "contradiction", CONTRA[cls]
        elif cls in NON:
            want_label, prefix = "non_contradiction", NON[cls]
        else:
            err(f"{tag}: unknown class {cls}")
            continue
        if label != want_label:
            err(f"{tag}: label {label} does not fit class {cls}")
        counts[cls] += 1
        m = re.match(r"^([A-Z]+)(\d+): ", p.get("note", ""))
        if not m or m.group(1) != prefix or not 1 <= int(m.group(2)) <= 10:
            err(f"{tag}: note id does not match class")
        else:
            nid = m.group(1) + m.group(2)
            if nid in ids:
                err(f"{tag}: duplicate note id {nid}")
            ids.add(nid)
        if not a or not b or not a < b:
            err(f"{tag}: a must sort before b ({a} / {b})")
        if (a, b) in filepairs:
            err(f"{tag}: file pair used twice")
        filepairs.add((a, b))
        lay = lambda f: "root" if "/" not in f else f.split("/")[0]
        if lay(a) != lay(b):
            cross += 1
        for side in ("a", "b"):
            rel = p.get(side)
            used_files.add(rel)
            claim = p.get(f"claim_{side}")
            if rel not in files:
                err(f"{tag}: {side} file missing: {rel}")
                continue
            if rel == "MEMORY.md":
                err(f"{tag}: MEMORY.md cannot hold claims")
            if not claim or not claim.strip():
                err(f"{tag}: empty claim_{side}")
                continue
            _, body = split((STORE / rel).read_text(encoding="utf-8"))
            n = sum(1 for line in body if line == claim)
            if n != 1:
                err(f"{tag}: claim_{side} found {n} times in body of {rel}: {claim!r}")
    for cls in list(CONTRA) + list(NON):
        if counts[cls] != 10:
            err(f"class {cls}: {counts[cls]} pairs, expected 10")
    return counts, cross, used_files


def main():
    files, root, facts, auto = check_files()
    counts, cross, used = check_labels(set(files))
    unlabelled = [f for f in files if f not in used]
    print(f"files: {len(files)} (root {len(root)} incl. MEMORY.md, facts {len(facts)}, auto {len(auto)})")
    print(f"files in no labelled pair: {len(unlabelled)}")
    print(f"cross-layout pairs: {cross}/90")
    for cls in list(CONTRA) + list(NON):
        print(f"  {cls:20s} {counts[cls]}")
    if errors:
        print(f"\n{len(errors)} error(s):")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("\nOK: check passed")


if __name__ == "__main__":
    main()
