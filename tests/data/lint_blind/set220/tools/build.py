#!/usr/bin/env python3
"""Regenerate set220/store/ and set220/labels.yaml from content.py and pairs.py."""
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
import pairs  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ (.*)$")


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


def orient(note, swapped):
    """pairs.py writes "slot: <value of claim 1> vs <value of claim 2>"; labels want "<value b> vs <value a>"."""
    slot, sep, rest = note.partition(": ")
    if not sep:
        slot, rest = "", note
    if rest.count(" vs ") != 1:
        return note
    v1, v2 = rest.split(" vs ")
    va, vb = (v2, v1) if swapped else (v1, v2)
    return (slot + ": " if slot else "") + f"{vb} vs {va}"


def main():
    errors = []
    claims = {}      # id -> (path, line)
    out_files = {}   # path -> text without markers
    for path, text in content.FILES:
        if path in out_files:
            errors.append(f"duplicate file path {path}")
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
                if "@" in line and re.search(r"@[A-Za-z0-9]+@ ", line):
                    errors.append(f"marker not at line start in {path}: {line!r}")
                lines.append(line)
        out_files[path] = "\n".join(lines)

    # MEMORY.md index of every root file
    idx = ["# Memory index", ""]
    groups = [("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")]
    for prefix, title in groups:
        idx.append(f"## {title}")
        for fname, t, hook in sorted(content.ROOT_INDEX):
            if fname.startswith(prefix + "_"):
                idx.append(f"- [{t}]({fname}) — {hook}")
        idx.append("")
    out_files["MEMORY.md"] = "\n".join(idx).rstrip() + "\n"

    used = set()
    out_pairs = []
    seen_files = set()
    ids = set()
    for pid, cls, c1, c2, note in pairs.PAIRS:
        if pid in ids:
            errors.append(f"duplicate pair id {pid}")
        ids.add(pid)
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
        swapped = p2 < p1
        if swapped:
            (p1, l1), (p2, l2) = (p2, l2), (p1, l1)
        if (p1, p2) in seen_files:
            errors.append(f"{pid}: file pair {p1} / {p2} already used")
        seen_files.add((p1, p2))
        label = "contradiction" if cls in pairs.CONTRADICTION else "non_contradiction"
        out_pairs.append({"a": p1, "b": p2, "label": label, "class": cls,
                          "claim_a": l1, "claim_b": l2, "note": f"{pid}: {orient(note, swapped)}"})
    for cid in claims:
        if cid not in used:
            errors.append(f"unused claim marker {cid} in {claims[cid][0]}")

    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)

    store = os.path.join(SET, "store")
    if os.path.isdir(store):
        shutil.rmtree(store)
    for path, text in out_files.items():
        full = os.path.join(store, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(text)

    doc = {"now": datetime.date(2026, 11, 28), "pairs": out_pairs}
    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as fh:
        yaml.safe_dump(doc, fh, sort_keys=False, allow_unicode=True, width=4096, default_flow_style=False)

    n = {k: sum(1 for p in out_files if layout(p) == k) for k in ("root", "facts", "auto")}
    print(f"wrote {len(out_files)} files (root {n['root']}, facts {n['facts']}, auto {n['auto']}), "
          f"{len(out_pairs)} pairs")


if __name__ == "__main__":
    main()
