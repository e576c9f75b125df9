#!/usr/bin/env python3
"""Regenerate set232/store/ and set232/labels.yaml from content.py and pairs.py."""
import os
import re
import shutil
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import content  # noqa: E402
import pairs as pairs_mod  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9_]+)@ (.*)$")


def body_regions(lines):
    """Yield (index, line, in_body) where in_body is False for frontmatter and code fences."""
    out = []
    i = 0
    if lines and lines[0] == "---":
        out.append((0, lines[0], False))
        i = 1
        while i < len(lines):
            out.append((i, lines[i], False))
            if lines[i] == "---":
                i += 1
                break
            i += 1
    fence = False
    while i < len(lines):
        ln = lines[i]
        if ln.lstrip().startswith("```"):
            out.append((i, ln, False))
            fence = not fence
        else:
            out.append((i, ln, not fence))
        i += 1
    return out


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


def main():
    errors = []
    claims = {}   # id -> (path, text)
    built = {}    # path -> text
    for path, text in content.FILES.items():
        lines = text.split("\n")
        new = []
        for idx, ln, in_body in body_regions(lines):
            m = MARK.match(ln)
            if m:
                cid, rest = m.group(1), m.group(2)
                if not in_body:
                    errors.append(f"{path}: marker {cid} outside body")
                if cid in claims:
                    errors.append(f"claim id {cid} placed twice ({claims[cid][0]}, {path})")
                claims[cid] = (path, rest)
                new.append(rest)
            else:
                if "@" in ln and re.search(r"@[A-Za-z0-9_]+@", ln):
                    errors.append(f"{path}: stray marker-like text: {ln!r}")
                new.append(ln)
        built[path] = "\n".join(new)

    # each claim text must be present exactly once in its built file
    for cid, (path, text) in claims.items():
        n = built[path].split("\n").count(text)
        if n != 1:
            errors.append(f"claim {cid} occurs {n} times as a full line in {path}")

    used = set()
    seen_pairs = {}
    labels = []
    for pid, cls, c1, c2, note in pairs_mod.PAIRS:
        for c in (c1, c2):
            if c not in claims:
                errors.append(f"{pid}: unknown claim id {c}")
        if c1 not in claims or c2 not in claims:
            continue
        used.update((c1, c2))
        p1, t1 = claims[c1]
        p2, t2 = claims[c2]
        if p1 == p2:
            errors.append(f"{pid}: both claims in the same file {p1}")
            continue
        if cls in pairs_mod.CONTRADICTION_CLASSES:
            label = "contradiction"
            slot, v1, v2 = note
        else:
            label = "non_contradiction"
        if p1 < p2:
            a, b, ca, cb = p1, p2, t1, t2
            if label == "contradiction":
                va, vb = v1, v2
        else:
            a, b, ca, cb = p2, p1, t2, t1
            if label == "contradiction":
                va, vb = v2, v1
        if label == "contradiction":
            note_txt = f"{pid}: {slot}: {vb} vs {va}"
        else:
            note_txt = note
            if not note_txt.startswith(pid + ":"):
                errors.append(f"{pid}: note must start with its id")
        key = (a, b)
        if key in seen_pairs:
            errors.append(f"{pid}: file pair {key} already used by {seen_pairs[key]}")
        seen_pairs[key] = pid
        labels.append({"a": a, "b": b, "label": label, "class": cls,
                       "claim_a": ca, "claim_b": cb, "note": note_txt})

    unused = sorted(set(claims) - used)
    if unused:
        errors.append(f"unused markers: {unused}")

    if errors:
        print("BUILD FAILED")
        for e in errors:
            print("  -", e)
        sys.exit(1)

    store = os.path.join(SET, "store")
    if os.path.isdir(store):
        shutil.rmtree(store)
    for path, text in built.items():
        full = os.path.join(store, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(text)

    class Dumper(yaml.SafeDumper):
        pass

    doc = {"now": "2026-11-28", "pairs": labels}
    text = yaml.dump(doc, Dumper=Dumper, sort_keys=False, allow_unicode=True, width=10000,
                     default_flow_style=False)
    text = text.replace("now: '2026-11-28'", "now: 2026-11-28", 1)
    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as fh:
        fh.write(text)

    by_layout = {}
    for p in built:
        by_layout[layout(p)] = by_layout.get(layout(p), 0) + 1
    print(f"built {len(built)} files {by_layout}; {len(labels)} pairs; {len(claims)} claims")


if __name__ == "__main__":
    main()
