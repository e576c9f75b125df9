#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from the content tables."""
import os, re, random, shutil, json, sys, calendar, datetime
HERE = os.path.dirname(os.path.abspath(__file__)); sys.path.insert(0, HERE)
from content_root import ROOT
from content_facts import FACTS
from content_auto import AUTO
from claims import PAIRS
BASE = os.path.dirname(HERE); STORE = os.path.join(BASE, "store")
FLAT = {"reference_easelbook.md", "reference_climon.md", "reference_infra.md", "reference_glossary.md"}
MARK = re.compile(r"^@@([A-Za-z0-9]+)@@")
claims = {}  # id -> (path, line)

def body_lines(path, body):
    out = []
    for ln in body.strip("\n").split("\n"):
        m = MARK.match(ln)
        if m:
            cid = m.group(1); ln = ln[m.end():]
            assert cid not in claims, cid
            claims[cid] = (path, ln)
        out.append(ln)
    return "\n".join(out) + "\n"

def q(s):
    return json.dumps(s, ensure_ascii=False)

def main():
    if os.path.exists(STORE): shutil.rmtree(STORE)
    os.makedirs(STORE)
    rnd = random.Random(149)
    files = {}
    for r in ROOT:
        d = r["desc"] if (r["path"] in FLAT or ": " not in r["desc"]) else q(r["desc"])
        fm = f"---\nname: {r['name']}\ndescription: {d}\ntype: {r['type']}\n---\n\n"
        files[r["path"]] = fm + body_lines(r["path"], r["body"])
    idx = "".join(f"- [{r['title']}]({r['path']}) — {r['hook']}\n" for r in sorted(ROOT, key=lambda r: r["path"]))
    files["MEMORY.md"] = idx
    for date, cat, tags, body in FACTS:
        y, m, d = map(int, date.split("-"))
        secs = calendar.timegm((y, m, d, 8, 0, 0)) + rnd.randint(0, 10 * 3600)
        ms = secs * 1000 + rnd.randint(0, 999)
        hx = "%04x" % rnd.randint(0, 0xffff)
        stem = f"{cat}-{ms}-{hx}"
        path = f"facts/{date}/{stem}.md"
        iso = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)
        conf = rnd.choice([0.8, 0.85, 0.9, 0.95])
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        files[path] = fm + body_lines(path, body)
    for slug, title, created, tags, body in AUTO:
        path = f"auto/{slug}.md"
        t = q(title) if ": " in title else title
        fm = f"---\ntitle: {t}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[path] = fm + body_lines(path, body)
    for p, t in files.items():
        full = os.path.join(STORE, p); os.makedirs(os.path.dirname(full), exist_ok=True)
        open(full, "w").write(t)
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, c1, c2, note in PAIRS:
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        if p2 < p1: (p1, l1), (p2, l2) = (p2, l2), (p1, l1)
        out += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(l1)}", f"    claim_b: {q(l2)}", f"    note: {q(pid + ': ' + note)}"]
    open(os.path.join(BASE, "labels.yaml"), "w").write("\n".join(out) + "\n")
    used = {c for p in PAIRS for c in (p[3], p[4])}
    unused = set(claims) - used
    if unused: print("WARNING unused claim ids:", sorted(unused))
    print(f"{len(files)} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
