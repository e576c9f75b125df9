#!/usr/bin/env python3
"""Regenerate set254/store/ and set254/labels.yaml from content.py and pairs.py."""
import os
import re
import shutil
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
sys.path.insert(0, HERE)

import content  # noqa: E402
import pairs as pairs_mod  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ ")


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


def order_note(note, swap):
    """Note text lists the first claim id's value first; labels want value b first."""
    if ": " not in note:
        return note
    slot, rest = note.split(": ", 1)
    for sep in (" vs ", " = "):
        if rest.count(sep) == 1:
            x, y = rest.split(sep)
            # x belongs to the pair's first claim id. value b goes first.
            return f"{slot}: {y}{sep}{x}" if not swap else f"{slot}: {x}{sep}{y}"
    return note


def main():
    errors = []
    claims = {}  # id -> (path, line)
    out_files = {}
    for path, text in content.FILES:
        if path in out_files:
            errors.append(f"duplicate path {path}")
        lines = []
        for ln in text.split("\n"):
            m = MARK.match(ln)
            if m:
                cid = m.group(1)
                ln = ln[m.end():]
                if cid in claims:
                    errors.append(f"claim {cid} placed twice ({claims[cid][0]}, {path})")
                claims[cid] = (path, ln)
            elif "@" in ln and re.search(r"@[A-Z]+[0-9]+[ab]@", ln):
                errors.append(f"stray marker in {path}: {ln!r}")
            lines.append(ln)
        out_files[path] = "\n".join(lines)

    used = set()
    labels = []
    seen_pairs = {}
    ids = set()
    for pid, cls, c1, c2, note in pairs_mod.PAIRS:
        if pid in ids:
            errors.append(f"duplicate pair id {pid}")
        ids.add(pid)
        for c in (c1, c2):
            if c not in claims:
                errors.append(f"{pid}: claim {c} not placed")
        if c1 not in claims or c2 not in claims:
            continue
        used.update((c1, c2))
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        if p1 == p2:
            errors.append(f"{pid}: both claims in {p1}")
            continue
        swap = p1 > p2  # True when the first claim id ends up as b
        if swap:
            (pa, la), (pb, lb) = (p2, l2), (p1, l1)
        else:
            (pa, la), (pb, lb) = (p1, l1), (p2, l2)
        key = (pa, pb)
        if key in seen_pairs:
            errors.append(f"{pid}: file pair {key} already used by {seen_pairs[key]}")
        seen_pairs[key] = pid
        label = "contradiction" if cls in pairs_mod.CONTRA else "non_contradiction"
        labels.append({
            "a": pa, "b": pb, "label": label, "class": cls,
            "claim_a": la, "claim_b": lb,
            "note": f"{pid}: {order_note(note, swap)}",
        })
    for cid in sorted(set(claims) - used):
        errors.append(f"claim marker {cid} is not used by any pair ({claims[cid][0]})")

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
            fh.write(text if text.endswith("\n") else text + "\n")

    doc = {"now": "2026-11-28", "pairs": labels}

    class Dumper(yaml.SafeDumper):
        pass

    def str_rep(dumper, data):
        style = '"' if any(ch in data for ch in ":#'\"`|*@&!%{}[],>") or data != data.strip() else None
        return dumper.represent_scalar("tag:yaml.org,2002:str", data, style=style)

    Dumper.add_representer(str, str_rep)
    text = yaml.dump(doc, Dumper=Dumper, sort_keys=False, allow_unicode=True, width=10000)
    text = text.replace("now: '2026-11-28'", "now: 2026-11-28").replace('now: "2026-11-28"', "now: 2026-11-28")
    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as fh:
        fh.write(text)

    cross = sum(1 for p in labels if layout(p["a"]) != layout(p["b"]))
    counts = {}
    for path in out_files:
        counts[layout(path)] = counts.get(layout(path), 0) + 1
    in_pairs = {p["a"] for p in labels} | {p["b"] for p in labels}
    print(f"built {len(out_files)} files {counts}; {len(labels)} pairs, {cross} cross-layout; "
          f"{len(out_files) - len(in_pairs)} files in no pair")


if __name__ == "__main__":
    main()
