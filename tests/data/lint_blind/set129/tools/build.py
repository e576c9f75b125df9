#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from claims.py and content_*.py."""
import json, os, random, re, shutil, sys
from datetime import datetime, timezone
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from claims import CLAIMS, PAIRS
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, '..'))
STORE = os.path.join(OUT, 'store')
# descriptions deliberately left with an unquoted ": " (not strict YAML), as real ones sometimes are
FLAT = {'reference_gatepass.md', 'reference_infra.md', 'reference_glossary.md', 'reference_showground.md'}
MARK = re.compile(r'@@([A-Z]+\d+[ab])@@')

def fill(body):
    ids = MARK.findall(body)
    return MARK.sub(lambda m: CLAIMS[m.group(1)], body), ids

def q(s):
    return json.dumps(s, ensure_ascii=False)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    files = {}   # relpath -> text
    where = {}   # claim id -> relpath
    def place(rel, body_ids):
        for cid in body_ids:
            assert cid not in where, f'{cid} placed twice'
            where[cid] = rel
    # root
    index = []
    for fn, title, desc, typ, body in ROOT:
        text, ids = fill(body.strip('\n'))
        d = desc if (fn in FLAT or ': ' not in desc) else q(desc)
        fm = f"---\nname: {fn[:-3].split('_', 1)[1]}\ndescription: {d}\ntype: {typ}\n---\n\n"
        files[fn] = fm + text + '\n'
        place(fn, ids)
        index.append(f'- [{title}]({fn}) — {desc}')
    files['MEMORY.md'] = '\n'.join(index) + '\n'
    # auto
    for slug, title, created, tags, body in AUTO:
        rel = f'auto/{slug}.md'
        text, ids = fill(body.strip('\n'))
        fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n# {title}\n\n"
        files[rel] = fm + text + '\n'
        place(rel, ids)
    # remnic facts
    rng = random.Random(129)
    for cat, date, tags, body in FACTS:
        base = datetime.strptime(date, '%Y-%m-%d').replace(tzinfo=timezone.utc)
        ms = int(base.timestamp() * 1000) + rng.randint(7 * 3600, 21 * 3600) * 1000 + rng.randint(0, 999)
        hx = '%04x' % rng.randint(0, 0xffff)
        stem = f'{cat}-{ms}-{hx}'
        rel = f'facts/{date}/{stem}.md'
        iso = datetime.fromtimestamp(ms / 1000, timezone.utc).strftime('%Y-%m-%dT%H:%M:%S.') + '%03dZ' % (ms % 1000)
        text, ids = fill(body)
        conf = 0.9 if cat == 'fact' else 0.85
        tier = 'explicit' if cat != 'preference' else 'implied'
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + ''.join(f'  - {t}\n' for t in tags) +
              "status: active\n---\n\n")
        files[rel] = fm + text + '\n'
        place(rel, ids)
    missing = set(CLAIMS) - set(where)
    assert not missing, f'claims never placed: {sorted(missing)}'
    for rel, text in files.items():
        p = os.path.join(STORE, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, 'w') as f:
            f.write(text)
    # labels
    out = ['now: 2026-11-28', 'pairs:']
    seen = set()
    for pid, label, cls, c1, c2, note in PAIRS:
        f1, f2 = where[c1], where[c2]
        assert f1 != f2, pid
        (a, ca), (b, cb) = sorted([(f1, c1), (f2, c2)])
        assert (a, b) not in seen, f'duplicate file pair {pid}'
        seen.add((a, b))
        out += [f'  - a: {a}', f'    b: {b}', f'    label: {label}', f'    class: {cls}',
                f'    claim_a: {q(CLAIMS[ca])}', f'    claim_b: {q(CLAIMS[cb])}', f'    note: {q(pid + ": " + note)}']
    with open(os.path.join(OUT, 'labels.yaml'), 'w') as f:
        f.write('\n'.join(out) + '\n')
    print(f'{len(files)} files, {len(PAIRS)} pairs')

if __name__ == '__main__':
    main()
