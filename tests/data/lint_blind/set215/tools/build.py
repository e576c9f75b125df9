#!/usr/bin/env python3
"""Regenerate set215/store/ and set215/labels.yaml from content.py and pairs.py."""
import datetime as dt
import re
import shutil
import sys
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
import content  # noqa: E402
import pairs  # noqa: E402

SET = Path(__file__).resolve().parent.parent
STORE = SET / "store"
MARK = re.compile(r"^@([A-Za-z0-9]+)@ (.*)$")
TYPE_HEADINGS = [("user", "User"), ("feedback", "Feedback"),
                 ("project", "Project"), ("reference", "Reference")]


def fail(msg):
    print("BUILD ERROR:", msg)
    sys.exit(1)


def strip_markers(relpath, body, claims):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid, text = m.group(1), m.group(2)
            if cid in claims:
                fail(f"claim id {cid} placed twice ({claims[cid][0]} and {relpath})")
            claims[cid] = (relpath, text)
            out.append(text)
        else:
            if "@" in line and re.search(r"@[A-Za-z0-9]+@", line):
                fail(f"marker not at line start in {relpath}: {line!r}")
            out.append(line)
    return "\n".join(out)


def epoch_ms(stamp):
    t = dt.datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%S").replace(tzinfo=dt.timezone.utc)
    return int(t.timestamp() * 1000), t


def build_files():
    files = {}  # relpath -> text
    claims = {}

    # root memories
    names = set()
    for m in content.ROOT:
        if m["file"] in files:
            fail(f"duplicate root file {m['file']}")
        if m["name"] in names:
            fail(f"duplicate name {m['name']}")
        names.add(m["name"])
        has_flat = ": " in m["description"]
        if has_flat != m["flat"]:
            fail(f"{m['file']}: flat flag {m['flat']} but description colon={has_flat}")
        body = strip_markers(m["file"], m["body"], claims)
        text = (f"---\nname: {m['name']}\ndescription: {m['description']}\n"
                f"type: {m['type']}\n---\n\n{body}")
        files[m["file"]] = text

    # MEMORY.md
    lines = ["# Memory Index", ""]
    for t, heading in TYPE_HEADINGS:
        group = [m for m in content.ROOT if m["type"] == t]
        if not group:
            continue
        lines.append(f"## {heading}")
        lines.append("")
        for m in group:
            lines.append(f"- [{m['title']}]({m['file']}) — {m['hook']}")
        lines.append("")
    files["MEMORY.md"] = "\n".join(lines)

    # facts
    seen_ids = set()
    for f in content.FACTS:
        ms, t = epoch_ms(f["dt"])
        stem = f"{f['category']}-{ms}-{f['hex']}"
        if stem in seen_ids:
            fail(f"duplicate fact id {stem}")
        seen_ids.add(stem)
        rel = f"facts/{t.strftime('%Y-%m-%d')}/{stem}.md"
        iso = t.strftime("%Y-%m-%dT%H:%M:%S.000Z")
        body = strip_markers(rel, f["body"], claims)
        tags = "".join(f"  - {x}\n" for x in f["tags"])
        text = (f"---\nid: {stem}\ncategory: {f['category']}\ncreated: {iso}\nupdated: {iso}\n"
                f"source: extraction\nconfidence: {f['confidence']}\nconfidenceTier: explicit\n"
                f"tags:\n{tags}status: active\n---\n\n{body}")
        files[rel] = text

    # auto notes
    for n in content.AUTO:
        rel = f"auto/{n['slug']}.md"
        if rel in files:
            fail(f"duplicate note {rel}")
        body = strip_markers(rel, n["body"], claims)
        text = (f"---\ntitle: {n['title']}\ncreated: {n['created']}\n"
                f"tags: [{', '.join(n['tags'])}]\n---\n\n{body}")
        files[rel] = text
    return files, claims


def build_labels(claims):
    used = set()
    out = []
    seen_pairs = set()
    seen_ids = set()
    for pid, cls, c1, c2, slot, values in pairs.PAIRS:
        if pid in seen_ids:
            fail(f"duplicate pair id {pid}")
        seen_ids.add(pid)
        for c in (c1, c2):
            if c not in claims:
                fail(f"{pid}: claim {c} not placed in any file")
            if c not in values:
                fail(f"{pid}: no note value for {c}")
        used.update((c1, c2))
        p1, l1 = claims[c1]
        p2, l2 = claims[c2]
        if p1 == p2:
            fail(f"{pid}: both claims in the same file {p1}")
        if p1 < p2:
            (a, la, va), (b, lb, vb) = (p1, l1, values[c1]), (p2, l2, values[c2])
        else:
            (a, la, va), (b, lb, vb) = (p2, l2, values[c2]), (p1, l1, values[c1])
        if (a, b) in seen_pairs:
            fail(f"{pid}: file pair ({a}, {b}) already used")
        seen_pairs.add((a, b))
        label = "contradiction" if cls in pairs.CONTRADICTION_CLASSES else "non_contradiction"
        if cls not in pairs.CONTRADICTION_CLASSES + pairs.NON_CONTRADICTION_CLASSES:
            fail(f"{pid}: unknown class {cls}")
        out.append({"a": a, "b": b, "label": label, "class": cls,
                    "claim_a": la, "claim_b": lb,
                    "note": f"{pid}: {slot}: {vb} vs {va}"})
    unused = sorted(set(claims) - used)
    if unused:
        fail(f"unused claim markers: {unused}")
    return out


def main():
    files, claims = build_files()
    labels = build_labels(claims)
    if STORE.exists():
        shutil.rmtree(STORE)
    for rel, text in files.items():
        p = STORE / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        if not text.endswith("\n"):
            text += "\n"
        p.write_text(text, encoding="utf-8")
    doc = {"now": dt.date(2026, 11, 28), "pairs": labels}
    with open(SET / "labels.yaml", "w", encoding="utf-8") as fh:
        yaml.safe_dump(doc, fh, sort_keys=False, allow_unicode=True, width=10000)
    n_root = sum(1 for r in files if "/" not in r and r != "MEMORY.md")
    n_facts = sum(1 for r in files if r.startswith("facts/"))
    n_auto = sum(1 for r in files if r.startswith("auto/"))
    print(f"built {len(files)} files: root={n_root} (+MEMORY.md) facts={n_facts} auto={n_auto}; "
          f"{len(labels)} pairs, {len(claims)} claim lines")


if __name__ == "__main__":
    main()
