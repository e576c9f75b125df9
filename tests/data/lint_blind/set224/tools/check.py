#!/usr/bin/env python3
"""Validate set224/store/ and set224/labels.yaml. Exit 1 on any error."""
import calendar
import os
import re
import sys
from collections import Counter
from datetime import datetime

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")

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
    """Return (frontmatter_text or None, list of body lines outside code fences)."""
    lines = text.split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        for i in range(1, len(lines)):
            if lines[i] == "---":
                fm = "\n".join(lines[1:i])
                start = i + 1
                break
    body, fence = [], False
    for line in lines[start:]:
        if line.lstrip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            body.append(line)
    return fm, body


def layout(path):
    return "facts" if path.startswith("facts/") else "auto" if path.startswith("auto/") else "root"


def main():
    all_files = []
    for root, _, fns in os.walk(STORE):
        for fn in fns:
            all_files.append(os.path.relpath(os.path.join(root, fn), STORE))
    all_files.sort()
    texts = {p: open(os.path.join(STORE, p), encoding="utf-8").read() for p in all_files}

    # ---- frontmatter
    flat_fail = []
    root_files = [p for p in all_files if layout(p) == "root" and p != "MEMORY.md"]
    for p in all_files:
        if not p.endswith(".md"):
            err(f"non-markdown file in store: {p}")
            continue
        if re.search(r"@[A-Za-z0-9]+@ ", texts[p]):
            err(f"marker residue in {p}")
        if p == "MEMORY.md":
            continue
        fm, _ = split(texts[p])
        if fm is None:
            err(f"{p}: no frontmatter")
            continue
        raw_desc = next((l[len("description: "):] for l in fm.split("\n") if l.startswith("description: ")), None)
        intended_flat = (layout(p) == "root" and raw_desc is not None
                         and not raw_desc.startswith('"') and ": " in raw_desc)
        try:
            meta = yaml.safe_load(fm)
        except yaml.YAMLError:
            if intended_flat:
                flat_fail.append(p)
            else:
                err(f"{p}: frontmatter does not parse")
            continue
        if intended_flat:
            err(f"{p}: flat description was meant to break strict YAML but parsed")
        lay = layout(p)
        if lay == "root":
            for k in ("name", "description", "type"):
                if k not in meta:
                    err(f"{p}: missing {k}")
            if meta.get("type") not in ("user", "feedback", "project", "reference"):
                err(f"{p}: bad type {meta.get('type')}")
            if not p.startswith(f"{meta.get('type')}_"):
                err(f"{p}: file name does not start with its type")
        elif lay == "facts":
            stem = os.path.basename(p)[:-3]
            folder = p.split("/")[1]
            for k in ("id", "category", "created", "updated", "source", "confidence",
                      "confidenceTier", "tags", "status"):
                if k not in meta:
                    err(f"{p}: missing {k}")
            if meta.get("id") != stem:
                err(f"{p}: id != file stem")
            cat = meta.get("category")
            if cat not in ("fact", "preference", "decision") or not stem.startswith(cat + "-"):
                err(f"{p}: bad category {cat}")
            created = str(meta.get("created"))
            try:
                dt = datetime.strptime(created.replace("+00:00", "").rstrip("Z")[:19].replace(" ", "T"),
                                       "%Y-%m-%dT%H:%M:%S")
            except ValueError:
                err(f"{p}: created not ISO: {created}")
                continue
            if dt.strftime("%Y-%m-%d") != folder:
                err(f"{p}: created date != folder")
            epoch = int(stem.split("-")[1])
            if epoch != calendar.timegm(dt.timetuple()) * 1000:
                err(f"{p}: epoch in name != created")
            if not ("2026-01-01" <= folder <= "2026-11-28"):
                err(f"{p}: date outside 2026-01..now")
            if meta.get("source") != "extraction" or meta.get("confidenceTier") != "explicit" \
                    or meta.get("status") != "active" or not isinstance(meta.get("tags"), list):
                err(f"{p}: remnic fields wrong")
        else:
            for k in ("title", "created", "tags"):
                if k not in meta:
                    err(f"{p}: missing {k}")
    # ---- MEMORY.md
    mem = texts.get("MEMORY.md", "")
    indexed = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — (.+)$", mem, re.M)
    idx_files = [f for f, _ in indexed]
    for p in root_files:
        if p not in idx_files:
            err(f"MEMORY.md does not index {p}")
    for f, hook in indexed:
        if f not in root_files:
            err(f"MEMORY.md indexes missing file {f}")
        if re.search(r"\d", hook):
            err(f"MEMORY.md hook for {f} carries a digit")

    # ---- labels
    lab = yaml.safe_load(open(os.path.join(SET, "labels.yaml"), encoding="utf-8"))
    if str(lab.get("now")) != "2026-11-28":
        err("labels.yaml: now != 2026-11-28")
    prs = lab.get("pairs", [])
    per_class = Counter()
    ids = Counter()
    seen = set()
    cross = 0
    used_files = set()
    for i, pr in enumerate(prs):
        tag = f"pair {i} ({pr.get('note', '')[:12]})"
        for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
            if k not in pr:
                err(f"{tag}: missing {k}")
        a, b, cls = pr["a"], pr["b"], pr["class"]
        if cls not in CLASSES:
            err(f"{tag}: unknown class {cls}")
            continue
        per_class[cls] += 1
        label, prefix = CLASSES[cls]
        if pr["label"] != label:
            err(f"{tag}: label {pr['label']} does not fit class {cls}")
        m = re.match(r"^([A-Z]+)(\d+): ", pr["note"])
        if not m or m.group(1) != prefix or not 1 <= int(m.group(2)) <= 10:
            err(f"{tag}: note id does not fit class {cls}")
        else:
            ids[m.group(0)] += 1
        if not a < b:
            err(f"{tag}: a does not sort before b")
        if (a, b) in seen:
            err(f"{tag}: file pair repeated")
        seen.add((a, b))
        if layout(a) != layout(b):
            cross += 1
        for side, path in (("claim_a", a), ("claim_b", b)):
            used_files.add(path)
            if path not in texts:
                err(f"{tag}: {path} does not exist")
                continue
            _, body = split(texts[path])
            n = body.count(pr[side])
            if n != 1:
                err(f"{tag}: {side} found {n} times as a body line of {path}: {pr[side]!r}")
    for cls in CLASSES:
        if per_class[cls] != 10:
            err(f"class {cls}: {per_class[cls]} pairs, want 10")
    for k, v in ids.items():
        if v > 1:
            err(f"note id {k} used {v} times")
    if len(prs) != 90:
        err(f"{len(prs)} pairs, want 90")

    lay_counts = Counter(layout(p) for p in all_files)
    print(f"files: {len(all_files)} (root {lay_counts['root']} incl. MEMORY.md, facts {lay_counts['facts']}, "
          f"auto {lay_counts['auto']}); files in no pair: {len(set(all_files) - used_files)}")
    print(f"pairs: {len(prs)}; cross-layout {cross}; per class: "
          + ", ".join(f"{c}={per_class[c]}" for c in CLASSES))
    print(f"intentional flat descriptions (fail strict YAML): {len(flat_fail)}: {', '.join(flat_fail)}")
    if errors:
        print(f"\n{len(errors)} ERROR(S):")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("OK: check passed")


if __name__ == "__main__":
    main()
