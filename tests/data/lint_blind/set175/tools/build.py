#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set175 from the claim tables and file bodies."""
import hashlib, os, re, shutil, sys, json
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, P
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, 'store')
MARK = re.compile(r'@@([A-Z]+\d+[ab])@@')

def q(s):
    return json.dumps(s, ensure_ascii=False)

def fill(body, path, where):
    def sub(m):
        cid = m.group(1)
        if cid not in C:
            raise SystemExit(f'unknown claim {cid} in {path}')
        if cid in where:
            raise SystemExit(f'claim {cid} placed twice: {where[cid]} and {path}')
        where[cid] = path
        return C[cid]
    return MARK.sub(sub, body)

def main():
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    where = {}
    files = {}
    # root
    index = ['# Memory index', '']
    for fn, name, desc, typ, title, hook, body in ROOT:
        d = desc if ': ' in desc else q(desc)
        text = f'---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n' + fill(body, fn, where).lstrip('\n')
        files[fn] = text
        index.append(f'- [{title}]({fn}) — {hook}')
    files['MEMORY.md'] = '\n'.join(index) + '\n'
    # auto
    for slug, title, created, tags, body in AUTO:
        path = f'auto/{slug}.md'
        tg = ', '.join(tags)
        text = f'---\ntitle: {q(title)}\ncreated: {created}\ntags: [{tg}]\n---\n' + fill(body, path, where).lstrip('\n')
        files[path] = text
    # remnic facts
    seen = set()
    for i, (date, cat, tags, body) in enumerate(FACTS):
        h = hashlib.sha1(f'{date}{cat}{body}'.encode()).hexdigest()
        base = datetime.strptime(date, '%Y-%m-%d').replace(tzinfo=timezone.utc)
        ms = int(base.timestamp() * 1000) + 28_800_000 + int(h[:6], 16) % 32_400_000
        hex4 = h[6:10]
        stem = f'{cat}-{ms}-{hex4}'
        path = f'facts/{date}/{stem}.md'
        assert path not in seen; seen.add(path)
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime('%Y-%m-%dT%H:%M:%S.') + f'{ms % 1000:03d}Z'
        conf = 0.95 if cat == 'decision' else (0.9 if cat == 'preference' else 0.85)
        tier = 'explicit' if cat in ('decision', 'preference') else 'implied'
        fm = (f'---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n'
              f'confidence: {conf}\nconfidenceTier: {tier}\ntags:\n' + ''.join(f'  - {t}\n' for t in tags) +
              'status: active\n---\n\n')
        files[path] = fm + fill(body, path, where)
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, 'w') as fh:
            fh.write(text)
    # labels
    used = set()
    out = ['now: 2026-11-28', 'pairs:']
    for pid, label, cls, c1, c2, note in P:
        for c in (c1, c2):
            if c not in where:
                raise SystemExit(f'{pid}: claim {c} not placed')
        f1, f2 = where[c1], where[c2]
        if f1 == f2:
            raise SystemExit(f'{pid}: both claims in {f1}')
        (fa, ca), (fb, cb) = sorted([(f1, c1), (f2, c2)])
        out += [f'  - a: {fa}', f'    b: {fb}', f'    label: {label}', f'    class: {cls}',
                f'    claim_a: {q(C[ca])}', f'    claim_b: {q(C[cb])}', f'    note: {q(pid + ": " + note)}']
        used |= {c1, c2}
    unused = set(C) - used
    if unused:
        raise SystemExit(f'claims not in any pair: {sorted(unused)}')
    with open(os.path.join(OUT, 'labels.yaml'), 'w') as fh:
        fh.write('\n'.join(out) + '\n')
    print(f'wrote {len(files)} files, {len(P)} pairs')

if __name__ == '__main__':
    main()
