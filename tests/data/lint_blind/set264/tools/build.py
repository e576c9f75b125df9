#!/usr/bin/env python3
"""Regenerate set264/store/ and set264/labels.yaml from content.py and pairs.py."""
import datetime
import re
import shutil
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import content  # noqa: E402
import pairs as pairs_mod  # noqa: E402

SET = HERE.parent
STORE = SET / "store"
MARK = re.compile(r"^@([A-Za-z0-9]+)@ (.*)$")


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


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
                    errors.append(f"claim {cid} placed twice ({claims[cid][0]}, {path})")
                claims[cid] = (path, rest)
                lines.append(rest)
            else:
                if "@" in line and re.search(r"@[A-Za-z0-9]+@ ", line):
                    errors.append(f"marker not at line start in {path}: {line!r}")
                lines.append(line)
        out_files[path] = "\n".join(lines)

    used = set()
    rows = []
    seen_pairs = {}
    for pid, cls, c1, c2, slot, v1, v2 in pairs_mod.PAIRS:
        for c in (c1, c2):
            if c not in claims:
                errors.append(f"{pid}: unknown claim id {c}")
        if c1 not in claims or c2 not in claims:
            continue
        used.update((c1, c2))
        p1, l1 = claims[c1]
        p2, l2 = claims[c2]
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
        if cls in pairs_mod.CONTRADICTION:
            label = "contradiction"
        elif cls in pairs_mod.NON_CONTRADICTION:
            label = "non_contradiction"
        else:
            errors.append(f"{pid}: unknown class {cls}")
            continue
        rows.append({
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
        errors.append(f"unused claim markers: {unused}")

    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)

    if STORE.exists():
        shutil.rmtree(STORE)
    for path, text in out_files.items():
        dest = STORE / path
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_text(text, encoding="utf-8")

    doc = {"now": datetime.date(2026, 11, 28), "pairs": rows}
    (SET / "labels.yaml").write_text(
        yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=100000),
        encoding="utf-8",
    )

    by_layout = {}
    for p in out_files:
        by_layout[layout(p)] = by_layout.get(layout(p), 0) + 1
    cross = sum(1 for r in rows if layout(r["a"]) != layout(r["b"]))
    labelled_files = {r["a"] for r in rows} | {r["b"] for r in rows}
    print(f"wrote {len(out_files)} files {by_layout}; {len(rows)} pairs, {cross} cross-layout; "
          f"{len(out_files) - len(labelled_files)} files in no pair")


if __name__ == "__main__":
    main()
