#!/usr/bin/env python3
"""Regenerate set250/store/ and set250/labels.yaml from content.py and pairs.py."""
import json
import re
import shutil
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
SET = HERE.parent
sys.path.insert(0, str(HERE))

import content  # noqa: E402
import pairs as pairtab  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ (.*)$")
NOW = "2026-11-28"


class BuildError(Exception):
    pass


def split_lines(text):
    """Yield (line, zone) with zone in {'frontmatter', 'fence', 'body'}."""
    lines = text.split("\n")
    out = []
    i = 0
    if lines and lines[0] == "---":
        out.append((lines[0], "frontmatter"))
        i = 1
        while i < len(lines) and lines[i] != "---":
            out.append((lines[i], "frontmatter"))
            i += 1
        if i < len(lines):
            out.append((lines[i], "frontmatter"))
            i += 1
    fence = False
    for line in lines[i:]:
        if line.lstrip().startswith("```"):
            out.append((line, "fence"))
            fence = not fence
            continue
        out.append((line, "fence" if fence else "body"))
    return out


def memory_md():
    order = [("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")]
    parts = ["# Memory Index", ""]
    for key, heading in order:
        rows = [r for r in content.ROOT_INDEX if r[0] == key]
        if not rows:
            continue
        parts.append(f"## {heading}")
        for _, title, fname, hook in sorted(rows, key=lambda r: r[2]):
            parts.append(f"- [{title}]({fname}) — {hook}")
        parts.append("")
    return "\n".join(parts)


def build():
    claims = {}          # id -> (path, line)
    files = {}           # path -> final text
    for path, text in content.FILES.items():
        new_lines = []
        for line, zone in split_lines(text):
            m = MARK.match(line)
            if m:
                if zone != "body":
                    raise BuildError(f"marker {m.group(1)} inside {zone} of {path}")
                cid, rest = m.group(1), m.group(2)
                if cid in claims:
                    raise BuildError(f"claim id {cid} placed twice ({claims[cid][0]}, {path})")
                claims[cid] = (path, rest)
                new_lines.append(rest)
            else:
                if "@" in line and re.search(r"@[A-Z]+[0-9]+[a-z]?@", line):
                    raise BuildError(f"stray marker in {path}: {line!r}")
                new_lines.append(line)
        files[path] = "\n".join(new_lines)
    if "MEMORY.md" in files:
        raise BuildError("MEMORY.md is generated")
    files["MEMORY.md"] = memory_md()

    # pairs
    used = set()
    out = []
    seen_ids = set()
    seen_filepairs = {}
    for pid, cls, cx, vx, cy, vy, slot in pairtab.PAIRS:
        if pid in seen_ids:
            raise BuildError(f"duplicate pair id {pid}")
        seen_ids.add(pid)
        for c in (cx, cy):
            if c not in claims:
                raise BuildError(f"{pid}: unknown claim {c}")
        used.update((cx, cy))
        (px, lx), (py, ly) = claims[cx], claims[cy]
        if px == py:
            raise BuildError(f"{pid}: both claims in {px}")
        if px < py:
            a, la, va, b, lb, vb = px, lx, vx, py, ly, vy
        else:
            a, la, va, b, lb, vb = py, ly, vy, px, lx, vx
        if (a, b) in seen_filepairs:
            raise BuildError(f"{pid}: file pair ({a}, {b}) already used by {seen_filepairs[(a, b)]}")
        seen_filepairs[(a, b)] = pid
        if cls in pairtab.CONTRADICTION:
            label = "contradiction"
        elif cls in pairtab.NON_CONTRADICTION:
            label = "non_contradiction"
        else:
            raise BuildError(f"{pid}: unknown class {cls}")
        out.append(dict(a=a, b=b, label=label, cls=cls, claim_a=la, claim_b=lb,
                        note=f"{pid}: {slot}: {vb} vs {va}"))
    unused = set(claims) - used
    if unused:
        raise BuildError(f"unused markers: {sorted(unused)}")

    # write store
    store = SET / "store"
    if store.exists():
        shutil.rmtree(store)
    for path, text in files.items():
        dest = store / path
        dest.parent.mkdir(parents=True, exist_ok=True)
        if not text.endswith("\n"):
            text += "\n"
        dest.write_text(text, encoding="utf-8")

    # labels.yaml
    q = lambda s: json.dumps(s, ensure_ascii=False)  # JSON strings are valid YAML double-quoted scalars
    lines = [f"now: {NOW}", "pairs:"]
    for p in out:
        lines += [
            f"  - a: {p['a']}",
            f"    b: {p['b']}",
            f"    label: {p['label']}",
            f"    class: {p['cls']}",
            f"    claim_a: {q(p['claim_a'])}",
            f"    claim_b: {q(p['claim_b'])}",
            f"    note: {q(p['note'])}",
        ]
    (SET / "labels.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")

    per_class = Counter(p["cls"] for p in out)
    print(f"wrote {len(files)} files and {len(out)} pairs")
    for cls, n in sorted(per_class.items()):
        print(f"  {cls}: {n}")


if __name__ == "__main__":
    try:
        build()
    except BuildError as e:
        print("BUILD ERROR:", e, file=sys.stderr)
        sys.exit(1)
