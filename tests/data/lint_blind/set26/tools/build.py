#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set26 from claims.py + content_*.py."""
import json, os, random, re, shutil, sys, datetime as dt
sys.path.insert(0, os.path.dirname(__file__))
from claims import C, P
from content_root import ROOT
from content_other import FACTS, AUTO
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_unitbook.md", "reference_kiosk.md", "reference_infra.md", "reference_sites.md"}
rnd = random.Random(2626)
files = {}  # relpath -> text
where = {}  # claim key -> relpath

def subst(rel, body):
    def rep(m):
        k = m.group(1)
        if k in where and where[k] != rel:
            raise SystemExit(f"claim {k} placed twice: {where[k]} and {rel}")
        where[k] = rel
        return C[k]
    return re.sub(r"@@([A-Za-z0-9]+)@@", rep, body)

def yq(s):
    return json.dumps(s, ensure_ascii=False)

index = []
for fn, d in ROOT.items():
    body = subst(fn, d["body"].strip("\n"))
    desc = d["desc"]
    if fn in FLAT:
        assert ": " in desc
        dline = f"description: {desc}"
    else:
        dline = f"description: {yq(desc)}" if (": " in desc or desc[:1] in "\"'`[{") else f"description: {desc}"
    files[fn] = f"---\nname: {d['name']}\n{dline}\ntype: {d['type']}\n---\n\n{body}\n"
    index.append((d["type"], fn, d["title"], d["hook"]))

order = {"user": 0, "feedback": 1, "project": 2, "reference": 3}
lines = ["# Memory index", ""]
for t in ["user", "feedback", "project", "reference"]:
    lines.append(f"## {t.capitalize()}")
    for typ, fn, title, hook in sorted(i for i in index if i[0] == t):
        lines.append(f"- [{title}]({fn}) — {hook}")
    lines.append("")
files["MEMORY.md"] = "\n".join(lines)

for date, cat, body in FACTS:
    day = dt.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=dt.timezone.utc)
    t = day + dt.timedelta(seconds=rnd.randint(7 * 3600, 19 * 3600), milliseconds=rnd.randint(0, 999))
    ms = int(t.timestamp() * 1000)
    stem = f"{cat}-{ms}-{rnd.randrange(16**4):04x}"
    rel = f"facts/{date}/{stem}.md"
    iso = t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    b = subst(rel, body.strip("\n"))
    conf = rnd.choice([0.82, 0.86, 0.9, 0.93, 0.95])
    tier = "explicit" if conf >= 0.9 else "implied"
    files[rel] = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
                  f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n  - boxwell\nstatus: active\n---\n\n{b}\n")

for slug, (created, tags, title, body) in AUTO.items():
    rel = f"auto/{slug}.md"
    b = subst(rel, body.strip("\n"))
    files[rel] = f"---\ntitle: {yq(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n{b}\n"

missing = set(C) - set(where)
if missing:
    raise SystemExit(f"claims never placed: {sorted(missing)}")
if os.path.exists(STORE):
    shutil.rmtree(STORE)
for rel, text in files.items():
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    open(p, "w").write(text)

out = ["now: 2026-11-28", "pairs:"]
for ka, kb, label, cls, note in P:
    fa, fb = where[ka], where[kb]
    ca, cb = C[ka], C[kb]
    if fb < fa:
        fa, fb, ca, cb = fb, fa, cb, ca
    out += [f"  - a: {fa}", f"    b: {fb}", f"    label: {label}", f"    class: {cls}",
            f"    claim_a: {yq(ca)}", f"    claim_b: {yq(cb)}", f"    note: {yq(ka[:-1] + ': ' + note)}"]
open(os.path.join(BASE, "labels.yaml"), "w").write("\n".join(out) + "\n")
print(f"wrote {len(files)} files, {len(P)} pairs")
