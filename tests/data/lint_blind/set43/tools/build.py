#!/usr/bin/env python3
"""Regenerate set43 store/ and labels.yaml from claims.py + content_*.py."""
import os, sys, json, shutil, hashlib, re, datetime
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, LAB, NOTES
from content_root import ROOT
from content_facts import FACTS
from content_auto import AUTO

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, 'store')
if os.path.exists(STORE):
    shutil.rmtree(STORE)
os.makedirs(STORE)

placed = {}   # claim key -> relpath
files = {}    # relpath -> text

def fill(rel, body):
    def rep(m):
        k = m.group(1)
        assert k in C, k
        assert k not in placed, ('claim placed twice', k, rel, placed.get(k))
        placed[k] = rel
        return C[k]
    return re.sub(r'«([A-Za-z0-9]+)»', rep, body)

TYPE_ORDER = ['user', 'feedback', 'project', 'reference']
index = {t: [] for t in TYPE_ORDER}
for fn, name, desc, typ, body in ROOT:
    assert fn.startswith(typ + '_'), fn
    text = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n" + fill(fn, body)
    files[fn] = text
    title = fn[len(typ) + 1:-3].replace('_', ' ')
    title = title[0].upper() + title[1:]
    index[typ].append(f"- [{title}]({fn}) — {desc}")

mem = ["# Memory Index", ""]
for t in TYPE_ORDER:
    mem.append(f"## {t.capitalize()}")
    mem.extend(index[t])
    mem.append("")
files['MEMORY.md'] = '\n'.join(mem)

for date, tm, cat, conf, tags, body in FACTS:
    dt = datetime.datetime.strptime(f"{date} {tm}", "%Y-%m-%d %H:%M:%S").replace(tzinfo=datetime.timezone.utc)
    h = hashlib.sha1((date + tm + body).encode()).hexdigest()
    ms = int(h[:3], 16) % 1000
    epoch = int(dt.timestamp()) * 1000 + ms
    stem = f"{cat}-{epoch}-{h[-4:]}"
    iso = dt.strftime('%Y-%m-%dT%H:%M:%S') + f".{ms:03d}Z"
    rel = f"facts/{date}/{stem}.md"
    fm = [f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}", "source: extraction",
          f"confidence: {conf}", "confidenceTier: " + ("explicit" if conf >= 0.9 else "implied"), "tags:"]
    fm += [f"  - {t}" for t in tags]
    fm += ["status: active"]
    files[rel] = "---\n" + '\n'.join(fm) + "\n---\n\n" + fill(rel, body)

for slug, title, created, tags, body in AUTO:
    rel = f"auto/{slug}.md"
    fm = f"---\ntitle: {json.dumps(title, ensure_ascii=False)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    files[rel] = fm + fill(rel, body)

missing = set(C) - set(placed)
assert not missing, ('claims not placed', sorted(missing))

for rel, text in files.items():
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, 'w') as f:
        f.write(text)

# pairs
bases = sorted({re.match(r'([A-Z]+\d+)', k).group(1) for k in C}, key=lambda b: (list(LAB).index(re.match(r'[A-Z]+', b).group(0)), int(re.search(r'\d+', b).group(0))))
def q(s): return json.dumps(s, ensure_ascii=False)
out = ["now: 2026-11-28", "pairs:"]
for b in bases:
    pre = re.match(r'[A-Z]+', b).group(0)
    label, cls = LAB[pre]
    fa, fb = placed[b + 'a'], placed[b + 'b']
    ca, cb = C[b + 'a'], C[b + 'b']
    assert fa != fb, b
    if fb < fa:
        fa, fb, ca, cb = fb, fa, cb, ca
    out += [f"  - a: {fa}", f"    b: {fb}", f"    label: {label}", f"    class: {cls}",
            f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(b + ': ' + NOTES[b])}"]
with open(os.path.join(BASE, 'labels.yaml'), 'w') as f:
    f.write('\n'.join(out) + '\n')
print('files', len(files), 'pairs', len(bases))
