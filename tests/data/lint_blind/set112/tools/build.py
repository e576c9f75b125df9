#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set112 from the claim tables and file bodies."""
import datetime as dt
import hashlib
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, PAIRS  # noqa: E402
from content_root import ROOT, FLAT  # noqa: E402
from content_auto import AUTO  # noqa: E402
from content_facts import FACTS  # noqa: E402

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")
placed = {}  # claim id -> store-relative path


def q(s):
    return json.dumps(s, ensure_ascii=False)


def fill(body, relpath):
    out = []
    for line in body.strip("\n").split("\n"):
        s = line.strip()
        if s.startswith("@@") and s.endswith("@@") and len(s) > 4:
            cid = s[2:-2]
            if cid not in CLAIMS:
                raise SystemExit(f"unknown claim id {cid} in {relpath}")
            if cid in placed:
                raise SystemExit(f"claim {cid} placed twice ({placed[cid]}, {relpath})")
            placed[cid] = relpath
            out.append(CLAIMS[cid])
        else:
            if "@@" in line:
                raise SystemExit(f"stray marker in {relpath}: {line}")
            out.append(line)
    return "\n".join(out) + "\n"


def write(relpath, text):
    path = os.path.join(STORE, relpath)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def fact_path(date, category, body):
    h = hashlib.sha1((date + category + body).encode()).hexdigest()
    day = dt.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=dt.timezone.utc)
    secs = 7 * 3600 + int(h[:6], 16) % (13 * 3600)  # between 07:00 and 20:00 UTC
    ms = int(h[6:9], 16) % 1000
    stamp = day + dt.timedelta(seconds=secs, milliseconds=ms)
    epoch = int(stamp.timestamp() * 1000)
    stem = f"{category}-{epoch}-{h[10:14]}"
    return f"facts/{date}/{stem}.md", stem, stamp


def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)

    # root memories + index
    index = ["# Memory index", ""]
    for fname in sorted(ROOT):
        name, desc, typ, title, hook, body = ROOT[fname]
        d = desc if fname in FLAT else q(desc)
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        write(fname, fm + fill(body, fname))
        index.append(f"- [{title}]({fname}) — {hook}")
    write("MEMORY.md", "\n".join(index) + "\n")

    # free notes
    for slug in sorted(AUTO):
        title, created, tags, body = AUTO[slug]
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        write(rel, fm + fill(body, rel))

    # remnic facts
    for date, cat, tags, body in FACTS:
        rel, stem, stamp = fact_path(date, cat, body)
        iso = stamp.strftime("%Y-%m-%dT%H:%M:%SZ")
        tag_lines = "".join(f"  - {t}\n" for t in tags)
        conf = "0.9" if cat == "fact" else "0.85"
        tier = "explicit" if cat != "preference" else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n{tag_lines}status: active\n---\n\n")
        write(rel, fm + fill(body, rel))

    missing = sorted(set(CLAIMS) - set(placed))
    if missing:
        raise SystemExit(f"claims never placed: {missing}")

    # labels
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, c1, c2, note in PAIRS:
        f1, f2 = placed[c1], placed[c2]
        if f1 == f2:
            raise SystemExit(f"{pid}: both claims in {f1}")
        if f2 < f1:
            f1, f2, c1, c2 = f2, f1, c2, c1
        out += [f"  - a: {f1}", f"    b: {f2}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(CLAIMS[c1])}", f"    claim_b: {q(CLAIMS[c2])}",
                f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(BASE, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files and {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
