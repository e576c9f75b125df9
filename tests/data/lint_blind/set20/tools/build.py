#!/usr/bin/env python3
"""Regenerate set20 store/ and labels.yaml from content_*.py and pairs.py."""
import os, sys, json, shutil, datetime
sys.path.insert(0, os.path.dirname(__file__))
import common
import content_root, content_facts, content_auto  # noqa: F401  (register files)
from pairs import PAIRS, LABEL

BASE = os.path.abspath(os.path.join(os.path.dirname(__file__), '..'))
STORE = os.path.join(BASE, 'store')
# descriptions deliberately left unquoted with ': ' inside (Claude Code style, not strict YAML)
FLAT = {'reference_infra.md', 'reference_glossary.md', 'reference_adwatch.md', 'reference_toolcrib.md'}

TITLES = {}
FIX = {'Crs': 'CRS', 'Pr': 'PR', 'Api': 'API', 'Cat': 'CAT', 'Oncall': 'On-call', 'Crs-sign': 'crs-sign'}
def title_for(fn, name):
    words = fn[:-3].split('_', 1)[1].split('_')
    out = []
    for i, w in enumerate(words):
        w2 = w.capitalize() if i == 0 else w
        out.append(FIX.get(w2, FIX.get(w.capitalize(), w2) if w in ('crs', 'pr', 'api', 'cat') else w2))
    return ' '.join(out)

def q(s):
    return json.dumps(s, ensure_ascii=False)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    for fn, (name, desc, typ, body) in common.ROOT.items():
        d = desc if fn in FLAT else (q(desc) if ': ' in desc or desc[:1] in '"\'' else desc)
        with open(os.path.join(STORE, fn), 'w') as f:
            f.write(f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n{body}")
    # MEMORY.md
    lines = ['# Memory Index', '']
    order = sorted(common.ROOT, key=lambda x: (['user', 'feedback', 'project', 'reference'].index(common.ROOT[x][2]), x))
    for fn in order:
        name, desc, typ, body = common.ROOT[fn]
        lines.append(f"- [{title_for(fn, name)}]({fn}) — {desc}")
    with open(os.path.join(STORE, 'MEMORY.md'), 'w') as f:
        f.write('\n'.join(lines) + '\n')
    for key, (date, hms, cat, tags, body, conf) in common.FACTS.items():
        path, stem, ms = common.fact_path(key)
        iso = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).strftime('%Y-%m-%dT%H:%M:%S.') + f"{ms % 1000:03d}Z"
        tier = 'explicit' if conf >= 0.9 else 'implied'
        fm = [f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}", "source: extraction",
              f"confidence: {conf}", f"confidenceTier: {tier}", "tags:"] + [f"  - {t}" for t in tags] + ["status: active"]
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, 'w') as f:
            f.write('---\n' + '\n'.join(fm) + '\n---\n\n' + body)
    os.makedirs(os.path.join(STORE, 'auto'), exist_ok=True)
    for slug, (title, created, tags, body) in common.AUTO.items():
        with open(os.path.join(STORE, 'auto', slug + '.md'), 'w') as f:
            f.write(f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n{body}")
    # labels
    out = ['now: 2026-11-28', 'pairs:']
    for rx, ry, cls, cx, cy, note in PAIRS:
        px, py = common.resolve(rx), common.resolve(ry)
        if py < px:
            px, py, cx, cy = py, px, cy, cx
        out += [f"  - a: {px}", f"    b: {py}", f"    label: {LABEL[cls]}", f"    class: {cls}",
                f"    claim_a: {q(cx)}", f"    claim_b: {q(cy)}", f"    note: {q(note)}"]
    with open(os.path.join(BASE, 'labels.yaml'), 'w') as f:
        f.write('\n'.join(out) + '\n')
    print('root', len(common.ROOT), 'facts', len(common.FACTS), 'auto', len(common.AUTO), 'pairs', len(PAIRS))

if __name__ == '__main__':
    main()
