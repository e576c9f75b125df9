#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the claim tables (claims.py) and file bodies (content_*.py)."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
sys.path.insert(0, os.path.dirname(__file__))
from claims import C, P, CLASSES
from content_root import R, FLAT
from content_auto import A
from content_facts import F

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, 'store')
NOW = '2026-11-28'
MARK = re.compile(r'@@([A-Z]+[0-9]+[ab])@@')

def fill(body, path, where):
    def rep(m):
        cid = m.group(1)
        if cid not in C:
            sys.exit('unknown claim %s in %s' % (cid, path))
        if cid in where:
            sys.exit('claim %s placed twice (%s, %s)' % (cid, where[cid], path))
        where[cid] = path
        return C[cid]
    return MARK.sub(rep, body)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    files, where = {}, {}
    # root memories
    index = []
    for path, (name, desc, typ, title, hook, body) in sorted(R.items()):
        d = desc if path in FLAT else desc
        assert (': ' in d) == (path in FLAT), path
        fm = '---\nname: %s\ndescription: %s\ntype: %s\n---\n\n' % (name, d, typ)
        files[path] = fm + fill(body, path, where)
        index.append('- [%s](%s) — %s' % (title, path, hook))
    files['MEMORY.md'] = '\n'.join(index) + '\n'
    # auto notes
    for path, (title, created, tags, body) in sorted(A.items()):
        fm = '---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n' % (title, created, ', '.join(tags))
        files[path] = fm + fill(body, path, where)
    # remnic facts
    for date, cat, tags, body in F:
        h = hashlib.sha1((date + cat + body).encode()).hexdigest()
        secs = int(h[4:12], 16) % (11 * 3600) + 8 * 3600   # 08:00..19:00 UTC
        dt = datetime.strptime(date, '%Y-%m-%d').replace(tzinfo=timezone.utc)
        ms = int(dt.timestamp()) * 1000 + secs * 1000 + int(h[12:15], 16) % 1000
        stem = '%s-%d-%s' % (cat, ms, h[:4])
        path = 'facts/%s/%s.md' % (date, stem)
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime('%Y-%m-%dT%H:%M:%S.') + '%03dZ' % (ms % 1000)
        conf = {'fact': 0.9, 'preference': 0.85, 'decision': 0.95}[cat]
        tier = 'explicit' if cat != 'fact' else 'implied'
        fm = ('---\nid: %s\ncategory: %s\ncreated: %s\nupdated: %s\nsource: extraction\nconfidence: %s\n'
              'confidenceTier: %s\ntags:\n%s\nstatus: active\n---\n\n') % (
            stem, cat, iso, iso, conf, tier, '\n'.join('  - ' + t for t in tags))
        assert path not in files, path
        files[path] = fm + fill(body, path, where).rstrip('\n') + '\n'
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, 'w') as fh:
            fh.write(text)
    unused = sorted(set(C) - set(where))
    if unused:
        sys.exit('claims not placed: %s' % unused)
    # labels
    label_of = {cls: lab for cls, lab, _ in CLASSES}
    order = []
    for cls, lab, pre in CLASSES:
        ids = sorted((k for k in P if re.fullmatch(pre + r'[0-9]+', k)), key=lambda k: int(k[len(pre):]))
        order += [(k, cls) for k in ids]
    q = lambda s: json.dumps(s, ensure_ascii=False)
    out = ['now: %s' % NOW, 'pairs:']
    for pid, cls in order:
        ca, cb, note = P[pid]
        pa, pb = where[ca], where[cb]
        la, lb = C[ca].split('\n')[0], C[cb].split('\n')[0]
        if pb < pa:
            pa, pb, la, lb = pb, pa, lb, la
        out += ['  - a: %s' % pa, '    b: %s' % pb, '    label: %s' % label_of[cls], '    class: %s' % cls,
                '    claim_a: %s' % q(la), '    claim_b: %s' % q(lb), '    note: %s' % q('%s: %s' % (pid, note))]
    with open(os.path.join(BASE, 'labels.yaml'), 'w') as fh:
        fh.write('\n'.join(out) + '\n')
    print('wrote %d files, %d pairs' % (len(files), len(order)))

if __name__ == '__main__':
    main()
