"""Verify store/ and labels.yaml of set19."""
import os, re, sys, datetime, collections
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
BASE = os.path.join(HERE, '..'); STORE = os.path.join(BASE, 'store')
FLAT = {'project_millq.md', 'reference_caseflow.md', 'reference_chairside.md', 'reference_runabout.md', 'reference_scanhub.md'}
errs = []
def err(m): errs.append(m)

lab = yaml.safe_load(open(os.path.join(BASE, 'labels.yaml')))
assert str(lab['now']) == '2026-11-28', lab['now']
files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)

def split_fm(txt):
    m = re.match(r'^---\n(.*?)\n---\n', txt, re.S)
    return (m.group(1), txt[m.end():]) if m else (None, txt)

# frontmatter
for p in files:
    txt = open(os.path.join(STORE, p)).read()
    if p == 'MEMORY.md':
        continue
    fm, body = split_fm(txt)
    if fm is None: err(f'no frontmatter {p}'); continue
    if '/' not in p:
        if p in FLAT:
            d = dict(l.split(': ', 1) for l in fm.split('\n'))
            if ': ' not in d['description']: err(f'flat desc lacks ": " {p}')
            try:
                yaml.safe_load(fm); err(f'flat fm unexpectedly parses {p}')
            except yaml.YAMLError: pass
        else:
            try: d = yaml.safe_load(fm)
            except yaml.YAMLError as e: err(f'yaml {p}: {e}'); continue
        if set(d) != {'name', 'description', 'type'}: err(f'root keys {p}')
        if d['type'] not in ('user', 'feedback', 'project', 'reference'): err(f'type {p}')
        if not p.startswith(d['type'] + '_'): err(f'type prefix {p}')
        if d['name'] != p[:-3].replace('_', '-'): err(f'name {p}')
    elif p.startswith('facts/'):
        d = yaml.safe_load(fm)
        _, date, fn = p.split('/')
        m = re.match(r'^(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$', fn)
        if not m: err(f'remnic name {p}'); continue
        stem = fn[:-3]
        if d['id'] != stem or d['category'] != m.group(1) or d['status'] != 'active': err(f'remnic id/cat/status {p}')
        ep = int(m.group(2))
        dt = datetime.datetime.fromtimestamp(ep / 1000, datetime.timezone.utc)
        iso = dt.strftime('%Y-%m-%dT%H:%M:%S.') + f'{ep % 1000:03d}Z'
        for k in ('created', 'updated'):
            v = d[k] if isinstance(d[k], str) else None
            raw = re.search(rf'^{k}: (\S+)$', fm, re.M).group(1)
            if raw != iso: err(f'remnic {k} {p} {raw} != {iso}')
        if dt.strftime('%Y-%m-%d') != date: err(f'remnic date folder {p}')
        for k in ('source', 'confidence', 'confidenceTier', 'tags'):
            if k not in d: err(f'remnic missing {k} {p}')
    elif p.startswith('auto/'):
        d = yaml.safe_load(fm)
        if set(d) != {'title', 'created', 'tags'}: err(f'auto keys {p}')
    else:
        err(f'unexpected path {p}')

# MEMORY.md index
mem = open(os.path.join(STORE, 'MEMORY.md')).read()
linked = re.findall(r'^- \[[^\]]+\]\(([^)]+)\) — .+$', mem, re.M)
roots = [p for p in files if '/' not in p and p != 'MEMORY.md']
if sorted(linked) != sorted(roots): err('MEMORY.md does not index exactly the root files')

# pairs
counts = collections.Counter(); seen = set(); in_pair = set(); cross = 0
expect = {'value_slot': 'contradiction', 'role_slot': 'contradiction', 'negation': 'contradiction', 'stale_vs_change': 'contradiction',
          'refinement': 'non_contradiction', 'other_subject': 'non_contradiction', 'dated_history': 'non_contradiction',
          'agreeing_duplicate': 'non_contradiction', 'negation_scope': 'non_contradiction'}
lay = lambda p: 'remnic' if p.startswith('facts/') else 'auto' if p.startswith('auto/') else 'root'
for i, pr in enumerate(lab['pairs']):
    a, b = pr['a'], pr['b']
    for p in (a, b):
        if p not in files: err(f'pair {i}: missing {p}')
    if a == b: err(f'pair {i}: a == b')
    if a > b: err(f'pair {i}: a/b order')
    if expect.get(pr['class']) != pr['label']: err(f'pair {i}: label/class')
    for p, c in ((a, pr['claim_a']), (b, pr['claim_b'])):
        if p not in files: continue
        body = split_fm(open(os.path.join(STORE, p)).read())[1]
        n = body.split('\n').count(c)
        if n != 1: err(f'pair {i}: claim in {p} found {n} times as full line: {c[:60]}')
        if '§' in c: err(f'marker left {p}')
    key = tuple(sorted((a, b)))
    if key in seen: err(f'duplicate pair {key}')
    seen.add(key); in_pair |= {a, b}
    counts[(pr['label'], pr['class'])] += 1
    cross += lay(a) != lay(b)
for cls in expect:
    if counts[(expect[cls], cls)] != 10: err(f'count {cls} = {counts[(expect[cls], cls)]}')
for p in files:
    if '§' in open(os.path.join(STORE, p)).read(): err(f'marker left in {p}')

print('files', len(files), {k: sum(lay(p) == k for p in files) for k in ('root', 'remnic', 'auto')})
print('pairs', len(lab['pairs']), 'cross-layout', cross, 'files in no pair', len(set(files) - in_pair))
for k, v in sorted(counts.items()): print(' ', k, v)
if cross < 40: err('fewer than 40 cross-layout pairs')
print('ERRORS:' if errs else 'OK', *errs, sep='\n')
sys.exit(1 if errs else 0)
