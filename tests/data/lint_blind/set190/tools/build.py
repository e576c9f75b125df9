#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from claims.py and content_*.py."""
import datetime, json, os, random, re, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from claims import C, P
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
MARK = re.compile(r"^@@([A-Za-z0-9]+)@@$")
rng = random.Random(190)

files = {}  # rel path -> text
where = {}  # claim id -> rel path

def fill(rel, body):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            if cid not in C: sys.exit(f"unknown claim {cid} in {rel}")
            if cid in where: sys.exit(f"claim {cid} placed twice")
            where[cid] = rel
            out.append(C[cid])
        else:
            if "@@" in line: sys.exit(f"stray marker in {rel}: {line}")
            out.append(line)
    return "\n".join(out)

for fn, (name, desc, typ, title, hook, body) in ROOT.items():
    fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n"
    files[fn] = fm + fill(fn, body)
idx = ["# Memory index", ""]
for fn, (name, desc, typ, title, hook, body) in sorted(ROOT.items()):
    idx.append(f"- [{title}]({fn}) — {hook}")
files["MEMORY.md"] = "\n".join(idx) + "\n"

for slug, (title, created, tags, body) in AUTO.items():
    rel = f"auto/{slug}.md"
    fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    files[rel] = fm + fill(rel, body)

for date, cat, tags, body in FACTS:
    d = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
    ts = d + datetime.timedelta(seconds=rng.randint(7 * 3600, 20 * 3600), milliseconds=rng.randint(0, 999))
    ms = int(ts.timestamp() * 1000)
    stem = f"{cat}-{ms}-{rng.randrange(16**4):04x}"
    rel = f"facts/{date}/{stem}.md"
    iso = ts.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ts.microsecond // 1000:03d}Z"
    fm = ("---\n" f"id: {stem}\n" f"category: {cat}\n" f"created: {iso}\n" f"updated: {iso}\n"
          "source: extraction\n" f"confidence: {rng.choice(['0.85', '0.9', '0.92', '0.95'])}\n"
          f"confidenceTier: {rng.choice(['explicit', 'explicit', 'implied'])}\n" "tags:\n"
          + "".join(f"  - {t}\n" for t in tags) + "status: active\n---\n\n")
    files[rel] = fm + fill(rel, body + "\n")

missing = sorted(set(C) - set(where))
if missing: sys.exit(f"claims never placed: {missing}")

if os.path.isdir(STORE): shutil.rmtree(STORE)
for rel, text in files.items():
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as f:
        f.write(text if text.endswith("\n") else text + "\n")

out = ["now: 2026-11-28", "pairs:"]
for pid, label, cls, x, y, note in P:
    fa, fb = where[x], where[y]
    ca, cb = C[x], C[y]
    if fb < fa: fa, fb, ca, cb = fb, fa, cb, ca
    out += [f"  - a: {fa}", f"    b: {fb}", f"    label: {label}", f"    class: {cls}",
            f"    claim_a: {json.dumps(ca, ensure_ascii=False)}", f"    claim_b: {json.dumps(cb, ensure_ascii=False)}",
            f"    note: {json.dumps(pid + ': ' + note, ensure_ascii=False)}"]
with open(os.path.join(BASE, "labels.yaml"), "w", encoding="utf-8") as f:
    f.write("\n".join(out) + "\n")
print(f"wrote {len(files)} files, {len(P)} pairs")
