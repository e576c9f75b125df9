#!/usr/bin/env python3
"""Regenerate set261/store/ and set261/labels.yaml from content.py and pairs.py."""
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
from pairs import PAIRS, CONTRADICTION  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9_]+)@ (.*)$")
NOW = dt.date(2026, 11, 28)
errors = []


def err(msg):
    errors.append(msg)


def strip_markers(relpath, body, claims):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid, text = m.group(1), m.group(2)
            if cid in claims:
                err(f"claim id {cid} placed twice ({claims[cid][0]} and {relpath})")
            claims[cid] = (relpath, text)
            out.append(text)
        else:
            if "@" in line and re.search(r"@[A-Za-z0-9_]+@", line):
                err(f"stray marker in {relpath}: {line!r}")
            out.append(line)
    return "\n".join(out)


def fact_path(f):
    created = dt.datetime.strptime(f["date"] + " " + f["time"], "%Y-%m-%d %H:%M:%S").replace(tzinfo=dt.timezone.utc)
    epoch_ms = int(created.timestamp() * 1000)
    hex4 = hashlib.sha1((f["date"] + f["time"] + f["body"]).encode()).hexdigest()[:4]
    stem = f"{f['category']}-{epoch_ms}-{hex4}"
    iso = created.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    return f"facts/{f['date']}/{stem}.md", stem, iso


def main():
    if STORE.exists():
        shutil.rmtree(STORE)
    STORE.mkdir()
    files = {}
    claims = {}

    # root memories
    index = ["# Memory index", ""]
    for fname in sorted(content.ROOT):
        r = content.ROOT[fname]
        desc = r["description"]
        if r["flat"]:
            assert ": " in desc, fname
        else:
            assert ": " not in desc, fname
        body = strip_markers(fname, r["body"], claims)
        text = f"---\nname: {r['name']}\ndescription: {desc}\ntype: {r['type']}\n---\n\n{body}"
        files[fname] = text
        index.append(f"- [{r['title']}]({fname}) — {r['hook']}")
    files["MEMORY.md"] = "\n".join(index) + "\n"

    # remnic facts
    for f in content.FACTS:
        rel, stem, iso = fact_path(f)
        if rel in files:
            err(f"duplicate fact path {rel}")
        body = strip_markers(rel, f["body"], claims)
        tags = "".join(f"  - {t}\n" for t in f["tags"])
        text = (f"---\nid: {stem}\ncategory: {f['category']}\ncreated: {iso}\nupdated: {iso}\n"
                f"source: extraction\nconfidence: {f['confidence']}\nconfidenceTier: explicit\n"
                f"tags:\n{tags}status: active\n---\n\n{body}")
        files[rel] = text

    # free notes
    for slug in sorted(content.AUTO):
        a = content.AUTO[slug]
        rel = f"auto/{slug}.md"
        body = strip_markers(rel, a["body"], claims)
        tags = ", ".join(a["tags"])
        text = f"---\ntitle: {a['title']}\ncreated: {a['created']}\ntags: [{tags}]\n---\n\n{body}"
        files[rel] = text

    for rel, text in files.items():
        p = STORE / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")

    # pairs
    used = set()
    seen_ids = set()
    seen_files = {}
    out_pairs = []
    for pid, cls, c1, c2, slot, v1, v2 in PAIRS:
        if pid in seen_ids:
            err(f"duplicate pair id {pid}")
        seen_ids.add(pid)
        if c1 not in claims or c2 not in claims:
            err(f"{pid}: unknown claim {c1 if c1 not in claims else c2}")
            continue
        used.update([c1, c2])
        (p1, t1), (p2, t2) = claims[c1], claims[c2]
        if p1 == p2:
            err(f"{pid}: both claims in {p1}")
            continue
        if p1 > p2:
            (p1, t1, v1), (p2, t2, v2) = (p2, t2, v2), (p1, t1, v1)
        key = (p1, p2)
        if key in seen_files:
            err(f"{pid}: file pair {key} already used by {seen_files[key]}")
        seen_files[key] = pid
        out_pairs.append({
            "a": p1, "b": p2,
            "label": "contradiction" if cls in CONTRADICTION else "non_contradiction",
            "class": cls,
            "claim_a": t1, "claim_b": t2,
            "note": f"{pid}: {slot}: {v2} vs {v1}",
        })
    unused = sorted(set(claims) - used)
    if unused:
        err(f"unused claim markers: {unused}")

    doc = {"now": NOW, "pairs": out_pairs}
    (SET / "labels.yaml").write_text(
        yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=10000), encoding="utf-8")

    n_root = sum(1 for r in files if "/" not in r)
    n_fact = sum(1 for r in files if r.startswith("facts/"))
    n_auto = sum(1 for r in files if r.startswith("auto/"))
    print(f"files: {len(files)} (root {n_root} incl. MEMORY.md, facts {n_fact}, auto {n_auto}); "
          f"claims {len(claims)}; pairs {len(out_pairs)}")
    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)


if __name__ == "__main__":
    main()
