#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content.py and claims.py."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content import ROOT, AUTO, FACTS, FILLER_FACTS, FILLER_AUTO, FLAT
from claims import PAIRS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^\{([A-Z]+[0-9]+[a-z]?)\}")
claims = {}   # id -> (relpath, line)

def strip(rel, body):
    lines = []
    for ln in body.split("\n"):
        m = MARK.match(ln)
        if m:
            cid = m.group(1); ln = ln[m.end():]
            assert cid not in claims, cid
            claims[cid] = (rel, ln)
        lines.append(ln)
    return "\n".join(lines)

def write(rel, text):
    p = os.path.join(STORE, rel); os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as f: f.write(text)

if os.path.isdir(STORE): shutil.rmtree(STORE)
index = []
for fn, (title, name, desc, typ, body) in ROOT.items():
    d = desc if fn in FLAT else json.dumps(desc, ensure_ascii=False) if ": " in desc else desc
    fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n"
    write(fn, fm + strip(fn, body).lstrip("\n"))
    index.append((typ, title, fn, desc))
order = {"user": 0, "feedback": 1, "project": 2, "reference": 3}
mem = ["# Memory index", ""]
for typ in ["user", "feedback", "project", "reference"]:
    mem.append(f"## {typ.capitalize()}")
    for t, title, fn, desc in index:
        if t == typ: mem.append(f"- [{title}]({fn}) — {desc}")
    mem.append("")
write("MEMORY.md", "\n".join(mem))

for slug, (title, created, tags, body) in list(AUTO.items()) + [(a, (b, c, d, e)) for a, b, c, d, e in FILLER_AUTO]:
    rel = f"auto/{slug}.md"
    fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n"
    write(rel, fm + strip(rel, body).lstrip("\n"))

for date, cat, tags, body in FACTS + FILLER_FACTS:
    h = hashlib.sha1((date + body).encode()).hexdigest()
    base = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
    ms = int(base.timestamp() * 1000) + 7 * 3600 * 1000 + int(h[:8], 16) % (12 * 3600 * 1000)
    fid = f"{cat}-{ms}-{h[8:12]}"
    rel = f"facts/{date}/{fid}.md"
    iso = datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    conf = "0.9" if cat == "fact" else "0.85"
    tier = "explicit" if cat != "preference" else "implied"
    fm = (f"---\nid: {fid}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
          f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
          "status: active\n---\n\n")
    write(rel, fm + strip(rel, body) + "\n")

q = lambda s: json.dumps(s, ensure_ascii=False)
out = ["now: 2026-11-28", "pairs:"]
for pid, label, cls, ca, cb in [(p[0], p[1], p[2], p[3], p[4]) for p in PAIRS]:
    note = [p[5] for p in PAIRS if p[0] == pid][0]
    (pa, la), (pb, lb) = claims[ca], claims[cb]
    if pb < pa: (pa, la), (pb, lb) = (pb, lb), (pa, la)
    out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
            f"    claim_a: {q(la)}", f"    claim_b: {q(lb)}", f"    note: {q(pid + ': ' + note)}"]
with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f: f.write("\n".join(out) + "\n")
used = {c for p in PAIRS for c in (p[3], p[4])}
unused = set(claims) - used
print("files:", sum(len(fs) for _, _, fs in os.walk(STORE)), "claims:", len(claims), "unused markers:", sorted(unused))
