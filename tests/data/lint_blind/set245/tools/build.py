#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content.py and pairs.py."""
import json
import re
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SET = HERE.parent
sys.path.insert(0, str(HERE))

import content  # noqa: E402
from pairs import PAIRS, CONTRADICTION  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ (.*)$")
NOW = "2026-11-28"


def q(s):
    return json.dumps(s, ensure_ascii=False)


def main():
    errors = []
    claims = {}      # claim id -> (path, line)
    outputs = []     # (path, text)
    seen_paths = set()
    for path, text in content.FILES:
        if path in seen_paths:
            errors.append(f"duplicate path {path}")
        seen_paths.add(path)
        out_lines = []
        for line in text.split("\n"):
            m = MARK.match(line)
            if m:
                cid, rest = m.group(1), m.group(2)
                if cid in claims:
                    errors.append(f"claim {cid} placed more than once")
                claims[cid] = (path, rest)
                out_lines.append(rest)
            else:
                if "@" in line and re.search(r"@[A-Za-z0-9]+@", line):
                    errors.append(f"stray marker in {path}: {line!r}")
                out_lines.append(line)
        outputs.append((path, "\n".join(out_lines)))

    # MEMORY.md
    mem = ["# Memory index", "",
           "Project memories for the Cwm Llydan apps and sites. One line per file.", ""]
    for fname, title, hook in content.ROOT_INDEX:
        mem.append(f"- [{title}]({fname}) — {hook}")
    outputs.append(("MEMORY.md", "\n".join(mem) + "\n"))

    used = set()
    rows = []
    file_pairs = {}
    for pid, cls, c1, c2, slot, v1, v2 in PAIRS:
        for c in (c1, c2):
            if c not in claims:
                errors.append(f"{pid}: claim {c} not found")
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
        if (a, b) in file_pairs:
            errors.append(f"{pid}: file pair {a} / {b} already used by {file_pairs[(a, b)]}")
        file_pairs[(a, b)] = pid
        label = "contradiction" if cls in CONTRADICTION else "non_contradiction"
        rows.append((pid, a, b, label, cls, la, lb, f"{pid}: {slot}: {vb} vs {va}"))

    unused = sorted(set(claims) - used)
    if unused:
        errors.append(f"unused claim markers: {unused}")
    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)

    store = SET / "store"
    if store.exists():
        shutil.rmtree(store)
    for path, text in outputs:
        dest = store / path
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_text(text, encoding="utf-8")

    lines = [f"now: {NOW}", "pairs:"]
    for pid, a, b, label, cls, la, lb, note in rows:
        lines += [
            f"  - a: {a}",
            f"    b: {b}",
            f"    label: {label}",
            f"    class: {cls}",
            f"    claim_a: {q(la)}",
            f"    claim_b: {q(lb)}",
            f"    note: {q(note)}",
        ]
    (SET / "labels.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"built {len(outputs)} files, {len(rows)} pairs, {len(claims)} claim lines")


if __name__ == "__main__":
    main()
