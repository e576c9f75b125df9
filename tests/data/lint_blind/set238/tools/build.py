#!/usr/bin/env python3
"""Regenerate set238/store/ and set238/labels.yaml from content.py and pairs.py."""
import re
import shutil
import sys
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
import content  # noqa: E402
from pairs import PAIRS, CONTRADICTION  # noqa: E402

SET = Path(__file__).resolve().parent.parent
STORE = SET / "store"
MARK = re.compile(r"^@([A-Za-z0-9]+)@ ")


def split_frontmatter(lines):
    """Return index of first body line (0 if no frontmatter)."""
    if lines and lines[0] == "---":
        for i in range(1, len(lines)):
            if lines[i] == "---":
                return i + 1
        raise ValueError("unterminated frontmatter")
    return 0


def main():
    errors = []
    claims = {}  # id -> (path, line)
    out_files = {}
    for path, text in content.FILES.items():
        lines = text.split("\n")
        body_start = split_frontmatter(lines)
        in_fence = False
        new = []
        for i, line in enumerate(lines):
            if i >= body_start and line.lstrip().startswith("```"):
                in_fence = not in_fence
            m = MARK.match(line)
            if m:
                cid = m.group(1)
                if i < body_start:
                    errors.append(f"{path}: marker {cid} inside frontmatter")
                if in_fence:
                    errors.append(f"{path}: marker {cid} inside code fence")
                line = line[m.end():]
                if cid in claims:
                    errors.append(f"claim id {cid} placed twice ({claims[cid][0]}, {path})")
                claims[cid] = (path, line)
            elif "@" in line and re.search(r"@[A-Z]+[0-9]+[a-z]@", line):
                errors.append(f"{path}: stray marker in line: {line!r}")
            new.append(line)
        out_files[path] = "\n".join(new)

    used = set()
    pairs_out = []
    seen_filepairs = {}
    for pid, cls, x, y, note in PAIRS:
        for cid in (x, y):
            if cid not in claims:
                errors.append(f"{pid}: unknown claim id {cid}")
        if x not in claims or y not in claims:
            continue
        used.update((x, y))
        (px, lx), (py, ly) = claims[x], claims[y]
        if px == py:
            errors.append(f"{pid}: both claims in the same file {px}")
            continue
        if px < py:
            a, la, ida, b, lb, idb = px, lx, x, py, ly, y
        else:
            a, la, ida, b, lb, idb = py, ly, y, px, lx, x
        key = (a, b)
        if key in seen_filepairs:
            errors.append(f"{pid}: file pair {key} already used by {seen_filepairs[key]}")
        seen_filepairs[key] = pid
        if isinstance(note, tuple):
            slot, vals = note
            note_s = f"{pid}: {slot}: {vals[idb]} vs {vals[ida]}"
        else:
            note_s = note
            if not note_s.startswith(f"{pid}:"):
                errors.append(f"{pid}: note must start with its id")
        pairs_out.append({
            "a": a, "b": b,
            "label": "contradiction" if cls in CONTRADICTION else "non_contradiction",
            "class": cls,
            "claim_a": la, "claim_b": lb,
            "note": note_s,
        })
    unused = sorted(set(claims) - used)
    if unused:
        errors.append(f"unused claim markers: {unused}")
    if errors:
        print("BUILD FAILED")
        for e in errors:
            print("  " + e)
        sys.exit(1)

    if STORE.exists():
        shutil.rmtree(STORE)
    for path, text in out_files.items():
        p = STORE / path
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")

    doc = {"now": "2026-11-28", "pairs": pairs_out}
    with open(SET / "labels.yaml", "w", encoding="utf-8") as fh:
        fh.write("now: 2026-11-28\npairs:\n")
        body = yaml.safe_dump(pairs_out, sort_keys=False, allow_unicode=True, width=100000,
                              default_flow_style=False)
        for line in body.splitlines():
            fh.write("  " + line + "\n")
    print(f"built {len(out_files)} files, {len(pairs_out)} pairs, {len(claims)} claim lines")


if __name__ == "__main__":
    main()
