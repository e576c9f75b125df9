#!/usr/bin/env python3
"""Validate set237/store and set237/labels.yaml. Exit 0 only if everything holds."""
import calendar
import re
import sys
from collections import Counter
from datetime import date, datetime
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
SET = HERE.parent
STORE = SET / "store"
sys.path.insert(0, str(HERE))
import content  # noqa: E402

CLASSES = {
    "contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
    "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"],
}
PREFIX = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S", "refinement": "F",
          "other_subject": "O", "dated_history": "D", "agreeing_duplicate": "A", "negation_scope": "NS"}
problems = []


def bad(msg):
    problems.append(msg)


def split(text):
    """Return (frontmatter text or None, list of (line, is_claimable))."""
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
    body = []
    fence = False
    for line in lines[start:]:
        if line.lstrip().startswith("```"):
            fence = not fence
            body.append((line, False))
            continue
        body.append((line, not fence))
    return fm, body


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


def main():
    all_md = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
    parsed = {}
    # ---- frontmatter of every file
    for rel in all_md:
        text = (STORE / rel).read_text(encoding="utf-8")
        fm, body = split(text)
        parsed[rel] = body
        if rel == "MEMORY.md":
            if fm is not None:
                bad("MEMORY.md should have no frontmatter")
            continue
        if fm is None:
            bad(f"{rel}: no frontmatter")
            continue
        try:
            data = yaml.safe_load(fm)
            ok = isinstance(data, dict)
        except yaml.YAMLError:
            data, ok = None, False
        lay = layout(rel)
        if lay == "root" and rel in content.FLAT:
            if ok:
                bad(f"{rel}: flat description was meant to fail strict YAML but parsed")
            if not re.search(r"^description: .*: ", fm, re.M):
                bad(f"{rel}: flat description lacks an unquoted ': '")
            continue
        if not ok:
            bad(f"{rel}: frontmatter does not parse")
            continue
        if lay == "root":
            for k in ("name", "description", "type"):
                if k not in data:
                    bad(f"{rel}: missing {k}")
            if data.get("type") not in {"user", "feedback", "project", "reference"}:
                bad(f"{rel}: bad type {data.get('type')}")
            if not rel.startswith(f"{data.get('type')}_"):
                bad(f"{rel}: file name does not start with its type")
            if "harbourlight" in str(data.get("name", "")).lower():
                bad(f"{rel}: name carries the organisation")
        elif lay == "facts":
            stem = Path(rel).stem
            folder = rel.split("/")[1]
            if data.get("id") != stem:
                bad(f"{rel}: id != stem")
            cat, ms, hx = stem.split("-")
            if data.get("category") != cat or cat not in {"fact", "preference", "decision"}:
                bad(f"{rel}: category mismatch")
            if not re.fullmatch(r"[0-9a-f]{4}", hx):
                bad(f"{rel}: bad hex suffix")
            for k in ("created", "updated"):
                v = data.get(k)
                if not isinstance(v, datetime):
                    bad(f"{rel}: {k} not an ISO timestamp")
                    continue
                if v.strftime("%Y-%m-%d") != folder:
                    bad(f"{rel}: {k} date != folder")
                epoch_ms = calendar.timegm(v.utctimetuple()) * 1000 + v.microsecond // 1000
                if epoch_ms != int(ms):
                    bad(f"{rel}: {k} does not match epoch {ms}")
            for k, want in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                if data.get(k) != want:
                    bad(f"{rel}: {k} != {want}")
            if not isinstance(data.get("tags"), list) or not isinstance(data.get("confidence"), float):
                bad(f"{rel}: tags/confidence malformed")
        else:
            for k in ("title", "created", "tags"):
                if k not in data:
                    bad(f"{rel}: missing {k}")
            if not isinstance(data.get("created"), date) or not isinstance(data.get("tags"), list):
                bad(f"{rel}: created/tags malformed")

    # ---- MEMORY.md indexes every root memory
    mem = (STORE / "MEMORY.md").read_text(encoding="utf-8")
    roots = [r for r in all_md if "/" not in r and r != "MEMORY.md"]
    for r in roots:
        if not re.search(rf"^- \[[^\]]+\]\({re.escape(r)}\) — ", mem, re.M):
            bad(f"MEMORY.md does not index {r}")
    for line in mem.splitlines():
        if line.startswith("- [") and re.search(r"\d", line.split(") — ", 1)[-1]):
            bad(f"MEMORY.md hook carries a digit: {line}")

    # ---- counts
    n_root, n_facts = len(roots), sum(1 for r in all_md if r.startswith("facts/"))
    n_auto = sum(1 for r in all_md if r.startswith("auto/"))
    if not 35 <= n_root <= 40:
        bad(f"root memories: {n_root}")
    if not 60 <= n_facts <= 75:
        bad(f"facts: {n_facts}")
    if not 40 <= n_auto <= 50:
        bad(f"auto notes: {n_auto}")
    if not 140 <= len(all_md) <= 170:
        bad(f"total files: {len(all_md)}")
    flat_ok = len(content.FLAT)
    if not 4 <= flat_ok <= 6:
        bad(f"flat descriptions: {flat_ok}")

    # ---- labels
    labels = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
    if labels.get("now") != date(2026, 11, 28):
        bad("labels now != 2026-11-28")
    pairs = labels.get("pairs") or []
    if len(pairs) != 90:
        bad(f"{len(pairs)} pairs, want 90")
    per_class = Counter()
    per_label = Counter()
    ids = set()
    filepairs = set()
    cross = 0
    in_pairs = set()
    for i, p in enumerate(pairs):
        a, b, cls, lab = p.get("a"), p.get("b"), p.get("class"), p.get("label")
        tag = f"pair {i} ({p.get('note', '')[:12]})"
        if lab not in CLASSES or cls not in CLASSES[lab]:
            bad(f"{tag}: label/class {lab}/{cls}")
            continue
        per_class[cls] += 1
        per_label[lab] += 1
        m = re.match(r"^([A-Z]+)(\d+): ", p.get("note", ""))
        if not m or m.group(1) != PREFIX[cls] or not 1 <= int(m.group(2)) <= 10:
            bad(f"{tag}: note id does not match class")
        else:
            if m.group(0) in ids:
                bad(f"{tag}: duplicate note id")
            ids.add(m.group(0))
        if not (a < b):
            bad(f"{tag}: a does not sort before b")
        if (a, b) in filepairs:
            bad(f"{tag}: file pair reused")
        filepairs.add((a, b))
        if layout(a) != layout(b):
            cross += 1
        for side, path, claim in (("a", a, p.get("claim_a")), ("b", b, p.get("claim_b"))):
            if path not in parsed:
                bad(f"{tag}: {side} file {path} missing")
                continue
            in_pairs.add(path)
            if not claim or claim != claim.strip() or "\n" in claim:
                bad(f"{tag}: claim_{side} empty or not a single trimmed line")
            hits = [ok for line, ok in parsed[path] if line == claim]
            if len(hits) != 1:
                bad(f"{tag}: claim_{side} found {len(hits)} times as a full line in {path}")
            elif not hits[0]:
                bad(f"{tag}: claim_{side} is inside a code fence in {path}")
    for lab, classes in CLASSES.items():
        for c in classes:
            if per_class[c] != 10:
                bad(f"class {c}: {per_class[c]} pairs")
    if per_label["contradiction"] != 40 or per_label["non_contradiction"] != 50:
        bad(f"labels: {dict(per_label)}")
    if cross < 75:
        bad(f"only {cross} pairs cross layouts")

    unpaired = [r for r in all_md if r not in in_pairs]
    print(f"files: {len(all_md)} (root {n_root} + MEMORY.md, facts {n_facts}, auto {n_auto}); "
          f"flat descriptions {flat_ok}")
    print(f"pairs: {len(pairs)} {dict(per_label)}; cross-layout {cross}; files in no pair {len(unpaired)}")
    print("per class: " + ", ".join(f"{c}={per_class[c]}" for cs in CLASSES.values() for c in cs))
    if problems:
        for m in problems:
            print("FAIL:", m)
        sys.exit(1)
    print("check.py: OK")


if __name__ == "__main__":
    main()
