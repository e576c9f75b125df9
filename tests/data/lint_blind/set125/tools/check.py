#!/usr/bin/env python3
"""Check store/ and labels.yaml of set125."""
import collections, os, re, sys
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, 'store')
FLAT = {'reference_tradedesk.md', 'reference_infra.md', 'reference_fleet.md', 'reference_glossary.md'}
EXPECT = {c: 10 for c in ['value_slot', 'role_slot', 'negation', 'stale_vs_change', 'refinement',
                          'other_subject', 'dated_history', 'agreeing_duplicate', 'negation_scope']}
CONTRA = {'value_slot', 'role_slot', 'negation', 'stale_vs_change'}
errors = []
err = errors.append


def split(text):
    if not text.startswith('---\n'):
        return None, text.split('\n')
    end = text.index('\n---\n', 4)
    return text[4:end], text[end + 5:].split('\n')


def body_lines(text):
    """Body lines outside code fences, plus the set of fenced lines."""
    fm, lines = split(text)
    out, fenced, inside = [], [], False
    for ln in lines:
        if ln.strip().startswith('```'):
            inside = not inside
            continue
        (fenced if inside else out).append(ln)
    return out, fenced


files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(root, f), STORE))
files.sort()

# frontmatter
for p in files:
    if p == 'MEMORY.md':
        continue
    text = open(os.path.join(STORE, p)).read()
    fm, _ = split(text)
    if fm is None:
        err(f'{p}: no frontmatter'); continue
    try:
        d = yaml.safe_load(fm)
        ok = isinstance(d, dict)
    except yaml.YAMLError:
        ok = False
        d = None
    if '/' not in p:
        if p in FLAT:
            if ok:
                err(f'{p}: expected an unquoted ": " in description (flat frontmatter)')
            m = dict(re.match(r'(\w+): (.*)', l).groups() for l in fm.split('\n'))
            d, ok = m, True
        if not ok:
            err(f'{p}: frontmatter does not parse'); continue
        for k in ('name', 'description', 'type'):
            if k not in d:
                err(f'{p}: missing {k}')
        if d.get('type') not in ('user', 'feedback', 'project', 'reference'):
            err(f'{p}: bad type')
        if not p.startswith(d.get('type', '') + '_'):
            err(f'{p}: filename prefix does not match type')
    elif not ok:
        err(f'{p}: frontmatter does not parse'); continue
    elif p.startswith('facts/'):
        m = re.match(r'facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d+)-([0-9a-f]{4})\.md$', p)
        if not m:
            err(f'{p}: bad remnic path'); continue
        stem = os.path.basename(p)[:-3]
        if d.get('id') != stem or d.get('category') != m.group(2) or d.get('status') != 'active':
            err(f'{p}: remnic id/category/status mismatch')
        if not str(d.get('created')).startswith(m.group(1)):
            err(f'{p}: created date != folder date')
        import datetime as dt
        day = dt.datetime.fromtimestamp(int(m.group(3)) / 1000, dt.timezone.utc).strftime('%Y-%m-%d')
        if day != m.group(1):
            err(f'{p}: epoch date != folder date')
    elif p.startswith('auto/'):
        for k in ('title', 'created', 'tags'):
            if k not in d:
                err(f'{p}: missing {k}')
    else:
        err(f'{p}: unexpected location')

# MEMORY.md
rootfiles = {p for p in files if '/' not in p and p != 'MEMORY.md'}
mem = open(os.path.join(STORE, 'MEMORY.md')).read()
linked = re.findall(r'^- \[[^\]]+\]\(([^)]+)\) — .+$', mem, re.M)
if sorted(linked) != sorted(rootfiles) or len(linked) != len(set(linked)):
    err(f'MEMORY.md index mismatch: missing {rootfiles - set(linked)}, extra {set(linked) - rootfiles}')

# labels
lab = yaml.safe_load(open(os.path.join(BASE, 'labels.yaml')))
if str(lab.get('now')) != '2026-11-28':
    err('now != 2026-11-28')
pairs = lab['pairs']
seen, counts, ids = set(), collections.Counter(), set()
for i, pr in enumerate(pairs):
    a, b = pr['a'], pr['b']
    tag = pr.get('note', '').split(':')[0]
    if tag in ids:
        err(f'duplicate pair id {tag}')
    ids.add(tag)
    if not a < b:
        err(f'{tag}: a/b not sorted')
    if (a, b) in seen:
        err(f'{tag}: duplicate file pair {a} {b}')
    seen.add((a, b))
    counts[pr['class']] += 1
    want = 'contradiction' if pr['class'] in CONTRA else 'non_contradiction'
    if pr['label'] != want:
        err(f'{tag}: label {pr["label"]} does not fit class {pr["class"]}')
    for side in ('a', 'b'):
        p, claim = pr[side], pr['claim_' + side]
        full = os.path.join(STORE, p)
        if not os.path.exists(full):
            err(f'{tag}: missing file {p}'); continue
        text = open(full).read()
        body, fenced = body_lines(text)
        if '\n' in claim or claim != claim.strip() or not claim:
            err(f'{tag}: claim_{side} is not a single trimmed line')
        n = sum(1 for ln in body if ln == claim)
        if n != 1:
            err(f'{tag}: claim_{side} found {n} times as a full body line in {p}')
        if claim in fenced:
            err(f'{tag}: claim_{side} is inside a code fence in {p}')
        fm, _ = split(text)
        if fm and claim in fm.split('\n'):
            err(f'{tag}: claim_{side} is a frontmatter line in {p}')
        if text.count(claim) != 1:
            err(f'{tag}: claim_{side} text occurs {text.count(claim)} times in {p}')
if dict(counts) != EXPECT:
    err(f'class counts {dict(counts)}')
if len(pairs) != 90:
    err(f'{len(pairs)} pairs')

layouts = lambda p: 'facts' if p.startswith('facts/') else 'auto' if p.startswith('auto/') else 'root'
cross = sum(1 for pr in pairs if layouts(pr['a']) != layouts(pr['b']))
used = {pr[s] for pr in pairs for s in 'ab'}
kinds = collections.Counter(layouts(p) for p in files)
print(f'files: {len(files)} (root {kinds["root"]}, auto {kinds["auto"]}, facts {kinds["facts"]}); '
      f'in no pair: {len(set(files) - used)}')
print(f'pairs: {len(pairs)}, cross-layout: {cross}, classes: {dict(sorted(counts.items()))}')
if errors:
    print('\n'.join('ERROR ' + e for e in errors))
    sys.exit(1)
print('OK')
