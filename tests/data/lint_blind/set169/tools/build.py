#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content.py (file bodies with [[ID]] claim markers) and claims.py."""
import os, re, shutil, sys, json, hashlib
from datetime import datetime, timezone
sys.path.insert(0, os.path.dirname(__file__))
from content import ROOT, AUTO, FACTS
from claims import PAIRS

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^\[\[([A-Za-z0-9]+)\]\]")

files = {}   # relpath -> text
claims = {}  # id -> (relpath, line)

def body_strip(path, body):
    out = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1); line = line[m.end():]
            if cid in claims:
                sys.exit("duplicate claim id %s" % cid)
            claims[cid] = (path, line)
        out.append(line)
    return "\n".join(out) + "\n"

def yq(s):
    return json.dumps(s, ensure_ascii=False)

for path, (name, desc, typ, title, hook, body) in ROOT.items():
    d = desc if ": " in desc else desc  # flat on purpose when it holds ': '
    fm = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n" % (name, d, typ)
    files[path] = fm + body_strip(path, body).lstrip("\n")

idx = ["# Memory index", ""]
for path in sorted(ROOT):
    idx.append("- [%s](%s) — %s" % (ROOT[path][3], path, ROOT[path][4]))
files["MEMORY.md"] = "\n".join(idx) + "\n"

for path, (title, created, tags, body) in AUTO.items():
    fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n" % (yq(title), created, ", ".join(tags))
    files[path] = fm + body_strip(path, body).lstrip("\n")

for date, cat, hx, tags, conf, body in FACTS:
    h = int(hashlib.sha1((date + hx).encode()).hexdigest(), 16)
    secs = 8 * 3600 + h % (10 * 3600)
    dt = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
    ms = int(dt.timestamp()) * 1000 + secs * 1000 + h % 1000
    iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)
    stem = "%s-%d-%s" % (cat, ms, hx)
    path = "facts/%s/%s.md" % (date, stem)
    fm = ("---\nid: %s\ncategory: %s\ncreated: %s\nupdated: %s\nsource: extraction\nconfidence: %s\n"
          "confidenceTier: %s\ntags:\n%s\nstatus: active\n---\n\n") % (
        stem, cat, iso, iso, conf, "explicit" if conf >= 0.9 else "implied",
        "\n".join("  - " + t for t in tags))
    files[path] = fm + body_strip(path, body)

if os.path.isdir(STORE):
    shutil.rmtree(STORE)
for rel, text in files.items():
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)

lines = ["now: 2026-11-28", "pairs:"]
used = set()
for pid, label, cls, ca, cb, note in PAIRS:
    (pa, la), (pb, lb) = claims[ca], claims[cb]
    if pb < pa:
        (pa, la), (pb, lb) = (pb, lb), (pa, la)
    used.update([ca, cb])
    lines += ["  - a: %s" % pa, "    b: %s" % pb, "    label: %s" % label, "    class: %s" % cls,
              "    claim_a: %s" % yq(la), "    claim_b: %s" % yq(lb), "    note: %s" % yq("%s: %s" % (pid, note))]
with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
    f.write("\n".join(lines) + "\n")
unused = sorted(set(claims) - used)
print("files:", len(files), "pairs:", len(PAIRS), "unused claim ids:", unused)
