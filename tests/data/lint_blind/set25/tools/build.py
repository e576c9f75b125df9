#!/usr/bin/env python3
"""Regenerate set25 store/ and labels.yaml from claims.py + content_*.py."""
import hashlib, os, re, shutil, sys, datetime
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, CLASS_LABEL, NOTES
from content_root import ROOT, FLAT
from content_facts import FACTS
from content_auto import AUTO

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, 'store')

def fill(body, path, where):
    def rep(m):
        k = m.group(1)
        if k in where: raise SystemExit(f'claim {k} placed twice')
        where[k] = path
        return C[k]
    return re.sub(r'@@([A-Za-z0-9]+)@@', rep, body)

def yq(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'

def main():
    if os.path.exists(STORE): shutil.rmtree(STORE)
    os.makedirs(STORE)
    where = {}
    files = {}
    index = []
    for fn, name, desc, typ, title, hook, body in ROOT:
        d = desc if fn in FLAT else (yq(desc) if (': ' in desc or desc.startswith(('"', "'"))) else desc)
        txt = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n" + fill(body, fn, where)
        files[fn] = txt
        index.append(f"- [{title}]({fn}) — {hook}")
    files['MEMORY.md'] = '\n'.join(index) + '\n'
    seen_ids = set()
    for date, hms, cat, tags, body in FACTS:
        dt = datetime.datetime.strptime(date + ' ' + hms, '%Y-%m-%d %H:%M:%S').replace(tzinfo=datetime.timezone.utc)
        ms = int(dt.timestamp() * 1000) + int(hashlib.md5(body.encode()).hexdigest()[:3], 16) % 1000
        hx = hashlib.sha1((date + body).encode()).hexdigest()[:4]
        fid = f"{cat}-{ms}-{hx}"
        assert fid not in seen_ids; seen_ids.add(fid)
        path = f"facts/{date}/{fid}.md"
        iso = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).strftime('%Y-%m-%dT%H:%M:%S.') + f"{ms % 1000:03d}Z"
        conf, tier = (0.95, 'explicit') if cat != 'fact' else (0.9, 'implied')
        tagl = ''.join(f"\n  - {t}" for t in tags)
        fm = (f"---\nid: {fid}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:{tagl}\nstatus: active\n---\n\n")
        files[path] = fm + fill(body, path, where)
    for slug, title, created, tags, body in AUTO:
        path = f"auto/{slug}.md"
        fm = f"---\ntitle: {yq(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[path] = fm + fill(body, path, where)
    missing = set(C) - set(where)
    if missing: raise SystemExit(f'claims not placed: {sorted(missing)}')
    for p, t in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, 'w') as f: f.write(t)
    # labels
    ids = sorted(NOTES, key=lambda k: (['V','R','N','S','F','O','D','A','NS'].index(re.match(r'[A-Z]+', k).group()), int(re.search(r'\d+', k).group())))
    out = ['now: 2026-11-28', 'pairs:']
    for pid in ids:
        cls = re.match(r'[A-Z]+', pid).group()
        label, klass = CLASS_LABEL[cls]
        pa, pb = where[pid + 'a'], where[pid + 'b']
        ca, cb = C[pid + 'a'], C[pid + 'b']
        if pb < pa: pa, pb, ca, cb = pb, pa, cb, ca
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {klass}",
                f"    claim_a: {yq(ca)}", f"    claim_b: {yq(cb)}", f"    note: {yq(pid + ': ' + NOTES[pid])}"]
    with open(os.path.join(BASE, 'labels.yaml'), 'w') as f: f.write('\n'.join(out) + '\n')
    print(f"wrote {len(files)} files, {len(ids)} pairs")

if __name__ == '__main__':
    main()
