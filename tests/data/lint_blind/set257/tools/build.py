#!/usr/bin/env python3
"""Regenerate set257/store/ and set257/labels.yaml from content.py and pairs.py."""
import calendar
import datetime as dt
import hashlib
import os
import re
import shutil
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
sys.path.insert(0, HERE)
import content  # noqa: E402
import pairs as pairs_mod  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9_]+)@ (.*)$")
TYPE_ORDER = [("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")]


class BuildError(Exception):
    pass


def strip_markers(relpath, body, claims):
    out = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line)
        if m:
            cid, text = m.group(1), m.group(2)
            if cid in claims:
                raise BuildError(f"claim id {cid} placed twice ({claims[cid][0]} and {relpath})")
            claims[cid] = (relpath, text)
            out.append(text)
        else:
            if line.startswith("@") and re.match(r"^@\w+@", line):
                raise BuildError(f"malformed marker in {relpath}: {line!r}")
            out.append(line)
    return "\n".join(out) + "\n"


def fact_meta(date, time, category, body):
    y, mo, d = map(int, date.split("-"))
    h, mi, s = map(int, time.split(":"))
    epoch_ms = calendar.timegm((y, mo, d, h, mi, s, 0, 0, 0)) * 1000
    hex4 = hashlib.sha1(body.encode("utf-8")).hexdigest()[:4]
    stem = f"{category}-{epoch_ms}-{hex4}"
    iso = f"{date}T{time}.000Z"
    return stem, iso


def build():
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    claims = {}
    files = {}

    # ---- root memories ----
    for r in content.ROOT:
        rel = r["file"]
        fm = f"---\nname: {r['name']}\ndescription: {r['description']}\ntype: {r['type']}\n---\n\n"
        files[rel] = fm + strip_markers(rel, r["body"], claims)
    # MEMORY.md index
    lines = ["# Memory Index", ""]
    for t, heading in TYPE_ORDER:
        entries = [r for r in content.ROOT if r["type"] == t]
        if not entries:
            continue
        lines.append(f"## {heading}")
        lines.append("")
        for r in sorted(entries, key=lambda r: r["file"]):
            lines.append(f"- [{r['title']}]({r['file']}) — {r['hook']}")
        lines.append("")
    files["MEMORY.md"] = "\n".join(lines).rstrip("\n") + "\n"

    # ---- remnic facts ----
    seen_stems = set()
    for (date, time, category, conf, tags, body) in content.FACTS:
        plain = MARK.sub(r"\2", body.split("\n")[0])
        stem, iso = fact_meta(date, time, category, plain)
        if stem in seen_stems:
            raise BuildError(f"duplicate fact stem {stem}")
        seen_stems.add(stem)
        rel = f"facts/{date}/{stem}.md"
        tag_lines = "".join(f"  - {t}\n" for t in tags)
        fm = (f"---\nid: {stem}\ncategory: {category}\ncreated: {iso}\nupdated: {iso}\n"
              f"source: extraction\nconfidence: {conf}\nconfidenceTier: explicit\ntags:\n{tag_lines}"
              f"status: active\n---\n\n")
        files[rel] = fm + strip_markers(rel, body, claims)

    # ---- free notes ----
    for a in content.AUTO:
        rel = f"auto/{a['slug']}.md"
        if rel in files:
            raise BuildError(f"duplicate auto slug {rel}")
        fm = f"---\ntitle: {a['title']}\ncreated: {a['created']}\ntags: [{', '.join(a['tags'])}]\n---\n\n"
        files[rel] = fm + strip_markers(rel, a["body"], claims)

    for rel, text in files.items():
        path = os.path.join(STORE, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(text)

    # ---- pairs ----
    used = set()
    out_pairs = []
    seen_ab = {}
    for p in pairs_mod.PAIRS:
        pid, cls, c1, c2 = p[:4]
        for c in (c1, c2):
            if c not in claims:
                raise BuildError(f"{pid}: unknown claim id {c}")
            used.add(c)
        f1, t1 = claims[c1]
        f2, t2 = claims[c2]
        if f1 == f2:
            raise BuildError(f"{pid}: both claims in the same file {f1}")
        if f1 < f2:
            (a, ca, ta), (b, cb, tb) = (f1, c1, t1), (f2, c2, t2)
        else:
            (a, ca, ta), (b, cb, tb) = (f2, c2, t2), (f1, c1, t1)
        if (a, b) in seen_ab:
            raise BuildError(f"{pid}: file pair ({a}, {b}) already used by {seen_ab[(a, b)]}")
        seen_ab[(a, b)] = pid
        if cls in pairs_mod.CONTRADICTION_CLASSES:
            slot, values = p[4], p[5]
            note = f"{pid}: {slot}: {values[cb]} vs {values[ca]}"
            label = "contradiction"
        else:
            note = p[4]
            label = "non_contradiction"
            if not note.startswith(pid + ":"):
                raise BuildError(f"{pid}: note must start with its id")
        out_pairs.append({"a": a, "b": b, "label": label, "class": cls,
                          "claim_a": ta, "claim_b": tb, "note": note})
    unused = sorted(set(claims) - used)
    if unused:
        raise BuildError(f"unused claim markers: {unused}")

    doc = {"now": dt.date(2026, 11, 28), "pairs": out_pairs}
    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as fh:
        yaml.safe_dump(doc, fh, allow_unicode=True, sort_keys=False, width=10000, default_flow_style=False)

    n_root = sum(1 for f in files if "/" not in f)
    n_fact = sum(1 for f in files if f.startswith("facts/"))
    n_auto = sum(1 for f in files if f.startswith("auto/"))
    print(f"wrote {len(files)} files (root {n_root} incl. MEMORY.md, facts {n_fact}, auto {n_auto}); "
          f"{len(claims)} claim lines; {len(out_pairs)} pairs")


if __name__ == "__main__":
    try:
        build()
    except BuildError as e:
        print("BUILD ERROR:", e, file=sys.stderr)
        sys.exit(1)
