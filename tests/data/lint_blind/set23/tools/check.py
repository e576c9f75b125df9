#!/usr/bin/env python3
"""Verify set23: paths, verbatim claims, frontmatter, remnic ids, ordering, duplicates, counts."""
import os, re, sys, datetime, collections
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, 'store')
FLAT = {'reference_infra.md', 'reference_glossary.md', 'user_profile.md', 'reference_stockd.md'}
EXPECT = {'value_slot': 10, 'role_slot': 10, 'negation': 10, 'stale_vs_change': 10, 'refinement': 10,
          'other_subject': 10, 'dated_history': 10, 'agreeing_duplicate': 10, 'negation_scope': 10}
CONTRA = {'value_slot', 'role_slot', 'negation', 'stale_vs_change'}
errs = []
def err(m): errs.append(m)

def split_fm(text):
    m = re.match(r'---\n(.*?)\n---\n(.*)', text, re.S)
    return (m.group(1), m.group(2)) if m else (None, text)

files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(root, f), STORE))
files.sort()

# frontmatter
for rel in files:
    text = open(os.path.join(STORE, rel)).read()
    if rel == 'MEMORY.md':
        continue
    fm, body = split_fm(text)
    if fm is None:
        err(f'no frontmatter: {rel}'); continue
    if '/' not in rel:
        if rel in FLAT:
            d = [l for l in fm.split('\n') if l.startswith('description: ')][0]
            if ': ' not in d[len('description: '):]:
                err(f'flat description without colon: {rel}')
            try:
                yaml.safe_load(fm); err(f'flat description unexpectedly parses: {rel}')
            except yaml.YAMLError:
                pass
            keys = [l.split(':')[0] for l in fm.split('\n')]
            if keys != ['name', 'description', 'type']: err(f'root keys {rel}: {keys}')
            continue
        try:
            d = yaml.safe_load(fm)
        except yaml.YAMLError as e:
            err(f'yaml {rel}: {e}'); continue
        if set(d) != {'name', 'description', 'type'}: err(f'root keys {rel}')
        if d['type'] not in ('user', 'feedback', 'project', 'reference'): err(f'type {rel}')
        if not rel.startswith(d['type'] + '_'): err(f'prefix/type mismatch {rel}')
    elif rel.startswith('facts/'):
        d = yaml.safe_load(fm)
        m = re.match(r'facts/(\d{4}-\d\d-\d\d)/((fact|preference|decision)-(\d{13})-([0-9a-f]{4}))\.md$', rel)
        if not m: err(f'remnic path {rel}'); continue
        date, stem, cat, ms = m.group(1), m.group(2), m.group(3), int(m.group(4))
        if d['id'] != stem: err(f'id {rel}')
        if d['category'] != cat: err(f'category {rel}')
        if d['status'] != 'active': err(f'status {rel}')
        c = d['created']
        c = c if isinstance(c, datetime.datetime) else datetime.datetime.fromisoformat(str(c).replace('Z', '+00:00'))
        if c.tzinfo is None: c = c.replace(tzinfo=datetime.timezone.utc)
        if int(round(c.timestamp() * 1000)) != ms: err(f'epoch/created {rel}')
        if c.strftime('%Y-%m-%d') != date: err(f'date folder {rel}')
        if str(d['updated']) != str(d['created']): err(f'updated {rel}')
    elif rel.startswith('auto/'):
        d = yaml.safe_load(fm)
        if set(d) != {'title', 'created', 'tags'}: err(f'auto keys {rel}')
    else:
        err(f'unexpected path {rel}')

# MEMORY.md index
idx = open(os.path.join(STORE, 'MEMORY.md')).read()
linked = re.findall(r'^- \[[^\]]+\]\(([^)]+)\) — .+$', idx, re.M)
roots = sorted(f for f in files if '/' not in f and f != 'MEMORY.md')
if sorted(linked) != roots: err('MEMORY.md does not index exactly the root files')

# labels
L = yaml.safe_load(open(os.path.join(BASE, 'labels.yaml')))
if str(L['now']) != '2026-11-28': err('now')
pairs = L['pairs']
seen = set(); cnt = collections.Counter(); cross = 0; used = set()
for i, p in enumerate(pairs):
    for k in ('a', 'b', 'label', 'class', 'claim_a', 'claim_b', 'note'):
        if k not in p: err(f'pair {i} missing {k}')
    a, b = p['a'], p['b']
    if not (a < b): err(f'pair {i} ordering {a} {b}')
    if (a, b) in seen: err(f'duplicate pair {a} {b}')
    seen.add((a, b)); used |= {a, b}
    for f, c in ((a, p['claim_a']), (b, p['claim_b'])):
        fp = os.path.join(STORE, f)
        if not os.path.exists(fp): err(f'missing {f}'); continue
        body = split_fm(open(fp).read())[1]
        n = body.split('\n').count(c)
        if n != 1: err(f'pair {i} claim in {f} found {n} times as full line')
        if open(fp).read().count(c) != 1: err(f'pair {i} claim substring count in {f}')
    want = 'contradiction' if p['class'] in CONTRA else 'non_contradiction'
    if p['label'] != want: err(f'pair {i} label/class')
    cnt[p['class']] += 1
    lay = lambda f: 'remnic' if f.startswith('facts/') else 'auto' if f.startswith('auto/') else 'root'
    cross += lay(a) != lay(b)
if dict(cnt) != EXPECT: err(f'counts {dict(cnt)}')
if len(pairs) != 90: err('not 90 pairs')
if cross < 40: err(f'cross-layout {cross} < 40')
unpaired = [f for f in files if f not in used]
print(f'files {len(files)} (root {len(roots)}+MEMORY.md, remnic {sum(f.startswith("facts/") for f in files)}, auto {sum(f.startswith("auto/") for f in files)})')
print(f'pairs {len(pairs)}, cross-layout {cross}, files in no pair {len(unpaired)}')
print('per class', dict(cnt))
print('ERRORS' if errs else 'OK', *errs, sep='\n')
sys.exit(1 if errs else 0)
