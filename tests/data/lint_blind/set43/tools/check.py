#!/usr/bin/env python3
"""Verify set43 store/ + labels.yaml. Exit code 1 on any error."""
import os, re, sys, datetime, collections
import yaml
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, 'store')
errs, warns = [], []
def err(*a): errs.append(' '.join(map(str, a)))

EXPECT = {('contradiction', 'value_slot'): 10, ('contradiction', 'role_slot'): 10, ('contradiction', 'negation'): 10,
          ('contradiction', 'stale_vs_change'): 10, ('non_contradiction', 'refinement'): 10,
          ('non_contradiction', 'other_subject'): 10, ('non_contradiction', 'dated_history'): 10,
          ('non_contradiction', 'agreeing_duplicate'): 10, ('non_contradiction', 'negation_scope'): 10}

def split(text):
    if not text.startswith('---\n'):
        return None, text
    end = text.index('\n---\n', 4)
    return text[4:end], text[end + 5:]

allfiles = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
bodies, flat = {}, []
for rel in allfiles:
    text = open(os.path.join(STORE, rel)).read()
    if rel == 'MEMORY.md':
        bodies[rel] = text
        continue
    fm, body = split(text)
    if fm is None:
        err('no frontmatter', rel); continue
    bodies[rel] = body
    try:
        meta = yaml.safe_load(fm)
    except yaml.YAMLError:
        # allowed only for root files whose description line has an unquoted ': '
        m = re.search(r'^description: (.*)$', fm, re.M)
        if '/' not in rel and m and ': ' in m.group(1):
            flat.append(rel)
            meta = {}
            for line in fm.splitlines():
                k, _, v = line.partition(': ')
                meta[k] = v
        else:
            err('frontmatter does not parse', rel); continue
    if '/' not in rel:
        for k in ('name', 'description', 'type'):
            if k not in meta: err('root missing', k, rel)
        if meta.get('type') not in ('user', 'feedback', 'project', 'reference'): err('bad type', rel)
        elif not rel.startswith(meta['type'] + '_'): err('type/prefix mismatch', rel)
    elif rel.startswith('facts/'):
        m = re.match(r'facts/(\d{4}-\d{2}-\d{2})/((fact|preference|decision)-(\d{13})-([0-9a-f]{4}))\.md$', rel)
        if not m: err('bad remnic path', rel); continue
        date, stem, cat, epoch = m.group(1), m.group(2), m.group(3), int(m.group(4))
        if meta.get('id') != stem: err('id != stem', rel)
        if meta.get('category') != cat: err('category mismatch', rel)
        if meta.get('status') != 'active': err('status', rel)
        cr = meta.get('created'); up = meta.get('updated')
        if isinstance(cr, str):
            cr = datetime.datetime.fromisoformat(cr.replace('Z', '+00:00'))
        if isinstance(up, str):
            up = datetime.datetime.fromisoformat(up.replace('Z', '+00:00'))
        if cr.tzinfo is None: cr = cr.replace(tzinfo=datetime.timezone.utc)
        if up.tzinfo is None: up = up.replace(tzinfo=datetime.timezone.utc)
        if cr.strftime('%Y-%m-%d') != date: err('created date != folder', rel)
        if round(cr.timestamp() * 1000) != epoch: err('epoch != created', rel, cr.timestamp() * 1000, epoch)
        if up != cr: err('updated != created', rel)
        for k in ('source', 'confidence', 'confidenceTier', 'tags'):
            if k not in meta: err('remnic missing', k, rel)
    elif rel.startswith('auto/'):
        for k in ('title', 'created', 'tags'):
            if k not in meta: err('auto missing', k, rel)
    else:
        err('unexpected path', rel)

# MEMORY.md index
mem = bodies.get('MEMORY.md', '')
roots = [f for f in allfiles if '/' not in f and f != 'MEMORY.md']
linked = re.findall(r'^- \[[^\]]+\]\(([^)]+)\) — .+$', mem, re.M)
for f in roots:
    if linked.count(f) != 1: err('MEMORY.md does not index exactly once', f)
for f in linked:
    if f not in roots: err('MEMORY.md links missing file', f)

# labels
L = yaml.safe_load(open(os.path.join(BASE, 'labels.yaml')))
if str(L.get('now')) != '2026-11-28': err('now')
pairs = L['pairs']
seen = set(); cnt = collections.Counter(); cross = 0
lay = lambda p: p.split('/')[0] if '/' in p else 'root'
for i, p in enumerate(pairs):
    a, b = p['a'], p['b']
    for f in (a, b):
        if f not in bodies: err('pair', i, 'missing file', f)
    if not a < b: err('pair', i, 'a/b not sorted', a, b)
    key = (a, b, p['claim_a'], p['claim_b'])
    if key in seen: err('duplicate pair', i)
    seen.add(key)
    for f, c in ((a, p['claim_a']), (b, p['claim_b'])):
        lines = bodies.get(f, '').split('\n')
        n = lines.count(c)
        if n != 1: err('pair', i, 'claim found', n, 'times as a full line in', f, repr(c[:60]))
    lab, cls = p['label'], p['class']
    if (lab, cls) not in EXPECT: err('pair', i, 'bad label/class', lab, cls)
    cnt[(lab, cls)] += 1
    cross += lay(a) != lay(b)
    if not p.get('note'): err('pair', i, 'no note')
for k, n in EXPECT.items():
    if cnt[k] != n: err('count', k, cnt[k], '!=', n)

used = {p['a'] for p in pairs} | {p['b'] for p in pairs}
print(f"files: {len(allfiles)} (root {len(roots)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in allfiles)}, auto {sum(f.startswith('auto/') for f in allfiles)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, files in no pair: {len([f for f in allfiles if f not in used])}")
for k in EXPECT: print(f"  {k[0]:18s} {k[1]:20s} {cnt[k]}")
print('flat (non-strict YAML) descriptions:', flat)
if errs:
    print('ERRORS:'); [print(' ', e) for e in errs]; sys.exit(1)
print('OK')
