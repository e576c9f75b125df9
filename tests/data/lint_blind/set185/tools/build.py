#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content.py (file bodies with §ID§ claim markers) and pairs.py."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
sys.path.insert(0, os.path.dirname(__file__))
from content import ROOT, AUTO, FACTS
from pairs import PAIRS

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^§([A-Z]+\d+[ab])§")

files = {}  # rel path -> text
claims = {}  # claim id -> (path, line)

def strip_markers(path, body):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            line = line[m.end():]
            cid = m.group(1)
            assert cid not in claims, cid
            claims[cid] = (path, line)
        out.append(line)
    return "\n".join(out)

FLAT = {"reference_stillroom.md", "reference_fields.md", "reference_infra.md"}
index = []
for path, (name, desc, typ, title, hook, body) in ROOT.items():
    d = desc if path in FLAT else json.dumps(desc, ensure_ascii=False)
    fm = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n" % (name, d, typ)
    files[path] = fm + strip_markers(path, body).rstrip("\n") + "\n"
    index.append("- [%s](%s) — %s" % (title, path, hook))
files["MEMORY.md"] = "\n".join(index) + "\n"

for path, (title, created, tags, body) in AUTO.items():
    fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n" % (title, created, ", ".join(tags))
    files[path] = fm + strip_markers(path, body).rstrip("\n") + "\n"

for i, (date, cat, tags, body) in enumerate(FACTS):
    dt = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
    h = hashlib.sha1(body.encode()).hexdigest()
    ms = int(dt.timestamp() * 1000) + int(h[:7], 16) % 80_000_000
    stem = "%s-%d-%s" % (cat, ms, h[-4:])
    path = "facts/%s/%s.md" % (date, stem)
    iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)
    conf = 0.8 + (int(h[:2], 16) % 19) / 100
    tier = "explicit" if conf >= 0.9 else "implied"
    fm = ("---\nid: %s\ncategory: %s\ncreated: %s\nupdated: %s\nsource: extraction\nconfidence: %.2f\n"
          "confidenceTier: %s\ntags:\n%s\nstatus: active\n---\n\n") % (
        stem, cat, iso, iso, conf, tier, "\n".join("  - " + t for t in tags))
    files[path] = fm + strip_markers(path, body).rstrip("\n") + "\n"

if os.path.isdir(STORE):
    shutil.rmtree(STORE)
for rel, text in files.items():
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)

def q(s):
    return json.dumps(s, ensure_ascii=False)

out = ["now: 2026-11-28", "pairs:"]
used = set()
for pid, label, cls, note in PAIRS:
    (pa, la), (pb, lb) = claims[pid + "a"], claims[pid + "b"]
    if pb < pa:
        pa, la, pb, lb = pb, lb, pa, la
    assert pa != pb, pid
    assert (pa, pb) not in used, pid
    used.add((pa, pb))
    out += ["  - a: %s" % pa, "    b: %s" % pb, "    label: %s" % label, "    class: %s" % cls,
            "    claim_a: %s" % q(la.strip()) if la != la.strip() else "    claim_a: %s" % q(la),
            "    claim_b: %s" % q(lb), "    note: %s" % q("%s: %s" % (pid, note))]
unused = set(claims) - {p + s for p, *_ in PAIRS for s in "ab"}
assert not unused, unused
with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
    f.write("\n".join(out) + "\n")
print("files:", len(files), "pairs:", len(PAIRS))
