#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from claims.py and content.py."""
import json, os, random, re, shutil, sys, hashlib
from datetime import datetime, timezone, timedelta
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, PAIRS
from content import ROOT, AUTO, FACTS, FLAT
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, 'store')
MARK = re.compile(r'^@@([A-Za-z0-9]+)@@$')

def q(s):
    return json.dumps(s, ensure_ascii=False)

def fill(body, path, where):
    lines = []
    for ln in body.rstrip('\n').split('\n'):
        m = MARK.match(ln)
        if m:
            cid = m.group(1)
            if cid in where:
                raise SystemExit(f'claim {cid} placed twice: {where[cid]} and {path}')
            where[cid] = path
            lines.append(CLAIMS[cid])
        else:
            if '@@' in ln:
                raise SystemExit(f'bad marker in {path}: {ln}')
            lines.append(ln)
    return '\n'.join(lines) + '\n'

def main():
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    where = {}
    files = {}
    # root auto-memory
    index = []
    for fn, (title, hook, typ, desc, body) in ROOT.items():
        name = fn[:-3].split('_', 1)[1].replace('_', '-')
        d = desc if fn in FLAT else q(desc)
        fm = f'---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n'
        files[fn] = fm + fill(body, fn, where)
        index.append(f'- [{title}]({fn}) — {hook}')
    files['MEMORY.md'] = '\n'.join(index) + '\n'
    # free notes
    for slug, (title, created, tags, body) in AUTO.items():
        p = f'auto/{slug}.md'
        fm = f'---\ntitle: {q(title)}\ncreated: {created}\ntags: [{", ".join(tags)}]\n---\n\n'
        files[p] = fm + fill(body, p, where)
    # remnic facts
    for key, (date, cat, tags, body) in FACTS.items():
        rnd = random.Random(hashlib.sha1(key.encode()).hexdigest())
        base = datetime.fromisoformat(date).replace(tzinfo=timezone.utc)
        ts = base + timedelta(seconds=rnd.randint(7 * 3600, 18 * 3600), milliseconds=rnd.randint(0, 999))
        ms = int(ts.timestamp() * 1000)
        hx = '%04x' % rnd.randint(0, 0xffff)
        stem = f'{cat}-{ms}-{hx}'
        p = f'facts/{date}/{stem}.md'
        iso = ts.strftime('%Y-%m-%dT%H:%M:%S.') + '%03dZ' % (ms % 1000)
        conf = 0.9 if cat == 'fact' else 0.85
        tier = 'explicit' if cat != 'fact' else rnd.choice(['explicit', 'implied'])
        tl = ''.join(f'  - {t}\n' for t in tags)
        fm = (f'---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n'
              f'confidence: {conf}\nconfidenceTier: {tier}\ntags:\n{tl}status: active\n---\n\n')
        files[p] = fm + fill(body, p, where)
    for p, text in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, 'w') as f:
            f.write(text)
    missing = [c for c in CLAIMS if c not in where]
    if missing:
        raise SystemExit(f'claims never placed: {missing}')
    # labels
    out = ['now: 2026-11-28', 'pairs:']
    for pid, label, cls, x, y, note in PAIRS:
        px, py = where[x], where[y]
        if px == py:
            raise SystemExit(f'{pid}: both claims in {px}')
        if py < px:
            px, py, x, y = py, px, y, x
        out += [f'  - a: {px}', f'    b: {py}', f'    label: {label}', f'    class: {cls}',
                f'    claim_a: {q(CLAIMS[x])}', f'    claim_b: {q(CLAIMS[y])}', f'    note: {q(pid + ": " + note)}']
    with open(os.path.join(OUT, 'labels.yaml'), 'w') as f:
        f.write('\n'.join(out) + '\n')
    print(f'wrote {len(files)} files, {len(PAIRS)} pairs')

if __name__ == '__main__':
    main()
