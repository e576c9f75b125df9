#!/usr/bin/env python3
"""Regenerate set249/store/ and set249/labels.yaml from content.py and pairs.py."""
import datetime
import re
import shutil
import sys
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
import content  # noqa: E402
from pairs import PAIRS, CONTRADICTION_CLASSES, NON_CONTRADICTION_CLASSES  # noqa: E402

SET = Path(__file__).resolve().parent.parent
STORE = SET / "store"
MARK = re.compile(r"^@([A-Za-z0-9_]+)@ (.*)$")


def fail(msg):
    print("BUILD ERROR:", msg)
    sys.exit(1)


def main():
    claims = {}   # claim id -> (path, line)
    texts = {}
    for path, text in content.FILES.items():
        out = []
        for line in text.split("\n"):
            m = MARK.match(line)
            if m:
                cid, rest = m.groups()
                if cid in claims:
                    fail(f"claim id {cid} placed twice ({claims[cid][0]}, {path})")
                claims[cid] = (path, rest)
                out.append(rest)
            else:
                if "@" in line and re.search(r"@[A-Za-z0-9_]+@", line):
                    fail(f"stray marker in {path}: {line!r}")
                out.append(line)
        texts[path] = "\n".join(out)

    used = set()
    ids = set()
    file_pairs = {}
    rows = []
    for row in PAIRS:
        pid, cls, cx, cy = row[:4]
        if pid in ids:
            fail(f"duplicate pair id {pid}")
        ids.add(pid)
        for c in (cx, cy):
            if c not in claims:
                fail(f"{pid}: unknown claim {c}")
            used.add(c)
        px, lx = claims[cx]
        py, ly = claims[cy]
        if px == py:
            fail(f"{pid}: both claims in the same file {px}")
        if px < py:
            (a, la, ca), (b, lb, cb) = (px, lx, cx), (py, ly, cy)
        else:
            (a, la, ca), (b, lb, cb) = (py, ly, cy), (px, lx, cx)
        key = (a, b)
        if key in file_pairs:
            fail(f"{pid}: file pair {key} already used by {file_pairs[key]}")
        file_pairs[key] = pid
        if cls in CONTRADICTION_CLASSES:
            slot, vals = row[4], row[5]
            note = f"{pid}: {slot}: {vals[cb]} vs {vals[ca]}"
            label = "contradiction"
        elif cls in NON_CONTRADICTION_CLASSES:
            note = f"{pid}: {row[4]}"
            label = "non_contradiction"
        else:
            fail(f"{pid}: unknown class {cls}")
        rows.append({"a": a, "b": b, "label": label, "class": cls,
                     "claim_a": la, "claim_b": lb, "note": note})

    unused = set(claims) - used
    if unused:
        fail(f"unused claim markers: {sorted(unused)}")

    if STORE.exists():
        shutil.rmtree(STORE)
    for path, text in texts.items():
        p = STORE / path
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")

    doc = {"now": datetime.date(2026, 11, 28), "pairs": rows}
    with open(SET / "labels.yaml", "w", encoding="utf-8") as fh:
        yaml.safe_dump(doc, fh, sort_keys=False, allow_unicode=True, width=100000,
                       default_flow_style=False)
    print(f"built {len(texts)} files, {len(rows)} pairs, {len(claims)} claim lines")


if __name__ == "__main__":
    main()
