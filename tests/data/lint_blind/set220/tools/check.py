#!/usr/bin/env python3
"""Validate set220/store and set220/labels.yaml."""
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
import content  # noqa: E402

CONTRA = {"value_slot", "role_slot", "negation", "stale_vs_change"}
NONCON = {"refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"}
errors = []


def err(msg):
    errors.append(msg)


def split(text):
    """Return (frontmatter text or None, list of eligible body lines)."""
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


def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"


def main():
    files = {}
    for dp, _, fns in os.walk(STORE):
        for fn in fns:
            full = os.path.join(dp, fn)
            rel = os.path.relpath(full, STORE).replace(os.sep, "/")
            with open(full, encoding="utf-8") as fh:
                files[rel] = fh.read()

    # frontmatter checks
    flat = content.FLAT_DESCRIPTIONS
    parsed = {}
    for rel, text in files.items():
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
        if rel in flat:
            if ok:
                err(f"{rel}: intentional flat description parses as YAML")
            if not re.search(r"^description: .*: ", fm, re.M):
                err(f"{rel}: flat description has no ': '")
            continue
        if not ok:
            err(f"{rel}: frontmatter does not parse")
            continue
        parsed[rel] = data
        lay = layout(rel)
        if lay == "root":
            if set(data) != {"name", "description", "type"}:
                err(f"{rel}: root keys {sorted(data)}")
            if data.get("type") not in {"user", "feedback", "project", "reference"}:
                err(f"{rel}: bad type")
            if not rel.startswith(data.get("type", "") + "_"):
                err(f"{rel}: file name does not start with its type")
        elif lay == "auto":
            if set(data) != {"title", "created", "tags"} or not isinstance(data["tags"], list):
                err(f"{rel}: auto frontmatter keys {sorted(data)}")
        else:
            m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d+)-([0-9a-f]{4})\.md$", rel)
            if not m:
                err(f"{rel}: bad fact path")
                continue
            need = {"id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"}
            if set(data) != need:
                err(f"{rel}: fact keys {sorted(data)}")
                continue
            stem = os.path.basename(rel)[:-3]
            if data["id"] != stem or data["category"] != m.group(2):
                err(f"{rel}: id/category mismatch")
            created = data["created"]
            if isinstance(created, str):
                created = datetime.datetime.fromisoformat(created.replace("Z", "+00:00"))
            if created.tzinfo is None:
                created = created.replace(tzinfo=datetime.timezone.utc)
            if created.strftime("%Y-%m-%d") != m.group(1):
                err(f"{rel}: created date does not match folder")
            if int(created.timestamp() * 1000) != int(m.group(3)):
                err(f"{rel}: epoch does not match created")
            if data["source"] != "extraction" or data["confidenceTier"] != "explicit" or data["status"] != "active":
                err(f"{rel}: fixed fields wrong")
    nflat = sum(1 for r in flat if r in files)
    if nflat != len(flat):
        err("flat-description file missing from store")

    # MEMORY.md indexes every root file
    mem = files.get("MEMORY.md", "")
    roots = [r for r in files if "/" not in r and r != "MEMORY.md"]
    for r in roots:
        if f"]({r})" not in mem:
            err(f"MEMORY.md does not index {r}")
    for line in mem.splitlines():
        if line.startswith("- [") and re.search(r"\d", line.split(" — ", 1)[-1]):
            err(f"MEMORY.md hook carries a digit: {line}")

    # labels
    with open(os.path.join(SET, "labels.yaml"), encoding="utf-8") as fh:
        labels = yaml.safe_load(fh)
    if str(labels.get("now")) != "2026-11-28":
        err("labels.yaml now != 2026-11-28")
    prs = labels["pairs"]
    if len(prs) != 90:
        err(f"{len(prs)} pairs, expected 90")
    counts = collections.Counter(p["class"] for p in prs)
    for c in CONTRA | NONCON:
        if counts[c] != 10:
            err(f"class {c}: {counts[c]} pairs")
    seen = set()
    used_files = set()
    cross = 0
    note_ids = collections.Counter()
    for p in prs:
        a, b = p["a"], p["b"]
        tag = p["note"].split(":")[0]
        note_ids[tag] += 1
        exp = "contradiction" if p["class"] in CONTRA else "non_contradiction"
        if p["label"] != exp:
            err(f"{tag}: label {p['label']} for class {p['class']}")
        if not a < b:
            err(f"{tag}: a does not sort before b")
        if (a, b) in seen:
            err(f"{tag}: duplicate file pair")
        seen.add((a, b))
        if layout(a) != layout(b):
            cross += 1
        for side in ("a", "b"):
            path, claim = p[side], p["claim_" + side]
            if path not in files:
                err(f"{tag}: missing file {path}")
                continue
            used_files.add(path)
            _, body = split(files[path])
            n = sum(1 for line in body if line == claim)
            if n != 1:
                err(f"{tag}: claim_{side} found {n} times in body of {path}: {claim!r}")
            if not claim.strip():
                err(f"{tag}: empty claim")
    prefixes = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S", "refinement": "F",
                "other_subject": "O", "dated_history": "D", "agreeing_duplicate": "A", "negation_scope": "NS"}
    for p in prs:
        tag = p["note"].split(":")[0]
        if not re.fullmatch(prefixes[p["class"]] + r"(10|[1-9])", tag) or note_ids[tag] != 1:
            err(f"bad or repeated note id {tag} for class {p['class']}")

    lay_counts = collections.Counter(layout(r) for r in files)
    unlabelled = len(files) - len(used_files)
    print(f"files: {len(files)} (root {lay_counts['root']}, facts {lay_counts['facts']}, auto {lay_counts['auto']}); "
          f"flat descriptions {nflat}; files in no pair {unlabelled}")
    print(f"pairs: {len(prs)}, cross-layout {cross}; per class: " +
          ", ".join(f"{c} {counts[c]}" for c in sorted(counts)))
    if errors:
        for e in errors:
            print("FAIL:", e)
        sys.exit(1)
    print("check.py: OK")


if __name__ == "__main__":
    main()
