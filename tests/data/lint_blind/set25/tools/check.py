#!/usr/bin/env python3
"""Sanity checks for set25: run from anywhere; exits non-zero on failure."""
import os, re, sys, datetime, collections
import yaml
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, 'store')
FLAT = {'reference_tagtrack.md', 'reference_portal.md', 'reference_vanapp.md', 'reference_infra.md'}
EXPECT = {('contradiction', c): 10 for c in ['value_slot', 'role_slot', 'negation', 'stale_vs_change']}
EXPECT.update({('non_contradiction', c): 10 for c in ['refinement', 'other_subject', 'dated_history', 'agreeing_duplicate', 'negation_scope']})
errors = []
def err(m): errors.append(m)

def split_fm(text):
    if not text.startswith('---\n'): return None, text
    end = text.index('\n---\n', 4)
    return text[4:end], text[end + 5:]

def layout(p):
    return 'remnic' if p.startswith('facts/') else 'auto' if p.startswith('auto/') else 'root'

# ---- all files: frontmatter
all_files = []
for dp, _, fns in os.walk(STORE):
    for fn in fns:
        all_files.append(os.path.relpath(os.path.join(dp, fn), STORE))
bodies = {}
for p in sorted(all_files):
    text = open(os.path.join(STORE, p), encoding='utf-8').read()
    if p == 'MEMORY.md':
        bodies[p] = text; continue
    fm, body = split_fm(text)
    bodies[p] = body
    if fm is None: err(f'{p}: no frontmatter'); continue
    lay = layout(p)
    try:
        meta = yaml.safe_load(fm)
        if p in FLAT: err(f'{p}: expected flat (non-strict) description but YAML parsed')
    except yaml.YAMLError:
        if p not in FLAT: err(f'{p}: frontmatter does not parse'); continue
        meta = dict(l.split(': ', 1) for l in fm.splitlines())
        if ': ' not in meta.get('description', ''): err(f'{p}: flat description lacks ": "')
    if lay == 'root':
        if set(meta) != {'name', 'description', 'type'}: err(f'{p}: root keys {sorted(meta)}')
        if meta.get('type') not in {'user', 'feedback', 'project', 'reference'}: err(f'{p}: bad type')
        if not p.startswith(meta.get('type', '?') + '_'): err(f'{p}: filename type prefix != type')
    elif lay == 'remnic':
        m = re.fullmatch(r'facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md', p)
        if not m: err(f'{p}: bad remnic path'); continue
        date, cat, ms, _ = m.groups()
        stem = os.path.basename(p)[:-3]
        if meta.get('id') != stem: err(f'{p}: id != stem')
        if meta.get('category') != cat: err(f'{p}: category mismatch')
        if meta.get('status') != 'active': err(f'{p}: status not active')
        iso = datetime.datetime.fromtimestamp(int(ms) / 1000, datetime.timezone.utc)
        want = iso.strftime('%Y-%m-%dT%H:%M:%S.') + f'{int(ms) % 1000:03d}Z'
        for k in ('created', 'updated'):
            v = meta.get(k)
            v = v.strftime('%Y-%m-%dT%H:%M:%S.%f')[:-3] + 'Z' if isinstance(v, datetime.datetime) else str(v)
            if v != want: err(f'{p}: {k} {v} != epoch {want}')
        if iso.strftime('%Y-%m-%d') != date: err(f'{p}: folder date != epoch date')
    else:
        if set(meta) != {'title', 'created', 'tags'}: err(f'{p}: auto keys {sorted(meta)}')

# ---- MEMORY.md indexes every root file exactly once
roots = sorted(p for p in all_files if '/' not in p and p != 'MEMORY.md')
idx = re.findall(r'^- \[[^\]]+\]\(([^)]+)\) — .+$', bodies['MEMORY.md'], re.M)
if sorted(idx) != roots: err(f'MEMORY.md index mismatch: {set(idx) ^ set(roots)}')

# ---- labels
lab = yaml.safe_load(open(os.path.join(BASE, 'labels.yaml'), encoding='utf-8'))
if str(lab.get('now')) != '2026-11-28': err('now != 2026-11-28')
pairs = lab['pairs']
counts = collections.Counter()
seen = set(); cross = 0; paired = set()
for i, pr in enumerate(pairs):
    a, b = pr['a'], pr['b']
    for p in (a, b):
        if p not in bodies: err(f'pair {i}: missing file {p}')
    if not a < b: err(f'pair {i}: a/b not ordered by path ({a} / {b})')
    if (a, b, pr['claim_a'], pr['claim_b']) in seen: err(f'pair {i}: duplicate')
    seen.add((a, b, pr['claim_a'], pr['claim_b']))
    counts[(pr['label'], pr['class'])] += 1
    if layout(a) != layout(b): cross += 1
    paired.update([a, b])
    for p, c in ((a, pr['claim_a']), (b, pr['claim_b'])):
        if p not in bodies: continue
        lines = bodies[p].split('\n')
        n = sum(1 for l in lines if l == c)
        if n != 1: err(f'pair {i}: claim found {n}x as a full line in {p}: {c[:60]}')
        if bodies[p].count(c) != 1: err(f'pair {i}: claim text occurs {bodies[p].count(c)}x in {p}')
    for key in ('label', 'class', 'note'):
        if not pr.get(key): err(f'pair {i}: empty {key}')
if dict(counts) != EXPECT: err(f'class counts {dict(counts)}')
claim_pairs = collections.Counter((p, c) for pr in pairs for p, c in ((pr['a'], pr['claim_a']), (pr['b'], pr['claim_b'])))
for k, n in claim_pairs.items():
    if n > 1: err(f'claim line reused in {n} pairs: {k}')
if cross < 40: err(f'only {cross} cross-layout pairs')

unpaired = [p for p in all_files if p not in paired and p != 'MEMORY.md']
lay = collections.Counter(layout(p) for p in all_files)
print(f'files: {len(all_files)} {dict(lay)} (MEMORY.md counted in root); unpaired (excl. MEMORY.md): {len(unpaired)}')
print(f'pairs: {len(pairs)}, cross-layout: {cross}')
for k in sorted(counts): print(f'  {k[0]:18} {k[1]:20} {counts[k]}')
if errors:
    print('FAIL'); [print('  ' + e) for e in errors]; sys.exit(1)
print('OK')
