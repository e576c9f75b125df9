#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content_*.py and pairs.py.

Claim lines are written in the contents with a leading marker `@@ID [ID ...]@@`; the marker is stripped
and the line becomes the claim for every listed id. Each id must appear exactly once in the store.
"""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT
from content_facts import FACTS
from content_auto import AUTO
from pairs import PAIRS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^@@([A-Za-z0-9 ]+)@@")

claims = {}  # id -> (path, line)

def render_body(path, body):
    lines = []
    for ln in body.strip("\n").split("\n"):
        m = MARK.match(ln)
        if m:
            ln = ln[m.end():]
            for cid in m.group(1).split():
                if cid in claims:
                    raise SystemExit(f"claim id {cid} placed twice")
                claims[cid] = (path, ln)
        lines.append(ln)
    return "\n".join(lines) + "\n"

def yq(s):
    return json.dumps(s, ensure_ascii=False)

def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    # root
    index = ["# Memory index", ""]
    for fn in sorted(ROOT):
        r = ROOT[fn]
        desc = r["desc"] if r["flat"] else (yq(r["desc"]) if (": " in r["desc"] or '"' in r["desc"]) else r["desc"])
        fm = f"---\nname: {r['name']}\ndescription: {desc}\ntype: {r['type']}\n---\n\n"
        write(fn, fm + render_body(fn, r["body"]))
        index.append(f"- [{r['title']}]({fn}) — {r['hook']}")
    write("MEMORY.md", "\n".join(index) + "\n")
    # remnic facts
    for date, cat, conf, tier, tags, body in FACTS:
        h = hashlib.sha1(body.encode()).hexdigest()
        base = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        secs = 8 * 3600 + int(h[:6], 16) % (10 * 3600)
        ms = int(base.timestamp()) * 1000 + secs * 1000 + int(h[6:9], 16) % 1000
        hex4 = h[-4:]
        stem = f"{cat}-{ms}-{hex4}"
        rel = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        write(rel, fm + render_body(rel, body))
    # auto notes
    for slug, (title, created, tags, body) in AUTO.items():
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {yq(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        write(rel, fm + render_body(rel, body))
    # labels
    used = set()
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, ca, cb, note in PAIRS:
        for cid in (ca, cb):
            if cid not in claims:
                raise SystemExit(f"{pid}: claim {cid} not placed")
            used.add(cid)
        (pa, la), (pb, lb) = claims[ca], claims[cb]
        if pa == pb:
            raise SystemExit(f"{pid}: both claims in {pa}")
        if pb < pa:
            (pa, la), (pb, lb) = (pb, lb), (pa, la)
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {yq(la)}", f"    claim_b: {yq(lb)}", f"    note: {yq(pid + ': ' + note)}"]
    unused = set(claims) - used
    if unused:
        raise SystemExit(f"claims placed but not used: {sorted(unused)}")
    with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
