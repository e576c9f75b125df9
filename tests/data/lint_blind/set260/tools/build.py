#!/usr/bin/env python3
"""Regenerate set260/store/ and set260/labels.yaml from content.py and pairs.py."""
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import content  # noqa: E402
import pairs    # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9_]+)@ (.*)$")
NOW = "2026-11-28"
SECTIONS = [("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")]


def fail(msg):
    print("BUILD ERROR:", msg)
    sys.exit(1)


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


def memory_index():
    out = ["# Memory index", ""]
    for key, head in SECTIONS:
        rows = [r for r in content.ROOT_INDEX if r[0] == key]
        if not rows:
            continue
        out.append(f"## {head}")
        out.append("")
        for _, title, fname, hook in rows:
            out.append(f"- [{title}]({fname}) — {hook}")
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def process():
    files = dict(content.FILES)
    if "MEMORY.md" in files:
        fail("MEMORY.md must be generated")
    files["MEMORY.md"] = memory_index()
    claims = {}      # id -> (path, line)
    out = {}
    for path, text in files.items():
        lines = text.split("\n")
        in_fm = False
        fm_done = not text.startswith("---\n")
        in_fence = False
        new = []
        for i, line in enumerate(lines):
            if not fm_done:
                if i == 0 and line == "---":
                    in_fm = True
                elif in_fm and line == "---":
                    in_fm = False
                    fm_done = True
                new.append(line)
                if MARK.match(line):
                    fail(f"marker inside frontmatter: {path}")
                continue
            if line.lstrip().startswith("```"):
                in_fence = not in_fence
                new.append(line)
                continue
            m = MARK.match(line)
            if m:
                if in_fence:
                    fail(f"marker inside code fence: {path}: {line}")
                cid, rest = m.group(1), m.group(2)
                if cid in claims:
                    fail(f"claim id placed twice: {cid}")
                claims[cid] = (path, rest)
                new.append(rest)
            else:
                if "@" in line and re.search(r"@[A-Za-z0-9_]+@", line):
                    fail(f"stray marker not at line start: {path}: {line}")
                new.append(line)
        out[path] = "\n".join(new)
    return out, claims


def main():
    out, claims = process()
    used = set()
    seen_pairs = {}
    rows = []
    ids = set()
    for pid, cls, c1, v1, c2, v2, desc in pairs.PAIRS:
        if pid in ids:
            fail(f"duplicate pair id {pid}")
        ids.add(pid)
        for c in (c1, c2):
            if c not in claims:
                fail(f"{pid}: unknown claim id {c}")
            used.add(c)
        p1, l1 = claims[c1]
        p2, l2 = claims[c2]
        if p1 == p2:
            fail(f"{pid}: both claims in the same file {p1}")
        if p1 < p2:
            a, la, va, b, lb, vb = p1, l1, v1, p2, l2, v2
        else:
            a, la, va, b, lb, vb = p2, l2, v2, p1, l1, v1
        if (a, b) in seen_pairs:
            fail(f"{pid}: file pair already used by {seen_pairs[(a, b)]}: {a} / {b}")
        seen_pairs[(a, b)] = pid
        label = "contradiction" if cls in pairs.CONTRADICTION else "non_contradiction"
        rows.append(dict(id=pid, a=a, b=b, label=label, cls=cls, claim_a=la, claim_b=lb,
                         note=f"{pid}: {desc}: {vb} vs {va}"))
    unused = set(claims) - used
    if unused:
        fail(f"unused claim markers: {sorted(unused)}")

    store = os.path.join(SET, "store")
    if os.path.isdir(store):
        shutil.rmtree(store)
    for path, text in sorted(out.items()):
        full = os.path.join(store, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(text)

    q = lambda s: json.dumps(s, ensure_ascii=False)  # JSON strings are valid YAML double-quoted scalars
    lines = [f"now: {NOW}", "pairs:"]
    for r in rows:
        lines += [f"  - a: {r['a']}",
                  f"    b: {r['b']}",
                  f"    label: {r['label']}",
                  f"    class: {r['cls']}",
                  f"    claim_a: {q(r['claim_a'])}",
                  f"    claim_b: {q(r['claim_b'])}",
                  f"    note: {q(r['note'])}"]
    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")

    n = {k: sum(1 for p in out if layout(p) == k) for k in ("root", "facts", "auto")}
    cross = sum(1 for r in rows if layout(r["a"]) != layout(r["b"]))
    paired = {r["a"] for r in rows} | {r["b"] for r in rows}
    print(f"built {len(out)} files (root {n['root']}, facts {n['facts']}, auto {n['auto']}); "
          f"{len(rows)} pairs, {cross} cross-layout; {len(out) - len(paired)} files in no pair")


if __name__ == "__main__":
    main()
