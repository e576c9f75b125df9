#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the content tables.

Claim lines are written in the tables with an `@ID@ ` prefix; the prefix is stripped here and the
line is recorded as claim ID in the file it sits in. Pairs (pairs.py) name two claim ids; the
files are found from the markers and ordered so that `a` is the path that sorts first.
"""
import datetime as dt
import hashlib
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from pairs import PAIRS

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")
NOW = "2026-11-28"
MARK = re.compile(r"^@([A-Za-z0-9]+)@ ?(.*)$")
FLAT_DESC = {"reference_jobsheet.md", "reference_contractly.md", "reference_loanerboard.md",
             "reference_infra.md", "reference_depots.md", "reference_glossary.md"}

claims = {}  # id -> (relpath, line)


def strip_markers(rel, body):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid, text = m.group(1), m.group(2)
            if cid in claims:
                raise SystemExit(f"claim {cid} placed twice")
            claims[cid] = (rel, text)
            out.append(text)
        else:
            out.append(line)
    return "\n".join(out).strip("\n") + "\n"


def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)


def yq(s):
    return json.dumps(s, ensure_ascii=False)


def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    # root memories
    index = []
    for fn, (name, desc, typ, title, hook, body) in ROOT.items():
        d = desc if fn in FLAT_DESC else yq(desc)
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        write(fn, fm + strip_markers(fn, body))
        index.append(f"- [{title}]({fn}) — {hook}")
    write("MEMORY.md", "\n".join(index) + "\n")
    # auto notes
    for slug, (title, created, tags, body) in AUTO.items():
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {yq(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        write(rel, fm + strip_markers(rel, body))
    # remnic facts
    for i, (date, cat, tags, body) in enumerate(FACTS):
        h = hashlib.sha1(f"{date}{body}".encode()).hexdigest()
        secs = 7 * 3600 + int(h[:6], 16) % (11 * 3600)
        t = dt.datetime.fromisoformat(date).replace(tzinfo=dt.timezone.utc) + dt.timedelta(seconds=secs)
        epoch = int(t.timestamp() * 1000) + int(h[6:9], 16) % 1000
        stem = f"{cat}-{epoch}-{h[-4:]}"
        rel = f"facts/{date}/{stem}.md"
        iso = t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{epoch % 1000:03d}Z"
        conf = 0.95 if cat == "decision" else (0.85 if cat == "preference" else 0.9)
        tier = "explicit" if cat != "fact" else "implied"
        fm = ("---\n" f"id: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\n"
              "source: extraction\n" f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n"
              + "".join(f"  - {t_}\n" for t_ in tags) + "status: active\n---\n\n")
        write(rel, fm + strip_markers(rel, body))
    # labels
    out = [f"now: {NOW}", "pairs:"]
    for pid, cls, c1, c2, note in PAIRS:
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        if p2 < p1:
            (p1, l1), (p2, l2) = (p2, l2), (p1, l1)
        label = "non_contradiction" if cls in (
            "refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope") else "contradiction"
        out += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {yq(l1)}", f"    claim_b: {yq(l2)}", f"    note: {yq(pid + ': ' + note)}"]
    with open(os.path.join(BASE, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    used = {c for p in PAIRS for c in p[2:4]}
    unused = sorted(set(claims) - used)
    if unused:
        print("markers not used by any pair:", unused)
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files, {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
