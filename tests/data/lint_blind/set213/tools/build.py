#!/usr/bin/env python3
"""Regenerate set213/store/ and set213/labels.yaml from content.py and pairs.py."""
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
import pairs  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ (.*)$")


def main():
    errors = []
    claims = {}  # id -> (path, line)
    out_files = {}
    for path, text in content.FILES.items():
        lines = []
        for line in text.split("\n"):
            m = MARK.match(line)
            if m:
                cid, rest = m.group(1), m.group(2)
                if cid in claims:
                    errors.append(f"claim id {cid} placed twice ({claims[cid][0]}, {path})")
                claims[cid] = (path, rest)
                lines.append(rest)
            else:
                if "@" in line and re.search(r"@[a-z0-9]+@", line):
                    errors.append(f"stray marker in {path}: {line!r}")
                lines.append(line)
        out_files[path] = "\n".join(lines)

    used = set()
    seen_pairs = {}
    label_rows = []
    ids = set()
    for pid, cls, x, y, slot, vx, vy in pairs.PAIRS:
        if pid in ids:
            errors.append(f"duplicate pair id {pid}")
        ids.add(pid)
        for c in (x, y):
            if c not in claims:
                errors.append(f"{pid}: claim {c} not placed")
        if x not in claims or y not in claims:
            continue
        used.update((x, y))
        px, lx = claims[x]
        py, ly = claims[y]
        if px == py:
            errors.append(f"{pid}: same-file pair {px}")
            continue
        if px < py:
            a, la, va, b, lb, vb = px, lx, vx, py, ly, vy
        else:
            a, la, va, b, lb, vb = py, ly, vy, px, lx, vx
        if (a, b) in seen_pairs:
            errors.append(f"{pid}: file pair ({a}, {b}) already used by {seen_pairs[(a, b)]}")
        seen_pairs[(a, b)] = pid
        if cls in pairs.CONTRADICTION_CLASSES:
            label = "contradiction"
        elif cls in pairs.NON_CONTRADICTION_CLASSES:
            label = "non_contradiction"
        else:
            errors.append(f"{pid}: unknown class {cls}")
            continue
        label_rows.append({
            "a": a,
            "b": b,
            "label": label,
            "class": cls,
            "claim_a": la,
            "claim_b": lb,
            "note": f"{pid}: {slot}: {vb} vs {va}",
        })

    for cid in sorted(set(claims) - used):
        errors.append(f"unused marker {cid} in {claims[cid][0]}")

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

    doc = {"now": datetime.date(2026, 11, 28), "pairs": label_rows}
    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as fh:
        yaml.safe_dump(doc, fh, sort_keys=False, allow_unicode=True, width=10000, default_flow_style=False)

    print(f"built {len(out_files)} files, {len(label_rows)} pairs")


if __name__ == "__main__":
    main()
