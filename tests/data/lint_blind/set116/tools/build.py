#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content.py (file bodies with «key» claim markers)
and pairs.py (pair table)."""
import datetime as dt
import hashlib
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import content  # noqa: E402
from pairs import PAIRS, CONTRA  # noqa: E402

ROOT_DIR = os.path.dirname(HERE)
STORE = os.path.join(ROOT_DIR, "store")
MARK = re.compile(r"^(- )?«([a-z0-9_]+)»")

claims = {}  # key -> (relpath, line)


def strip_markers(relpath, body):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            key = m.group(2)
            line = (m.group(1) or "") + line[m.end():]
            if key in claims:
                raise SystemExit(f"duplicate claim key {key}")
            claims[key] = (relpath, line)
        out.append(line)
    return "\n".join(out)


def write(relpath, text):
    p = os.path.join(STORE, relpath)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)


def q(s):
    return json.dumps(s, ensure_ascii=False)


def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)

    # root memories
    index = []
    for r in content.ROOT:
        body = strip_markers(r["file"], r["body"])
        desc = r["desc"] if r["flat"] else q(r["desc"])
        fm = f"---\nname: {r['name']}\ndescription: {desc}\ntype: {r['type']}\n---\n\n"
        write(r["file"], fm + body)
        index.append(f"- [{r['title']}]({r['file']}) — {r['hook']}")
    write("MEMORY.md", "\n".join(index) + "\n")

    # auto notes
    for a in content.AUTO:
        rel = f"auto/{a['slug']}.md"
        body = strip_markers(rel, a["body"])
        fm = (f"---\ntitle: {q(a['title'])}\ncreated: {a['created']}\n"
              f"tags: [{', '.join(a['tags'])}]\n---\n\n")
        write(rel, fm + body)

    # remnic facts
    for i, f in enumerate(content.FACTS):
        h = hashlib.sha1((f["date"] + f["body"]).encode()).hexdigest()
        day = dt.datetime.strptime(f["date"], "%Y-%m-%d").replace(tzinfo=dt.timezone.utc)
        secs = 8 * 3600 + int(h[:6], 16) % (10 * 3600)
        ts = day + dt.timedelta(seconds=secs, milliseconds=int(h[6:9], 16) % 1000)
        epoch = int(ts.timestamp() * 1000)
        stem = f"{f['cat']}-{epoch}-{h[10:14]}"
        rel = f"facts/{f['date']}/{stem}.md"
        body = strip_markers(rel, f["body"])
        iso = ts.strftime("%Y-%m-%dT%H:%M:%S.") + f"{epoch % 1000:03d}Z"
        tier = "explicit" if f["conf"] >= 0.9 else "implied"
        tags = "".join(f"  - {t}\n" for t in f["tags"])
        fm = (f"---\nid: {stem}\ncategory: {f['cat']}\ncreated: {iso}\nupdated: {iso}\n"
              f"source: extraction\nconfidence: {f['conf']}\nconfidenceTier: {tier}\n"
              f"tags:\n{tags}status: active\n---\n\n")
        write(rel, fm + body)

    # labels
    out = ["now: 2026-11-28", "pairs:"]
    for pid, cls, k1, k2, note in PAIRS:
        (p1, l1), (p2, l2) = claims[k1], claims[k2]
        if p2 < p1:
            (p1, l1), (p2, l2) = (p2, l2), (p1, l1)
        label = "contradiction" if cls in CONTRA else "non_contradiction"
        out += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(l1)}", f"    claim_b: {q(l2)}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(ROOT_DIR, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    used = {k for p in PAIRS for k in p[2:4]}
    unused = sorted(set(claims) - used)
    if unused:
        print("WARNING unused claim keys:", unused)
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files, {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
