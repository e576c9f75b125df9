#!/usr/bin/env python3
"""Validate set233/labels.yaml against set233/store/."""
import collections
import datetime as dt
import os
import re
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
sys.path.insert(0, HERE)
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


def split(path):
    """Return (frontmatter_text or None, list of (lineno, line, is_claimable))."""
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        for i in range(1, len(lines)):
            if lines[i] == "---":
                fm = "\n".join(lines[1:i])
                start = i + 1
                break
        else:
            err(f"{path}: unterminated frontmatter")
    out = []
    fence = False
    for i, ln in enumerate(lines):
        if i < start:
            out.append((i, ln, False))
            continue
        if ln.lstrip().startswith("```"):
            fence = not fence
            out.append((i, ln, False))
            continue
        out.append((i, ln, not fence))
    if fence:
        err(f"{path}: unclosed code fence")
    return fm, out


def main():
    with open(os.path.join(SET, "labels.yaml"), encoding="utf-8") as fh:
        doc = yaml.safe_load(fh)
    if str(doc.get("now")) != "2026-11-28":
        err("now must be 2026-11-28")
    pairs = doc["pairs"]
    if len(pairs) != 90:
        err(f"expected 90 pairs, got {len(pairs)}")
    per_class = collections.Counter()
    seen = set()
    note_ids = set()
    for k, p in enumerate(pairs):
        tag = f"pair #{k} ({p.get('note', '')[:12]})"
        for key in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
            if key not in p:
                err(f"{tag}: missing {key}")
        cls = p["class"]
        if cls not in CLASSES:
            err(f"{tag}: unknown class {cls}")
            continue
        per_class[cls] += 1
        if p["label"] != CLASSES[cls]:
            err(f"{tag}: label {p['label']} wrong for {cls}")
        m = re.match(r"^([A-Z]+)(\d+): ", p["note"])
        if not m or m.group(1) != PREFIX[cls]:
            err(f"{tag}: note id does not match class {cls}")
        else:
            nid = m.group(1) + m.group(2)
            if nid in note_ids:
                err(f"{tag}: duplicate note id {nid}")
            note_ids.add(nid)
        if not p["a"] < p["b"]:
            err(f"{tag}: a must sort before b")
        if (p["a"], p["b"]) in seen:
            err(f"{tag}: duplicate (a, b)")
        seen.add((p["a"], p["b"]))
        for side in ("a", "b"):
            path = os.path.join(STORE, p[side])
            if not os.path.isfile(path):
                err(f"{tag}: missing file {p[side]}")
                continue
            claim = p["claim_" + side]
            if not claim.strip() or claim != claim.rstrip("\n"):
                err(f"{tag}: empty or malformed claim_{side}")
            _, lines = split(path)
            hits = [(i, ok) for i, ln, ok in lines if ln == claim]
            if len(hits) != 1:
                err(f"{tag}: claim_{side} found {len(hits)} times as a full line in {p[side]}")
            elif not hits[0][1]:
                err(f"{tag}: claim_{side} is inside frontmatter or a code fence in {p[side]}")
    for cls in CLASSES:
        if per_class[cls] != 10:
            err(f"class {cls}: {per_class[cls]} pairs, expected 10")

    # frontmatter and layout checks over the whole store
    root_files = []
    for dirpath, _, names in os.walk(STORE):
        for n in names:
            full = os.path.join(dirpath, n)
            rel = os.path.relpath(full, STORE)
            if not n.endswith(".md"):
                err(f"{rel}: not a markdown file")
                continue
            text = open(full, encoding="utf-8").read()
            if re.search(r"@[A-Z]+[0-9]+[ab]@", text):
                err(f"{rel}: leftover claim marker")
            if rel == "MEMORY.md":
                continue
            fm, _ = split(full)
            if fm is None:
                err(f"{rel}: no frontmatter")
                continue
            try:
                data = yaml.safe_load(fm)
                parsed = isinstance(data, dict)
            except yaml.YAMLError:
                data, parsed = None, False
            if rel in FLAT:
                if parsed:
                    err(f"{rel}: intentional flat description parses as strict YAML")
                if not re.search(r"^description: [^\"'].*: ", fm, re.M):
                    err(f"{rel}: flat file lacks an unquoted ': ' in description")
                data = dict(re.findall(r"^(\w+): (.*)$", fm, re.M))
            elif not parsed:
                err(f"{rel}: frontmatter does not parse")
                continue
            if "/" not in rel:
                root_files.append(rel)
                for key in ("name", "description", "type"):
                    if key not in data:
                        err(f"{rel}: missing {key}")
                if data.get("type") not in ("user", "feedback", "project", "reference"):
                    err(f"{rel}: bad type")
                if not rel.startswith(str(data.get("type")) + "_"):
                    err(f"{rel}: file name does not start with its type")
                if "wayfarer" in str(data.get("name", "")).lower():
                    err(f"{rel}: name must not be the organisation")
            elif rel.startswith("facts/"):
                stem = n[:-3]
                mm = re.match(r"^(fact|preference|decision)-(\d{13})-([0-9a-f]{4})$", stem)
                if not mm:
                    err(f"{rel}: bad fact file name")
                    continue
                if data.get("id") != stem or data.get("category") != mm.group(1):
                    err(f"{rel}: id/category mismatch")
                created = data.get("created")
                if not isinstance(created, dt.datetime):
                    err(f"{rel}: created not a timestamp")
                    continue
                ms = int(created.replace(tzinfo=dt.timezone.utc).timestamp() * 1000) if created.tzinfo is None \
                    else int(created.timestamp() * 1000)
                if ms != int(mm.group(2)):
                    err(f"{rel}: epoch does not match created")
                if created.strftime("%Y-%m-%d") != rel.split("/")[1]:
                    err(f"{rel}: folder date does not match created")
                for key, val in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                    if data.get(key) != val:
                        err(f"{rel}: {key} should be {val}")
                if not isinstance(data.get("tags"), list) or "updated" not in data or "confidence" not in data:
                    err(f"{rel}: tags/updated/confidence missing")
            elif rel.startswith("auto/"):
                for key in ("title", "created", "tags"):
                    if key not in data:
                        err(f"{rel}: missing {key}")
            else:
                err(f"{rel}: unexpected location")
    mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
    for rf in root_files:
        if not re.search(r"^- \[[^\]]+\]\(" + re.escape(rf) + r"\) — \S", mem, re.M):
            err(f"MEMORY.md does not index {rf}")
    flat_present = [f for f in FLAT if os.path.isfile(os.path.join(STORE, f))]
    if len(flat_present) != len(FLAT):
        err("a FLAT file is missing")

    if errors:
        for e in errors:
            print("FAIL:", e)
        print(f"{len(errors)} problem(s)")
        sys.exit(1)
    print(f"OK: {len(pairs)} pairs, " + ", ".join(f"{c} {per_class[c]}" for c in CLASSES))


if __name__ == "__main__":
    main()
