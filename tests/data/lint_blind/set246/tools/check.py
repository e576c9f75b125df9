#!/usr/bin/env python3
"""Validate set246/store/ and set246/labels.yaml."""
import os
import re
import sys
from collections import Counter
from datetime import datetime, timezone

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
LABELS = os.path.join(SET, "labels.yaml")
sys.path.insert(0, HERE)
import content  # noqa: E402

CLASSES = {
    "contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
    "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"],
}
PREFIX = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S",
          "refinement": "F", "other_subject": "O", "dated_history": "D",
          "agreeing_duplicate": "A", "negation_scope": "NS"}

errors = []


def err(msg):
    errors.append(msg)


def split(path):
    """Return (frontmatter_text or None, list of (lineno, line, in_fence))."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    lines = text.split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        try:
            end = lines.index("---", 1)
        except ValueError:
            err(f"{path}: unterminated frontmatter")
            end = 0
        fm = "\n".join(lines[1:end])
        start = end + 1
    body = []
    fence = False
    for i in range(start, len(lines)):
        ln = lines[i]
        if ln.lstrip().startswith("```"):
            body.append((i + 1, ln, True))
            fence = not fence
            continue
        body.append((i + 1, ln, fence))
    if fence:
        err(f"{path}: unclosed code fence")
    return fm, body


def layout(rel):
    if rel.startswith("facts/"):
        return "facts"
    if rel.startswith("auto/"):
        return "auto"
    return "root"


def check_files():
    files = []
    for dp, _, fns in os.walk(STORE):
        for fn in fns:
            files.append(os.path.relpath(os.path.join(dp, fn), STORE))
    files.sort()
    counts = Counter(layout(f) for f in files if f != "MEMORY.md")
    root_files = [f for f in files if "/" not in f and f != "MEMORY.md"]
    for rel in files:
        full = os.path.join(STORE, rel)
        if not rel.endswith(".md"):
            err(f"{rel}: not markdown")
        fm, body = split(full)
        for _, ln, _ in body:
            if re.search(r"@[A-Za-z0-9_]+@", ln):
                err(f"{rel}: leftover claim marker: {ln!r}")
        if rel == "MEMORY.md":
            if fm is not None:
                err("MEMORY.md should have no frontmatter")
            continue
        if fm is None:
            err(f"{rel}: missing frontmatter")
            continue
        flat = rel in content.FLAT_FRONTMATTER
        try:
            data = yaml.safe_load(fm)
            parsed = isinstance(data, dict)
        except yaml.YAMLError:
            data, parsed = None, False
        if flat:
            if parsed:
                err(f"{rel}: frontmatter was meant to be non-strict YAML but parses")
            # check it line by line instead
            data = {}
            for ln in fm.split("\n"):
                if ":" in ln and not ln.startswith(" "):
                    k, v = ln.split(":", 1)
                    data[k.strip()] = v.strip()
            if ": " not in data.get("description", ""):
                err(f"{rel}: flat description lacks ': '")
        elif not parsed:
            err(f"{rel}: frontmatter does not parse")
            continue
        lay = layout(rel)
        if lay == "root":
            for k in ("name", "description", "type"):
                if k not in data:
                    err(f"{rel}: missing {k}")
            typ = data.get("type")
            if typ not in ("user", "feedback", "project", "reference"):
                err(f"{rel}: bad type {typ}")
            if not rel.startswith(f"{typ}_"):
                err(f"{rel}: file prefix does not match type {typ}")
            name = str(data.get("name", ""))
            if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", name) or "halyard" in name:
                err(f"{rel}: bad name slug {name!r}")
        elif lay == "facts":
            stem = os.path.basename(rel)[:-3]
            folder = rel.split("/")[1]
            m = re.fullmatch(r"(fact|preference|decision)-(\d{13})-([0-9a-f]{4})", stem)
            if not m:
                err(f"{rel}: bad fact file name")
                continue
            if data.get("id") != stem:
                err(f"{rel}: id != stem")
            if data.get("category") != m.group(1):
                err(f"{rel}: category mismatch")
            # the raw frontmatter text must carry ISO-8601 UTC timestamps
            mraw = re.search(r"^created: (\S+)$", fm, re.M)
            created = mraw.group(1) if mraw else ""
            try:
                cdt = datetime.strptime(created, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
            except ValueError:
                err(f"{rel}: created not ISO: {created}")
                continue
            uraw = re.search(r"^updated: (\S+)$", fm, re.M)
            if not uraw or not re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", uraw.group(1)):
                err(f"{rel}: updated not ISO")
            if int(cdt.timestamp() * 1000) != int(m.group(2)):
                err(f"{rel}: epoch does not match created")
            if cdt.strftime("%Y-%m-%d") != folder:
                err(f"{rel}: created date does not match folder")
            if not (uraw and uraw.group(1).startswith(folder)):
                err(f"{rel}: updated date mismatch")
            for k, v in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                if data.get(k) != v:
                    err(f"{rel}: {k} != {v}")
            if not isinstance(data.get("confidence"), float):
                err(f"{rel}: confidence not a number")
            if not isinstance(data.get("tags"), list) or not data["tags"]:
                err(f"{rel}: tags not a list")
            if not ("2026-01-01" <= folder <= "2026-11-28"):
                err(f"{rel}: date outside 2026-01..now")
            btxt = [ln for _, ln, _ in body if ln.strip()]
            if not 1 <= len(btxt) <= 2:
                err(f"{rel}: fact body should be one or two sentences/lines")
        else:
            for k in ("title", "created", "tags"):
                if k not in data:
                    err(f"{rel}: missing {k}")
            if not isinstance(data.get("tags"), list):
                err(f"{rel}: tags not a list")
    # MEMORY.md
    idx = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
    linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — (.+)$", idx, re.M)
    linked_files = [l for l, _ in linked]
    if sorted(linked_files) != sorted(root_files):
        err(f"MEMORY.md does not index exactly the root files: {set(root_files) ^ set(linked_files)}")
    for l, hook in linked:
        if re.search(r"\d", hook):
            err(f"MEMORY.md hook for {l} carries a number: {hook}")
    flat_found = set(content.FLAT_FRONTMATTER)
    return files, counts, root_files, flat_found


def claim_lines(rel):
    _, body = split(os.path.join(STORE, rel))
    return [ln for _, ln, fence in body if not fence]


def check_labels(files):
    with open(LABELS, encoding="utf-8") as f:
        data = yaml.safe_load(f)
    if str(data.get("now")) != "2026-11-28":
        err("labels: now != 2026-11-28")
    prs = data["pairs"]
    if len(prs) != 90:
        err(f"labels: {len(prs)} pairs, want 90")
    per_class = Counter()
    fps = set()
    ids = set()
    cross = 0
    paired_files = set()
    for i, p in enumerate(prs):
        a, b = p["a"], p["b"]
        cls, label = p["class"], p["label"]
        per_class[cls] += 1
        if cls not in CLASSES.get(label, []):
            err(f"pair {i}: class {cls} does not belong to label {label}")
        if not a < b:
            err(f"pair {i}: a does not sort before b ({a}, {b})")
        if (a, b) in fps:
            err(f"pair {i}: duplicate file pair {a} {b}")
        fps.add((a, b))
        m = re.match(r"^([A-Z]+)(\d+): ", p["note"])
        if not m or m.group(1) != PREFIX[cls]:
            err(f"pair {i}: note id does not match class: {p['note']}")
        else:
            ids.add(m.group(1) + m.group(2))
        for side, claim in ((a, p["claim_a"]), (b, p["claim_b"])):
            if side not in files:
                err(f"pair {i}: missing file {side}")
                continue
            if side == "MEMORY.md":
                err(f"pair {i}: MEMORY.md used as a claim file")
            n = claim_lines(side).count(claim)
            if n != 1:
                err(f"pair {i}: claim found {n}x outside fences/frontmatter in {side}: {claim!r}")
            if not claim.strip() or claim.strip().startswith("```"):
                err(f"pair {i}: empty or fence claim")
        if layout(a) != layout(b):
            cross += 1
        paired_files.update((a, b))
    for cls_list in CLASSES.values():
        for cls in cls_list:
            if per_class[cls] != 10:
                err(f"class {cls}: {per_class[cls]} pairs, want 10")
    expected_ids = {f"{PREFIX[c]}{n}" for cl in CLASSES.values() for c in cl for n in range(1, 11)}
    if ids != expected_ids:
        err(f"note ids mismatch: {sorted(expected_ids ^ ids)}")
    return per_class, cross, paired_files


def main():
    files, counts, root_files, flat = check_files()
    per_class, cross, paired = check_labels(set(files))
    unpaired = [f for f in files if f not in paired]
    print(f"files: {len(files)} (root {counts['root']} + MEMORY.md, facts {counts['facts']}, auto {counts['auto']})")
    print(f"flat (non-strict YAML) frontmatter: {len(flat)}: {sorted(flat)}")
    print("pairs per class:", dict(per_class))
    print(f"cross-layout pairs: {cross}/90; files in no pair: {len(unpaired)}")
    if errors:
        print(f"\n{len(errors)} ERROR(S):")
        for e in errors:
            print(" -", e)
        sys.exit(1)
    print("check.py: OK")


if __name__ == "__main__":
    main()
