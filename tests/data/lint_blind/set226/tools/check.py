#!/usr/bin/env python3
"""Validate ../store and ../labels.yaml."""
import os
import re
import sys
from collections import Counter
from datetime import datetime, timezone

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content import FLAT  # noqa: E402

SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
LABELS = os.path.join(SET, "labels.yaml")

CLASSES = {
    "value_slot": ("contradiction", "V"), "role_slot": ("contradiction", "R"),
    "negation": ("contradiction", "N"), "stale_vs_change": ("contradiction", "S"),
    "refinement": ("non_contradiction", "F"), "other_subject": ("non_contradiction", "O"),
    "dated_history": ("non_contradiction", "D"), "agreeing_duplicate": ("non_contradiction", "A"),
    "negation_scope": ("non_contradiction", "NS"),
}
errors = []


def err(msg):
    errors.append(msg)


def split(text):
    """Return (frontmatter_text or None, list of (lineno, line, is_claimable))."""
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
    out = []
    fence = False
    for i in range(start, len(lines)):
        ln = lines[i]
        if ln.lstrip().startswith("```"):
            fence = not fence
            out.append((i + 1, ln, False))
            continue
        out.append((i + 1, ln, not fence))
    return fm, out


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


def check_files():
    all_files = []
    for dp, _, fns in os.walk(STORE):
        for fn in fns:
            all_files.append(os.path.relpath(os.path.join(dp, fn), STORE))
    roots = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")
    for rel in sorted(all_files):
        if not rel.endswith(".md"):
            err(f"{rel}: not a .md file")
            continue
        text = open(os.path.join(STORE, rel), encoding="utf-8").read()
        if re.search(r"^@[A-Za-z0-9]+@ ", text, re.M):
            err(f"{rel}: leftover claim marker")
        if rel == "MEMORY.md":
            continue
        fm, _ = split(text)
        if fm is None:
            err(f"{rel}: missing frontmatter")
            continue
        strict_ok = True
        try:
            data = yaml.safe_load(fm)
        except yaml.YAMLError:
            strict_ok = False
            data = None
        if rel in FLAT:
            if strict_ok:
                err(f"{rel}: flat description should fail strict YAML but parsed")
            data = {}
            for ln in fm.split("\n"):
                k, _, v = ln.partition(": ")
                data[k] = v
            if ": " not in data.get("description", ""):
                err(f"{rel}: flat description lacks an unquoted ': '")
        elif not strict_ok:
            err(f"{rel}: frontmatter does not parse")
            continue
        lay = layout(rel)
        if lay == "root":
            for k in ("name", "description", "type"):
                if k not in data:
                    err(f"{rel}: missing {k}")
            if data.get("type") not in ("user", "feedback", "project", "reference"):
                err(f"{rel}: bad type {data.get('type')}")
            elif not rel.startswith(data["type"] + "_"):
                err(f"{rel}: file name does not match type")
        elif lay == "facts":
            m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/((fact|preference|decision)-(\d+)-([0-9a-f]{4}))\.md$", rel)
            if not m:
                err(f"{rel}: bad fact path")
                continue
            date, stem, cat, epoch = m.group(1), m.group(2), m.group(3), int(m.group(4))
            if data.get("id") != stem:
                err(f"{rel}: id != stem")
            if data.get("category") != cat:
                err(f"{rel}: category mismatch")
            dt = datetime.fromtimestamp(epoch / 1000, tz=timezone.utc)
            if dt.strftime("%Y-%m-%d") != date:
                err(f"{rel}: epoch date != folder date")
            iso = dt.strftime("%Y-%m-%dT%H:%M:%S.000Z")
            for k in ("created", "updated"):
                v = data.get(k)
                v = v.strftime("%Y-%m-%dT%H:%M:%S.000Z") if isinstance(v, datetime) else str(v)
                if v != iso:
                    err(f"{rel}: {k} {v} != {iso}")
            for k, want in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                if data.get(k) != want:
                    err(f"{rel}: {k} should be {want}")
            if not isinstance(data.get("tags"), list) or not isinstance(data.get("confidence"), float):
                err(f"{rel}: tags/confidence malformed")
        else:
            for k in ("title", "created", "tags"):
                if k not in data:
                    err(f"{rel}: missing {k}")
    # MEMORY.md indexes every root file
    mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
    linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
    if sorted(linked) != roots:
        err(f"MEMORY.md index mismatch: missing {set(roots) - set(linked)}, extra {set(linked) - set(roots)}")
    if re.search(r"\d", "".join(re.findall(r"\) — (.+)$", mem, re.M))):
        err("MEMORY.md hooks should carry no slot values (digits found)")
    return all_files


def check_labels(all_files):
    doc = yaml.safe_load(open(LABELS, encoding="utf-8"))
    if str(doc.get("now")) != "2026-11-28":
        err("labels: now should be 2026-11-28")
    pairs = doc["pairs"]
    if len(pairs) != 90:
        err(f"labels: {len(pairs)} pairs, want 90")
    counts = Counter()
    seen = set()
    ids = Counter()
    cross = 0
    for i, p in enumerate(pairs):
        tag = p.get("note", "")[:6]
        a, b = p["a"], p["b"]
        cls = p["class"]
        if cls not in CLASSES:
            err(f"pair {i}: unknown class {cls}")
            continue
        counts[cls] += 1
        label, prefix = CLASSES[cls]
        if p["label"] != label:
            err(f"pair {i} {tag}: label {p['label']} != {label}")
        m = re.match(r"^([A-Z]+)(\d+): ", p["note"])
        if not m or m.group(1) != prefix or not 1 <= int(m.group(2)) <= 10:
            err(f"pair {i}: note id {p['note'][:8]!r} does not fit class {cls}")
        else:
            ids[m.group(0)] += 1
        if not a < b:
            err(f"pair {i} {tag}: a does not sort before b")
        if (a, b) in seen:
            err(f"pair {i} {tag}: duplicate file pair")
        seen.add((a, b))
        if layout(a) != layout(b):
            cross += 1
        for side in ("a", "b"):
            path = p[side]
            claim = p["claim_" + side]
            full = os.path.join(STORE, path)
            if not os.path.isfile(full):
                err(f"pair {i} {tag}: {path} missing")
                continue
            _, body = split(open(full, encoding="utf-8").read())
            hits = [(n, ok) for n, ln, ok in body if ln == claim]
            if len(hits) != 1:
                err(f"pair {i} {tag}: claim_{side} found {len(hits)}x as a body line of {path}")
            elif not hits[0][1]:
                err(f"pair {i} {tag}: claim_{side} is inside a code fence in {path}")
            if not claim.strip():
                err(f"pair {i} {tag}: empty claim_{side}")
    for cls in CLASSES:
        if counts[cls] != 10:
            err(f"class {cls}: {counts[cls]} pairs, want 10")
    dup_ids = [k for k, v in ids.items() if v > 1]
    if dup_ids:
        err(f"duplicate note ids: {dup_ids}")
    return counts, cross, pairs


def main():
    files = check_files()
    counts, cross, pairs = check_labels(files)
    lay = Counter(layout(f) for f in files if f != "MEMORY.md")
    in_pairs = {p[s] for p in pairs for s in ("a", "b")}
    print(f"files: {len(files)} (root {lay['root']} + MEMORY.md, facts {lay['facts']}, auto {lay['auto']});"
          f" files in no pair: {len([f for f in files if f not in in_pairs])}")
    print("pairs per class:", dict(counts), f"cross-layout: {cross}/90")
    if errors:
        for e in errors:
            print("FAIL:", e)
        sys.exit(1)
    print("check.py: OK")


if __name__ == "__main__":
    main()
