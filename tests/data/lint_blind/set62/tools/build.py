#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from tools/claims.py and tools/content.py."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
sys.path.insert(0, os.path.dirname(__file__))
from claims import C, P
from content import ROOT, FACTS, AUTO

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_sites.md", "reference_glossary.md", "feedback_member_data.md", "project_share_offer_2026.md"}
MARK = re.compile(r"@@([A-Z]+\d+[ab])@@")

# identical claim texts are one line in one file: later ids alias the first
canon, alias = {}, {}
for cid, text in C.items():
    alias[cid] = canon.setdefault(text, cid)

files = {}  # relpath -> text
def fill(body, rel):
    def rep(m):
        cid = m.group(1)
        assert alias[cid] == cid, f"{rel}: marker {cid} is an alias of {alias[cid]}"
        placed.setdefault(cid, []).append(rel)
        return C[cid]
    return MARK.sub(rep, body.strip("\n")) + "\n"
placed = {}

index = []
for fn, (name, desc, typ, title, hook, body) in sorted(ROOT.items()):
    d = desc if (fn in FLAT or ": " not in desc) else json.dumps(desc, ensure_ascii=False)
    files[fn] = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n" + fill(body, fn)
    index.append(f"- [{title}]({fn}) — {hook}")
files["MEMORY.md"] = "\n".join(index) + "\n"

for i, (date, cat, tags, body) in enumerate(FACTS):
    h = hashlib.sha1(f"{date}{i}{body}".encode()).hexdigest()
    base = int(datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc).timestamp() * 1000)
    ms = base + 28800000 + int(h[:8], 16) % 36000000
    stem = f"{cat}-{ms}-{h[8:12]}"
    iso = datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    conf = 0.8 + (int(h[12:14], 16) % 20) / 100
    tier = "explicit" if conf >= 0.9 else "implied"
    fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
          f"confidence: {conf:.2f}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
          "status: active\n---\n\n")
    rel = f"facts/{date}/{stem}.md"
    files[rel] = fm + fill(body, rel)

for slug, (title, created, tags, body) in sorted(AUTO.items()):
    rel = f"auto/{slug}.md"
    files[rel] = (f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n# {title}\n\n"
                  + fill(body, rel))

missing = [c for c in C if alias[c] == c and c not in placed]
dup = {c: v for c, v in placed.items() if len(v) != 1}
assert not missing, f"unplaced claims: {missing}"
assert not dup, f"claims placed more than once: {dup}"

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
for pid, label, cls, note in P:
    ca, cb = f"{pid}a", f"{pid}b"
    fa, fb = placed[alias[ca]][0], placed[alias[cb]][0]
    if fb < fa:
        fa, fb, ca, cb = fb, fa, cb, ca
    out += [f"  - a: {fa}", f"    b: {fb}", f"    label: {label}", f"    class: {cls}",
            f"    claim_a: {q(C[ca])}", f"    claim_b: {q(C[cb])}", f"    note: {q(pid + ': ' + note)}"]
with open(os.path.join(BASE, "labels.yaml"), "w", encoding="utf-8") as f:
    f.write("\n".join(out) + "\n")
print(f"wrote {len(files)} files, {len(P)} pairs")
