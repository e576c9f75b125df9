#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Regenerate store/ and labels.yaml for set121 from claims.py and content.py."""
import json, random, re, shutil
from datetime import datetime, timezone
from pathlib import Path

from claims import CLAIMS, PAIRS
from content import ROOT, FACTS, AUTO

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
STORE = OUT / "store"
MARK = re.compile(r"^@@([A-Za-z0-9]+)@@$", re.M)


def q(s):
    return json.dumps(s, ensure_ascii=False)


def fill(body, where, placed):
    def rep(m):
        cid = m.group(1)
        if cid not in CLAIMS:
            raise SystemExit(f"unknown claim marker {cid} in {where}")
        if cid in placed:
            raise SystemExit(f"claim {cid} placed twice ({placed[cid]}, {where})")
        placed[cid] = where
        return CLAIMS[cid]
    out = MARK.sub(rep, body)
    if "@@" in out:
        raise SystemExit(f"stray marker in {where}")
    return out


def main():
    rnd = random.Random(121)
    if STORE.exists():
        shutil.rmtree(STORE)
    STORE.mkdir(parents=True)
    placed = {}
    files = {}

    # root auto-memory
    index = ["# Memory index", ""]
    for fn in sorted(ROOT):
        name, desc, typ, title, hook, body = ROOT[fn]
        fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n"
        files[fn] = fm + fill(body, fn, placed)
        index.append(f"- [{title}]({fn}) — {hook}")
    files["MEMORY.md"] = "\n".join(index) + "\n"

    # remnic facts
    for date, cat, tags, body in FACTS:
        y, m, d = map(int, date.split("-"))
        dt = datetime(y, m, d, rnd.randint(7, 18), rnd.randint(0, 59), rnd.randint(0, 59),
                      rnd.randint(0, 999) * 1000, tzinfo=timezone.utc)
        ms = int(dt.timestamp() * 1000)
        hx = f"{rnd.randint(0, 0xFFFF):04x}"
        stem = f"{cat}-{ms}-{hx}"
        rel = f"facts/{date}/{stem}.md"
        iso = dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{dt.microsecond // 1000:03d}Z"
        conf = round(rnd.uniform(0.78, 0.97), 2)
        tier = "explicit" if conf >= 0.85 else "implied"
        fm = ("---\n"
              f"id: {stem}\n"
              f"category: {cat}\n"
              f"created: {iso}\n"
              f"updated: {iso}\n"
              "source: extraction\n"
              f"confidence: {conf}\n"
              f"confidenceTier: {tier}\n"
              f"tags: [{', '.join(q(t) for t in tags)}]\n"
              "status: active\n"
              "---\n\n")
        files[rel] = fm + fill(body, rel, placed)

    # free notes
    for rel in sorted(AUTO):
        title, created, tags, body = AUTO[rel]
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[rel] = fm + fill(body, rel, placed)

    missing = sorted(set(CLAIMS) - set(placed))
    if missing:
        raise SystemExit(f"claims never placed: {missing}")

    for rel, text in files.items():
        p = STORE / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")

    # labels
    lines = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, x, y, note in PAIRS:
        fx, fy = placed[x], placed[y]
        if fx == fy:
            raise SystemExit(f"{pid}: both claims in {fx}")
        (a, ca), (b, cb) = sorted([(fx, CLAIMS[x]), (fy, CLAIMS[y])])
        lines += [f"  - a: {a}", f"    b: {b}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    (OUT / "labels.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(files)} files and {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
