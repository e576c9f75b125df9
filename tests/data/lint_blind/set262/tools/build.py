#!/usr/bin/env python3
"""Regenerate set262/store/ and set262/labels.yaml from content.py and pairs.py."""
import json
import re
import shutil
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from content import FILES  # noqa: E402
from pairs import CONTRADICTIONS, NON_CONTRADICTIONS  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9_]+)@ (.*)$")
NOW = "2026-11-28"


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


def main():
    errors = []
    claims = {}          # id -> (path, line)
    rendered = {}
    for path, text in FILES.items():
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
                if "@" in line and re.search(r"@[A-Za-z0-9_]+@ ", line):
                    errors.append(f"marker not at line start in {path}: {line!r}")
                out.append(line)
        rendered[path] = "\n".join(out)

    rows = []
    for pid, cls, c1, c2, slot, v1, v2 in CONTRADICTIONS:
        rows.append((pid, "contradiction", cls, c1, c2, (slot, v1, v2)))
    for pid, cls, c1, c2, note in NON_CONTRADICTIONS:
        rows.append((pid, "non_contradiction", cls, c1, c2, note))

    used = set()
    pairs = []
    seen_files = {}
    for pid, label, cls, c1, c2, extra in rows:
        for c in (c1, c2):
            if c not in claims:
                errors.append(f"{pid}: unknown claim {c}")
        if c1 not in claims or c2 not in claims:
            continue
        used.update((c1, c2))
        p1, l1 = claims[c1]
        p2, l2 = claims[c2]
        if p1 == p2:
            errors.append(f"{pid}: same-file pair {p1}")
            continue
        if p1 < p2:
            a, la, b, lb, first_is_1 = p1, l1, p2, l2, True
        else:
            a, la, b, lb, first_is_1 = p2, l2, p1, l1, False
        key = (a, b)
        if key in seen_files:
            errors.append(f"{pid}: file pair {key} already used by {seen_files[key]}")
        seen_files[key] = pid
        if label == "contradiction":
            slot, v1, v2 = extra
            va, vb = (v1, v2) if first_is_1 else (v2, v1)
            note = f"{pid}: {slot}: {vb} vs {va}"
        else:
            note = f"{pid}: {extra}"
        pairs.append({
            "a": a, "b": b, "label": label, "class": cls,
            "claim_a": la, "claim_b": lb, "note": note,
        })

    for cid in claims:
        if cid not in used:
            errors.append(f"unused marker {cid} in {claims[cid][0]}")

    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)

    store = ROOT / "store"
    if store.exists():
        shutil.rmtree(store)
    for path, text in rendered.items():
        p = store / path
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")

    def q(v):
        # JSON strings are valid YAML double-quoted scalars.
        return json.dumps(v, ensure_ascii=False)

    out = [f"now: {NOW}", "pairs:"]
    for p in pairs:
        out.append(f"  - a: {p['a']}")
        out.append(f"    b: {p['b']}")
        out.append(f"    label: {p['label']}")
        out.append(f"    class: {p['class']}")
        out.append(f"    claim_a: {q(p['claim_a'])}")
        out.append(f"    claim_b: {q(p['claim_b'])}")
        out.append(f"    note: {q(p['note'])}")
    text = "\n".join(out) + "\n"
    loaded = yaml.safe_load(text)
    assert loaded["pairs"] == pairs, "labels.yaml does not round-trip"
    (ROOT / "labels.yaml").write_text(text, encoding="utf-8")

    cross = sum(1 for p in pairs if layout(p["a"]) != layout(p["b"]))
    counts = {}
    for p in pairs:
        counts[p["class"]] = counts.get(p["class"], 0) + 1
    by_layout = {}
    for path in rendered:
        by_layout[layout(path)] = by_layout.get(layout(path), 0) + 1
    in_pairs = {p["a"] for p in pairs} | {p["b"] for p in pairs}
    print(f"files: {len(rendered)} {by_layout}; pairs: {len(pairs)} (cross-layout {cross}); "
          f"files in no pair: {len(set(rendered) - in_pairs)}")
    print("per class:", counts)


if __name__ == "__main__":
    main()
