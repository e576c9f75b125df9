#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import os, re, sys
from collections import Counter
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, 'store')
FLAT = {'reference_infra.md', 'reference_growrooms.md', 'reference_crops.md', 'feedback_deploy_windows.md'}
CLASSES = {'value_slot': 'contradiction', 'role_slot': 'contradiction', 'negation': 'contradiction',
           'stale_vs_change': 'contradiction', 'refinement': 'non_contradiction',
           'other_subject': 'non_contradiction', 'dated_history': 'non_contradiction',
           'agreeing_duplicate': 'non_contradiction', 'negation_scope': 'non_contradiction'}
errors = []
def err(msg): errors.append(msg)

def split(path):
    text = open(os.path.join(STORE, path)).read()
    if path == 'MEMORY.md':
        return None, text
    m = re.match(r'---\n(.*?)\n---\n(.*)\Z', text, re.S)
    if not m:
        err('%s: no frontmatter' % path); return None, text
    return m.group(1), m.group(2)

all_files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root = [p for p in all_files if '/' not in p and p != 'MEMORY.md']
bodies = {}
flat_seen = set()
for p in all_files:
    fm, body = split(p)
    bodies[p] = body
    if fm is None:
        continue
    try:
        meta = yaml.safe_load(fm)
        if not isinstance(meta, dict):
            raise ValueError('not a mapping')
    except Exception as e:
        if p in FLAT:
            flat_seen.add(p); continue
        err('%s: frontmatter does not parse: %s' % (p, e)); continue
    if p in FLAT:
        err('%s: expected a flat (non-YAML) description but it parsed' % p)
    if '/' not in p:
        for k in ('name', 'description', 'type'):
            if k not in meta: err('%s: missing %s' % (p, k))
        if meta.get('type') not in ('user', 'feedback', 'project', 'reference'): err('%s: bad type' % p)
        if not p.startswith(meta.get('type', '') + '_'): err('%s: file name does not start with type' % p)
    elif p.startswith('facts/'):
        m = re.fullmatch(r'facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md', p)
        if not m: err('%s: bad remnic path' % p)
        else:
            if meta.get('id') != os.path.basename(p)[:-3]: err('%s: id != stem' % p)
            if meta.get('category') != m.group(2): err('%s: category mismatch' % p)
            if str(meta.get('created'))[:10] != m.group(1): err('%s: created date != folder' % p)
            for k in ('updated', 'source', 'confidence', 'confidenceTier', 'tags', 'status'):
                if k not in meta: err('%s: missing %s' % (p, k))
    elif p.startswith('auto/'):
        for k in ('title', 'created', 'tags'):
            if k not in meta: err('%s: missing %s' % (p, k))
    else:
        err('%s: unexpected location' % p)
for p in FLAT - flat_seen:
    if p in bodies: pass
# MEMORY.md indexes exactly the root files
idx = re.findall(r'^- \[[^\]]+\]\(([^)]+)\) — \S', bodies.get('MEMORY.md', ''), re.M)
if sorted(idx) != sorted(root) or len(idx) != len(set(idx)):
    err('MEMORY.md index mismatch: missing %s extra %s' % (sorted(set(root) - set(idx)), sorted(set(idx) - set(root))))
# labels
lab = yaml.safe_load(open(os.path.join(BASE, 'labels.yaml')))
if str(lab.get('now')) != '2026-11-28': err('labels: now != 2026-11-28')
pairs = lab['pairs']
seen = set(); cls_count = Counter(); ids = set(); cross = 0
layout = lambda p: p.split('/')[0] if '/' in p else 'root'
for i, pr in enumerate(pairs):
    a, b = pr['a'], pr['b']
    tag = pr.get('note', '')[:6]
    for k in ('a', 'b', 'label', 'class', 'claim_a', 'claim_b', 'note'):
        if k not in pr: err('pair %d: missing %s' % (i, k))
    if not a < b: err('pair %s: a/b not in sort order' % tag)
    if (a, b) in seen: err('pair %s: duplicate file pair' % tag)
    seen.add((a, b))
    if CLASSES.get(pr['class']) != pr['label']: err('pair %s: class/label mismatch' % tag)
    cls_count[pr['class']] += 1
    pid = pr['note'].split(':')[0]
    if pid in ids: err('duplicate pair id %s' % pid)
    ids.add(pid)
    if layout(a) != layout(b): cross += 1
    for side, path in (('claim_a', a), ('claim_b', b)):
        if path not in bodies: err('pair %s: %s does not exist' % (tag, path)); continue
        lines = bodies[path].split('\n')
        n = lines.count(pr[side])
        if n != 1: err('pair %s: %s found %d times as a full body line of %s' % (tag, side, n, path))
        if not pr[side].strip(): err('pair %s: empty %s' % (tag, side))
for c in CLASSES:
    if cls_count[c] != 10: err('class %s has %d pairs' % (c, cls_count[c]))
if len(pairs) != 90: err('expected 90 pairs, got %d' % len(pairs))
in_pairs = {p for pr in pairs for p in (pr['a'], pr['b'])}
print('files: %d (root %d + MEMORY.md, auto %d, facts %d); files in no pair: %d' % (
    len(all_files), len(root), sum(p.startswith('auto/') for p in all_files),
    sum(p.startswith('facts/') for p in all_files), len(set(all_files) - in_pairs)))
print('pairs: %d, cross-layout: %d; flat descriptions: %s' % (len(pairs), cross, ', '.join(sorted(flat_seen))))
print('classes: ' + ', '.join('%s=%d' % (c, cls_count[c]) for c in CLASSES))
if errors:
    print('FAIL (%d)' % len(errors)); print('\n'.join(errors)); sys.exit(1)
print('OK')
