#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the content tables in tools/."""
import calendar, hashlib, json, os, re, shutil, sys
from datetime import datetime

HERE = os.path.dirname(os.path.abspath(__file__))
ROOTDIR = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from claims import PAIRS, CONTRA

MARK = re.compile(r"^@([A-Za-z0-9_]+)@(.*)$")
STORE = os.path.join(ROOTDIR, "store")
claims = {}  # id -> (path, line)

def strip_markers(path, body):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid, text = m.group(1), m.group(2)
            if cid in claims:
                sys.exit(f"claim {cid} placed twice")
            claims[cid] = (path, text)
            line = text
        out.append(line)
    return "\n".join(out)

def q(s):
    return json.dumps(s, ensure_ascii=False)

def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w") as f:
        f.write(text)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    index = []
    for fn, (name, desc, typ, body, flat) in ROOT.items():
        body = strip_markers(fn, body)
        d = desc if flat else q(desc)
        write(fn, f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n{body}")
        title = name.replace("-", " ").title()
        hook = desc.split(": ", 1)[-1] if flat else desc
        index.append(f"- [{title}]({fn}) — {hook}")
    write("MEMORY.md", "\n".join(index) + "\n")
    for slug, (title, created, tags, body) in AUTO.items():
        rel = f"auto/{slug}.md"
        body = strip_markers(rel, body)
        write(rel, f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n{body}")
    for (date, time, cat, tags, body, conf, tier) in FACTS:
        dt = datetime.strptime(f"{date} {time}", "%Y-%m-%d %H:%M:%S")
        ms = calendar.timegm(dt.timetuple()) * 1000 + int(hashlib.md5(body.encode()).hexdigest()[:3], 16) % 1000
        hx = hashlib.sha1(body.encode()).hexdigest()[:4]
        stem = f"{cat}-{ms}-{hx}"
        rel = f"facts/{date}/{stem}.md"
        body = strip_markers(rel, body)
        iso = f"{date}T{time}Z"
        tg = "".join(f"\n  - {t}" for t in tags)
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:{tg}\nstatus: active\n---\n\n")
        write(rel, fm + body)
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    for pid, cls, x, y, note in PAIRS:
        (px, lx), (py, ly) = claims[x], claims[y]
        if py < px:
            (px, lx), (py, ly) = (py, ly), (px, lx)
        label = "contradiction" if cls in CONTRA else "non_contradiction"
        out += [f"  - a: {px}", f"    b: {py}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(lx)}", f"    claim_b: {q(ly)}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(ROOTDIR, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    used = {c for p in PAIRS for c in p[2:4]}
    unused = sorted(set(claims) - used)
    if unused:
        print("WARNING unused claim markers:", unused)
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files, {len(PAIRS)} pairs")

main()
