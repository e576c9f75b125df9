#!/usr/bin/env python3
"""Checks store/ and labels.yaml. Exit 1 on any problem."""
import collections, os, re, sys
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, 'store')
FLAT = {'reference_glossary.md', 'reference_infra.md', 'reference_equipment.md', 'reference_survey_standards.md'}
CLASSES = {'value_slot': 'contradiction', 'role_slot': 'contradiction', 'negation': 'contradiction',
           'stale_vs_change': 'contradiction', 'refinement': 'non_contradiction',
           'other_subject': 'non_contradiction', 'dated_history': 'non_contradiction',
           'agreeing_duplicate': 'non_contradiction', 'negation_scope': 'non_contradiction'}
errors = []
def err(m): errors.append(m)

def split(text):
    """-> (frontmatter text or None, list of body lines outside code fences, all body lines)"""
    lines = text.split('\n')
    fm, start = None, 0
    if lines and lines[0] == '---':
        end = lines.index('---', 1)
        fm, start = '\n'.join(lines[1:end]), end + 1
    body, infence = [], False
    for ln in lines[start:]:
        if ln.strip().startswith('```'):
            infence = not infence
            continue
        if not infence:
            body.append(ln)
    return fm, body, lines[start:]

def layout(p):
    return 'facts' if p.startswith('facts/') else 'auto' if p.startswith('auto/') else 'root'

# ---- files and frontmatter
allfiles = []
for d, _, fs in os.walk(STORE):
    for f in fs:
        allfiles.append(os.path.relpath(os.path.join(d, f), STORE))
allfiles.sort()
root = sorted(p for p in allfiles if '/' not in p and p != 'MEMORY.md')
for p in allfiles:
    if p == 'MEMORY.md':
        continue
    text = open(os.path.join(STORE, p), encoding='utf-8').read()
    fm, _, _ = split(text)
    if fm is None:
        err(f'{p}: no frontmatter'); continue
    lay = layout(p)
    if lay == 'root' and p in FLAT:
        try:
            yaml.safe_load(fm); err(f'{p}: meant to be flat (non-strict) but parses')
        except yaml.YAMLError:
            pass
        keys = dict(l.split(': ', 1) for l in fm.split('\n') if ': ' in l)
        if set(keys) < {'name', 'description', 'type'}:
            err(f'{p}: missing keys')
        continue
    try:
        d = yaml.safe_load(fm)
    except yaml.YAMLError as e:
        err(f'{p}: frontmatter does not parse: {e}'); continue
    if lay == 'root':
        if set(d) != {'name', 'description', 'type'} or d['type'] not in ('user', 'feedback', 'project', 'reference'):
            err(f'{p}: bad root frontmatter {d}')
        if not p.startswith(d['type'] + '_'):
            err(f'{p}: file name does not match type')
    elif lay == 'auto':
        if not {'title', 'created', 'tags'} <= set(d):
            err(f'{p}: bad auto frontmatter')
    else:
        m = re.fullmatch(r'facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md', p)
        if not m:
            err(f'{p}: bad remnic path')
        elif d.get('id') != os.path.basename(p)[:-3] or d.get('category') != m.group(2) or d.get('status') != 'active':
            err(f'{p}: remnic frontmatter mismatch')
        elif not str(d.get('created', '')).startswith(m.group(1)):
            err(f'{p}: created date does not match folder')

# ---- MEMORY.md
mem = open(os.path.join(STORE, 'MEMORY.md'), encoding='utf-8').read().strip().split('\n')
idx = []
for ln in mem:
    m = re.fullmatch(r'- \[[^\]]+\]\(([^)]+)\) — .+', ln)
    if not m:
        err(f'MEMORY.md bad line: {ln}')
    else:
        idx.append(m.group(1))
if sorted(idx) != root or len(idx) != len(set(idx)):
    err(f'MEMORY.md index mismatch: missing {set(root) - set(idx)}, extra {set(idx) - set(root)}')

# ---- labels
lab = yaml.safe_load(open(os.path.join(OUT, 'labels.yaml'), encoding='utf-8'))
if str(lab.get('now')) != '2026-11-28':
    err('now is not 2026-11-28')
pairs = lab['pairs']
seen, counts, cross, ids = set(), collections.Counter(), 0, set()
used_files = set()
for i, pr in enumerate(pairs):
    a, b = pr['a'], pr['b']
    pid = pr['note'].split(':')[0]
    if pid in ids: err(f'duplicate pair id {pid}')
    ids.add(pid)
    if not a < b: err(f'{pid}: a/b order')
    if (a, b) in seen: err(f'{pid}: duplicate file pair')
    seen.add((a, b))
    if CLASSES.get(pr['class']) != pr['label']: err(f'{pid}: class/label mismatch')
    counts[(pr['label'], pr['class'])] += 1
    cross += layout(a) != layout(b)
    for side in 'ab':
        p, claim = pr[side], pr['claim_' + side]
        used_files.add(p)
        full = os.path.join(STORE, p)
        if not os.path.exists(full):
            err(f'{pid}: missing file {p}'); continue
        text = open(full, encoding='utf-8').read()
        _, body, allbody = split(text)
        n_all = text.split('\n').count(claim)
        if n_all != 1: err(f'{pid}: claim_{side} occurs {n_all}x as a full line in {p}')
        if body.count(claim) != 1: err(f'{pid}: claim_{side} not a body line outside code fences in {p}')
        if not claim.strip() or claim.lstrip().startswith('#') or claim != claim.strip():
            err(f'{pid}: claim_{side} is blank/heading/padded')
for cls, lbl in CLASSES.items():
    if counts[(lbl, cls)] != 10: err(f'class {cls}: {counts[(lbl, cls)]} pairs, want 10')
if len(pairs) != 90: err(f'{len(pairs)} pairs, want 90')

lay = collections.Counter(layout(p) for p in allfiles if p != 'MEMORY.md')
print(f'files: {len(allfiles)} (root {lay["root"]} + MEMORY.md, facts {lay["facts"]}, auto {lay["auto"]}); '
      f'files in no pair: {len(set(allfiles) - used_files)}')
print(f'pairs: {len(pairs)}, cross-layout: {cross}')
for (lbl, cls), n in sorted(counts.items()):
    print(f'  {lbl:18s} {cls:20s} {n}')
if errors:
    print(f'FAIL: {len(errors)} problem(s)')
    for e in errors: print('  ' + e)
    sys.exit(1)
print('OK: all checks passed')
