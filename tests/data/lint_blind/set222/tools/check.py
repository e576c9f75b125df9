#!/usr/bin/env python3
"""Validate set222/store and set222/labels.yaml."""
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
from content import FLAT_FRONTMATTER  # noqa: E402

CLASSES = {
    "value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
    "stale_vs_change": "contradiction", "refinement": "non_contradiction",
    "other_subject": "non_contradiction", "dated_history": "non_contradiction",
    "agreeing_duplicate": "non_contradiction", "negation_scope": "non_contradiction",
}
problems = []


def split(path):
    """Return (frontmatter text or None, body lines outside code fences, all body lines)."""
    lines = path.read_text(encoding="utf-8").split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        try:
            end = lines.index("---", 1)
        except ValueError:
            problems.append(f"{path}: unterminated frontmatter")
            return None, [], []
        fm = "\n".join(lines[1:end])
        start = end + 1
    body = lines[start:]
    outside, in_fence = [], False
    for ln in body:
        if ln.lstrip().startswith("```"):
            in_fence = not in_fence
            continue
        if not in_fence:
            outside.append(ln)
    return fm, outside, body


def layout(rel):
    return "facts" if rel.startswith("facts/") else "auto" if rel.startswith("auto/") else "root"


def check_frontmatter():
    counts = Counter()
    for p in sorted(STORE.rglob("*.md")):
        rel = p.relative_to(STORE).as_posix()
        counts[layout(rel)] += 1
        if rel == "MEMORY.md":
            continue
        fm, _, _ = split(p)
        if fm is None:
            problems.append(f"{rel}: no frontmatter")
            continue
        try:
            data = yaml.safe_load(fm)
            ok = True
        except yaml.YAMLError:
            data, ok = None, False
        if rel in FLAT_FRONTMATTER:
            if ok:
                problems.append(f"{rel}: intended flat (non-YAML) description but it parses")
            elif not re.search(r"^description: [^\"'].*: ", fm, re.M):
                problems.append(f"{rel}: flat description lacks an unquoted ': '")
            continue
        if not ok or not isinstance(data, dict):
            problems.append(f"{rel}: frontmatter does not parse")
            continue
        lay = layout(rel)
        if lay == "root":
            for k in ("name", "description", "type"):
                if k not in data:
                    problems.append(f"{rel}: missing {k}")
            if data.get("type") not in {"user", "feedback", "project", "reference"}:
                problems.append(f"{rel}: bad type {data.get('type')}")
            if not rel.startswith(f"{data.get('type')}_"):
                problems.append(f"{rel}: file name does not start with its type")
            if "fellowes" in str(data.get("name", "")).lower():
                problems.append(f"{rel}: name is the organisation")
        elif lay == "auto":
            for k in ("title", "created", "tags"):
                if k not in data:
                    problems.append(f"{rel}: missing {k}")
        else:
            stem = p.stem
            if data.get("id") != stem:
                problems.append(f"{rel}: id != stem")
            cat = data.get("category")
            if cat not in {"fact", "preference", "decision"} or not stem.startswith(f"{cat}-"):
                problems.append(f"{rel}: bad category")
            m1 = re.search(r"^created: (\S+)$", fm, re.M)
            m2 = re.search(r"^updated: (\S+)$", fm, re.M)
            created = m1.group(1) if m1 else ""
            if not m2 or m2.group(1) != created:
                problems.append(f"{rel}: updated != created")
            try:
                t = dt.datetime.strptime(created, "%Y-%m-%dT%H:%M:%S.000Z").replace(tzinfo=dt.timezone.utc)
                if t.strftime("%Y-%m-%d") != p.parent.name:
                    problems.append(f"{rel}: created date != folder")
                if int(t.timestamp() * 1000) != int(stem.split("-")[1]):
                    problems.append(f"{rel}: epoch != created")
            except ValueError:
                problems.append(f"{rel}: bad created {created!r}")
            for k, v in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                if data.get(k) != v:
                    problems.append(f"{rel}: {k} != {v}")
            if not isinstance(data.get("tags"), list):
                problems.append(f"{rel}: tags not a list")
            if not isinstance(data.get("confidence"), float):
                problems.append(f"{rel}: confidence not a number")
    return counts


def check_memory_index():
    idx = (STORE / "MEMORY.md").read_text(encoding="utf-8")
    linked = set(re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", idx, re.M))
    roots = {p.name for p in STORE.glob("*.md") if p.name != "MEMORY.md"}
    for missing in sorted(roots - linked):
        problems.append(f"MEMORY.md does not index {missing}")
    for extra in sorted(linked - roots):
        problems.append(f"MEMORY.md links missing file {extra}")


def check_labels():
    labels = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
    if str(labels.get("now")) != "2026-11-28":
        problems.append("labels.yaml: now != 2026-11-28")
    pairs = labels["pairs"]
    per_class = Counter(p["class"] for p in pairs)
    seen, in_pair, cross = set(), set(), 0
    for i, p in enumerate(pairs):
        tag = f"pair {i} ({p.get('note', '')[:6]})"
        a, b = p["a"], p["b"]
        if p["class"] not in CLASSES or p["label"] != CLASSES[p["class"]]:
            problems.append(f"{tag}: bad class/label {p['class']}/{p['label']}")
        if not a < b:
            problems.append(f"{tag}: a does not sort before b")
        if (a, b) in seen:
            problems.append(f"{tag}: duplicate file pair")
        seen.add((a, b))
        if layout(a) != layout(b):
            cross += 1
        in_pair.update((a, b))
        for side, path, claim in (("a", a, p["claim_a"]), ("b", b, p["claim_b"])):
            fp = STORE / path
            if not fp.is_file():
                problems.append(f"{tag}: {side} path missing: {path}")
                continue
            _, outside, body = split(fp)
            if not claim.strip():
                problems.append(f"{tag}: empty claim_{side}")
            n_out = sum(1 for ln in outside if ln == claim)
            n_all = sum(1 for ln in fp.read_text(encoding="utf-8").split("\n") if ln == claim)
            if n_out != 1 or n_all != 1:
                problems.append(f"{tag}: claim_{side} found {n_out}x in body outside fences, {n_all}x in file: {claim!r}")
    for cls in CLASSES:
        if per_class[cls] != 10:
            problems.append(f"class {cls}: {per_class[cls]} pairs, want 10")
    if len(pairs) != 90:
        problems.append(f"{len(pairs)} pairs, want 90")
    return per_class, cross, in_pair, len(pairs)


def main():
    counts = check_frontmatter()
    check_memory_index()
    per_class, cross, in_pair, n = check_labels()
    all_files = {p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md")}
    print(f"files: {sum(counts.values())} (root {counts['root']}, facts {counts['facts']}, auto {counts['auto']})")
    print(f"pairs: {n}, cross-layout {cross}; files in no pair: {len(all_files - in_pair)}")
    for cls in CLASSES:
        print(f"  {cls:20s} {per_class[cls]:3d}  ({CLASSES[cls]})")
    if problems:
        print(f"\nFAIL: {len(problems)} problem(s)")
        for pr in problems:
            print("  -", pr)
        sys.exit(1)
    print("\nOK: check passed")


if __name__ == "__main__":
    main()
