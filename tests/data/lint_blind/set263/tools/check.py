#!/usr/bin/env python3
"""Validate set263/store and set263/labels.yaml."""
import calendar
import re
import sys
from collections import Counter
from datetime import datetime
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import content  # noqa: E402

SET = HERE.parent
STORE = SET / "store"
CLASSES = {
    "value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
    "stale_vs_change": "contradiction", "refinement": "non_contradiction", "other_subject": "non_contradiction",
    "dated_history": "non_contradiction", "agreeing_duplicate": "non_contradiction",
    "negation_scope": "non_contradiction",
}
errors = []


def err(msg):
    errors.append(msg)


def split(text):
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
    out = []
    in_fence = False
    for i, line in enumerate(lines):
        if i < start:
            out.append((i + 1, line, False))
            continue
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
            out.append((i + 1, line, False))
            continue
        out.append((i + 1, line, not in_fence))
    return fm, out


def layout(rel):
    if rel.startswith("facts/"):
        return "facts"
    if rel.startswith("auto/"):
        return "auto"
    return "root"


def main():
    labels = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
    if str(labels.get("now")) != "2026-11-28":
        err(f"now is {labels.get('now')!r}")
    pairs = labels["pairs"]
    all_files = sorted(str(p.relative_to(STORE)) for p in STORE.rglob("*.md"))
    parsed = {rel: split((STORE / rel).read_text(encoding="utf-8")) for rel in all_files}

    # ---- frontmatter ----
    flat_ok = 0
    for rel, (fm, _) in parsed.items():
        lay = layout(rel)
        if rel == "MEMORY.md":
            if fm is not None:
                err("MEMORY.md has frontmatter")
            continue
        if fm is None:
            err(f"{rel}: no frontmatter")
            continue
        try:
            data = yaml.safe_load(fm)
            ok = True
        except yaml.YAMLError:
            data, ok = None, False
        if lay == "root" and rel in content.FLAT_DESCRIPTIONS:
            if ok:
                err(f"{rel}: flat description unexpectedly parses as YAML")
            else:
                flat_ok += 1
                m = dict(re.findall(r"^(\w+): (.*)$", fm, re.M))
                if set(m) != {"name", "description", "type"}:
                    err(f"{rel}: flat frontmatter keys {sorted(m)}")
            continue
        if not ok:
            err(f"{rel}: frontmatter does not parse")
            continue
        if lay == "root":
            if set(data) != {"name", "description", "type"}:
                err(f"{rel}: root keys {sorted(data)}")
            if data.get("type") not in {"user", "feedback", "project", "reference"}:
                err(f"{rel}: bad type {data.get('type')}")
            if not rel.startswith(data.get("type", "?") + "_"):
                err(f"{rel}: filename does not start with its type")
            if "pebblecombe" in str(data.get("name", "")).lower():
                err(f"{rel}: name is the organisation")
        elif lay == "facts":
            stem = Path(rel).stem
            folder = rel.split("/")[1]
            need = {"id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"}
            if set(data) != need:
                err(f"{rel}: fact keys {sorted(data)}")
            if data.get("id") != stem:
                err(f"{rel}: id {data.get('id')} != stem")
            cat, epoch, hx = stem.split("-")
            if data.get("category") != cat or cat not in {"fact", "preference", "decision"}:
                err(f"{rel}: category mismatch")
            created = str(data.get("created"))
            dt = datetime.strptime(created.replace("+00:00", "").replace("Z", "")[:19].replace(" ", "T"), "%Y-%m-%dT%H:%M:%S")
            if dt.strftime("%Y-%m-%d") != folder:
                err(f"{rel}: created {created} not in folder {folder}")
            if calendar.timegm(dt.timetuple()) * 1000 != int(epoch):
                err(f"{rel}: epoch {epoch} != created {created}")
            if not ("2026-01-01" <= folder <= "2026-11-28"):
                err(f"{rel}: date out of range")
            if data.get("source") != "extraction" or data.get("confidenceTier") != "explicit" or data.get("status") != "active":
                err(f"{rel}: bad source/tier/status")
            if not isinstance(data.get("tags"), list) or not re.fullmatch(r"[0-9a-f]{4}", hx):
                err(f"{rel}: bad tags or hex")
        else:
            if set(data) != {"title", "created", "tags"} or not isinstance(data.get("tags"), list):
                err(f"{rel}: auto keys {sorted(data)}")
    if flat_ok != len(content.FLAT_DESCRIPTIONS):
        err(f"flat descriptions failing YAML: {flat_ok}, expected {len(content.FLAT_DESCRIPTIONS)}")

    # ---- MEMORY.md index ----
    roots = [r for r in all_files if "/" not in r and r != "MEMORY.md"]
    mem = (STORE / "MEMORY.md").read_text(encoding="utf-8")
    linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
    if sorted(linked) != sorted(roots):
        err(f"MEMORY.md index mismatch: missing {set(roots) - set(linked)}, extra {set(linked) - set(roots)}")

    # ---- no leftover markers ----
    for rel, (_, lines) in parsed.items():
        for n, line, _c in lines:
            if re.match(r"^@[A-Za-z0-9]+@", line):
                err(f"{rel}:{n}: leftover marker")

    # ---- pairs ----
    cls_count = Counter()
    seen = set()
    labelled_files = set()
    cross = 0
    wrapped = 0
    table = 0
    for i, p in enumerate(pairs):
        a, b = p["a"], p["b"]
        tag = f"pair {i + 1} ({p.get('note', '')[:12]})"
        if p["class"] not in CLASSES:
            err(f"{tag}: unknown class {p['class']}")
            continue
        cls_count[p["class"]] += 1
        if p["label"] != CLASSES[p["class"]]:
            err(f"{tag}: label {p['label']} for class {p['class']}")
        if not a < b:
            err(f"{tag}: a does not sort before b")
        if (a, b) in seen:
            err(f"{tag}: duplicate file pair")
        seen.add((a, b))
        if layout(a) != layout(b):
            cross += 1
        for path, claim in ((a, p["claim_a"]), (b, p["claim_b"])):
            if path not in parsed:
                err(f"{tag}: missing file {path}")
                continue
            labelled_files.add(path)
            lines = parsed[path][1]
            hits = [(n, c) for n, line, c in lines if line == claim]
            if len(hits) != 1:
                err(f"{tag}: claim found {len(hits)} times in {path}: {claim!r}")
                continue
            n, claimable = hits[0]
            if not claimable:
                err(f"{tag}: claim in frontmatter/code fence in {path}")
            if not claim.strip() or claim != claim.strip():
                err(f"{tag}: claim has surrounding whitespace or is empty")
            if claim.startswith("|"):
                table += 1
            # hard-wrapped: next line is a continuation (non-empty, not a new bullet/heading/table/bold line)
            nxt = lines[n][1] if n < len(lines) else ""
            if nxt.strip() and not re.match(r"^\s*([-*|#>]|\d+\.|\*\*)", nxt):
                wrapped += 1
    for c in CLASSES:
        if cls_count[c] != 10:
            err(f"class {c}: {cls_count[c]} pairs, expected 10")

    lay_count = Counter(layout(r) for r in all_files)
    unlabelled = [r for r in all_files if r not in labelled_files]
    print(f"files: {len(all_files)} (root {lay_count['root']} incl. MEMORY.md, facts {lay_count['facts']}, auto {lay_count['auto']})")
    print(f"pairs: {len(pairs)}; per class: " + ", ".join(f"{c}={cls_count[c]}" for c in CLASSES))
    print(f"cross-layout pairs: {cross}; same-layout: {len(pairs) - cross}")
    print(f"files in no labelled pair: {len(unlabelled)}")
    print(f"claim uses starting a hard-wrapped sentence: {wrapped}; table-row claim uses: {table}")
    print(f"flat (non-strict YAML) descriptions: {flat_ok}")
    if errors:
        print(f"\nFAILED with {len(errors)} error(s):")
        for e in errors:
            print(" -", e)
        sys.exit(1)
    print("check.py: OK")


if __name__ == "__main__":
    main()
