#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import os, re, sys, datetime, collections
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, 'store')
sys.path.insert(0, HERE)
from content_root import FLAT

errors = []
def err(m): errors.append(m)

def split(text):
    if not text.startswith('---\n'):
        return None, text
    end = text.index('\n---\n', 4)
    return text[4:end], text[end + 5:]

files = {}
for root, _, fns in os.walk(STORE):
    for fn in fns:
        p = os.path.relpath(os.path.join(root, fn), STORE)
        files[p] = open(os.path.join(root, fn)).read()

root_files = sorted(p for p in files if '/' not in p and p != 'MEMORY.md')
flat_seen = 0
for p, text in files.items():
    if p == 'MEMORY.md':
        continue
    fm, body = split(text)
    if fm is None:
        err(f'{p}: no frontmatter'); continue
    try:
        meta = yaml.safe_load(fm)
        if p in FLAT:
            err(f'{p}: expected a flat (non-strict) description but YAML parsed')
    except yaml.YAMLError:
        if p in FLAT:
            flat_seen += 1
            meta = dict(l.split(': ', 1) for l in fm.split('\n') if ': ' in l)
        else:
            err(f'{p}: frontmatter does not parse'); continue
    if '/' not in p:
        for k in ('name', 'description', 'type'):
            if k not in meta: err(f'{p}: missing {k}')
        if meta.get('type') not in ('user', 'feedback', 'project', 'reference'): err(f'{p}: bad type')
        if not p.startswith(f"{meta.get('type')}_"): err(f'{p}: filename/type mismatch')
        if 'cinderlay' in str(meta.get('name', '')).lower() or 'lanternfold' in str(meta.get('name', '')).lower():
            err(f'{p}: name is the project')
    elif p.startswith('auto/'):
        for k in ('title', 'created', 'tags'):
            if k not in meta: err(f'{p}: missing {k}')
    elif p.startswith('facts/'):
        m = re.fullmatch(r'facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md', p)
        if not m: err(f'{p}: bad facts path'); continue
        date, cat, epoch, _ = m.groups()
        if meta.get('id') != os.path.basename(p)[:-3]: err(f'{p}: id != stem')
        if meta.get('category') != cat: err(f'{p}: category mismatch')
        ts = datetime.datetime.fromtimestamp(int(epoch) / 1000, datetime.timezone.utc)
        if ts.strftime('%Y-%m-%d') != date: err(f'{p}: epoch not in folder date')
        if not str(meta.get('created', '')).startswith(date): err(f'{p}: created not folder date')
        for k in ('updated', 'source', 'confidence', 'confidenceTier', 'tags', 'status'):
            if k not in meta: err(f'{p}: missing {k}')
    else:
        err(f'{p}: unexpected location')
if flat_seen != len(FLAT): err(f'flat descriptions seen {flat_seen}, expected {len(FLAT)}')

# MEMORY.md
idx = re.findall(r'^- \[[^\]]+\]\(([^)]+)\) — \S', files.get('MEMORY.md', ''), re.M)
if sorted(idx) != root_files or len(idx) != len(set(idx)):
    err(f'MEMORY.md index mismatch: {sorted(set(idx) ^ set(root_files))}')

# labels
lab = yaml.safe_load(open(os.path.join(BASE, 'labels.yaml')))
if str(lab.get('now')) != '2026-11-28': err('now wrong')
pairs = lab['pairs']
seen = set()
counts = collections.Counter()
CLASSES = {'contradiction': {'value_slot', 'role_slot', 'negation', 'stale_vs_change'},
           'non_contradiction': {'refinement', 'other_subject', 'dated_history', 'agreeing_duplicate', 'negation_scope'}}
ids = set()
in_pairs = set()
for i, pr in enumerate(pairs):
    a, b = pr['a'], pr['b']
    tag = pr['note'].split(':')[0]
    if not re.fullmatch(r'(V|R|N|S|F|O|D|A|NS)\d+', tag): err(f'pair {i}: note has no id')
    if tag in ids: err(f'{tag}: duplicate id')
    ids.add(tag)
    if not a < b: err(f'{tag}: a/b not sorted')
    if (a, b) in seen: err(f'{tag}: duplicate file pair')
    seen.add((a, b))
    if pr['class'] not in CLASSES.get(pr['label'], ()): err(f'{tag}: bad label/class')
    counts[(pr['label'], pr['class'])] += 1
    for side, path in (('claim_a', a), ('claim_b', b)):
        in_pairs.add(path)
        if path not in files: err(f'{tag}: {path} missing'); continue
        _, body = split(files[path])
        n = body.split('\n').count(pr[side])
        if n != 1: err(f'{tag}: {side} found {n} times as a full body line in {path}')
        if not pr[side].strip(): err(f'{tag}: empty {side}')
for k, v in sorted(counts.items()):
    if v != 10: err(f'class {k} has {v} pairs')
if len(pairs) != 90: err(f'{len(pairs)} pairs')

def lay(p):
    return p.split('/')[0] if '/' in p else 'root'
cross = sum(1 for pr in pairs if lay(pr['a']) != lay(pr['b']))
print(f'files: {len(files)} (root {len(root_files)} + MEMORY.md, auto {sum(p.startswith("auto/") for p in files)}, '
      f'facts {sum(p.startswith("facts/") for p in files)}); files in no pair: {len(set(files) - in_pairs)}')
print(f'pairs: {len(pairs)}; cross-layout: {cross}')
for k, v in sorted(counts.items()):
    print(f'  {k[0]:18} {k[1]:20} {v}')
if errors:
    print('FAIL'); [print(' -', e) for e in errors]; sys.exit(1)
print('OK: all checks passed')
