#!/usr/bin/env python3
"""Validate ../store/ and ../labels.yaml."""
import collections
import datetime
import os
import re
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import content  # noqa: E402,F401
from _helpers import NONSTRICT  # noqa: E402

SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
CLASSES = {
    "value_slot": ("contradiction", "V"), "role_slot": ("contradiction", "R"),
    "negation": ("contradiction", "N"), "stale_vs_change": ("contradiction", "S"),
    "refinement": ("non_contradiction", "F"), "other_subject": ("non_contradiction", "O"),
    "dated_history": ("non_contradiction", "D"), "agreeing_duplicate": ("non_contradiction", "A"),
    "negation_scope": ("non_contradiction", "NS"),
}
ORG_WORDS = ("kestle",)
errors = []


def err(msg):
    errors.append(msg)


def split(text):
    """Return (frontmatter text or None, list of body lines outside code fences)."""
    fm = None
    body = text
    if text.startswith("---\n"):
        end = text.find("\n---\n", 4)
        if end < 0:
            return None, None
        fm = text[4:end]
        body = text[end + 5:]
    lines, fenced = [], False
    for ln in body.split("\n"):
        if ln.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if not fenced:
            lines.append(ln)
    return fm, lines


def layout(path):
    return "facts" if path.startswith("facts/") else "auto" if path.startswith("auto/") else "root"


def main():
    files = []
    for dp, _, fns in os.walk(STORE):
        for fn in fns:
            files.append(os.path.relpath(os.path.join(dp, fn), STORE))
    files.sort()
    texts = {f: open(os.path.join(STORE, f), encoding="utf-8").read() for f in files}

    # ---- frontmatter and layout rules
    root_md = [f for f in files if layout(f) == "root" and f != "MEMORY.md"]
    for f in files:
        fm, _ = split(texts[f])
        if f == "MEMORY.md":
            if fm is not None:
                err("MEMORY.md should have no frontmatter")
            continue
        if fm is None:
            err(f"{f}: no frontmatter")
            continue
        try:
            data = yaml.safe_load(fm)
            ok = isinstance(data, dict)
        except yaml.YAMLError:
            data, ok = None, False
        if f in NONSTRICT:
            if ok:
                err(f"{f}: intentional flat description parsed as YAML")
            m = re.search(r"^description: (.*)$", fm, re.M)
            if not m or ": " not in m.group(1):
                err(f"{f}: flat description lacks ': '")
            continue
        if not ok:
            err(f"{f}: frontmatter does not parse")
            continue
        lay = layout(f)
        if lay == "root":
            if not re.fullmatch(r"(user|feedback|project|reference)_[a-z0-9_]+\.md", f):
                err(f"{f}: bad root file name")
            for k in ("name", "description", "type"):
                if k not in data:
                    err(f"{f}: missing {k}")
            if data.get("type") != f.split("_")[0]:
                err(f"{f}: type does not match file name")
            if any(w in str(data.get("name", "")).lower() for w in ORG_WORDS):
                err(f"{f}: name uses the organisation")
        elif lay == "facts":
            m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", f)
            if not m:
                err(f"{f}: bad fact path")
                continue
            date, cat, ms = m.group(1), m.group(2), int(m.group(3))
            stem = os.path.basename(f)[:-3]
            if data.get("id") != stem:
                err(f"{f}: id != stem")
            if data.get("category") != cat:
                err(f"{f}: category mismatch")
            for k, v in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                if data.get(k) != v:
                    err(f"{f}: {k} should be {v}")
            if not isinstance(data.get("tags"), list) or not data["tags"]:
                err(f"{f}: tags must be a non-empty list")
            if not isinstance(data.get("confidence"), float):
                err(f"{f}: confidence must be a number")
            for k in ("created", "updated"):
                raw = re.search(rf"^{k}: (\S+)$", fm, re.M).group(1)
                ts = datetime.datetime.strptime(raw, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=datetime.timezone.utc)
                if ts.date().isoformat() != date:
                    err(f"{f}: {k} date != folder date")
                if round(ts.timestamp() * 1000) != ms:
                    err(f"{f}: {k} != epoch in file name")
        else:
            for k in ("title", "created", "tags"):
                if k not in data:
                    err(f"{f}: missing {k}")

    # ---- MEMORY.md indexes every root file, hooks carry no slot values
    idx = texts.get("MEMORY.md", "")
    entries = re.findall(r"^- \[([^\]]+)\]\(([^)]+)\) — (.+)$", idx, re.M)
    indexed = [e[1] for e in entries]
    if sorted(indexed) != sorted(root_md):
        err(f"MEMORY.md index mismatch: missing {set(root_md) - set(indexed)}, extra {set(indexed) - set(root_md)}")
    for _, fn, hook in entries:
        if re.search(r"\d", hook):
            err(f"MEMORY.md hook for {fn} carries a digit")

    # ---- labels
    doc = yaml.safe_load(open(os.path.join(SET, "labels.yaml"), encoding="utf-8"))
    if str(doc.get("now")) != "2026-11-28":
        err("labels.yaml: now should be 2026-11-28")
    pairs = doc.get("pairs", [])
    per_class = collections.Counter()
    seen = set()
    ids = set()
    for i, p in enumerate(pairs):
        tag = p.get("note", f"#{i}").split(":")[0]
        cls = p.get("class")
        if cls not in CLASSES:
            err(f"{tag}: unknown class {cls}")
            continue
        per_class[cls] += 1
        label, prefix = CLASSES[cls]
        if p.get("label") != label:
            err(f"{tag}: label should be {label}")
        if not re.fullmatch(rf"{prefix}(10|[1-9])", tag):
            err(f"{tag}: note id does not match class {cls}")
        if tag in ids:
            err(f"{tag}: duplicate note id")
        ids.add(tag)
        a, b = p.get("a"), p.get("b")
        if not (a < b):
            err(f"{tag}: a must sort before b")
        if (a, b) in seen:
            err(f"{tag}: file pair already used")
        seen.add((a, b))
        for side in ("a", "b"):
            path, claim = p.get(side), p.get(f"claim_{side}")
            if path not in texts:
                err(f"{tag}: {path} does not exist")
                continue
            if not claim or claim != claim.strip() or "\n" in claim:
                err(f"{tag}: claim_{side} must be one stripped line")
            _, body = split(texts[path])
            n = sum(1 for ln in body if ln == claim)
            if n != 1:
                err(f"{tag}: claim_{side} found {n} times in body of {path}: {claim!r}")
    for cls in CLASSES:
        if per_class[cls] != 10:
            err(f"class {cls}: {per_class[cls]} pairs, want 10")
    if len(pairs) != 90:
        err(f"{len(pairs)} pairs, want 90")

    if errors:
        print("\n".join(errors))
        print(f"FAIL: {len(errors)} problem(s)")
        sys.exit(1)
    cross = sum(1 for p in pairs if layout(p["a"]) != layout(p["b"]))
    lay = collections.Counter(layout(f) for f in files)
    print(f"OK: {len(files)} files ({dict(lay)}), {len(pairs)} pairs, {cross} cross-layout, "
          f"{len(NONSTRICT)} intentional flat descriptions")


if __name__ == "__main__":
    main()
