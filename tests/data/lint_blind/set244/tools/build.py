#!/usr/bin/env python3
"""Regenerate set244/store/ and set244/labels.yaml from content.py and pairs.py."""
import re
import shutil
import sys
from datetime import date
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
SET = HERE.parent
sys.path.insert(0, str(HERE))
import content  # noqa: E402
from pairs import PAIRS, CONTRADICTION  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9_]+)@ (.*)$")


def fail(msg):
    print("BUILD ERROR:", msg)
    sys.exit(1)


def main():
    claims = {}      # id -> (path, line)
    out = {}         # path -> text
    for path, text in content.FILES:
        if path in out:
            fail(f"duplicate path {path}")
        lines = []
        for line in text.split("\n"):
            m = MARK.match(line)
            if m:
                cid, rest = m.group(1), m.group(2)
                if cid in claims:
                    fail(f"claim id {cid} placed twice")
                claims[cid] = (path, rest)
                line = rest
            elif re.search(r"@[A-Za-z0-9_]+@ ", line):
                fail(f"marker not at line start in {path}: {line!r}")
            lines.append(line)
        out[path] = "\n".join(lines)

    used = set()
    seen_ids, seen_files = set(), set()
    rows = []
    for pid, cls, c1, c2, note in PAIRS:
        if pid in seen_ids:
            fail(f"duplicate pair id {pid}")
        seen_ids.add(pid)
        for c in (c1, c2):
            if c not in claims:
                fail(f"{pid}: unknown claim {c}")
            used.add(c)
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        if p1 == p2:
            fail(f"{pid}: both claims in {p1}")
        if cls in CONTRADICTION:
            slot, v1, v2 = note
        if p1 < p2:
            a, la, b, lb = p1, l1, p2, l2
            if cls in CONTRADICTION:
                va, vb = v1, v2
        else:
            a, la, b, lb = p2, l2, p1, l1
            if cls in CONTRADICTION:
                va, vb = v2, v1
        if (a, b) in seen_files:
            fail(f"{pid}: file pair {a} / {b} used twice")
        seen_files.add((a, b))
        if cls in CONTRADICTION:
            note_text = f"{pid}: {slot}: {vb} vs {va}"
            label = "contradiction"
        else:
            note_text = note
            label = "non_contradiction"
        rows.append({"a": a, "b": b, "label": label, "class": cls,
                     "claim_a": la, "claim_b": lb, "note": note_text})

    unused = sorted(set(claims) - used)
    if unused:
        fail(f"unused claim markers: {unused}")

    store = SET / "store"
    if store.exists():
        shutil.rmtree(store)
    for path, text in out.items():
        p = store / path
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")

    labels = {"now": date(2026, 11, 28), "pairs": rows}
    (SET / "labels.yaml").write_text(
        yaml.safe_dump(labels, sort_keys=False, allow_unicode=True, width=100000), encoding="utf-8")
    print(f"built {len(out)} files, {len(claims)} claims, {len(rows)} pairs")


if __name__ == "__main__":
    main()
