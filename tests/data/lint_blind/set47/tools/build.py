#!/usr/bin/env python3
"""Regenerate set47 store/ and labels.yaml from claims.py + content_*.py."""
import hashlib, json, os, re, shutil, sys, datetime
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, P
from content_root import R
from content_facts import F
from content_auto import A

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
FLAT = {"reference_stockroom.md", "reference_voucherd.md", "reference_glossary.md", "project_voucher_v2.md"}
MARK = re.compile(r"<<([A-Z]+[0-9]+[ab])>>")
where = {}

def fill(path, body):
    def sub(m):
        k = m.group(1)
        if k in where:
            raise SystemExit(f"claim {k} placed twice: {where[k]} and {path}")
        where[k] = path
        return C[k]
    return MARK.sub(sub, body)

def q(s):
    return json.dumps(s, ensure_ascii=False)

files = {}
# root
for fn, (name, desc, typ, title, hook, body) in R.items():
    d = desc if (fn in FLAT or ": " not in desc) else q(desc)
    files[fn] = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n" + fill(fn, body.lstrip("\n"))
idx = ["# Memory Index", ""]
order = sorted(R, key=lambda f: (["user","feedback","project","reference"].index(R[f][2]), f))
for fn in order:
    idx.append(f"- [{R[fn][3]}]({fn}) — {R[fn][4]}")
files["MEMORY.md"] = "\n".join(idx) + "\n"
# remnic
for i, (date, cat, tags, body) in enumerate(F):
    h = hashlib.sha1(f"set47-{i}-{date}-{cat}".encode()).hexdigest()
    base = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
    off_ms = (8 * 3600 + int(h[4:12], 16) % (11 * 3600)) * 1000 + int(h[12:15], 16) % 1000
    dt = base + datetime.timedelta(milliseconds=off_ms)
    epoch = int(dt.timestamp() * 1000)
    stem = f"{cat}-{epoch}-{h[:4]}"
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{epoch % 1000:03d}Z"
    path = f"facts/{date}/{stem}.md"
    fm = ["---", f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
          "source: extraction", "confidence: 0.9", "confidenceTier: explicit", "tags:"]
    fm += [f"  - {t}" for t in tags] + ["status: active", "---", ""]
    files[path] = "\n".join(fm) + fill(path, body.strip("\n")) + "\n"
# auto
for slug, (title, created, tags, body) in A.items():
    path = f"auto/{slug}.md"
    fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n"
    files[path] = fm + fill(path, body.lstrip("\n"))

missing = set(C) - set(where)
if missing:
    raise SystemExit(f"claims not placed: {sorted(missing)}")

if os.path.exists(STORE):
    shutil.rmtree(STORE)
for p, txt in files.items():
    full = os.path.join(STORE, p)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as fh:
        fh.write(txt)

out = ["now: 2026-11-28", "pairs:"]
for ka, kb, label, cls, note in P:
    pa, pb = where[ka], where[kb]
    if pb < pa:
        ka, kb, pa, pb = kb, ka, pb, pa
    out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
            f"    claim_a: {q(C[ka])}", f"    claim_b: {q(C[kb])}", f"    note: {q(note)}"]
with open(os.path.join(OUT, "labels.yaml"), "w") as fh:
    fh.write("\n".join(out) + "\n")
print(f"wrote {len(files)} files, {len(P)} pairs")
