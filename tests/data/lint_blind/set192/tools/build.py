#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set192 from the claim and content tables."""
import datetime as dt, hashlib, json, os, re, shutil, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, PAIRS
from content_root import ROOT, FLAT_DESC
from content_auto import AUTO
from content_facts import FACTS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, 'store')
MARK = re.compile(r'^@@([A-Z]+\d+[ab])@@$')

def q(s):
    return json.dumps(s, ensure_ascii=False)

def fill(body, path, where):
    lines = []
    for ln in body.strip('\n').split('\n'):
        m = MARK.match(ln)
        if m:
            cid = m.group(1)
            if cid in where:
                sys.exit(f'claim {cid} placed twice')
            where[cid] = path
            lines.append(CLAIMS[cid])
        else:
            if '@@' in ln:
                sys.exit(f'bad marker in {path}: {ln}')
            lines.append(ln)
    return '\n'.join(lines) + '\n'

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    files, where = {}, {}
    index = []
    for fname, name, desc, typ, title, hook, body in ROOT:
        d = desc if fname in FLAT_DESC else q(desc)
        fm = f'---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n'
        files[fname] = fm + fill(body, fname, where)
        index.append(f'- [{title}]({fname}) — {hook}')
    files['MEMORY.md'] = '# Memory Index\n\n' + '\n'.join(index) + '\n'
    for slug, title, created, tags, body in AUTO:
        path = f'auto/{slug}.md'
        fm = f'---\ntitle: {q(title)}\ncreated: {created}\ntags: [{", ".join(tags)}]\n---\n\n'
        files[path] = fm + fill(body, path, where)
    for i, (date, cat, body, tags, conf) in enumerate(FACTS):
        h = hashlib.sha1(f'{date}{body}{i}'.encode()).hexdigest()
        secs = 7 * 3600 + int(h[:6], 16) % (13 * 3600)
        ts = dt.datetime.fromisoformat(date).replace(tzinfo=dt.timezone.utc) + dt.timedelta(seconds=secs, milliseconds=int(h[6:9], 16) % 1000)
        ms = int(ts.timestamp() * 1000)
        stem = f'{cat}-{ms}-{h[10:14]}'
        path = f'facts/{date}/{stem}.md'
        iso = ts.strftime('%Y-%m-%dT%H:%M:%S.') + f'{ms % 1000:03d}Z'
        tier = 'explicit' if conf >= 0.9 else 'implied'
        fm = (f'---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n'
              f'confidence: {conf}\nconfidenceTier: {tier}\ntags:\n' + ''.join(f'  - {t}\n' for t in tags) +
              'status: active\n---\n\n')
        files[path] = fm + fill(body, path, where)
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, 'w') as f:
            f.write(text)
    missing = [c for c in CLAIMS if c not in where]
    if missing:
        sys.exit(f'claims not placed: {missing}')
    out = ['now: 2026-11-28', 'pairs:']
    for pid, label, cls, note in PAIRS:
        pa, pb = where[pid + 'a'], where[pid + 'b']
        ca, cb = CLAIMS[pid + 'a'], CLAIMS[pid + 'b']
        if pb < pa:
            pa, pb, ca, cb = pb, pa, cb, ca
        out += [f'  - a: {pa}', f'    b: {pb}', f'    label: {label}', f'    class: {cls}',
                f'    claim_a: {q(ca)}', f'    claim_b: {q(cb)}', f'    note: {q(pid + ": " + note)}']
    with open(os.path.join(OUT, 'labels.yaml'), 'w') as f:
        f.write('\n'.join(out) + '\n')
    print(f'wrote {len(files)} files, {len(PAIRS)} pairs')

if __name__ == '__main__':
    main()
