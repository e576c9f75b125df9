#!/usr/bin/env python3
"""Validate set211/store/ and set211/labels.yaml."""
import re
import sys
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path

import yaml

SET = Path(__file__).resolve().parent.parent
STORE = SET / "store"
CLASSES = {
    "value_slot": "contradiction", "role_slot": "contradiction",
    "negation": "contradiction", "stale_vs_change": "contradiction",
    "refinement": "non_contradiction", "other_subject": "non_contradiction",
    "dated_history": "non_contradiction", "agreeing_duplicate": "non_contradiction",
    "negation_scope": "non_contradiction",
}
PREFIX = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S",
          "refinement": "F", "other_subject": "O", "dated_history": "D",
          "agreeing_duplicate": "A", "negation_scope": "NS"}
errors = []


def err(msg):
    errors.append(msg)


def split(text):
    """Return (frontmatter_text or None, body_lines_outside_fences, all_lines)."""
    lines = text.split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        try:
            end = lines.index("---", 1)
        except ValueError:
            return None, [], lines
        fm = "\n".join(lines[1:end])
        start = end + 1
    body = []
    fence = False
    for ln in lines[start:]:
        if ln.lstrip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            body.append(ln)
    return fm, body, lines


def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"


def main():
    labels = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
    if str(labels.get("now")) != "2026-11-28":
        err(f"now is {labels.get('now')!r}")
    pairs = labels["pairs"]
    if len(pairs) != 90:
        err(f"{len(pairs)} pairs, expected 90")

    files = sorted(str(p.relative_to(STORE)) for p in STORE.rglob("*.md"))
    parsed = {}
    for rel in files:
        parsed[rel] = split((STORE / rel).read_text(encoding="utf-8"))

    # --- pairs ---
    per_class = Counter()
    ids = Counter()
    seen = set()
    cross = 0
    used_files = set()
    for i, p in enumerate(pairs):
        tag = f"pair {i} ({p.get('note', '')[:12]})"
        a, b = p["a"], p["b"]
        for f in (a, b):
            if f not in parsed:
                err(f"{tag}: missing file {f}")
        if not a < b:
            err(f"{tag}: a does not sort before b")
        if (a, b) in seen:
            err(f"{tag}: duplicate file pair")
        seen.add((a, b))
        cls = p["class"]
        if cls not in CLASSES:
            err(f"{tag}: unknown class {cls}")
            continue
        if CLASSES[cls] != p["label"]:
            err(f"{tag}: label {p['label']} does not match class {cls}")
        per_class[cls] += 1
        m = re.match(r"^([A-Z]+)(\d+): ", p["note"])
        if not m or m.group(1) != PREFIX[cls]:
            err(f"{tag}: note id prefix wrong: {p['note']}")
        else:
            ids[p["note"].split(":")[0]] += 1
        if layout(a) != layout(b):
            cross += 1
        used_files.update((a, b))
        for side, f in (("claim_a", a), ("claim_b", b)):
            claim = p[side]
            if f not in parsed:
                continue
            fm, body, alllines = parsed[f]
            if claim.strip() != claim or not claim:
                err(f"{tag}: {side} has surrounding whitespace or is empty")
            n_all = sum(1 for ln in alllines if ln == claim)
            n_body = sum(1 for ln in body if ln == claim)
            if n_all != 1 or n_body != 1:
                err(f"{tag}: {side} found {n_all}x in file / {n_body}x in body outside fences: {f}: {claim!r}")
    for cls in CLASSES:
        if per_class[cls] != 10:
            err(f"class {cls}: {per_class[cls]} pairs, expected 10")
    for k, v in ids.items():
        if v != 1:
            err(f"note id {k} used {v} times")

    # --- frontmatter ---
    root_files = [f for f in files if "/" not in f and f != "MEMORY.md"]
    flat = []
    for rel in files:
        if rel == "MEMORY.md":
            continue
        fm, _, _ = parsed[rel]
        if fm is None:
            err(f"{rel}: no frontmatter")
            continue
        raw_desc = next((ln[len("description: "):] for ln in fm.split("\n") if ln.startswith("description: ")), None)
        intentional = rel in root_files and raw_desc is not None and ": " in raw_desc
        try:
            data = yaml.safe_load(fm)
            ok = isinstance(data, dict)
        except yaml.YAMLError:
            data, ok = None, False
        if intentional:
            flat.append(rel)
            if ok:
                err(f"{rel}: flat description was meant to break YAML but parses")
            continue
        if not ok:
            err(f"{rel}: frontmatter does not parse")
            continue
        lay = layout(rel)
        if lay == "root":
            if set(data) != {"name", "description", "type"}:
                err(f"{rel}: root keys {sorted(data)}")
            if data.get("type") not in {"user", "feedback", "project", "reference"}:
                err(f"{rel}: bad type")
            if not rel.startswith(data.get("type", "?") + "_"):
                err(f"{rel}: file prefix does not match type")
            if "harrowmere" in str(data.get("name", "")).lower():
                err(f"{rel}: name mentions the organisation")
        elif lay == "facts":
            stem = Path(rel).stem
            need = {"id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"}
            if set(data) != need:
                err(f"{rel}: fact keys {sorted(data)}")
            if data.get("id") != stem:
                err(f"{rel}: id != stem")
            cat = data.get("category")
            if cat not in {"fact", "preference", "decision"} or not stem.startswith(cat + "-"):
                err(f"{rel}: category mismatch")
            created = data.get("created")
            if isinstance(created, str):
                created = datetime.fromisoformat(created.replace("Z", "+00:00"))
            created = created.replace(tzinfo=timezone.utc) if created.tzinfo is None else created
            if created.strftime("%Y-%m-%d") != rel.split("/")[1]:
                err(f"{rel}: created date != folder")
            ms = int(stem.split("-")[1])
            if ms != int(created.timestamp() * 1000):
                err(f"{rel}: epoch in name != created")
            if data.get("source") != "extraction" or data.get("confidenceTier") != "explicit" or data.get("status") != "active":
                err(f"{rel}: fixed fields wrong")
            if not isinstance(data.get("tags"), list):
                err(f"{rel}: tags not a list")
            if not ("2026-01-01" <= rel.split("/")[1] <= "2026-11-28"):
                err(f"{rel}: date out of range")
        else:
            if set(data) != {"title", "created", "tags"}:
                err(f"{rel}: auto keys {sorted(data)}")

    # --- MEMORY.md ---
    mem = (STORE / "MEMORY.md").read_text(encoding="utf-8")
    linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — (.+)$", mem, re.M)
    linked_files = [f for f, _ in linked]
    if sorted(linked_files) != sorted(root_files):
        err(f"MEMORY.md index mismatch: missing {set(root_files) - set(linked_files)}, extra {set(linked_files) - set(root_files)}")
    for f, hook in linked:
        if re.search(r"\d", hook):
            err(f"MEMORY.md hook for {f} carries a digit: {hook}")

    # --- report ---
    n_root = len(root_files)
    n_fact = sum(1 for f in files if f.startswith("facts/"))
    n_auto = sum(1 for f in files if f.startswith("auto/"))
    unused = [f for f in files if f not in used_files and f != "MEMORY.md"]
    print(f"files: {len(files)} total = {n_root} root memories + MEMORY.md + {n_fact} facts + {n_auto} auto notes")
    print(f"files in no labelled pair (excluding MEMORY.md): {len(unused)}")
    print(f"flat (non-strict YAML) descriptions: {len(flat)}: {', '.join(flat)}")
    print(f"cross-layout pairs: {cross} / {len(pairs)}")
    for cls in CLASSES:
        print(f"  {cls:20s} {CLASSES[cls]:18s} {per_class[cls]}")
    if errors:
        print(f"\nCHECK FAILED ({len(errors)} errors):")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("\ncheck passed")


if __name__ == "__main__":
    main()
