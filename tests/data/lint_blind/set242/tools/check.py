#!/usr/bin/env python3
"""Validate set242/store/ and set242/labels.yaml."""
import collections
import datetime as dt
import re
import sys
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
# root memories whose description carries an unquoted ": " on purpose (not strict YAML)
FLAT = {"reference_network.md", "reference_rooms.md", "reference_contacts.md",
        "feedback_git-workflow.md", "project_pricing-2026.md"}

problems = []


def fail(msg):
    problems.append(msg)


def split(path):
    """Return (frontmatter text or None, list of (lineno, line, in_fence) for body lines)."""
    lines = path.read_text(encoding="utf-8").split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        for i in range(1, len(lines)):
            if lines[i] == "---":
                fm = "\n".join(lines[1:i])
                start = i + 1
                break
        else:
            fail(f"{path}: unterminated frontmatter")
    body = []
    fence = False
    for i in range(start, len(lines)):
        ln = lines[i]
        if ln.lstrip().startswith("```"):
            fence = not fence
            body.append((i + 1, ln, True))
            continue
        body.append((i + 1, ln, fence))
    return fm, body


def layout(rel):
    if rel.startswith("facts/"):
        return "facts"
    if rel.startswith("auto/"):
        return "auto"
    return "root"


def check_frontmatter():
    for p in sorted(STORE.rglob("*.md")):
        rel = p.relative_to(STORE).as_posix()
        if rel == "MEMORY.md":
            continue
        fm, _ = split(p)
        if fm is None:
            fail(f"{rel}: no frontmatter")
            continue
        try:
            data = yaml.safe_load(fm)
            ok = isinstance(data, dict)
        except yaml.YAMLError:
            data, ok = None, False
        lay = layout(rel)
        if rel in FLAT:
            if ok:
                fail(f"{rel}: flat description was meant to fail strict YAML but parsed")
            if not re.search(r"^description: [^\"'].*: ", fm, re.M):
                fail(f"{rel}: flat description has no unquoted ': '")
            continue
        if not ok:
            fail(f"{rel}: frontmatter does not parse")
            continue
        if lay == "root":
            for k in ("name", "description", "type"):
                if k not in data:
                    fail(f"{rel}: missing {k}")
            if data.get("type") not in ("user", "feedback", "project", "reference"):
                fail(f"{rel}: bad type {data.get('type')}")
            if not rel.startswith(f"{data.get('type')}_"):
                fail(f"{rel}: file name does not start with its type")
            if "keyhole" in str(data.get("name", "")).lower():
                fail(f"{rel}: name is the organisation")
        elif lay == "auto":
            for k in ("title", "created", "tags"):
                if k not in data:
                    fail(f"{rel}: missing {k}")
        else:
            stem = p.stem
            for k in ("id", "category", "created", "updated", "source", "confidence",
                      "confidenceTier", "tags", "status"):
                if k not in data:
                    fail(f"{rel}: missing {k}")
            if data.get("id") != stem:
                fail(f"{rel}: id != stem")
            cat, epoch, hex4 = stem.split("-")
            if cat != data.get("category") or cat not in ("fact", "preference", "decision"):
                fail(f"{rel}: category mismatch")
            if not re.fullmatch(r"[0-9a-f]{4}", hex4):
                fail(f"{rel}: bad hex suffix")
            created = data.get("created")
            if isinstance(created, str):
                created = dt.datetime.fromisoformat(created.replace("Z", "+00:00"))
            if created.tzinfo is None:
                created = created.replace(tzinfo=dt.timezone.utc)
            if int(created.timestamp() * 1000) != int(epoch):
                fail(f"{rel}: epoch does not match created")
            if created.strftime("%Y-%m-%d") != p.parent.name:
                fail(f"{rel}: folder date does not match created")
            if data.get("source") != "extraction" or data.get("confidenceTier") != "explicit" \
                    or data.get("status") != "active" or not isinstance(data.get("tags"), list):
                fail(f"{rel}: fixed fields wrong")


def check_memory_index():
    idx = (STORE / "MEMORY.md").read_text(encoding="utf-8")
    entries = re.findall(r"^- \[([^\]]+)\]\(([^)]+)\) — (.+)$", idx, re.M)
    linked = {e[1] for e in entries}
    roots = {p.name for p in STORE.glob("*.md") if p.name != "MEMORY.md"}
    if linked != roots:
        fail(f"MEMORY.md mismatch: missing {sorted(roots - linked)}, extra {sorted(linked - roots)}")
    for title, path, hook in entries:
        if re.search(r"\d", hook):
            fail(f"MEMORY.md hook for {path} carries a digit: {hook!r}")


def check_labels():
    doc = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
    if str(doc.get("now")) != "2026-11-28":
        fail("labels.yaml: now is not 2026-11-28")
    prs = doc["pairs"]
    counts = collections.Counter(p["class"] for p in prs)
    seen = set()
    ids = collections.Counter()
    cross = 0
    labelled_files = set()
    for p in prs:
        a, b = p["a"], p["b"]
        tag = p["note"].split(":")[0]
        ids[tag] += 1
        if CLASSES.get(p["class"]) != p["label"]:
            fail(f"{tag}: label {p['label']} does not fit class {p['class']}")
        if not a < b:
            fail(f"{tag}: a does not sort before b")
        if (a, b) in seen:
            fail(f"{tag}: duplicate file pair")
        seen.add((a, b))
        if layout(a) != layout(b):
            cross += 1
        for side, path in (("a", a), ("b", b)):
            f = STORE / path
            if not f.exists():
                fail(f"{tag}: {path} missing")
                continue
            labelled_files.add(path)
            claim = p[f"claim_{side}"]
            _, body = split(f)
            hits = [(n, fence) for n, ln, fence in body if ln == claim]
            if len(hits) != 1:
                fail(f"{tag}: claim_{side} found {len(hits)} times as a full body line of {path}")
            elif hits[0][1]:
                fail(f"{tag}: claim_{side} is inside a code fence in {path}")
            if not claim.strip():
                fail(f"{tag}: empty claim_{side}")
    for cls in CLASSES:
        if counts[cls] != 10:
            fail(f"class {cls}: {counts[cls]} pairs, want 10")
    dup_ids = [i for i, c in ids.items() if c > 1]
    if dup_ids:
        fail(f"duplicate note ids {dup_ids}")
    if len(prs) != 90:
        fail(f"{len(prs)} pairs, want 90")
    all_files = {p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md")}
    return len(prs), counts, cross, len(all_files - labelled_files), all_files


def main():
    check_frontmatter()
    check_memory_index()
    n, counts, cross, unlabelled, all_files = check_labels()
    lay = collections.Counter(layout(f) for f in all_files)
    print(f"files: {len(all_files)} (root {lay['root']} incl. MEMORY.md, auto {lay['auto']}, facts {lay['facts']})")
    print(f"pairs: {n}; cross-layout {cross}; files in no labelled pair: {unlabelled}")
    for cls in CLASSES:
        print(f"  {cls:20s} {counts[cls]}")
    if problems:
        for pr in problems:
            print("FAIL:", pr)
        sys.exit(1)
    print("check.py: OK")


if __name__ == "__main__":
    main()
