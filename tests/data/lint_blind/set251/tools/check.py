#!/usr/bin/env python3
"""Validate set251/store and set251/labels.yaml."""
import datetime as dt
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
    """Return (frontmatter text or None, list of (lineno, line, is_claimable))."""
    lines = text.split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        for i in range(1, len(lines)):
            if lines[i] == "---":
                fm = "\n".join(lines[1:i])
                start = i + 1
                break
    body = []
    in_fence = False
    for i, line in enumerate(lines):
        if i < start:
            body.append((i, line, False))
            continue
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
            body.append((i, line, False))
            continue
        body.append((i, line, not in_fence))
    return fm, body


def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"


def main():
    files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
    # ---- frontmatter / layout checks ----
    flat_found = set()
    for rel in files:
        text = (STORE / rel).read_text(encoding="utf-8")
        fm, _ = split(text)
        if rel == "MEMORY.md":
            continue
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
                err(f"{rel}: intended flat description parses as strict YAML")
            else:
                flat_found.add(rel)
                if not re.search(r"^description: .*: ", fm, re.M):
                    err(f"{rel}: flat file without an unquoted ': ' in description")
            continue
        if not ok:
            err(f"{rel}: frontmatter does not parse")
            continue
        lay = layout(rel)
        if lay == "root":
            if set(data) != {"name", "description", "type"}:
                err(f"{rel}: root keys {sorted(data)}")
            if data.get("type") not in {"user", "feedback", "project", "reference"}:
                err(f"{rel}: bad type")
            if not rel.startswith(f"{data.get('type')}_"):
                err(f"{rel}: file prefix does not match type")
            if "brindlecombe" in str(data.get("name", "")).lower():
                err(f"{rel}: name mentions the organisation")
        elif lay == "facts":
            stem = rel.rsplit("/", 1)[1][:-3]
            folder = rel.split("/")[1]
            m = re.fullmatch(r"(fact|preference|decision)-(\d{13})-([0-9a-f]{4})", stem)
            if not m:
                err(f"{rel}: bad fact file name")
                continue
            if data.get("id") != stem or data.get("category") != m.group(1):
                err(f"{rel}: id/category mismatch")
            ms = int(m.group(2))
            when = dt.datetime.fromtimestamp(ms / 1000, dt.timezone.utc)
            for k in ("created", "updated"):
                v = data.get(k)
                v = v if isinstance(v, str) else v.isoformat() if v else ""
                if not str(v).startswith(when.strftime("%Y-%m-%dT%H:%M:%S")):
                    err(f"{rel}: {k} {v} does not match epoch {when}")
            if when.strftime("%Y-%m-%d") != folder:
                err(f"{rel}: folder date does not match epoch")
            for k, want in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                if data.get(k) != want:
                    err(f"{rel}: {k} != {want}")
            if not isinstance(data.get("tags"), list) or not isinstance(data.get("confidence"), float):
                err(f"{rel}: tags/confidence malformed")
        else:
            if set(data) != {"title", "created", "tags"}:
                err(f"{rel}: auto keys {sorted(data)}")
    if flat_found != set(FLAT):
        err(f"flat descriptions expected {sorted(FLAT)}, failing {sorted(flat_found)}")

    # ---- MEMORY.md indexes every root memory ----
    roots = [f for f in files if "/" not in f and f != "MEMORY.md"]
    mem = (STORE / "MEMORY.md").read_text(encoding="utf-8")
    linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
    if sorted(linked) != sorted(roots):
        err(f"MEMORY.md index mismatch: missing {set(roots) - set(linked)}, extra {set(linked) - set(roots)}")

    # ---- labels ----
    labels = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
    if str(labels.get("now")) != "2026-11-28":
        err("labels now != 2026-11-28")
    pairs = labels["pairs"]
    counts = Counter()
    filepairs = Counter()
    ids = []
    for i, p in enumerate(pairs):
        tag = p.get("note", "").split(":")[0] or f"#{i}"
        ids.append(tag)
        a, b = p["a"], p["b"]
        if not a < b:
            err(f"{tag}: a does not sort before b")
        filepairs[(a, b)] += 1
        cls = p["class"]
        if cls not in CLASSES.get(p["label"], []):
            err(f"{tag}: class {cls} not valid for label {p['label']}")
        if not re.fullmatch(PREFIX.get(cls, "?") + r"\d+", tag):
            err(f"{tag}: note id does not match class {cls}")
        counts[cls] += 1
        for side in ("a", "b"):
            path, claim = p[side], p[f"claim_{side}"]
            f = STORE / path
            if not f.is_file():
                err(f"{tag}: missing file {path}")
                continue
            _, body = split(f.read_text(encoding="utf-8"))
            hits = [ok for _, line, ok in body if line == claim]
            if len(hits) != 1:
                err(f"{tag}: claim_{side} found {len(hits)} times in {path}")
            elif not hits[0]:
                err(f"{tag}: claim_{side} is inside frontmatter or a code fence in {path}")
            if not claim.strip():
                err(f"{tag}: empty claim_{side}")
    if len(pairs) != 90:
        err(f"{len(pairs)} pairs, expected 90")
    for cls_list in CLASSES.values():
        for c in cls_list:
            if counts[c] != 10:
                err(f"class {c}: {counts[c]} pairs, expected 10")
    for k, n in filepairs.items():
        if n > 1:
            err(f"file pair {k} used {n} times")
    dup = [x for x, n in Counter(ids).items() if n > 1]
    if dup:
        err(f"duplicate pair ids {dup}")

    lay = Counter(layout(f) for f in files)
    in_pairs = {p["a"] for p in pairs} | {p["b"] for p in pairs}
    cross = sum(1 for p in pairs if layout(p["a"]) != layout(p["b"]))
    print(f"files: {len(files)} {dict(lay)}; files in no pair: {len(set(files) - in_pairs)}")
    print(f"pairs: {len(pairs)} ({cross} cross-layout); per class: {dict(counts)}")
    print(f"flat (non-strict YAML) descriptions: {len(flat_found)}")
    if errors:
        print(f"CHECK FAILED ({len(errors)} problems):")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("CHECK PASSED")


if __name__ == "__main__":
    main()
