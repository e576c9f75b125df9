#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the claim tables (content_*.py, pairs.py)."""
import hashlib, json, os, re, shutil, sys, datetime
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from pairs import PAIRS, CONTRA

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
TAG = re.compile(r"^§([A-Z]+[0-9]+[ab])§")

claims = {}   # id -> (path, line)

def strip_tags(path, body):
    lines = []
    for ln in body.split("\n"):
        m = TAG.match(ln)
        if m:
            cid = m.group(1)
            ln = ln[m.end():]
            if cid in claims:
                sys.exit(f"claim {cid} tagged twice")
            claims[cid] = (path, ln)
        lines.append(ln)
    return "\n".join(lines)

def q(s):
    return json.dumps(s, ensure_ascii=False)

files = {}
# root
index = []
for fn, (name, desc, typ, title, hook, body) in ROOT.items():
    body = strip_tags(fn, body)
    files[fn] = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n{body}"
    index.append(f"- [{title}]({fn}) — {hook}")
files["MEMORY.md"] = "\n".join(index) + "\n"
# auto
for slug, (title, created, tags, body) in AUTO.items():
    p = f"auto/{slug}.md"
    body = strip_tags(p, body)
    tg = "[" + ", ".join(tags) + "]"
    files[p] = f"---\ntitle: {title}\ncreated: {created}\ntags: {tg}\n---\n\n{body}"
# facts
for i, (date, cat, tags, conf, body) in enumerate(FACTS):
    h = hashlib.md5(body.encode()).hexdigest()
    d = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
    secs = 8 * 3600 + int(h[:6], 16) % (10 * 3600)
    ms = int(d.timestamp() * 1000) + secs * 1000 + int(h[6:9], 16) % 1000
    hex4 = h[-4:]
    stem = f"{cat}-{ms}-{hex4}"
    p = f"facts/{date}/{stem}.md"
    body = strip_tags(p, body.strip("\n") + "\n")
    iso = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    tier = "explicit" if conf >= 0.9 else "implied"
    tl = "".join(f"  - {t}\n" for t in tags)
    files[p] = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
                f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n{tl}status: active\n---\n\n{body}")

if os.path.exists(STORE):
    shutil.rmtree(STORE)
for p, text in files.items():
    full = os.path.join(STORE, p)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8") as f:
        f.write(text)

used = set()
out = ["now: 2026-11-28", "pairs:"]
for pid, cls, c1, c2, note in PAIRS:
    (p1, l1), (p2, l2) = claims[c1], claims[c2]
    used.update([c1, c2])
    if p1 > p2:
        (p1, l1), (p2, l2) = (p2, l2), (p1, l1)
    label = "contradiction" if cls in CONTRA else "non_contradiction"
    out += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
            f"    claim_a: {q(l1)}", f"    claim_b: {q(l2)}", f"    note: {q(pid + ': ' + note)}"]
unused = sorted(set(claims) - used)
if unused:
    sys.exit(f"tagged but unused claims: {unused}")
with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
    f.write("\n".join(out) + "\n")
print(f"wrote {len(files)} files, {len(PAIRS)} pairs")
