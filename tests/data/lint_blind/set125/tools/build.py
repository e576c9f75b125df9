#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set125 from the claim and content tables."""
import datetime as dt, hashlib, json, os, re, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from claims import C, PAIRS
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, 'store')
MARK = re.compile(r'@@([A-Z]+\d+[ab])@@')
q = lambda s: json.dumps(s, ensure_ascii=False)


def fill(body, path, where):
    def rep(m):
        cid = m.group(1)
        if cid not in C:
            sys.exit(f'unknown claim {cid} in {path}')
        if cid in where:
            sys.exit(f'claim {cid} placed twice ({where[cid]}, {path})')
        where[cid] = path
        return C[cid]
    return MARK.sub(rep, body)


def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    where, files = {}, {}
    index = []
    for fn, name, desc, typ, title, hook, flat, body in ROOT:
        desc_line = f'description: {desc}' if flat else f'description: {q(desc)}'
        text = f'---\nname: {name}\n{desc_line}\ntype: {typ}\n---\n' + fill(body, fn, where).lstrip('\n')
        files[fn] = text
        index.append(f'- [{title}]({fn}) — {hook}')
    files['MEMORY.md'] = '# Memory index\n\n' + '\n'.join(index) + '\n'
    for slug, title, created, tags, body in AUTO:
        p = f'auto/{slug}.md'
        fm = f'---\ntitle: {q(title)}\ncreated: {created}\ntags: [{", ".join(tags)}]\n---\n'
        files[p] = fm + fill(body, p, where).lstrip('\n')
    for date, cat, tags, body in FACTS:
        h = hashlib.sha1((date + body).encode()).hexdigest()
        d = dt.datetime.strptime(date, '%Y-%m-%d').replace(tzinfo=dt.timezone.utc)
        secs = 7 * 3600 + int(h[:8], 16) % (11 * 3600)
        ms = int(h[8:11], 16) % 1000
        t = d + dt.timedelta(seconds=secs, milliseconds=ms)
        epoch = int(t.timestamp() * 1000)
        fid = f'{cat}-{epoch}-{h[-4:]}'
        iso = t.strftime('%Y-%m-%dT%H:%M:%S.') + f'{ms:03d}Z'
        p = f'facts/{date}/{fid}.md'
        conf = 0.8 + (int(h[12:14], 16) % 18) / 100
        fm = (f'---\nid: {fid}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n'
              f'confidence: {conf:.2f}\nconfidenceTier: explicit\ntags: [{", ".join(q(x) for x in tags)}]\n'
              f'status: active\n---\n\n')
        files[p] = fm + fill(body, p, where).strip('\n') + '\n'
    missing = [c for c in C if c not in where]
    if missing:
        sys.exit(f'claims never placed: {missing}')
    for p, text in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, 'w') as f:
            f.write(text)
    out = ['now: 2026-11-28', 'pairs:']
    for pid, label, cls, (c1, c2), note in PAIRS:
        (pa, ca), (pb, cb) = sorted([(where[c1], C[c1]), (where[c2], C[c2])])
        out += [f'  - a: {pa}', f'    b: {pb}', f'    label: {label}', f'    class: {cls}',
                f'    claim_a: {q(ca)}', f'    claim_b: {q(cb)}', f'    note: {q(pid + ": " + note)}']
    with open(os.path.join(BASE, 'labels.yaml'), 'w') as f:
        f.write('\n'.join(out) + '\n')
    print(f'wrote {len(files)} files, {len(PAIRS)} pairs')


if __name__ == '__main__':
    main()
