#!/usr/bin/env python3
"""Validate set253/store/ and set253/labels.yaml."""
import collections
import datetime as dt
import re
import sys
from pathlib import Path

import yaml

TOOLS = Path(__file__).resolve().parent
SET = TOOLS.parent
STORE = SET / "store"
sys.path.insert(0, str(TOOLS))
from content import FLAT  # noqa: E402

CLASSES = {
    "value_slot": ("contradiction", "V"), "role_slot": ("contradiction", "R"),
    "negation": ("contradiction", "N"), "stale_vs_change": ("contradiction", "S"),
    "refinement": ("non_contradiction", "F"), "other_subject": ("non_contradiction", "O"),
    "dated_history": ("non_contradiction", "D"), "agreeing_duplicate": ("non_contradiction", "A"),
    "negation_scope": ("non_contradiction", "NS"),
}
problems = []


def bad(msg):
    problems.append(msg)


def split(path):
    """Return (frontmatter_text or None, list of (line, in_fence) body lines)."""
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        try:
            end = lines.index("---", 1)
        except ValueError:
            bad(f"{path}: unterminated frontmatter")
            return None, []
        fm = "\n".join(lines[1:end])
        start = end + 1
    body = []
    fence = False
    for ln in lines[start:]:
        if ln.startswith("```"):
            fence = not fence
            body.append((ln, True))
            continue
        body.append((ln, fence))
    return fm, body


def layout(rel):
    return "facts" if rel.startswith("facts/") else "auto" if rel.startswith("auto/") else "root"


def main():
    files = sorted(p for p in STORE.rglob("*.md"))
    rels = [str(p.relative_to(STORE)) for p in files]
    parsed = {}
    # ---- frontmatter ----
    for p, rel in zip(files, rels):
        fm, body = split(p)
        parsed[rel] = body
        if re.search(r"^@[A-Za-z0-9]+@", p.read_text(), re.M):
            bad(f"{rel}: leftover claim marker")
        if rel == "MEMORY.md":
            if fm is not None:
                bad("MEMORY.md should have no frontmatter")
            continue
        if fm is None:
            bad(f"{rel}: missing frontmatter")
            continue
        try:
            data = yaml.safe_load(fm)
            ok = isinstance(data, dict)
        except yaml.YAMLError:
            ok, data = False, None
        if rel in FLAT:
            if ok:
                bad(f"{rel}: intended flat description but frontmatter parses as YAML")
            desc = re.search(r"^description: (.*)$", fm, re.M)
            if not desc or ": " not in desc.group(1):
                bad(f"{rel}: flat description lacks an unquoted ': '")
            continue
        if not ok:
            bad(f"{rel}: frontmatter does not parse")
            continue
        lay = layout(rel)
        if lay == "root":
            for k in ("name", "description", "type"):
                if k not in data:
                    bad(f"{rel}: missing {k}")
            if data.get("type") not in {"user", "feedback", "project", "reference"}:
                bad(f"{rel}: bad type {data.get('type')}")
            if not rel.startswith(f"{data.get('type')}_"):
                bad(f"{rel}: file name does not start with its type")
        elif lay == "facts":
            stem = Path(rel).stem
            m = re.fullmatch(r"(fact|preference|decision)-(\d{13})-([0-9a-f]{4})", stem)
            if not m:
                bad(f"{rel}: bad fact file name")
                continue
            if data.get("id") != stem or data.get("category") != m.group(1):
                bad(f"{rel}: id/category mismatch")
            created = data.get("created")
            if isinstance(created, str):
                created = dt.datetime.fromisoformat(created.replace("Z", "+00:00"))
            if created is None:
                bad(f"{rel}: no created")
                continue
            if created.tzinfo is None:
                created = created.replace(tzinfo=dt.timezone.utc)
            if int(created.timestamp() * 1000) != int(m.group(2)):
                bad(f"{rel}: epoch does not match created")
            if created.date().isoformat() != rel.split("/")[1]:
                bad(f"{rel}: folder date does not match created")
            for k, v in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                if data.get(k) != v:
                    bad(f"{rel}: {k} != {v}")
            if not isinstance(data.get("tags"), list) or "updated" not in data or "confidence" not in data:
                bad(f"{rel}: tags/updated/confidence missing")
        else:
            for k in ("title", "created", "tags"):
                if k not in data:
                    bad(f"{rel}: missing {k}")

    # ---- MEMORY.md index ----
    root_files = [r for r in rels if "/" not in r and r != "MEMORY.md"]
    index = (STORE / "MEMORY.md").read_text()
    for r in root_files:
        if index.count(f"]({r})") != 1:
            bad(f"MEMORY.md does not index {r} exactly once")

    # ---- labels ----
    labels = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
    if str(labels.get("now")) != "2026-11-28":
        bad("labels.yaml: now != 2026-11-28")
    prs = labels["pairs"]
    per_class = collections.Counter()
    seen = set()
    ids = set()
    labelled_files = set()
    cross = 0
    for i, pr in enumerate(prs):
        a, b, cls = pr["a"], pr["b"], pr["class"]
        tag = pr.get("note", "").split(":")[0]
        per_class[cls] += 1
        if cls not in CLASSES:
            bad(f"pair {i}: unknown class {cls}")
            continue
        lab, prefix = CLASSES[cls]
        if pr["label"] != lab:
            bad(f"{tag}: label {pr['label']} != {lab}")
        if not re.fullmatch(prefix + r"\d+", tag):
            bad(f"{tag}: note id does not match class {cls}")
        if tag in ids:
            bad(f"{tag}: duplicate note id")
        ids.add(tag)
        if not a < b:
            bad(f"{tag}: a does not sort before b ({a} / {b})")
        if (a, b) in seen:
            bad(f"{tag}: (a, b) file pair used twice")
        seen.add((a, b))
        if layout(a) != layout(b):
            cross += 1
        for side, path in (("a", a), ("b", b)):
            labelled_files.add(path)
            if path not in parsed:
                bad(f"{tag}: {side} path {path} does not exist")
                continue
            claim = pr[f"claim_{side}"]
            body = parsed[path]
            hits = [ln for ln, fence in body if ln == claim and not fence]
            fenced = [ln for ln, fence in body if ln == claim and fence]
            if len(hits) != 1 or fenced:
                bad(f"{tag}: claim_{side} found {len(hits)}x outside fences ({len(fenced)}x inside) in {path}")
            if not claim.strip():
                bad(f"{tag}: empty claim_{side}")
    for cls in CLASSES:
        if per_class[cls] != 10:
            bad(f"class {cls}: {per_class[cls]} pairs (want 10)")

    lay_counts = collections.Counter(layout(r) for r in rels)
    unlabelled = [r for r in rels if r not in labelled_files]
    print(f"files: {len(rels)} (root {lay_counts['root']} incl. MEMORY.md, facts {lay_counts['facts']}, "
          f"auto {lay_counts['auto']}); files with no labelled claim: {len(unlabelled)}")
    print(f"pairs: {len(prs)}; cross-layout: {cross}; per class: " +
          ", ".join(f"{c}={per_class[c]}" for c in CLASSES))
    if problems:
        print(f"CHECK FAILED ({len(problems)} problems):")
        for p in problems:
            print("  -", p)
        sys.exit(1)
    print("CHECK PASSED")


if __name__ == "__main__":
    main()
