#!/usr/bin/env python3
"""Validate set259/store/ against set259/labels.yaml."""
import datetime
import re
import sys
from collections import Counter
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
SET = HERE.parent
STORE = SET / "store"
sys.path.insert(0, str(HERE))

from content import FLAT  # noqa: E402

CLASSES = {
    "value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
    "stale_vs_change": "contradiction", "refinement": "non_contradiction", "other_subject": "non_contradiction",
    "dated_history": "non_contradiction", "agreeing_duplicate": "non_contradiction",
    "negation_scope": "non_contradiction",
}
PREFIX = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S", "refinement": "F",
          "other_subject": "O", "dated_history": "D", "agreeing_duplicate": "A", "negation_scope": "NS"}

errors = []


def err(msg):
    errors.append(msg)


def split(text):
    """Return (frontmatter_text or None, list of (lineno, line, in_body_outside_fence))."""
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
    out = [(i, l, False) for i, l in enumerate(lines[:start])]
    fence = False
    for i in range(start, len(lines)):
        l = lines[i]
        if l.lstrip().startswith("```"):
            fence = not fence
            out.append((i, l, False))
            continue
        out.append((i, l, not fence))
    return fm, out


def check_frontmatter(rel, fm):
    layout = rel.split("/")[0] if "/" in rel else "root"
    if rel == "MEMORY.md":
        if fm is not None:
            err("MEMORY.md should have no frontmatter")
        return
    if fm is None:
        err(f"{rel}: no frontmatter")
        return
    try:
        data = yaml.safe_load(fm)
        parsed = True
    except yaml.YAMLError:
        data, parsed = None, False
    if layout == "root":
        if rel in FLAT:
            if parsed:
                err(f"{rel}: intentional flat description parsed as YAML")
            flat = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
            if ": " not in flat.get("description", ""):
                err(f"{rel}: flat description lacks ': '")
            data = {k: v for k, v in flat.items() if k in ("name", "type")}
            data["description"] = flat.get("description")
        elif not parsed:
            err(f"{rel}: frontmatter does not parse")
            return
        for k in ("name", "description", "type"):
            if not data.get(k):
                err(f"{rel}: missing {k}")
        if data.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{rel}: bad type {data.get('type')}")
        m = re.match(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$", rel)
        if not m or m.group(1) != data.get("type"):
            err(f"{rel}: file name does not match type")
        if "brackenfold" in str(data.get("name", "")).lower():
            err(f"{rel}: name mentions the organisation")
    elif not parsed:
        err(f"{rel}: frontmatter does not parse")
        return
    elif layout == "facts":
        stem = Path(rel).stem
        m = re.match(r"^(fact|preference|decision)-(\d{13})-([0-9a-f]{4})$", stem)
        if not m:
            err(f"{rel}: bad fact file name")
            return
        if data.get("id") != stem:
            err(f"{rel}: id != stem")
        if data.get("category") != m.group(1):
            err(f"{rel}: category mismatch")
        created = data.get("created")
        if isinstance(created, str):
            created = datetime.datetime.fromisoformat(created.replace("Z", "+00:00"))
        epoch = int(created.timestamp() * 1000)
        if epoch != int(m.group(2)):
            err(f"{rel}: created does not match epoch")
        if created.strftime("%Y-%m-%d") != rel.split("/")[1]:
            err(f"{rel}: folder date mismatch")
        if data.get("updated") != data.get("created"):
            err(f"{rel}: updated != created")
        for k, v in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
            if data.get(k) != v:
                err(f"{rel}: {k} should be {v}")
        if not isinstance(data.get("tags"), list) or not isinstance(data.get("confidence"), float):
            err(f"{rel}: tags/confidence")
    elif layout == "auto":
        for k in ("title", "created", "tags"):
            if not data.get(k):
                err(f"{rel}: missing {k}")


def main():
    files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
    parsed = {}
    for rel in files:
        text = (STORE / rel).read_text(encoding="utf-8")
        fm, lines = split(text)
        parsed[rel] = lines
        check_frontmatter(rel, fm)

    # MEMORY.md indexes every root file, hooks without digits
    roots = [f for f in files if "/" not in f and f != "MEMORY.md"]
    mem = (STORE / "MEMORY.md").read_text(encoding="utf-8")
    for f in roots:
        if f"]({f})" not in mem:
            err(f"MEMORY.md does not index {f}")
    for line in mem.splitlines():
        if line.startswith("- ["):
            hook = line.split(" — ", 1)[1]
            if re.search(r"\d", hook):
                err(f"MEMORY.md hook carries a value: {line}")
    if len(FLAT) < 4 or len(FLAT) > 6:
        err(f"expected about five flat descriptions, have {len(FLAT)}")

    labels = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
    if labels.get("now") != datetime.date(2026, 11, 28):
        err("now must be 2026-11-28")
    pairs = labels["pairs"]
    counts = Counter()
    seen = set()
    ids = Counter()
    labelled_files = set()
    for n, p in enumerate(pairs):
        tag = f"pair {n} ({p.get('note', '')[:8]})"
        cls = p["class"]
        counts[cls] += 1
        if CLASSES.get(cls) != p["label"]:
            err(f"{tag}: label {p['label']} wrong for {cls}")
        pid = p["note"].split(":", 1)[0]
        ids[pid] += 1
        if not re.fullmatch(PREFIX[cls] + r"(10|[1-9])", pid):
            err(f"{tag}: id {pid} does not fit class {cls}")
        if not p["a"] < p["b"]:
            err(f"{tag}: a does not sort before b")
        if (p["a"], p["b"]) in seen:
            err(f"{tag}: duplicate file pair")
        seen.add((p["a"], p["b"]))
        for side in ("a", "b"):
            rel = p[side]
            claim = p["claim_" + side]
            labelled_files.add(rel)
            if rel not in parsed:
                err(f"{tag}: {rel} missing")
                continue
            hits = [(i, ok) for i, l, ok in parsed[rel] if l == claim]
            if len(hits) != 1:
                err(f"{tag}: claim_{side} found {len(hits)} times in {rel}")
            elif not hits[0][1]:
                err(f"{tag}: claim_{side} in frontmatter or code fence in {rel}")
            if claim != claim.strip() or not claim:
                err(f"{tag}: claim_{side} has stray whitespace")
    for cls in CLASSES:
        if counts[cls] != 10:
            err(f"class {cls}: {counts[cls]} pairs, want 10")
    for pid, c in ids.items():
        if c > 1:
            err(f"id {pid} used {c} times")
    if len(pairs) != 90:
        err(f"{len(pairs)} pairs, want 90")

    layout = lambda r: r.split("/")[0] if "/" in r else "root"  # noqa: E731
    cross = sum(1 for p in pairs if layout(p["a"]) != layout(p["b"]))
    by_layout = Counter(layout(f) for f in files)
    unlabelled = [f for f in files if f not in labelled_files and f != "MEMORY.md"]

    print(f"files: {len(files)} ({dict(by_layout)}); flat descriptions: {len(FLAT)}")
    print(f"pairs: {len(pairs)}, cross-layout {cross}; per class: {dict(counts)}")
    print(f"files in no labelled pair (excl. MEMORY.md): {len(unlabelled)}")
    if errors:
        print("CHECK FAILED:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("check passed")


if __name__ == "__main__":
    main()
