#!/usr/bin/env python3
"""Validate set262/store and set262/labels.yaml."""
import re
import sys
from datetime import date, datetime, timezone
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
STORE = ROOT / "store"

# Root files whose description intentionally carries an unquoted ': ' (not strict YAML).
FLAT = {
    "project_clubsync_overview.md",
    "feedback_deploys.md",
    "reference_backups.md",
    "project_frost_protection.md",
    "reference_lab_analysis.md",
}
CLASSES = {
    "contradiction": {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S"},
    "non_contradiction": {"refinement": "F", "other_subject": "O", "dated_history": "D",
                          "agreeing_duplicate": "A", "negation_scope": "NS"},
}
errors = []


def err(msg):
    errors.append(msg)


def split_frontmatter(text):
    """Return (frontmatter_text or None, list of (lineno, line, is_claimable))."""
    lines = text.split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        for i in range(1, len(lines)):
            if lines[i] == "---":
                fm = "\n".join(lines[1:i])
                start = i + 1
                break
        else:
            err("unterminated frontmatter")
    body = []
    in_fence = False
    for i, line in enumerate(lines):
        if i < start:
            body.append((i, line, False))
            continue
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
            body.append((i, line, False))
            continue
        body.append((i, line, not in_fence))
    return fm, body


def layout(rel):
    if rel.startswith("facts/"):
        return "facts"
    if rel.startswith("auto/"):
        return "auto"
    return "root"


def check_frontmatter(rel, fm):
    lay = layout(rel)
    if rel == "MEMORY.md":
        if fm is not None:
            err("MEMORY.md should have no frontmatter")
        return
    if fm is None:
        err(f"{rel}: missing frontmatter")
        return
    try:
        data = yaml.safe_load(fm)
        parsed = True
    except yaml.YAMLError:
        data, parsed = None, False
    if rel in FLAT:
        if parsed:
            err(f"{rel}: flat description parsed as YAML but should not")
        desc = [l for l in fm.split("\n") if l.startswith("description: ")]
        if not desc or ": " not in desc[0][len("description: "):]:
            err(f"{rel}: flat description lacks an unquoted ': '")
        return
    if not parsed or not isinstance(data, dict):
        err(f"{rel}: frontmatter does not parse")
        return
    if lay == "root":
        for k in ("name", "description", "type"):
            if k not in data:
                err(f"{rel}: missing {k}")
        if data.get("type") not in {"user", "feedback", "project", "reference"}:
            err(f"{rel}: bad type {data.get('type')}")
        if "thornbeck" in str(data.get("name", "")).lower():
            err(f"{rel}: name mentions the organisation")
        if not rel.startswith(f"{data.get('type')}_"):
            err(f"{rel}: file name does not start with its type")
    elif lay == "facts":
        stem = Path(rel).stem
        folder = rel.split("/")[1]
        m = re.fullmatch(r"(fact|preference|decision)-(\d{13})-([0-9a-f]{4})", stem)
        if not m:
            err(f"{rel}: bad fact file name")
            return
        cat, ms = m.group(1), int(m.group(2))
        if data.get("id") != stem:
            err(f"{rel}: id != stem")
        if data.get("category") != cat:
            err(f"{rel}: category mismatch")
        for k in ("created", "updated"):
            v = data.get(k)
            if isinstance(v, datetime):
                dt = v if v.tzinfo else v.replace(tzinfo=timezone.utc)
            else:
                try:
                    dt = datetime.strptime(str(v), "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
                except ValueError:
                    err(f"{rel}: bad {k} {v!r}")
                    continue
            if dt.strftime("%Y-%m-%d") != folder:
                err(f"{rel}: {k} date != folder")
            if int(dt.timestamp() * 1000) != ms:
                err(f"{rel}: {k} != epoch in file name")
        if data.get("source") != "extraction":
            err(f"{rel}: source")
        if data.get("confidenceTier") != "explicit":
            err(f"{rel}: confidenceTier")
        if data.get("status") != "active":
            err(f"{rel}: status")
        if not isinstance(data.get("tags"), list) or not data["tags"]:
            err(f"{rel}: tags must be a non-empty list")
        c = data.get("confidence")
        if not isinstance(c, float) or not 0 < c <= 1:
            err(f"{rel}: confidence")
    else:
        for k in ("title", "created", "tags"):
            if k not in data:
                err(f"{rel}: missing {k}")
        if not isinstance(data.get("tags"), list):
            err(f"{rel}: tags must be a list")
        if not isinstance(data.get("created"), date):
            err(f"{rel}: created must be a date")


def main():
    files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
    parsed = {}
    for rel in files:
        text = (STORE / rel).read_text(encoding="utf-8")
        if "@" in text and re.search(r"^@[A-Za-z0-9_]+@ ", text, re.M):
            err(f"{rel}: leftover claim marker")
        fm, body = split_frontmatter(text)
        check_frontmatter(rel, fm)
        parsed[rel] = body

    # MEMORY.md indexes every root memory, hooks carry no slot values (digits).
    root_files = [f for f in files if "/" not in f and f != "MEMORY.md"]
    mem = (STORE / "MEMORY.md").read_text(encoding="utf-8")
    entries = re.findall(r"^- \[([^\]]+)\]\(([^)]+)\) — (.+)$", mem, re.M)
    linked = [e[1] for e in entries]
    for f in root_files:
        if linked.count(f) != 1:
            err(f"MEMORY.md links {f} {linked.count(f)} times")
    for title, f, hook in entries:
        if f not in root_files:
            err(f"MEMORY.md links missing file {f}")
        if re.search(r"\d", hook):
            err(f"MEMORY.md hook for {f} carries a digit: {hook!r}")

    labels = yaml.safe_load((ROOT / "labels.yaml").read_text(encoding="utf-8"))
    if str(labels.get("now")) != "2026-11-28":
        err("labels.yaml: now must be 2026-11-28")
    pairs = labels["pairs"]
    counts = {}
    seen = set()
    ids = set()
    for i, p in enumerate(pairs):
        tag = p.get("note", "").split(":")[0]
        for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
            if k not in p:
                err(f"pair {i}: missing {k}")
        lab, cls = p["label"], p["class"]
        if cls not in CLASSES.get(lab, {}):
            err(f"{tag}: class {cls} not valid for label {lab}")
        else:
            prefix = CLASSES[lab][cls]
            if not re.fullmatch(prefix + r"(10|[1-9])", tag):
                err(f"{tag}: note id does not match class {cls}")
        if tag in ids:
            err(f"{tag}: duplicate id")
        ids.add(tag)
        counts[cls] = counts.get(cls, 0) + 1
        if not p["a"] < p["b"]:
            err(f"{tag}: a does not sort before b")
        if (p["a"], p["b"]) in seen:
            err(f"{tag}: duplicate file pair")
        seen.add((p["a"], p["b"]))
        for side in ("a", "b"):
            rel, claim = p[side], p[f"claim_{side}"]
            if rel not in parsed:
                err(f"{tag}: {rel} does not exist")
                continue
            if not claim.strip():
                err(f"{tag}: empty claim_{side}")
            hits = [(n, ok) for n, line, ok in parsed[rel] if line == claim]
            if len(hits) != 1:
                err(f"{tag}: claim_{side} found {len(hits)} times as a full line in {rel}")
            elif not hits[0][1]:
                err(f"{tag}: claim_{side} is in frontmatter or a code fence in {rel}")
    for lab, classes in CLASSES.items():
        for cls in classes:
            if counts.get(cls) != 10:
                err(f"class {cls}: {counts.get(cls, 0)} pairs, want 10")
    if len(pairs) != 90:
        err(f"{len(pairs)} pairs, want 90")

    by_layout = {}
    for f in files:
        by_layout[layout(f)] = by_layout.get(layout(f), 0) + 1
    in_pairs = {p["a"] for p in pairs} | {p["b"] for p in pairs}
    cross = sum(1 for p in pairs if layout(p["a"]) != layout(p["b"]))
    print(f"files: {len(files)} {by_layout}; in no pair: {len(set(files) - in_pairs)}; "
          f"pairs: {len(pairs)}, cross-layout {cross}")
    print("per class:", dict(sorted(counts.items())))
    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)
    print("check.py: OK")


if __name__ == "__main__":
    main()
