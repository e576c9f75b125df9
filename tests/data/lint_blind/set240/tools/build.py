#!/usr/bin/env python3
"""Regenerate set240/store/ and set240/labels.yaml from content.py and pairs.py."""
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import content  # noqa: E402
from pairs import PAIRS, CONTRADICTION  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9_]+)@ ")
NOW = "2026-11-28"


def main():
    errors = []
    claims = {}      # claim id -> (path, line)
    texts = {}
    for path, text in sorted(content.FILES.items()):
        out = []
        for line in text.split("\n"):
            m = MARK.match(line)
            if m:
                cid = m.group(1)
                line = line[m.end():]
                if cid in claims:
                    errors.append(f"claim id {cid} placed twice ({claims[cid][0]}, {path})")
                claims[cid] = (path, line)
            elif "@" in line and re.search(r"@[A-Za-z0-9_]+@ ", line):
                errors.append(f"{path}: marker not at line start: {line!r}")
            out.append(line)
        texts[path] = "\n".join(out)

    used = set()
    seen_ids = set()
    seen_files = {}
    rows = []
    for pid, cls, cx, cy, slot, vx, vy in PAIRS:
        if pid in seen_ids:
            errors.append(f"pair id {pid} twice")
        seen_ids.add(pid)
        for c in (cx, cy):
            if c not in claims:
                errors.append(f"{pid}: unknown claim {c}")
        if cx not in claims or cy not in claims:
            continue
        used.update((cx, cy))
        px, lx = claims[cx]
        py, ly = claims[cy]
        if px == py:
            errors.append(f"{pid}: both claims in {px}")
            continue
        if px < py:
            a, la, va, b, lb, vb = px, lx, vx, py, ly, vy
        else:
            a, la, va, b, lb, vb = py, ly, vy, px, lx, vx
        key = (a, b)
        if key in seen_files:
            errors.append(f"{pid}: file pair {key} already used by {seen_files[key]}")
        seen_files[key] = pid
        label = "contradiction" if cls in CONTRADICTION else "non_contradiction"
        rows.append(dict(a=a, b=b, label=label, cls=cls, claim_a=la, claim_b=lb,
                         note=f"{pid}: {slot}: {vb} vs {va}"))

    for cid in sorted(set(claims) - used):
        errors.append(f"unused marker {cid} in {claims[cid][0]}")

    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)

    store = os.path.join(SET, "store")
    if os.path.isdir(store):
        shutil.rmtree(store)
    for path, text in texts.items():
        full = os.path.join(store, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(text if text.endswith("\n") else text + "\n")

    q = lambda s: json.dumps(s, ensure_ascii=False)  # JSON strings are valid YAML double-quoted scalars
    lines = [f"now: {NOW}", "pairs:"]
    for r in rows:
        lines += [
            f"  - a: {r['a']}",
            f"    b: {r['b']}",
            f"    label: {r['label']}",
            f"    class: {r['cls']}",
            f"    claim_a: {q(r['claim_a'])}",
            f"    claim_b: {q(r['claim_b'])}",
            f"    note: {q(r['note'])}",
        ]
    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")
    print(f"built {len(texts)} files, {len(rows)} pairs")


if __name__ == "__main__":
    main()
