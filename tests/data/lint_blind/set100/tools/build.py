#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from claims.py (claim lines + pair table) and files.py (file bodies)."""
import hashlib, json, os, re, shutil, sys, datetime
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from claims import CL, PAIRS
from files import ROOT, FACTS, AUTO

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, ".."))
STORE = os.path.join(OUT, "store")

def q(s):  # YAML double-quoted scalar
    return json.dumps(s, ensure_ascii=False)

def fill(body):
    def rep(m):
        return CL[m.group(1)]
    return re.sub(r"@@([A-Za-z0-9]+)@@", rep, body)

def fact_path(key, date, cat):
    d = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
    h = hashlib.md5(key.encode()).hexdigest()
    ms = int(d.timestamp() * 1000) + 7 * 3600000 + int(h[:6], 16) % (10 * 3600000)
    return ms, f"facts/{date}/{cat}-{ms}-{h[-4:]}.md"

files = {}     # relpath -> text
marker = {}    # claim key -> relpath
def note_markers(rel, body):
    for k in re.findall(r"@@([A-Za-z0-9]+)@@", body):
        assert k not in marker, f"claim {k} placed twice"
        marker[k] = rel

index = []
for path, name, desc, typ, title, hook, body in ROOT:
    note_markers(path, body)
    files[path] = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n{fill(body)}"
    index.append(f"- [{title}]({path}) — {hook}")
files["MEMORY.md"] = "# Memory index\n\n" + "\n".join(index) + "\n"

for key, date, cat, tags, body in FACTS:
    ms, rel = fact_path(key, date, cat)
    note_markers(rel, body)
    iso = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    conf = 0.95 if cat == "decision" else (0.85 if cat == "preference" else 0.9)
    tier = "explicit" if conf >= 0.9 else "implied"
    tl = "".join(f"  - {t}\n" for t in tags)
    stem = os.path.basename(rel)[:-3]
    files[rel] = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
                  f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n{tl}status: active\n---\n\n{fill(body)}")

for slug, title, created, tags, body in AUTO:
    rel = f"auto/{slug}.md"
    note_markers(rel, body)
    files[rel] = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n{fill(body)}"

# pairs
out = ["now: 2026-11-28", "pairs:"]
seen = set()
for pid, label, cls, kx, ky, note in PAIRS:
    fx, fy = marker[kx], marker[ky]
    assert fx != fy, pid
    (a, ca), (b, cb) = sorted([(fx, CL[kx]), (fy, CL[ky])])
    if (a, b) in seen: print(f"DUPLICATE file pair {pid}: {a} {b}")
    seen.add((a, b))
    out += [f"  - a: {a}", f"    b: {b}", f"    label: {label}", f"    class: {cls}",
            f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]

if os.path.isdir(STORE):
    shutil.rmtree(STORE)
for rel, text in files.items():
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w") as f:
        f.write(text)
with open(os.path.join(OUT, "labels.yaml"), "w") as f:
    f.write("\n".join(out) + "\n")
unused = sorted(set(CL) - set(marker))
print(f"wrote {len(files)} files, {len(PAIRS)} pairs; unplaced claims: {unused}")
