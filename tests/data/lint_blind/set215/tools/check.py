#!/usr/bin/env python3
"""Validate set215/store/ and set215/labels.yaml."""
import datetime as dt
import re
import sys
from collections import Counter
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
import content  # noqa: E402
import pairs  # noqa: E402

SET = Path(__file__).resolve().parent.parent
STORE = SET / "store"
errors = []


def err(msg):
    errors.append(msg)


def split_frontmatter(text):
    """Return (frontmatter text or None, list of body lines outside code fences)."""
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
            return None, []
    body = []
    in_fence = False
    for line in lines[start:]:
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
            continue
        if not in_fence:
            body.append(line)
    return fm, body


def layout(rel):
    if rel.startswith("facts/"):
        return "facts"
    if rel.startswith("auto/"):
        return "auto"
    return "root"


def main():
    all_files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
    root = [r for r in all_files if "/" not in r and r != "MEMORY.md"]
    facts = [r for r in all_files if r.startswith("facts/")]
    auto = [r for r in all_files if r.startswith("auto/")]
    stray = set(all_files) - set(root) - set(facts) - set(auto) - {"MEMORY.md"}
    if stray:
        err(f"unexpected files: {sorted(stray)}")
    if "MEMORY.md" not in all_files:
        err("MEMORY.md missing")

    texts = {r: (STORE / r).read_text(encoding="utf-8") for r in all_files}
    parsed = {r: split_frontmatter(t) for r, t in texts.items()}

    # ---- frontmatter ------------------------------------------------------
    flat = {m["file"] for m in content.ROOT if m["flat"]}
    for r in root:
        fm, _ = parsed[r]
        if fm is None:
            err(f"{r}: no frontmatter")
            continue
        try:
            data = yaml.safe_load(fm)
            ok = True
        except yaml.YAMLError:
            ok = False
        if r in flat:
            if ok:
                err(f"{r}: intentional flat description unexpectedly parses as YAML")
            for key in ("name", "description", "type"):
                if not re.search(rf"^{key}: \S", fm, re.M):
                    err(f"{r}: flat frontmatter lacks {key}")
            continue
        if not ok:
            err(f"{r}: frontmatter does not parse")
            continue
        for key in ("name", "description", "type"):
            if not isinstance(data.get(key), str) or not data[key]:
                err(f"{r}: missing {key}")
        if data.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{r}: bad type {data.get('type')}")
        elif not r.startswith(data["type"] + "_"):
            err(f"{r}: type {data['type']} does not match file name")
        if "waymark" in str(data.get("name", "")).lower():
            err(f"{r}: name is the organisation")

    for r in facts:
        fm, body = parsed[r]
        try:
            data = yaml.safe_load(fm)
        except Exception as e:  # noqa: BLE001
            err(f"{r}: frontmatter does not parse ({e})")
            continue
        stem = Path(r).stem
        folder = r.split("/")[1]
        m = re.match(r"^(fact|preference|decision)-(\d{13})-([0-9a-f]{4})$", stem)
        if not m:
            err(f"{r}: bad fact file name")
            continue
        if data.get("id") != stem:
            err(f"{r}: id {data.get('id')} != stem")
        if data.get("category") != m.group(1):
            err(f"{r}: category mismatch")
        created = data.get("created")
        if isinstance(created, str):
            created = dt.datetime.fromisoformat(created.replace("Z", "+00:00"))
        if not isinstance(created, dt.datetime):
            err(f"{r}: created not a timestamp")
            continue
        if created.tzinfo is None:
            created = created.replace(tzinfo=dt.timezone.utc)
        if created.strftime("%Y-%m-%d") != folder:
            err(f"{r}: created date {created} not in folder {folder}")
        if int(created.timestamp() * 1000) != int(m.group(2)):
            err(f"{r}: epoch in name does not match created")
        if data.get("updated") != data.get("created"):
            err(f"{r}: updated != created")
        if not ("2026-01-01" <= folder <= "2026-11-28"):
            err(f"{r}: date outside 2026-01..now")
        for key, val in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
            if data.get(key) != val:
                err(f"{r}: {key} != {val}")
        if not isinstance(data.get("confidence"), float):
            err(f"{r}: confidence not a float")
        if not isinstance(data.get("tags"), list) or not data["tags"]:
            err(f"{r}: tags not a list")
        nonblank = [x for x in body if x.strip()]
        if not 1 <= len(nonblank) <= 2:
            err(f"{r}: body should be one or two lines, has {len(nonblank)}")

    for r in auto:
        fm, _ = parsed[r]
        try:
            data = yaml.safe_load(fm)
        except Exception as e:  # noqa: BLE001
            err(f"{r}: frontmatter does not parse ({e})")
            continue
        if not isinstance(data.get("title"), str):
            err(f"{r}: title missing")
        if not isinstance(data.get("created"), dt.date):
            err(f"{r}: created missing")
        if not isinstance(data.get("tags"), list):
            err(f"{r}: tags missing")

    # ---- MEMORY.md --------------------------------------------------------
    mem = texts.get("MEMORY.md", "")
    entries = re.findall(r"^- \[([^\]]+)\]\(([^)]+)\) — (.+)$", mem, re.M)
    linked = Counter(e[1] for e in entries)
    for r in root:
        if linked[r] != 1:
            err(f"MEMORY.md links {r} {linked[r]} times")
    for _, f, hook in entries:
        if f not in root:
            err(f"MEMORY.md links missing file {f}")
        if re.search(r"\d", hook):
            err(f"MEMORY.md hook for {f} carries a digit: {hook}")

    # ---- labels -----------------------------------------------------------
    doc = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
    if doc.get("now") != dt.date(2026, 11, 28):
        err("labels.yaml: now must be 2026-11-28")
    plist = doc.get("pairs") or []
    if len(plist) != 90:
        err(f"labels.yaml: {len(plist)} pairs, expected 90")
    classes = Counter()
    seen = set()
    ids = set()
    cross = 0
    claimed_files = set()
    prefix = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S",
              "refinement": "F", "other_subject": "O", "dated_history": "D",
              "agreeing_duplicate": "A", "negation_scope": "NS"}
    for i, p in enumerate(plist):
        a, b, cls = p.get("a"), p.get("b"), p.get("class")
        tag = f"pair {i} ({p.get('note', '')[:8]})"
        classes[cls] += 1
        if cls not in prefix:
            err(f"{tag}: unknown class {cls}")
            continue
        want = "contradiction" if cls in pairs.CONTRADICTION_CLASSES else "non_contradiction"
        if p.get("label") != want:
            err(f"{tag}: label {p.get('label')} should be {want}")
        m = re.match(r"^([A-Z]+)(\d+): ", p.get("note", ""))
        if not m or m.group(1) != prefix[cls]:
            err(f"{tag}: note id does not match class")
        elif m.group(0) in ids:
            err(f"{tag}: duplicate note id {m.group(0)}")
        else:
            ids.add(m.group(0))
        if not (a and b and a < b):
            err(f"{tag}: a must sort before b ({a}, {b})")
        if (a, b) in seen:
            err(f"{tag}: duplicate file pair")
        seen.add((a, b))
        if layout(a) != layout(b):
            cross += 1
        for side, rel in (("claim_a", a), ("claim_b", b)):
            if rel not in texts:
                err(f"{tag}: {rel} does not exist")
                continue
            line = p.get(side)
            if not isinstance(line, str) or not line.strip():
                err(f"{tag}: empty {side}")
                continue
            _, body = parsed[rel]
            n = sum(1 for x in body if x == line)
            total = texts[rel].split("\n").count(line)
            if n != 1 or total != 1:
                err(f"{tag}: {side} found {n}x in body ({total}x in file) of {rel}: {line!r}")
            if "@" in line and re.match(r"^@[A-Za-z0-9]+@", line):
                err(f"{tag}: marker left in {side}")
            claimed_files.add(rel)
    for c in prefix:
        if classes[c] != 10:
            err(f"class {c}: {classes[c]} pairs, expected 10")

    # ---- sizes ------------------------------------------------------------
    if not 35 <= len(root) <= 40:
        err(f"root memories: {len(root)} (want 35-40)")
    if not 60 <= len(facts) <= 75:
        err(f"facts: {len(facts)} (want 60-75)")
    if not 40 <= len(auto) <= 50:
        err(f"auto notes: {len(auto)} (want 40-50)")
    if not 140 <= len(all_files) <= 170:
        err(f"total files: {len(all_files)} (want 140-170)")
    unclaimed = [r for r in all_files if r not in claimed_files]

    print(f"files: {len(all_files)} total = root {len(root)} + MEMORY.md + facts {len(facts)} + auto {len(auto)}")
    print(f"flat (non-YAML) descriptions: {len(flat)}")
    print(f"pairs: {len(plist)}; cross-layout {cross}, same-layout {len(plist) - cross}")
    print("per class: " + ", ".join(f"{c}={classes[c]}" for c in prefix))
    print(f"files in no labelled pair: {len(unclaimed)} (incl. MEMORY.md)")
    if errors:
        print(f"\nFAIL: {len(errors)} problem(s)")
        for e in errors:
            print(" -", e)
        sys.exit(1)
    print("OK: check passed")


if __name__ == "__main__":
    main()
