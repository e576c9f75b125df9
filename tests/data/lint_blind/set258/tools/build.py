#!/usr/bin/env python3
"""Regenerate set258/store/ and set258/labels.yaml from content.py and pairs.py."""
import datetime
import os
import re
import shutil
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import content  # noqa: E402
from pairs import PAIRS, CONTRADICTION  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ (.*)$")


def main():
    errors = []
    claims = {}  # claim id -> (path, line)
    out_files = {}
    for path, text in content.FILES.items():
        lines = []
        for line in text.split("\n"):
            m = MARK.match(line)
            if m:
                cid, rest = m.groups()
                if cid in claims:
                    errors.append(f"claim id {cid} placed twice ({claims[cid][0]}, {path})")
                claims[cid] = (path, rest)
                lines.append(rest)
            else:
                if "@" in line and re.search(r"@[A-Za-z0-9]+@", line):
                    errors.append(f"stray marker in {path}: {line!r}")
                lines.append(line)
        out_files[path] = "\n".join(lines)

    used = set()
    seen_pairs = set()
    seen_ids = set()
    labels = []
    for pid, cls, c1, c2, topic, v1, v2 in PAIRS:
        if pid in seen_ids:
            errors.append(f"duplicate pair id {pid}")
        seen_ids.add(pid)
        for c in (c1, c2):
            if c not in claims:
                errors.append(f"{pid}: unknown claim {c}")
        if c1 not in claims or c2 not in claims:
            continue
        used.update((c1, c2))
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        if p1 == p2:
            errors.append(f"{pid}: both claims in {p1}")
            continue
        if p1 < p2:
            a, la, va, b, lb, vb = p1, l1, v1, p2, l2, v2
        else:
            a, la, va, b, lb, vb = p2, l2, v2, p1, l1, v1
        if (a, b) in seen_pairs:
            errors.append(f"{pid}: file pair ({a}, {b}) already used")
        seen_pairs.add((a, b))
        labels.append({
            "a": a,
            "b": b,
            "label": "contradiction" if cls in CONTRADICTION else "non_contradiction",
            "class": cls,
            "claim_a": la,
            "claim_b": lb,
            "note": f"{pid}: {topic}: {vb} vs {va}",
        })
    for cid in sorted(set(claims) - used):
        errors.append(f"unused claim marker {cid} in {claims[cid][0]}")

    if errors:
        print("BUILD ERRORS:")
        for e in errors:
            print("  -", e)
        sys.exit(1)

    store = os.path.join(SET, "store")
    if os.path.isdir(store):
        shutil.rmtree(store)
    for path, text in out_files.items():
        full = os.path.join(store, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as f:
            f.write(text)

    doc = {"now": datetime.date(2026, 11, 28), "pairs": labels}
    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as f:
        yaml.safe_dump(doc, f, allow_unicode=True, sort_keys=False, width=100000)
    print(f"built {len(out_files)} files, {len(labels)} pairs, {len(claims)} claim lines")


if __name__ == "__main__":
    main()
