#!/usr/bin/env python3
"""Check store/ and labels.yaml of set175."""
import os, re, sys, collections
import yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, 'store')
FLAT_OK = {'reference_benchlog.md', 'reference_valuations.md', 'reference_infra.md', 'reference_sites.md'}
errors = []
def err(m): errors.append(m)

def split(path):
    text = open(os.path.join(STORE, path)).read()
    if not text.startswith('---\n'):
        return None, text.split('\n')
    end = text.index('\n---\n', 4)
    return text[4:end], text[end + 5:].split('\n')

def body_lines(path):
    """Body lines outside code fences."""
    fm, lines = split(path)
    out, fence = [], False
    for ln in lines:
        if ln.strip().startswith('```'):
            fence = not fence
            continue
        if not fence:
            out.append(ln)
    return out, lines

all_files = sorted(os.path.relpath(os.path.join(d, f), STORE)
                   for d, _, fs in os.walk(STORE) for f in fs)
root_files = sorted(f for f in all_files if '/' not in f and f != 'MEMORY.md')

# frontmatter
flat = []
for f in all_files:
    if f == 'MEMORY.md':
        continue
    fm, _ = split(f)
    if fm is None:
        err(f'{f}: no frontmatter'); continue
    try:
        d = yaml.safe_load(fm)
        assert isinstance(d, dict)
    except Exception:
        if f in FLAT_OK:
            flat.append(f); continue
        err(f'{f}: frontmatter does not parse'); continue
    if '/' not in f:
        for k in ('name', 'description', 'type'):
            if k not in d: err(f'{f}: missing {k}')
        if d.get('type') not in ('user', 'feedback', 'project', 'reference'): err(f'{f}: bad type')
        if not f.startswith(d.get('type', '') + '_'): err(f'{f}: filename does not start with type')
    elif f.startswith('facts/'):
        m = re.fullmatch(r'facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md', f)
        if not m: err(f'{f}: bad remnic path')
        else:
            if d.get('id') != os.path.basename(f)[:-3]: err(f'{f}: id != stem')
            if d.get('category') != m.group(2): err(f'{f}: category mismatch')
            for k in ('created', 'updated', 'source', 'confidence', 'tags', 'status'):
                if k not in d: err(f'{f}: missing {k}')
    elif f.startswith('auto/'):
        for k in ('title', 'created', 'tags'):
            if k not in d: err(f'{f}: missing {k}')
    else:
        err(f'{f}: unexpected location')
for f in FLAT_OK:
    if f not in flat: err(f'{f}: expected to be flat (non-strict) YAML but parses or missing')

# MEMORY.md
idx = re.findall(r'^- \[[^\]]+\]\(([^)]+)\) — .+$', open(os.path.join(STORE, 'MEMORY.md')).read(), re.M)
if sorted(idx) != root_files or len(idx) != len(set(idx)):
    err(f'MEMORY.md index mismatch: missing {set(root_files) - set(idx)}, extra {set(idx) - set(root_files)}')

# labels
L = yaml.safe_load(open(os.path.join(OUT, 'labels.yaml')))
if str(L.get('now')) != '2026-11-28': err('now != 2026-11-28')
pairs = L['pairs']
counts = collections.Counter()
seen = set()
cross = 0
want = {'contradiction': ['value_slot', 'role_slot', 'negation', 'stale_vs_change'],
        'non_contradiction': ['refinement', 'other_subject', 'dated_history', 'agreeing_duplicate', 'negation_scope']}
for i, p in enumerate(pairs):
    pid = p.get('note', '').split(':')[0]
    a, b = p['a'], p['b']
    if set(p) != {'a', 'b', 'label', 'class', 'claim_a', 'claim_b', 'note'}: err(f'{pid}: keys {sorted(p)}')
    if not a < b: err(f'{pid}: a/b not sorted')
    if (a, b) in seen: err(f'{pid}: duplicate file pair')
    seen.add((a, b))
    if p['class'] not in want.get(p['label'], []): err(f'{pid}: class {p["class"]} not under {p["label"]}')
    counts[(p['label'], p['class'])] += 1
    lay = lambda x: x.split('/')[0] if '/' in x else 'root'
    cross += lay(a) != lay(b)
    for side in ('a', 'b'):
        f, c = p[side], p['claim_' + side]
        if not os.path.exists(os.path.join(STORE, f)): err(f'{pid}: {f} missing'); continue
        lines, raw = body_lines(f)
        n = sum(1 for ln in lines if ln == c)
        if n != 1: err(f'{pid}: claim_{side} found {n} times as a full body line (outside code fences) of {f}')
        if sum(1 for ln in raw if ln == c) != n: err(f'{pid}: claim_{side} also appears inside a code fence of {f}')
        if c.strip() != c or not c: err(f'{pid}: claim_{side} has surrounding whitespace')
for lab, classes in want.items():
    for cl in classes:
        if counts[(lab, cl)] != 10: err(f'{lab}/{cl}: {counts[(lab, cl)]} pairs, want 10')
if len(pairs) != 90: err(f'{len(pairs)} pairs, want 90')

n_root = len(root_files); n_facts = sum(f.startswith('facts/') for f in all_files); n_auto = sum(f.startswith('auto/') for f in all_files)
paired = {p['a'] for p in pairs} | {p['b'] for p in pairs}
print(f'files: {len(all_files)} (root {n_root} + MEMORY.md, facts {n_facts}, auto {n_auto}); '
      f'in no pair: {len(set(all_files) - paired)}; flat frontmatter: {len(flat)}')
print(f'pairs: {len(pairs)}, cross-layout: {cross}')
for (lab, cl), n in sorted(counts.items()):
    print(f'  {lab:18} {cl:20} {n}')
if errors:
    print('FAIL'); [print('  ' + e) for e in errors]; sys.exit(1)
print('OK')
