#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from content_*.py and pairs.py.
Claim lines carry a §ID§ marker in the content tables; the marker is stripped and its line recorded."""
import hashlib, json, os, re, shutil, sys, datetime
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT
from content_facts import FACTS
from content_auto import AUTO
from pairs import PAIRS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^§([A-Z]+[0-9]+[a-z]?)§")
claims = {}  # id -> (relpath, line)

def process(rel, body):
    out = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            line = line[m.end():]
            if cid in claims:
                sys.exit(f"claim id {cid} placed twice")
            claims[cid] = (rel, line)
        out.append(line)
    return "\n".join(out) + "\n"

def h(s):
    return hashlib.sha1(s.encode()).hexdigest()

files = {}
for fn, r in ROOT.items():
    body = process(fn, r["body"])
    fm = f"---\nname: {r['name']}\ndescription: {r['description']}\ntype: {r['type']}\n---\n\n"
    files[fn] = fm + body
idx = []
for fn in sorted(ROOT):
    idx.append(f"- [{ROOT[fn]['title']}]({fn}) — {ROOT[fn]['hook']}")
files["MEMORY.md"] = "\n".join(idx) + "\n"

for i, (date, cat, tags, body) in enumerate(FACTS):
    d = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
    off = int(h(f"{i}{body}")[:8], 16) % (14 * 3600 * 1000) + 7 * 3600 * 1000
    ms = int(d.timestamp() * 1000) + off
    hex4 = h(body)[:4]
    stem = f"{cat}-{ms}-{hex4}"
    rel = f"facts/{date}/{stem}.md"
    iso = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    conf = [0.92, 0.88, 0.95, 0.85, 0.9][i % 5]
    tier = "explicit" if conf >= 0.9 else "implied"
    fm = ["---", f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
          "source: extraction", f"confidence: {conf}", f"confidenceTier: {tier}", "tags:"]
    fm += [f"  - {t}" for t in tags]
    fm += ["status: active", "---", ""]
    files[rel] = "\n".join(fm) + "\n" + process(rel, body)

for slug, n in AUTO.items():
    rel = f"auto/{slug}.md"
    t = json.dumps(n['title'], ensure_ascii=False) if ': ' in n['title'] else n['title']
    fm = f"---\ntitle: {t}\ncreated: {n['created']}\ntags: [{', '.join(n['tags'])}]\n---\n\n"
    files[rel] = fm + process(rel, n["body"])

if os.path.exists(STORE):
    shutil.rmtree(STORE)
for rel, text in files.items():
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w") as f:
        f.write(text)

q = lambda s: json.dumps(s, ensure_ascii=False)
lines = ["now: 2026-11-28", "pairs:"]
used = set()
for pid, label, cls, c1, c2, note in PAIRS:
    (p1, l1), (p2, l2) = claims[c1], claims[c2]
    if p1 > p2:
        (p1, l1), (p2, l2) = (p2, l2), (p1, l1)
    used.update([c1, c2])
    lines += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
              f"    claim_a: {q(l1)}", f"    claim_b: {q(l2)}", f"    note: {q(pid + ': ' + note)}"]
with open(os.path.join(OUT, "labels.yaml"), "w") as f:
    f.write("\n".join(lines) + "\n")
unused = sorted(set(claims) - used)
if unused:
    sys.exit(f"claim markers not used by any pair: {unused}")
print(f"wrote {len(files)} files, {len(PAIRS)} pairs, {len(claims)} claim lines")
