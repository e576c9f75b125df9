#!/usr/bin/env python3
"""Regenerate set44 store/ and labels.yaml from claims.py + content_*.py."""
import datetime, hashlib, json, os, re, shutil, sys
sys.path.insert(0, os.path.dirname(__file__))
from claims import C, CLASSES, NOTES
from content_root import ROOT
from content_facts import FACTS
from content_auto import AUTO

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_footplate.md", "reference_infra.md", "reference_glossary.md",
        "project_santa_2026.md", "reference_locos.md"}  # unquoted ': ' in description on purpose

where = {}  # claim key -> relpath
files = {}  # relpath -> text

def subst(rel, body):
    def rep(m):
        k = m.group(1)
        if k in where:
            sys.exit(f"claim {k} placed twice: {where[k]} and {rel}")
        where[k] = rel
        return C[k]
    return re.sub(r"\{\{([A-Z]+[0-9]+[ab])\}\}", rep, body)

def q(s):
    return json.dumps(s, ensure_ascii=False)

index = []
for fn, name, desc, typ, title, hook, body in ROOT:
    fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n"
    files[fn] = fm + subst(fn, body)
    index.append(f"- [{title}]({fn}) — {hook}")
files["MEMORY.md"] = "\n".join(index) + "\n"

for date, t, cat, tags, tier, body in FACTS:
    dt = datetime.datetime.fromisoformat(f"{date}T{t}+00:00")
    h = hashlib.md5((date + t + body).encode()).hexdigest()
    ms = int(dt.timestamp()) * 1000 + int(h[:4], 16) % 1000
    stem = f"{cat}-{ms}-{h[-4:]}"
    rel = f"facts/{date}/{stem}.md"
    iso = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    conf = "0.95" if tier == "explicit" else "0.85"
    fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
          f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {x}\n" for x in tags) +
          "status: active\n---\n\n")
    files[rel] = fm + subst(rel, body)

for slug, title, created, tags, body in AUTO:
    rel = f"auto/{slug}.md"
    fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    files[rel] = fm + subst(rel, body)

missing = [k for k in C if k not in where]
if missing:
    sys.exit(f"claims not placed: {missing}")

if os.path.isdir(STORE):
    shutil.rmtree(STORE)
for rel, text in files.items():
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w") as fh:
        fh.write(text)

out = ["now: 2026-11-28", "pairs:"]
for pid, note in NOTES.items():
    pre = re.match(r"[A-Z]+", pid).group(0)
    label, cls = CLASSES[pre]
    fa, fb = where[pid + "a"], where[pid + "b"]
    ca, cb = C[pid + "a"], C[pid + "b"]
    if fb < fa:
        fa, fb, ca, cb = fb, fa, cb, ca
    out += [f"  - a: {fa}", f"    b: {fb}", f"    label: {label}", f"    class: {cls}",
            f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
with open(os.path.join(BASE, "labels.yaml"), "w") as fh:
    fh.write("\n".join(out) + "\n")
print(f"wrote {len(files)} files, {len(NOTES)} pairs")
