#!/usr/bin/env python3
"""Check store/ and labels.yaml of set90."""
import os, re, sys, collections
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, 'store')
FLAT = {'reference_vts_api.md', 'reference_channel.md', 'reference_glossary.md'}
CLASSES = {'contradiction': ['value_slot', 'role_slot', 'negation', 'stale_vs_change'],
           'non_contradiction': ['refinement', 'other_subject', 'dated_history', 'agreeing_duplicate', 'negation_scope']}
errors = []
def err(m): errors.append(m)

def split(text):
    if not text.startswith('---\n'):
        return None, text.split('\n')
    end = text.index('\n---\n', 4)
    return text[4:end], text[end + 5:].split('\n')

def claim_lines(lines):
    """body lines outside code fences"""
    out, fence = [], False
    for l in lines:
        if l.strip().startswith('```'):
            fence = not fence
            continue
        if not fence:
            out.append(l)
    return out

all_files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        all_files.append(os.path.relpath(os.path.join(root, f), STORE))
root_files = sorted(f for f in all_files if '/' not in f and f != 'MEMORY.md')

# frontmatter
for p in all_files:
    if p == 'MEMORY.md':
        continue
    fm, _ = split(open(os.path.join(STORE, p)).read())
    if fm is None:
        err(f'{p}: no frontmatter'); continue
    try:
        d = yaml.safe_load(fm)
        ok = isinstance(d, dict)
    except yaml.YAMLError:
        ok = False
    if p in FLAT:
        if ok:
            err(f'{p}: meant to be non-strict YAML but parses')
        d = dict(l.split(': ', 1) for l in fm.split('\n') if ': ' in l)
    elif not ok:
        err(f'{p}: frontmatter does not parse'); continue
    if '/' not in p:
        if d.get('type') not in ('user', 'feedback', 'project', 'reference'): err(f'{p}: bad type')
        if not d.get('name') or not d.get('description'): err(f'{p}: name/description missing')
        if not p.startswith(d['type'] + '_'): err(f'{p}: file name does not start with type')
    elif p.startswith('facts/'):
        m = re.match(r'facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$', p)
        if not m: err(f'{p}: bad remnic path'); continue
        stem = os.path.basename(p)[:-3]
        if d.get('id') != stem or d.get('category') != m.group(2): err(f'{p}: id/category mismatch')
        if str(d.get('created'))[:10] != m.group(1) and not str(d.get('created')).startswith(m.group(1)): err(f'{p}: created date != folder')
        import datetime
        ts = datetime.datetime.fromtimestamp(int(m.group(3)) / 1000, datetime.timezone.utc).strftime('%Y-%m-%d')
        if ts != m.group(1): err(f'{p}: epoch date {ts} != folder')
    elif p.startswith('auto/'):
        for k in ('title', 'created', 'tags'):
            if k not in d: err(f'{p}: missing {k}')
    else:
        err(f'{p}: unexpected location')

# MEMORY.md
mem = open(os.path.join(STORE, 'MEMORY.md')).read()
indexed = re.findall(r'^- \[[^\]]+\]\(([^)]+)\) — .+$', mem, re.M)
if sorted(indexed) != root_files or len(indexed) != len(set(indexed)):
    err(f'MEMORY.md index mismatch: extra {set(indexed) - set(root_files)}, missing {set(root_files) - set(indexed)}')

# labels
lab = yaml.safe_load(open(os.path.join(OUT, 'labels.yaml')))
if str(lab.get('now')) != '2026-11-28': err('now != 2026-11-28')
pairs = lab['pairs']
seen, counts = set(), collections.Counter()
for i, pr in enumerate(pairs):
    a, b = pr['a'], pr['b']
    tag = pr['note'].split(':')[0]
    if not (a < b): err(f'{tag}: a/b not sorted')
    if (a, b) in seen: err(f'{tag}: duplicate file pair')
    seen.add((a, b))
    if pr['class'] not in CLASSES.get(pr['label'], []): err(f'{tag}: class {pr["class"]} not under {pr["label"]}')
    counts[(pr['label'], pr['class'])] += 1
    if not re.match(r'^(V|R|N|S|F|O|D|A|NS)\d+: ', pr['note']): err(f'{tag}: note does not start with pair id')
    for side in ('a', 'b'):
        p, c = pr[side], pr['claim_' + side]
        full = os.path.join(STORE, p)
        if not os.path.exists(full): err(f'{tag}: {p} missing'); continue
        fm, body = split(open(full).read())
        n_body = sum(1 for l in body if l == c)
        n_claim = sum(1 for l in claim_lines(body) if l == c)
        if n_body != 1 or n_claim != 1:
            err(f'{tag}: claim_{side} found {n_body}x in body ({n_claim}x outside fences) of {p}')
        if fm and c in fm: err(f'{tag}: claim_{side} text appears in frontmatter of {p}')
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10: err(f'class {lbl}/{c}: {counts[(lbl, c)]} pairs, want 10')
if len(pairs) != 90: err(f'{len(pairs)} pairs, want 90')

cross = sum(1 for p in pairs if (p['a'].split('/')[0] if '/' in p['a'] else 'root') != (p['b'].split('/')[0] if '/' in p['b'] else 'root'))
unpaired = set(all_files) - {p['a'] for p in pairs} - {p['b'] for p in pairs}
print(f'files: {len(all_files)} (root {len(root_files)} + MEMORY.md, facts {sum(f.startswith("facts/") for f in all_files)}, auto {sum(f.startswith("auto/") for f in all_files)})')
print(f'pairs: {len(pairs)}, cross-layout: {cross}, files in no pair: {len(unpaired)}')
for (l, c), n in sorted(counts.items()):
    print(f'  {l:18} {c:20} {n}')
if errors:
    print('FAIL'); print('\n'.join(errors)); sys.exit(1)
print('OK')
