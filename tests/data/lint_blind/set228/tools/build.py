#!/usr/bin/env python3
"""Regenerate set228/store/ and set228/labels.yaml from content.py and pairs.py."""
import json
import os
import re
import shutil
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import content  # noqa: E402
from pairs import PAIRS, CONTRA  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ (.*)$")
ORDER = ["user", "feedback", "project", "reference"]
HEAD = {"user": "User", "feedback": "Feedback", "project": "Project", "reference": "Reference"}


def memory_index():
    out = ["# Memory Index", ""]
    for typ in ORDER:
        rows = [r for r in content.ROOT_INDEX if r[0] == typ]
        if not rows:
            continue
        out.append(f"## {HEAD[typ]}")
        out.append("")
        for _, fname, title, hook in rows:
            out.append(f"- [{title}]({fname}) — {hook}")
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def main():
    errors = []
    claims = {}      # id -> (path, line)
    files = {}       # path -> text without markers
    for path, text in content.FILES.items():
        lines = []
        for ln in text.split("\n"):
            m = MARK.match(ln)
            if m:
                cid, rest = m.groups()
                if cid in claims:
                    errors.append(f"claim {cid} placed twice")
                claims[cid] = (path, rest)
                lines.append(rest)
            else:
                if "@" in ln and re.search(r"@[A-Za-z0-9]+@", ln):
                    errors.append(f"{path}: stray marker in line: {ln!r}")
                lines.append(ln)
        files[path] = "\n".join(lines)
    files["MEMORY.md"] = memory_index()

    used = set()
    out_pairs = []
    seen_ab = {}
    for pid, cls, c1, c2, info in PAIRS:
        for c in (c1, c2):
            if c not in claims:
                errors.append(f"{pid}: unknown claim {c}")
        if c1 not in claims or c2 not in claims:
            continue
        used.update((c1, c2))
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        if p1 == p2:
            errors.append(f"{pid}: both claims in {p1}")
            continue
        if p1 < p2:
            a, la, ca, b, lb, cb = p1, l1, c1, p2, l2, c2
        else:
            a, la, ca, b, lb, cb = p2, l2, c2, p1, l1, c1
        if (a, b) in seen_ab:
            errors.append(f"{pid}: file pair ({a}, {b}) already used by {seen_ab[(a, b)]}")
        seen_ab[(a, b)] = pid
        if cls in CONTRA:
            slot, vals = info
            note = f"{pid}: {slot}: {vals[cb]} vs {vals[ca]}"
            label = "contradiction"
        else:
            note = f"{pid}: {info}"
            label = "non_contradiction"
        out_pairs.append({"a": a, "b": b, "label": label, "class": cls,
                          "claim_a": la, "claim_b": lb, "note": note})
    for cid in sorted(set(claims) - used):
        errors.append(f"unused claim marker {cid} in {claims[cid][0]}")

    if errors:
        print("\n".join(errors))
        sys.exit(1)

    store = os.path.join(SET, "store")
    if os.path.isdir(store):
        shutil.rmtree(store)
    for path, text in files.items():
        full = os.path.join(store, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(text)

    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as fh:
        fh.write("now: 2026-11-28\npairs:\n")
        for pr in out_pairs:
            first = True
            for k, v in pr.items():
                lead = "  - " if first else "    "
                first = False
                fh.write(f"{lead}{k}: {json.dumps(v, ensure_ascii=False)}\n")
    # round-trip sanity
    with open(os.path.join(SET, "labels.yaml"), encoding="utf-8") as fh:
        back = yaml.safe_load(fh)
    assert back["pairs"] == out_pairs, "labels.yaml does not round-trip"
    print(f"built {len(files)} files, {len(out_pairs)} pairs, {len(claims)} claims")


if __name__ == "__main__":
    main()
