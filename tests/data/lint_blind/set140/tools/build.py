#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from the claim and content tables."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, CLASSES, NOTES
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"@@([A-Z]+\d+[ab])@@")
placed = {}

def fill(path, body):
    def rep(m):
        cid = m.group(1)
        if cid in placed:
            sys.exit(f"claim {cid} placed twice: {placed[cid]} and {path}")
        placed[cid] = path
        return C[cid]
    return MARK.sub(rep, body)

def q(s):
    return json.dumps(s, ensure_ascii=False)

files = {}
# root
for fn, (name, desc, typ, title, hook, body) in ROOT.items():
    d = desc if fn in FLAT else (q(desc) if ":" in desc else desc)
    files[fn] = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n" + fill(fn, body)
# MEMORY.md
order = ["user", "feedback", "project", "reference"]
heads = {"user": "User", "feedback": "Feedback", "project": "Projects", "reference": "Reference"}
mem = ["# Memory Index", ""]
for t in order:
    mem.append(f"## {heads[t]}")
    for fn, (name, desc, typ, title, hook, body) in sorted(ROOT.items()):
        if typ == t:
            mem.append(f"- [{title}]({fn}) — {hook}")
    mem.append("")
files["MEMORY.md"] = "\n".join(mem)
# auto
for path, (title, created, tags, body) in AUTO.items():
    files[path] = f"---\ntitle: {q(title) if ':' in title else title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n" + fill(path, body)
# facts
for date, cat, conf, tier, tags, body in FACTS:
    h = hashlib.sha1((date + cat + body).encode()).hexdigest()
    secs = 7 * 3600 + int(h[:6], 16) % (13 * 3600)
    ms = int(h[6:9], 16) % 1000
    base = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
    epoch = int(base.timestamp()) * 1000 + secs * 1000 + ms
    hex4 = h[-4:]
    fid = f"{cat}-{epoch}-{hex4}"
    iso = datetime.fromtimestamp(epoch / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms:03d}Z"
    path = f"facts/{date}/{fid}.md"
    fm = (f"---\nid: {fid}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
          f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
          "status: active\n---\n\n")
    if path in files:
        sys.exit("duplicate fact path " + path)
    files[path] = fm + fill(path, body)

missing = sorted(set(C) - set(placed))
if missing:
    sys.exit(f"claims never placed: {missing}")

if os.path.exists(STORE):
    shutil.rmtree(STORE)
for path, text in files.items():
    full = os.path.join(STORE, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as fh:
        fh.write(text)

def pid_key(pid):
    m = re.match(r"([A-Z]+)(\d+)$", pid)
    return (list(CLASSES).index(m.group(1)), int(m.group(2)))

out = ["now: 2026-11-28", "pairs:"]
for pid in sorted(NOTES, key=pid_key):
    prefix = re.match(r"[A-Z]+", pid).group(0)
    label, cls = CLASSES[prefix]
    pa, pb = placed[pid + "a"], placed[pid + "b"]
    ca, cb = C[pid + "a"], C[pid + "b"]
    if pa > pb:
        pa, pb, ca, cb = pb, pa, cb, ca
    out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
            f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + NOTES[pid])}"]
with open(os.path.join(OUT, "labels.yaml"), "w") as fh:
    fh.write("\n".join(out) + "\n")
print(f"wrote {len(files)} files, {len(NOTES)} pairs")
