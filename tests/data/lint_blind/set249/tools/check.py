#!/usr/bin/env python3
"""Validate set249/store/ and set249/labels.yaml."""
import re
import sys
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
from content import FLAT  # noqa: E402

SET = Path(__file__).resolve().parent.parent
STORE = SET / "store"
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


def split(path):
    """Return (frontmatter_text or None, list of (lineno, line, in_body_claimable))."""
    lines = path.read_text(encoding="utf-8").split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        try:
            end = lines.index("---", 1)
        except ValueError:
            err(f"{path}: unterminated frontmatter")
            end = len(lines) - 1
        fm = "\n".join(lines[1:end])
        start = end + 1
    body = []
    fence = False
    for i, line in enumerate(lines):
        if i < start:
            body.append((i, line, False))
            continue
        if line.lstrip().startswith("```"):
            fence = not fence
            body.append((i, line, False))
            continue
        body.append((i, line, not fence))
    return fm, body


def layout(rel):
    if rel.startswith("facts/"):
        return "facts"
    if rel.startswith("auto/"):
        return "auto"
    return "root"


def check_frontmatter(rel, fm):
    lay = layout(rel)
    if rel == "MEMORY.md":
        if fm is not None:
            err("MEMORY.md should have no frontmatter")
        return
    if fm is None:
        err(f"{rel}: missing frontmatter")
        return
    try:
        data = yaml.safe_load(fm)
        ok = True
    except yaml.YAMLError:
        data, ok = None, False
    if lay == "root":
        if rel in FLAT:
            if ok:
                err(f"{rel}: flat description expected to break strict YAML but it parsed")
            data = {}
            for line in fm.split("\n"):
                k, _, v = line.partition(": ")
                data[k] = v
        elif not ok:
            err(f"{rel}: frontmatter does not parse")
            return
        for k in ("name", "description", "type"):
            if not data.get(k):
                err(f"{rel}: missing {k}")
        if data.get("type") not in {"user", "feedback", "project", "reference"}:
            err(f"{rel}: bad type {data.get('type')}")
        stem = Path(rel).stem
        if not stem.startswith(data.get("type", "") + "_"):
            err(f"{rel}: file name does not start with its type")
        return
    if not ok or not isinstance(data, dict):
        err(f"{rel}: frontmatter does not parse")
        return
    if lay == "facts":
        stem = Path(rel).stem
        m = re.fullmatch(r"(fact|preference|decision)-(\d{13})-([0-9a-f]{4})", stem)
        if not m:
            err(f"{rel}: bad fact file name")
            return
        if data.get("id") != stem:
            err(f"{rel}: id != stem")
        if data.get("category") != m.group(1):
            err(f"{rel}: category mismatch")
        for k in ("created", "updated"):
            v = data.get(k)
            if isinstance(v, datetime):
                dt = v if v.tzinfo else v.replace(tzinfo=timezone.utc)
            else:
                dt = datetime.strptime(str(v), "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
            if k == "created":
                if int(dt.timestamp() * 1000) != int(m.group(2)):
                    err(f"{rel}: created does not match epoch in name")
                if dt.strftime("%Y-%m-%d") != Path(rel).parent.name:
                    err(f"{rel}: created does not match folder date")
        for k, v in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
            if data.get(k) != v:
                err(f"{rel}: {k} should be {v}")
        if not isinstance(data.get("confidence"), float):
            err(f"{rel}: confidence missing")
        if not isinstance(data.get("tags"), list) or not data["tags"]:
            err(f"{rel}: tags should be a non-empty list")
    else:
        for k in ("title", "created", "tags"):
            if not data.get(k):
                err(f"{rel}: missing {k}")
        if not isinstance(data.get("tags"), list):
            err(f"{rel}: tags should be a list")


def main():
    files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
    parsed = {}
    for rel in files:
        fm, body = split(STORE / rel)
        parsed[rel] = body
        check_frontmatter(rel, fm)
        for _, line, _ in body:
            if re.search(r"@[A-Za-z0-9_]+@", line):
                err(f"{rel}: leftover claim marker")

    # MEMORY.md indexes every root memory
    roots = [f for f in files if "/" not in f and f != "MEMORY.md"]
    idx = (STORE / "MEMORY.md").read_text(encoding="utf-8")
    links = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — (.+)$", idx, re.M)
    linked = Counter(l for l, _ in links)
    for r in roots:
        if linked[r] != 1:
            err(f"MEMORY.md lists {r} {linked[r]} times")
    for l, hook in links:
        if l not in roots:
            err(f"MEMORY.md links missing file {l}")
        if re.search(r"\d", hook):
            err(f"MEMORY.md hook for {l} carries a number")

    labels = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
    if str(labels.get("now")) != "2026-11-28":
        err("labels.yaml: now should be 2026-11-28")
    pairs = labels["pairs"]
    if len(pairs) != 90:
        err(f"labels.yaml: {len(pairs)} pairs, expected 90")
    per_class = Counter(p["class"] for p in pairs)
    seen_ids = Counter()
    filepairs = Counter()
    claim_files = set()
    cross = 0
    wrapped = set()
    table = set()
    for p in pairs:
        cls = p["class"]
        exp_label = next((lab for lab, cl in CLASSES.items() if cls in cl), None)
        if exp_label is None:
            err(f"unknown class {cls}")
        elif p["label"] != exp_label:
            err(f"{p['note']}: label {p['label']} does not fit class {cls}")
        m = re.match(r"^([A-Z]+)(\d+): ", p["note"])
        if not m or m.group(1) != PREFIX.get(cls):
            err(f"note id does not match class: {p['note']}")
        else:
            seen_ids[m.group(1) + m.group(2)] += 1
        a, b = p["a"], p["b"]
        if not a < b:
            err(f"{p['note']}: a does not sort before b")
        filepairs[(a, b)] += 1
        if layout(a) != layout(b):
            cross += 1
        for f, claim in ((a, p["claim_a"]), (b, p["claim_b"])):
            if f not in parsed:
                err(f"{p['note']}: missing file {f}")
                continue
            claim_files.add(f)
            hits = [(i, ok) for i, line, ok in parsed[f] if line == claim]
            if len(hits) != 1:
                err(f"{p['note']}: claim occurs {len(hits)} times in {f}: {claim!r}")
                continue
            i, ok = hits[0]
            if not ok:
                err(f"{p['note']}: claim in {f} is inside frontmatter or a code fence")
            body = parsed[f]
            nxt = body[i + 1][1] if i + 1 < len(body) else ""
            if (nxt.strip() and not re.match(r"^\s*(- |\d+\. |\*\*|#|\|)", nxt)
                    and not claim.rstrip().endswith((".", "!", "?"))):
                wrapped.add((f, claim))
            if nxt.startswith("  ") and claim.startswith("- "):
                wrapped.add((f, claim))
            if claim.startswith("|"):
                table.add((f, claim))
    for k, v in filepairs.items():
        if v > 1:
            err(f"file pair {k} used {v} times")
    for cls_list in CLASSES.values():
        for cls in cls_list:
            if per_class[cls] != 10:
                err(f"class {cls}: {per_class[cls]} pairs, expected 10")
            for n in range(1, 11):
                if seen_ids[f"{PREFIX[cls]}{n}"] != 1:
                    err(f"id {PREFIX[cls]}{n} appears {seen_ids[PREFIX[cls] + str(n)]} times")

    lay_count = Counter(layout(f) for f in files)
    unlabelled = [f for f in files if f not in claim_files]
    print(f"files: {len(files)} (root {lay_count['root']} incl. MEMORY.md, facts {lay_count['facts']}, "
          f"auto {lay_count['auto']})")
    print(f"files without a labelled claim: {len(unlabelled)}")
    print(f"pairs: {len(pairs)}; cross-layout {cross}, same-layout {len(pairs) - cross}")
    print("per class: " + ", ".join(f"{c}={per_class[c]}" for cl in CLASSES.values() for c in cl))
    print(f"flat (non-strict YAML) descriptions: {len(FLAT)}")
    print(f"hard-wrapped labelled claims: {len(wrapped)}; table-row labelled claims: {len(table)}")
    if "-v" in sys.argv:
        for f, c in sorted(wrapped):
            print("   wrapped:", f, "|", c)
    if errors:
        print(f"\nFAILED with {len(errors)} error(s):")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("check.py: OK")


if __name__ == "__main__":
    main()
