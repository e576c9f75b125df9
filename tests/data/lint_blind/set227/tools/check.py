#!/usr/bin/env python3
"""Validate set227/store/ and set227/labels.yaml. Exit 0 only if everything passes."""
import datetime as dt
import re
import sys
from collections import Counter
from pathlib import Path

import yaml

TOOLS = Path(__file__).resolve().parent
SET = TOOLS.parent
STORE = SET / "store"
sys.path.insert(0, str(TOOLS))
from content import FLAT_DESCRIPTIONS  # noqa: E402

CONTRA = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S"}
NONCONTRA = {"refinement": "F", "other_subject": "O", "dated_history": "D",
             "agreeing_duplicate": "A", "negation_scope": "NS"}
errors = []


def err(msg):
    errors.append(msg)


def split(text):
    """Return (frontmatter text or None, list of (lineno, line, in_fence) for body lines)."""
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
    for i in range(start, len(lines)):
        ln = lines[i]
        if ln.lstrip().startswith("```"):
            fence = not fence
            body.append((i, ln, True))
            continue
        body.append((i, ln, fence))
    return fm, body


def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"


def check_frontmatter():
    files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
    root_files = [f for f in files if "/" not in f and f != "MEMORY.md"]
    for f in files:
        text = (STORE / f).read_text(encoding="utf-8")
        fm, _ = split(text)
        if f == "MEMORY.md":
            if fm is not None:
                err("MEMORY.md should have no frontmatter")
            continue
        if fm is None:
            err(f"{f}: no frontmatter")
            continue
        try:
            data = yaml.safe_load(fm)
            ok = isinstance(data, dict)
        except yaml.YAMLError:
            data, ok = None, False
        if f in FLAT_DESCRIPTIONS:
            if ok:
                err(f"{f}: flat description was meant to break strict YAML but parses")
            m = re.search(r"^description: (.*)$", fm, re.M)
            if not m or ": " not in m.group(1):
                err(f"{f}: flat description lacks an unquoted ': '")
            continue
        if not ok:
            err(f"{f}: frontmatter does not parse")
            continue
        lay = layout(f)
        if lay == "root":
            if set(data) != {"name", "description", "type"}:
                err(f"{f}: root keys {sorted(data)}")
            if data.get("type") not in {"user", "feedback", "project", "reference"}:
                err(f"{f}: bad type {data.get('type')}")
            if not f.startswith(f"{data.get('type')}_"):
                err(f"{f}: filename prefix does not match type")
            if "fernhill" in str(data.get("name", "")).lower():
                err(f"{f}: name carries the organisation")
        elif lay == "facts":
            stem = Path(f).stem
            need = {"id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"}
            if set(data) != need:
                err(f"{f}: fact keys {sorted(data)}")
                continue
            if data["id"] != stem:
                err(f"{f}: id != stem")
            cat, epoch, hex4 = stem.split("-")
            if cat != data["category"] or cat not in {"fact", "preference", "decision"}:
                err(f"{f}: category mismatch")
            if not re.fullmatch(r"[0-9a-f]{4}", hex4):
                err(f"{f}: bad hex suffix")
            created = data["created"]
            if isinstance(created, str):
                created = dt.datetime.fromisoformat(created.replace("Z", "+00:00"))
            if int(created.timestamp() * 1000) != int(epoch):
                err(f"{f}: epoch does not match created")
            if created.strftime("%Y-%m-%d") != f.split("/")[1]:
                err(f"{f}: folder date does not match created")
            if data["updated"] != data["created"]:
                err(f"{f}: updated != created")
            if data["source"] != "extraction" or data["confidenceTier"] != "explicit" or data["status"] != "active":
                err(f"{f}: fixed fields wrong")
            if not isinstance(data["tags"], list) or not data["tags"]:
                err(f"{f}: tags not a list")
            if not (dt.datetime(2026, 1, 1, tzinfo=dt.timezone.utc) <= created < dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)):
                err(f"{f}: created outside 2026-01..2026-11")
        else:
            if set(data) != {"title", "created", "tags"}:
                err(f"{f}: auto keys {sorted(data)}")
    # MEMORY.md index
    mem = (STORE / "MEMORY.md").read_text(encoding="utf-8")
    linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — (.+)$", mem, re.M)
    targets = [t for t, _ in linked]
    for rf in root_files:
        if targets.count(rf) != 1:
            err(f"MEMORY.md indexes {rf} {targets.count(rf)} times")
    for t, hook in linked:
        if t not in root_files:
            err(f"MEMORY.md links missing file {t}")
        if re.search(r"\d", hook):
            err(f"MEMORY.md hook for {t} carries a number: {hook}")
    counts = Counter(layout(f) for f in files)
    return files, counts


def check_labels(files):
    doc = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
    if str(doc.get("now")) != "2026-11-28":
        err("now is not 2026-11-28")
    pairs = doc["pairs"]
    if len(pairs) != 90:
        err(f"{len(pairs)} pairs, expected 90")
    cls_count = Counter(p["class"] for p in pairs)
    for c in list(CONTRA) + list(NONCONTRA):
        if cls_count[c] != 10:
            err(f"class {c}: {cls_count[c]} pairs")
    seen = set()
    note_ids = Counter()
    for i, p in enumerate(pairs):
        a, b = p["a"], p["b"]
        tag = f"pair {i} ({p.get('note', '')[:12]})"
        if set(p) != {"a", "b", "label", "class", "claim_a", "claim_b", "note"}:
            err(f"{tag}: keys {sorted(p)}")
        if not a < b:
            err(f"{tag}: a does not sort before b")
        if (a, b) in seen:
            err(f"{tag}: duplicate file pair")
        seen.add((a, b))
        want = "contradiction" if p["class"] in CONTRA else "non_contradiction"
        if p["label"] != want:
            err(f"{tag}: label {p['label']} for class {p['class']}")
        prefix = {**CONTRA, **NONCONTRA}.get(p["class"], "?")
        m = re.match(r"^([A-Z]+)(\d+): ", p["note"])
        if not m or m.group(1) != prefix or not 1 <= int(m.group(2)) <= 10:
            err(f"{tag}: note id does not match class {p['class']}")
        else:
            note_ids[m.group(0)] += 1
        for side in ("a", "b"):
            path = p[side]
            claim = p[f"claim_{side}"]
            if path not in files:
                err(f"{tag}: missing file {path}")
                continue
            text = (STORE / path).read_text(encoding="utf-8")
            _, body = split(text)
            all_hits = [ln for ln in text.split("\n") if ln == claim]
            body_hits = [ln for _, ln, fence in body if ln == claim and not fence]
            if len(all_hits) != 1 or len(body_hits) != 1:
                err(f"{tag}: claim_{side} found {len(all_hits)}x in file, {len(body_hits)}x in body outside fences: {path}")
            if not claim.strip():
                err(f"{tag}: empty claim")
    for k, v in note_ids.items():
        if v != 1:
            err(f"note id {k} used {v} times")
    cross = sum(1 for p in pairs if layout(p["a"]) != layout(p["b"]))
    return pairs, cls_count, cross


def main():
    files, counts = check_frontmatter()
    pairs, cls_count, cross = check_labels(set(files))
    total = len(files)
    if not 140 <= total <= 170:
        err(f"{total} files, expected 140-170")
    labelled = {p["a"] for p in pairs} | {p["b"] for p in pairs}
    print(f"files: {total} ({dict(counts)}); pairs: {len(pairs)}; cross-layout: {cross}; "
          f"files in no labelled pair: {total - len(labelled)}")
    print("per class:", dict(cls_count))
    if errors:
        print(f"FAIL ({len(errors)} problems)")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
