#!/usr/bin/env python3
"""Check ../store and ../labels.yaml against the brief's structural rules."""
import collections, os, re, sys
import yaml

OUT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
STORE = os.path.join(OUT, 'store')
FLAT = {'reference_gatepass.md', 'reference_infra.md', 'reference_glossary.md', 'reference_showground.md'}
CLASSES = {'contradiction': ['value_slot', 'role_slot', 'negation', 'stale_vs_change'],
           'non_contradiction': ['refinement', 'other_subject', 'dated_history', 'agreeing_duplicate', 'negation_scope']}
errors = []

def split(text):
    if not text.startswith('---\n'):
        return None, text.split('\n')
    end = text.index('\n---\n', 4)
    return text[4:end], text[end + 5:].split('\n')

def claim_lines(lines):
    """body lines outside code fences"""
    out, fence = [], False
    for ln in lines:
        if ln.strip().startswith('```'):
            fence = not fence
            continue
        if not fence:
            out.append(ln)
    return out

def layout(p):
    return 'facts' if p.startswith('facts/') else 'auto' if p.startswith('auto/') else 'root'

all_files = []
for d, _, fs in os.walk(STORE):
    for f in fs:
        all_files.append(os.path.relpath(os.path.join(d, f), STORE))
flat_seen = []
for rel in sorted(all_files):
    text = open(os.path.join(STORE, rel)).read()
    if rel == 'MEMORY.md':
        continue
    fm, _ = split(text)
    if fm is None:
        errors.append(f'{rel}: no frontmatter'); continue
    try:
        data = yaml.safe_load(fm)
        if rel in FLAT:
            errors.append(f'{rel}: expected flat (non-YAML) description but it parsed')
    except yaml.YAMLError:
        if rel in FLAT:
            flat_seen.append(rel); continue
        errors.append(f'{rel}: frontmatter does not parse'); continue
    lay = layout(rel)
    need = {'root': ['name', 'description', 'type'], 'auto': ['title', 'created', 'tags'],
            'facts': ['id', 'category', 'created', 'updated', 'source', 'confidence', 'tags', 'status']}[lay]
    for k in need:
        if k not in data:
            errors.append(f'{rel}: frontmatter lacks {k}')
    if lay == 'root' and data.get('type') not in ('user', 'feedback', 'project', 'reference'):
        errors.append(f'{rel}: bad type')
    if lay == 'root' and not re.fullmatch(r'(user|feedback|project|reference)_[a-z0-9_]+\.md', rel):
        errors.append(f'{rel}: bad root name')
    if lay == 'facts':
        m = re.fullmatch(r'facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md', rel)
        if not m or data['id'] != os.path.basename(rel)[:-3] or data['category'] != m.group(2):
            errors.append(f'{rel}: bad remnic path/id')

# MEMORY.md indexes exactly the root files
roots = {f for f in all_files if '/' not in f and f != 'MEMORY.md'}
idx = re.findall(r'^- \[[^\]]+\]\(([^)]+)\) — .+$', open(os.path.join(STORE, 'MEMORY.md')).read(), re.M)
if sorted(idx) != sorted(roots):
    errors.append(f'MEMORY.md index mismatch: {set(idx) ^ roots}')

labels = yaml.safe_load(open(os.path.join(OUT, 'labels.yaml')))
if str(labels['now']) != '2026-11-28':
    errors.append('now is not 2026-11-28')
pairs = labels['pairs']
seen, counts, cross = set(), collections.Counter(), 0
in_pair = set()
for i, p in enumerate(pairs):
    tag = p.get('note', '?').split(':')[0]
    for k in ('a', 'b', 'label', 'class', 'claim_a', 'claim_b', 'note'):
        if k not in p:
            errors.append(f'{tag}: missing {k}')
    if not p['a'] < p['b']:
        errors.append(f'{tag}: a/b not sorted')
    if (p['a'], p['b']) in seen:
        errors.append(f'{tag}: duplicate file pair')
    seen.add((p['a'], p['b']))
    if p['class'] not in CLASSES.get(p['label'], []):
        errors.append(f'{tag}: class {p["class"]} does not fit label {p["label"]}')
    counts[(p['label'], p['class'])] += 1
    cross += layout(p['a']) != layout(p['b'])
    for side in 'ab':
        rel, claim = p[side], p['claim_' + side]
        in_pair.add(rel)
        path = os.path.join(STORE, rel)
        if not os.path.exists(path):
            errors.append(f'{tag}: {rel} missing'); continue
        _, body = split(open(path).read())
        n_all = body.count(claim)
        n_ok = claim_lines(body).count(claim)
        if n_all != 1 or n_ok != 1:
            errors.append(f'{tag}: claim_{side} found {n_all}x as a body line ({n_ok}x outside code) in {rel}')
        if claim != claim.strip() or not claim:
            errors.append(f'{tag}: claim_{side} has stray whitespace')
for lab, cls in CLASSES.items():
    for c in cls:
        if counts[(lab, c)] != 10:
            errors.append(f'{lab}/{c}: {counts[(lab, c)]} pairs, want 10')
if len(pairs) != 90:
    errors.append(f'{len(pairs)} pairs, want 90')

lay = collections.Counter(layout(f) for f in all_files)
print(f'files: {len(all_files)} (root {lay["root"]} incl. MEMORY.md, facts {lay["facts"]}, auto {lay["auto"]}); '
      f'in no pair: {len(set(all_files) - in_pair)}')
print(f'pairs: {len(pairs)}, cross-layout: {cross}; flat descriptions: {len(flat_seen)}')
for (lab, c), n in sorted(counts.items()):
    print(f'  {lab:18} {c:20} {n}')
if errors:
    print('FAIL'); print('\n'.join(errors)); sys.exit(1)
print('OK')
