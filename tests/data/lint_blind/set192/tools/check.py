#!/usr/bin/env python3
"""Check store/ and labels.yaml of set192."""
import collections, os, re, sys, yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, 'store')
FLAT_OK = {'reference_stationdb.md', 'reference_feedpipe.md', 'reference_faultdesk.md', 'reference_glossary.md',
           'reference_infra.md', 'reference_stations.md'}
CLASSES = {'contradiction': ['value_slot', 'role_slot', 'negation', 'stale_vs_change'],
           'non_contradiction': ['refinement', 'other_subject', 'dated_history', 'agreeing_duplicate', 'negation_scope']}
errors = []

def split(path):
    text = open(os.path.join(STORE, path)).read()
    if text.startswith('---\n'):
        end = text.index('\n---\n', 4)
        return text[4:end], text[end + 5:]
    return None, text

def body_lines(body):
    """Claimable body lines: outside code fences, non-empty."""
    out, fence = [], False
    for ln in body.split('\n'):
        if ln.strip().startswith('```'):
            fence = not fence
            continue
        out.append((ln, fence))
    return out

all_files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root_files = [f for f in all_files if '/' not in f and f != 'MEMORY.md']

# frontmatter
for f in all_files:
    if f == 'MEMORY.md':
        continue
    fm, _ = split(f)
    if fm is None:
        errors.append(f'{f}: no frontmatter'); continue
    try:
        d = yaml.safe_load(fm)
        if f in FLAT_OK:
            errors.append(f'{f}: expected a flat (non-YAML) description but it parses')
    except yaml.YAMLError:
        if f in FLAT_OK:
            d = dict(l.split(': ', 1) for l in fm.split('\n') if ': ' in l)
        else:
            errors.append(f'{f}: frontmatter does not parse'); continue
    if '/' not in f:
        if set(d) != {'name', 'description', 'type'} or d['type'] not in ('user', 'feedback', 'project', 'reference'):
            errors.append(f'{f}: bad root frontmatter {d}')
        if not f.startswith(d['type'] + '_'):
            errors.append(f'{f}: filename does not start with type')
    elif f.startswith('facts/'):
        m = re.fullmatch(r'facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md', f)
        if not m:
            errors.append(f'{f}: bad remnic path'); continue
        if d.get('id') != os.path.basename(f)[:-3] or d.get('category') != m.group(2) or d.get('status') != 'active':
            errors.append(f'{f}: remnic frontmatter mismatch')
        if not str(d.get('created', '')).startswith(m.group(1)):
            errors.append(f'{f}: created date not folder date')
    elif f.startswith('auto/'):
        if not {'title', 'created', 'tags'} <= set(d):
            errors.append(f'{f}: auto note missing title/created/tags')
    else:
        errors.append(f'{f}: unexpected location')

# MEMORY.md
idx = re.findall(r'^- \[[^\]]+\]\(([^)]+)\) — \S.*$', open(os.path.join(STORE, 'MEMORY.md')).read(), re.M)
if sorted(idx) != sorted(root_files) or len(idx) != len(set(idx)):
    errors.append(f'MEMORY.md index mismatch: missing {set(root_files) - set(idx)}, extra {set(idx) - set(root_files)}')

# labels
lab = yaml.safe_load(open(os.path.join(OUT, 'labels.yaml')))
if str(lab.get('now')) != '2026-11-28':
    errors.append('now is not 2026-11-28')
pairs = lab['pairs']
seen, counts, ids, cross = set(), collections.Counter(), set(), 0
layout = lambda p: p.split('/')[0] if '/' in p else 'root'
for i, p in enumerate(pairs):
    tag = p.get('note', '').split(':')[0]
    if set(p) != {'a', 'b', 'label', 'class', 'claim_a', 'claim_b', 'note'}:
        errors.append(f'{tag}: keys {sorted(p)}')
    if tag in ids: errors.append(f'duplicate id {tag}')
    ids.add(tag)
    if p['label'] not in CLASSES or p['class'] not in CLASSES[p['label']]:
        errors.append(f'{tag}: bad label/class')
    counts[(p['label'], p['class'])] += 1
    if not p['a'] < p['b']:
        errors.append(f'{tag}: a/b not in path order')
    if (p['a'], p['b']) in seen:
        errors.append(f'{tag}: duplicate file pair')
    seen.add((p['a'], p['b']))
    cross += layout(p['a']) != layout(p['b'])
    for side in 'ab':
        path, claim = p[side], p['claim_' + side]
        if path not in all_files:
            errors.append(f'{tag}: {path} missing'); continue
        _, body = split(path)
        lines = body_lines(body)
        n = sum(1 for ln, _ in lines if ln == claim)
        nin = sum(1 for ln, fence in lines if ln == claim and not fence)
        if n != 1 or nin != 1:
            errors.append(f'{tag}: claim_{side} found {n} times ({nin} outside fences) in {path}')
        if claim != claim.strip() or not claim:
            errors.append(f'{tag}: claim_{side} not a full stripped line')
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10:
            errors.append(f'{lbl}/{c}: {counts[(lbl, c)]} pairs, want 10')

paired = {p['a'] for p in pairs} | {p['b'] for p in pairs}
print(f'files: {len(all_files)} (root {len(root_files)} + MEMORY.md, facts {sum(f.startswith("facts/") for f in all_files)}, '
      f'auto {sum(f.startswith("auto/") for f in all_files)}); files in no pair: {len(set(all_files) - paired)}')
print(f'pairs: {len(pairs)}, cross-layout: {cross}')
for (l, c), n in sorted(counts.items()):
    print(f'  {l:18} {c:20} {n}')
if errors:
    print('FAIL'); print('\n'.join(errors)); sys.exit(1)
print('OK')
