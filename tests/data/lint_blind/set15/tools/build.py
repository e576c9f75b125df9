#!/usr/bin/env python3
"""Regenerate set15 store/ and labels.yaml from claims.py + content_*.py."""
import hashlib, os, re, shutil, sys
from datetime import datetime, timezone, timedelta
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, CLASS, NOTES
from content_root import ROOT
from content_remnic import REM
from content_auto import AUTO

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")
FLAT = {"reference_shelfmark.md", "reference_infra.md", "reference_glossary.md"}

def fill(body):
    used = re.findall(r"<<([A-Z]+\d+[ab])>>", body)
    for k in used:
        body = body.replace("<<%s>>" % k, C[k])
    assert "<<" not in body, body
    return body, used

files = {}      # relpath -> text
where = {}      # claim id -> relpath

def put(rel, text, used):
    assert rel not in files, rel
    files[rel] = text
    for k in used:
        assert k not in where, k
        where[k] = rel

for f in ROOT:
    body, used = fill(f["body"])
    if f["fn"] in FLAT or f["flat"]:
        assert ": " in f["desc"]
        desc = f["desc"]
    else:
        desc = yaml.safe_dump(f["desc"], width=1000).strip()
        if desc.endswith("\n..."): desc = desc[:-4].strip()
    fm = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n" % (f["name"], desc, f["typ"])
    put(f["fn"], fm + body, used)

for i, f in enumerate(REM):
    body, used = fill(f["body"])
    d = datetime.strptime(f["date"], "%Y-%m-%d").replace(tzinfo=timezone.utc)
    h = hashlib.sha1((f["date"] + f["body"]).encode()).hexdigest()
    secs = 8 * 3600 + int(h[:6], 16) % (9 * 3600)
    ms = int(h[6:9], 16) % 1000
    ts = d + timedelta(seconds=secs, milliseconds=ms)
    epoch = int(ts.timestamp() * 1000)
    stem = "%s-%d-%s" % (f["cat"], epoch, h[-4:])
    iso = ts.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % ms
    conf = 0.9 if f["cat"] == "fact" else 0.95
    tier = "explicit" if f["cat"] != "fact" or int(h[10], 16) % 2 else "implied"
    fm = ("---\nid: %s\ncategory: %s\ncreated: %s\nupdated: %s\nsource: extraction\n"
          "confidence: %s\nconfidenceTier: %s\ntags:\n%s\nstatus: active\n---\n\n") % (
        stem, f["cat"], iso, iso, conf, tier, "\n".join("  - " + t for t in f["tags"]))
    put("facts/%s/%s.md" % (f["date"], stem), fm + body, used)

for f in AUTO:
    body, used = fill(f["body"])
    fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n" % (
        yaml.safe_dump(f["title"], width=1000).strip().replace("\n...", ""), f["created"], ", ".join(f["tags"]))
    put("auto/%s.md" % f["slug"], fm + body, used)

# MEMORY.md index
lines = ["# Memory index", ""]
for f in ROOT:
    lines.append("- [%s](%s) — %s" % (f["title"], f["fn"], f["desc"]))
files["MEMORY.md"] = "\n".join(lines) + "\n"

missing = set(C) - set(where)
assert not missing, missing

# pairs
pairs = []
ids = sorted({k[:-1] for k in C}, key=lambda x: ("VRNSFODAG".index(x[0]), int(x[1:])))
for pid in ids:
    label, cls = CLASS[pid[0]]
    fa, fb = where[pid + "a"], where[pid + "b"]
    ca, cb = C[pid + "a"], C[pid + "b"]
    if fb < fa:
        fa, fb, ca, cb = fb, fa, cb, ca
    assert fa != fb, pid
    pairs.append(dict(a=fa, b=fb, label=label, **{"class": cls}, claim_a=ca, claim_b=cb,
                      note="%s: %s" % (pid, NOTES[pid])))

if os.path.exists(STORE):
    shutil.rmtree(STORE)
for rel, text in files.items():
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w") as fh:
        fh.write(text)

class D(yaml.SafeDumper):
    pass
def str_rep(dumper, data):
    return dumper.represent_scalar("tag:yaml.org,2002:str", data, style='"')
D.add_representer(str, str_rep)
with open(os.path.join(BASE, "labels.yaml"), "w") as fh:
    fh.write("now: 2026-11-28\npairs:\n")
    for p in pairs:
        first = True
        for k in ["a", "b", "label", "class", "claim_a", "claim_b", "note"]:
            v = p[k]
            if k in ("claim_a", "claim_b", "note"):
                vs = yaml.dump(v, Dumper=D, width=10000, allow_unicode=True).strip()
                if vs.endswith("\n..."): vs = vs[:-4]
            else:
                vs = v
            fh.write("  %s %s: %s\n" % ("-" if first else " ", k, vs))
            first = False
print("files:", len(files), "pairs:", len(pairs))
