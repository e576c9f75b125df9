#!/usr/bin/env python3
"""Regenerate ../store/ and ../labels.yaml from content.py and pairs.py."""
import json
import os
import re
import shutil
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import content  # noqa: E402
import pairs    # noqa: E402

SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
LABELS = os.path.join(SET, "labels.yaml")
NOW = "2026-11-28"
MARK = re.compile(r"^@([A-Za-z0-9]+)@ (.*)$")

TYPE_ORDER = [("user", "User"), ("feedback", "Feedback"), ("project", "Project"),
              ("reference", "Reference")]


def memory_index():
    out = ["# Memory Index", ""]
    for t, head in TYPE_ORDER:
        out.append(f"## {head}")
        out.append("")
        for fname, typ, title, hook in content.ROOT_INDEX:
            if typ == t:
                out.append(f"- [{title}]({fname}) — {hook}")
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def main():
    errors = []
    claims = {}       # id -> (path, line)
    files = {}
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
                if "@" in line and re.search(r"@[A-Z]+[0-9]+[ab]?@", line):
                    errors.append(f"stray marker in {path}: {line!r}")
                lines.append(line)
        files[path] = "\n".join(lines)
    if "MEMORY.md" in files:
        errors.append("MEMORY.md must be generated, not written in content.py")
    files["MEMORY.md"] = memory_index()

    used = set()
    seen_ids = set()
    seen_pairs = {}
    out_pairs = []
    for pid, cls, c1, c2, note in pairs.PAIRS:
        if pid in seen_ids:
            errors.append(f"duplicate pair id {pid}")
        seen_ids.add(pid)
        if cls in pairs.CONTRADICTION:
            label = "contradiction"
        elif cls in pairs.NON_CONTRADICTION:
            label = "non_contradiction"
        else:
            errors.append(f"{pid}: unknown class {cls}")
            continue
        missing = [c for c in (c1, c2) if c not in claims]
        if missing:
            errors.append(f"{pid}: claim(s) not placed: {missing}")
            continue
        used.update((c1, c2))
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        if p1 == p2:
            errors.append(f"{pid}: both claims in the same file {p1}")
            continue
        swapped = p1 > p2
        if swapped:
            (p1, l1), (p2, l2) = (p2, l2), (p1, l1)
        if "|" in note:
            slot, v1, v2 = note.split("|")
            va, vb = (v2, v1) if swapped else (v1, v2)
            note = f"{slot}: {vb} vs {va}"
        key = (p1, p2)
        if key in seen_pairs:
            errors.append(f"{pid}: file pair {key} already used by {seen_pairs[key]}")
        seen_pairs[key] = pid
        out_pairs.append({"a": p1, "b": p2, "label": label, "class": cls,
                          "claim_a": l1, "claim_b": l2, "note": f"{pid}: {note}"})
    unused = sorted(set(claims) - used)
    if unused:
        errors.append(f"unused claim markers: {unused}")
    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)

    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(text)

    with open(LABELS, "w", encoding="utf-8") as fh:
        fh.write(f"now: {NOW}\npairs:\n")
        for p in out_pairs:
            first = True
            for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
                v = p[k]
                val = v if k in ("a", "b", "label", "class") else json.dumps(v, ensure_ascii=False)
                fh.write(("  - " if first else "    ") + f"{k}: {val}\n")
                first = False
    with open(LABELS, encoding="utf-8") as fh:
        back = yaml.safe_load(fh)
    assert back["pairs"] == out_pairs, "labels.yaml round-trip mismatch"
    print(f"built {len(files)} files, {len(out_pairs)} pairs")


if __name__ == "__main__":
    main()
