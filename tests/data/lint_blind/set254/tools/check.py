#!/usr/bin/env python3
"""Validate set254/store and set254/labels.yaml."""
import os
import re
import sys
from datetime import datetime, timezone

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
sys.path.insert(0, HERE)
import content  # noqa: E402

CLASSES = {
    "contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
    "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"],
}
PREFIX = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S", "refinement": "F",
          "other_subject": "O", "dated_history": "D", "agreeing_duplicate": "A", "negation_scope": "NS"}

errors = []


def err(msg):
    errors.append(msg)


def split_file(path):
    """Return (frontmatter text or None, list of body lines that are outside code fences)."""
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    lines = text.split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        try:
            end = lines.index("---", 1)
        except ValueError:
            err(f"{path}: unterminated frontmatter")
            return None, []
        fm = "\n".join(lines[1:end])
        start = end + 1
    body = []
    fence = False
    for ln in lines[start:]:
        if ln.lstrip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            body.append(ln)
    return fm, body


def layout(rel):
    return "facts" if rel.startswith("facts/") else "auto" if rel.startswith("auto/") else "root"


def main():
    with open(os.path.join(SET, "labels.yaml"), encoding="utf-8") as fh:
        doc = yaml.safe_load(fh)
    if str(doc.get("now")) != "2026-11-28":
        err(f"now is {doc.get('now')!r}")
    pairs = doc["pairs"]

    # ---- all store files
    all_files = []
    for dp, _, fns in os.walk(STORE):
        for fn in fns:
            all_files.append(os.path.relpath(os.path.join(dp, fn), STORE))
    all_files.sort()

    # ---- frontmatter
    flat_found = 0
    for rel in all_files:
        full = os.path.join(STORE, rel)
        fm, _ = split_file(full)
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
            ok, data = False, None
        if rel in content.FLAT:
            flat_found += 1
            if ok:
                err(f"{rel}: flat description was meant to break strict YAML but parsed")
            desc = [ln for ln in fm.split("\n") if ln.startswith("description: ")]
            if not desc or ": " not in desc[0][len("description: "):]:
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
            if data.get("type") not in ("user", "feedback", "project", "reference"):
                err(f"{rel}: bad type {data.get('type')}")
            if not rel.startswith(data.get("type", "") + "_"):
                err(f"{rel}: file name does not start with its type")
            if "gorsemoor" in str(data.get("name", "")).lower():
                err(f"{rel}: name mentions the organisation")
        elif lay == "facts":
            stem = os.path.basename(rel)[:-3]
            m = re.fullmatch(r"(fact|preference|decision)-(\d{13})-([0-9a-f]{4})", stem)
            if not m:
                err(f"{rel}: bad fact file name")
                continue
            if data.get("id") != stem or data.get("category") != m.group(1):
                err(f"{rel}: id/category mismatch")
            folder = rel.split("/")[1]
            for k in ("created", "updated"):
                v = str(data.get(k))
                try:
                    dt = datetime.strptime(v, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
                except ValueError:
                    dt = data.get(k)
                    if not isinstance(dt, datetime):
                        err(f"{rel}: {k} not ISO")
                        continue
                    dt = dt.replace(tzinfo=timezone.utc) if dt.tzinfo is None else dt
                if dt.strftime("%Y-%m-%d") != folder:
                    err(f"{rel}: {k} date != folder")
                if k == "created" and int(dt.timestamp() * 1000) != int(m.group(2)):
                    err(f"{rel}: created != epoch in id")
            for k, v in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                if data.get(k) != v:
                    err(f"{rel}: {k} should be {v}")
            if not isinstance(data.get("tags"), list) or not isinstance(data.get("confidence"), float):
                err(f"{rel}: tags/confidence malformed")
            if not ("2026-01-01" <= folder <= "2026-11-28"):
                err(f"{rel}: date outside the period")
        else:
            for k in ("title", "created", "tags"):
                if k not in data:
                    err(f"{rel}: missing {k}")
    if flat_found != len(content.FLAT):
        err(f"flat files found {flat_found} != {len(content.FLAT)}")

    # ---- MEMORY.md indexes every root file, hooks without slot values
    root_files = [f for f in all_files if "/" not in f and f != "MEMORY.md"]
    with open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8") as fh:
        mem = fh.read()
    linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — (.+)$", mem, re.M)
    if sorted(f for f, _ in linked) != sorted(root_files):
        err(f"MEMORY.md index mismatch: {set(root_files) ^ {f for f, _ in linked}}")
    for f, hook in linked:
        if re.search(r"\d", hook):
            err(f"MEMORY.md hook for {f} carries a number: {hook}")

    # ---- pairs
    per_class = {}
    seen = set()
    ids = set()
    cross = 0
    for i, p in enumerate(pairs):
        tag = p.get("note", f"#{i}").split(":")[0]
        for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
            if k not in p:
                err(f"{tag}: missing {k}")
        cls, lab = p["class"], p["label"]
        if cls not in CLASSES.get(lab, []):
            err(f"{tag}: class {cls} not under label {lab}")
        if not re.fullmatch(PREFIX.get(cls, "?") + r"\d+", tag):
            err(f"{tag}: note id does not match class {cls}")
        if tag in ids:
            err(f"{tag}: duplicate note id")
        ids.add(tag)
        per_class[cls] = per_class.get(cls, 0) + 1
        if not p["a"] < p["b"]:
            err(f"{tag}: a does not sort before b")
        if (p["a"], p["b"]) in seen:
            err(f"{tag}: duplicate file pair")
        seen.add((p["a"], p["b"]))
        if layout(p["a"]) != layout(p["b"]):
            cross += 1
        for side in ("a", "b"):
            rel = p[side]
            full = os.path.join(STORE, rel)
            if not os.path.isfile(full):
                err(f"{tag}: {rel} does not exist")
                continue
            claim = p["claim_" + side]
            if not claim or claim != claim.strip() and not claim.startswith("- "):
                err(f"{tag}: claim_{side} empty or padded")
            _, body = split_file(full)
            n = sum(1 for ln in body if ln == claim)
            if n != 1:
                err(f"{tag}: claim_{side} found {n} times in body of {rel}: {claim!r}")
            if claim.startswith("#") or claim.startswith("**Why") or claim.startswith("**How"):
                err(f"{tag}: claim_{side} is a heading/why line")
    for lab, classes in CLASSES.items():
        for c in classes:
            if per_class.get(c, 0) != 10:
                err(f"class {c} has {per_class.get(c, 0)} pairs, want 10")
    if len(pairs) != 90:
        err(f"{len(pairs)} pairs, want 90")

    in_pairs = {p["a"] for p in pairs} | {p["b"] for p in pairs}
    lay_counts = {}
    for f in all_files:
        lay_counts[layout(f)] = lay_counts.get(layout(f), 0) + 1
    print(f"files: {len(all_files)} {lay_counts}; in no pair: {len(set(all_files) - in_pairs)}")
    print(f"pairs: {len(pairs)}; cross-layout: {cross}; per class: {per_class}")
    if errors:
        for e in errors:
            print("ERROR:", e)
        print(f"check FAILED ({len(errors)} errors)")
        sys.exit(1)
    print("check OK")


if __name__ == "__main__":
    main()
