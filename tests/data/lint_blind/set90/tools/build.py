#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from claims.py and the content_*.py tables."""
import hashlib, json, os, re, shutil, sys, datetime
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, PAIRS
from content_root import ROOT
from content_facts import FACTS
from content_auto import AUTO

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, 'store')
FLAT = {'reference_vts_api.md', 'reference_channel.md', 'reference_glossary.md'}  # unquoted ': ' on purpose
MARK = re.compile(r'^@@([A-Z]+[0-9]+[ab])@@$')

def q(s):
    return json.dumps(s, ensure_ascii=False)

def fill(body, path, where):
    out = []
    for line in body.strip('\n').split('\n'):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            if cid in where:
                sys.exit(f'claim {cid} placed twice')
            where[cid] = path
            out.append(CLAIMS[cid])
        else:
            out.append(line)
    return '\n'.join(out) + '\n'

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    files, where = {}, {}
    # root
    index = {'user': [], 'feedback': [], 'project': [], 'reference': []}
    for fn, (name, desc, typ, title, hook, body) in ROOT.items():
        d = desc if fn in FLAT else q(desc)
        fm = f'---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n'
        files[fn] = fm + fill(body, fn, where)
        index[typ].append(f'- [{title}]({fn}) — {hook}')
    mem = ['# Memory Index', '']
    for typ, head in (('user', 'User'), ('feedback', 'Feedback'), ('project', 'Project'), ('reference', 'Reference')):
        mem += [f'## {head}'] + sorted(index[typ]) + ['']
    files['MEMORY.md'] = '\n'.join(mem)
    # remnic facts
    for date, cat, tags, conf, body in FACTS:
        h = hashlib.md5((date + body).encode()).hexdigest()
        secs = int(h[:6], 16) % (11 * 3600) + 7 * 3600
        dt = datetime.datetime.strptime(date, '%Y-%m-%d').replace(tzinfo=datetime.timezone.utc) + datetime.timedelta(seconds=secs)
        ms = int(dt.timestamp() * 1000) + int(h[6:9], 16) % 1000
        stem = f'{cat}-{ms}-{h[-4:]}'
        path = f'facts/{date}/{stem}.md'
        iso = dt.strftime('%Y-%m-%dT%H:%M:%SZ')
        tier = 'explicit' if conf >= 0.85 else 'implied'
        fm = (f'---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n'
              f'confidence: {conf}\nconfidenceTier: {tier}\ntags:\n' + ''.join(f'  - {t}\n' for t in tags) +
              'status: active\n---\n\n')
        files[path] = fm + fill(body, path, where)
    # auto notes
    for slug, (title, created, tags, body) in AUTO.items():
        path = f'auto/{slug}.md'
        fm = f'---\ntitle: {q(title)}\ncreated: {created}\ntags: [{", ".join(tags)}]\n---\n\n'
        files[path] = fm + fill(body, path, where)
    missing = set(CLAIMS) - set(where)
    if missing:
        sys.exit(f'claims not placed: {sorted(missing)}')
    for p, text in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, 'w') as f:
            f.write(text)
    # labels
    lines = ['now: 2026-11-28', 'pairs:']
    for pid, label, cls, note in PAIRS:
        pa, pb = where[pid + 'a'], where[pid + 'b']
        ca, cb = CLAIMS[pid + 'a'], CLAIMS[pid + 'b']
        if pb < pa:
            pa, pb, ca, cb = pb, pa, cb, ca
        lines += [f'  - a: {pa}', f'    b: {pb}', f'    label: {label}', f'    class: {cls}',
                  f'    claim_a: {q(ca)}', f'    claim_b: {q(cb)}', f'    note: {q(pid + ": " + note)}']
    with open(os.path.join(OUT, 'labels.yaml'), 'w') as f:
        f.write('\n'.join(lines) + '\n')
    print(f'wrote {len(files)} files, {len(PAIRS)} pairs')

if __name__ == '__main__':
    main()
