#!/usr/bin/env python3
"""Regenerate set193's store/ and labels.yaml from the claim and content tables."""
import datetime as dt
import json
import os
import random
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, PAIRS  # noqa: E402
from content_root import ROOT  # noqa: E402
from content_auto import AUTO  # noqa: E402
from content_facts import FACTS  # noqa: E402

SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
MARK = re.compile(r"^@@([A-Z0-9a-z]+)@@$")


def fill(body, path, where):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            if cid in where:
                sys.exit(f"claim {cid} placed twice ({where[cid]}, {path})")
            where[cid] = path
            out.append(CLAIMS[cid])
        else:
            out.append(line)
    return "\n".join(out)


def main():
    rng = random.Random(193)
    files = {}
    where = {}
    # root memories
    index = []
    for fn, (title, hook, fm, body) in ROOT.items():
        files[fn] = fm + "\n" + fill(body, fn, where)
        index.append(f"- [{title}]({fn}) — {hook}")
    files["MEMORY.md"] = "\n".join(index) + "\n"
    # auto notes
    for slug, (title, created, tags, body) in AUTO.items():
        p = f"auto/{slug}.md"
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n"
        files[p] = fm + "\n" + fill(body, p, where)
    # remnic facts
    for key, date, cat, tier, tags, body in FACTS:
        d = dt.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=dt.timezone.utc)
        t = d + dt.timedelta(seconds=rng.randint(7 * 3600, 18 * 3600), milliseconds=rng.randint(0, 999))
        ms = int(t.timestamp() * 1000)
        stem = f"{cat}-{ms}-{rng.getrandbits(16):04x}"
        p = f"facts/{date}/{stem}.md"
        iso = t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"
        conf = {"explicit": "0.92", "implied": "0.78"}[tier]
        fm = ("---\n" f"id: {stem}\n" f"category: {cat}\n" f"created: {iso}\n" f"updated: {iso}\n"
              "source: extraction\n" f"confidence: {conf}\n" f"confidenceTier: {tier}\n" "tags:\n"
              + "".join(f"  - {x}\n" for x in tags) + "status: active\n---\n")
        files[p] = fm + "\n" + fill(body, p, where) + "\n"

    missing = set(CLAIMS) - set(where)
    if missing:
        sys.exit(f"claims never placed: {sorted(missing)}")

    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    for p, text in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as f:
            f.write(text if text.endswith("\n") else text + "\n")

    q = lambda s: json.dumps(s, ensure_ascii=False)
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, x, y, note in PAIRS:
        px, py = where[x], where[y]
        if px == py:
            sys.exit(f"{pid}: both claims in {px}")
        (a, ca), (b, cb) = sorted([(px, CLAIMS[x]), (py, CLAIMS[y])])
        out += [f"  - a: {a}", f"    b: {b}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
