#!/usr/bin/env python3
"""Regenerate set235/store/ and set235/labels.yaml from content.py and pairs.py."""
import collections
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ROOT = os.path.dirname(HERE)
STORE = os.path.join(ROOT, "store")
LABELS = os.path.join(ROOT, "labels.yaml")

import content  # noqa: E402
import pairs  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9_]+)@ (.*)$")
NOW = "2026-11-28"


def q(s):
    return json.dumps(s, ensure_ascii=False)


def main():
    errors = []
    files = content.files()
    claims = {}            # id -> (path, line)
    out = {}
    for path, text in sorted(files.items()):
        lines = text.split("\n")
        in_fm = lines[0] == "---"
        fence = False
        new = []
        for i, line in enumerate(lines):
            if in_fm and i > 0 and line == "---":
                in_fm = False
                new.append(line)
                continue
            if not in_fm and line.lstrip().startswith("```"):
                fence = not fence
            m = MARK.match(line)
            if m:
                cid, body = m.group(1), m.group(2)
                if in_fm or fence:
                    errors.append(f"marker {cid} inside frontmatter/code fence in {path}")
                if cid in claims:
                    errors.append(f"claim id {cid} placed twice ({claims[cid][0]}, {path})")
                claims[cid] = (path, body)
                new.append(body)
            else:
                if "@" in line and re.match(r"^@\w+@", line):
                    errors.append(f"malformed marker in {path}: {line!r}")
                new.append(line)
        out[path] = "\n".join(new)

    used = set()
    counts = collections.Counter()
    filepairs = {}
    rows = []
    for pid, cls, c1, c2, note in pairs.PAIRS:
        counts[cls] += 1
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
        if p2 < p1:
            (p1, l1, c1), (p2, l2, c2) = (p2, l2, c2), (p1, l1, c1)
        key = (p1, p2)
        if key in filepairs:
            errors.append(f"{pid}: file pair {key} already used by {filepairs[key]}")
        filepairs[key] = pid
        if cls == "value_slot":
            note = f"{pid}: {note}: {pairs.VALUES[c2]} vs {pairs.VALUES[c1]}"
        rows.append((p1, p2, pairs.LABEL[cls], cls, l1, l2, note))

    for cid in sorted(set(claims) - used):
        errors.append(f"unused claim marker {cid} in {claims[cid][0]}")
    for cls in pairs.LABEL:
        if counts[cls] != 10:
            errors.append(f"class {cls} has {counts[cls]} pairs, want 10")

    if errors:
        print("BUILD ERRORS:")
        for e in errors:
            print("  " + e)
        sys.exit(1)

    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    for path, text in out.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(text)

    with open(LABELS, "w", encoding="utf-8") as fh:
        fh.write(f"now: {NOW}\npairs:\n")
        for p1, p2, label, cls, l1, l2, note in rows:
            fh.write(f"  - a: {p1}\n    b: {p2}\n    label: {label}\n    class: {cls}\n")
            fh.write(f"    claim_a: {q(l1)}\n    claim_b: {q(l2)}\n    note: {q(note)}\n")

    layout = lambda p: p.split("/")[0] if "/" in p else "root"
    cross = sum(1 for r in rows if layout(r[0]) != layout(r[1]))
    per = collections.Counter(layout(p) for p in out)
    print(f"built {len(out)} files {dict(per)}; {len(rows)} pairs, {cross} cross-layout")


if __name__ == "__main__":
    main()
