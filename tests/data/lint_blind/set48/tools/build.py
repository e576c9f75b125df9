#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set48 from claims.py and content_*.py."""
import calendar, datetime, hashlib, json, os, re, shutil, sys
sys.path.insert(0, os.path.dirname(__file__))
from claims import C, CLASS, NOTES
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

BASE = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_jumpbook.md", "reference_infra.md", "reference_sites.md", "reference_glossary.md"}
MARK = re.compile(r"@@([A-Z]+\d+[ab])@@")

files = {}      # relpath -> text
where = {}      # claim id -> relpath


def fill(rel, body):
    def sub(m):
        cid = m.group(1)
        assert cid not in where, f"claim {cid} used twice"
        where[cid] = rel
        return C[cid]
    return MARK.sub(sub, body.strip("\n")) + "\n"


for fn, (name, desc, typ, title, hook, body) in ROOT.items():
    if fn not in FLAT:
        desc = desc.replace(": ", " — ")
    files[fn] = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n" + fill(fn, body)

idx = ["# Memory Index", ""]
order = sorted(ROOT, key=lambda f: (["user", "feedback", "project", "reference"].index(ROOT[f][2]), f))
for fn in order:
    idx.append(f"- [{ROOT[fn][3]}]({fn}) — {ROOT[fn][4]}")
files["MEMORY.md"] = "\n".join(idx) + "\n"

for slug, (title, created, tags, body) in AUTO.items():
    rel = f"auto/{slug}.md"
    tg = "".join(f"\n  - {t}" for t in tags)
    files[rel] = f"---\ntitle: {title}\ncreated: {created}\ntags:{tg}\n---\n\n" + fill(rel, body)

for date, tm, cat, tags, body in FACTS:
    dt = datetime.datetime.fromisoformat(f"{date}T{tm}+00:00")
    ms = calendar.timegm(dt.utctimetuple()) * 1000 + int(hashlib.md5(body.encode()).hexdigest()[:3], 16) % 1000
    hx = hashlib.sha1((body + date).encode()).hexdigest()[:4]
    stem = f"{cat}-{ms}-{hx}"
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    rel = f"facts/{date}/{stem}.md"
    tg = "".join(f"\n  - {t}" for t in tags)
    conf = 0.9 if cat == "fact" else 0.85
    tier = "explicit" if cat != "fact" else "implied"
    files[rel] = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
                  f"confidence: {conf}\nconfidenceTier: {tier}\ntags:{tg}\nstatus: active\n---\n\n" + fill(rel, body))

missing = set(C) - set(where)
assert not missing, f"claims not placed: {sorted(missing)}"

if os.path.exists(STORE):
    shutil.rmtree(STORE)
for rel, text in files.items():
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w") as f:
        f.write(text)

# labels
pids = sorted({k[:-1] for k in C}, key=lambda p: (list(CLASS).index(re.match(r"[A-Z]+", p).group()), int(re.search(r"\d+", p).group())))
out = ["now: 2026-11-28", "pairs:"]
q = lambda s: json.dumps(s, ensure_ascii=False)
for pid in pids:
    pre = re.match(r"[A-Z]+", pid).group()
    label, cls = CLASS[pre]
    x, y = (pid + "a", pid + "b")
    if where[y] < where[x]:
        x, y = y, x
    out += [f"  - a: {where[x]}", f"    b: {where[y]}", f"    label: {label}", f"    class: {cls}",
            f"    claim_a: {q(C[x])}", f"    claim_b: {q(C[y])}", f"    note: {q(pid + ': ' + NOTES[pid])}"]
with open(os.path.join(BASE, "labels.yaml"), "w") as f:
    f.write("\n".join(out) + "\n")
print(len(files), "files;", len(pids), "pairs")
