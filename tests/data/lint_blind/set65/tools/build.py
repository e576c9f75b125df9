#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from claims.py and the content_* tables."""
import hashlib, json, os, shutil, sys, datetime
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, PAIRS
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, 'store')
NOW = '2026-11-28'
TYPE_ORDER = ['user', 'feedback', 'project', 'reference']


def h(s):
    return hashlib.sha1(s.encode()).hexdigest()


def fill(body, path, where):
    out = []
    for line in body.strip('\n').split('\n'):
        if line.startswith('@@') and line.endswith('@@'):
            cid = line[2:-2]
            if cid not in C:
                raise SystemExit(f'unknown claim {cid} in {path}')
            if cid in where:
                raise SystemExit(f'claim {cid} placed twice')
            where[cid] = path
            line = C[cid]
        out.append(line)
    return '\n'.join(out) + '\n'


def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    files, where = {}, {}
    # root
    for fn, (name, desc, typ, title, hook, body) in ROOT.items():
        assert fn.startswith(typ + '_'), fn
        if fn not in FLAT:
            assert ': ' not in desc, fn
        fm = f'---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n'
        files[fn] = fm + fill(body, fn, where)
    idx = ['# Memory index', '']
    for typ in TYPE_ORDER:
        rows = [(fn, v) for fn, v in ROOT.items() if v[2] == typ]
        if not rows:
            continue
        idx.append(f'## {typ.capitalize()}')
        for fn, v in sorted(rows):
            idx.append(f'- [{v[3]}]({fn}) — {v[4]}')
        idx.append('')
    files['MEMORY.md'] = '\n'.join(idx)
    # auto
    for slug, (title, created, tags, body) in AUTO.items():
        p = f'auto/{slug}.md'
        fm = f'---\ntitle: {json.dumps(title)}\ncreated: {created}\ntags: [{", ".join(tags)}]\n---\n\n'
        files[p] = fm + fill(body, p, where)
    # facts
    conf = [(0.95, 'explicit'), (0.9, 'explicit'), (0.85, 'implied'), (0.8, 'implied')]
    for i, (date, cat, tags, body) in enumerate(FACTS):
        d = datetime.datetime.strptime(date, '%Y-%m-%d').replace(tzinfo=datetime.timezone.utc)
        hh = h(date + body)
        secs = 8 * 3600 + int(hh[:6], 16) % (10 * 3600)
        ts = d + datetime.timedelta(seconds=secs, milliseconds=int(hh[6:9], 16) % 1000)
        epoch = int(ts.timestamp() * 1000)
        stem = f'{cat}-{epoch}-{hh[-4:]}'
        p = f'facts/{date}/{stem}.md'
        iso = ts.strftime('%Y-%m-%dT%H:%M:%S.') + f'{ts.microsecond // 1000:03d}Z'
        c, tier = conf[int(hh[9], 16) % 4]
        fm = ('---\n' f'id: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\n'
              'source: extraction\n' f'confidence: {c}\nconfidenceTier: {tier}\ntags:\n'
              + ''.join(f'  - {t}\n' for t in tags) + 'status: active\n---\n\n')
        assert p not in files
        files[p] = fm + fill(body, p, where)
    for p, text in files.items():
        fp = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(fp), exist_ok=True)
        with open(fp, 'w') as f:
            f.write(text)
    # labels
    unused = set(C) - set(where)
    if unused:
        raise SystemExit(f'claims never placed: {sorted(unused)}')
    out = [f'now: {NOW}', 'pairs:']
    for pid, label, cls, c1, c2, note in PAIRS:
        f1, f2 = where[c1], where[c2]
        if f1 == f2:
            raise SystemExit(f'{pid}: both claims in {f1}')
        if f2 < f1:
            f1, f2, c1, c2 = f2, f1, c2, c1
        out += [f'  - a: {f1}', f'    b: {f2}', f'    label: {label}', f'    class: {cls}',
                f'    claim_a: {json.dumps(C[c1], ensure_ascii=False)}',
                f'    claim_b: {json.dumps(C[c2], ensure_ascii=False)}',
                f'    note: {json.dumps(pid + ": " + note, ensure_ascii=False)}']
    with open(os.path.join(BASE, 'labels.yaml'), 'w') as f:
        f.write('\n'.join(out) + '\n')
    print(f'wrote {len(files)} files, {len(PAIRS)} pairs')


if __name__ == '__main__':
    main()
