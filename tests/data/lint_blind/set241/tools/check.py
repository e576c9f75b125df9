#!/usr/bin/env python3
"""Validate set241/store/ and set241/labels.yaml."""
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
import content  # noqa: E402

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
    body = []
    fence = False
    for ln in lines[start:]:
        if ln.startswith("```"):
            fence = not fence
            continue
        if not fence:
            body.append(ln)
    return fm, body


def layout(path):
    return "facts" if path.startswith("facts/") else "auto" if path.startswith("auto/") else "root"


def main():
    all_files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
    counts = Counter(layout(p) for p in all_files)

    # frontmatter
    for rel in all_files:
        if rel == "MEMORY.md":
            continue
        text = (STORE / rel).read_text(encoding="utf-8")
        if "@" in text and re.search(r"^@[A-Za-z0-9_]+@ ", text, re.M):
            err(f"{rel}: leftover claim marker")
        fm, _ = split(text)
        if fm is None:
            err(f"{rel}: no frontmatter")
            continue
        flat = rel in content.FLAT
        try:
            data = yaml.safe_load(fm)
            ok = isinstance(data, dict)
        except yaml.YAMLError:
            data, ok = None, False
        if flat:
            if ok:
                err(f"{rel}: intended flat description but frontmatter parses")
            if not re.search(r"^description: .*: ", fm, re.M):
                err(f"{rel}: flat file without unquoted ': ' in description")
            continue
        if not ok:
            err(f"{rel}: frontmatter does not parse")
            continue
        lay = layout(rel)
        if lay == "root":
            for k in ("name", "description", "type"):
                if k not in data:
                    err(f"{rel}: missing {k}")
            if data.get("type") not in {"user", "feedback", "project", "reference"}:
                err(f"{rel}: bad type")
            if not rel.startswith(data.get("type", "?") + "_"):
                err(f"{rel}: filename prefix != type")
        elif lay == "facts":
            stem = rel.rsplit("/", 1)[1][:-3]
            folder = rel.split("/")[1]
            m = re.fullmatch(r"(fact|preference|decision)-(\d{13})-([0-9a-f]{4})", stem)
            if not m:
                err(f"{rel}: bad fact file name")
                continue
            if data.get("id") != stem or data.get("category") != m.group(1):
                err(f"{rel}: id/category mismatch")
            created = data.get("created")
            if isinstance(created, str):
                created = datetime.fromisoformat(created.replace("Z", "+00:00"))
            if created.tzinfo is None:
                created = created.replace(tzinfo=timezone.utc)
            if created.strftime("%Y-%m-%d") != folder:
                err(f"{rel}: created date != folder")
            if int(created.timestamp() * 1000) != int(m.group(2)):
                err(f"{rel}: epoch != created")
            for k, v in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                if data.get(k) != v:
                    err(f"{rel}: {k} != {v}")
            if not isinstance(data.get("tags"), list) or data.get("updated") is None:
                err(f"{rel}: tags/updated")
            if not (0 < float(data.get("confidence", 0)) <= 1):
                err(f"{rel}: confidence")
        else:
            for k in ("title", "created", "tags"):
                if k not in data:
                    err(f"{rel}: missing {k}")

    # MEMORY.md indexes every root file, hooks without digits
    mem = (STORE / "MEMORY.md").read_text(encoding="utf-8")
    linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — (.+)$", mem, re.M)
    linked_files = {f for f, _ in linked}
    roots = {p for p in all_files if layout(p) == "root" and p != "MEMORY.md"}
    if linked_files != roots:
        err(f"MEMORY.md index mismatch: {sorted(roots ^ linked_files)}")
    for f, hook in linked:
        if re.search(r"\d", hook):
            err(f"MEMORY.md hook for {f} carries a digit")

    # labels
    lab = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
    if str(lab.get("now")) != "2026-11-28":
        err("labels: now")
    prs = lab["pairs"]
    if len(prs) != 90:
        err(f"labels: {len(prs)} pairs")
    per_class = Counter()
    seen = set()
    ids = set()
    cross = 0
    labelled_files = set()
    for i, p in enumerate(prs):
        a, b, cls = p["a"], p["b"], p["class"]
        tag = f"pair {i} ({p.get('note', '')[:8]})"
        if cls not in CLASSES:
            err(f"{tag}: bad class")
            continue
        per_class[cls] += 1
        label, prefix = CLASSES[cls]
        if p["label"] != label:
            err(f"{tag}: label {p['label']} vs class {cls}")
        m = re.match(r"([A-Z]+)(\d+): ", p["note"])
        if not m or m.group(1) != prefix or not (1 <= int(m.group(2)) <= 10):
            err(f"{tag}: note id prefix")
        elif m.group(0) in ids:
            err(f"{tag}: duplicate note id")
        else:
            ids.add(m.group(0))
        if not a < b:
            err(f"{tag}: a does not sort before b")
        if (a, b) in seen:
            err(f"{tag}: duplicate file pair")
        seen.add((a, b))
        if layout(a) != layout(b):
            cross += 1
        for side in ("a", "b"):
            rel = p[side]
            claim = p[f"claim_{side}"]
            fp = STORE / rel
            if not fp.exists():
                err(f"{tag}: missing file {rel}")
                continue
            labelled_files.add(rel)
            _, body = split(fp.read_text(encoding="utf-8"))
            n = sum(1 for ln in body if ln == claim)
            if n != 1:
                err(f"{tag}: claim_{side} found {n} times as a body line in {rel}: {claim!r}")
            if not claim.strip():
                err(f"{tag}: empty claim_{side}")
    for cls in CLASSES:
        if per_class[cls] != 10:
            err(f"class {cls}: {per_class[cls]} pairs")

    unlabelled = [p for p in all_files if p not in labelled_files]
    print(f"files: {len(all_files)} (root {counts['root']} incl. MEMORY.md, facts {counts['facts']}, auto {counts['auto']})")
    print(f"files in no labelled pair: {len(unlabelled)}")
    print(f"pairs: {len(prs)}; cross-layout {cross}, same-layout {len(prs) - cross}")
    print("per class: " + ", ".join(f"{c}={per_class[c]}" for c in CLASSES))
    if errors:
        print(f"\nFAILED with {len(errors)} error(s):")
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    print("check.py: OK")


if __name__ == "__main__":
    main()
