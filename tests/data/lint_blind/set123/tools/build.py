#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the content tables.

Claim lines are tagged in the content tables with a leading @@<pair id><a|b>@@ marker; the marker is
stripped when the file is written and the line (as written) becomes claim_a / claim_b. The pair's
files are whatever files carry its two markers; a/b are then ordered by path."""
import datetime as dt
import hashlib
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT  # noqa: E402
from content_auto import AUTO  # noqa: E402
from content_facts import FACTS  # noqa: E402
from pairs import PAIRS, CONTRA, WRAPPED  # noqa: E402

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")
NOW = "2026-11-28"
MARK = re.compile(r"^@@([A-Z]+\d+[ab])@@(.*)$")


def strip_markers(rel, body, claims):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid, text = m.group(1), m.group(2)
            if cid in claims:
                sys.exit(f"claim {cid} placed twice ({claims[cid][0]} and {rel})")
            claims[cid] = (rel, text)
            line = text
        out.append(line)
    return "\n".join(out)


def fact_path(date, category, body):
    h = hashlib.sha1(body.encode()).hexdigest()
    day = dt.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=dt.timezone.utc)
    offset_ms = (int(h[4:12], 16) % (10 * 3600 * 1000)) + 8 * 3600 * 1000  # 08:00..18:00 UTC
    epoch = int(day.timestamp() * 1000) + offset_ms
    stamp = dt.datetime.fromtimestamp(epoch / 1000, dt.timezone.utc)
    iso = stamp.strftime("%Y-%m-%dT%H:%M:%S.") + f"{epoch % 1000:03d}Z"
    fid = f"{category}-{epoch}-{h[:4]}"
    return f"facts/{date}/{fid}.md", fid, iso


def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    claims = {}
    files = {}

    index = ["# Memory index", ""]
    for fn in sorted(ROOT):
        name, desc, typ, title, body = ROOT[fn]
        text = strip_markers(fn, body, claims)
        files[fn] = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n{text}"
        index.append(f"- [{title}]({fn}) — {desc}")
    files["MEMORY.md"] = "\n".join(index) + "\n"

    for slug in sorted(AUTO):
        title, created, tags, body = AUTO[slug]
        rel = f"auto/{slug}.md"
        text = strip_markers(rel, body, claims)
        files[rel] = (f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n{text}")

    for date, category, tags, body in FACTS:
        rel, fid, iso = fact_path(date, category, body)
        if rel in files:
            sys.exit(f"duplicate fact path {rel}")
        text = strip_markers(rel, body + "\n", claims)
        conf = "0.95" if category == "decision" else ("0.85" if category == "preference" else "0.9")
        tier = "explicit" if category != "preference" else "implied"
        fm = (f"---\nid: {fid}\ncategory: {category}\ncreated: {iso}\nupdated: {iso}\n"
              f"source: extraction\nconfidence: {conf}\nconfidenceTier: {tier}\n"
              f"tags: [{', '.join(json.dumps(t) for t in tags)}]\nstatus: active\n---\n\n")
        files[rel] = fm + text

    for rel, content in files.items():
        path = os.path.join(STORE, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(content)

    lines = [f"now: {NOW}", "pairs:"]
    seen = set()
    for pid, cls, note in PAIRS:
        (pa, ca), (pb, cb) = claims[pid + "a"], claims[pid + "b"]
        sides = {"a": "a", "b": "b"}
        if pb < pa:
            (pa, ca), (pb, cb) = (pb, cb), (pa, ca)
            sides = {"a": "b", "b": "a"}
        if cls == "stale_vs_change":
            note += f"; stale side: {sides['a']}"
        for s_ in "ab":
            if pid + s_ in WRAPPED:
                note += f"; {sides[s_]} is hard-wrapped (claim = first line)"
        if (pa, pb) in seen or pa == pb:
            sys.exit(f"{pid}: file pair reused or same file: {pa} {pb}")
        seen.add((pa, pb))
        label = "contradiction" if cls in CONTRA else "non_contradiction"
        q = lambda s: json.dumps(s, ensure_ascii=False)
        lines += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    unused = set(claims) - {p[0] + s for p in PAIRS for s in 'ab'}
    if unused:
        sys.exit(f"markers without a pair: {sorted(unused)}")
    with open(os.path.join(BASE, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
