#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set46 from claims.py + content_*.py."""
import os, re, json, shutil, hashlib, datetime, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from claims import C, NOTES, CLASSES
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, 'store')
PH = re.compile(r'«([A-Z]+\d+[ab])»')

def fill(body):
    return PH.sub(lambda m: C[m.group(1)], body)

files = {}   # relpath -> text
raw = {}     # relpath -> body with placeholders

def q(s):
    return json.dumps(s, ensure_ascii=False)

for fn, (slug, desc, typ, title, hook, body) in ROOT.items():
    d = desc if (fn in FLAT or ': ' not in desc) else q(desc)
    if fn in FLAT:
        assert ': ' in desc, fn
    files[fn] = '---\nname: %s\ndescription: %s\ntype: %s\n---\n\n' % (slug, d, typ) + fill(body)
    raw[fn] = body

idx = ['# Memory index', '']
for fn in sorted(ROOT):
    slug, desc, typ, title, hook, body = ROOT[fn]
    idx.append('- [%s](%s) — %s' % (title, fn, hook))
files['MEMORY.md'] = '\n'.join(idx) + '\n'

for path, (title, created, tags, body) in AUTO.items():
    files[path] = '---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n' % (title, created, ', '.join(tags)) + fill(body)
    raw[path] = body

for date, hm, cat, tags, conf, body in FACTS:
    dt = datetime.datetime.strptime(date + ' ' + hm, '%Y-%m-%d %H:%M').replace(tzinfo=datetime.timezone.utc)
    h = hashlib.sha1((date + hm + body).encode()).hexdigest()
    sec = int(h[:4], 16) % 60
    ms = int(h[4:7], 16) % 1000
    dt = dt.replace(second=sec)
    epoch = int(dt.timestamp()) * 1000 + ms
    stem = '%s-%d-%s' % (cat, epoch, h[-4:])
    iso = dt.strftime('%Y-%m-%dT%H:%M:%S') + '.%03dZ' % ms
    tier = 'explicit' if conf >= 0.9 else 'implied'
    fm = ['---', 'id: ' + stem, 'category: ' + cat, 'created: ' + iso, 'updated: ' + iso,
          'source: extraction', 'confidence: %s' % conf, 'confidenceTier: ' + tier, 'tags:']
    fm += ['  - ' + t for t in tags]
    fm += ['status: active', '---', '']
    path = 'facts/%s/%s.md' % (date, stem)
    files[path] = '\n'.join(fm) + '\n' + fill(body) + '\n'
    raw[path] = body

# locate claims
where = {}
for path, body in raw.items():
    for k in PH.findall(body):
        assert k not in where, ('claim placed twice', k)
        where[k] = path
missing = set(C) - set(where)
assert not missing, missing

shutil.rmtree(STORE, ignore_errors=True)
for path, text in files.items():
    p = os.path.join(STORE, path)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    open(p, 'w').write(text)

out = ['now: 2026-11-28', 'pairs:']
for prefix, label, cls in CLASSES:
    for i in range(1, 11):
        k = '%s%d' % (prefix, i)
        sides = sorted([(where[k + 'a'], C[k + 'a']), (where[k + 'b'], C[k + 'b'])])
        (pa, ca), (pb, cb) = sides
        out += ['  - a: ' + pa, '    b: ' + pb, '    label: ' + label, '    class: ' + cls,
                '    claim_a: ' + q(ca), '    claim_b: ' + q(cb), '    note: ' + q('%s: %s' % (k, NOTES[k]))]
open(os.path.join(BASE, 'labels.yaml'), 'w').write('\n'.join(out) + '\n')
print('files', len(files))
