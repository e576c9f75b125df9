#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the content tables."""
import json, os, random, re, shutil, sys
from datetime import datetime, timezone
sys.path.insert(0, os.path.dirname(__file__))
from content_root import ROOT
from content_facts import FACTS
from content_auto import AUTO
from claims import PAIRS, CONTRA

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
NOW = "2026-11-28"
FLAT = {"reference_council.md", "reference_hallbook.md", "reference_pathwatch.md", "reference_glossary.md"}
MARK = re.compile(r"^@@([A-Z]+[0-9]+[ab])@@")

claims = {}  # id -> (path, line)

def body_lines(path, body):
    out = []
    for ln in body.strip("\n").split("\n"):
        m = MARK.match(ln)
        if m:
            cid = m.group(1)
            ln = ln[m.end():]
            if cid in claims:
                sys.exit(f"claim {cid} placed twice")
            claims[cid] = (path, ln)
        out.append(ln)
    return "\n".join(out) + "\n"

def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)

def q(s):
    return json.dumps(s, ensure_ascii=False)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    rng = random.Random(137)
    index = []
    for fn, name, desc, typ, title, hook, body in ROOT:
        d = desc if (fn in FLAT) else q(desc)
        if fn not in FLAT and ": " not in desc:
            d = desc
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        write(fn, fm + body_lines(fn, body))
        index.append(f"- [{title}]({fn}) — {hook}")
    write("MEMORY.md", "\n".join(index) + "\n")
    for date, cat, tags, body in FACTS:
        day = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        ms = int(day.timestamp() * 1000) + rng.randrange(7 * 3600 * 1000, 22 * 3600 * 1000)
        hx = "%04x" % rng.randrange(0x10000)
        stem = f"{cat}-{ms}-{hx}"
        rel = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)
        conf = rng.choice([0.8, 0.85, 0.9, 0.95])
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        write(rel, fm + body_lines(rel, body))
    for slug, title, created, tags, body in AUTO:
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        write(rel, fm + f"# {title}\n\n" + body_lines(rel, body))
    used = set()
    out = [f"now: {NOW}", "pairs:"]
    for pid, cls, c1, c2, note in PAIRS:
        for c in (c1, c2):
            if c not in claims:
                sys.exit(f"{pid}: claim {c} not placed")
            used.add(c)
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        if p2 < p1:
            (p1, l1), (p2, l2) = (p2, l2), (p1, l1)
        label = "contradiction" if cls in CONTRA else "non_contradiction"
        out += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(l1)}", f"    claim_b: {q(l2)}", f"    note: {q(pid + ': ' + note)}"]
    unused = set(claims) - used
    if unused:
        sys.exit(f"placed but unused claims: {sorted(unused)}")
    with open(os.path.join(BASE, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
