#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content.py and pairs.py."""
import datetime
import os
import re
import shutil
import sys
from collections import Counter

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import content  # noqa: E402
import pairs  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ (.*)$")


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


def main():
    errors = []
    files = content.files()
    claims = {}
    out = {}
    for path, text in files.items():
        lines = []
        for line in text.split("\n"):
            m = MARK.match(line)
            if m:
                cid, rest = m.group(1), m.group(2)
                if cid in claims:
                    errors.append(f"claim {cid} placed twice ({claims[cid][0]}, {path})")
                claims[cid] = (path, rest)
                lines.append(rest)
            else:
                if "@" in line and re.search(r"@[A-Z]+[0-9]+[ab]@", line):
                    errors.append(f"stray marker in {path}: {line}")
                lines.append(line)
        out[path] = "\n".join(lines)
        if not out[path].endswith("\n"):
            out[path] += "\n"

    used = set()
    labels = []
    seen_pairs = {}
    for pid, cls, cx, cy, topic, vx, vy in pairs.PAIRS:
        for c in (cx, cy):
            if c not in claims:
                errors.append(f"{pid}: claim {c} not placed")
        if cx not in claims or cy not in claims:
            continue
        used.update([cx, cy])
        px, lx = claims[cx]
        py, ly = claims[cy]
        if px == py:
            errors.append(f"{pid}: both claims in {px}")
            continue
        if px < py:
            a, b, ca, cb, va, vb = px, py, lx, ly, vx, vy
        else:
            a, b, ca, cb, va, vb = py, px, ly, lx, vy, vx
        if (a, b) in seen_pairs:
            errors.append(f"{pid}: file pair {a} / {b} already used by {seen_pairs[(a, b)]}")
        seen_pairs[(a, b)] = pid
        labels.append({
            "a": a, "b": b,
            "label": "contradiction" if cls in pairs.CONTRADICTION else "non_contradiction",
            "class": cls,
            "claim_a": ca, "claim_b": cb,
            "note": f"{pid}: {topic}: {vb} vs {va}",
        })
    for c in claims:
        if c not in used:
            errors.append(f"marker {c} not used by any pair")
    counts = Counter(p[1] for p in pairs.PAIRS)
    for cls, n in counts.items():
        if n != 10:
            errors.append(f"class {cls} has {n} pairs")
    if errors:
        print("\n".join(errors))
        sys.exit(1)

    store = os.path.join(SET, "store")
    if os.path.exists(store):
        shutil.rmtree(store)
    for path, text in out.items():
        full = os.path.join(store, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(text)

    doc = {"now": datetime.date(2026, 11, 28), "pairs": labels}
    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as fh:
        yaml.safe_dump(doc, fh, sort_keys=False, allow_unicode=True, width=100000,
                       default_flow_style=False)

    cross = sum(1 for p in labels if layout(p["a"]) != layout(p["b"]))
    claim_files = {p["a"] for p in labels} | {p["b"] for p in labels}
    lay = Counter(layout(p) for p in out)
    print(f"files: {len(out)} ({dict(lay)}), pairs: {len(labels)}, cross-layout: {cross}, "
          f"files without a labelled pair: {len(out) - len(claim_files)}")


if __name__ == "__main__":
    main()
