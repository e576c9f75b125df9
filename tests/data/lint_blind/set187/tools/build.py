#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the claim table and the content modules."""
import hashlib, json, os, re, shutil, sys, datetime
sys.path.insert(0, os.path.dirname(__file__))
from claims import CLAIMS, PAIRS
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
NOW = "2026-11-28"
MARK = re.compile(r"@@([A-Z]+[0-9]+[ab])@@")

def q(s):
    return json.dumps(s, ensure_ascii=False)

def yaml_scalar(s, flat=False):
    if flat or not (": " in s or s.startswith(("'", '"', "-", "[", "{")) or " #" in s):
        return s
    return q(s)

files = {}     # store-relative path -> text
where = {}     # claim id -> path

def fill(path, body):
    def rep(m):
        cid = m.group(1)
        if cid in where:
            sys.exit(f"claim {cid} placed twice ({where[cid]}, {path})")
        where[cid] = path
        return CLAIMS[cid]
    return MARK.sub(rep, body)

# root files + MEMORY.md
index = []
for fn, (name, desc, typ, title, hook, body) in ROOT.items():
    fm = f"---\nname: {name}\ndescription: {yaml_scalar(desc, fn in FLAT)}\ntype: {typ}\n---\n"
    files[fn] = fm + fill(fn, body.lstrip("\n"))
    index.append(f"- [{title}]({fn}) — {hook}")
files["MEMORY.md"] = "\n".join(index) + "\n"

# remnic facts
for i, (date, cat, tags, body) in enumerate(FACTS):
    d = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
    secs = 8 * 3600 + (i * 7919) % (10 * 3600)
    ms = int(d.timestamp()) * 1000 + secs * 1000 + (i * 137) % 1000
    hx = hashlib.md5(body.encode()).hexdigest()[:4]
    stem = f"{cat}-{ms}-{hx}"
    iso = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    tier = "explicit" if cat != "fact" or i % 3 else "implied"
    conf = "0.95" if tier == "explicit" else "0.85"
    fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
          f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
          "status: active\n---\n\n")
    path = f"facts/{date}/{stem}.md"
    files[path] = fm + fill(path, body.strip("\n") + "\n")

# free notes
for slug, (title, created, tags, body) in AUTO.items():
    path = f"auto/{slug}.md"
    fm = f"---\ntitle: {yaml_scalar(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    files[path] = fm + fill(path, body.lstrip("\n"))

missing = set(CLAIMS) - set(where)
if missing:
    sys.exit(f"claims never placed: {sorted(missing)}")

if os.path.exists(STORE):
    shutil.rmtree(STORE)
for path, text in files.items():
    full = os.path.join(STORE, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as f:
        f.write(text)

out = [f"now: {NOW}", "pairs:"]
for pid, label, cls, ca, cb, note in PAIRS:
    pa, pb = where[ca], where[cb]
    if pb < pa:
        pa, pb, ca, cb = pb, pa, cb, ca
    out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
            f"    claim_a: {q(CLAIMS[ca])}", f"    claim_b: {q(CLAIMS[cb])}", f"    note: {q(pid + ': ' + note)}"]
with open(os.path.join(OUT, "labels.yaml"), "w") as f:
    f.write("\n".join(out) + "\n")
print(f"wrote {len(files)} files, {len(PAIRS)} pairs")
