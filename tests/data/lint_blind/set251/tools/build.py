#!/usr/bin/env python3
"""Regenerate set251/store/ and set251/labels.yaml from content.py and pairs.py."""
import json
import re
import shutil
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
SET = HERE.parent
sys.path.insert(0, str(HERE))

import content  # noqa: E402
from pairs import PAIRS, CONTRADICTION  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9_]+)@ (.*)$")
NOW = "2026-11-28"


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


def main():
    errors = []
    claims = {}          # id -> (path, line)
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
                if "@" in line and re.search(r"@[A-Za-z0-9_]+@ ", line):
                    errors.append(f"marker not at line start in {path}: {line!r}")
                lines.append(line)
        out_files[path] = "\n".join(lines)

    used = set()
    seen_ids = set()
    seen_filepairs = {}
    records = []
    for pid, cls, c1, c2, slot, v1, v2 in PAIRS:
        if pid in seen_ids:
            errors.append(f"duplicate pair id {pid}")
        seen_ids.add(pid)
        for c in (c1, c2):
            if c not in claims:
                errors.append(f"{pid}: unknown claim id {c}")
        if c1 not in claims or c2 not in claims:
            continue
        used.update((c1, c2))
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        if p1 == p2:
            errors.append(f"{pid}: both claims in the same file {p1}")
            continue
        if p1 < p2:
            a, la, va, b, lb, vb = p1, l1, v1, p2, l2, v2
        else:
            a, la, va, b, lb, vb = p2, l2, v2, p1, l1, v1
        key = (a, b)
        if key in seen_filepairs:
            errors.append(f"{pid}: file pair {key} already used by {seen_filepairs[key]}")
        seen_filepairs[key] = pid
        records.append({
            "id": pid, "a": a, "b": b,
            "label": "contradiction" if cls in CONTRADICTION else "non_contradiction",
            "class": cls, "claim_a": la, "claim_b": lb,
            "note": f"{pid}: {slot}: {vb} vs {va}",
        })
    for cid in claims:
        if cid not in used:
            errors.append(f"unused claim marker {cid} in {claims[cid][0]}")

    if errors:
        print("BUILD ERRORS:")
        for e in errors:
            print("  -", e)
        sys.exit(1)

    store = SET / "store"
    if store.exists():
        shutil.rmtree(store)
    for path, text in out_files.items():
        f = store / path
        f.parent.mkdir(parents=True, exist_ok=True)
        f.write_text(text, encoding="utf-8")

    q = lambda s: json.dumps(s, ensure_ascii=False)  # JSON strings are valid YAML
    out = [f"now: {NOW}", "pairs:"]
    for r in records:
        out += [f"  - a: {r['a']}",
                f"    b: {r['b']}",
                f"    label: {r['label']}",
                f"    class: {r['class']}",
                f"    claim_a: {q(r['claim_a'])}",
                f"    claim_b: {q(r['claim_b'])}",
                f"    note: {q(r['note'])}"]
    (SET / "labels.yaml").write_text("\n".join(out) + "\n", encoding="utf-8")

    lay = Counter(layout(p) for p in out_files)
    cross = sum(1 for r in records if layout(r["a"]) != layout(r["b"]))
    print(f"wrote {len(out_files)} files {dict(lay)}; {len(records)} pairs "
          f"({cross} cross-layout); classes {dict(Counter(r['class'] for r in records))}")


if __name__ == "__main__":
    main()
