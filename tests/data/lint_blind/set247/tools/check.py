#!/usr/bin/env python3
"""Validate set247/store/ and set247/labels.yaml."""
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

CONTRA = {"value_slot", "role_slot", "negation", "stale_vs_change"}
NONCONTRA = {"refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"}
PREFIX = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S",
          "refinement": "F", "other_subject": "O", "dated_history": "D",
          "agreeing_duplicate": "A", "negation_scope": "NS"}
errors = []


def err(msg):
    errors.append(msg)


def split(text):
    """Return (frontmatter text or None, list of (line, in_fence) body lines)."""
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
        if ln.lstrip().startswith("```"):
            fence = not fence
            body.append((ln, True))
            continue
        body.append((ln, fence))
    return fm, body


def layout(rel):
    if rel.startswith("facts/"):
        return "facts"
    if rel.startswith("auto/"):
        return "auto"
    return "root"


def main():
    files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
    parsed = {}
    for rel in files:
        parsed[rel] = split((STORE / rel).read_text(encoding="utf-8"))

    # frontmatter
    for rel, (fm, _) in parsed.items():
        if rel == "MEMORY.md":
            if fm is not None:
                err("MEMORY.md should have no frontmatter")
            continue
        if fm is None:
            err(f"{rel}: no frontmatter")
            continue
        try:
            data = yaml.safe_load(fm)
            ok = isinstance(data, dict)
        except yaml.YAMLError:
            data, ok = None, False
        if rel in content.FLAT:
            if ok:
                err(f"{rel}: intentional flat description parsed as strict YAML")
            if not re.search(r"^description: .*: ", fm, re.M):
                err(f"{rel}: flat file lacks an unquoted ': ' in description")
            continue
        if not ok:
            err(f"{rel}: frontmatter does not parse")
            continue
        lay = layout(rel)
        if lay == "root":
            for k in ("name", "description", "type"):
                if k not in data:
                    err(f"{rel}: missing {k}")
            if data.get("type") not in ("user", "feedback", "project", "reference"):
                err(f"{rel}: bad type")
            if not rel.startswith(f"{data.get('type')}_"):
                err(f"{rel}: file name does not match type")
        elif lay == "facts":
            stem = Path(rel).stem
            m = re.match(r"^(fact|preference|decision)-(\d{13})-([0-9a-f]{4})$", stem)
            if not m:
                err(f"{rel}: bad fact file name")
                continue
            if data.get("id") != stem:
                err(f"{rel}: id != stem")
            if data.get("category") != m.group(1):
                err(f"{rel}: category mismatch")
            for k in ("created", "updated"):
                v = data.get(k)
                v = v if isinstance(v, datetime) else datetime.fromisoformat(str(v).replace("Z", "+00:00"))
                if v.tzinfo is None:
                    v = v.replace(tzinfo=timezone.utc)
                if int(round(v.timestamp() * 1000)) != int(m.group(2)):
                    err(f"{rel}: {k} does not match epoch")
                if v.strftime("%Y-%m-%d") != rel.split("/")[1]:
                    err(f"{rel}: {k} does not match folder date")
            for k, want in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                if data.get(k) != want:
                    err(f"{rel}: {k} != {want}")
            if not isinstance(data.get("tags"), list):
                err(f"{rel}: tags not a list")
            if not isinstance(data.get("confidence"), float):
                err(f"{rel}: confidence not a float")
        else:
            for k in ("title", "created", "tags"):
                if k not in data:
                    err(f"{rel}: missing {k}")

    # MEMORY.md indexes every root file, hooks without digits
    root_files = [f for f in files if "/" not in f and f != "MEMORY.md"]
    mem = (STORE / "MEMORY.md").read_text(encoding="utf-8")
    for f in root_files:
        if f"]({f}) — " not in mem:
            err(f"MEMORY.md does not index {f}")
    for ln in mem.splitlines():
        if ln.startswith("- [") and re.search(r"\d", ln.split(" — ", 1)[-1]):
            err(f"MEMORY.md hook carries a digit: {ln}")

    # labels
    labels = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
    if str(labels.get("now")) != "2026-11-28":
        err("labels.yaml now != 2026-11-28")
    prs = labels["pairs"]
    cls_count = Counter()
    lab_count = Counter()
    ids = []
    seen = set()
    cross = 0
    used_files = set()
    for i, pr in enumerate(prs):
        a, b = pr["a"], pr["b"]
        tag = f"pair {i} ({pr.get('note', '')[:12]})"
        for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
            if k not in pr:
                err(f"{tag}: missing {k}")
        if not a < b:
            err(f"{tag}: a does not sort before b")
        if (a, b) in seen:
            err(f"{tag}: duplicate file pair")
        seen.add((a, b))
        for side, path, claim in (("a", a, pr["claim_a"]), ("b", b, pr["claim_b"])):
            if path not in parsed:
                err(f"{tag}: {side} path {path} missing")
                continue
            used_files.add(path)
            body = parsed[path][1]
            hits = [ln for ln, fence in body if ln == claim]
            if len(hits) != 1:
                err(f"{tag}: claim_{side} found {len(hits)} times as a full line in {path}")
            if any(ln == claim and fence for ln, fence in body):
                err(f"{tag}: claim_{side} inside a code fence in {path}")
            if not claim.strip():
                err(f"{tag}: empty claim_{side}")
        c = pr["class"]
        cls_count[c] += 1
        lab_count[pr["label"]] += 1
        want = "contradiction" if c in CONTRA else "non_contradiction" if c in NONCONTRA else None
        if want is None:
            err(f"{tag}: unknown class {c}")
        elif pr["label"] != want:
            err(f"{tag}: label {pr['label']} does not fit class {c}")
        m = re.match(r"^([A-Z]+)(\d+): ", pr["note"])
        if not m or m.group(1) != PREFIX.get(c):
            err(f"{tag}: note id prefix does not match class")
        else:
            ids.append(m.group(1) + m.group(2))
        if layout(a) != layout(b):
            cross += 1
    for c in CONTRA | NONCONTRA:
        if cls_count[c] != 10:
            err(f"class {c}: {cls_count[c]} pairs, want 10")
        for n in range(1, 11):
            if f"{PREFIX[c]}{n}" not in ids:
                err(f"note id {PREFIX[c]}{n} missing")
    if len(prs) != 90:
        err(f"{len(prs)} pairs, want 90")
    if len(set(ids)) != len(ids):
        err("duplicate note ids")

    # report
    lay = Counter(layout(f) for f in files)
    print(f"files: {len(files)} (root {lay['root']} incl. MEMORY.md, facts {lay['facts']}, auto {lay['auto']})")
    print(f"files in no labelled pair: {len(set(files) - used_files)}")
    print(f"pairs: {len(prs)}; cross-layout {cross}, same-layout {len(prs) - cross}")
    print("labels:", dict(lab_count))
    print("classes:", dict(sorted(cls_count.items())))
    if errors:
        print(f"\nFAILED with {len(errors)} error(s):")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("check.py: OK")


if __name__ == "__main__":
    main()
