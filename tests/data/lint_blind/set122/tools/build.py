#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set122 from the claim and content tables."""
import datetime as dt
import hashlib
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, CONT, PAIRS  # noqa: E402
from content_root import ROOT, FLAT  # noqa: E402
from content_auto import AUTO  # noqa: E402
from content_facts import FACTS  # noqa: E402

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^@@([A-Za-z0-9]+)@@$")


def expand(body, path, where):
    lines = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line.strip())
        if m:
            cid = m.group(1)
            if cid in where:
                raise SystemExit(f"claim {cid} placed twice ({where[cid]}, {path})")
            where[cid] = path
            lines.append(CLAIMS[cid])
            if cid in CONT:
                lines.append(CONT[cid])
        else:
            lines.append(line)
    return "\n".join(lines) + "\n"


def fact_path(date, time, category, body):
    h = hashlib.sha1((date + time + body).encode()).hexdigest()
    t = dt.datetime.strptime(f"{date} {time}", "%Y-%m-%d %H:%M").replace(tzinfo=dt.timezone.utc)
    ms = int(t.timestamp() * 1000) + int(h[4:8], 16) % 60000
    stem = f"{category}-{ms}-{h[:4]}"
    iso = dt.datetime.fromtimestamp(ms / 1000, dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    return f"facts/{date}/{stem}.md", stem, iso, h


def main():
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    where = {}
    files = {}

    # root
    index = ["# Memory index", ""]
    for fn in sorted(ROOT):
        title, name, desc, typ, body = ROOT[fn]
        if fn in FLAT:
            assert ": " in desc, fn
        else:
            assert ": " not in desc, fn
        fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n"
        files[fn] = fm + "\n" + expand(body, fn, where)
        hook = desc.split(": ", 1)[-1] if fn in FLAT else desc
        index.append(f"- [{title}]({fn}) — {hook[0].lower() + hook[1:]}")
    files["MEMORY.md"] = "\n".join(index) + "\n"

    # auto
    for slug, (title, created, tags, body) in AUTO.items():
        p = f"auto/{slug}.md"
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n"
        files[p] = fm + "\n# " + title + "\n\n" + expand(body, p, where)

    # remnic facts
    for date, time, cat, tags, body in FACTS:
        p, stem, iso, h = fact_path(date, time, cat, body)
        conf = 0.8 + (int(h[8:10], 16) % 20) / 100
        fm = ("---\n"
              f"id: {stem}\n"
              f"category: {cat}\n"
              f"created: {iso}\n"
              f"updated: {iso}\n"
              "source: extraction\n"
              f"confidence: {conf:.2f}\n"
              "confidenceTier: explicit\n"
              f"tags: {json.dumps(tags)}\n"
              "status: active\n"
              "---\n")
        assert p not in files, p
        files[p] = fm + "\n" + expand(body, p, where)

    missing = set(CLAIMS) - set(where)
    if missing:
        raise SystemExit(f"claims never placed: {sorted(missing)}")

    for p, text in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as f:
            f.write(text)

    # labels
    def q(s):
        return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'

    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, ca, cb, note in PAIRS:
        pa, pb = where[ca], where[cb]
        if pb < pa:
            pa, pb, ca, cb = pb, pa, cb, ca
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(CLAIMS[ca])}", f"    claim_b: {q(CLAIMS[cb])}",
                f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
