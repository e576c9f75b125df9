#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the content tables (claim markers @@ID@@)."""
import datetime, json, os, random, re, shutil, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from claims import PAIRS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
FLAT = {"reference_infra.md", "reference_markets.md", "reference_glossary.md"}  # unquoted ': ' on purpose
MARK = re.compile(r"^@@([A-Za-z0-9]+)@@")

def q(s):
    return json.dumps(s, ensure_ascii=False)

files = {}  # relpath -> text
claims = {}  # id -> (relpath, line)

def body_with_claims(rel, body):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            line = line[m.end():]
            assert cid not in claims, cid
            claims[cid] = (rel, line)
        out.append(line)
    return "\n".join(out)

for fn, (title, desc, typ, body) in ROOT.items():
    slug = fn[:-3].split("_", 1)[1].replace("_", "-")
    d = desc if fn in FLAT else q(desc)
    files[fn] = f"---\nname: {slug}\ndescription: {d}\ntype: {typ}\n---\n\n" + body_with_claims(fn, body)

for rel, (title, created, tags, body) in AUTO.items():
    files[rel] = (f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
                  + body_with_claims(rel, body))

rng = random.Random(165)
for i, (date, cat, tags, conf, body) in enumerate(FACTS):
    d = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
    d = d + datetime.timedelta(hours=8 + rng.randrange(10), minutes=rng.randrange(60),
                               seconds=rng.randrange(60), milliseconds=rng.randrange(1000))
    ms = int(d.timestamp() * 1000)
    stem = f"{cat}-{ms}-{rng.randrange(65536):04x}"
    rel = f"facts/{date}/{stem}.md"
    iso = d.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    tier = "explicit" if conf >= 0.95 else "implied"
    fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
          f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags)
          + "status: active\n---\n\n")
    files[rel] = fm + body_with_claims(rel, body)

# MEMORY.md indexes every root file
idx = ["# Memory index", ""]
for fn in sorted(ROOT):
    title, desc, typ, body = ROOT[fn]
    idx.append(f"- [{title[0].upper() + title[1:]}]({fn}) — {desc}")
files["MEMORY.md"] = "\n".join(idx) + "\n"

if os.path.isdir(STORE):
    shutil.rmtree(STORE)
for rel, text in files.items():
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as fh:
        fh.write(text)

lines = ["now: 2026-11-28", "pairs:"]
for pid, label, cls, c1, c2, note in PAIRS:
    (p1, l1), (p2, l2) = claims[c1], claims[c2]
    if p2 < p1:
        (p1, l1), (p2, l2) = (p2, l2), (p1, l1)
    lines += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
              f"    claim_a: {q(l1)}", f"    claim_b: {q(l2)}", f"    note: {q(pid + ': ' + note)}"]
with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as fh:
    fh.write("\n".join(lines) + "\n")
used = {c for p in PAIRS for c in p[3:5]}
unused = sorted(set(claims) - used)
print(f"files: {len(files)}  claims: {len(claims)}  pairs: {len(PAIRS)}  unused markers: {unused}")
