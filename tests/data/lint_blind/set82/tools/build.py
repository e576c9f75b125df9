#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content_*.py and claims.py."""
import hashlib, os, re, shutil, sys
from datetime import datetime, timezone
sys.path.insert(0, os.path.dirname(__file__))
from content_root import ROOT
from content_facts import FACTS
from content_auto import AUTO
from claims import PAIRS

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^\{\{([A-Z]+[0-9]+[xy])\}\}")

claims = {}   # id -> (relpath, line)

def strip_markers(rel, body):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            line = line[m.end():]
            if cid in claims:
                sys.exit(f"claim {cid} placed twice")
            claims[cid] = (rel, line)
        out.append(line)
    return "\n".join(out)

def yq(s):
    if re.search(r"[:#\[\]{}&*!|>'\"%@`]", s) or s != s.strip():
        return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return s

files = {}
# root
index = []
for fn, (fm, body, title, hook) in ROOT.items():
    desc = fm["description"]
    desc_out = desc[1:] if desc.startswith("!") else yq(desc)
    text = f"---\nname: {fm['name']}\ndescription: {desc_out}\ntype: {fm['type']}\n---\n\n" + strip_markers(fn, body)
    files[fn] = text
    index.append(f"- [{title}]({fn}) — {hook}")
files["MEMORY.md"] = "\n".join(index) + "\n"

# facts
for date, cat, tags, conf, body in FACTS:
    h = hashlib.sha1(body.encode()).hexdigest()
    secs = 8 * 3600 + int(h[:6], 16) % (10 * 3600)
    base = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
    ms = int(base.timestamp()) * 1000 + secs * 1000 + int(h[6:9], 16) % 1000
    stem = f"{cat}-{ms}-{h[-4:]}"
    rel = f"facts/{date}/{stem}.md"
    iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    tier = "explicit" if conf >= 0.85 else "implied"
    fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
          f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) + "status: active\n---\n\n")
    files[rel] = fm + strip_markers(rel, body) + "\n"

# auto
for slug, (title, created, tags, body) in AUTO.items():
    rel = f"auto/{slug}.md"
    fm = f"---\ntitle: {yq(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n# {title}\n\n"
    files[rel] = fm + strip_markers(rel, body)

if os.path.exists(STORE):
    shutil.rmtree(STORE)
for rel, text in files.items():
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w") as f:
        f.write(text if text.endswith("\n") else text + "\n")

def q(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'

out = ["now: 2026-11-28", "pairs:"]
used = set()
for pid, label, cls, c1, c2, note in PAIRS:
    for c in (c1, c2):
        if c in used: sys.exit(f"claim {c} used twice")
        used.add(c)
        if c not in claims: sys.exit(f"claim {c} not placed")
    (p1, l1), (p2, l2) = claims[c1], claims[c2]
    if p1 == p2: sys.exit(f"{pid}: both claims in {p1}")
    if p2 < p1:
        (p1, l1), (p2, l2) = (p2, l2), (p1, l1)
    out += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
            f"    claim_a: {q(l1)}", f"    claim_b: {q(l2)}", f"    note: {q(pid + ': ' + note)}"]
unused = set(claims) - used
if unused: sys.exit(f"placed but unused claims: {sorted(unused)}")
with open(os.path.join(OUT, "labels.yaml"), "w") as f:
    f.write("\n".join(out) + "\n")
print(f"wrote {len(files)} files, {len(PAIRS)} pairs")
