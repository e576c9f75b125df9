#!/usr/bin/env python3
"""Check store/ and labels.yaml."""
import os, re, sys, collections
import yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__))); STORE = os.path.join(OUT, 'store')
FLAT = {'reference_intake.md', 'reference_casebook.md', 'reference_infra.md', 'reference_glossary.md'}
errs = []
def err(m): errs.append(m)

def split(text):
    m = re.match(r'---\n(.*?)\n---\n(.*)', text, re.S)
    return (m.group(1), m.group(2)) if m else (None, text)

files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root = [f for f in files if '/' not in f and f != 'MEMORY.md']
flat_seen = 0
for f in files:
    if f == 'MEMORY.md': continue
    fm, body = split(open(os.path.join(STORE, f)).read())
    if fm is None: err(f'{f}: no frontmatter'); continue
    try:
        d = yaml.safe_load(fm)
        if f in FLAT: err(f'{f}: expected non-strict YAML description but it parsed')
    except yaml.YAMLError:
        if f in FLAT:
            flat_seen += 1
            d = dict(l.split(': ', 1) for l in fm.splitlines() if ': ' in l)
        else: err(f'{f}: frontmatter does not parse'); continue
    if '/' not in f:
        if set(d) != {'name', 'description', 'type'}: err(f'{f}: root keys {set(d)}')
        if d.get('type') not in ('user', 'feedback', 'project', 'reference'): err(f'{f}: bad type')
        if not f.startswith(d.get('type', '') + '_'): err(f'{f}: type prefix mismatch')
        if 'fernbank' in str(d.get('name', '')).lower(): err(f'{f}: name is the project')
    elif f.startswith('facts/'):
        m = re.fullmatch(r'facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md', f)
        if not m: err(f'{f}: bad remnic path'); continue
        if d.get('id') != os.path.basename(f)[:-3] or d.get('category') != m.group(2) or d.get('status') != 'active':
            err(f'{f}: remnic fields')
        if not str(d.get('created', '')).startswith(m.group(1)): err(f'{f}: created date != folder')
        for k in ('updated', 'source', 'confidence', 'confidenceTier', 'tags'):
            if k not in d: err(f'{f}: missing {k}')
    elif f.startswith('auto/'):
        for k in ('title', 'created', 'tags'):
            if k not in d: err(f'{f}: missing {k}')
    else: err(f'{f}: unexpected location')
if flat_seen != len(FLAT): err(f'flat descriptions seen {flat_seen}/{len(FLAT)}')

idx = re.findall(r'^- \[[^\]]+\]\(([^)]+)\) — \S', open(os.path.join(STORE, 'MEMORY.md')).read(), re.M)
if sorted(idx) != sorted(root) or len(idx) != len(set(idx)): err(f'MEMORY.md index mismatch: {set(idx) ^ set(root)}')

L = yaml.safe_load(open(os.path.join(OUT, 'labels.yaml')))
if str(L['now']) != '2026-11-28': err('now')
seen = set(); cls = collections.Counter(); cross = 0
CONTRA = {'value_slot', 'role_slot', 'negation', 'stale_vs_change'}
NON = {'refinement', 'other_subject', 'dated_history', 'agreeing_duplicate', 'negation_scope'}
for i, p in enumerate(L['pairs']):
    a, b = p['a'], p['b']
    if not a < b: err(f'pair {i}: a/b order')
    if (a, b) in seen: err(f'pair {i}: duplicate file pair {a} {b}')
    seen.add((a, b))
    exp = 'contradiction' if p['class'] in CONTRA else 'non_contradiction' if p['class'] in NON else None
    if p['label'] != exp: err(f'pair {i}: label/class')
    cls[(p['label'], p['class'])] += 1
    if not p['note'].startswith(re.split(r'[: ]', p['note'])[0]) or not re.match(r'[A-Z]+\d+: ', p['note']): err(f'pair {i}: note id')
    lay = lambda x: x.split('/')[0] if '/' in x else 'root'
    cross += lay(a) != lay(b)
    for side in 'ab':
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path): err(f'pair {i}: missing {p[side]}'); continue
        _, body = split(open(path).read())
        n = body.splitlines().count(p['claim_' + side])
        if n != 1: err(f'pair {i}: claim_{side} occurs {n}x as a full body line in {p[side]}')
for k, v in sorted(cls.items()):
    if v != 10: err(f'class {k}: {v}')
print(f'files: {len(files)} (root {len(root)} + MEMORY.md, facts {sum(f.startswith("facts/") for f in files)}, auto {sum(f.startswith("auto/") for f in files)})')
print(f'pairs: {len(L["pairs"])}, cross-layout {cross}, classes ' + ', '.join(f'{c}={n}' for (_, c), n in sorted(cls.items())))
if errs:
    print('\n'.join('FAIL ' + e for e in errs)); sys.exit(1)
print('OK')
