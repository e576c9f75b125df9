#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the content and claim tables."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
sys.path.insert(0, os.path.dirname(__file__))
from content_root import ROOT
from content_facts import FACTS
from content_auto import AUTO
from claims import PAIRS

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^@([A-Z]+\d+[ab])@ ?")
claims = {}  # id -> (path, text)

def render(path, body):
    lines = []
    for ln in body.strip("\n").split("\n"):
        m = MARK.match(ln)
        if m:
            cid = m.group(1); ln = ln[m.end():]
            assert cid not in claims, cid
            claims[cid] = (path, ln)
        lines.append(ln)
    return "\n".join(lines) + "\n"

def q(s):
    return json.dumps(s, ensure_ascii=False)

files = {}
index = []
for fn, typ, name, desc, title, hook, flat, body in ROOT:
    d = desc if flat else q(desc)
    files[fn] = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n" + render(fn, body)
    index.append(f"- [{title}]({fn}) — {hook}")

for date, tm, cat, tags, conf, body in FACTS:
    dt = datetime.fromisoformat(f"{date}T{tm}+00:00")
    ms = int(dt.timestamp() * 1000) + int(hashlib.md5(body.encode()).hexdigest()[:3], 16)
    hx = hashlib.sha1(body.encode()).hexdigest()[:4]
    stem = f"{cat}-{ms}-{hx}"
    path = f"facts/{date}/{stem}.md"
    iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    tier = "explicit" if conf >= 0.9 else "implied"
    fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
          f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
          "status: active\n---\n\n")
    files[path] = fm + render(path, body)

for slug, title, created, tags, body in AUTO:
    path = f"auto/{slug}.md"
    files[path] = (f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n" + render(path, body))

mem = "# Memory index\n\n" + "\n".join(index) + "\n"
files["MEMORY.md"] = mem

if os.path.isdir(STORE):
    shutil.rmtree(STORE)
for p, txt in files.items():
    full = os.path.join(STORE, p)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8") as f:
        f.write(txt)

out = ["now: 2026-11-28", "pairs:"]
used = set()
for pid, label, cls, c1, c2, note in PAIRS:
    (p1, t1), (p2, t2) = claims[c1], claims[c2]
    if p2 < p1:
        (p1, t1), (p2, t2) = (p2, t2), (p1, t1)
    used.update([c1, c2])
    out += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
            f"    claim_a: {q(t1)}", f"    claim_b: {q(t2)}", f"    note: {q(pid + ': ' + note)}"]
unused = set(claims) - used
assert not unused, unused
with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
    f.write("\n".join(out) + "\n")
print(f"wrote {len(files)} files, {len(PAIRS)} pairs, {len(claims)} claim lines")
