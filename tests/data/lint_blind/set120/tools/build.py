#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from claims.py and content_*.py."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, PAIRS
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")
FLAT = {"reference_calloutd.md", "reference_infra.md", "reference_depots.md", "reference_glossary.md"}
MARK = re.compile(r"@@([A-Z]+[0-9]+[ab])@@")

def yq(s):
    return json.dumps(s, ensure_ascii=False)

files = {}      # path -> text
where = {}      # claim id -> path

def fill(path, body):
    def sub(m):
        cid = m.group(1)
        if cid in where:
            sys.exit("claim %s placed twice (%s, %s)" % (cid, where[cid], path))
        where[cid] = path
        return CLAIMS[cid]
    return MARK.sub(sub, body)

# root
index = []
for path, (title, name, desc, typ, body) in ROOT.items():
    d = desc if path in FLAT else yq(desc)
    fm = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n" % (name, d, typ)
    files[path] = fm + fill(path, body)
    index.append("- [%s](%s) — %s" % (title, path, desc))
files["MEMORY.md"] = "\n".join(index) + "\n"

# auto
for path, (title, created, tags, body) in AUTO.items():
    fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n" % (yq(title), created, ", ".join(tags))
    files[path] = fm + fill(path, body.replace("\n", "\n"))

# remnic facts
seen = set()
for i, (date, cat, tags, body) in enumerate(FACTS):
    h = hashlib.sha1(("%s|%d|%s" % (date, i, body)).encode()).hexdigest()
    day = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
    ms = int(day.timestamp() * 1000) + (int(h[:8], 16) % (9 * 3600 * 1000)) + 7 * 3600 * 1000
    stem = "%s-%d-%s" % (cat, ms, h[8:12])
    path = "facts/%s/%s.md" % (date, stem)
    assert path not in seen; seen.add(path)
    ts = datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)
    conf = 0.8 + (int(h[12:14], 16) % 19) / 100
    tier = "explicit" if conf >= 0.9 else "implied"
    fm = ("---\nid: %s\ncategory: %s\ncreated: %s\nupdated: %s\nsource: extraction\nconfidence: %.2f\n"
          "confidenceTier: %s\ntags:\n%s\nstatus: active\n---\n\n") % (
        stem, cat, ts, ts, conf, tier, "\n".join("  - %s" % t for t in tags))
    files[path] = fm + fill(path, body.strip("\n") + "\n")

missing = set(CLAIMS) - set(where)
if missing:
    sys.exit("claims not placed: %s" % sorted(missing))

if os.path.isdir(STORE):
    shutil.rmtree(STORE)
for path, text in files.items():
    full = os.path.join(STORE, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as fh:
        fh.write(text)

out = ["now: 2026-11-28", "pairs:"]
for pid, label, cls, c1, c2, note in PAIRS:
    p1, p2 = where[c1], where[c2]
    if p2 < p1:
        p1, p2, c1, c2 = p2, p1, c2, c1
    out += ["  - a: %s" % p1, "    b: %s" % p2, "    label: %s" % label, "    class: %s" % cls,
            "    claim_a: %s" % yq(CLAIMS[c1]), "    claim_b: %s" % yq(CLAIMS[c2]),
            "    note: %s" % yq("%s: %s" % (pid, note))]
with open(os.path.join(BASE, "labels.yaml"), "w") as fh:
    fh.write("\n".join(out) + "\n")
print("wrote %d files, %d pairs" % (len(files), len(PAIRS)))
