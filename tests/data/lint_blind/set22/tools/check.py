#!/usr/bin/env python3
"""Checks for set22: run from anywhere. Exit code 1 on any failure."""
import os, re, sys, glob, datetime as dt
from collections import Counter
import yaml
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__))); STORE = os.path.join(BASE, 'store')
FLAT = {'reference_hirebook.md', 'reference_infra.md', 'user_priya.md',
        'feedback_prod_access.md', 'project_depot_tablets.md'}
EXPECT = {('contradiction', c): 10 for c in ['value_slot', 'role_slot', 'negation', 'stale_vs_change']}
EXPECT.update({('non_contradiction', c): 10 for c in ['refinement', 'other_subject', 'dated_history',
                                                       'agreeing_duplicate', 'negation_scope']})
errs = []
def err(m): errs.append(m)

def split(path):
    t = open(path).read()
    m = re.match(r'^---\n(.*?)\n---\n(.*)$', t, re.S)
    if not m: return None, t
    return m.group(1), m.group(2)

files = sorted(os.path.relpath(p, STORE) for p in glob.glob(STORE + '/**/*.md', recursive=True))
# frontmatter + layout checks
for f in files:
    fm, body = split(os.path.join(STORE, f))
    if f == 'MEMORY.md': continue
    if fm is None: err('no frontmatter: ' + f); continue
    if f in FLAT:
        if not re.search(r'^description: [^"\n]*: ', fm, re.M): err('flat desc expected: ' + f)
        try: yaml.safe_load(fm); err('flat desc unexpectedly parses: ' + f)
        except yaml.YAMLError: pass
        continue
    try: d = yaml.safe_load(fm)
    except yaml.YAMLError as e: err('yaml %s: %s' % (f, e)); continue
    if '/' not in f:
        m = re.match(r'^(user|feedback|project|reference)_[a-z0-9_]+\.md$', f)
        if not m or d.get('type') != m.group(1) or not d.get('name') or not d.get('description'):
            err('root fm: ' + f)
    elif f.startswith('auto/'):
        if set(d) != {'title', 'created', 'tags'}: err('auto fm: ' + f)
    elif f.startswith('facts/'):
        m = re.match(r'^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$', f)
        if not m: err('fact path: ' + f); continue
        stem = os.path.basename(f)[:-3]
        created = d['created'] if isinstance(d['created'], str) else d['created'].strftime('%Y-%m-%dT%H:%M:%S.%fZ')
        ms = int(m.group(3))
        iso = dt.datetime.fromtimestamp(ms/1000, dt.timezone.utc).strftime('%Y-%m-%dT%H:%M:%S.') + '%03dZ' % (ms % 1000)
        raw_created = re.search(r'^created: (\S+)$', fm, re.M).group(1)
        raw_updated = re.search(r'^updated: (\S+)$', fm, re.M).group(1)
        if d.get('id') != stem: err('fact id: ' + f)
        if d.get('category') != m.group(2): err('fact category: ' + f)
        if raw_created != iso or raw_updated != iso: err('fact epoch/created mismatch: ' + f)
        if not raw_created.startswith(m.group(1)): err('fact folder date: ' + f)
        if d.get('status') != 'active': err('fact status: ' + f)
    else:
        err('unexpected path ' + f)
# MEMORY.md index
mem = open(os.path.join(STORE, 'MEMORY.md')).read()
roots = [f for f in files if '/' not in f and f != 'MEMORY.md']
linked = re.findall(r'^- \[[^\]]+\]\(([^)]+)\) — .+$', mem, re.M)
if sorted(linked) != sorted(roots): err('MEMORY.md index mismatch')
# labels
L = yaml.safe_load(open(os.path.join(BASE, 'labels.yaml')))
if str(L['now']) != '2026-11-28': err('now')
pairs = L['pairs']; seen = set(); cnt = Counter(); cross = 0; inpair = set()
for i, p in enumerate(pairs):
    a, b = p['a'], p['b']
    for k in ['a', 'b', 'label', 'class', 'claim_a', 'claim_b', 'note']:
        if k not in p: err('pair %d missing %s' % (i, k))
    if not a < b: err('order %d %s %s' % (i, a, b))
    if (a, b) in seen: err('dup pair %s %s' % (a, b))
    seen.add((a, b)); cnt[(p['label'], p['class'])] += 1
    if (p['label'], p['class']) not in EXPECT: err('bad label/class %d' % i)
    lay = lambda x: x.split('/')[0] if '/' in x else 'root'
    if lay(a) != lay(b): cross += 1
    for side in 'ab':
        f = p[side]; claim = p['claim_' + side]; inpair.add(f)
        path = os.path.join(STORE, f)
        if not os.path.exists(path): err('missing ' + f); continue
        fm, body = split(path)
        n = body.split('\n').count(claim)
        if n != 1: err('claim count %d in %s: %r' % (n, f, claim))
        if body.count(claim) != 1: err('claim substring count in %s' % f)
    if p['claim_a'] == p['claim_b'] : err('identical claims %d' % i)
if dict(cnt) != EXPECT: err('counts %s' % dict(cnt))
unpaired = [f for f in files if f not in inpair and f != 'MEMORY.md']
lay = Counter((f.split('/')[0] if '/' in f else 'root') for f in files)
print('files:', len(files), dict(lay))
print('pairs:', len(pairs), 'cross-layout:', cross, 'files in no pair (excl. MEMORY.md):', len(unpaired))
for k, v in sorted(cnt.items()): print('  %s/%s: %d' % (k[0], k[1], v))
if cross < 40: err('cross-layout < 40')
for e in errs: print('ERROR', e)
print('OK' if not errs else 'FAILED (%d)' % len(errs))
sys.exit(1 if errs else 0)
