#!/usr/bin/env python3
"""Regenerate set265/store/ and set265/labels.yaml from content.py and pairs.py."""
import re
import shutil
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
SET = HERE.parent
sys.path.insert(0, str(HERE))

import content  # noqa: E402
from pairs import PAIRS, CONTRADICTION, NON_CONTRADICTION  # noqa: E402

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
    rendered = {}
    for path, text in content.FILES.items():
        out = []
        for line in text.split("\n"):
            m = MARK.match(line)
            if m:
                cid, body = m.group(1), m.group(2)
                if cid in claims:
                    errors.append(f"claim {cid} placed twice ({claims[cid][0]}, {path})")
                claims[cid] = (path, body)
                out.append(body)
            else:
                if "@" in line and re.search(r"@[A-Za-z0-9]+@", line):
                    errors.append(f"stray marker in {path}: {line!r}")
                out.append(line)
        rendered[path] = "\n".join(out)

    used = set()
    seen_ids = set()
    seen_filepairs = {}
    labels = []
    for pid, cls, c1, c2, slot, v1, v2 in PAIRS:
        if pid in seen_ids:
            errors.append(f"duplicate pair id {pid}")
        seen_ids.add(pid)
        if cls in CONTRADICTION:
            label = "contradiction"
        elif cls in NON_CONTRADICTION:
            label = "non_contradiction"
        else:
            errors.append(f"{pid}: unknown class {cls}")
            continue
        missing = [c for c in (c1, c2) if c not in claims]
        if missing:
            errors.append(f"{pid}: missing claims {missing}")
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
        key = (a, b)
        if key in seen_filepairs:
            errors.append(f"{pid}: file pair {key} already used by {seen_filepairs[key]}")
        seen_filepairs[key] = pid
        labels.append({
            "a": a,
            "b": b,
            "label": label,
            "class": cls,
            "claim_a": la,
            "claim_b": lb,
            "note": f"{pid}: {slot}: {vb} vs {va}",
        })

    unused = sorted(set(claims) - used)
    if unused:
        errors.append(f"unused claim markers: {unused}")

    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)

    store = SET / "store"
    if store.exists():
        shutil.rmtree(store)
    for path, text in sorted(rendered.items()):
        dest = store / path
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_text(text, encoding="utf-8")

    doc = {"now": "2026-11-28", "pairs": labels}
    with open(SET / "labels.yaml", "w", encoding="utf-8") as fh:
        fh.write("now: 2026-11-28\npairs:\n")
        body = yaml.safe_dump(labels, sort_keys=False, allow_unicode=True, width=10000,
                              default_flow_style=False)
        fh.write("".join("  " + ln + "\n" if ln else "\n" for ln in body.rstrip("\n").split("\n")))
    # sanity: the file round-trips
    loaded = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
    assert loaded["pairs"] == labels, "labels.yaml does not round-trip"
    assert str(loaded["now"]) == "2026-11-28"

    by_layout = {}
    for p in rendered:
        by_layout[layout(p)] = by_layout.get(layout(p), 0) + 1
    cross = sum(1 for x in labels if layout(x["a"]) != layout(x["b"]))
    print(f"wrote {len(rendered)} files {by_layout}; {len(labels)} pairs, {cross} cross-layout")


if __name__ == "__main__":
    main()
