#!/usr/bin/env python3
"""Validate set258/store and set258/labels.yaml."""
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

CLASSES = {
    "value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
    "stale_vs_change": "contradiction", "refinement": "non_contradiction",
    "other_subject": "non_contradiction", "dated_history": "non_contradiction",
    "agreeing_duplicate": "non_contradiction", "negation_scope": "non_contradiction",
}
errors = []


def split(text):
    """Return (frontmatter text or None, list of (line, in_fence) for body lines)."""
    lines = text.split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        try:
            end = lines.index("---", 1)
        except ValueError:
            errors.append("unterminated frontmatter")
            return None, []
        fm = "\n".join(lines[1:end])
        start = end + 1
    body = []
    fence = False
    for line in lines[start:]:
        if line.lstrip().startswith("```"):
            body.append((line, True))
            fence = not fence
            continue
        body.append((line, fence))
    return fm, body


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


def main():
    all_files = []
    for dp, _, fns in os.walk(STORE):
        for fn in fns:
            all_files.append(os.path.relpath(os.path.join(dp, fn), STORE))
    all_files.sort()
    parsed = {}
    for rel in all_files:
        with open(os.path.join(STORE, rel), encoding="utf-8") as f:
            text = f.read()
        fm, body = split(text)
        parsed[rel] = (fm, body)
        lay = layout(rel)
        if rel == "MEMORY.md":
            continue
        if fm is None:
            errors.append(f"{rel}: no frontmatter")
            continue
        try:
            meta = yaml.safe_load(fm)
            ok = isinstance(meta, dict)
        except yaml.YAMLError:
            meta, ok = None, False
        if rel in content.FLAT:
            if ok:
                errors.append(f"{rel}: flat description was meant to fail YAML but parsed")
            continue
        if not ok:
            errors.append(f"{rel}: frontmatter does not parse")
            continue
        if lay == "root":
            for k in ("name", "description", "type"):
                if k not in meta:
                    errors.append(f"{rel}: missing {k}")
            if meta.get("type") not in {"user", "feedback", "project", "reference"}:
                errors.append(f"{rel}: bad type {meta.get('type')}")
            if not rel.startswith(f"{meta.get('type')}_"):
                errors.append(f"{rel}: file name does not start with type")
        elif lay == "auto":
            for k in ("title", "created", "tags"):
                if k not in meta:
                    errors.append(f"{rel}: missing {k}")
        else:
            stem = os.path.basename(rel)[:-3]
            folder = rel.split("/")[1]
            if meta.get("id") != stem:
                errors.append(f"{rel}: id != stem")
            cat = meta.get("category")
            if cat not in {"fact", "preference", "decision"} or not stem.startswith(cat + "-"):
                errors.append(f"{rel}: bad category")
            for k in ("source", "confidence", "confidenceTier", "tags", "status", "updated"):
                if k not in meta:
                    errors.append(f"{rel}: missing {k}")
            created = meta.get("created")
            if isinstance(created, str):
                created = datetime.datetime.fromisoformat(created.replace("Z", "+00:00"))
            if created is None or created.strftime("%Y-%m-%d") != folder:
                errors.append(f"{rel}: created does not match folder")
            else:
                ms = int(created.timestamp() * 1000)
                if stem.split("-")[1] != str(ms):
                    errors.append(f"{rel}: epoch in name does not match created")

    # FLAT count and presence of ': ' in flat descriptions
    if not 4 <= len(content.FLAT) <= 6:
        errors.append(f"expected about five flat descriptions, got {len(content.FLAT)}")

    # MEMORY.md indexes every root file
    mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
    roots = [f for f in all_files if "/" not in f and f != "MEMORY.md"]
    for r in roots:
        if f"]({r})" not in mem:
            errors.append(f"MEMORY.md does not index {r}")
    for line in mem.splitlines():
        if line.startswith("- [") and re.search(r"\d", line.split("—", 1)[-1]):
            errors.append(f"MEMORY.md hook carries a digit: {line}")

    # labels
    doc = yaml.safe_load(open(os.path.join(SET, "labels.yaml"), encoding="utf-8"))
    if str(doc.get("now")) != "2026-11-28":
        errors.append("labels.yaml: now != 2026-11-28")
    pairs = doc["pairs"]
    counts = collections.Counter(p["class"] for p in pairs)
    seen = set()
    cross = 0
    in_pairs = set()
    for i, p in enumerate(pairs):
        tag = p.get("note", f"#{i}").split(":")[0]
        a, b = p["a"], p["b"]
        if not a < b:
            errors.append(f"{tag}: a does not sort before b")
        if (a, b) in seen:
            errors.append(f"{tag}: duplicate file pair")
        seen.add((a, b))
        if CLASSES.get(p["class"]) != p["label"]:
            errors.append(f"{tag}: label {p['label']} does not fit class {p['class']}")
        if layout(a) != layout(b):
            cross += 1
        for side in ("a", "b"):
            path, claim = p[side], p["claim_" + side]
            in_pairs.add(path)
            if path not in parsed:
                errors.append(f"{tag}: {path} missing")
                continue
            with open(os.path.join(STORE, path), encoding="utf-8") as f:
                raw_lines = f.read().split("\n")
            if raw_lines.count(claim) != 1:
                errors.append(f"{tag}: claim_{side} occurs {raw_lines.count(claim)} times in {path}")
            body = parsed[path][1]
            hits = [fence for line, fence in body if line == claim]
            if len(hits) != 1:
                errors.append(f"{tag}: claim_{side} not a body line of {path}")
            elif hits[0]:
                errors.append(f"{tag}: claim_{side} inside a code fence in {path}")
            if not claim.strip():
                errors.append(f"{tag}: empty claim_{side}")
    for cls in CLASSES:
        if counts[cls] != 10:
            errors.append(f"class {cls}: {counts[cls]} pairs, expected 10")
    if len(pairs) != 90:
        errors.append(f"{len(pairs)} pairs, expected 90")

    by_layout = collections.Counter(layout(f) for f in all_files)
    unpaired = [f for f in all_files if f not in in_pairs]
    print(f"files: {len(all_files)} (root {by_layout['root']} incl. MEMORY.md, facts {by_layout['facts']}, "
          f"auto {by_layout['auto']})")
    print(f"pairs: {len(pairs)}; " + ", ".join(f"{c} {counts[c]}" for c in CLASSES))
    print(f"cross-layout pairs: {cross}; same-layout: {len(pairs) - cross}")
    print(f"files in no labelled pair: {len(unpaired)}")
    if errors:
        print("CHECK FAILED:")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("check OK")


if __name__ == "__main__":
    main()
