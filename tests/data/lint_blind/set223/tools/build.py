#!/usr/bin/env python3
"""Regenerate ../store/ and ../labels.yaml from content.py and pairs.py."""
import datetime
import os
import re
import shutil
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import content  # noqa: E402
from _helpers import FILES, ROOT_INDEX  # noqa: E402
from pairs import PAIRS, CONTRADICTION  # noqa: E402

SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
MARK = re.compile(r"^@([A-Za-z0-9_]+)@ ")
SECTIONS = [("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")]


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


def memory_index():
    out = ["# Memory Index", ""]
    for typ, head in SECTIONS:
        out.append(f"## {head}")
        for fname, title, hook, t in ROOT_INDEX:
            if t == typ:
                out.append(f"- [{title}]({fname}) — {hook}")
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def main():
    errors = []
    claims = {}      # id -> (path, line)
    out_files = {}
    for path, text in FILES.items():
        lines = []
        for ln in text.split("\n"):
            m = MARK.match(ln)
            if m:
                cid = m.group(1)
                ln = ln[m.end():]
                if cid in claims:
                    errors.append(f"claim id {cid} placed twice")
                claims[cid] = (path, ln)
            elif "@" in ln and re.search(r"@[A-Za-z0-9_]+@", ln):
                errors.append(f"stray marker in {path}: {ln}")
            lines.append(ln)
        out_files[path] = "\n".join(lines)
    out_files["MEMORY.md"] = memory_index()

    used = set()
    seen_pairs = set()
    labels = []
    for pid, cls, c1, c2, slot, vals in PAIRS:
        for c in (c1, c2):
            if c not in claims:
                errors.append(f"{pid}: unknown claim id {c}")
        if c1 not in claims or c2 not in claims:
            continue
        used.update((c1, c2))
        p1, p2 = claims[c1][0], claims[c2][0]
        if p1 == p2:
            errors.append(f"{pid}: both claims in {p1}")
            continue
        (ca, pa), (cb, pb) = sorted([(c1, p1), (c2, p2)], key=lambda x: x[1])
        key = (pa, pb)
        if key in seen_pairs:
            errors.append(f"{pid}: file pair {key} already used")
        seen_pairs.add(key)
        labels.append({
            "a": pa,
            "b": pb,
            "label": "contradiction" if cls in CONTRADICTION else "non_contradiction",
            "class": cls,
            "claim_a": claims[ca][1],
            "claim_b": claims[cb][1],
            "note": f"{pid}: {slot}: {vals[cb]} vs {vals[ca]}",
        })
    for cid in claims:
        if cid not in used:
            errors.append(f"claim marker {cid} not used by any pair")
    if errors:
        print("\n".join(errors))
        sys.exit(1)

    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    for path, text in out_files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(text)

    doc = {"now": datetime.date(2026, 11, 28), "pairs": labels}
    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as fh:
        yaml.safe_dump(doc, fh, sort_keys=False, allow_unicode=True, width=10000)

    # stats
    counts = {"root": 0, "facts": 0, "auto": 0}
    for p in out_files:
        counts[layout(p)] += 1
    in_pairs = {x["a"] for x in labels} | {x["b"] for x in labels}
    cross = sum(1 for x in labels if layout(x["a"]) != layout(x["b"]))
    print(f"files: {len(out_files)} {counts}; pairs: {len(labels)}; cross-layout: {cross}; "
          f"files in no pair: {len(out_files) - len(in_pairs)}")


if __name__ == "__main__":
    main()
