#!/usr/bin/env python3
"""Verify set32 store/ and labels.yaml."""
import os, re, sys, datetime, collections, yaml
HERE = os.path.dirname(os.path.abspath(__file__))
BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, 'store')
errors = []
err = errors.append
FLAT = set(open(os.path.join(HERE, 'flat_descriptions.txt')).read().split())

def split_fm(text):
    m = re.match(r'^---\n(.*?)\n---\n(.*)$', text, re.S)
    return (m.group(1), m.group(2)) if m else (None, text)

allfiles = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
bodies = {}
for rel in allfiles:
    text = open(os.path.join(STORE, rel)).read()
    if rel == 'MEMORY.md':
        bodies[rel] = text; continue
    fm, body = split_fm(text)
    if fm is None:
        err(f'{rel}: no frontmatter'); continue
    bodies[rel] = body
    if rel.startswith('facts/'):
        meta = yaml.safe_load(fm)
        m = re.match(r'facts/(\d{4}-\d{2}-\d{2})/((fact|preference|decision)-(\d{13})-([0-9a-f]{4}))\.md$', rel)
        if not m: err(f'{rel}: bad remnic path'); continue
        date, stem, cat, epoch = m.group(1), m.group(2), m.group(3), int(m.group(4))
        if meta.get('id') != stem: err(f'{rel}: id != stem')
        if meta.get('category') != cat: err(f'{rel}: category mismatch')
        if meta.get('status') != 'active': err(f'{rel}: status')
        for key in ('created', 'updated'):
            v = meta.get(key)
            v = v if isinstance(v, datetime.datetime) else datetime.datetime.fromisoformat(str(v).replace('Z', '+00:00'))
            if v.tzinfo is None: v = v.replace(tzinfo=datetime.timezone.utc)
            if int(round(v.timestamp() * 1000)) != epoch: err(f'{rel}: {key} != epoch')
            if v.strftime('%Y-%m-%d') != date: err(f'{rel}: {key} date != folder')
    elif rel.startswith('auto/'):
        meta = yaml.safe_load(fm)
        if not (meta.get('title') and meta.get('created') and isinstance(meta.get('tags'), list)):
            err(f'{rel}: auto frontmatter incomplete')
    else:
        if not re.match(r'(user|feedback|project|reference)_[a-z0-9_]+\.md$', rel): err(f'{rel}: bad root name')
        if rel in FLAT:
            d = dict(l.split(': ', 1) for l in fm.split('\n'))
            if ': ' not in d['description']: err(f'{rel}: listed flat but description has no ": "')
            meta = d
        else:
            meta = yaml.safe_load(fm)
        if meta.get('type') != rel.split('_')[0]: err(f'{rel}: type mismatch')
        if meta.get('name') != rel[:-3]: err(f'{rel}: name mismatch')
        if not meta.get('description'): err(f'{rel}: no description')

# MEMORY.md index covers every root file exactly once
idx = re.findall(r'^- \[[^\]]+\]\(([^)]+)\) — .+$', bodies['MEMORY.md'], re.M)
roots = [f for f in allfiles if '/' not in f and f != 'MEMORY.md']
if sorted(idx) != sorted(roots): err('MEMORY.md index mismatch')

lab = yaml.safe_load(open(os.path.join(BASE, 'labels.yaml')))
if str(lab['now']) != '2026-11-28': err('now')
pairs = lab['pairs']
EXPECT = {('contradiction', c): 10 for c in ('value_slot', 'role_slot', 'negation', 'stale_vs_change')}
EXPECT.update({('non_contradiction', c): 10 for c in ('refinement', 'other_subject', 'dated_history', 'agreeing_duplicate', 'negation_scope')})
cnt = collections.Counter()
seen = set(); cross = 0; in_pair = set()
layout = lambda p: p.split('/')[0] if '/' in p else 'root'
for i, p in enumerate(pairs):
    a, b = p['a'], p['b']
    cnt[(p['label'], p['class'])] += 1
    if (p['label'], p['class']) not in EXPECT: err(f'pair {i}: bad label/class')
    if not a < b: err(f'pair {i}: a/b order')
    if (a, b) in seen: err(f'pair {i}: duplicate pair')
    seen.add((a, b)); in_pair |= {a, b}
    cross += layout(a) != layout(b)
    for side in 'ab':
        f, c = p[side], p['claim_' + side]
        if f not in bodies: err(f'pair {i}: missing file {f}'); continue
        n = bodies[f].split('\n').count(c)
        if n != 1: err(f'pair {i}: claim_{side} occurs {n}x as a full line in {f}')
for k, v in EXPECT.items():
    if cnt[k] != v: err(f'count {k}: {cnt[k]} != {v}')
print('files', len(allfiles), '| root', len(roots), '| facts', sum(f.startswith('facts/') for f in allfiles),
      '| auto', sum(f.startswith('auto/') for f in allfiles))
print('pairs', len(pairs), '| cross-layout', cross, '| files in no pair', len(set(allfiles) - in_pair - {'MEMORY.md'}))
for k in sorted(cnt): print(' ', k, cnt[k])
print('ERRORS' if errors else 'OK', len(errors))
for e in errors: print(' -', e)
sys.exit(1 if errors else 0)
