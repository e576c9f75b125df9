#!/usr/bin/env python3
"""Regenerate set255/store/ and set255/labels.yaml from content.py + pairs.py."""
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import content  # noqa: E402
import pairs    # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ (.*)$")
NOW = "2026-11-28"


def fail(msg):
    print("BUILD ERROR:", msg)
    sys.exit(1)


def main():
    claims = {}     # id -> (path, line)
    stripped = {}
    for path, text in content.FILES.items():
        out = []
        for line in text.split("\n"):
            m = MARK.match(line)
            if m:
                cid, rest = m.group(1), m.group(2)
                if cid in claims:
                    fail(f"claim {cid} placed twice ({claims[cid][0]} and {path})")
                claims[cid] = (path, rest)
                out.append(rest)
            else:
                if "@" in line and re.search(r"@[A-Za-z0-9]+@", line):
                    fail(f"marker not at line start in {path}: {line!r}")
                out.append(line)
        stripped[path] = "\n".join(out)

    used = set()
    seen_pairs = set()
    seen_ids = set()
    records = []
    for row in pairs.PAIRS:
        pid, cls, c1, c2 = row[:4]
        if pid in seen_ids:
            fail(f"duplicate pair id {pid}")
        seen_ids.add(pid)
        for c in (c1, c2):
            if c not in claims:
                fail(f"pair {pid}: claim {c} not placed")
            used.add(c)
        p1, l1 = claims[c1]
        p2, l2 = claims[c2]
        if p1 == p2:
            fail(f"pair {pid}: both claims in {p1}")
        if cls in pairs.CONTRADICTION_CLASSES:
            label = "contradiction"
            slot, v1, v2 = row[4:7]
        elif cls in pairs.NON_CONTRADICTION_CLASSES:
            label = "non_contradiction"
            note_text = row[4]
        else:
            fail(f"pair {pid}: unknown class {cls}")
        if p1 <= p2:
            a, la, b, lb = p1, l1, p2, l2
            if label == "contradiction":
                va, vb = v1, v2
        else:
            a, la, b, lb = p2, l2, p1, l1
            if label == "contradiction":
                va, vb = v2, v1
        if (a, b) in seen_pairs:
            fail(f"pair {pid}: file pair ({a}, {b}) already used")
        seen_pairs.add((a, b))
        note = f"{pid}: {slot}: {vb} vs {va}" if label == "contradiction" else f"{pid}: {note_text}"
        records.append(dict(a=a, b=b, label=label, cls=cls, claim_a=la, claim_b=lb, note=note))

    unused = sorted(set(claims) - used)
    if unused:
        fail(f"unused claim markers: {unused}")

    store = os.path.join(SET, "store")
    if os.path.isdir(store):
        shutil.rmtree(store)
    for path, text in stripped.items():
        full = os.path.join(store, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(text)

    q = lambda s: json.dumps(s, ensure_ascii=False)  # JSON strings are valid YAML double-quoted scalars
    lines = [f"now: {NOW}", "pairs:"]
    for r in records:
        lines += [
            f"  - a: {r['a']}",
            f"    b: {r['b']}",
            f"    label: {r['label']}",
            f"    class: {r['cls']}",
            f"    claim_a: {q(r['claim_a'])}",
            f"    claim_b: {q(r['claim_b'])}",
            f"    note: {q(r['note'])}",
        ]
    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")
    print(f"built {len(stripped)} files, {len(records)} pairs, {len(claims)} claim lines")


if __name__ == "__main__":
    main()
