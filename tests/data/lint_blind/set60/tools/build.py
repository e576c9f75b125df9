#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from claims.py + content.py."""
import hashlib, os, re, shutil, sys, json
from datetime import datetime, timezone
sys.path.insert(0, os.path.dirname(__file__))
from claims import C, ALIAS, CLASSES, NOTES
from content import ROOT, AUTO, FACTS

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
MARK = re.compile(r"^@@([A-Z]+\d+[ab])@@$")
FLAT = {"reference_tourdesk.md", "reference_glossary.md", "reference_infra.md", "reference_finance.md",
        "user_sam.md", "user_nia.md"}
where = {}  # claim id -> store-relative path

def render(path, body):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line.strip())
        if m:
            cid = m.group(1)
            assert cid in C, cid
            assert cid not in where, ("placed twice", cid)
            where[cid] = path
            out.append(C[cid])
        else:
            out.append(line)
    return "\n".join(out).rstrip("\n") + "\n"

def yq(s):
    return json.dumps(s, ensure_ascii=False)

files = {}
for fn, (name, desc, typ, title, hook, body) in ROOT.items():
    d = desc if fn in FLAT else (yq(desc) if ": " in desc or desc.startswith(("'", '"')) else desc)
    files[fn] = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n" + render(fn, body)
idx = ["# Memory index", ""]
for typ, head in [("user", "User"), ("feedback", "Feedback"), ("project", "Projects"), ("reference", "Reference")]:
    idx.append(f"## {head}")
    for fn in sorted(ROOT):
        if ROOT[fn][2] == typ:
            idx.append(f"- [{ROOT[fn][3]}]({fn}) — {ROOT[fn][4]}")
    idx.append("")
files["MEMORY.md"] = "\n".join(idx).rstrip() + "\n"

for slug, (title, created, tags, body) in AUTO.items():
    p = f"auto/{slug}.md"
    fm = f"---\ntitle: {yq(title) if ': ' in title else title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    files[p] = fm + render(p, body)

for i, (date, cat, body) in enumerate(FACTS):
    h = int(hashlib.md5(f"{date}{i}{body}".encode()).hexdigest(), 16)
    dt = datetime.fromisoformat(date).replace(tzinfo=timezone.utc)
    ms = int(dt.timestamp() * 1000) + 8 * 3600000 + (h % (10 * 3600000))
    hx = f"{(h >> 40) & 0xffff:04x}"
    stem = f"{cat}-{ms}-{hx}"
    p = f"facts/{date}/{stem}.md"
    iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    conf = [0.82, 0.88, 0.9, 0.93, 0.95][h % 5]
    tier = "explicit" if conf >= 0.9 else "implied"
    fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
          f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n  - kestrel-lane\n  - {cat}\nstatus: active\n---\n\n")
    files[p] = fm + render(p, body)

missing = [c for c in C if c not in where and c not in ALIAS]
assert not missing, ("unplaced claims", missing)
for al, tgt in ALIAS.items():
    assert C[al] == C[tgt], al
    where[al] = where[tgt]

if os.path.isdir(STORE):
    shutil.rmtree(STORE)
for p, text in files.items():
    full = os.path.join(STORE, p)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as fh:
        fh.write(text)

out = ["now: 2026-11-28", "pairs:"]
for pre, cls, label in CLASSES:
    for n in range(1, 11):
        pid = f"{pre}{n}"
        ia, ib = pid + "a", pid + "b"
        pa, pb = where[ia], where[ib]
        if pb < pa:
            pa, pb, ia, ib = pb, pa, ib, ia
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {yq(C[ia])}", f"    claim_b: {yq(C[ib])}", f"    note: {yq(pid + ': ' + NOTES[pid])}"]
with open(os.path.join(BASE, "labels.yaml"), "w") as fh:
    fh.write("\n".join(out) + "\n")
print(f"wrote {len(files)} files, {len(out[2:]) // 7} pairs")
