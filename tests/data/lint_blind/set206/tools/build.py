#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from claims.py and content_*.py."""
import hashlib, json, os, re, shutil, sys, datetime as dt
sys.path.insert(0, os.path.dirname(__file__))
from claims import C, NOTES, CLASSES
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"@@([A-Z]+\d+[ab])@@")
placed = {}

def render(path, body):
    def sub(m):
        cid = m.group(1)
        if cid in placed:
            sys.exit(f"claim {cid} placed twice ({placed[cid]}, {path})")
        placed[cid] = path
        return C[cid]
    return MARK.sub(sub, body)

def q(s):
    return json.dumps(s, ensure_ascii=False)

files = {}
# root
index = []
for fn, title, desc, typ, body in ROOT:
    slug = fn[:-3].split("_", 1)[1].replace("_", "-")
    d = desc if fn in FLAT else q(desc)
    fm = f"---\nname: {slug}\ndescription: {d}\ntype: {typ}\n---\n"
    files[fn] = fm + render(fn, body)
    hook = desc.split(": ", 1)[1] if fn in FLAT else desc
    index.append(f"- [{title}]({fn}) — {hook}")
files["MEMORY.md"] = "\n".join(index) + "\n"
# auto
for slug, title, created, tags, body in AUTO:
    p = f"auto/{slug}.md"
    fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n"
    files[p] = fm + render(p, body)
# facts
for i, (date, cat, tags, body) in enumerate(FACTS):
    h = hashlib.md5(f"{date}{cat}{i}{body[:40]}".encode()).hexdigest()
    secs = 8 * 3600 + int(h[:6], 16) % (10 * 3600)
    t = dt.datetime.fromisoformat(date).replace(tzinfo=dt.timezone.utc) + dt.timedelta(seconds=secs, milliseconds=int(h[6:9], 16) % 1000)
    epoch = int(t.timestamp() * 1000)
    stem = f"{cat}-{epoch}-{h[-4:]}"
    p = f"facts/{date}/{stem}.md"
    iso = t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{epoch % 1000:03d}Z"
    conf = 0.8 + (int(h[9:11], 16) % 19) / 100
    tier = "explicit" if conf >= 0.9 else "implied"
    fm = ("---\n" f"id: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
          f"confidence: {conf:.2f}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {x}\n" for x in tags) +
          "status: active\n---\n\n")
    files[p] = fm + render(p, body.strip("\n") + "\n")

missing = set(C) - set(placed)
if missing:
    sys.exit(f"claims not placed: {sorted(missing)}")

if os.path.exists(STORE):
    shutil.rmtree(STORE)
for p, text in files.items():
    full = os.path.join(STORE, p)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as f:
        f.write(text if text.endswith("\n") else text + "\n")

out = ["now: 2026-11-28", "pairs:"]
for prefix, label, cls in CLASSES:
    for n in range(1, 11):
        pid = f"{prefix}{n}"
        ca, cb = C[pid + "a"], C[pid + "b"]
        fa, fb = placed[pid + "a"], placed[pid + "b"]
        if fb < fa:
            fa, fb, ca, cb = fb, fa, cb, ca
        out += [f"  - a: {fa}", f"    b: {fb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + NOTES[pid])}"]
with open(os.path.join(OUT, "labels.yaml"), "w") as f:
    f.write("\n".join(out) + "\n")
print(f"wrote {len(files)} files, {len(out[2:]) // 7} pairs")
