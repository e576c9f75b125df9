#!/usr/bin/env python3
"""Check set93: paths, claims (full body lines, exactly once, outside frontmatter and code fences),
frontmatter, MEMORY.md index, a/b order, duplicate file pairs, class counts."""
import os, re, sys, collections
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, 'store')
FLAT = {'reference_infra.md', 'reference_glossary.md', 'reference_tutorapp.md', 'feedback_prod_access.md'}
CONTRA = {'value_slot', 'role_slot', 'negation', 'stale_vs_change'}
NON = {'refinement', 'other_subject', 'dated_history', 'agreeing_duplicate', 'negation_scope'}
errors = []
def err(m): errors.append(m)

def split(text):
    if not text.startswith('---\n'):
        return None, text.split('\n')
    end = text.index('\n---\n', 4)
    return text[4:end], text[end + 5:].split('\n')

def claim_lines(body):
    out, fence = [], False
    for ln in body:
        if ln.strip().startswith('```'):
            fence = not fence
            continue
        if not fence:
            out.append(ln)
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
    text = open(os.path.join(STORE, p)).read()
    fm, _ = split(text)
    if fm is None:
        err(f'{p}: no frontmatter'); continue
    if '/' not in p:
        if not re.match(r'(user|feedback|project|reference)_[a-z0-9_]+\.md$', p):
            err(f'{p}: bad root name')
        if p in FLAT:
            try:
                yaml.safe_load(fm); err(f'{p}: flat description parsed as YAML (expected not strict)')
            except yaml.YAMLError:
                pass
            keys = [l.split(':', 1)[0] for l in fm.split('\n')]
            if keys != ['name', 'description', 'type']:
                err(f'{p}: keys {keys}')
            continue
        d = yaml.safe_load(fm)
        if set(d) != {'name', 'description', 'type'} or d['type'] != p.split('_')[0]:
            err(f'{p}: bad root frontmatter {d}')
        if d['name'] in ('kestrel', 'kestrel-tutors'):
            err(f'{p}: name is the project')
    elif p.startswith('facts/'):
        d = yaml.safe_load(fm)
        m = re.match(r'facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$', p)
        if not m:
            err(f'{p}: bad remnic path'); continue
        need = {'id', 'category', 'created', 'updated', 'source', 'confidence', 'confidenceTier', 'tags', 'status'}
        if not need <= set(d):
            err(f'{p}: missing keys {need - set(d)}')
        if d['id'] != os.path.basename(p)[:-3] or d['category'] != m.group(2):
            err(f'{p}: id/category mismatch')
        if str(d['created'])[:10] != m.group(1):
            err(f'{p}: created not folder date')
    elif p.startswith('auto/'):
        d = yaml.safe_load(fm)
        if set(d) != {'title', 'created', 'tags'}:
            err(f'{p}: bad auto frontmatter')
    else:
        err(f'{p}: unexpected location')

# MEMORY.md
idx = open(os.path.join(STORE, 'MEMORY.md')).read()
linked = re.findall(r'^- \[[^\]]+\]\(([^)]+)\) — \S', idx, re.M)
if sorted(linked) != root_files or len(linked) != len(set(linked)):
    err(f'MEMORY.md index mismatch: extra {set(linked) - set(root_files)} missing {set(root_files) - set(linked)}')

# labels
lab = yaml.safe_load(open(os.path.join(OUT, 'labels.yaml')))
if str(lab['now']) != '2026-11-28':
    err('now')
pairs = lab['pairs']
seen, counts, ids = set(), collections.Counter(), set()
cross = 0
def layout(p): return 'facts' if p.startswith('facts/') else ('auto' if p.startswith('auto/') else 'root')
for i, pr in enumerate(pairs):
    a, b = pr['a'], pr['b']
    pid = pr['note'].split(':')[0]
    if pid in ids: err(f'duplicate id {pid}')
    ids.add(pid)
    if not a < b: err(f'{pid}: a/b order')
    if (a, b) in seen: err(f'{pid}: duplicate file pair')
    seen.add((a, b))
    exp = 'contradiction' if pr['class'] in CONTRA else 'non_contradiction'
    if pr['class'] not in CONTRA | NON or pr['label'] != exp:
        err(f'{pid}: class/label')
    counts[(pr['label'], pr['class'])] += 1
    cross += layout(a) != layout(b)
    for side in 'ab':
        p, c = pr[side], pr['claim_' + side]
        full = os.path.join(STORE, p)
        if not os.path.isfile(full):
            err(f'{pid}: missing {p}'); continue
        fm, body = split(open(full).read())
        n_all = body.count(c)
        n_ok = claim_lines(body).count(c)
        if n_all != 1 or n_ok != 1:
            err(f'{pid}: claim_{side} found {n_all}x ({n_ok}x outside fences) in {p}')
        if c != c.strip() or not c:
            err(f'{pid}: claim_{side} whitespace')
for cls in sorted(CONTRA | NON):
    lbl = 'contradiction' if cls in CONTRA else 'non_contradiction'
    if counts[(lbl, cls)] != 10:
        err(f'class {cls}: {counts[(lbl, cls)]}')

in_pairs = {p for pr in pairs for p in (pr['a'], pr['b'])}
print(f'files: {len(all_files)} (root {len(root_files)} + MEMORY.md, '
      f'facts {sum(f.startswith("facts/") for f in all_files)}, auto {sum(f.startswith("auto/") for f in all_files)}); '
      f'in no pair: {len(set(all_files) - in_pairs)}')
print(f'pairs: {len(pairs)}, cross-layout: {cross}')
for (l, c), n in sorted(counts.items()):
    print(f'  {l:18} {c:20} {n}')
if errors:
    print('FAIL'); [print('  ' + e) for e in errors]; sys.exit(1)
print('OK')
