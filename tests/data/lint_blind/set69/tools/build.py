#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from claims.py + content.py."""
import hashlib, os, re, shutil, sys, datetime, json
HERE = os.path.dirname(os.path.abspath(__file__)); sys.path.insert(0, HERE)
from claims import C, P
from content import ROOT, FACTS, AUTO
OUT = os.path.dirname(HERE); STORE = os.path.join(OUT, 'store')
FLAT = {'reference_intake.md', 'reference_casebook.md', 'reference_infra.md', 'reference_glossary.md'}
MARK = re.compile(r'@@([A-Za-z0-9]+)@@')
where = {}

def fill(path, body):
    def sub(m):
        cid = m.group(1)
        if cid in where: sys.exit(f'claim {cid} placed twice')
        where[cid] = path
        return C[cid]
    return MARK.sub(sub, body)

def title_of(fn, desc):
    return fn[:-3].split('_', 1)[1].replace('_', ' ').capitalize()

files = {}
for fn, (desc, typ, body) in ROOT.items():
    if fn not in FLAT: desc = desc.replace(': ', ' — ')
    files[fn] = f"---\nname: {fn[:-3].split('_',1)[1].replace('_','-')}\ndescription: {desc}\ntype: {typ}\n---\n\n" + fill(fn, body.strip('\n')) + '\n'
idx = ['# Memory index', '']
for fn in sorted(ROOT):
    desc = ROOT[fn][0]
    hook = desc.split(': ', 1)[1] if ': ' in desc else desc
    idx.append(f'- [{title_of(fn, desc)}]({fn}) — {hook}')
files['MEMORY.md'] = '\n'.join(idx) + '\n'

for i, (date, cat, tags, body) in enumerate(FACTS):
    d = datetime.datetime.strptime(date, '%Y-%m-%d').replace(tzinfo=datetime.timezone.utc)
    h = hashlib.md5(f'{date}{i}{body}'.encode()).hexdigest()
    off = int(h[:8], 16) % (12 * 3600 * 1000) + 7 * 3600 * 1000
    ms = int(d.timestamp() * 1000) + off
    stem = f'{cat}-{ms}-{h[-4:]}'
    path = f'facts/{date}/{stem}.md'
    ts = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')
    conf = 0.9 if cat == 'fact' else 0.85
    tier = 'explicit' if cat != 'fact' else 'implied'
    fm = (f'---\nid: {stem}\ncategory: {cat}\ncreated: {ts}\nupdated: {ts}\nsource: extraction\n'
          f'confidence: {conf}\nconfidenceTier: {tier}\ntags:\n' + ''.join(f'  - {t}\n' for t in tags) + 'status: active\n---\n\n')
    files[path] = fm + fill(path, body.strip('\n')) + '\n'

for slug, (title, created, tags, body) in AUTO.items():
    path = f'auto/{slug}.md'
    fm = f'---\ntitle: {json.dumps(title) if ": " in title else title}\ncreated: {created}\ntags: [{", ".join(tags)}]\n---\n\n'
    files[path] = fm + f'# {title}\n\n' + fill(path, body.strip('\n')) + '\n'

missing = set(C) - set(where)
if missing: sys.exit(f'claims not placed: {sorted(missing)}')
if os.path.exists(STORE): shutil.rmtree(STORE)
for p, t in files.items():
    fp = os.path.join(STORE, p); os.makedirs(os.path.dirname(fp), exist_ok=True)
    open(fp, 'w').write(t)

q = lambda s: json.dumps(s, ensure_ascii=False)
out = ['now: 2026-11-28', 'pairs:']
for pid, cls, ca, cb, note in P:
    fa, fb = where[ca], where[cb]
    if fb < fa: fa, fb, ca, cb = fb, fa, cb, ca
    label = 'contradiction' if cls in ('value_slot', 'role_slot', 'negation', 'stale_vs_change') else 'non_contradiction'
    out += [f'  - a: {fa}', f'    b: {fb}', f'    label: {label}', f'    class: {cls}',
            f'    claim_a: {q(C[ca])}', f'    claim_b: {q(C[cb])}', f'    note: {q(pid + ": " + note)}']
open(os.path.join(OUT, 'labels.yaml'), 'w').write('\n'.join(out) + '\n')
print(f'wrote {len(files)} files, {len(P)} pairs')
