#!/usr/bin/env python3
"""Validate set252/store/ and set252/labels.yaml."""
import datetime as dt
import re
import sys
from collections import Counter
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
SET = HERE.parent
STORE = SET / "store"
sys.path.insert(0, str(HERE))
import content  # noqa: E402

FLAT = {m["fname"] for m in content.ROOT if m["flat"]}
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
    """Return (frontmatter text or None, list of body lines that can carry claims)."""
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
    for line in lines[start:]:
        if line.lstrip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            body.append(line)
    return fm, body


def main():
    files = sorted(str(p.relative_to(STORE)) for p in STORE.rglob("*.md"))
    texts = {f: (STORE / f).read_text(encoding="utf-8") for f in files}

    # frontmatter per layout
    for f, t in texts.items():
        if f == "MEMORY.md":
            continue
        fm, _ = split(t)
        if fm is None:
            bad(f"{f}: no frontmatter")
            continue
        try:
            data = yaml.safe_load(fm)
            ok = True
        except yaml.YAMLError:
            ok, data = False, None
        if f in FLAT:
            if ok:
                bad(f"{f}: flat description should NOT parse as YAML")
            if not re.search(r"^description: [^\"'].*: ", fm, re.M):
                bad(f"{f}: flat description line not found")
            continue
        if not ok:
            bad(f"{f}: frontmatter does not parse")
            continue
        if f.startswith("facts/"):
            stem = Path(f).stem
            if data.get("id") != stem:
                bad(f"{f}: id != stem")
            cat, epoch, hex4 = stem.split("-")
            if cat not in ("fact", "preference", "decision") or data.get("category") != cat:
                bad(f"{f}: category mismatch")
            if not re.fullmatch(r"[0-9a-f]{4}", hex4):
                bad(f"{f}: hex4")
            created = data.get("created")
            if isinstance(created, str):
                created = dt.datetime.fromisoformat(created.replace("Z", "+00:00"))
            if int(created.timestamp() * 1000) != int(epoch):
                bad(f"{f}: epoch != created")
            if created.strftime("%Y-%m-%d") != f.split("/")[1]:
                bad(f"{f}: folder date != created")
            if data.get("updated") is None:
                bad(f"{f}: no updated")
            for k, v in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                if data.get(k) != v:
                    bad(f"{f}: {k}")
            if not isinstance(data.get("tags"), list) or not isinstance(data.get("confidence"), float):
                bad(f"{f}: tags/confidence")
        elif f.startswith("auto/"):
            if not data.get("title") or not data.get("created") or not isinstance(data.get("tags"), list):
                bad(f"{f}: note frontmatter incomplete")
        else:
            if data.get("type") not in ("user", "feedback", "project", "reference"):
                bad(f"{f}: type")
            if not data.get("name") or not data.get("description"):
                bad(f"{f}: name/description")
            if not f.startswith(data["type"] + "_"):
                bad(f"{f}: file name does not start with its type")
            if "larchwater" in str(data["name"]).lower():
                bad(f"{f}: name carries the organisation")

    # MEMORY.md indexes every root file
    idx = texts.get("MEMORY.md", "")
    roots = [f for f in files if "/" not in f and f != "MEMORY.md"]
    linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", idx, re.M)
    if sorted(linked) != sorted(roots):
        bad(f"MEMORY.md index mismatch: {set(roots) ^ set(linked)}")
    for line in idx.splitlines():
        if line.startswith("- [") and re.search(r"\d", line.split(" — ", 1)[1]):
            bad(f"MEMORY.md hook carries a digit: {line}")
    if len(FLAT) != 5:
        bad(f"expected 5 flat descriptions, have {len(FLAT)}")

    # no markers left
    for f, t in texts.items():
        if re.search(r"^@[A-Za-z0-9]+@ ", t, re.M):
            bad(f"{f}: marker left in store")

    # labels
    lab = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
    if str(lab.get("now")) != "2026-11-28":
        bad("now")
    pairs = lab["pairs"]
    if len(pairs) != 90:
        bad(f"{len(pairs)} pairs, want 90")
    counts = Counter(p["class"] for p in pairs)
    seen = set()
    ids = Counter()
    for p in pairs:
        a, b = p["a"], p["b"]
        for f in (a, b):
            if f not in texts:
                bad(f"missing file {f}")
        if not a < b:
            bad(f"a !< b: {a} {b}")
        if (a, b) in seen:
            bad(f"file pair repeated: {a} {b}")
        seen.add((a, b))
        want = "contradiction" if p["class"] in CLASSES["contradiction"] else "non_contradiction"
        if p["label"] != want or p["class"] not in CLASSES[want]:
            bad(f"label/class mismatch {p}")
        m = re.match(r"^([A-Z]+)(\d+): ", p["note"])
        if not m or m.group(1) != PREFIX[p["class"]]:
            bad(f"note id prefix wrong: {p['note']}")
        else:
            ids[m.group(1) + m.group(2)] += 1
        for side, f in (("claim_a", a), ("claim_b", b)):
            if f not in texts:
                continue
            claim = p[side]
            _, body = split(texts[f])
            n = sum(1 for line in body if line == claim)
            total = texts[f].split("\n").count(claim)
            if n != 1 or total != 1:
                bad(f"{p['note'][:4]} {side}: found {n} times in body ({total} in file) of {f}: {claim!r}")
            if not claim.strip():
                bad(f"{side} empty")
    for cls_list in CLASSES.values():
        for c in cls_list:
            if counts[c] != 10:
                bad(f"class {c}: {counts[c]} pairs")
    for pre in PREFIX.values():
        for i in range(1, 11):
            if ids[f"{pre}{i}"] != 1:
                bad(f"note id {pre}{i} count {ids[f'{pre}{i}']}")

    print(f"files: {len(files)} (root {len(roots)} + MEMORY.md, facts "
          f"{sum(f.startswith('facts/') for f in files)}, auto {sum(f.startswith('auto/') for f in files)})")
    print("pairs per class:", dict(sorted(counts.items())))
    if problems:
        print("CHECK FAILED:")
        for x in problems:
            print("  -", x)
        sys.exit(1)
    print("check.py: OK")


if __name__ == "__main__":
    main()
