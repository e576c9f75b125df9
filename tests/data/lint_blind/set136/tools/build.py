#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from the content tables.
Claim lines are written in the content modules with a leading @@ID@@ marker; the marker is stripped
and the line (verbatim) becomes claim text; a pair's files are found from where its markers sit."""
import hashlib, json, os, re, shutil, sys, datetime
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from claims import PAIRS

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^@@([A-Z]+[0-9]+[ab])@@")

files = {}   # relpath -> text
claims = {}  # claim id -> (relpath, line)

def strip_markers(rel, body):
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

def q(s):
    return json.dumps(s, ensure_ascii=False)

# root files + MEMORY.md
index = ["# Memory index", ""]
for fn, title, name, typ, desc, flat, body in ROOT:
    d = desc if flat or not re.search(r'[:#\'"]', desc) else q(desc)
    fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
    files[fn] = fm + strip_markers(fn, body)
    hook = desc.split(": ", 1)[1] if flat else desc
    index.append(f"- [{title}]({fn}) — {hook}")
files["MEMORY.md"] = "\n".join(index) + "\n"

# auto notes
for slug, title, created, tags, body in AUTO:
    rel = f"auto/{slug}.md"
    fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    files[rel] = fm + strip_markers(rel, body)

# remnic facts
for i, (date, cat, tags, body, conf) in enumerate(FACTS):
    h = hashlib.sha1(f"{date}{cat}{body}".encode()).hexdigest()
    secs = int(h[:6], 16) % (10 * 3600) + 8 * 3600   # 08:00..18:00 UTC
    dt = datetime.datetime.fromisoformat(date).replace(tzinfo=datetime.timezone.utc) + datetime.timedelta(seconds=secs, milliseconds=int(h[6:9], 16) % 1000)
    epoch = int(dt.timestamp() * 1000)
    stem = f"{cat}-{epoch}-{h[-4:]}"
    rel = f"facts/{date}/{stem}.md"
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{dt.microsecond // 1000:03d}Z"
    tier = "explicit" if conf >= 0.85 else "implied"
    fm = ("---\n" f"id: {stem}\n" f"category: {cat}\n" f"created: {iso}\n" f"updated: {iso}\n"
          "source: extraction\n" f"confidence: {conf}\n" f"confidenceTier: {tier}\n" "tags:\n"
          + "".join(f"  - {t}\n" for t in tags) + "status: active\n---\n\n")
    files[rel] = fm + strip_markers(rel, body)

# write store
if os.path.isdir(STORE):
    shutil.rmtree(STORE)
for rel, text in files.items():
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)

# labels
used = set()
lines = ["now: 2026-11-28", "pairs:"]
for pid, label, cls, c1, c2, note in PAIRS:
    (p1, l1), (p2, l2) = claims[c1], claims[c2]
    used |= {c1, c2}
    if p2 < p1:
        (p1, l1), (p2, l2) = (p2, l2), (p1, l1)
    lines += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
              f"    claim_a: {q(l1)}", f"    claim_b: {q(l2)}", f"    note: {q(pid + ': ' + note)}"]
unused = set(claims) - used
assert not unused, unused
with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
    f.write("\n".join(lines) + "\n")
print(f"wrote {len(files)} files, {len(PAIRS)} pairs")
