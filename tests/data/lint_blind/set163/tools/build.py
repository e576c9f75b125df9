#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content_*.py and claims.py."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from claims import PAIRS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^\[\[([A-Za-z0-9]+)\]\] ")
claims = {}   # id -> (path, text)

def place(path, body):
    lines = []
    for ln in body.strip("\n").split("\n"):
        m = MARK.match(ln)
        if m:
            cid = m.group(1); ln = ln[m.end():]
            assert cid not in claims, cid
            claims[cid] = (path, ln)
        lines.append(ln)
    return "\n".join(lines) + "\n"

def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    open(p, "w").write(text)

def q(s):
    return json.dumps(s, ensure_ascii=False)

if os.path.exists(STORE):
    shutil.rmtree(STORE)
index = []
for fname, name, desc, typ, title, hook, body in ROOT:
    # descriptions containing ": " are written flat on purpose (not strict YAML), like some real stores
    d = desc if ": " in desc else q(desc)
    write(fname, f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n" + place(fname, body))
    index.append(f"- [{title}]({fname}) — {hook}")
write("MEMORY.md", "# Memory index\n\n" + "\n".join(sorted(index, key=lambda l: l.split("](")[1])) + "\n")

for slug, title, created, tags, body in AUTO:
    rel = f"auto/{slug}.md"
    fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    write(rel, fm + f"# {title}\n\n" + place(rel, body))

for i, (date, cat, tags, body) in enumerate(FACTS):
    h = hashlib.sha1((date + body).encode()).hexdigest()
    base = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc).timestamp()
    ms = int(base * 1000) + 7 * 3600 * 1000 + int(h[:8], 16) % (11 * 3600 * 1000)
    hex4 = h[-4:]
    stem = f"{cat}-{ms}-{hex4}"
    rel = f"facts/{date}/{stem}.md"
    iso = datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    conf = "0.95" if cat == "decision" else ("0.85" if cat == "preference" else "0.9")
    tier = "explicit" if cat in ("decision", "preference") else "implied"
    fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
          f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
          "status: active\n---\n\n")
    write(rel, fm + place(rel, body))

out = ["now: 2026-11-28", "pairs:"]
for pid, label, cls, ia, ib, note in PAIRS:
    (pa, ta), (pb, tb) = claims[ia], claims[ib]
    assert pa != pb, pid
    if pb < pa:
        (pa, ta), (pb, tb) = (pb, tb), (pa, ta)
    out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
            f"    claim_a: {q(ta)}", f"    claim_b: {q(tb)}", f"    note: {q(pid + ': ' + note)}"]
open(os.path.join(OUT, "labels.yaml"), "w").write("\n".join(out) + "\n")
used = {c for p in PAIRS for c in p[3:5]}
unused = sorted(set(claims) - used)
print(f"files: {len(ROOT)+1+len(AUTO)+len(FACTS)}  claims: {len(claims)}  pairs: {len(PAIRS)}  unused claim ids: {unused}")
