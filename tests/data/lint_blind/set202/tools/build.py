#!/usr/bin/env python3
"""Regenerate ../store/ and ../labels.yaml from claims.py and content_*.py."""
import datetime as dt, hashlib, json, os, re, shutil, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, PAIRS
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")
MARK = re.compile(r"\{\{(\w+)\}\}")
NOW = "2026-11-28"

def fill(body):
    return MARK.sub(lambda m: CLAIMS[m.group(1)], body)

def ids_in(body):
    return MARK.findall(body)

files = {}      # path -> text
placed = {}     # claim id -> path

def add(path, text, body):
    assert path not in files, path
    files[path] = text
    for cid in ids_in(body):
        assert cid in CLAIMS, cid
        assert cid not in placed, f"{cid} placed twice"
        placed[cid] = path

# root memories
order = list(ROOT)
for path in order:
    title, name, desc, typ, body = ROOT[path]
    d = desc if path in FLAT else json.dumps(desc, ensure_ascii=False)
    assert (": " in desc) == (path in FLAT), path
    fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
    add(path, fm + fill(body), body)

idx = ["# Memory index", ""]
for path in order:
    title, name, desc, typ, body = ROOT[path]
    idx.append(f"- [{title}]({path}) — {desc}")
files["MEMORY.md"] = "\n".join(idx) + "\n"

# auto notes
for path, (title, created, tags, body) in AUTO.items():
    fm = f"---\ntitle: {json.dumps(title, ensure_ascii=False)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    add(path, fm + fill(body), body)

# remnic facts
for date, cat, tags, body in FACTS:
    h = hashlib.sha1((date + cat + body).encode()).hexdigest()
    day = dt.datetime.fromisoformat(date + "T00:00:00+00:00")
    secs = 8 * 3600 + int(h[4:10], 16) % (10 * 3600)
    ts = day + dt.timedelta(seconds=secs, milliseconds=int(h[10:13], 16) % 1000)
    epoch = int(ts.timestamp() * 1000)
    stem = f"{cat}-{epoch}-{h[:4]}"
    iso = ts.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ts.microsecond // 1000:03d}Z"
    conf = "0.9" if cat == "fact" else ("0.85" if cat == "preference" else "0.95")
    tier = "explicit" if cat != "preference" else "implied"
    fm = ("---\n" f"id: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\n"
          "source: extraction\n" f"confidence: {conf}\nconfidenceTier: {tier}\n"
          "tags:\n" + "".join(f"  - {t}\n" for t in tags) + "status: active\n---\n\n")
    add(f"facts/{date}/{stem}.md", fm + fill(body), body)

missing = [c for c in CLAIMS if c not in placed]
assert not missing, f"claims never placed: {missing}"

if os.path.isdir(STORE):
    shutil.rmtree(STORE)
for path, text in files.items():
    full = os.path.join(STORE, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8") as fh:
        fh.write(text)

q = lambda s: json.dumps(s, ensure_ascii=False)
out = [f"now: {NOW}", "pairs:"]
for pid, label, cls, x, y, note in PAIRS:
    px, py = placed[x], placed[y]
    assert px != py, pid
    if py < px:
        px, py, x, y = py, px, y, x
    out += [f"  - a: {px}", f"    b: {py}", f"    label: {label}", f"    class: {cls}",
            f"    claim_a: {q(CLAIMS[x])}", f"    claim_b: {q(CLAIMS[y])}", f"    note: {q(pid + ': ' + note)}"]
with open(os.path.join(BASE, "labels.yaml"), "w", encoding="utf-8") as fh:
    fh.write("\n".join(out) + "\n")
print(f"wrote {len(files)} files, {len(PAIRS)} pairs")
