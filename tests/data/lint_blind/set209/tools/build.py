#!/usr/bin/env python3
"""Regenerate set209/store/ and set209/labels.yaml from content.py and pairs.py."""
import os
import re
import shutil
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import content  # noqa: E402
import pairs as pairs_mod  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ ")
NOW = "2026-11-28"


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


def main():
    errors = []
    files = content.files()
    claims = {}  # id -> (path, line)
    clean = {}
    for path, text in files.items():
        out_lines = []
        for line in text.split("\n"):
            m = MARK.match(line)
            if m:
                cid = m.group(1)
                line = line[m.end():]
                if cid in claims:
                    errors.append(f"claim id {cid} placed twice ({claims[cid][0]}, {path})")
                claims[cid] = (path, line)
            elif "@" in line and re.search(r"@[A-Za-z0-9]+@", line):
                errors.append(f"{path}: marker not at line start: {line!r}")
            out_lines.append(line)
        clean[path] = "\n".join(out_lines)

    used = set()
    seen_pairs = {}
    out_pairs = []
    for pid, cls, c1, c2, note in pairs_mod.PAIRS:
        for c in (c1, c2):
            if c not in claims:
                errors.append(f"{pid}: unknown claim id {c}")
        if c1 not in claims or c2 not in claims:
            continue
        used.update((c1, c2))
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        if p1 == p2:
            errors.append(f"{pid}: both claims in {p1}")
            continue
        first_is_1 = p1 < p2
        a, la, b, lb = (p1, l1, p2, l2) if first_is_1 else (p2, l2, p1, l1)
        key = (a, b)
        if key in seen_pairs:
            errors.append(f"{pid}: file pair {key} already used by {seen_pairs[key]}")
        seen_pairs[key] = pid
        if isinstance(note, tuple):
            slot, v1, v2 = note
            va, vb = (v1, v2) if first_is_1 else (v2, v1)
            note_s = f"{pid}: {slot}: {vb} vs {va}"
        else:
            note_s = f"{pid}: {note}"
        out_pairs.append({
            "a": a,
            "b": b,
            "label": "contradiction" if cls in pairs_mod.CONTRADICTION else "non_contradiction",
            "class": cls,
            "claim_a": la,
            "claim_b": lb,
            "note": note_s,
        })
    for cid in sorted(set(claims) - used):
        errors.append(f"unused claim marker {cid} in {claims[cid][0]}")

    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)

    store = os.path.join(SET, "store")
    if os.path.isdir(store):
        shutil.rmtree(store)
    for path, text in clean.items():
        full = os.path.join(store, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(text)

    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as fh:
        fh.write(f"now: {NOW}\n")
        yaml.safe_dump({"pairs": out_pairs}, fh, sort_keys=False, allow_unicode=True, width=10000)

    by_layout = {}
    for p in clean:
        by_layout[layout(p)] = by_layout.get(layout(p), 0) + 1
    cross = sum(1 for p in out_pairs if layout(p["a"]) != layout(p["b"]))
    print(f"built {len(clean)} files {by_layout}; {len(out_pairs)} pairs, {cross} cross-layout")


if __name__ == "__main__":
    main()
