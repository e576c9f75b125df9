#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from claims.py and content_*.py."""
import hashlib, os, re, shutil, sys, datetime as dt
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from claims import C, P
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
MARK = re.compile(r"\{\{([A-Z]+[0-9]+[ab])\}\}")

def q(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'

files = {}  # relpath -> (header, body-with-markers)
for (fn, name, desc, typ, title, hook, body) in ROOT:
    d = desc if ": " in desc else q(desc) if any(c in desc for c in "#'\"") else desc
    files[fn] = (f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n", body)
for slug, (title, created, tags, body) in AUTO.items():
    hdr = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    files[f"auto/{slug}.md"] = (hdr, body)
for i, (date, cat, tags, body) in enumerate(FACTS):
    h = hashlib.sha1((date + cat + body).encode()).hexdigest()
    t0 = dt.datetime.fromisoformat(date + "T00:00:00+00:00")
    t = t0 + dt.timedelta(hours=8 + int(h[:2], 16) % 9, minutes=int(h[2:4], 16) % 60,
                          seconds=int(h[4:6], 16) % 60, milliseconds=int(h[6:9], 16) % 1000)
    ms = int(t.timestamp() * 1000)
    stem = f"{cat}-{ms}-{h[-4:]}"
    iso = t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    conf = {"fact": "0.9", "decision": "0.95", "preference": "0.85"}[cat]
    tier = {"fact": "implied", "decision": "explicit", "preference": "explicit"}[cat]
    hdr = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
           f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {x}\n" for x in tags) +
           "status: active\n---\n\n")
    files[f"facts/{date}/{stem}.md"] = (hdr, body)

# place claims
where = {}
out = {}
for path, (hdr, body) in files.items():
    for m in MARK.findall(body):
        if m in where:
            sys.exit(f"marker {m} placed twice: {where[m]} and {path}")
        if m not in C or C[m].startswith("@"):
            sys.exit(f"marker {m} in {path} has no claim text")
        where[m] = path
    text = MARK.sub(lambda m: C[m.group(1)], body)
    out[path] = hdr + text
missing = [k for k, v in C.items() if not v.startswith("@") and k not in where]
if missing:
    sys.exit(f"claims never placed: {missing}")

def resolve(mid):
    while C[mid].startswith("@"):
        mid = C[mid][1:]
    path = where[mid]
    first = C[mid].split("\n")[0]
    lines = [l for l in out[path].split("\n") if first in l]
    if len(lines) != 1:
        sys.exit(f"claim {mid} not a unique line in {path}")
    return path, lines[0]

# MEMORY.md
mem = "".join(f"- [{title}]({fn}) — {hook}\n" for (fn, name, desc, typ, title, hook, body) in ROOT)
out["MEMORY.md"] = mem

if os.path.isdir(STORE):
    shutil.rmtree(STORE)
for path, text in out.items():
    full = os.path.join(STORE, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as fh:
        fh.write(text)

CONTRA = {"value_slot", "role_slot", "negation", "stale_vs_change"}
lab = ["now: 2026-11-28", "pairs:"]
for pid, cls, ma, mb, note in P:
    pa, la = resolve(ma)
    pb, lb = resolve(mb)
    if pa == pb:
        sys.exit(f"{pid}: both claims in {pa}")
    if pb < pa:
        pa, la, pb, lb = pb, lb, pa, la
    lab += [f"  - a: {pa}", f"    b: {pb}",
            f"    label: {'contradiction' if cls in CONTRA else 'non_contradiction'}",
            f"    class: {cls}", f"    claim_a: {q(la)}", f"    claim_b: {q(lb)}",
            f"    note: {q(pid + ': ' + note)}"]
with open(os.path.join(BASE, "labels.yaml"), "w") as fh:
    fh.write("\n".join(lab) + "\n")
print(f"wrote {len(out)} files, {len(P)} pairs")
