#!/usr/bin/env python3
"""Validate set244/store/ and set244/labels.yaml."""
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
from content import FLAT  # noqa: E402

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
    """Return (frontmatter text or None, body lines outside frontmatter and fences, fenced lines)."""
    lines = path.read_text(encoding="utf-8").split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        try:
            end = lines.index("---", 1)
        except ValueError:
            err(f"{path}: unterminated frontmatter")
            return None, [], []
        fm = "\n".join(lines[1:end])
        start = end + 1
    body, fenced, in_fence = [], [], False
    for line in lines[start:]:
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
            fenced.append(line)
            continue
        (fenced if in_fence else body).append(line)
    if in_fence:
        err(f"{path}: unclosed code fence")
    return fm, body, fenced


def layout(rel):
    return rel.split("/")[0] if "/" in rel else "root"


def check_frontmatter():
    root_files = []
    for p in sorted(STORE.rglob("*.md")):
        rel = p.relative_to(STORE).as_posix()
        if rel == "MEMORY.md":
            continue
        fm, _, _ = split(p)
        if fm is None:
            err(f"{rel}: no frontmatter")
            continue
        try:
            data = yaml.safe_load(fm)
            parsed = True
        except yaml.YAMLError:
            parsed = False
        if rel in FLAT:
            if parsed:
                err(f"{rel}: flat description was supposed to break strict YAML but parsed")
            elif not re.search(r"^description: .*: ", fm, re.M):
                err(f"{rel}: flat file lacks an unquoted ': ' in description")
            continue
        if not parsed or not isinstance(data, dict):
            err(f"{rel}: frontmatter does not parse")
            continue
        lay = layout(rel)
        if lay == "root":
            root_files.append(rel)
            for k in ("name", "description", "type"):
                if k not in data:
                    err(f"{rel}: missing {k}")
            if data.get("type") not in {"user", "feedback", "project", "reference"}:
                err(f"{rel}: bad type")
            if not rel.startswith(str(data.get("type")) + "_"):
                err(f"{rel}: file prefix does not match type")
        elif lay == "facts":
            stem = p.stem
            need = ("id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status")
            for k in need:
                if k not in data:
                    err(f"{rel}: missing {k}")
            if data.get("id") != stem:
                err(f"{rel}: id != stem")
            cat, ms, hx = stem.split("-")
            if cat != data.get("category") or cat not in {"fact", "preference", "decision"}:
                err(f"{rel}: category mismatch")
            created = data.get("created")
            if isinstance(created, str):
                created = datetime.fromisoformat(created.replace("Z", "+00:00"))
            if created.tzinfo is None:
                created = created.replace(tzinfo=timezone.utc)
            if int(created.timestamp() * 1000) != int(ms):
                err(f"{rel}: epoch does not match created")
            if created.strftime("%Y-%m-%d") != p.parent.name:
                err(f"{rel}: folder date does not match created")
            if data.get("source") != "extraction" or data.get("confidenceTier") != "explicit" \
                    or data.get("status") != "active" or not isinstance(data.get("tags"), list):
                err(f"{rel}: remnic field values off")
            if not re.fullmatch(r"[0-9a-f]{4}", hx):
                err(f"{rel}: bad hex suffix")
        elif lay == "auto":
            for k in ("title", "created", "tags"):
                if k not in data:
                    err(f"{rel}: missing {k}")
    # MEMORY.md indexes every root file
    mem = (STORE / "MEMORY.md").read_text(encoding="utf-8")
    linked = set(re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — ", mem, re.M))
    all_root = {p.name for p in STORE.glob("*.md") if p.name != "MEMORY.md"}
    if linked != all_root:
        err(f"MEMORY.md index mismatch: missing {sorted(all_root - linked)}, extra {sorted(linked - all_root)}")


def check_labels():
    data = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
    if str(data.get("now")) != "2026-11-28":
        err("labels.yaml: now must be 2026-11-28")
    pairs = data["pairs"]
    counts = Counter()
    ids, filepairs = set(), set()
    cross = 0
    in_pairs = set()
    for i, pr in enumerate(pairs):
        a, b, cls = pr["a"], pr["b"], pr["class"]
        tag = pr["note"].split(":")[0]
        counts[cls] += 1
        if cls not in CLASSES:
            err(f"pair {i}: unknown class {cls}")
            continue
        if pr["label"] != CLASSES[cls]:
            err(f"{tag}: label {pr['label']} does not fit class {cls}")
        if not re.fullmatch(PREFIX[cls] + r"\d+", tag):
            err(f"{tag}: note id does not match class {cls}")
        if tag in ids:
            err(f"{tag}: duplicate note id")
        ids.add(tag)
        if not a < b:
            err(f"{tag}: a does not sort before b")
        if (a, b) in filepairs:
            err(f"{tag}: file pair reused")
        filepairs.add((a, b))
        if layout(a) != layout(b):
            cross += 1
        for side, path, claim in (("a", a, pr["claim_a"]), ("b", b, pr["claim_b"])):
            p = STORE / path
            if not p.exists():
                err(f"{tag}: {side} path {path} missing")
                continue
            in_pairs.add(path)
            _, body, fenced = split(p)
            n = sum(1 for line in body if line == claim)
            if n != 1:
                err(f"{tag}: claim_{side} found {n} times as a full body line in {path}: {claim!r}")
            if claim in fenced:
                err(f"{tag}: claim_{side} also appears inside a code fence in {path}")
            if not claim.strip():
                err(f"{tag}: empty claim_{side}")
    for cls in CLASSES:
        if counts[cls] != 10:
            err(f"class {cls}: {counts[cls]} pairs, expected 10")
    if len(pairs) != 90:
        err(f"{len(pairs)} pairs, expected 90")
    return pairs, cross, in_pairs, counts


def main():
    check_frontmatter()
    pairs, cross, in_pairs, counts = check_labels()
    all_files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
    lay = Counter(layout(f) for f in all_files)
    print(f"files: {len(all_files)} (root {lay['root']} incl. MEMORY.md, facts {lay['facts']}, auto {lay['auto']})")
    print(f"files in labelled pairs: {len(in_pairs)}; files in no pair: {len(all_files) - len(in_pairs)}")
    print(f"pairs: {len(pairs)}; cross-layout: {cross}; same-layout: {len(pairs) - cross}")
    print("per class: " + ", ".join(f"{c}={counts[c]}" for c in CLASSES))
    print(f"flat (non-strict YAML) descriptions: {len(FLAT)}")
    if errors:
        print(f"\n{len(errors)} ERROR(S):")
        for e in errors:
            print(" -", e)
        sys.exit(1)
    print("check.py: OK")


if __name__ == "__main__":
    main()
