#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from claims.py and content_*.py."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone, timedelta
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, P
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, 'store')
MARK = re.compile(r'@@([A-Za-z0-9]+)@@')

def fill(body, path, where):
    def rep(m):
        k = m.group(1)
        if k not in C:
            sys.exit(f'unknown claim {k} in {path}')
        if k in where:
            sys.exit(f'claim {k} placed twice: {where[k]} and {path}')
        where[k] = path
        return C[k]
    return MARK.sub(rep, body)

def fact_path(key, date, cat):
    h = hashlib.md5(key.encode()).hexdigest()
    base = datetime.fromisoformat(date).replace(tzinfo=timezone.utc)
    dt = base + timedelta(hours=8, seconds=int(h[4:10], 16) % 36000, milliseconds=int(h[10:13], 16) % 1000)
    ms = int(dt.timestamp() * 1000)
    return f'facts/{date}/{cat}-{ms}-{h[:4]}.md', dt

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    files, where = {}, {}
    # root
    index = []
    for fn in sorted(ROOT):
        title, slug, desc, typ, body = ROOT[fn]
        fm = f'---\nname: {slug}\ndescription: {desc}\ntype: {typ}\n---\n'
        files[fn] = fm + fill(body.lstrip('\n'), fn, where)
        index.append(f'- [{title}]({fn}) — {desc.strip(chr(34))}')
    files['MEMORY.md'] = '\n'.join(index) + '\n'
    # auto
    for slug in sorted(AUTO):
        title, created, tags, body = AUTO[slug]
        p = f'auto/{slug}.md'
        fm = f'---\ntitle: {json.dumps(title, ensure_ascii=False)}\ncreated: {created}\ntags: [{", ".join(tags)}]\n---\n\n'
        files[p] = fm + fill(body.lstrip('\n'), p, where)
    # remnic facts
    for key, date, cat, conf, tags, body in FACTS:
        p, dt = fact_path(key, date, cat)
        stem = os.path.basename(p)[:-3]
        iso = dt.strftime('%Y-%m-%dT%H:%M:%S.') + f'{dt.microsecond // 1000:03d}Z'
        tier = 'explicit' if conf >= 0.9 else 'implied'
        fm = (f'---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n'
              f'confidence: {conf}\nconfidenceTier: {tier}\ntags:\n' + ''.join(f'  - {t}\n' for t in tags) +
              'status: active\n---\n\n')
        if p in files:
            sys.exit(f'path clash {p}')
        files[p] = fm + fill(body, p, where) + '\n'
    for p, text in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, 'w', encoding='utf-8') as f:
            f.write(text)
    # labels
    out = ['now: 2026-11-28', 'pairs:']
    for pid, cls, label, ka, kb, note in P:
        for k in (ka, kb):
            if k not in where:
                sys.exit(f'claim {k} of {pid} not placed')
        pa, pb = where[ka], where[kb]
        if pa == pb:
            sys.exit(f'{pid}: both claims in {pa}')
        if pb < pa:
            pa, pb, ka, kb = pb, pa, kb, ka
        q = lambda s: json.dumps(s, ensure_ascii=False)
        out += [f'  - a: {pa}', f'    b: {pb}', f'    label: {label}', f'    class: {cls}',
                f'    claim_a: {q(C[ka])}', f'    claim_b: {q(C[kb])}', f'    note: {q(pid + ": " + note)}']
    with open(os.path.join(OUT, 'labels.yaml'), 'w', encoding='utf-8') as f:
        f.write('\n'.join(out) + '\n')
    unused = sorted(set(C) - set(where))
    print(f'wrote {len(files)} files, {len(P)} pairs; claims defined but not placed: {unused}')

if __name__ == '__main__':
    main()
