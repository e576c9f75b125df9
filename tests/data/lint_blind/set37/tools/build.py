#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set37 from claims.py + content_*.py."""
import os, re, json, shutil, hashlib, datetime, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from claims import C, PAIRS
from content_root import ROOT
from content_facts import FACTS
from content_auto import AUTO

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
TOK = re.compile(r"\{\{([A-Za-z0-9]+)\}\}")

files = {}      # relpath -> text
keyfile = {}    # claim key -> relpath
flat = []

def fill(path, body):
    def rep(m):
        k = m.group(1)
        assert k not in keyfile, (k, path, keyfile.get(k))
        keyfile[k] = path
        return C[k]
    return TOK.sub(rep, body)

def yq(s):
    # plain scalar if safe, else JSON-quoted (valid YAML)
    if re.search(r": |#|^[\[\]{}&*!|>'\"%@`-]", s):
        return json.dumps(s, ensure_ascii=False)
    return s

index = []
for t, topic, name, desc, body, fl in ROOT:
    path = f"{t}_{topic}.md"
    d = desc if fl else yq(desc)
    if fl:
        flat.append(path)
    txt = f"---\nname: {name}\ndescription: {d}\ntype: {t}\n---\n\n" + fill(path, body)
    files[path] = txt
    title = name.replace("-", " ").title().replace("Hcm", "HCM").replace("Api", "API").replace("Iiif", "IIIF").replace("Dcms", "DCMS")
    hook = desc.split(" - ")[-1] if " - " in desc else desc
    index.append((title, path, desc))

for date, hms, cat, tags, body in FACTS:
    dt = datetime.datetime.strptime(date + " " + hms, "%Y-%m-%d %H:%M:%S").replace(tzinfo=datetime.timezone.utc)
    h = hashlib.sha1((date + hms + body).encode()).hexdigest()
    ms = int(dt.timestamp()) * 1000 + int(h[:3], 16) % 1000
    hex4 = h[-4:]
    stem = f"{cat}-{ms}-{hex4}"
    iso = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    path = f"facts/{date}/{stem}.md"
    tagl = "".join(f"  - {x}\n" for x in tags)
    fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
          f"confidence: 0.9\nconfidenceTier: explicit\ntags:\n{tagl}status: active\n---\n\n")
    files[path] = fm + fill(path, body)

for slug, title, created, tags, body in AUTO:
    path = f"auto/{slug}.md"
    fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    files[path] = fm + fill(path, body)

# MEMORY.md: hooks are the descriptions minus slot values (descriptions were written without values)
mem = ["# Memory index", ""]
order = {"user": 0, "feedback": 1, "project": 2, "reference": 3}
for title, path, desc in sorted(index, key=lambda x: (order[x[1].split("_")[0]], x[1])):
    mem.append(f"- [{title}]({path}) — {desc}")
files["MEMORY.md"] = "\n".join(mem) + "\n"

missing = set(C) - set(keyfile)
assert not missing, missing

if os.path.exists(STORE):
    shutil.rmtree(STORE)
for p, txt in files.items():
    fp = os.path.join(STORE, p)
    os.makedirs(os.path.dirname(fp), exist_ok=True)
    open(fp, "w").write(txt)

LABEL = {"value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
         "stale_vs_change": "contradiction"}
out = ["now: 2026-11-28", "pairs:"]
for cls, ka, kb, note in PAIRS:
    pa, pb = keyfile[ka], keyfile[kb]
    assert pa != pb, (ka, kb)
    if pb < pa:
        pa, pb, ka, kb = pb, pa, kb, ka
    ca, cb = C[ka].split("\n")[0], C[kb].split("\n")[0]
    out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {LABEL.get(cls, 'non_contradiction')}",
            f"    class: {cls}", f"    claim_a: {json.dumps(ca, ensure_ascii=False)}",
            f"    claim_b: {json.dumps(cb, ensure_ascii=False)}", f"    note: {json.dumps(note, ensure_ascii=False)}"]
open(os.path.join(BASE, "labels.yaml"), "w").write("\n".join(out) + "\n")
open(os.path.join(BASE, "tools", "flat_descriptions.txt"), "w").write("\n".join(flat) + "\n")
print("files:", len(files), "pairs:", len(PAIRS), "flat:", flat)
