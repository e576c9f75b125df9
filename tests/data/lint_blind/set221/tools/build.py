#!/usr/bin/env python3
"""Regenerate set221/store/ and set221/labels.yaml from content.py and pairs.py."""
import datetime as dt
import hashlib
import re
import shutil
import sys
from collections import Counter
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
SET = HERE.parent
STORE = SET / "store"
sys.path.insert(0, str(HERE))
import content  # noqa: E402
import pairs  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ ")
NOW = dt.date(2026, 11, 28)
CONTRA_CLASSES = {"value_slot", "role_slot", "negation", "stale_vs_change"}


def fact_path(date, time, cat, body):
    t = dt.datetime.fromisoformat(f"{date}T{time}").replace(tzinfo=dt.timezone.utc)
    epoch = int(t.timestamp() * 1000)
    hex4 = hashlib.sha1(body.encode()).hexdigest()[:4]
    stem = f"{cat}-{epoch}-{hex4}"
    iso = t.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    return f"facts/{date}/{stem}.md", stem, iso


def strip_markers(path, body, claims, errors):
    out = []
    fence = False
    for line in body.split("\n"):
        if line.lstrip().startswith("```"):
            fence = not fence
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            line = line[m.end():]
            if fence:
                errors.append(f"{cid}: claim inside code fence in {path}")
            if cid in claims:
                errors.append(f"{cid}: placed twice ({claims[cid][0]} and {path})")
            claims[cid] = (path, line)
        elif "@" in line and re.search(r"@[A-Z]+[0-9]+[ab]?@", line):
            errors.append(f"stray marker in {path}: {line!r}")
        out.append(line)
    return "\n".join(out)


def main():
    errors = []
    files = {}
    claims = {}

    # root
    for fn, (name, desc, typ, title, hook, body) in content.ROOT.items():
        text = strip_markers(fn, body, claims, errors)
        fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n"
        files[fn] = fm + text
    # MEMORY.md
    groups = {"user": "User", "feedback": "Feedback", "project": "Project", "reference": "Reference"}
    mem = ["# Memory index", ""]
    for typ, head in groups.items():
        mem.append(f"## {head}")
        mem.append("")
        for fn in sorted(content.ROOT):
            name, desc, t, title, hook, body = content.ROOT[fn]
            if t == typ:
                mem.append(f"- [{title}]({fn}) — {hook}")
        mem.append("")
    files["MEMORY.md"] = "\n".join(mem)

    # facts
    for date, time, cat, conf, tags, body in content.FACTS:
        raw = MARK.sub("", body)
        path, stem, iso = fact_path(date, time, cat, raw)
        text = strip_markers(path, body + "\n", claims, errors)
        taglines = "".join(f"  - {t}\n" for t in tags)
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: explicit\ntags:\n{taglines}status: active\n---\n\n")
        if path in files:
            errors.append(f"duplicate fact path {path}")
        files[path] = fm + text

    # auto
    for slug, (title, created, tags, body) in content.AUTO.items():
        path = f"auto/{slug}.md"
        text = strip_markers(path, body, claims, errors)
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[path] = fm + text

    # pairs
    rows = []
    used = set()
    seen_files = set()
    for row in pairs.CONTRA + pairs.NONCON:
        pid, cls, c1, c2 = row[:4]
        for c in (c1, c2):
            if c not in claims:
                errors.append(f"{pid}: unknown claim {c}")
        if c1 not in claims or c2 not in claims:
            continue
        used.update((c1, c2))
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        if p1 == p2:
            errors.append(f"{pid}: both claims in {p1}")
        if p1 > p2:
            (c1, p1, l1), (c2, p2, l2) = (c2, p2, l2), (c1, p1, l1)
        if (p1, p2) in seen_files:
            errors.append(f"{pid}: file pair {p1} / {p2} used twice")
        seen_files.add((p1, p2))
        if cls in CONTRA_CLASSES:
            slot, vals = row[4], row[5]
            note = f"{pid}: {slot}: {vals[c2]} vs {vals[c1]}"
            label = "contradiction"
        else:
            note = f"{pid}: {row[4]}"
            label = "non_contradiction"
        rows.append({"a": p1, "b": p2, "label": label, "class": cls,
                     "claim_a": l1, "claim_b": l2, "note": note})
    for c in claims:
        if c not in used:
            errors.append(f"unused marker {c} in {claims[c][0]}")

    if errors:
        print("BUILD ERRORS:")
        for e in errors:
            print("  ", e)
        sys.exit(1)

    if STORE.exists():
        shutil.rmtree(STORE)
    for path, text in files.items():
        f = STORE / path
        f.parent.mkdir(parents=True, exist_ok=True)
        f.write_text(text if text.endswith("\n") else text + "\n", encoding="utf-8")

    with open(SET / "labels.yaml", "w", encoding="utf-8") as fh:
        fh.write(f"now: {NOW.isoformat()}\n")
        yaml.safe_dump({"pairs": rows}, fh, sort_keys=False, allow_unicode=True, width=100000,
                       default_flow_style=False)

    # stats
    def layout(p):
        return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"
    lay = Counter(layout(p) for p in files)
    in_pairs = {r["a"] for r in rows} | {r["b"] for r in rows}
    cross = sum(layout(r["a"]) != layout(r["b"]) for r in rows)
    print(f"files: {len(files)} {dict(lay)}")
    print(f"files in no pair: {len(files) - len(in_pairs)}")
    print(f"pairs: {len(rows)}, cross-layout {cross}")
    print("classes:", dict(Counter(r['class'] for r in rows)))


if __name__ == "__main__":
    main()
