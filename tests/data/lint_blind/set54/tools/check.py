#!/usr/bin/env python3
"""Check ../store and ../labels.yaml for consistency."""
import os, re, sys, collections, yaml
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, '..'))
STORE = os.path.join(OUT, 'store')
FLAT_OK = {'reference_siteledger.md', 'reference_infra.md', 'reference_glossary.md'}
CLASSES = {'contradiction': ['value_slot', 'role_slot', 'negation', 'stale_vs_change'],
           'non_contradiction': ['refinement', 'other_subject', 'dated_history', 'agreeing_duplicate', 'negation_scope']}
errs = []

def split(text):
    if not text.startswith('---\n'):
        return None, text
    end = text.index('\n---\n', 4)
    return text[4:end], text[end + 5:]

all_files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        all_files.append(os.path.relpath(os.path.join(root, f), STORE))
all_files.sort()

root_md = [f for f in all_files if '/' not in f and f != 'MEMORY.md']
bodies = {}
for p in all_files:
    text = open(os.path.join(STORE, p)).read()
    if p == 'MEMORY.md':
        bodies[p] = text
        continue
    fm, body = split(text)
    bodies[p] = body
    if fm is None:
        errs.append(f'{p}: no frontmatter'); continue
    try:
        meta = yaml.safe_load(fm)
        if not isinstance(meta, dict):
            raise ValueError('not a mapping')
        if p in FLAT_OK:
            errs.append(f'{p}: expected a flat (non-strict) description but it parsed')
    except Exception as e:
        if p in FLAT_OK:
            meta = dict(l.split(': ', 1) for l in fm.splitlines())
        else:
            errs.append(f'{p}: frontmatter does not parse: {e}'); continue
    if '/' not in p:
        m = re.fullmatch(r'(user|feedback|project|reference)_[a-z0-9_]+\.md', p)
        if not m: errs.append(f'{p}: bad root file name')
        for k in ('name', 'description', 'type'):
            if k not in meta: errs.append(f'{p}: missing {k}')
        if m and meta.get('type') != m.group(1): errs.append(f'{p}: type does not match file name')
    elif p.startswith('facts/'):
        m = re.fullmatch(r'facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md', p)
        if not m: errs.append(f'{p}: bad remnic path'); continue
        if meta.get('id') != os.path.basename(p)[:-3]: errs.append(f'{p}: id != file stem')
        if meta.get('category') != m.group(2): errs.append(f'{p}: category mismatch')
        if not str(meta.get('created', '')).startswith(m.group(1)): errs.append(f'{p}: created not in folder date')
        for k in ('source', 'confidence', 'confidenceTier', 'tags', 'status'):
            if k not in meta: errs.append(f'{p}: missing {k}')
    elif p.startswith('auto/'):
        for k in ('title', 'created', 'tags'):
            if k not in meta: errs.append(f'{p}: missing {k}')
    else:
        errs.append(f'{p}: unexpected location')

# MEMORY.md indexes exactly the root files
idx = re.findall(r'^- \[[^\]]+\]\(([^)]+)\) — .+$', bodies.get('MEMORY.md', ''), re.M)
if sorted(idx) != sorted(root_md) or len(idx) != len(set(idx)):
    errs.append(f'MEMORY.md index mismatch: extra={set(idx)-set(root_md)} missing={set(root_md)-set(idx)}')

lab = yaml.safe_load(open(os.path.join(OUT, 'labels.yaml')))
if str(lab.get('now')) != '2026-11-28': errs.append('now is not 2026-11-28')
pairs = lab['pairs']
seen = set(); cnt = collections.Counter(); ids = set()
for i, pr in enumerate(pairs):
    a, b = pr['a'], pr['b']
    tag = pr['note'].split(':')[0]
    if tag in ids: errs.append(f'duplicate pair id {tag}')
    ids.add(tag)
    if not a < b: errs.append(f'{tag}: a/b not sorted')
    if (a, b) in seen: errs.append(f'{tag}: duplicate file pair {a} {b}')
    seen.add((a, b))
    if pr['class'] not in CLASSES.get(pr['label'], []): errs.append(f'{tag}: class/label mismatch')
    cnt[(pr['label'], pr['class'])] += 1
    for side in ('a', 'b'):
        p, claim = pr[side], pr['claim_' + side]
        if p not in bodies: errs.append(f'{tag}: missing file {p}'); continue
        n = bodies[p].split('\n').count(claim)
        if n != 1: errs.append(f'{tag}: claim_{side} occurs {n} times as a full line in {p}')
        if claim != claim.strip() or not claim: errs.append(f'{tag}: claim_{side} has edge whitespace')
for lbl, cls in CLASSES.items():
    for c in cls:
        if cnt[(lbl, c)] != 10: errs.append(f'{lbl}/{c}: {cnt[(lbl, c)]} pairs, want 10')
if len(pairs) != 90: errs.append(f'{len(pairs)} pairs, want 90')

cross = sum(1 for pr in pairs if pr['a'].split('/')[0] in ('auto', 'facts') or pr['b'].split('/')[0] in ('auto', 'facts'))
layout = lambda p: p.split('/')[0] if '/' in p else 'root'
cross = sum(1 for pr in pairs if layout(pr['a']) != layout(pr['b']))
in_pairs = {pr[s] for pr in pairs for s in 'ab'}
print(f'files: {len(all_files)} (root {len(root_md)}+MEMORY.md, facts {sum(f.startswith("facts/") for f in all_files)}, auto {sum(f.startswith("auto/") for f in all_files)})')
print(f'pairs: {len(pairs)}, cross-layout: {cross}, files in no pair: {len(set(all_files) - in_pairs)}')
for (l, c), n in sorted(cnt.items()):
    print(f'  {l:18s} {c:20s} {n}')
if errs:
    print('FAIL'); [print(' -', e) for e in errs]; sys.exit(1)
print('OK: all checks passed')
