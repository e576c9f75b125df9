#!/usr/bin/env python3
"""Regenerate set266/store/ and set266/labels.yaml from content.py and pairs.py."""
import datetime
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
import pairs  # noqa: E402

MARK = re.compile(r"^@([A-Z]+[0-9]+[a-z])@ ")
errors = []


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


def strip_markers(path, text):
    """Return (clean text, {claim_id: line}) and report markers in bad places."""
    out, claims = [], {}
    lines = text.split("\n")
    in_fm = lines[0] == "---"
    fm_done = not in_fm
    in_fence = False
    for i, line in enumerate(lines):
        if in_fm and i > 0 and line == "---" and not fm_done:
            fm_done = True
            out.append(line)
            continue
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            line = line[m.end():]
            if not fm_done or (in_fm and i == 0):
                errors.append(f"{path}: marker {cid} inside frontmatter")
            if in_fence:
                errors.append(f"{path}: marker {cid} inside code fence")
            if cid in claims:
                errors.append(f"{path}: marker {cid} used twice")
            claims[cid] = line
        if fm_done and line.lstrip().startswith("```"):
            in_fence = not in_fence
        out.append(line)
    return "\n".join(out), claims


def memory_index():
    order = ["User", "Project", "Feedback", "Reference"]
    lines = ["# Memory Index", ""]
    for sec in order:
        rows = [r for r in content.INDEX if r[0] == sec]
        if not rows:
            continue
        lines.append(f"## {sec}")
        lines.append("")
        for _, fname, title, hook in rows:
            lines.append(f"- [{title}]({fname}) — {hook}")
        lines.append("")
    return "\n".join(lines).rstrip("\n") + "\n"


def main():
    files, where = {}, {}
    for path, text in content.FILES.items():
        clean, claims = strip_markers(path, text)
        files[path] = clean
        for cid, line in claims.items():
            if cid in where:
                errors.append(f"claim {cid} placed twice ({where[cid][0]}, {path})")
            where[cid] = (path, line)
    files["MEMORY.md"] = memory_index()

    used = set()
    out_pairs, seen_fp, ids = [], set(), set()
    for pid, cls, c1, v1, c2, v2, topic in pairs.PAIRS:
        if pid in ids:
            errors.append(f"duplicate pair id {pid}")
        ids.add(pid)
        for c in (c1, c2):
            if c not in where:
                errors.append(f"{pid}: unknown claim {c}")
        if c1 not in where or c2 not in where:
            continue
        used.update((c1, c2))
        (p1, l1), (p2, l2) = where[c1], where[c2]
        if p1 == p2:
            errors.append(f"{pid}: both claims in {p1}")
            continue
        if p1 > p2:
            (p1, l1, v1), (p2, l2, v2) = (p2, l2, v2), (p1, l1, v1)
        if (p1, p2) in seen_fp:
            errors.append(f"{pid}: file pair ({p1}, {p2}) already used")
        seen_fp.add((p1, p2))
        label = "contradiction" if cls in pairs.CONTRADICTION else "non_contradiction"
        out_pairs.append({
            "a": p1, "b": p2, "label": label, "class": cls,
            "claim_a": l1, "claim_b": l2,
            "note": f"{pid}: {topic}: {v2} vs {v1}",
        })
    for cid in sorted(set(where) - used):
        errors.append(f"unused marker {cid} in {where[cid][0]}")

    if errors:
        print("BUILD ERRORS:")
        for e in errors:
            print("  " + e)
        sys.exit(1)

    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(text)

    doc = {"now": datetime.date(2026, 11, 28), "pairs": out_pairs}
    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as fh:
        yaml.safe_dump(doc, fh, sort_keys=False, allow_unicode=True, width=100000)

    cross = sum(1 for p in out_pairs if layout(p["a"]) != layout(p["b"]))
    in_pairs = {p["a"] for p in out_pairs} | {p["b"] for p in out_pairs}
    print(f"wrote {len(files)} files ({sum(1 for f in files if layout(f)=='root')} root incl. MEMORY.md, "
          f"{sum(1 for f in files if layout(f)=='facts')} facts, {sum(1 for f in files if layout(f)=='auto')} auto)")
    print(f"{len(out_pairs)} pairs, {cross} cross-layout; files in pairs: {len(in_pairs)}, "
          f"not in any pair: {len(files) - len(in_pairs)}")


if __name__ == "__main__":
    main()
