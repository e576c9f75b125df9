#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from content.py and claims.py."""
import hashlib, json, os, re, shutil, sys, datetime as dt
sys.path.insert(0, os.path.dirname(__file__))
from content import ROOT, AUTO, FACTS
from claims import PAIRS

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^@([A-Z0-9a-z,]+)@ ?")
FLAT = {"reference_donorhub.md", "reference_infra.md", "reference_reports.md", "reference_glossary.md"}

claims = {}   # "V1a" -> (path, line)

def body_of(path, text):
    out = []
    for line in text.strip("\n").split("\n"):
        m = MARK.match(line)
        if m:
            line = line[m.end():]
            for cid in m.group(1).split(","):
                assert cid not in claims, cid
                claims[cid] = (path, line)
        out.append(line)
    return "\n".join(out) + "\n"

def q(s):
    return json.dumps(s, ensure_ascii=False)

files = {}
index = []
for fn, (title, desc, typ, body) in ROOT.items():
    topic = fn[:-3].split("_", 1)[1].replace("_", "-")
    d = desc if fn in FLAT else q(desc)
    fm = f"---\nname: {topic}\ndescription: {d}\ntype: {typ}\n---\n\n"
    files[fn] = fm + body_of(fn, body)
    index.append((typ, title, fn, desc.split(": ", 1)[-1] if fn in FLAT else desc))

for slug, (title, created, tags, body) in AUTO.items():
    p = f"auto/{slug}.md"
    fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n# {title}\n\n"
    files[p] = fm + body_of(p, body)

for i, (date, cat, tags, body) in enumerate(FACTS):
    h = hashlib.sha1(f"{date}{i}{body}".encode()).hexdigest()
    base = dt.datetime.fromisoformat(date + "T08:00:00+00:00")
    t = base + dt.timedelta(seconds=int(h[:6], 16) % 36000, milliseconds=int(h[6:9], 16) % 1000)
    ms = int(t.timestamp() * 1000)
    stem = f"{cat}-{ms}-{h[-4:]}"
    p = f"facts/{date}/{stem}.md"
    iso = t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    conf = 0.8 + (int(h[9:11], 16) % 20) / 100
    tier = "explicit" if conf >= 0.9 else "implied"
    fm = ("---\n" f"id: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
          f"confidence: {conf:.2f}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t_}\n" for t_ in tags) +
          "status: active\n---\n\n")
    files[p] = fm + body_of(p, body)

order = {"user": 0, "feedback": 1, "project": 2, "reference": 3}
heads = {"user": "## User", "feedback": "## Feedback", "project": "## Project", "reference": "## Reference"}
mem = ["# Memory Index", ""]
cur = None
for typ, title, fn, hook in sorted(index, key=lambda x: (order[x[0]], x[2])):
    if typ != cur:
        if cur: mem.append("")
        mem.append(heads[typ]); cur = typ
    mem.append(f"- [{title}]({fn}) — {hook}")
files["MEMORY.md"] = "\n".join(mem) + "\n"

if os.path.exists(STORE):
    shutil.rmtree(STORE)
for p, text in files.items():
    fp = os.path.join(STORE, p)
    os.makedirs(os.path.dirname(fp), exist_ok=True)
    open(fp, "w").write(text)

lines = ["now: 2026-11-28", "pairs:"]
used = set(); ids = set()
for pid, label, cls, note in PAIRS:
    pa, ca = claims[pid + "a"]; pb, cb = claims[pid + "b"]
    assert pa != pb, pid
    if pb < pa:
        pa, ca, pb, cb = pb, cb, pa, ca
    ids.update([pid + "a", pid + "b"])
    lines += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
              f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
unused = set(claims) - ids
assert not unused, unused
open(os.path.join(OUT, "labels.yaml"), "w").write("\n".join(lines) + "\n")
print(f"wrote {len(files)} files, {len(PAIRS)} pairs")
