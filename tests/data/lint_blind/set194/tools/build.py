#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the claim table and the file bodies.
Each body places a claim with a line "@@ID@@"; every claim id must be placed exactly once."""
import os, re, random, shutil, sys, json
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, PAIRS
from content_root import ROOT, FLAT_DESC
from content_auto import AUTO
from content_facts import FACTS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
rng = random.Random(194)

def fill(body):
    body = body.strip("\n") + "\n"
    def rep(m):
        return CLAIMS[m.group(1)]
    return re.sub(r"^@@([A-Z0-9a-z]+)@@$", rep, body, flags=re.M)

def ids_in(body):
    return re.findall(r"^@@([A-Z0-9a-z]+)@@$", body, flags=re.M)

def yq(s):
    return json.dumps(s, ensure_ascii=False)

files = {}   # relpath -> text
where = {}   # claim id -> relpath

def place(path, body):
    for cid in ids_in(body):
        if cid in where:
            sys.exit(f"claim {cid} placed twice: {where[cid]} and {path}")
        where[cid] = path

# root memories
index = []
for fname, title, desc, typ, hook, body in ROOT:
    place(fname, body)
    d = desc if fname in FLAT_DESC else yq(desc)
    name = fname[:-3].split("_", 1)[1].replace("_", "-")
    files[fname] = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n" + fill(body)
    index.append(f"- [{title}]({fname}) — {hook}")
files["MEMORY.md"] = "\n".join(index) + "\n"

# free notes
for slug, title, created, tags, body in AUTO:
    p = f"auto/{slug}.md"
    place(p, body)
    files[p] = f"---\ntitle: {yq(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n" + fill(body)

# remnic facts
for date, cat, tags, body in FACTS:
    d = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
    ms = int(d.timestamp() * 1000) + rng.randrange(7 * 3600 * 1000, 22 * 3600 * 1000)
    hx = f"{rng.randrange(65536):04x}"
    stem = f"{cat}-{ms}-{hx}"
    p = f"facts/{date}/{stem}.md"
    place(p, body)
    iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    conf = rng.choice([0.82, 0.86, 0.9, 0.93, 0.95])
    tier = "explicit" if conf >= 0.9 else "implied"
    fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
          f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
          "status: active\n---\n\n")
    files[p] = fm + fill(body)

missing = set(CLAIMS) - set(where)
if missing:
    sys.exit(f"claims never placed: {sorted(missing)}")

if os.path.isdir(STORE):
    shutil.rmtree(STORE)
for p, t in files.items():
    fp = os.path.join(STORE, p)
    os.makedirs(os.path.dirname(fp), exist_ok=True)
    with open(fp, "w") as f:
        f.write(t)

lines = ["now: 2026-11-28", "pairs:"]
for pid, label, cls, c1, c2, note in PAIRS:
    p1, p2 = where[c1], where[c2]
    if p1 == p2:
        sys.exit(f"{pid}: both claims in {p1}")
    if p2 < p1:
        p1, p2, c1, c2 = p2, p1, c2, c1
    lines += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
              f"    claim_a: {yq(CLAIMS[c1])}", f"    claim_b: {yq(CLAIMS[c2])}",
              f"    note: {yq(pid + ': ' + note)}"]
with open(os.path.join(OUT, "labels.yaml"), "w") as f:
    f.write("\n".join(lines) + "\n")
print(f"wrote {len(files)} files, {len(PAIRS)} pairs")
