#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from claims.py and content_*.py."""
import hashlib, json, os, random, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, P
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"@@([A-Za-z0-9_]+)@@")
placed = {}  # claim key -> store-relative path

def fill(path, body):
    def rep(m):
        k = m.group(1)
        if k not in C: raise SystemExit(f"unknown claim {k} in {path}")
        if k in placed: raise SystemExit(f"claim {k} placed twice ({placed[k]}, {path})")
        placed[k] = path
        return C[k]
    return MARK.sub(rep, body)

def q(s):
    return json.dumps(s, ensure_ascii=False)

files = {}
# root
for fn, (name, desc, typ, title, hook, body) in ROOT.items():
    d = desc if fn in FLAT else q(desc) if ": " in desc else desc
    files[fn] = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n" + fill(fn, body.lstrip("\n"))
# MEMORY.md
groups = [("User", "user"), ("Feedback", "feedback"), ("Project", "project"), ("Reference", "reference")]
idx = ["# Memory Index", ""]
for head, typ in groups:
    idx.append(f"## {head}")
    idx.append("")
    for fn in sorted(ROOT):
        if ROOT[fn][2] == typ:
            idx.append(f"- [{ROOT[fn][3]}]({fn}) — {ROOT[fn][4]}")
    idx.append("")
files["MEMORY.md"] = "\n".join(idx)
# auto
for slug, (title, created, tags, body) in AUTO.items():
    p = f"auto/{slug}.md"
    files[p] = (f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
                + fill(p, body.lstrip("\n")))
# facts
rnd = random.Random(181)
for date, cat, tags, body in FACTS:
    y, m, dd = map(int, date.split("-"))
    dt = datetime(y, m, dd, rnd.randint(7, 21), rnd.randint(0, 59), rnd.randint(0, 59), rnd.randint(0, 999) * 1000, tzinfo=timezone.utc)
    ms = int(dt.timestamp() * 1000)
    hx = hashlib.md5((date + body).encode()).hexdigest()[:4]
    stem = f"{cat}-{ms}-{hx}"
    p = f"facts/{date}/{stem}.md"
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{dt.microsecond // 1000:03d}Z"
    tier = "explicit" if cat in ("preference", "decision") else rnd.choice(["explicit", "implied"])
    conf = {"explicit": 0.95, "implied": 0.8}[tier]
    fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
          f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) + "status: active\n---\n\n")
    files[p] = fm + fill(p, body) + "\n"

missing = set(C) - set(placed)
if missing: raise SystemExit(f"claims never placed: {sorted(missing)}")

if os.path.isdir(STORE): shutil.rmtree(STORE)
for p, text in files.items():
    fp = os.path.join(STORE, p)
    os.makedirs(os.path.dirname(fp), exist_ok=True)
    with open(fp, "w") as f:
        f.write(text if text.endswith("\n") else text + "\n")

lines = ["now: 2026-11-28", "pairs:"]
for pid, label, cls, k1, k2, note in P:
    (pa, ka), (pb, kb) = sorted([(placed[k1], k1), (placed[k2], k2)])
    lines += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
              f"    claim_a: {q(C[ka])}", f"    claim_b: {q(C[kb])}", f"    note: {q(pid + ': ' + note)}"]
with open(os.path.join(OUT, "labels.yaml"), "w") as f:
    f.write("\n".join(lines) + "\n")
print(f"wrote {len(files)} files, {len(P)} pairs")
