#!/usr/bin/env python3
"""Regenerate set246/store/ and set246/labels.yaml from content.py and pairs.py."""
import os
import re
import shutil
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
LABELS = os.path.join(SET, "labels.yaml")
sys.path.insert(0, HERE)

import content  # noqa: E402
import pairs    # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9_]+)@ ")


def fail(msg):
    print("BUILD ERROR:", msg)
    sys.exit(1)


def memory_index():
    groups = [("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")]
    out = ["# Memory index", ""]
    for typ, head in groups:
        rows = [r for r in content.ROOT_INDEX if r[0].startswith(typ + "_")]
        if not rows:
            continue
        out.append(f"## {head}")
        out.append("")
        for fname, title, hook in rows:
            out.append(f"- [{title}]({fname}) — {hook}")
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def main():
    claims = {}     # id -> (path, line)
    texts = {}
    for path, text in content.FILES.items():
        lines = []
        for ln in text.split("\n"):
            m = MARK.match(ln)
            if m:
                cid = m.group(1)
                ln = ln[m.end():]
                if cid in claims:
                    fail(f"claim id {cid} placed twice ({claims[cid][0]}, {path})")
                if not ln.strip():
                    fail(f"claim {cid} is empty")
                claims[cid] = (path, ln)
            elif "@" in ln and re.search(r"@[a-z0-9]+@", ln):
                fail(f"marker not at line start in {path}: {ln!r}")
            lines.append(ln)
        texts[path] = "\n".join(lines)
    texts["MEMORY.md"] = memory_index()

    used = set()
    out_pairs = []
    seen_fp = {}
    seen_ids = set()
    for pid, cls, x, y, slot, vals in pairs.PAIRS:
        if pid in seen_ids:
            fail(f"duplicate pair id {pid}")
        seen_ids.add(pid)
        for c in (x, y):
            if c not in claims:
                fail(f"{pid}: unknown claim id {c}")
            used.add(c)
        px, lx = claims[x]
        py, ly = claims[y]
        if px == py:
            fail(f"{pid}: both claims in the same file {px}")
        if px < py:
            (a, la, va), (b, lb, vb) = (px, lx, vals[x]), (py, ly, vals[y])
        else:
            (a, la, va), (b, lb, vb) = (py, ly, vals[y]), (px, lx, vals[x])
        if (a, b) in seen_fp:
            fail(f"{pid}: file pair {a} / {b} already used by {seen_fp[(a, b)]}")
        seen_fp[(a, b)] = pid
        label = "contradiction" if cls in pairs.CONTRADICTION else "non_contradiction"
        out_pairs.append({
            "a": a, "b": b, "label": label, "class": cls,
            "claim_a": la, "claim_b": lb,
            "note": f"{pid}: {slot}: {vb} vs {va}",
        })
    unused = sorted(set(claims) - used)
    if unused:
        fail(f"unused claim markers: {unused}")

    # write store
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    for path, text in texts.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as f:
            f.write(text)

    body = yaml.safe_dump({"pairs": out_pairs}, sort_keys=False, allow_unicode=True, width=100000)
    with open(LABELS, "w", encoding="utf-8") as f:
        f.write("now: 2026-11-28\n" + body)
    print(f"built {len(texts)} files, {len(out_pairs)} pairs, {len(claims)} claim lines")


if __name__ == "__main__":
    main()
