#!/usr/bin/env python3
"""Generator for set27 (Boxwell Self Storage). Writes store/ and labels.yaml."""
import hashlib, os, shutil, datetime
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(ROOT, "store")
FILES = {}   # key -> (path, text)
INDEX = []   # (title, file, hook)

def root(key, ftype, topic, desc, title, hook, body):
    path = f"{ftype}_{topic}.md"
    if key not in FLAT:
        desc = desc.replace(": ", " — ")
    slug = topic.replace("_", "-")
    FILES[key] = (path, f"---\nname: {slug}\ndescription: {desc}\ntype: {ftype}\n---\n\n{body.strip()}\n")
    INDEX.append((title, path, hook))

def fact(key, date, cat, body, tags, conf=0.9):
    h = hashlib.sha1(key.encode()).hexdigest()
    d = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
    secs = 28800 + int(h[:6], 16) % 36000
    ts = d + datetime.timedelta(seconds=secs, milliseconds=int(h[6:9], 16) % 1000)
    ms = int(ts.timestamp() * 1000)
    stem = f"{cat}-{ms}-{h[10:14]}"
    iso = ts.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    tg = "".join(f"  - {t}\n" for t in tags)
    text = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
            f"confidence: {conf}\nconfidenceTier: {'explicit' if conf >= 0.9 else 'implied'}\ntags:\n{tg}status: active\n---\n\n{body.strip()}\n")
    FILES[key] = (f"facts/{date}/{stem}.md", text)

def auto(key, slug, title, created, tags, body):
    FILES[key] = (f"auto/{slug}.md", f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n{body.strip()}\n")

FLAT = {"r_unitbook", "r_gatekeeper", "r_glossary", "p_lienrun", "r_email"}
PAIRS = []
def pair(ka, ca, kb, cb, label, cls, note):
    PAIRS.append((ka, ca, kb, cb, label, cls, note))

exec(open(os.path.join(os.path.dirname(__file__), "content.py")).read())

def yq(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    for key, (path, text) in FILES.items():
        p = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w") as f:
            f.write(text)
    with open(os.path.join(STORE, "MEMORY.md"), "w") as f:
        f.write("".join(f"- [{t}]({p}) — {h}\n" for t, p, h in INDEX))
    out = ["now: 2026-11-28", "pairs:"]
    for ka, ca, kb, cb, label, cls, note in PAIRS:
        pa, pb = FILES[ka][0], FILES[kb][0]
        if pb < pa:
            pa, pb, ca, cb = pb, pa, cb, ca
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {yq(ca)}", f"    claim_b: {yq(cb)}", f"    note: {yq(note)}"]
    with open(os.path.join(ROOT, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(len(FILES) + 1, "files;", len(PAIRS), "pairs")

main()
