#!/usr/bin/env python3
"""Validate set250/store/ and set250/labels.yaml."""
import re
import sys
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
SET = HERE.parent
STORE = SET / "store"
sys.path.insert(0, str(HERE))
import content  # noqa: E402  (only for the list of intentionally flat descriptions)

CLASSES = {
    "value_slot": "contradiction", "role_slot": "contradiction",
    "negation": "contradiction", "stale_vs_change": "contradiction",
    "refinement": "non_contradiction", "other_subject": "non_contradiction",
    "dated_history": "non_contradiction", "agreeing_duplicate": "non_contradiction",
    "negation_scope": "non_contradiction",
}
NOTE_PREFIX = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S",
               "refinement": "F", "other_subject": "O", "dated_history": "D",
               "agreeing_duplicate": "A", "negation_scope": "NS"}

errors = []


def err(msg):
    errors.append(msg)


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


def zones(text):
    """Return list of (line, zone) for a file; zone in frontmatter/fence/body."""
    lines = text.split("\n")
    out, i = [], 0
    if lines and lines[0] == "---":
        out.append((lines[0], "frontmatter"))
        i = 1
        while i < len(lines) and lines[i] != "---":
            out.append((lines[i], "frontmatter"))
            i += 1
        if i < len(lines):
            out.append((lines[i], "frontmatter"))
            i += 1
    fence = False
    for line in lines[i:]:
        if line.lstrip().startswith("```"):
            out.append((line, "fence"))
            fence = not fence
        else:
            out.append((line, "fence" if fence else "body"))
    if fence:
        out.append(("<unclosed fence>", "error"))
    return out


def frontmatter_text(text):
    if not text.startswith("---\n"):
        return None
    end = text.find("\n---\n", 4)
    if end < 0:
        return None
    return text[4:end]


def lenient_fm(fm):
    d = {}
    for line in fm.split("\n"):
        m = re.match(r"^([A-Za-z]+):\s?(.*)$", line)
        if m:
            d[m.group(1)] = m.group(2)
    return d


def check_frontmatter(rel, text):
    if rel == "MEMORY.md":
        if text.startswith("---"):
            err("MEMORY.md must not have frontmatter")
        return
    fm = frontmatter_text(text)
    if fm is None:
        err(f"{rel}: no frontmatter")
        return
    flat = rel in content.FLAT
    try:
        data = yaml.safe_load(fm)
        parsed = True
    except yaml.YAMLError:
        data, parsed = None, False
    if flat:
        if parsed:
            err(f"{rel}: intentionally flat description parses as YAML")
        data = lenient_fm(fm)
    elif not parsed or not isinstance(data, dict):
        err(f"{rel}: frontmatter does not parse")
        return
    lay = layout(rel)
    if lay == "root":
        for k in ("name", "description", "type"):
            if k not in data:
                err(f"{rel}: missing {k}")
        t = data.get("type")
        if t not in ("user", "feedback", "project", "reference"):
            err(f"{rel}: bad type {t}")
        elif not rel.startswith(t + "_"):
            err(f"{rel}: file prefix does not match type {t}")
        if "tallowmere" in str(data.get("name", "")).lower():
            err(f"{rel}: name must not be the organisation")
    elif lay == "facts":
        stem = Path(rel).stem
        folder = rel.split("/")[1]
        m = re.match(r"^(fact|preference|decision)-(\d{13})-([0-9a-f]{4})$", stem)
        if not m:
            err(f"{rel}: bad fact file name")
            return
        if data.get("id") != stem:
            err(f"{rel}: id != stem")
        if data.get("category") != m.group(1):
            err(f"{rel}: category mismatch")
        for k in ("created", "updated"):
            v = data.get(k)
            v = v if isinstance(v, str) else (v.strftime("%Y-%m-%dT%H:%M:%S.000Z") if v else "")
            try:
                dt = datetime.strptime(v, "%Y-%m-%dT%H:%M:%S.000Z").replace(tzinfo=timezone.utc)
            except ValueError:
                err(f"{rel}: bad {k} {v!r}")
                continue
            if dt.strftime("%Y-%m-%d") != folder:
                err(f"{rel}: {k} date != folder")
            if int(dt.timestamp() * 1000) != int(m.group(2)):
                err(f"{rel}: {k} != epoch in name")
        if data.get("source") != "extraction" or data.get("confidenceTier") != "explicit" \
                or data.get("status") != "active":
            err(f"{rel}: source/confidenceTier/status wrong")
        if not isinstance(data.get("tags"), list) or not data.get("tags"):
            err(f"{rel}: tags must be a non-empty list")
        if not isinstance(data.get("confidence"), float):
            err(f"{rel}: confidence must be a number")
    else:
        for k in ("title", "created", "tags"):
            if k not in data:
                err(f"{rel}: missing {k}")


def main():
    all_files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*") if p.is_file())
    texts = {rel: (STORE / rel).read_text(encoding="utf-8") for rel in all_files}
    for rel, text in texts.items():
        if not rel.endswith(".md"):
            err(f"unexpected file {rel}")
        check_frontmatter(rel, text)
        if re.search(r"@[A-Z]+[0-9]+[a-z]?@", text):
            err(f"{rel}: leftover claim marker")
        for line, zone in zones(text):
            if zone == "error":
                err(f"{rel}: unclosed code fence")

    # flat descriptions: exactly the intended ones fail
    if not 4 <= len(content.FLAT) <= 6:
        err(f"expected about five flat descriptions, got {len(content.FLAT)}")

    # MEMORY.md indexes every root file
    root_files = [f for f in all_files if "/" not in f and f != "MEMORY.md"]
    mem = texts.get("MEMORY.md", "")
    links = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — (.+)$", mem, re.M)
    linked = Counter(l for l, _ in links)
    for f in root_files:
        if linked[f] != 1:
            err(f"MEMORY.md links {f} {linked[f]} times")
    for l, hook in links:
        if l not in root_files:
            err(f"MEMORY.md links missing file {l}")
        if re.search(r"\d", hook):
            err(f"MEMORY.md hook for {l} carries a number: {hook}")

    # labels
    lab = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
    if str(lab.get("now")) != "2026-11-28":
        err("labels.yaml: now must be 2026-11-28")
    pairs = lab.get("pairs", [])
    if len(pairs) != 90:
        err(f"expected 90 pairs, got {len(pairs)}")
    per_class = Counter()
    filepairs = Counter()
    note_ids = Counter()
    claim_files = set()
    cross = 0
    for i, p in enumerate(pairs):
        a, b, cls = p.get("a"), p.get("b"), p.get("class")
        tag = f"pair {i} ({p.get('note', '')[:6]})"
        if cls not in CLASSES:
            err(f"{tag}: bad class {cls}")
            continue
        per_class[cls] += 1
        if p.get("label") != CLASSES[cls]:
            err(f"{tag}: label {p.get('label')} wrong for class {cls}")
        if not (a < b):
            err(f"{tag}: a does not sort before b")
        filepairs[(a, b)] += 1
        if layout(a) != layout(b):
            cross += 1
        m = re.match(r"^([A-Z]+)(\d+): ", p.get("note", ""))
        if not m or m.group(1) != NOTE_PREFIX[cls]:
            err(f"{tag}: note id prefix wrong")
        else:
            note_ids[m.group(1) + m.group(2)] += 1
        for side in ("a", "b"):
            rel, claim = p[side], p[f"claim_{side}"]
            if rel not in texts:
                err(f"{tag}: {side} path {rel} does not exist")
                continue
            claim_files.add(rel)
            if not claim.strip():
                err(f"{tag}: empty claim_{side}")
            hits = [(ln, z) for ln, z in zones(texts[rel]) if ln == claim]
            if len(hits) != 1:
                err(f"{tag}: claim_{side} found {len(hits)} times in {rel}")
            elif hits[0][1] != "body":
                err(f"{tag}: claim_{side} is inside {hits[0][1]} of {rel}")
    for cls in CLASSES:
        if per_class[cls] != 10:
            err(f"class {cls}: {per_class[cls]} pairs (want 10)")
    for fp, n in filepairs.items():
        if n > 1:
            err(f"file pair {fp} used {n} times")
    for nid, n in note_ids.items():
        if n > 1:
            err(f"note id {nid} used {n} times")

    lay_counts = Counter(layout(f) for f in all_files)
    unlabelled = [f for f in all_files if f not in claim_files]
    print(f"files: {len(all_files)} (root {lay_counts['root']} incl. MEMORY.md, "
          f"facts {lay_counts['facts']}, auto {lay_counts['auto']})")
    print(f"pairs: {len(pairs)}; cross-layout {cross}; files in no pair: {len(unlabelled)}")
    print("per class: " + ", ".join(f"{c} {per_class[c]}" for c in CLASSES))
    if errors:
        print(f"\nFAILED with {len(errors)} error(s):")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("check.py: OK")


if __name__ == "__main__":
    main()
