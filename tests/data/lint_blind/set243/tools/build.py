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
import pairs as pairs_mod  # noqa: E402

SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
NOW = "2026-11-28"
MARK = re.compile(r"^@([A-Za-z0-9]+)@ (.*)$")


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


def main():
    errors = []
    claims = {}  # id -> (path, line)
    out_files = {}
    seen_paths = set()
    for path, text in content.FILES:
        if path in seen_paths:
            errors.append(f"duplicate path {path}")
        seen_paths.add(path)
        lines = []
        for line in text.split("\n"):
            m = MARK.match(line)
            if m:
                cid, body = m.group(1), m.group(2)
                if cid in claims:
                    errors.append(f"claim {cid} placed twice ({claims[cid][0]}, {path})")
                claims[cid] = (path, body)
                lines.append(body)
            else:
                if "@" in line and re.search(r"@[A-Za-z0-9]+@", line):
                    errors.append(f"stray marker in {path}: {line!r}")
                lines.append(line)
        out_files[path] = "\n".join(lines)

    used = set()
    rows = []
    seen_filepairs = {}
    seen_ids = set()
    for pid, cls, c1, c2, slot, v1, v2 in pairs_mod.PAIRS:
        if pid in seen_ids:
            errors.append(f"duplicate pair id {pid}")
        seen_ids.add(pid)
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
            a, la, va, b, lb, vb = p1, l1, v1, p2, l2, v2
        else:
            a, la, va, b, lb, vb = p2, l2, v2, p1, l1, v1
        if (a, b) in seen_filepairs:
            errors.append(f"{pid}: file pair already used by {seen_filepairs[(a, b)]}")
        seen_filepairs[(a, b)] = pid
        label = "contradiction" if cls in pairs_mod.CONTRADICTION_CLASSES else "non_contradiction"
        rows.append({
            "a": a,
            "b": b,
            "label": label,
            "class": cls,
            "claim_a": la,
            "claim_b": lb,
            "note": f"{pid}: {slot}: {vb} vs {va}",
        })
    for cid in claims:
        if cid not in used:
            errors.append(f"unused claim marker {cid} in {claims[cid][0]}")

    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)

    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    for path, text in out_files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(text)

    out = [f"now: {NOW}", "pairs:"]
    for r in rows:
        first = True
        for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
            v = r[k]
            val = v if k in ("a", "b", "label", "class") else json.dumps(v, ensure_ascii=False)
            out.append(("  - " if first else "    ") + f"{k}: {val}")
            first = False
    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(out) + "\n")
    # round-trip sanity
    with open(os.path.join(SET, "labels.yaml"), encoding="utf-8") as fh:
        back = yaml.safe_load(fh)
    assert back["pairs"] == rows, "labels.yaml round-trip mismatch"

    cross = sum(1 for r in rows if layout(r["a"]) != layout(r["b"]))
    print(f"built {len(out_files)} files, {len(rows)} pairs ({cross} cross-layout)")


if __name__ == "__main__":
    main()
