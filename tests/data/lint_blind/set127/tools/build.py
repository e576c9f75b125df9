#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content_*.py and pairs.py."""
import datetime, hashlib, json, os, re, shutil, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from pairs import PAIRS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^§(\w+)§(.*)$")
claims = {}  # id -> (path, line)

def emit(path, text):
    lines = []
    for ln in text.split("\n"):
        m = MARK.match(ln)
        if m:
            cid, body = m.group(1), m.group(2)
            if cid in claims:
                sys.exit(f"claim {cid} placed twice")
            claims[cid] = (path, body)
            ln = body
        lines.append(ln)
    full = os.path.join(STORE, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as fh:
        fh.write("\n".join(lines))

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    index = []
    for fn, name, desc, typ, title, hook, body in ROOT:
        fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n"
        emit(fn, fm + body.lstrip("\n"))
        index.append(f"- [{title}]({fn}) — {hook}")
    with open(os.path.join(STORE, "MEMORY.md"), "w") as fh:
        fh.write("\n".join(index) + "\n")
    for slug, title, created, tags, body in AUTO:
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n"
        emit(f"auto/{slug}.md", fm + body.lstrip("\n"))
    for date, cat, tags, conf, body in FACTS:
        h = hashlib.md5((date + body).encode()).hexdigest()
        secs = 7 * 3600 + int(h[:6], 16) % (15 * 3600)
        ms = int(h[6:9], 16) % 1000
        dt = datetime.datetime.fromisoformat(date).replace(tzinfo=datetime.timezone.utc) + datetime.timedelta(seconds=secs, milliseconds=ms)
        epoch = int(dt.timestamp() * 1000)
        fid = f"{cat}-{epoch}-{h[-4:]}"
        iso = dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms:03d}Z"
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = (f"---\nid: {fid}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        emit(f"facts/{date}/{fid}.md", fm + body.strip("\n") + "\n")
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, c1, c2, note in PAIRS:
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        if p2 < p1:
            (p1, l1), (p2, l2) = (p2, l2), (p1, l1)
        out += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {json.dumps(l1, ensure_ascii=False)}",
                f"    claim_b: {json.dumps(l2, ensure_ascii=False)}",
                f"    note: {json.dumps(pid + ': ' + note, ensure_ascii=False)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w") as fh:
        fh.write("\n".join(out) + "\n")
    used = {c for p in PAIRS for c in p[3:5]}
    unused = sorted(set(claims) - used)
    if unused:
        sys.exit(f"placed but unused claim markers: {unused}")
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
