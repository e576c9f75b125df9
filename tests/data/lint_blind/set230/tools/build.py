#!/usr/bin/env python3
"""Regenerate set230/store/ and set230/labels.yaml from content.py and pairs.py."""
import datetime as dt
import hashlib
import json
import re
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOTDIR = HERE.parent
STORE = ROOTDIR / "store"
LABELS = ROOTDIR / "labels.yaml"
sys.path.insert(0, str(HERE))

import content  # noqa: E402
import pairs  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9_]+)@ ")
NOW = "2026-11-28"


class BuildError(Exception):
    pass


def fact_path_and_text(date, time, category, conf, tags, body):
    created = dt.datetime.fromisoformat(f"{date}T{time}+00:00")
    epoch = int(created.timestamp() * 1000)
    hex4 = hashlib.sha1(body.encode()).hexdigest()[:4]
    stem = f"{category}-{epoch}-{hex4}"
    iso = created.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    fm = [
        "---",
        f"id: {stem}",
        f"category: {category}",
        f"created: {iso}",
        f"updated: {iso}",
        "source: extraction",
        f"confidence: {conf}",
        "confidenceTier: explicit",
        "tags:",
        *[f"  - {tg}" for tg in tags],
        "status: active",
        "---",
        "",
        "",
    ]
    return f"facts/{date}/{stem}.md", "\n".join(fm) + body.rstrip("\n") + "\n"


def strip_markers(relpath, text, claims):
    out = []
    lines = text.split("\n")
    in_fm = False
    fm_done = False
    in_fence = False
    for i, line in enumerate(lines):
        if i == 0 and line == "---":
            in_fm = True
            out.append(line)
            continue
        if in_fm:
            if line == "---":
                in_fm = False
                fm_done = True
            if MARK.match(line):
                raise BuildError(f"marker in frontmatter: {relpath}: {line}")
            out.append(line)
            continue
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
        m = MARK.match(line)
        if m:
            if in_fence:
                raise BuildError(f"marker inside code fence: {relpath}: {line}")
            cid = m.group(1)
            if cid in claims:
                raise BuildError(f"claim id placed twice: {cid}")
            line = line[m.end():]
            claims[cid] = (relpath, line)
        out.append(line)
    return "\n".join(out)


def main():
    files = {}
    claims = {}
    for name, text in content.ROOT.items():
        files[name] = strip_markers(name, text, claims)
    files["MEMORY.md"] = content.MEMORY
    for slug, text in content.AUTO.items():
        rel = f"auto/{slug}.md"
        files[rel] = strip_markers(rel, text, claims)
    for fact in content.FACTS:
        rel, text = fact_path_and_text(*fact)
        if rel in files:
            raise BuildError(f"duplicate fact path {rel}")
        files[rel] = strip_markers(rel, text, claims)

    used = set()
    out_pairs = []
    seen_ids = set()
    seen_filepairs = {}

    def place(pid, cls, label, c1, c2):
        if pid in seen_ids:
            raise BuildError(f"duplicate pair id {pid}")
        seen_ids.add(pid)
        for c in (c1, c2):
            if c not in claims:
                raise BuildError(f"{pid}: unknown claim id {c}")
            used.add(c)
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        if p1 == p2:
            raise BuildError(f"{pid}: both claims in one file {p1}")
        swapped = p2 < p1
        if swapped:
            (p1, l1), (p2, l2) = (p2, l2), (p1, l1)
        key = (p1, p2)
        if key in seen_filepairs:
            raise BuildError(f"{pid}: file pair already used by {seen_filepairs[key]}: {key}")
        seen_filepairs[key] = pid
        return swapped, dict(a=p1, b=p2, label=label, cls=cls, claim_a=l1, claim_b=l2)

    for pid, cls, c1, c2, slot, v1, v2 in pairs.CONTRA:
        swapped, rec = place(pid, cls, "contradiction", c1, c2)
        va, vb = (v2, v1) if swapped else (v1, v2)
        rec["note"] = f"{pid}: {slot}: {vb} vs {va}"
        out_pairs.append(rec)
    for pid, cls, c1, c2, note in pairs.NON:
        _, rec = place(pid, cls, "non_contradiction", c1, c2)
        rec["note"] = f"{pid}: {note}"
        out_pairs.append(rec)

    unused = sorted(set(claims) - used)
    if unused:
        raise BuildError(f"unused claim markers: {unused}")

    if STORE.exists():
        shutil.rmtree(STORE)
    for rel, text in sorted(files.items()):
        p = STORE / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        if not text.endswith("\n"):
            text += "\n"
        p.write_text(text, encoding="utf-8")

    q = lambda s: json.dumps(s, ensure_ascii=False)  # JSON strings are valid YAML double-quoted scalars
    lines = [f"now: {NOW}", "pairs:"]
    for r in out_pairs:
        lines += [
            f"  - a: {r['a']}",
            f"    b: {r['b']}",
            f"    label: {r['label']}",
            f"    class: {r['cls']}",
            f"    claim_a: {q(r['claim_a'])}",
            f"    claim_b: {q(r['claim_b'])}",
            f"    note: {q(r['note'])}",
        ]
    LABELS.write_text("\n".join(lines) + "\n", encoding="utf-8")

    n_root = sum(1 for r in files if "/" not in r)
    n_fact = sum(1 for r in files if r.startswith("facts/"))
    n_auto = sum(1 for r in files if r.startswith("auto/"))
    print(f"built {len(files)} files (root {n_root}, facts {n_fact}, auto {n_auto}); {len(out_pairs)} pairs")


if __name__ == "__main__":
    try:
        main()
    except BuildError as e:
        print(f"BUILD ERROR: {e}", file=sys.stderr)
        sys.exit(1)
