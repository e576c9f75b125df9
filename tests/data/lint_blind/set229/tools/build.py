#!/usr/bin/env python3
"""Regenerate set229/store/ and set229/labels.yaml from content.py and pairs.py."""
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
from pairs import CONTRADICTION, NON_CONTRADICTION, PAIRS  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ ")


class Q(str):
    pass


def _q(dumper, data):
    return dumper.represent_scalar("tag:yaml.org,2002:str", str(data), style='"')


yaml.SafeDumper.add_representer(Q, _q)


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


def main():
    errors = []
    claims = {}   # id -> (path, line)
    out = {}
    for path, text in content.FILES.items():
        lines = []
        for line in text.split("\n"):
            m = MARK.match(line)
            if m:
                cid = m.group(1)
                line = line[m.end():]
                if cid in claims:
                    errors.append(f"claim id {cid} placed twice ({claims[cid][0]}, {path})")
                claims[cid] = (path, line)
            elif "@" in line and re.search(r"@[A-Za-z0-9]+@", line):
                errors.append(f"stray marker in {path}: {line!r}")
            lines.append(line)
        out[path] = "\n".join(lines)

    used = set()
    seen_files = {}
    rows = []
    for pid, cls, x, y, note in PAIRS:
        for c in (x, y):
            if c not in claims:
                errors.append(f"{pid}: unknown claim id {c}")
        if x not in claims or y not in claims:
            continue
        used.update((x, y))
        (px, lx), (py, ly) = claims[x], claims[y]
        if px == py:
            errors.append(f"{pid}: both claims in the same file {px}")
            continue
        if px < py:
            a, la, ca, b, lb, cb = px, lx, x, py, ly, y
        else:
            a, la, ca, b, lb, cb = py, ly, y, px, lx, x
        key = (a, b)
        if key in seen_files:
            errors.append(f"{pid}: file pair {key} already used by {seen_files[key]}")
        seen_files[key] = pid
        if cls in CONTRADICTION:
            label = "contradiction"
            slot, vals = note
            note_s = f"{pid}: {slot}: {vals[cb]} vs {vals[ca]}"
        elif cls in NON_CONTRADICTION:
            label = "non_contradiction"
            note_s = note
            if not note_s.startswith(pid + ":"):
                errors.append(f"{pid}: note must start with '{pid}:'")
        else:
            errors.append(f"{pid}: unknown class {cls}")
            continue
        rows.append({
            "a": a, "b": b, "label": label, "class": cls,
            "claim_a": Q(la), "claim_b": Q(lb), "note": Q(note_s),
        })

    unused = sorted(set(claims) - used)
    if unused:
        errors.append(f"unused claim markers: {unused}")
    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)

    store = os.path.join(SET, "store")
    if os.path.isdir(store):
        shutil.rmtree(store)
    for path, text in out.items():
        full = os.path.join(store, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(text)

    doc = {"now": datetime.date(2026, 11, 28), "pairs": rows}
    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as fh:
        yaml.safe_dump(doc, fh, sort_keys=False, allow_unicode=True, width=10000, default_flow_style=False)

    cross = sum(layout(r["a"]) != layout(r["b"]) for r in rows)
    labelled = {r["a"] for r in rows} | {r["b"] for r in rows}
    print(f"built {len(out)} files ({sum(layout(p)=='root' for p in out)} root incl. MEMORY.md, "
          f"{sum(layout(p)=='facts' for p in out)} facts, {sum(layout(p)=='auto' for p in out)} auto); "
          f"{len(rows)} pairs, {cross} cross-layout; {len(out) - len(labelled)} files in no pair")


if __name__ == "__main__":
    main()
