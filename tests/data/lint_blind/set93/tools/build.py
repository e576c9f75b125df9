#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set93 (Kestrel Tutors) from the claim tables."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, PAIRS
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, 'store')
MARK = re.compile(r'@@([A-Z]+\d+[ab])@@')

def fill(body, path, where):
    def rep(m):
        cid = m.group(1)
        if cid not in CLAIMS:
            sys.exit(f'unknown claim {cid} in {path}')
        if cid in where:
            sys.exit(f'claim {cid} placed twice')
        where[cid] = path
        return CLAIMS[cid]
    return MARK.sub(rep, body)

def facts_path(i, date, cat):
    h = hashlib.md5(f'{i}-{date}-{cat}'.encode()).hexdigest()
    base = int(datetime.strptime(date, '%Y-%m-%d').replace(tzinfo=timezone.utc).timestamp() * 1000)
    epoch = base + 8 * 3600 * 1000 + int(h[:8], 16) % (10 * 3600 * 1000)
    return epoch, h[-4:], f'facts/{date}/{cat}-{epoch}-{h[-4:]}.md'

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    files, where = {}, {}
    # root
    groups = {'user': [], 'feedback': [], 'project': [], 'reference': []}
    for fn, (name, desc, typ, title, hook, body) in ROOT.items():
        if (': ' in desc) != (fn in FLAT):
            sys.exit(f'flat-description mismatch in {fn}')
        text = f'---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n' + body.strip('\n') + '\n'
        files[fn] = fill(text, fn, where)
        groups[typ].append((title, fn, hook))
    idx = ['# Memory index', '']
    for typ, head in (('user', 'People'), ('feedback', 'Feedback'), ('project', 'Projects'), ('reference', 'Reference')):
        idx.append(f'## {head}')
        for title, fn, hook in sorted(groups[typ], key=lambda x: x[1]):
            idx.append(f'- [{title}]({fn}) — {hook}')
        idx.append('')
    files['MEMORY.md'] = '\n'.join(idx)
    # auto
    for slug, (title, created, tags, body) in AUTO.items():
        p = f'auto/{slug}.md'
        text = f'---\ntitle: {json.dumps(title, ensure_ascii=False)}\ncreated: {created}\ntags: [{", ".join(tags)}]\n---\n\n# {title}\n\n' + body.strip('\n') + '\n'
        files[p] = fill(text, p, where)
    # remnic facts
    for i, (date, cat, tags, body) in enumerate(FACTS):
        epoch, hx, p = facts_path(i, date, cat)
        ts = datetime.fromtimestamp(epoch / 1000, tz=timezone.utc).strftime('%Y-%m-%dT%H:%M:%S.') + f'{epoch % 1000:03d}Z'
        conf = 0.95 if cat == 'decision' else (0.9 if cat == 'fact' else 0.85)
        tier = 'explicit' if cat in ('decision', 'preference') else 'implied'
        fm = ['---', f'id: {cat}-{epoch}-{hx}', f'category: {cat}', f'created: {ts}', f'updated: {ts}',
              'source: extraction', f'confidence: {conf}', f'confidenceTier: {tier}', 'tags:']
        fm += [f'  - {t}' for t in tags]
        fm += ['status: active', '---', '']
        files[p] = fill('\n'.join(fm) + '\n' + body.strip('\n') + '\n', p, where)
    missing = [c for c in CLAIMS if c not in where]
    if missing:
        sys.exit(f'claims never placed: {missing}')
    for p, text in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, 'w') as f:
            f.write(text)
    # labels
    contra = {'value_slot', 'role_slot', 'negation', 'stale_vs_change'}
    out = ['now: 2026-11-28', 'pairs:']
    for pid, cls, note in PAIRS:
        pa, pb = where[pid + 'a'], where[pid + 'b']
        ca, cb = CLAIMS[pid + 'a'], CLAIMS[pid + 'b']
        if pb < pa:
            pa, pb, ca, cb = pb, pa, cb, ca
        q = lambda s: json.dumps(s, ensure_ascii=False)
        out += [f'  - a: {pa}', f'    b: {pb}',
                f'    label: {"contradiction" if cls in contra else "non_contradiction"}',
                f'    class: {cls}', f'    claim_a: {q(ca)}', f'    claim_b: {q(cb)}',
                f'    note: {q(pid + ": " + note)}']
    with open(os.path.join(OUT, 'labels.yaml'), 'w') as f:
        f.write('\n'.join(out) + '\n')
    print(f'wrote {len(files)} files, {len(PAIRS)} pairs')

if __name__ == '__main__':
    main()
