#!/usr/bin/env python3
"""Regenerate set256/store/ and set256/labels.yaml from content.py + pairs.py."""
import os
import re
import shutil
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
sys.path.insert(0, HERE)

import content  # noqa: E402
import pairs as P  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ ")


def fail(msg):
    print("BUILD ERROR:", msg)
    sys.exit(1)


def main():
    files = {}
    claims = {}  # id -> (path, line)
    for path, text in content.FILES.items():
        out = []
        for line in text.split("\n"):
            m = MARK.match(line)
            if m:
                cid = m.group(1)
                line = line[m.end():]
                if cid in claims:
                    fail(f"claim id {cid} placed twice ({claims[cid][0]} and {path})")
                claims[cid] = (path, line)
            elif "@" in line and re.search(r"@[A-Za-z0-9]+@", line):
                fail(f"stray marker in {path}: {line!r}")
            out.append(line)
        files[path] = "\n".join(out)

    # MEMORY.md
    idx = ["- [{}]({}) — {}".format(t, f, h) for (t, f, h) in content.ROOT_INDEX]
    files["MEMORY.md"] = "\n".join(idx) + "\n"

    used = set()
    labels = []
    seen_pairs = {}
    for row in P.PAIRS:
        pid, cls, c1, c2 = row[:4]
        for c in (c1, c2):
            if c not in claims:
                fail(f"{pid}: unknown claim id {c}")
            used.add(c)
        p1, l1 = claims[c1]
        p2, l2 = claims[c2]
        if p1 == p2:
            fail(f"{pid}: both claims in the same file {p1}")
        swap = p2 < p1
        (pa, la), (pb, lb) = ((p2, l2), (p1, l1)) if swap else ((p1, l1), (p2, l2))
        if (pa, pb) in seen_pairs:
            fail(f"{pid}: file pair already used by {seen_pairs[(pa, pb)]}")
        seen_pairs[(pa, pb)] = pid
        if cls in P.CONTRADICTION_CLASSES:
            slot, v1, v2 = row[4:]
            va, vb = (v2, v1) if swap else (v1, v2)
            note = f"{pid}: {slot}: {vb} vs {va}"
            label = "contradiction"
        elif cls in P.NON_CONTRADICTION_CLASSES:
            note = f"{pid}: {row[4]}"
            label = "non_contradiction"
        else:
            fail(f"{pid}: unknown class {cls}")
        labels.append({"a": pa, "b": pb, "label": label, "class": cls,
                       "claim_a": la, "claim_b": lb, "note": note})

    unused = sorted(set(claims) - used)
    if unused:
        fail(f"markers never used in a pair: {unused}")

    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(text)

    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as fh:
        fh.write("now: 2026-11-28\n")
        fh.write(yaml.safe_dump({"pairs": labels}, sort_keys=False, allow_unicode=True, width=100000))
    print(f"built {len(files)} files, {len(labels)} pairs, {len(claims)} claims")


if __name__ == "__main__":
    main()
