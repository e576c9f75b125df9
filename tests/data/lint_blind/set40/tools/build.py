#!/usr/bin/env python3
"""Regenerate set40 store/ and labels.yaml from claims.py + content_*.py."""
import calendar, hashlib, json, os, re, shutil, sys
from datetime import datetime
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, P
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, 'store')
PH = re.compile(r'@@([A-Za-z0-9_]+)@@')

def fill(body):
    def rep(m):
        k = m.group(1)
        if k not in C:
            raise SystemExit('unknown claim key %s' % k)
        return C[k]
    return PH.sub(rep, body)

def fact_path(name):
    date, tm, cat, tags, conf, body = FACTS[name]
    dt = datetime.strptime(date + ' ' + tm, '%Y-%m-%d %H:%M:%S')
    h = hashlib.sha1(name.encode()).hexdigest()
    ms = int(h[4:8], 16) % 1000
    epoch = calendar.timegm(dt.timetuple()) * 1000 + ms
    stem = '%s-%d-%s' % (cat, epoch, h[:4])
    return 'facts/%s/%s.md' % (date, stem), stem, dt, ms

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    files = {}
    # root
    for path, (name, desc, typ, body) in ROOT.items():
        files[path] = '---\nname: %s\ndescription: %s\ntype: %s\n---\n\n%s' % (name, desc, typ, fill(body))
    idx = []
    for path in sorted(ROOT):
        name, desc, typ, body = ROOT[path]
        title = name.split('-', 1)[1].replace('-', ' ').capitalize() if '-' in name else name
        idx.append('- [%s](%s) — %s' % (title, path, desc))
    files['MEMORY.md'] = '\n'.join(idx) + '\n'
    # auto
    for path, (title, created, tags, body) in AUTO.items():
        files[path] = '---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n%s' % (
            json.dumps(title, ensure_ascii=False), created, ', '.join(tags), fill(body))
    # facts
    fmap = {}
    for name, (date, tm, cat, tags, conf, body) in FACTS.items():
        path, stem, dt, ms = fact_path(name)
        fmap[name] = path
        ts = '%sT%s.%03dZ' % (date, tm, ms)
        tier = 'explicit' if conf >= 0.95 else 'implied'
        fm = ['---', 'id: %s' % stem, 'category: %s' % cat, 'created: %s' % ts, 'updated: %s' % ts,
              'source: extraction', 'confidence: %s' % conf, 'confidenceTier: %s' % tier, 'tags:']
        fm += ['  - %s' % t for t in tags]
        fm += ['status: active', '---', '']
        files[path] = '\n'.join(fm) + '\n' + fill(body)
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, 'w') as fh:
            fh.write(text)
    # labels
    def resolve(x):
        return fmap[x[2:]] if x.startswith('F:') else x
    out = ['now: 2026-11-28', 'pairs:']
    for key, label, cls, fa, fb, note in P:
        pa, pb = resolve(fa), resolve(fb)
        ca, cb = C[key + 'a'], C[key + 'b']
        for p in (pa, pb):
            if p not in files:
                raise SystemExit('missing file %s in %s' % (p, key))
        if pb < pa:
            pa, pb, ca, cb = pb, pa, cb, ca
        out += ['  - a: %s' % pa, '    b: %s' % pb, '    label: %s' % label, '    class: %s' % cls,
                '    claim_a: %s' % json.dumps(ca, ensure_ascii=False),
                '    claim_b: %s' % json.dumps(cb, ensure_ascii=False),
                '    note: %s' % json.dumps('%s: %s' % (key, note), ensure_ascii=False)]
    with open(os.path.join(BASE, 'labels.yaml'), 'w') as fh:
        fh.write('\n'.join(out) + '\n')
    print('files', len(files), 'pairs', len(P))

if __name__ == '__main__':
    main()
