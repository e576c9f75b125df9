#!/usr/bin/env python3
"""Regenerate set227/store/ and set227/labels.yaml from content.py and pairs.py."""
import datetime as dt
import re
import shutil
import sys
from pathlib import Path

import yaml

TOOLS = Path(__file__).resolve().parent
SET = TOOLS.parent
STORE = SET / "store"
sys.path.insert(0, str(TOOLS))
import content  # noqa: E402
import pairs as pairs_mod  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ (.*)$")
NOW = "2026-11-28"


def fact_file(f):
    d = dt.datetime.strptime(f["date"] + " " + f["time"], "%Y-%m-%d %H:%M:%S").replace(tzinfo=dt.timezone.utc)
    epoch = int(d.timestamp() * 1000)
    stem = f"{f['category']}-{epoch}-{f['hex4']}"
    iso = d.strftime("%Y-%m-%dT%H:%M:%SZ")
    tags = "".join(f"  - {t}\n" for t in f["tags"])
    text = (f"---\nid: {stem}\ncategory: {f['category']}\ncreated: {iso}\nupdated: {iso}\n"
            f"source: extraction\nconfidence: {f['confidence']}\nconfidenceTier: explicit\n"
            f"tags:\n{tags}status: active\n---\n\n{f['body']}\n")
    return f"facts/{f['date']}/{stem}.md", text


def main():
    errors = []
    raw = {}
    for name, text in content.ROOT.items():
        raw[name] = text
    for name, text in content.AUTO.items():
        raw[f"auto/{name}"] = text
    for f in content.FACTS:
        path, text = fact_file(f)
        if path in raw:
            errors.append(f"duplicate fact path {path}")
        raw[path] = text

    claims = {}  # id -> (path, line)
    files = {}
    for path, text in raw.items():
        out = []
        for line in text.split("\n"):
            m = MARK.match(line)
            if m:
                cid, rest = m.group(1), m.group(2)
                if cid in claims:
                    errors.append(f"claim id {cid} placed twice ({claims[cid][0]}, {path})")
                claims[cid] = (path, rest)
                out.append(rest)
            else:
                if "@" in line and re.search(r"@[A-Za-z0-9]+@", line) and line.lstrip().startswith("@"):
                    errors.append(f"malformed marker in {path}: {line!r}")
                out.append(line)
        files[path] = "\n".join(out)

    used = set()
    labels = []
    seen_pairs = {}
    ids = set()
    for pid, cls, c1, c2, note in pairs_mod.PAIRS:
        if pid in ids:
            errors.append(f"duplicate pair id {pid}")
        ids.add(pid)
        for c in (c1, c2):
            if c not in claims:
                errors.append(f"{pid}: unknown claim id {c}")
        if c1 not in claims or c2 not in claims:
            continue
        used.update((c1, c2))
        p1, l1 = claims[c1]
        p2, l2 = claims[c2]
        if p1 == p2:
            errors.append(f"{pid}: both claims in {p1}")
            continue
        if p1 < p2:
            (a, la, ca), (b, lb, cb) = (p1, l1, c1), (p2, l2, c2)
        else:
            (a, la, ca), (b, lb, cb) = (p2, l2, c2), (p1, l1, c1)
        if (a, b) in seen_pairs:
            errors.append(f"{pid}: file pair ({a}, {b}) already used by {seen_pairs[(a, b)]}")
        seen_pairs[(a, b)] = pid
        if isinstance(note, dict):
            note_s = f"{pid}: {note['slot']}: {note[cb]} vs {note[ca]}"
        else:
            note_s = note
        label = "contradiction" if cls in pairs_mod.CONTRADICTION_CLASSES else "non_contradiction"
        labels.append(dict(a=a, b=b, label=label, **{"class": cls}, claim_a=la, claim_b=lb, note=note_s))

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
    for path, text in files.items():
        p = STORE / path
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")

    doc = {"now": dt.date.fromisoformat(NOW), "pairs": labels}
    with open(SET / "labels.yaml", "w", encoding="utf-8") as fh:
        yaml.safe_dump(doc, fh, sort_keys=False, allow_unicode=True, width=10000)

    def layout(p):
        return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"
    cross = sum(1 for l in labels if layout(l["a"]) != layout(l["b"]))
    labelled_files = {l["a"] for l in labels} | {l["b"] for l in labels}
    counts = {k: sum(1 for p in files if layout(p) == k) for k in ("root", "facts", "auto")}
    print(f"wrote {len(files)} files {counts}; {len(labels)} pairs, {cross} cross-layout; "
          f"{len(files) - len(labelled_files)} files in no labelled pair")


if __name__ == "__main__":
    main()
