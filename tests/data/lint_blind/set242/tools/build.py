#!/usr/bin/env python3
"""Regenerate set242/store/ and set242/labels.yaml from content.py and pairs.py."""
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
import pairs  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9_]+)@ (.*)$")
NOW = dt.date(2026, 11, 28)
errors = []


def strip_markers(path, text, claims):
    out = []
    for line in text.split("\n"):
        m = MARK.match(line)
        if m:
            cid, rest = m.group(1), m.group(2)
            if cid in claims:
                errors.append(f"claim id {cid} placed twice ({claims[cid][0]} and {path})")
            claims[cid] = (path, rest)
            out.append(rest)
        elif "@" in line and re.search(r"@[A-Z][A-Za-z0-9_]*@", line):
            errors.append(f"{path}: marker not at line start: {line!r}")
            out.append(line)
        else:
            out.append(line)
    return "\n".join(out)


def fact_file(f):
    y, mo, d = map(int, f["date"].split("-"))
    hh, mm, ss = map(int, f["time"].split(":"))
    when = dt.datetime(y, mo, d, hh, mm, ss, tzinfo=dt.timezone.utc)
    epoch = int(when.timestamp() * 1000)
    hex4 = hashlib.sha1(f["key"].encode()).hexdigest()[:4]
    stem = f"{f['category']}-{epoch}-{hex4}"
    path = f"facts/{f['date']}/{stem}.md"
    iso = when.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    fm = [
        "---",
        f"id: {stem}",
        f"category: {f['category']}",
        f"created: {iso}",
        f"updated: {iso}",
        "source: extraction",
        f"confidence: {f['confidence']}",
        "confidenceTier: explicit",
        "tags:",
        *[f"  - {t}" for t in f["tags"]],
        "status: active",
        "---",
        "",
    ]
    return path, "\n".join(fm) + "\n" + f["body"]


def memory_index():
    groups = {"user": [], "feedback": [], "project": [], "reference": []}
    for path, r in content.ROOT.items():
        m = re.search(r"^type: (\w+)$", r["text"], re.M)
        groups[m.group(1)].append(f"- [{r['title']}]({path}) — {r['hook']}")
    titles = {"user": "User", "feedback": "Feedback", "project": "Project", "reference": "Reference"}
    out = ["# Memory Index", ""]
    for key in ("user", "feedback", "project", "reference"):
        out.append(f"## {titles[key]}")
        out.append("")
        out.extend(sorted(groups[key]))
        out.append("")
    return "\n".join(out)


def main():
    files = {}
    claims = {}
    for path, r in content.ROOT.items():
        files[path] = strip_markers(path, r["text"], claims)
    for path, text in content.AUTO.items():
        files[path] = strip_markers(path, text, claims)
    for f in content.FACTS:
        path, text = fact_file(f)
        if path in files:
            errors.append(f"duplicate fact path {path}")
        files[path] = strip_markers(path, text, claims)
    files["MEMORY.md"] = memory_index()

    used = set()
    labels = []
    seen_pairs = {}
    ids = set()
    for pid, cls, c1, c2, slot, v1, v2 in pairs.PAIRS:
        if pid in ids:
            errors.append(f"duplicate pair id {pid}")
        ids.add(pid)
        r1 = pairs.ALIASES.get(c1, c1)
        r2 = pairs.ALIASES.get(c2, c2)
        missing = [c for c in (r1, r2) if c not in claims]
        if missing:
            errors.append(f"{pid}: missing claim(s) {missing}")
            continue
        used.update({r1, r2})
        (p1, l1), (p2, l2) = claims[r1], claims[r2]
        if p1 == p2:
            errors.append(f"{pid}: both claims in {p1}")
            continue
        if p1 < p2:
            a, la, va, b, lb, vb = p1, l1, v1, p2, l2, v2
        else:
            a, la, va, b, lb, vb = p2, l2, v2, p1, l1, v1
        if (a, b) in seen_pairs:
            errors.append(f"{pid}: file pair ({a}, {b}) already used by {seen_pairs[(a, b)]}")
        seen_pairs[(a, b)] = pid
        label = "contradiction" if cls in pairs.CONTRADICTION_CLASSES else "non_contradiction"
        labels.append({
            "a": a, "b": b, "label": label, "class": cls,
            "claim_a": la, "claim_b": lb,
            "note": f"{pid}: {slot}: {vb} vs {va}",
        })
    unused = sorted(set(claims) - used)
    if unused:
        errors.append(f"unused markers: {unused}")

    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)

    if STORE.exists():
        shutil.rmtree(STORE)
    for path, text in files.items():
        p = STORE / path
        p.parent.mkdir(parents=True, exist_ok=True)
        if not text.endswith("\n"):
            text += "\n"
        p.write_text(text, encoding="utf-8")

    doc = {"now": NOW, "pairs": labels}
    (SET / "labels.yaml").write_text(
        yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=10000), encoding="utf-8")

    n_root = sum(1 for p in files if "/" not in p)
    n_auto = sum(1 for p in files if p.startswith("auto/"))
    n_fact = sum(1 for p in files if p.startswith("facts/"))
    print(f"wrote {len(files)} files: root {n_root} (incl. MEMORY.md), auto {n_auto}, facts {n_fact}")
    print(f"wrote {len(labels)} pairs to labels.yaml")


if __name__ == "__main__":
    main()
