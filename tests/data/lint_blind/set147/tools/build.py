#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the content tables (claim lines carry @@ID@@ markers)."""
import hashlib, os, re, shutil, sys
from datetime import datetime, timezone
sys.path.insert(0, os.path.dirname(__file__))
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS
from claims import PAIRS

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(HERE, "store")
MARK = re.compile(r"^@@([A-Z0-9a-z,]+)@@")
claims = {}  # "V1a" -> (path, line)

def strip(path, body):
    out = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line)
        if m:
            line = line[m.end():]
            for cid in m.group(1).split(","):
                assert cid not in claims, cid
                claims[cid] = (path, line)
        out.append(line)
    return "\n".join(out) + "\n"

def q(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

files = {}
index = []
for fn, (name, desc, typ, title, hook, body) in ROOT.items():
    d = desc if fn in FLAT else q(desc)
    fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
    files[fn] = fm + strip(fn, body)
    index.append(f"- [{title}]({fn}) — {hook}")
files["MEMORY.md"] = "# Memory index\n\n" + "\n".join(index) + "\n"

for slug, (title, created, tags, body) in AUTO.items():
    p = f"auto/{slug}.md"
    fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    files[p] = fm + strip(p, body)

for date, hms, cat, conf, tier, tags, body in FACTS:
    dt = datetime.strptime(f"{date} {hms}", "%Y-%m-%d %H:%M:%S").replace(tzinfo=timezone.utc)
    ms = int(dt.timestamp() * 1000) + int(hashlib.md5(body.encode()).hexdigest()[:3], 16) % 1000
    hex4 = hashlib.sha1(body.encode()).hexdigest()[:4]
    stem = f"{cat}-{ms}-{hex4}"
    p = f"facts/{date}/{stem}.md"
    iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    tl = "".join(f"  - {t}\n" for t in tags)
    fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
          f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n{tl}status: active\n---\n\n")
    assert p not in files
    files[p] = fm + strip(p, body)

if os.path.isdir(STORE):
    shutil.rmtree(STORE)
for p, text in files.items():
    full = os.path.join(STORE, p)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as f:
        f.write(text)

out = ["now: 2026-11-28", "pairs:"]
for pid, (label, cls, note) in PAIRS.items():
    pa, la = claims.pop(pid + "a")
    pb, lb = claims.pop(pid + "b")
    if pb < pa:
        pa, la, pb, lb = pb, lb, pa, la
    out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
            f"    claim_a: {q(la)}", f"    claim_b: {q(lb)}", f"    note: {q(pid + ': ' + note)}"]
assert not claims, f"unused claim markers: {sorted(claims)}"
with open(os.path.join(HERE, "labels.yaml"), "w") as f:
    f.write("\n".join(out) + "\n")
print(f"wrote {len(files)} files, {len(PAIRS)} pairs")
