#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from claims.py + content_*.py."""
import hashlib, json, os, re, shutil, sys, datetime
sys.path.insert(0, os.path.dirname(__file__))
from claims import PAIRS
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
FLAT = {"reference_inkslot.md", "reference_glossary.md"}  # intentional unquoted ": "
MARK = re.compile(r"@@([A-Z]+\d+[xy])@@")

claim_text = {}
for pid, label, cls, x, y, note in PAIRS:
    claim_text[pid + "x"] = x
    claim_text[pid + "y"] = y

files = {}  # relpath -> full text
placed = {}  # claim id -> relpath

def fill(rel, body):
    out = []
    for line in body.split("\n"):
        m = MARK.search(line)
        if m:
            if line != m.group(0):
                sys.exit(f"marker not alone on its line in {rel}: {line!r}")
            cid = m.group(1)
            if cid in placed:
                sys.exit(f"{cid} placed twice")
            placed[cid] = rel
            line = claim_text[cid]
        out.append(line)
    return "\n".join(out)

def q(s):
    return json.dumps(s, ensure_ascii=False)

# root
index = []
for fn, (name, desc, typ, title, hook, body) in ROOT.items():
    d = desc if fn in FLAT else q(desc)
    fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
    files[fn] = fm + fill(fn, body)
    index.append(f"- [{title}]({fn}) — {hook}")
files["MEMORY.md"] = "\n".join(index) + "\n"

# auto
for slug, (title, created, tags, body) in AUTO.items():
    rel = f"auto/{slug}.md"
    fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    files[rel] = fm + fill(rel, body)

# facts
for i, (date, cat, tags, body) in enumerate(FACTS):
    h = hashlib.sha1(f"{date}|{cat}|{body}".encode()).hexdigest()
    d0 = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
    secs = 8 * 3600 + int(h[:6], 16) % (11 * 3600)
    ts = d0 + datetime.timedelta(seconds=secs, milliseconds=int(h[6:9], 16) % 1000)
    ms = int(ts.timestamp() * 1000)
    stem = f"{cat}-{ms}-{h[-4:]}"
    rel = f"facts/{date}/{stem}.md"
    iso = ts.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    conf = 0.8 + (int(h[9:11], 16) % 19) / 100
    tier = "explicit" if conf >= 0.9 else "implied"
    fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
          f"confidence: {conf:.2f}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
          "status: active\n---\n\n")
    files[rel] = fm + fill(rel, body.strip("\n") + "\n")

missing = set(claim_text) - set(placed)
if missing:
    sys.exit(f"claims not placed: {sorted(missing)}")

if os.path.isdir(STORE):
    shutil.rmtree(STORE)
for rel, text in files.items():
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w") as f:
        f.write(text)

lines = ["now: 2026-11-28", "pairs:"]
for pid, label, cls, x, y, note in PAIRS:
    fx, fy = placed[pid + "x"], placed[pid + "y"]
    if fx == fy:
        sys.exit(f"{pid}: both claims in {fx}")
    (a, ca), (b, cb) = sorted([(fx, x), (fy, y)])
    lines += [f"  - a: {a}", f"    b: {b}", f"    label: {label}", f"    class: {cls}",
              f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
with open(os.path.join(OUT, "labels.yaml"), "w") as f:
    f.write("\n".join(lines) + "\n")
print(f"wrote {len(files)} files, {len(PAIRS)} pairs")
