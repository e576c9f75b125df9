#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from claims.py and the content_*.py tables."""
import hashlib, json, os, re, shutil, sys, datetime as dt
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from claims import C, P
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, '..'))
STORE = os.path.join(OUT, 'store')
MARK = re.compile(r'@@([A-Za-z0-9]+)@@')
where = {}

def fill(path, body):
    def rep(m):
        cid = m.group(1)
        if cid not in C:
            sys.exit(f'unknown claim id {cid} in {path}')
        if cid in where:
            sys.exit(f'claim {cid} placed twice: {where[cid]} and {path}')
        where[cid] = path
        return C[cid]
    return MARK.sub(rep, body)

files = {}
# root memories
for fn, (name, desc, typ, title, hook, body) in ROOT.items():
    fm = f'---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n'
    files[fn] = fm + fill(fn, body)
# MEMORY.md
order = {'user': 0, 'feedback': 1, 'project': 2, 'reference': 3}
heads = {'user': 'People', 'feedback': 'Feedback', 'project': 'Projects', 'reference': 'Reference'}
lines = ['# Memory Index', '']
for typ in sorted(order, key=order.get):
    lines.append(f'## {heads[typ]}')
    for fn in sorted(ROOT):
        name, desc, t, title, hook, body = ROOT[fn]
        if t == typ:
            lines.append(f'- [{title}]({fn}) — {hook}')
    lines.append('')
files['MEMORY.md'] = '\n'.join(lines)
# auto notes
for slug, (title, created, tags, body) in AUTO.items():
    tt = json.dumps(title) if ': ' in title else title
    fm = f'---\ntitle: {tt}\ncreated: {created}\ntags: [{", ".join(tags)}]\n---\n\n'
    p = f'auto/{slug}.md'
    files[p] = fm + fill(p, body)
# remnic facts
for key, (date, cat, tags, body) in FACTS.items():
    h = hashlib.md5(key.encode()).hexdigest()
    base = dt.datetime.fromisoformat(date).replace(tzinfo=dt.timezone.utc)
    offs = 7 * 3600 * 1000 + int(h[4:12], 16) % (11 * 3600 * 1000)   # 07:00-18:00 UTC
    epoch = int(base.timestamp() * 1000) + offs
    stem = f'{cat}-{epoch}-{h[:4]}'
    iso = dt.datetime.fromtimestamp(epoch / 1000, dt.timezone.utc).strftime('%Y-%m-%dT%H:%M:%S.') + f'{epoch % 1000:03d}Z'
    conf = 0.95 if cat == 'decision' else (0.85 if cat == 'preference' else 0.9)
    tier = 'explicit' if conf >= 0.9 else 'implied'
    fm = ['---', f'id: {stem}', f'category: {cat}', f'created: {iso}', f'updated: {iso}',
          'source: extraction', f'confidence: {conf}', f'confidenceTier: {tier}', 'tags:']
    fm += [f'  - {t}' for t in tags]
    fm += ['status: active', '---', '']
    p = f'facts/{date}/{stem}.md'
    files[p] = '\n'.join(fm) + '\n' + fill(p, body)

missing = [c for c in C if c not in where]
if missing:
    sys.exit(f'claims never placed: {missing}')

if os.path.isdir(STORE):
    shutil.rmtree(STORE)
for p, text in files.items():
    full = os.path.join(STORE, p)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, 'w') as fh:
        fh.write(text)

q = lambda s: json.dumps(s, ensure_ascii=False)
out = ['now: 2026-11-28', 'pairs:']
for pid, label, cls, ca, cb, note in P:
    pa, pb = where[ca], where[cb]
    if pa == pb:
        sys.exit(f'{pid}: both claims in {pa}')
    if pb < pa:
        pa, pb, ca, cb = pb, pa, cb, ca
    out += [f'  - a: {pa}', f'    b: {pb}', f'    label: {label}', f'    class: {cls}',
            f'    claim_a: {q(C[ca])}', f'    claim_b: {q(C[cb])}', f'    note: {q(pid + ": " + note)}']
with open(os.path.join(OUT, 'labels.yaml'), 'w') as fh:
    fh.write('\n'.join(out) + '\n')
print(f'wrote {len(files)} files, {len(P)} pairs')
