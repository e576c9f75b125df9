#!/usr/bin/env python3
"""Regenerate set216/store/ and set216/labels.yaml from content.py and pairs.py."""
import datetime
import re
import shutil
import sys
from pathlib import Path

import yaml

TOOLS = Path(__file__).resolve().parent
SET = TOOLS.parent
sys.path.insert(0, str(TOOLS))

import content  # noqa: E402
from pairs import PAIRS, CONTRADICTION  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9_]+)@ (.*)$")
SECTIONS = ["User", "Feedback", "Project", "Reference"]


def fail(msg):
    print("BUILD ERROR:", msg)
    sys.exit(1)


def main():
    claims = {}   # id -> (path, line)
    out = {}      # path -> text without markers
    for path, text in content.FILES.items():
        lines = []
        for line in text.split("\n"):
            m = MARK.match(line)
            if m:
                cid, rest = m.group(1), m.group(2)
                if cid in claims:
                    fail(f"claim {cid} placed twice ({claims[cid][0]} and {path})")
                claims[cid] = (path, rest)
                line = rest
            elif "@" in line and re.search(r"^\s*@[A-Za-z0-9_]+@", line):
                fail(f"malformed marker in {path}: {line!r}")
            lines.append(line)
        out[path] = "\n".join(lines)

    # MEMORY.md
    idx = ["# Memory Index", ""]
    for sec in SECTIONS:
        rows = [r for r in content.ROOT_INDEX if r[0] == sec]
        if not rows:
            continue
        idx.append(f"## {sec}")
        idx.append("")
        for _, title, fname, hook in rows:
            idx.append(f"- [{title}]({fname}) — {hook}")
        idx.append("")
    out["MEMORY.md"] = "\n".join(idx).rstrip("\n") + "\n"

    used = set()
    pairs_out = []
    seen_ids, seen_files = set(), {}
    for pid, cls, c1, v1, c2, v2, slot in PAIRS:
        if pid in seen_ids:
            fail(f"duplicate pair id {pid}")
        seen_ids.add(pid)
        for c in (c1, c2):
            if c not in claims:
                fail(f"{pid}: unknown claim {c}")
        used.update((c1, c2))
        p1, l1 = claims[c1]
        p2, l2 = claims[c2]
        if p1 == p2:
            fail(f"{pid}: both claims in {p1}")
        if p1 < p2:
            a, la, va, b, lb, vb = p1, l1, v1, p2, l2, v2
        else:
            a, la, va, b, lb, vb = p2, l2, v2, p1, l1, v1
        if (a, b) in seen_files:
            fail(f"{pid}: file pair {a} / {b} already used by {seen_files[(a, b)]}")
        seen_files[(a, b)] = pid
        pairs_out.append({
            "a": a,
            "b": b,
            "label": "contradiction" if cls in CONTRADICTION else "non_contradiction",
            "class": cls,
            "claim_a": la,
            "claim_b": lb,
            "note": f"{pid}: {slot}: {vb} vs {va}",
        })
    unused = sorted(set(claims) - used)
    if unused:
        fail(f"unused claim markers: {unused}")

    store = SET / "store"
    if store.exists():
        shutil.rmtree(store)
    for path, text in out.items():
        p = store / path
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")

    labels = {"now": datetime.date(2026, 11, 28), "pairs": pairs_out}
    (SET / "labels.yaml").write_text(
        yaml.safe_dump(labels, sort_keys=False, allow_unicode=True, width=1000), encoding="utf-8")
    print(f"built {len(out)} files, {len(claims)} claim lines, {len(pairs_out)} pairs")


if __name__ == "__main__":
    main()
