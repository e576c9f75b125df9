#!/usr/bin/env python3
"""Validate set228/store and set228/labels.yaml."""
import os
import re
import sys
from collections import Counter
from datetime import datetime, timezone

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
sys.path.insert(0, HERE)
import content  # noqa: E402

CLASSES = {
    "contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
    "non_contradiction": ["refinement", "other_subject", "dated_history",
                          "agreeing_duplicate", "negation_scope"],
}
PREFIX = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S",
          "refinement": "F", "other_subject": "O", "dated_history": "D",
          "agreeing_duplicate": "A", "negation_scope": "NS"}
errors = []


def err(msg):
    errors.append(msg)


def split(text):
    """Return (frontmatter text or None, list of (line, is_claimable))."""
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
    for ln in lines[start:]:
        if ln.strip().startswith("```"):
            fence = not fence
            body.append((ln, False))
            continue
        body.append((ln, not fence))
    return fm, body


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


def check_files():
    paths = []
    for dp, _, fns in os.walk(STORE):
        for fn in fns:
            paths.append(os.path.relpath(os.path.join(dp, fn), STORE))
    counts = Counter(layout(p) for p in paths)
    root_files = sorted(p for p in paths if layout(p) == "root" and p != "MEMORY.md")
    for p in paths:
        text = open(os.path.join(STORE, p), encoding="utf-8").read()
        if p == "MEMORY.md":
            for rf in root_files:
                if f"]({rf}) — " not in text:
                    err(f"MEMORY.md does not index {rf}")
            continue
        fm, _ = split(text)
        if fm is None:
            err(f"{p}: no frontmatter")
            continue
        flat = p in content.FLAT
        try:
            data = yaml.safe_load(fm)
            parsed = True
        except yaml.YAMLError:
            parsed = False
            data = None
        if flat:
            if parsed:
                err(f"{p}: intended flat description parses as YAML")
            if not re.search(r"^description: .*: ", fm, re.M):
                err(f"{p}: flat file has no unquoted ': ' in description")
            continue
        if not parsed or not isinstance(data, dict):
            err(f"{p}: frontmatter does not parse")
            continue
        lay = layout(p)
        if lay == "root":
            for k in ("name", "description", "type"):
                if k not in data:
                    err(f"{p}: missing {k}")
            if data.get("type") not in ("user", "feedback", "project", "reference"):
                err(f"{p}: bad type")
            if not p.startswith(str(data.get("type")) + "_"):
                err(f"{p}: filename does not start with type")
            if "larkspur" in str(data.get("name", "")).lower():
                err(f"{p}: name carries the organisation")
        elif lay == "facts":
            m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/((fact|preference|decision)-(\d+)-([0-9a-f]{4}))\.md$", p)
            if not m:
                err(f"{p}: bad fact path")
                continue
            day, stem, cat, epoch, _ = m.groups()
            if data.get("id") != stem:
                err(f"{p}: id != stem")
            if data.get("category") != cat:
                err(f"{p}: category mismatch")
            for k in ("created", "updated"):
                v = data.get(k)
                dt = v if isinstance(v, datetime) else datetime.fromisoformat(str(v).replace("Z", "+00:00"))
                if dt.tzinfo is None:
                    dt = dt.replace(tzinfo=timezone.utc)
                if dt.strftime("%Y-%m-%d") != day:
                    err(f"{p}: {k} date != folder")
                if k == "created" and int(dt.timestamp() * 1000) != int(epoch):
                    err(f"{p}: epoch != created")
            for k, v in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                if data.get(k) != v:
                    err(f"{p}: {k} != {v}")
            if not isinstance(data.get("tags"), list):
                err(f"{p}: tags not a list")
            if not isinstance(data.get("confidence"), float):
                err(f"{p}: confidence not a number")
        else:
            for k in ("title", "created", "tags"):
                if k not in data:
                    err(f"{p}: missing {k}")
    return counts, len(paths)


def check_labels():
    doc = yaml.safe_load(open(os.path.join(SET, "labels.yaml"), encoding="utf-8"))
    if str(doc.get("now")) != "2026-11-28":
        err("labels: now != 2026-11-28")
    pairs = doc["pairs"]
    cls_count = Counter()
    lab_count = Counter()
    ab = set()
    ids = set()
    cross = 0
    for i, pr in enumerate(pairs):
        a, b = pr["a"], pr["b"]
        tag = pr.get("note", "")[:6]
        if not a < b:
            err(f"pair {i} ({tag}): a does not sort before b")
        if (a, b) in ab:
            err(f"pair {i} ({tag}): duplicate file pair")
        ab.add((a, b))
        if pr["label"] not in CLASSES or pr["class"] not in CLASSES[pr["label"]]:
            err(f"pair {i} ({tag}): bad label/class")
        cls_count[pr["class"]] += 1
        lab_count[pr["label"]] += 1
        m = re.match(r"^([A-Z]+)(\d+): ", pr["note"])
        if not m or m.group(1) != PREFIX.get(pr["class"]):
            err(f"pair {i}: note id does not match class: {pr['note']}")
        else:
            nid = m.group(1) + m.group(2)
            if nid in ids:
                err(f"duplicate note id {nid}")
            ids.add(nid)
        if layout(a) != layout(b):
            cross += 1
        for side in ("a", "b"):
            p = pr[side]
            claim = pr["claim_" + side]
            full = os.path.join(STORE, p)
            if not os.path.isfile(full):
                err(f"pair {i}: missing file {p}")
                continue
            _, body = split(open(full, encoding="utf-8").read())
            hits = [ok for ln, ok in body if ln == claim]
            if len(hits) != 1:
                err(f"pair {i} ({tag}): claim_{side} found {len(hits)}x in {p}: {claim!r}")
            elif not hits[0]:
                err(f"pair {i} ({tag}): claim_{side} inside a code fence in {p}")
            if not claim.strip():
                err(f"pair {i}: empty claim")
    for lab, classes in CLASSES.items():
        for c in classes:
            if cls_count[c] != 10:
                err(f"class {c}: {cls_count[c]} pairs, want 10")
    if len(pairs) != 90:
        err(f"{len(pairs)} pairs, want 90")
    return cls_count, lab_count, cross, pairs


def main():
    counts, total = check_files()
    cls_count, lab_count, cross, pairs = check_labels()
    files_in_pairs = {p[s] for p in pairs for s in ("a", "b")}
    print(f"files: {total} ({dict(counts)}); files in no pair: {total - len(files_in_pairs) - 1} (+MEMORY.md)")
    print(f"labels: {dict(lab_count)}; cross-layout pairs: {cross}/90")
    for c, n in sorted(cls_count.items()):
        print(f"  {c}: {n}")
    if errors:
        print("FAIL")
        print("\n".join(errors))
        sys.exit(1)
    print("OK: check passed")


if __name__ == "__main__":
    main()
