#!/usr/bin/env python3
"""Regenerate set22 store/ and labels.yaml from claims.py + content_*.py."""
import hashlib, json, os, shutil, sys, datetime as dt
HERE = os.path.dirname(os.path.abspath(__file__)); sys.path.insert(0, HERE)
from claims import K, P
import content_root2  # noqa (registers unpaired roots too)
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

BASE = os.path.dirname(HERE); STORE = os.path.join(BASE, 'store')
FLAT = {'reference_hirebook.md', 'reference_infra.md', 'user_priya.md',
        'feedback_prod_access.md', 'project_depot_tablets.md'}

def fill(body):
    out = body
    for k in sorted(K, key=len, reverse=True):
        out = out.replace('@@%s@@' % k, K[k])
    assert '@@' not in out, out
    return out

def h(s): return hashlib.sha256(s.encode()).hexdigest()

def fact_path(key):
    date, cat, tags, body = FACTS[key]
    d = dt.datetime.strptime(date, '%Y-%m-%d').replace(tzinfo=dt.timezone.utc)
    secs = 7*3600 + int(h(key)[:8], 16) % (12*3600)
    ms = int(d.timestamp())*1000 + secs*1000 + int(h(key)[8:12], 16) % 1000
    stem = '%s-%d-%s' % (cat, ms, h(key)[12:16])
    return 'facts/%s/%s.md' % (date, stem), stem, ms

def q(s):
    return json.dumps(s, ensure_ascii=False)

def main():
    if os.path.exists(STORE): shutil.rmtree(STORE)
    os.makedirs(STORE)
    files = {}
    for fn, (slug, desc, typ, title, hook, body) in ROOT.items():
        d = desc if (fn in FLAT or ': ' not in desc) else q(desc)
        if fn not in FLAT: assert ': ' not in d or d.startswith('"')
        fm = '---\nname: %s\ndescription: %s\ntype: %s\n' % (slug, d, typ)
        if int(h(fn)[:2], 16) % 3 == 0:
            fm += 'originSessionId: %s-%s-%s-%s-%s\n' % (h(fn)[:8], h(fn)[8:12], h(fn)[12:16], h(fn)[16:20], h(fn)[20:32])
        files[fn] = fm + '---\n\n' + fill(body).rstrip('\n') + '\n'
    # MEMORY.md
    groups = [('User', 'user'), ('Feedback', 'feedback'), ('Project', 'project'), ('Reference', 'reference')]
    lines = ['# Memory Index', '']
    for gname, gt in groups:
        lines.append('## ' + gname)
        for fn in sorted(ROOT):
            if ROOT[fn][2] == gt:
                lines.append('- [%s](%s) — %s' % (ROOT[fn][3], fn, ROOT[fn][4]))
        lines.append('')
    files['MEMORY.md'] = '\n'.join(lines).rstrip('\n') + '\n'
    for slug, (created, tags, title, body) in AUTO.items():
        fm = '---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n' % (title, created, ', '.join(tags))
        files['auto/%s.md' % slug] = fm + fill(body).rstrip('\n') + '\n'
    fkey = {}
    for key, (date, cat, tags, body) in FACTS.items():
        path, stem, ms = fact_path(key); fkey[key] = path
        iso = dt.datetime.fromtimestamp(ms/1000, dt.timezone.utc).strftime('%Y-%m-%dT%H:%M:%S.') + '%03dZ' % (ms % 1000)
        conf = 0.85 + (int(h(key)[:2], 16) % 12) / 100
        fm = ('---\nid: %s\ncategory: %s\ncreated: %s\nupdated: %s\nsource: extraction\n'
              'confidence: %.2f\nconfidenceTier: %s\ntags:\n%s\nstatus: active\n---\n\n') % (
              stem, cat, iso, iso, conf, 'explicit' if conf >= 0.9 else 'implied',
              '\n'.join('  - ' + t for t in tags))
        files[path] = fm + fill(body).rstrip('\n') + '\n'
    for p, txt in files.items():
        full = os.path.join(STORE, p); os.makedirs(os.path.dirname(full), exist_ok=True)
        open(full, 'w').write(txt)
    # labels
    def res(f): return fkey[f[2:]] if f.startswith('F:') else f
    out = ['now: 2026-11-28', 'pairs:']
    for label, cls, fa, ka, fb, kb, note in P:
        pa, pb = res(fa), res(fb)
        if pb < pa: pa, pb, ka, kb = pb, pa, kb, ka
        out += ['  - a: %s' % pa, '    b: %s' % pb, '    label: %s' % label, '    class: %s' % cls,
                '    claim_a: %s' % q(K[ka]), '    claim_b: %s' % q(K[kb]), '    note: %s' % q(note)]
    open(os.path.join(BASE, 'labels.yaml'), 'w').write('\n'.join(out) + '\n')
    print('files', len(files))

if __name__ == '__main__':
    main()
