#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from claims.py and content_*.py."""
import datetime, hashlib, json, os, re, shutil, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, PAIRS
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")
FLAT = {"reference_infra.md", "reference_radius.md", "reference_villages.md", "reference_fibrebook.md"}
MARK = re.compile(r"@@([A-Za-z0-9_]+)@@")

def yq(s):
    return json.dumps(s, ensure_ascii=False)

files = {}   # relpath -> text (with markers)
for fn, (name, desc, typ, title, hook, body) in ROOT.items():
    d = desc if fn in FLAT else yq(desc)
    files[fn] = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n{body}"
idx = ["# Memory index", ""]
for fn in sorted(ROOT):
    idx.append(f"- [{ROOT[fn][3]}]({fn}) — {ROOT[fn][4]}")
files["MEMORY.md"] = "\n".join(idx) + "\n"

for slug, (title, created, tags, body) in AUTO.items():
    files[f"auto/{slug}.md"] = (f"---\ntitle: {yq(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n{body}")

for i, (date, cat, conf, tags, body) in enumerate(FACTS):
    h = hashlib.sha1(f"{date}{i}{body}".encode()).hexdigest()
    dt = datetime.datetime.fromisoformat(date).replace(tzinfo=datetime.timezone.utc)
    dt += datetime.timedelta(hours=8 + int(h[:2], 16) % 10, minutes=int(h[2:4], 16) % 60,
                             seconds=int(h[4:6], 16) % 60, milliseconds=int(h[6:9], 16) % 1000)
    ms = int(dt.timestamp() * 1000)
    stem = f"{cat}-{ms}-{h[9:13]}"
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    tier = "explicit" if conf >= 0.9 else "implied"
    fm = [f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}", "source: extraction",
          f"confidence: {conf}", f"confidenceTier: {tier}", "tags:"] + [f"  - {t}" for t in tags] + ["status: active"]
    files[f"facts/{date}/{stem}.md"] = "---\n" + "\n".join(fm) + "\n---\n\n" + body.strip("\n") + "\n"

# resolve markers
where = {}
for p, t in files.items():
    for k in MARK.findall(t):
        if k in where:
            sys.exit(f"claim {k} placed twice: {where[k]} and {p}")
        if k not in C:
            sys.exit(f"unknown claim {k} in {p}")
        where[k] = p
    files[p] = MARK.sub(lambda m: C[m.group(1)], t)
missing = [k for k in C if k not in where]
if missing:
    sys.exit(f"claims not placed: {missing}")

if os.path.exists(STORE):
    shutil.rmtree(STORE)
for p, t in files.items():
    fp = os.path.join(STORE, p)
    os.makedirs(os.path.dirname(fp), exist_ok=True)
    with open(fp, "w") as f:
        f.write(t)

out = ["now: 2026-11-28", "pairs:"]
for pid, label, cls, ka, kb, note in PAIRS:
    (pa, ca), (pb, cb) = sorted([(where[ka], C[ka]), (where[kb], C[kb])])
    out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
            f"    claim_a: {yq(ca)}", f"    claim_b: {yq(cb)}", f"    note: {yq(pid + ': ' + note)}"]
with open(os.path.join(BASE, "labels.yaml"), "w") as f:
    f.write("\n".join(out) + "\n")
print(f"wrote {len(files)} files, {len(PAIRS)} pairs")
