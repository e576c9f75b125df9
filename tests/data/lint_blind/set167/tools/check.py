#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import os, re, sys, glob
from collections import Counter
import yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, 'store')
FLAT = {'reference_rigbook.md', 'reference_infra.md', 'reference_depots.md', 'reference_glossary.md'}
CLASSES = {'contradiction': ['value_slot', 'role_slot', 'negation', 'stale_vs_change'],
           'non_contradiction': ['refinement', 'other_subject', 'dated_history', 'agreeing_duplicate', 'negation_scope']}
errs = []

def split(path):
    text = open(path).read()
    if not text.startswith('---\n'):
        return None, text
    end = text.index('\n---\n', 4)
    return text[4:end], text[end + 5:]

def body_lines(body):
    """Body lines outside code fences."""
    out, fence = [], False
    for ln in body.split('\n'):
        if ln.strip().startswith('```'):
            fence = not fence
            continue
        if not fence:
            out.append(ln)
    return out

files = sorted(os.path.relpath(p, STORE) for p in glob.glob(STORE + '/**/*.md', recursive=True))
root = [f for f in files if '/' not in f and f != 'MEMORY.md']
# frontmatter
for f in files:
    if f == 'MEMORY.md':
        continue
    fm, _ = split(os.path.join(STORE, f))
    if fm is None:
        errs.append(f'{f}: no frontmatter'); continue
    try:
        d = yaml.safe_load(fm)
        if f in FLAT:
            errs.append(f'{f}: expected flat (non-strict) description but YAML parsed')
            continue
    except yaml.YAMLError:
        if f in FLAT:
            continue
        errs.append(f'{f}: frontmatter does not parse'); continue
    if '/' not in f:
        if set(d) != {'name', 'description', 'type'} or d['type'] not in ('user', 'feedback', 'project', 'reference'):
            errs.append(f'{f}: bad root frontmatter keys/type')
        elif not f.startswith(d['type'] + '_'):
            errs.append(f'{f}: type prefix mismatch')
    elif f.startswith('facts/'):
        m = re.match(r'facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$', f)
        if not m:
            errs.append(f'{f}: bad remnic path')
        elif d.get('id') != os.path.basename(f)[:-3] or d.get('category') != m.group(2) or not str(d.get('created', '')).startswith(m.group(1)):
            errs.append(f'{f}: remnic frontmatter mismatch')
    elif f.startswith('auto/'):
        if not {'title', 'created', 'tags'} <= set(d):
            errs.append(f'{f}: auto note lacks title/created/tags')
    else:
        errs.append(f'{f}: unexpected location')
# MEMORY.md
mem = open(os.path.join(STORE, 'MEMORY.md')).read()
linked = re.findall(r'^- \[[^\]]+\]\(([^)]+)\) — .+$', mem, re.M)
if sorted(linked) != sorted(root) or len(linked) != len(set(linked)):
    errs.append(f'MEMORY.md index mismatch: {set(linked) ^ set(root)}')
if len(mem.strip().split('\n')) != len(linked):
    errs.append('MEMORY.md has lines that are not index entries')
# labels
lab = yaml.safe_load(open(os.path.join(OUT, 'labels.yaml')))
if str(lab.get('now')) != '2026-11-28':
    errs.append('now is not 2026-11-28')
pairs = lab['pairs']
seen, counts, ids = set(), Counter(), set()
cross = 0
for i, p in enumerate(pairs):
    tag = p.get('note', f'#{i}').split(':')[0]
    if set(p) != {'a', 'b', 'label', 'class', 'claim_a', 'claim_b', 'note'}:
        errs.append(f'{tag}: keys {sorted(p)}')
    if tag in ids:
        errs.append(f'{tag}: duplicate pair id')
    ids.add(tag)
    if not p['a'] < p['b']:
        errs.append(f'{tag}: a/b not sorted')
    if (p['a'], p['b']) in seen:
        errs.append(f'{tag}: duplicate file pair')
    seen.add((p['a'], p['b']))
    if p['class'] not in CLASSES.get(p['label'], []):
        errs.append(f'{tag}: class {p["class"]} not valid for {p["label"]}')
    counts[(p['label'], p['class'])] += 1
    lay = lambda f: f.split('/')[0] if '/' in f else 'root'
    cross += lay(p['a']) != lay(p['b'])
    for side in 'ab':
        f = p[side]; claim = p['claim_' + side]
        full = os.path.join(STORE, f)
        if not os.path.isfile(full):
            errs.append(f'{tag}: missing {f}'); continue
        fm, body = split(full)
        lines = body.split('\n')
        n = lines.count(claim)
        if n != 1:
            errs.append(f'{tag}: claim_{side} occurs {n} times as a full line in {f}')
        elif claim not in body_lines(body):
            errs.append(f'{tag}: claim_{side} is inside a code fence in {f}')
        if fm and claim in fm.split('\n'):
            errs.append(f'{tag}: claim_{side} appears in frontmatter of {f}')
        if not claim.strip() or claim != claim.strip() or claim.startswith('#'):
            errs.append(f'{tag}: claim_{side} is not a content line')
for lbl, cl in CLASSES.items():
    for c in cl:
        if counts[(lbl, c)] != 10:
            errs.append(f'{lbl}/{c}: {counts[(lbl, c)]} pairs, want 10')
print(f'files: {len(files)} (root {len(root)} + MEMORY.md, auto {sum(f.startswith("auto/") for f in files)}, '
      f'facts {sum(f.startswith("facts/") for f in files)})')
print(f'pairs: {len(pairs)}, cross-layout: {cross}')
for (lbl, c), n in sorted(counts.items()):
    print(f'  {lbl:18} {c:20} {n}')
in_pairs = {p['a'] for p in pairs} | {p['b'] for p in pairs}
print(f'files in no pair: {len(set(files) - in_pairs)}')
if errs:
    print('FAIL'); print('\n'.join(errs)); sys.exit(1)
print('OK')
