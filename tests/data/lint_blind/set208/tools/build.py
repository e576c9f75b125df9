#!/usr/bin/env python3
"""Regenerate set208/store/ and set208/labels.yaml from content.py and pairs.py."""
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
import pairs as pairs_mod  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9_]+)@ (.*)$")


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


def main():
    errors = []
    claims = {}   # id -> (path, line)
    out = {}      # path -> text without markers
    for path, text in content.FILES.items():
        lines = text.split("\n")
        new = []
        in_fm = False
        fm_done = False
        fence = False
        for i, line in enumerate(lines):
            if i == 0 and line == "---":
                in_fm = True
                new.append(line)
                continue
            if in_fm:
                if line == "---":
                    in_fm = False
                    fm_done = True
                new.append(line)
                continue
            if line.lstrip().startswith("```"):
                fence = not fence
            m = MARK.match(line)
            if m:
                cid, body = m.group(1), m.group(2)
                if fence:
                    errors.append(f"{path}: claim {cid} inside a code fence")
                if cid in claims:
                    errors.append(f"claim id {cid} placed twice ({claims[cid][0]}, {path})")
                claims[cid] = (path, body)
                new.append(body)
            else:
                if "@" in line and re.search(r"@[A-Za-z0-9_]+@", line):
                    errors.append(f"{path}: stray marker in line {line!r}")
                new.append(line)
        if not fm_done:
            errors.append(f"{path}: no frontmatter")
        out[path] = "\n".join(new)

    # MEMORY.md
    order = ["User", "Feedback", "Project", "Reference"]
    mem = ["# Memory index", ""]
    for sec in order:
        rows = [r for r in content.INDEX if r[0] == sec]
        if not rows:
            continue
        mem.append(f"## {sec}")
        mem.append("")
        for _, fname, title, hook in rows:
            mem.append(f"- [{title}]({fname}) — {hook}")
        mem.append("")
    out["MEMORY.md"] = "\n".join(mem).rstrip() + "\n"

    used = set()
    labels = []
    seen_pairs = {}
    seen_ids = set()
    for pid, cls, c1, c2, topic, s1, s2 in pairs_mod.PAIRS:
        if pid in seen_ids:
            errors.append(f"pair id {pid} twice")
        seen_ids.add(pid)
        for c in (c1, c2):
            if c not in claims:
                errors.append(f"{pid}: unknown claim {c}")
        if c1 not in claims or c2 not in claims:
            continue
        used.update((c1, c2))
        p1, l1 = claims[c1]
        p2, l2 = claims[c2]
        if p1 == p2:
            errors.append(f"{pid}: both claims in {p1}")
            continue
        if p1 > p2:
            p1, l1, s1, p2, l2, s2 = p2, l2, s2, p1, l1, s1
        key = (p1, p2)
        if key in seen_pairs:
            errors.append(f"{pid}: file pair {key} already used by {seen_pairs[key]}")
        seen_pairs[key] = pid
        if cls in pairs_mod.CONTRADICTION:
            label = "contradiction"
        elif cls in pairs_mod.NON_CONTRADICTION:
            label = "non_contradiction"
        else:
            errors.append(f"{pid}: unknown class {cls}")
            continue
        labels.append({
            "a": p1, "b": p2, "label": label, "class": cls,
            "claim_a": l1, "claim_b": l2,
            "note": f"{pid}: {topic}: {s2} vs {s1}",
        })
    for cid in claims:
        if cid not in used:
            errors.append(f"unused marker {cid} in {claims[cid][0]}")

    if errors:
        print("BUILD ERRORS:")
        for e in errors:
            print("  -", e)
        sys.exit(1)

    store = SET / "store"
    if store.exists():
        shutil.rmtree(store)
    for path, text in out.items():
        p = store / path
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")

    doc = {"now": datetime.date(2026, 11, 28), "pairs": labels}
    with open(SET / "labels.yaml", "w", encoding="utf-8") as fh:
        yaml.safe_dump(doc, fh, sort_keys=False, allow_unicode=True, width=1000)

    counts = {"root": 0, "facts": 0, "auto": 0}
    for path in out:
        counts[layout(path)] += 1
    cross = sum(1 for l in labels if layout(l["a"]) != layout(l["b"]))
    print(f"built {len(out)} files {counts}; {len(labels)} pairs, {cross} cross-layout; {len(claims)} claims")


if __name__ == "__main__":
    main()
