#!/usr/bin/env python3
"""Validate set46: store files, labels.yaml, frontmatter, remnic ids, counts."""
import os, re, sys, yaml, datetime, collections
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, 'store')
FLAT = {'reference_berthbook.md', 'reference_fuelpos.md', 'reference_infra.md', 'reference_glossary.md', 'user_tamsin.md'}
EXPECT = {'value_slot': 10, 'role_slot': 10, 'negation': 10, 'stale_vs_change': 10, 'refinement': 10,
          'other_subject': 10, 'dated_history': 10, 'agreeing_duplicate': 10, 'negation_scope': 10}
CONTRA = {'value_slot', 'role_slot', 'negation', 'stale_vs_change'}
errs = []
def err(*a): errs.append(' '.join(str(x) for x in a))

def layout(p):
    return 'remnic' if p.startswith('facts/') else 'auto' if p.startswith('auto/') else 'root'

def split_fm(text):
    m = re.match(r'^---\n(.*?)\n---\n(.*)$', text, re.S)
    return (m.group(1), m.group(2)) if m else (None, text)

allfiles = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
# frontmatter
for p in allfiles:
    text = open(os.path.join(STORE, p)).read()
    if p == 'MEMORY.md':
        continue
    fm, body = split_fm(text)
    if fm is None:
        err('no frontmatter', p); continue
    lay = layout(p)
    if lay == 'root':
        if p in FLAT:
            try:
                yaml.safe_load(fm); err('FLAT file parses as strict YAML (expected not to)', p)
            except yaml.YAMLError:
                pass
            d = dict(l.split(': ', 1) for l in fm.splitlines())
        else:
            try: d = yaml.safe_load(fm)
            except yaml.YAMLError as e: err('yaml', p, e); continue
        if set(d) != {'name', 'description', 'type'}: err('root keys', p, d.keys())
        if d['type'] not in ('user', 'feedback', 'project', 'reference'): err('type', p)
        if not p.startswith(d['type'] + '_'): err('type prefix', p)
        if not re.fullmatch(r'[a-z0-9-]+', d['name']): err('name slug', p)
    else:
        try: d = yaml.safe_load(fm)
        except yaml.YAMLError as e: err('yaml', p, e); continue
        if lay == 'auto':
            if set(d) != {'title', 'created', 'tags'}: err('auto keys', p)
        else:
            stem = os.path.basename(p)[:-3]
            folder = p.split('/')[1]
            m = re.fullmatch(r'(fact|preference|decision)-(\d{13})-([0-9a-f]{4})', stem)
            if not m: err('remnic stem', p); continue
            if d['id'] != stem: err('id != stem', p)
            if d['category'] != m.group(1): err('category', p)
            if d['status'] != 'active': err('status', p)
            cr = d['created']
            if isinstance(cr, str): cr = datetime.datetime.fromisoformat(cr.replace('Z', '+00:00'))
            if cr.tzinfo is None: cr = cr.replace(tzinfo=datetime.timezone.utc)
            if cr.strftime('%Y-%m-%d') != folder: err('created date != folder', p)
            if int(round(cr.timestamp() * 1000)) != int(m.group(2)): err('epoch != created', p, cr.timestamp())
            if d['updated'] != d['created']: err('updated != created', p)
            if not body.strip(): err('empty body', p)

# MEMORY.md
roots = [p for p in allfiles if '/' not in p and p != 'MEMORY.md']
mem = open(os.path.join(STORE, 'MEMORY.md')).read()
linked = re.findall(r'^- \[[^\]]+\]\(([^)]+)\) — .+$', mem, re.M)
if sorted(linked) != sorted(roots): err('MEMORY.md index mismatch', set(roots) ^ set(linked))

# labels
L = yaml.safe_load(open(os.path.join(BASE, 'labels.yaml')))
if str(L['now']) != '2026-11-28': err('now')
pairs = L['pairs']
cnt = collections.Counter(); seen = set(); inpair = set(); cross = 0
for i, pr in enumerate(pairs):
    for k in ('a', 'b', 'label', 'class', 'claim_a', 'claim_b', 'note'):
        if k not in pr: err('missing key', i, k)
    a, b = pr['a'], pr['b']
    if not a < b: err('a/b order', i, a, b)
    key = (a, b, pr['claim_a'], pr['claim_b'])
    if key in seen: err('duplicate pair', i)
    seen.add(key)
    if (pr['label'] == 'contradiction') != (pr['class'] in CONTRA): err('label/class', i)
    cnt[pr['class']] += 1
    if layout(a) != layout(b): cross += 1
    for side in ('a', 'b'):
        path, claim = pr[side], pr['claim_' + side]
        fp = os.path.join(STORE, path)
        if not os.path.exists(fp): err('missing file', path); continue
        inpair.add(path)
        _, body = split_fm(open(fp).read())
        n = body.split('\n').count(claim)
        if n != 1: err('claim count %d' % n, i, path, claim)
        if claim in mem: err('claim in MEMORY.md', i)
if dict(cnt) != EXPECT: err('class counts', dict(cnt))
if len(pairs) != 90: err('pair count', len(pairs))
if cross < 40: err('cross-layout pairs', cross)
lays = collections.Counter(layout(p) for p in allfiles)
print('files: %d (root %d incl. MEMORY.md, remnic %d, auto %d)' % (len(allfiles), lays['root'], lays['remnic'], lays['auto']))
print('pairs: %d, cross-layout: %d, files in no pair: %d' % (len(pairs), cross, len([p for p in allfiles if p not in inpair and p != 'MEMORY.md'])))
print('classes:', dict(cnt))
if errs:
    print('ERRORS:'); [print(' ', e) for e in errs]; sys.exit(1)
print('OK')
