#!/usr/bin/env python3
"""Validate set235/store and set235/labels.yaml against the brief."""
import collections
import datetime as dt
import os
import re
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
STORE = os.path.join(ROOT, "store")
sys.path.insert(0, HERE)
from content_root import FLAT  # noqa: E402

CLASSES = {
    "value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
    "stale_vs_change": "contradiction", "refinement": "non_contradiction",
    "other_subject": "non_contradiction", "dated_history": "non_contradiction",
    "agreeing_duplicate": "non_contradiction", "negation_scope": "non_contradiction",
}
PREFIX = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S", "refinement": "F",
          "other_subject": "O", "dated_history": "D", "agreeing_duplicate": "A", "negation_scope": "NS"}

errors = []


def err(msg):
    errors.append(msg)


def split(path):
    """Return (frontmatter text or None, list of body lines outside code fences)."""
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
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
    body, fence = [], False
    for line in lines[start:]:
        if line.lstrip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            body.append(line)
    if fence:
        err(f"{path}: unclosed code fence")
    return fm, body


def all_files():
    res = []
    for d, _, fs in os.walk(STORE):
        for f in fs:
            res.append(os.path.relpath(os.path.join(d, f), STORE))
    return sorted(res)


def layout(p):
    return p.split("/")[0] if "/" in p else "root"


def main():
    files = all_files()
    per = collections.Counter(layout(p) for p in files)

    # ---- frontmatter and layout rules
    flat_failed = set()
    root_md = [p for p in files if layout(p) == "root" and p != "MEMORY.md"]
    for p in files:
        full = os.path.join(STORE, p)
        fm, _ = split(full)
        if p == "MEMORY.md":
            if fm is not None:
                err("MEMORY.md should have no frontmatter")
            continue
        if fm is None:
            err(f"{p}: missing frontmatter")
            continue
        try:
            data = yaml.safe_load(fm)
            ok = True
        except yaml.YAMLError:
            ok, data = False, None
        if layout(p) == "root":
            if p in FLAT:
                if ok:
                    err(f"{p}: flat description was meant to fail strict YAML but parsed")
                else:
                    flat_failed.add(p)
                m = re.search(r"^description: (.*)$", fm, re.M)
                if not m or ": " not in m.group(1):
                    err(f"{p}: flat description lacks an unquoted ': '")
                continue
            if not ok:
                err(f"{p}: frontmatter does not parse")
                continue
            if set(data) != {"name", "description", "type"}:
                err(f"{p}: root keys {sorted(data)}")
            if data["type"] not in ("user", "feedback", "project", "reference"):
                err(f"{p}: bad type {data['type']}")
            if not p.startswith(data["type"] + "_"):
                err(f"{p}: file name does not start with its type")
        elif not ok:
            err(f"{p}: frontmatter does not parse")
        elif layout(p) == "facts":
            m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d+)-([0-9a-f]{4})\.md$", p)
            if not m:
                err(f"{p}: bad fact path")
                continue
            stem = os.path.basename(p)[:-3]
            if data.get("id") != stem:
                err(f"{p}: id {data.get('id')} != stem")
            if data.get("category") != m.group(2):
                err(f"{p}: category mismatch")
            created = data.get("created")
            if isinstance(created, str):
                created = dt.datetime.fromisoformat(created.replace("Z", "+00:00"))
            if created.strftime("%Y-%m-%d") != m.group(1):
                err(f"{p}: created date != folder")
            if int(created.timestamp() * 1000) != int(m.group(3)):
                err(f"{p}: epoch != created")
            for k, v in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                if data.get(k) != v:
                    err(f"{p}: {k} != {v}")
            if not isinstance(data.get("tags"), list) or "updated" not in data or "confidence" not in data:
                err(f"{p}: tags/updated/confidence missing")
        elif layout(p) == "auto":
            if set(data) != {"title", "created", "tags"}:
                err(f"{p}: auto keys {sorted(data)}")
        else:
            err(f"{p}: unexpected layout")
    if flat_failed != set(FLAT):
        err(f"flat descriptions failing: {sorted(flat_failed)} want {sorted(FLAT)}")

    # ---- MEMORY.md indexes every root file
    with open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8") as fh:
        mem = fh.read()
    linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
    if sorted(linked) != sorted(root_md):
        err(f"MEMORY.md links {len(linked)} files, root has {len(root_md)}")

    # ---- labels
    with open(os.path.join(ROOT, "labels.yaml"), encoding="utf-8") as fh:
        lab = yaml.safe_load(fh)
    if str(lab.get("now")) != "2026-11-28":
        err("now != 2026-11-28")
    prs = lab["pairs"]
    counts = collections.Counter()
    seen_pairs = set()
    ids = collections.Counter()
    used_files = set()
    cross = 0
    for i, pr in enumerate(prs):
        a, b, cls = pr["a"], pr["b"], pr["class"]
        tag = f"pair {i} ({pr.get('note', '')[:12]})"
        counts[cls] += 1
        if CLASSES.get(cls) != pr["label"]:
            err(f"{tag}: label {pr['label']} does not fit class {cls}")
        m = re.match(r"^([A-Z]+)(\d+): ", pr["note"])
        if not m or m.group(1) != PREFIX.get(cls):
            err(f"{tag}: note id does not fit class")
        else:
            ids[m.group(0)] += 1
        if not a < b:
            err(f"{tag}: a does not sort before b")
        if (a, b) in seen_pairs:
            err(f"{tag}: duplicate file pair")
        seen_pairs.add((a, b))
        if layout(a) != layout(b):
            cross += 1
        for side in ("a", "b"):
            p, claim = pr[side], pr["claim_" + side]
            full = os.path.join(STORE, p)
            if not os.path.isfile(full):
                err(f"{tag}: {p} missing")
                continue
            used_files.add(p)
            _, body = split(full)
            n = sum(1 for line in body if line == claim)
            if n != 1:
                err(f"{tag}: claim_{side} found {n} times as a full body line of {p}: {claim!r}")
            if not claim.strip():
                err(f"{tag}: empty claim")
    for cls in CLASSES:
        if counts[cls] != 10:
            err(f"class {cls}: {counts[cls]} pairs, want 10")
    if len(prs) != 90:
        err(f"{len(prs)} pairs, want 90")
    dup_ids = [k for k, v in ids.items() if v > 1]
    if dup_ids:
        err(f"duplicate note ids {dup_ids}")

    unpaired = [p for p in files if p not in used_files]
    print(f"files: {len(files)} {dict(per)}; in no pair: {len(unpaired)}")
    print(f"pairs: {len(prs)}, cross-layout {cross}; by class: {dict(counts)}")
    print(f"labels: {dict(collections.Counter(p['label'] for p in prs))}")
    if errors:
        print("CHECK FAILED:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("CHECK OK")


if __name__ == "__main__":
    main()
