#!/usr/bin/env python3
"""Validate set229/store and set229/labels.yaml against the brief."""
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
from content import FLAT  # noqa: E402  (the intentional non-strict-YAML descriptions)

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
    """Return (frontmatter text or None, list of (lineno, line, in_body_claimable))."""
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        try:
            end = lines.index("---", 1)
        except ValueError:
            err(f"{path}: unterminated frontmatter")
            end = 0
        fm = "\n".join(lines[1:end])
        start = end + 1
    out = []
    fence = False
    for i, line in enumerate(lines):
        if i < start:
            out.append((i, line, False))
            continue
        if line.lstrip().startswith("```"):
            fence = not fence
            out.append((i, line, False))
            continue
        out.append((i, line, not fence))
    return fm, out


def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"


def check_frontmatter():
    all_md = []
    for d, _, fs in os.walk(STORE):
        for f in fs:
            all_md.append(os.path.relpath(os.path.join(d, f), STORE))
    for rel in sorted(all_md):
        full = os.path.join(STORE, rel)
        fm, _ = split(full)
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
        if rel in FLAT:
            if ok:
                err(f"{rel}: flat description was meant to break strict YAML but parsed")
            if not re.search(r"^description: [^\"'].*: ", fm, re.M):
                err(f"{rel}: flat file lacks an unquoted ': ' in description")
            continue
        if not ok:
            err(f"{rel}: frontmatter does not parse")
            continue
        lay = layout(rel)
        if lay == "root":
            for k in ("name", "description", "type"):
                if k not in data:
                    err(f"{rel}: missing {k}")
            if data.get("type") not in {"user", "feedback", "project", "reference"}:
                err(f"{rel}: bad type {data.get('type')}")
            if "harrowgate" in str(data.get("name", "")).lower():
                err(f"{rel}: name carries the organisation")
            if not rel.startswith(str(data.get("type")) + "_"):
                err(f"{rel}: file prefix does not match type")
        elif lay == "facts":
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
            created = data.get("created")
            if isinstance(created, str):
                created = datetime.datetime.fromisoformat(created.replace("Z", "+00:00"))
            if not isinstance(created, datetime.datetime):
                err(f"{rel}: created not a timestamp")
                continue
            if created.tzinfo is None:
                created = created.replace(tzinfo=datetime.timezone.utc)
            if int(created.timestamp() * 1000) != int(m.group(2)):
                err(f"{rel}: epoch does not match created")
            if created.strftime("%Y-%m-%d") != folder:
                err(f"{rel}: folder date does not match created")
            if data.get("updated") is None:
                err(f"{rel}: missing updated")
            for k, v in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                if data.get(k) != v:
                    err(f"{rel}: {k} should be {v}")
            if not isinstance(data.get("tags"), list):
                err(f"{rel}: tags not a list")
            if not isinstance(data.get("confidence"), (int, float)):
                err(f"{rel}: confidence not numeric")
        else:
            for k in ("title", "created", "tags"):
                if k not in data:
                    err(f"{rel}: missing {k}")
    # MEMORY.md indexes every root file, hooks without digits
    mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
    roots = [p for p in all_md if "/" not in p and p != "MEMORY.md"]
    for r in roots:
        if f"]({r}) — " not in mem:
            err(f"MEMORY.md does not index {r}")
    for line in mem.splitlines():
        if line.startswith("- [") and re.search(r"\d", line.split(" — ", 1)[-1]):
            err(f"MEMORY.md hook carries a value: {line}")
    return all_md


def main():
    all_md = check_frontmatter()
    with open(os.path.join(SET, "labels.yaml"), encoding="utf-8") as fh:
        doc = yaml.safe_load(fh)
    if doc.get("now") != datetime.date(2026, 11, 28):
        err("labels.yaml: now must be 2026-11-28")
    pairs = doc.get("pairs") or []
    if len(pairs) != 90:
        err(f"expected 90 pairs, got {len(pairs)}")
    counts = collections.Counter()
    ids = collections.defaultdict(set)
    seen = set()
    for i, p in enumerate(pairs):
        tag = f"pair #{i + 1}"
        for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
            if k not in p:
                err(f"{tag}: missing {k}")
        cls = p.get("class")
        if cls not in CLASSES:
            err(f"{tag}: bad class {cls}")
            continue
        label, prefix = CLASSES[cls]
        if p.get("label") != label:
            err(f"{tag}: label {p.get('label')} does not fit class {cls}")
        counts[cls] += 1
        m = re.match(r"^([A-Z]+)(\d+): ", str(p.get("note", "")))
        if not m or m.group(1) != prefix:
            err(f"{tag}: note id does not fit class {cls}: {p.get('note')!r}")
        else:
            n = int(m.group(2))
            if n in ids[prefix] or not 1 <= n <= 10:
                err(f"{tag}: note id {m.group(0)} repeated or out of range")
            ids[prefix].add(n)
        a, b = p.get("a"), p.get("b")
        if not (a < b):
            err(f"{tag}: a does not sort before b ({a}, {b})")
        if (a, b) in seen:
            err(f"{tag}: file pair reused ({a}, {b})")
        seen.add((a, b))
        for side, path, claim in (("a", a, p.get("claim_a")), ("b", b, p.get("claim_b"))):
            full = os.path.join(STORE, path)
            if not os.path.isfile(full):
                err(f"{tag}: {side} file missing: {path}")
                continue
            _, lines = split(full)
            hits = [ok for _, line, ok in lines if line == claim]
            if len(hits) != 1:
                err(f"{tag}: claim_{side} occurs {len(hits)} times in {path}: {claim!r}")
            elif not hits[0]:
                err(f"{tag}: claim_{side} is in frontmatter or a code fence in {path}")
            if not claim or not claim.strip() or claim.strip().startswith("#"):
                err(f"{tag}: claim_{side} is not a claim line: {claim!r}")
    for cls in CLASSES:
        if counts[cls] != 10:
            err(f"class {cls}: {counts[cls]} pairs, expected 10")

    cross = sum(layout(p["a"]) != layout(p["b"]) for p in pairs)
    labelled = {p["a"] for p in pairs} | {p["b"] for p in pairs}
    lay = collections.Counter(layout(p) for p in all_md)
    print(f"store: {len(all_md)} files ({lay['root']} root incl. MEMORY.md, {lay['facts']} facts, "
          f"{lay['auto']} auto); {len(all_md) - len(labelled)} files in no pair; flat descriptions: {len(FLAT)}")
    print(f"pairs: {len(pairs)}, cross-layout {cross}; " +
          ", ".join(f"{c}={counts[c]}" for c in CLASSES))
    if errors:
        for e in errors:
            print("FAIL:", e)
        sys.exit(1)
    print("check.py: OK")


if __name__ == "__main__":
    main()
