#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the claim tables (claims.py) and file bodies
(content_root.py, content_auto.py, content_facts.py). Claim lines are placed via @@KEY@@ markers."""
import hashlib, os, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, P
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^@@(\w+)@@$")
placed = {}

def fill(path, body):
    out = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line)
        if m:
            k = m.group(1)
            if k in placed:
                sys.exit("claim %s placed twice (%s, %s)" % (k, placed[k], path))
            placed[k] = path
            out.append(C[k])
        else:
            out.append(line)
    return "\n".join(out) + "\n"

def yq(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'

def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w") as f:
        f.write(text)

if os.path.isdir(STORE):
    shutil.rmtree(STORE)

# root auto-memory
index = []
for fn in sorted(ROOT):
    slug, desc, typ, title, hook, body = ROOT[fn]
    d = desc if (fn in FLAT or (": " not in desc and "#" not in desc)) else yq(desc)
    fm = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n" % (slug, d, typ)
    write(fn, fm + fill(fn, body))
    index.append("- [%s](%s) — %s" % (title, fn, hook))
write("MEMORY.md", "# Memory index\n\n" + "\n".join(index) + "\n")

# free notes
for rel in sorted(AUTO):
    title, created, tags, body = AUTO[rel]
    fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n" % (yq(title), created, ", ".join(tags))
    write(rel, fm + fill(rel, body))

# remnic facts
for i, (key, date, cat, tags, lines) in enumerate(FACTS):
    seed = (key or "filler%d" % i).encode()
    h = hashlib.md5(seed).hexdigest()
    secs = 7 * 3600 + int(h[:6], 16) % (12 * 3600)
    ms = int(h[6:9], 16) % 1000
    dt = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
    epoch = int(dt.timestamp()) * 1000 + secs * 1000 + ms
    stamp = datetime.fromtimestamp(epoch / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % ms
    fid = "%s-%d-%s" % (cat, epoch, h[-4:])
    rel = "facts/%s/%s.md" % (date, fid)
    conf = 0.9 if cat == "fact" else 0.85
    tier = "explicit" if cat != "fact" else "implied"
    fm = ("---\nid: %s\ncategory: %s\ncreated: %s\nupdated: %s\nsource: extraction\nconfidence: %s\n"
          "confidenceTier: %s\ntags:\n%s\nstatus: active\n---\n\n") % (
        fid, cat, stamp, stamp, conf, tier, "\n".join("  - " + t for t in tags))
    write(rel, fm + fill(rel, "\n".join(lines)))

unused = set(C) - set(placed)
if unused:
    sys.exit("claims never placed: %s" % sorted(unused))

# labels
out = ["now: 2026-11-28", "pairs:"]
for pid, label, cls, ka, kb, note in P:
    fa, fb = placed[ka], placed[kb]
    if fb < fa:
        fa, fb, ka, kb = fb, fa, kb, ka
    out += ["  - a: %s" % fa, "    b: %s" % fb, "    label: %s" % label, "    class: %s" % cls,
            "    claim_a: %s" % yq(C[ka]), "    claim_b: %s" % yq(C[kb]), "    note: %s" % yq(pid + ": " + note)]
with open(os.path.join(OUT, "labels.yaml"), "w") as f:
    f.write("\n".join(out) + "\n")
n = sum(len(fs) for _, _, fs in os.walk(STORE))
print("wrote %d files, %d pairs" % (n, len(P)))
