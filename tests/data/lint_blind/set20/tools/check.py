#!/usr/bin/env python3
"""Validate set20: paths, verbatim claims, frontmatter, remnic consistency, ordering, counts, index."""
import os, re, sys, datetime, collections
import yaml

BASE = os.path.abspath(os.path.join(os.path.dirname(__file__), '..'))
STORE = os.path.join(BASE, 'store')
FLAT = {'reference_infra.md', 'reference_glossary.md', 'reference_adwatch.md', 'reference_toolcrib.md'}
EXPECT = {('contradiction', c): 10 for c in ('value_slot', 'role_slot', 'negation', 'stale_vs_change')}
EXPECT.update({('non_contradiction', c): 10 for c in ('refinement', 'other_subject', 'dated_history', 'agreeing_duplicate', 'negation_scope')})
errors = []
def err(m): errors.append(m)

def split_fm(text):
    m = re.match(r'^---\n(.*?)\n---\n', text, re.S)
    return (m.group(1), text[m.end():]) if m else (None, text)

files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
flat_seen = set()
for rel in files:
    text = open(os.path.join(STORE, rel)).read()
    if rel == 'MEMORY.md':
        continue
    fm, body = split_fm(text)
    if fm is None:
        err(f'{rel}: no frontmatter'); continue
    if '/' not in rel:  # Claude Code root memory
        if not re.match(r'^(user|feedback|project|reference)_[a-z0-9_]+\.md$', rel):
            err(f'{rel}: bad root name')
        try:
            meta = yaml.safe_load(fm)
            if rel in FLAT: err(f'{rel}: expected flat (non-YAML) description but it parsed')
        except yaml.YAMLError:
            if rel not in FLAT: err(f'{rel}: frontmatter does not parse')
            flat_seen.add(rel)
            meta = dict(l.split(': ', 1) for l in fm.splitlines())
        for k in ('name', 'description', 'type'):
            if k not in meta: err(f'{rel}: missing {k}')
        if rel.split('_')[0] != meta.get('type'): err(f'{rel}: type mismatch')
    elif rel.startswith('facts/'):
        meta = yaml.safe_load(fm)
        m = re.match(r'^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$', rel)
        if not m: err(f'{rel}: bad remnic path'); continue
        date, cat, ms, _ = m.groups(); stem = os.path.basename(rel)[:-3]
        if meta.get('id') != stem: err(f'{rel}: id != stem')
        if meta.get('category') != cat: err(f'{rel}: category mismatch')
        if meta.get('status') != 'active': err(f'{rel}: status')
        dt = datetime.datetime.fromtimestamp(int(ms) / 1000, datetime.timezone.utc)
        if dt.strftime('%Y-%m-%d') != date: err(f'{rel}: epoch not on folder date')
        for k in ('created', 'updated'):
            v = meta.get(k)
            v = v if isinstance(v, datetime.datetime) else datetime.datetime.fromisoformat(str(v).replace('Z', '+00:00'))
            if v.replace(tzinfo=datetime.timezone.utc) != dt: err(f'{rel}: {k} != epoch')
    elif rel.startswith('auto/'):
        meta = yaml.safe_load(fm)
        for k in ('title', 'created', 'tags'):
            if k not in meta: err(f'{rel}: missing {k}')
    else:
        err(f'{rel}: unexpected location')
if flat_seen != FLAT: err(f'flat descriptions {flat_seen} != {FLAT}')

# MEMORY.md index covers every root file exactly
roots = {f for f in files if '/' not in f and f != 'MEMORY.md'}
idx = re.findall(r'^- \[[^\]]+\]\(([^)]+)\) — .+$', open(os.path.join(STORE, 'MEMORY.md')).read(), re.M)
if set(idx) != roots or len(idx) != len(roots): err('MEMORY.md index mismatch')

lab = yaml.safe_load(open(os.path.join(BASE, 'labels.yaml')))
if str(lab['now']) != '2026-11-28': err('now')
counts = collections.Counter(); seen = set(); cross = 0; paired = set()
for i, p in enumerate(lab['pairs']):
    a, b = p['a'], p['b']
    for side in ('a', 'b'):
        path = os.path.join(STORE, p[side])
        if not os.path.exists(path): err(f'pair {i}: missing {p[side]}'); continue
        _, body = split_fm(open(path).read())
        n = body.split('\n').count(p['claim_' + side])
        if n != 1: err(f'pair {i}: claim_{side} found {n}x as a full body line in {p[side]}')
        paired.add(p[side])
    if not a < b: err(f'pair {i}: a/b not ordered')
    if (a, b) in seen: err(f'pair {i}: duplicate pair')
    seen.add((a, b))
    counts[(p['label'], p['class'])] += 1
    lay = lambda x: x.split('/')[0] if '/' in x else 'root'
    cross += lay(a) != lay(b)
if dict(counts) != EXPECT: err(f'counts {dict(counts)}')
unpaired = [f for f in files if f not in paired]
print(f'files {len(files)} (root {len(roots)}+MEMORY.md, facts {sum(f.startswith("facts/") for f in files)}, auto {sum(f.startswith("auto/") for f in files)})')
print(f'pairs {len(lab["pairs"])}, cross-layout {cross}, files in no pair {len(unpaired)} (incl. MEMORY.md)')
for k in sorted(counts): print(f'  {k[0]:18s} {k[1]:20s} {counts[k]}')
if cross < 40: err('fewer than 40 cross-layout pairs')
print('ERRORS:' if errors else 'OK', *errors, sep='\n')
sys.exit(1 if errors else 0)
