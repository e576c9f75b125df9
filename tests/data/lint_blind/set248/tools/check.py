#!/usr/bin/env python3
"""Validate set248/store/ and set248/labels.yaml."""
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
    "contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
    "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"],
}
FACT_RE = re.compile(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$")
ROOT_RE = re.compile(r"^(user|feedback|project|reference)_[a-z0-9-]+\.md$")

errors = []


def err(msg):
    errors.append(msg)


def split(text):
    """Return (frontmatter text or None, list of body lines outside code fences)."""
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
    fence = False
    for line in lines[start:]:
        if line.lstrip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            body.append(line)
    return fm, body


def main():
    files = {}
    for dirpath, _, names in os.walk(STORE):
        for n in names:
            full = os.path.join(dirpath, n)
            rel = os.path.relpath(full, STORE)
            with open(full, encoding="utf-8") as fh:
                files[rel] = fh.read()

    # ---- layouts and frontmatter ----
    layout = collections.Counter()
    root_files = []
    for rel, text in sorted(files.items()):
        if "@" in text and re.search(r"^@[A-Za-z0-9]+@ ", text, re.M):
            err(f"{rel}: leftover claim marker")
        fm, _ = split(text)
        if rel == "MEMORY.md":
            layout["index"] += 1
            continue
        if rel.startswith("facts/"):
            layout["facts"] += 1
            m = FACT_RE.match(rel)
            if not m:
                err(f"{rel}: bad fact path")
                continue
            date, cat, ms, _ = m.groups()
            try:
                d = yaml.safe_load(fm)
            except yaml.YAMLError as e:
                err(f"{rel}: frontmatter does not parse: {e}")
                continue
            stem = os.path.basename(rel)[:-3]
            created = datetime.datetime.fromtimestamp(int(ms) / 1000, datetime.timezone.utc)
            iso = created.strftime("%Y-%m-%dT%H:%M:%S.") + f"{int(ms) % 1000:03d}Z"
            if d.get("id") != stem:
                err(f"{rel}: id != stem")
            if d.get("category") != cat:
                err(f"{rel}: category mismatch")
            for k in ("created", "updated"):
                v = d.get(k)
                v = v if isinstance(v, str) else (v.strftime("%Y-%m-%dT%H:%M:%S.") + f"{v.microsecond // 1000:03d}Z" if v else None)
                if v != iso:
                    err(f"{rel}: {k} {v} != epoch {iso}")
            if created.strftime("%Y-%m-%d") != date:
                err(f"{rel}: folder date != created date")
            for k, want in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                if d.get(k) != want:
                    err(f"{rel}: {k} should be {want}")
            if not isinstance(d.get("tags"), list) or not isinstance(d.get("confidence"), float):
                err(f"{rel}: tags/confidence malformed")
            continue
        if rel.startswith("auto/"):
            layout["auto"] += 1
            try:
                d = yaml.safe_load(fm)
                if not (d.get("title") and d.get("created") and isinstance(d.get("tags"), list)):
                    err(f"{rel}: auto note frontmatter incomplete")
            except yaml.YAMLError as e:
                err(f"{rel}: frontmatter does not parse: {e}")
            continue
        if "/" in rel or not ROOT_RE.match(rel):
            err(f"{rel}: unexpected path")
            continue
        layout["root"] += 1
        root_files.append(rel)
        flat = rel in content.FLAT
        try:
            d = yaml.safe_load(fm)
            if flat:
                err(f"{rel}: intentionally flat description parsed as YAML")
            elif not (d.get("name") and d.get("description") and d.get("type") in ("user", "feedback", "project", "reference")):
                err(f"{rel}: root frontmatter incomplete")
            elif rel.split("_", 1)[0] != d["type"]:
                err(f"{rel}: type does not match file prefix")
        except yaml.YAMLError:
            if not flat:
                err(f"{rel}: frontmatter does not parse")
            else:
                # must still carry the three keys as lines
                keys = [ln.split(":", 1)[0] for ln in fm.split("\n")]
                if keys[:3] != ["name", "description", "type"]:
                    err(f"{rel}: flat frontmatter keys wrong")

    # ---- MEMORY.md indexes every root file, hooks without slot values ----
    mem = files.get("MEMORY.md", "")
    linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — (.+)$", mem, re.M)
    linked_files = [f for f, _ in linked]
    if sorted(linked_files) != sorted(root_files):
        err(f"MEMORY.md index mismatch: missing {set(root_files) - set(linked_files)}, extra {set(linked_files) - set(root_files)}")
    for f, hook in linked:
        if re.search(r"\d", hook):
            err(f"MEMORY.md hook for {f} carries a digit")

    # ---- labels ----
    with open(os.path.join(SET, "labels.yaml"), encoding="utf-8") as fh:
        labels = yaml.safe_load(fh)
    if str(labels.get("now")) != "2026-11-28":
        err("labels.yaml: now should be 2026-11-28")
    pairs = labels["pairs"]
    per_class = collections.Counter()
    per_label = collections.Counter()
    file_pairs = set()
    ids = set()
    cross = 0
    files_in_pairs = set()

    def lay(p):
        return p.split("/", 1)[0] if "/" in p else "root"

    for i, p in enumerate(pairs):
        pid = p["note"].split(":", 1)[0]
        ids.add(pid)
        a, b = p["a"], p["b"]
        if not a < b:
            err(f"{pid}: a does not sort before b")
        if (a, b) in file_pairs:
            err(f"{pid}: duplicate file pair")
        file_pairs.add((a, b))
        if p["class"] not in CLASSES.get(p["label"], []):
            err(f"{pid}: class {p['class']} not valid for label {p['label']}")
        per_class[p["class"]] += 1
        per_label[p["label"]] += 1
        if lay(a) != lay(b):
            cross += 1
        for side in ("a", "b"):
            path, claim = p[side], p["claim_" + side]
            files_in_pairs.add(path)
            if path not in files:
                err(f"{pid}: {path} missing")
                continue
            fm, body = split(files[path])
            n = sum(1 for ln in body if ln == claim)
            if n != 1:
                err(f"{pid}: claim_{side} found {n} times in body of {path}: {claim!r}")
            if claim.strip() == "" or claim.startswith("```"):
                err(f"{pid}: empty/fence claim")
            if fm and claim in fm.split("\n"):
                err(f"{pid}: claim_{side} is a frontmatter line")

    for label, classes in CLASSES.items():
        for c in classes:
            if per_class[c] != 10:
                err(f"class {c}: {per_class[c]} pairs, want 10")
    if len(pairs) != 90:
        err(f"{len(pairs)} pairs, want 90")
    prefixes = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S", "refinement": "F",
                "other_subject": "O", "dated_history": "D", "agreeing_duplicate": "A", "negation_scope": "NS"}
    want_ids = {f"{v}{i}" for v in prefixes.values() for i in range(1, 11)}
    if ids != want_ids:
        err(f"pair ids mismatch: {sorted(want_ids ^ ids)}")

    print(f"files: {len(files)} (root {layout['root']} + MEMORY.md, facts {layout['facts']}, auto {layout['auto']})")
    print(f"files in no labelled pair: {len(set(files) - files_in_pairs)}")
    print(f"pairs: {len(pairs)}; cross-layout {cross}; per label {dict(per_label)}")
    print("per class:", dict(per_class))
    print(f"flat (non-YAML) descriptions: {len(content.FLAT)}")
    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)
    print("check.py: OK")


if __name__ == "__main__":
    main()
