#!/usr/bin/env python3
"""Regenerate set248/store/ and set248/labels.yaml from content.py and pairs.py."""
import os
import re
import shutil
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import content  # noqa: E402
from pairs import PAIRS, CONTRADICTION_CLASSES, NON_CONTRADICTION_CLASSES  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ (.*)$")
NOW = "2026-11-28"


def main():
    errors = []
    claims = {}  # id -> (path, line)
    out_files = {}
    for path, text in content.FILES.items():
        lines = []
        for raw in text.split("\n"):
            m = MARK.match(raw)
            if m:
                cid, line = m.group(1), m.group(2)
                if cid in claims:
                    errors.append(f"claim id {cid} placed twice ({claims[cid][0]}, {path})")
                claims[cid] = (path, line)
                lines.append(line)
            else:
                if "@" in raw and re.search(r"@[A-Z]+\d+[ab]?@", raw):
                    errors.append(f"stray marker in {path}: {raw!r}")
                lines.append(raw)
        out_files[path] = "\n".join(lines)

    used = set()
    labels = []
    seen_pairs = {}
    seen_ids = set()
    for pid, cls, c1, c2, slot, v1, v2 in PAIRS:
        if pid in seen_ids:
            errors.append(f"duplicate pair id {pid}")
        seen_ids.add(pid)
        if cls in CONTRADICTION_CLASSES:
            label = "contradiction"
        elif cls in NON_CONTRADICTION_CLASSES:
            label = "non_contradiction"
        else:
            errors.append(f"{pid}: unknown class {cls}")
            continue
        missing = [c for c in (c1, c2) if c not in claims]
        if missing:
            errors.append(f"{pid}: claim ids not placed: {missing}")
            continue
        used.update((c1, c2))
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        if p1 == p2:
            errors.append(f"{pid}: both claims in the same file {p1}")
            continue
        if p1 < p2:
            a, la, va, b, lb, vb = p1, l1, v1, p2, l2, v2
        else:
            a, la, va, b, lb, vb = p2, l2, v2, p1, l1, v1
        key = (a, b)
        if key in seen_pairs:
            errors.append(f"{pid}: file pair {key} already used by {seen_pairs[key]}")
        seen_pairs[key] = pid
        labels.append({
            "a": a,
            "b": b,
            "label": label,
            "class": cls,
            "claim_a": la,
            "claim_b": lb,
            "note": f"{pid}: {slot}: {vb} vs {va}",
        })

    unused = sorted(set(claims) - used)
    if unused:
        errors.append(f"markers not used by any pair: {unused}")

    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)

    store = os.path.join(SET, "store")
    if os.path.isdir(store):
        shutil.rmtree(store)
    for path, text in out_files.items():
        full = os.path.join(store, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(text)

    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as fh:
        fh.write(f"now: {NOW}\n")
        yaml.safe_dump({"pairs": labels}, fh, sort_keys=False, allow_unicode=True, width=10000,
                       default_flow_style=False)
    print(f"built {len(out_files)} files, {len(labels)} pairs, {len(claims)} claim lines")


if __name__ == "__main__":
    main()
