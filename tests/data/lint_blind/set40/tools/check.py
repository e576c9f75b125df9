#!/usr/bin/env python3
"""Verify set40: paths, verbatim claims, frontmatter, remnic consistency, ordering, duplicates, counts, index."""
import calendar, collections, os, re, sys
from datetime import datetime
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, 'store')
FLAT = {'reference_parkgate.md', 'reference_fids.md', 'reference_flightdb.md', 'reference_beltalloc.md',
        'reference_glossary.md', 'reference_oncall.md'}   # intentional unquoted ': ' in description
EXPECT = {('contradiction', c): 10 for c in ('value_slot', 'role_slot', 'negation', 'stale_vs_change')}
EXPECT.update({('non_contradiction', c): 10 for c in
               ('refinement', 'other_subject', 'dated_history', 'agreeing_duplicate', 'negation_scope')})
errs = []
def err(m): errs.append(m)

def split(text):
    if not text.startswith('---\n'):
        return None, text
    end = text.index('\n---\n', 4)
    return text[4:end], text[end + 5:]

allfiles = []
for root, _, names in os.walk(STORE):
    for n in names:
        allfiles.append(os.path.relpath(os.path.join(root, n), STORE))
allfiles.sort()

# frontmatter + layout checks
for p in allfiles:
    text = open(os.path.join(STORE, p)).read()
    if p == 'MEMORY.md':
        continue
    fm, body = split(text)
    if fm is None:
        err('no frontmatter: ' + p); continue
    if '/' not in p:
        m = re.match(r'(user|feedback|project|reference)_[a-z0-9_]+\.md$', p)
        if not m: err('bad root name ' + p)
        try:
            d = yaml.safe_load(fm)
            if p in FLAT: err('expected flat (non-YAML) description but parsed: ' + p)
            if set(d) != {'name', 'description', 'type'}: err('root keys ' + p)
            if d['type'] != m.group(1): err('type mismatch ' + p)
        except yaml.YAMLError:
            if p not in FLAT: err('frontmatter does not parse: ' + p)
            lines = dict(l.split(': ', 1) for l in fm.splitlines())
            if lines.get('type') != m.group(1): err('type mismatch (flat) ' + p)
    elif p.startswith('auto/'):
        d = yaml.safe_load(fm)
        if set(d) != {'title', 'created', 'tags'}: err('auto keys ' + p)
    elif p.startswith('facts/'):
        d = yaml.safe_load(fm)
        m = re.match(r'facts/(\d{4}-\d{2}-\d{2})/((fact|preference|decision)-(\d{13})-([0-9a-f]{4}))\.md$', p)
        if not m: err('bad remnic path ' + p); continue
        date, stem, cat, epoch = m.group(1), m.group(2), m.group(3), int(m.group(4))
        if d['id'] != stem: err('id != stem ' + p)
        if d['category'] != cat: err('category ' + p)
        if d['status'] != 'active': err('status ' + p)
        for k in ('created', 'updated'):
            v = d[k]
            if isinstance(v, str):
                v = datetime.strptime(v, '%Y-%m-%dT%H:%M:%S.%fZ')
            ms = calendar.timegm(v.timetuple()) * 1000 + v.microsecond // 1000
            if ms != epoch: err('%s epoch mismatch %s' % (k, p))
            if v.strftime('%Y-%m-%d') != date: err('%s date mismatch %s' % (k, p))
    else:
        err('unexpected path ' + p)

# MEMORY.md index
root_files = [p for p in allfiles if '/' not in p and p != 'MEMORY.md']
idx = open(os.path.join(STORE, 'MEMORY.md')).read()
linked = re.findall(r'^- \[[^\]]+\]\(([^)]+)\) — .+$', idx, re.M)
if sorted(linked) != sorted(root_files): err('MEMORY.md index mismatch')

# labels
L = yaml.safe_load(open(os.path.join(BASE, 'labels.yaml')))
if str(L['now']) != '2026-11-28': err('now')
seen = set(); counts = collections.Counter(); cross = 0; used = set()
layout = lambda p: 'facts' if p.startswith('facts/') else 'auto' if p.startswith('auto/') else 'root'
for i, pr in enumerate(L['pairs']):
    a, b = pr['a'], pr['b']
    if not a < b: err('ordering %d %s %s' % (i, a, b))
    if (a, b) in seen: err('duplicate pair %s %s' % (a, b))
    seen.add((a, b))
    for f, c in ((a, pr['claim_a']), (b, pr['claim_b'])):
        fp = os.path.join(STORE, f)
        if not os.path.exists(fp): err('missing ' + f); continue
        fm, body = split(open(fp).read())
        n = body.split('\n').count(c)
        if n != 1: err('claim found %d times as a full line in %s: %s' % (n, f, c))
    if (pr['label'] == 'contradiction') != (pr['class'] in ('value_slot', 'role_slot', 'negation', 'stale_vs_change')):
        err('label/class ' + str(i))
    counts[(pr['label'], pr['class'])] += 1
    cross += layout(a) != layout(b)
    used.update((a, b))
if dict(counts) != EXPECT: err('counts %s' % dict(counts))
if cross < 40: err('cross-layout pairs %d < 40' % cross)

lay = collections.Counter(layout(p) for p in allfiles)
print('files:', len(allfiles), dict(lay))
print('pairs:', len(L['pairs']), 'cross-layout:', cross)
print('files in no pair:', len([p for p in allfiles if p not in used and p != 'MEMORY.md']), '(+ MEMORY.md)')
for k in sorted(counts): print('  %-18s %-20s %d' % (k[0], k[1], counts[k]))
if errs:
    print('ERRORS:'); [print(' ', e) for e in errs]; sys.exit(1)
print('OK')
