#!/usr/bin/env python3
"""Regenerate set219/store/ and set219/labels.yaml from content.py and pairs.py."""
import json
import re
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import content  # noqa: E402
from pairs import PAIRS, CONTRADICTION, NON_CONTRADICTION  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9_]+)@ (.*)$")


def fail(msg):
    print("BUILD ERROR:", msg)
    sys.exit(1)


def main():
    claims = {}  # id -> (path, line)
    out = {}
    for path, text in content.FILES.items():
        lines = []
        for line in text.split("\n"):
            m = MARK.match(line)
            if m:
                cid, body = m.group(1), m.group(2)
                if cid in claims:
                    fail(f"claim id {cid} placed twice ({claims[cid][0]} and {path})")
                claims[cid] = (path, body)
                lines.append(body)
            else:
                if line.startswith("@") and re.match(r"^@[A-Za-z0-9_]+@", line):
                    fail(f"malformed marker in {path}: {line!r}")
                lines.append(line)
        out[path] = "\n".join(lines)

    used = set()
    rows = []
    seen_files = set()
    seen_ids = set()
    for pid, cls, c1, v1, c2, v2, slot in PAIRS:
        if pid in seen_ids:
            fail(f"duplicate pair id {pid}")
        seen_ids.add(pid)
        for c in (c1, c2):
            if c not in claims:
                fail(f"{pid}: unknown claim id {c}")
            used.add(c)
        p1, l1 = claims[c1]
        p2, l2 = claims[c2]
        if p1 == p2:
            fail(f"{pid}: both claims in {p1}")
        if p1 < p2:
            a, la, va, b, lb, vb = p1, l1, v1, p2, l2, v2
        else:
            a, la, va, b, lb, vb = p2, l2, v2, p1, l1, v1
        if (a, b) in seen_files:
            fail(f"{pid}: file pair {a} / {b} already used")
        seen_files.add((a, b))
        if cls in CONTRADICTION:
            label = "contradiction"
        elif cls in NON_CONTRADICTION:
            label = "non_contradiction"
        else:
            fail(f"{pid}: unknown class {cls}")
        rows.append(dict(a=a, b=b, label=label, cls=cls, claim_a=la, claim_b=lb,
                         note=f"{pid}: {slot}: {vb} vs {va}"))

    unused = sorted(set(claims) - used)
    if unused:
        fail(f"unused claim markers: {unused}")

    store = ROOT / "store"
    if store.exists():
        shutil.rmtree(store)
    for path, text in out.items():
        dest = store / path
        dest.parent.mkdir(parents=True, exist_ok=True)
        if not text.endswith("\n"):
            text += "\n"
        dest.write_text(text, encoding="utf-8")

    q = lambda s: json.dumps(s, ensure_ascii=False)  # JSON strings are valid YAML double-quoted scalars
    buf = ["now: 2026-11-28", "pairs:"]
    for r in rows:
        buf.append(f"  - a: {r['a']}")
        buf.append(f"    b: {r['b']}")
        buf.append(f"    label: {r['label']}")
        buf.append(f"    class: {r['cls']}")
        buf.append(f"    claim_a: {q(r['claim_a'])}")
        buf.append(f"    claim_b: {q(r['claim_b'])}")
        buf.append(f"    note: {q(r['note'])}")
    (ROOT / "labels.yaml").write_text("\n".join(buf) + "\n", encoding="utf-8")
    print(f"built {len(out)} files, {len(claims)} claims, {len(rows)} pairs")


if __name__ == "__main__":
    main()
