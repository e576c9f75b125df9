#!/usr/bin/env python3
"""Regenerate set211/store/ and set211/labels.yaml from content.py and pairs.py."""
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

MARK = re.compile(r"^@([A-Z]+\d+[a-z])@ (.*)$")
ANY_MARK = re.compile(r"@[A-Z]+\d+[a-z]@")
NOW = "2026-11-28"


def main():
    errors = []
    claims = {}          # claim id -> (path, line)
    out_files = {}
    for path, text in content.FILES.items():
        lines = []
        for ln in text.split("\n"):
            m = MARK.match(ln)
            if m:
                cid, rest = m.group(1), m.group(2)
                if cid in claims:
                    errors.append(f"claim {cid} placed twice ({claims[cid][0]}, {path})")
                claims[cid] = (path, rest)
                lines.append(rest)
            else:
                if ANY_MARK.search(ln):
                    errors.append(f"stray marker in {path}: {ln!r}")
                lines.append(ln)
        out_files[path] = "\n".join(lines)

    used = set()
    seen_ids = set()
    seen_files = set()
    records = []
    for pid, cls, c1, c2, slot, vals in PAIRS:
        if pid in seen_ids:
            errors.append(f"duplicate pair id {pid}")
        seen_ids.add(pid)
        for c in (c1, c2):
            if c not in claims:
                errors.append(f"{pid}: claim {c} not placed in content")
            used.add(c)
        if c1 not in claims or c2 not in claims:
            continue
        p1, l1 = claims[c1]
        p2, l2 = claims[c2]
        if p1 == p2:
            errors.append(f"{pid}: both claims in the same file {p1}")
            continue
        if p1 < p2:
            (pa, la, ca), (pb, lb, cb) = (p1, l1, c1), (p2, l2, c2)
        else:
            (pa, la, ca), (pb, lb, cb) = (p2, l2, c2), (p1, l1, c1)
        key = (pa, pb)
        if key in seen_files:
            errors.append(f"{pid}: file pair {key} already used")
        seen_files.add(key)
        label = "contradiction" if cls in CONTRADICTION else "non_contradiction"
        note = f"{pid}: {slot}: {vals[cb]} vs {vals[ca]}"
        records.append(dict(a=pa, b=pb, label=label, cls=cls, claim_a=la, claim_b=lb, note=note))

    for c in claims:
        if c not in used:
            errors.append(f"marker {c} ({claims[c][0]}) is not used by any pair")

    if errors:
        print("BUILD ERRORS:")
        for e in errors:
            print("  -", e)
        sys.exit(1)

    store = SET / "store"
    if store.exists():
        shutil.rmtree(store)
    for path, text in out_files.items():
        p = store / path
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")

    q = lambda s: json.dumps(s, ensure_ascii=False)  # JSON strings are valid YAML double-quoted scalars
    out = [f"now: {NOW}", "pairs:"]
    for r in records:
        out.append(f"  - a: {r['a']}")
        out.append(f"    b: {r['b']}")
        out.append(f"    label: {r['label']}")
        out.append(f"    class: {r['cls']}")
        out.append(f"    claim_a: {q(r['claim_a'])}")
        out.append(f"    claim_b: {q(r['claim_b'])}")
        out.append(f"    note: {q(r['note'])}")
    (SET / "labels.yaml").write_text("\n".join(out) + "\n", encoding="utf-8")
    print(f"built {len(out_files)} files, {len(records)} pairs")


if __name__ == "__main__":
    main()
