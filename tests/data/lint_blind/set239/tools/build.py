#!/usr/bin/env python3
"""Regenerate set239/store/ and set239/labels.yaml from content.py and pairs.py."""
import datetime as dt
import hashlib
import re
import shutil
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
SET = HERE.parent
STORE = SET / "store"
sys.path.insert(0, str(HERE))
import content  # noqa: E402
import pairs as pairs_mod  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ ")


def fact_files():
    out = {}
    for date, time, cat, conf, tags, body in content.FACTS:
        ts = dt.datetime.fromisoformat(f"{date}T{time}+00:00")
        ms = int(ts.timestamp() * 1000)
        plain = MARK.sub("", body)
        hex4 = hashlib.md5(plain.encode()).hexdigest()[:4]
        stem = f"{cat}-{ms}-{hex4}"
        iso = ts.strftime("%Y-%m-%dT%H:%M:%S.000Z")
        fm = [
            "---",
            f"id: {stem}",
            f"category: {cat}",
            f"created: {iso}",
            f"updated: {iso}",
            "source: extraction",
            f"confidence: {conf}",
            "confidenceTier: explicit",
            "tags:",
            *[f"  - {t}" for t in tags],
            "status: active",
            "---",
            "",
            body,
            "",
        ]
        out[f"facts/{date}/{stem}.md"] = "\n".join(fm)
    return out


def all_files():
    files = {}
    for name, text in content.ROOT.items():
        files[name] = text
    files["MEMORY.md"] = content.MEMORY
    for slug, text in content.AUTO.items():
        files[f"auto/{slug}.md"] = text
    files.update(fact_files())
    return files


def main():
    errors = []
    files = all_files()
    claims = {}  # id -> (path, line)
    out = {}
    for path, text in files.items():
        lines = []
        for line in text.split("\n"):
            m = MARK.match(line)
            if m:
                cid = m.group(1)
                line = line[m.end():]
                if cid in claims:
                    errors.append(f"claim id {cid} placed twice ({claims[cid][0]}, {path})")
                claims[cid] = (path, line)
            elif "@" in line and re.search(r"@[A-Za-z0-9]+@", line):
                errors.append(f"stray marker in {path}: {line!r}")
            lines.append(line)
        out[path] = "\n".join(lines)

    used = set()
    seen_pairs = {}
    labels = []
    for pid, cls, c1, c2, slot, v1, v2 in pairs_mod.PAIRS:
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
        if p1 < p2:
            a, la, va, b, lb, vb = p1, l1, v1, p2, l2, v2
        else:
            a, la, va, b, lb, vb = p2, l2, v2, p1, l1, v1
        if (a, b) in seen_pairs:
            errors.append(f"{pid}: file pair already used by {seen_pairs[(a, b)]}")
        seen_pairs[(a, b)] = pid
        labels.append({
            "a": a,
            "b": b,
            "label": "contradiction" if cls in pairs_mod.CONTRADICTION else "non_contradiction",
            "class": cls,
            "claim_a": la,
            "claim_b": lb,
            "note": f"{pid}: {slot}: {vb} vs {va}",
        })
    unused = sorted(set(claims) - used)
    if unused:
        errors.append(f"unused claim markers: {unused}")
    if errors:
        print("BUILD ERRORS:")
        for e in errors:
            print("  -", e)
        sys.exit(1)

    if STORE.exists():
        shutil.rmtree(STORE)
    for path, text in out.items():
        p = STORE / path
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")

    doc = {"now": dt.date(2026, 11, 28), "pairs": labels}
    with open(SET / "labels.yaml", "w", encoding="utf-8") as fh:
        yaml.safe_dump(doc, fh, sort_keys=False, allow_unicode=True, width=10000)
    print(f"built {len(out)} files, {len(labels)} pairs, {len(claims)} claim lines")


if __name__ == "__main__":
    main()
