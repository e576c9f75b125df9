#!/usr/bin/env python3
"""Regenerate set212/store/ and set212/labels.yaml from content.py and pairs.py."""
import datetime
import re
import shutil
import sys
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
import content  # noqa: E402
import pairs  # noqa: E402

SET = Path(__file__).resolve().parent.parent
STORE = SET / "store"
MARK = re.compile(r"^@([A-Za-z0-9]+)@ ")


def main():
    errors = []
    claims = {}  # id -> (path, line)
    out = {}
    for path, text in content.FILES.items():
        lines = []
        for line in text.split("\n"):
            m = MARK.match(line)
            if m:
                cid = m.group(1)
                line = line[m.end():]
                if cid in claims:
                    errors.append(f"claim {cid} placed twice ({claims[cid][0]}, {path})")
                claims[cid] = (path, line)
            elif line.startswith("@") and re.match(r"^@[A-Za-z0-9]+@", line):
                errors.append(f"malformed marker in {path}: {line!r}")
            lines.append(line)
        out[path] = "\n".join(lines)

    used = set()
    labels = []
    seen_pairs = set()
    for entry in pairs.PAIRS:
        pid, cls, c1, c2 = entry[:4]
        for c in (c1, c2):
            if c not in claims:
                errors.append(f"{pid}: claim {c} has no marker")
        if c1 not in claims or c2 not in claims:
            continue
        used.update((c1, c2))
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        if p1 == p2:
            errors.append(f"{pid}: both claims in {p1}")
            continue
        if p1 < p2:
            a, b, la, lb, ca, cb = p1, p2, l1, l2, c1, c2
        else:
            a, b, la, lb, ca, cb = p2, p1, l2, l1, c2, c1
        if (a, b) in seen_pairs:
            errors.append(f"{pid}: file pair ({a}, {b}) already used")
        seen_pairs.add((a, b))
        if cls in pairs.CONTRADICTION_CLASSES:
            slot, vals = entry[4], entry[5]
            note = f"{pid}: {slot}: {vals[cb]} vs {vals[ca]}"
            label = "contradiction"
        else:
            note = f"{pid}: {entry[4]}"
            label = "non_contradiction"
        labels.append({"a": a, "b": b, "label": label, "class": cls,
                       "claim_a": la, "claim_b": lb, "note": note})

    unused = sorted(set(claims) - used)
    if unused:
        errors.append(f"unused markers: {unused}")
    if errors:
        print("BUILD FAILED:")
        for e in errors:
            print("  -", e)
        sys.exit(1)

    if STORE.exists():
        shutil.rmtree(STORE)
    for path, text in out.items():
        f = STORE / path
        f.parent.mkdir(parents=True, exist_ok=True)
        f.write_text(text, encoding="utf-8")

    doc = {"now": datetime.date(2026, 11, 28), "pairs": labels}
    (SET / "labels.yaml").write_text(
        yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=10000), encoding="utf-8")
    print(f"built {len(out)} files, {len(labels)} pairs, {len(claims)} claims")


if __name__ == "__main__":
    main()
