#!/usr/bin/env python3
"""Regenerate set32 store/ and labels.yaml from claims.py + content_*.py."""
import os, re, shutil, json, hashlib, datetime, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, P
from content_root import R
from content_facts import F
from content_auto import A

ROOT = os.path.join(os.path.dirname(HERE), 'store')
# hard-wrapped claims: the label claim is the first line of the wrapped sentence
WRAP = ['V1b', 'V9b', 'S9a', 'D1a', 'A3b', 'N6b', 'F7b', 'O9b']
CLAIM = dict(C)
CONT = {}
for k in WRAP:
    t = C[k]
    cut = t.rfind(' ', 0, 72)
    CLAIM[k] = t[:cut]
    CONT[k] = t[cut + 1:]

def fill(body):
    def rep(m):
        k = m.group(1)
        return CLAIM[k] + ('\n' + CONT[k] if k in CONT else '')
    out = re.sub(r'@@(\w+)@@', rep, body)
    assert '@@' not in out
    return out

files = {}      # relpath -> text
where = {}      # claim key -> relpath

def note_keys(rel, body):
    for k in re.findall(r'@@(\w+)@@', body):
        assert k not in where, (k, rel, where.get(k))
        where[k] = rel

flat = []
index = []
for fn in sorted(R):
    title, desc, typ, _, body = R[fn]
    note_keys(fn, body)
    if ': ' in desc:
        flat.append(fn)
    stem = fn[:-3]
    files[fn] = f"---\nname: {stem}\ndescription: {desc}\ntype: {typ}\n---\n\n" + fill(body)
    index.append(f"- [{title}]({fn}) — {desc}")
files['MEMORY.md'] = '\n'.join(index) + '\n'

for date, tm, cat, tags, body in F:
    dt = datetime.datetime.strptime(f"{date} {tm}", "%Y-%m-%d %H:%M:%S").replace(tzinfo=datetime.timezone.utc)
    ms = int(hashlib.md5(body.encode()).hexdigest()[:3], 16) % 1000
    epoch = int(dt.timestamp()) * 1000 + ms
    hex4 = hashlib.sha1((date + tm + body).encode()).hexdigest()[:4]
    stem = f"{cat}-{epoch}-{hex4}"
    rel = f"facts/{date}/{stem}.md"
    iso = dt.strftime('%Y-%m-%dT%H:%M:%S') + f".{ms:03d}Z"
    note_keys(rel, body)
    conf = {'fact': 0.9, 'preference': 0.85, 'decision': 0.95}[cat]
    tier = 'explicit' if cat != 'fact' else 'implied'
    fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
          f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + ''.join(f"  - {t}\n" for t in tags) +
          "status: active\n---\n\n")
    files[rel] = fm + fill(body)

for slug in sorted(A):
    title, created, tags, body = A[slug]
    rel = f"auto/{slug}.md"
    note_keys(rel, body)
    files[rel] = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n" + fill(body)

missing = [k for k in C if k not in where]
assert not missing, missing

if os.path.exists(ROOT):
    shutil.rmtree(ROOT)
for rel, text in files.items():
    p = os.path.join(ROOT, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, 'w') as fh:
        fh.write(text)

LABEL = {c: ('contradiction' if c in ('value_slot', 'role_slot', 'negation', 'stale_vs_change') else 'non_contradiction')
         for c, *_ in P}
q = lambda s: json.dumps(s, ensure_ascii=False)
out = ['now: 2026-11-28', 'pairs:']
for cls, ka, kb, note in P:
    fa, fb = where[ka], where[kb]
    assert fa != fb, (ka, kb)
    if fb < fa:
        fa, fb, ka, kb = fb, fa, kb, ka
    out += [f"  - a: {fa}", f"    b: {fb}", f"    label: {LABEL[cls]}", f"    class: {cls}",
            f"    claim_a: {q(CLAIM[ka])}", f"    claim_b: {q(CLAIM[kb])}", f"    note: {q(note)}"]
with open(os.path.join(os.path.dirname(HERE), 'labels.yaml'), 'w') as fh:
    fh.write('\n'.join(out) + '\n')
with open(os.path.join(HERE, 'flat_descriptions.txt'), 'w') as fh:
    fh.write('\n'.join(flat) + '\n')
print('files', len(files), 'flat', flat)
