#!/usr/bin/env python3
"""Regenerate set259/store/ and set259/labels.yaml from content.py and pairs.py."""
import datetime
import re
import shutil
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
SET = HERE.parent
sys.path.insert(0, str(HERE))

import content  # noqa: E402
from pairs import CONTRADICTION, NON_CONTRADICTION, PAIRS  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ (.*)$")


def layout(path):
    return path.split("/")[0] if "/" in path else "root"


def main():
    errors = []
    claims = {}  # id -> (path, line)
    out = {}
    for path, text in content.FILES.items():
        lines = []
        for ln in text.split("\n"):
            m = MARK.match(ln)
            if m:
                cid, body = m.groups()
                if cid in claims:
                    errors.append(f"claim {cid} placed twice ({claims[cid][0]}, {path})")
                claims[cid] = (path, body)
                lines.append(body)
            else:
                if "@" in ln and re.search(r"@[A-Za-z0-9]+@", ln) and ln.lstrip().startswith("@"):
                    errors.append(f"malformed marker in {path}: {ln!r}")
                lines.append(ln)
        out[path] = "\n".join(lines)

    # MEMORY.md index of every root file
    idx = ["# Memory index", ""]
    groups = [("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")]
    for prefix, head in groups:
        idx.append(f"## {head}")
        idx.append("")
        for fname, title, hook in content.ROOT_INDEX:
            if fname.startswith(prefix + "_"):
                idx.append(f"- [{title}]({fname}) — {hook}")
        idx.append("")
    out["MEMORY.md"] = "\n".join(idx).rstrip("\n") + "\n"

    used = set()
    seen_ids = set()
    file_pairs = {}
    labels = []
    for pid, cls, c1, c2, slot, v1, v2 in PAIRS:
        if pid in seen_ids:
            errors.append(f"duplicate pair id {pid}")
        seen_ids.add(pid)
        if cls not in CONTRADICTION + NON_CONTRADICTION:
            errors.append(f"{pid}: unknown class {cls}")
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
        if p1 > p2:
            (p1, l1, v1), (p2, l2, v2) = (p2, l2, v2), (p1, l1, v1)
        key = (p1, p2)
        if key in file_pairs:
            errors.append(f"{pid}: file pair {key} already used by {file_pairs[key]}")
        file_pairs[key] = pid
        labels.append({
            "a": p1,
            "b": p2,
            "label": "contradiction" if cls in CONTRADICTION else "non_contradiction",
            "class": cls,
            "claim_a": l1,
            "claim_b": l2,
            "note": f"{pid}: {slot}: {v2} vs {v1}",
        })
    for cid in sorted(set(claims) - used):
        errors.append(f"marker {cid} ({claims[cid][0]}) used by no pair")

    if errors:
        print("BUILD ERRORS:")
        for e in errors:
            print("  " + e)
        sys.exit(1)

    store = SET / "store"
    if store.exists():
        shutil.rmtree(store)
    for path, text in out.items():
        f = store / path
        f.parent.mkdir(parents=True, exist_ok=True)
        f.write_text(text, encoding="utf-8")

    doc = {"now": datetime.date(2026, 11, 28), "pairs": labels}
    (SET / "labels.yaml").write_text(
        yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=10000), encoding="utf-8")

    cross = sum(1 for p in labels if layout(p["a"]) != layout(p["b"]))
    print(f"wrote {len(out)} files to store/, {len(labels)} pairs to labels.yaml ({cross} cross-layout)")


if __name__ == "__main__":
    main()
