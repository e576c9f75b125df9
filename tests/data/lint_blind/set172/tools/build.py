#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from claims.py and the content_* tables."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
sys.path.insert(0, os.path.dirname(__file__))
from claims import C, P
from content_root import R, FLAT
from content_facts import F
from content_auto import A

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
MARK = re.compile(r"@@([A-Za-z0-9]+)@@")

def q(s):
    return json.dumps(s, ensure_ascii=False)

files = {}  # path -> text

# root files
for fn, (title, slug, desc, typ, body) in R.items():
    files[fn] = f"---\nname: {slug}\ndescription: {desc}\ntype: {typ}\n---\n\n{body}"
idx = ["# Memory index", ""]
for fn in sorted(R):
    title, slug, desc, typ, body = R[fn]
    hook = desc
    idx.append(f"- [{title}]({fn}) — {hook}")
files["MEMORY.md"] = "\n".join(idx) + "\n"

# remnic facts
for i, (date, cat, tags, conf, body) in enumerate(F):
    h = hashlib.sha1(f"{date}{i}{body}".encode()).hexdigest()
    dt = datetime.fromisoformat(date).replace(tzinfo=timezone.utc)
    ms = int(dt.timestamp() * 1000) + (int(h[:6], 16) % (14 * 3600)) * 1000 + 7 * 3600 * 1000 + int(h[6:9], 16) % 1000
    stem = f"{cat}-{ms}-{h[-4:]}"
    iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    tier = "explicit" if conf >= 0.9 else "implied"
    fm = [f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}", "source: extraction",
          f"confidence: {conf}", f"confidenceTier: {tier}", "tags:"] + [f"  - {t}" for t in tags] + ["status: active"]
    files[f"facts/{date}/{stem}.md"] = "---\n" + "\n".join(fm) + "\n---\n\n" + body.strip("\n") + "\n"

# auto notes
for slug, (title, created, tags, body) in A.items():
    files[f"auto/{slug}.md"] = (f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n" + body)

# place claims
where = {}
for path, text in list(files.items()):
    def sub(m):
        cid = m.group(1)
        if cid not in C:
            sys.exit(f"unknown claim id {cid} in {path}")
        if cid in where:
            sys.exit(f"claim id {cid} placed twice ({where[cid]}, {path})")
        where[cid] = path
        return C[cid]
    files[path] = MARK.sub(sub, text)
missing = [c for c in C if c not in where]
if missing:
    sys.exit(f"claims never placed: {missing}")

if os.path.isdir(STORE):
    shutil.rmtree(STORE)
for path, text in files.items():
    full = os.path.join(STORE, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8") as fh:
        fh.write(text)

out = ["now: 2026-11-28", "pairs:"]
for pid, label, cls, ca, cb, note in P:
    pa, pb = where[ca], where[cb]
    if pa == pb:
        sys.exit(f"{pid}: both claims in {pa}")
    if pb < pa:
        pa, pb, ca, cb = pb, pa, cb, ca
    out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
            f"    claim_a: {q(C[ca])}", f"    claim_b: {q(C[cb])}", f"    note: {q(pid + ': ' + note)}"]
with open(os.path.join(BASE, "labels.yaml"), "w", encoding="utf-8") as fh:
    fh.write("\n".join(out) + "\n")
print(f"wrote {len(files)} files, {len(P)} pairs")
