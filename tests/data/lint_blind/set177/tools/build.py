#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the claim tables (claims.py, content_*.py).
Claim lines carry a marker @<pair><a|b>@ at the start; the marker is stripped and the
line is recorded as the claim of that side of the pair."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import PAIRS
from content_root import ROOT
from content_facts import FACTS
from content_auto import AUTO

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^@([A-Z]+\d+[ab])@")
claims = {}   # id -> (path, line)

def body_lines(path, body):
    out = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            line = line[m.end():]
            if cid in claims:
                sys.exit(f"claim {cid} placed twice")
            claims[cid] = (path, line)
        out.append(line)
    return "\n".join(out) + "\n"

def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w") as f:
        f.write(text)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    index = []
    for fn, name, desc, typ, title, hook, body in ROOT:
        if isinstance(desc, tuple):
            d = desc[1]          # intentionally unquoted, contains ": "
        else:
            d = json.dumps(desc, ensure_ascii=False)
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        write(fn, fm + body_lines(fn, body))
        index.append(f"- [{title}]({fn}) — {hook}")
    write("MEMORY.md", "\n".join(index) + "\n")
    for date, hm, cat, tags, body in FACTS:
        dt = datetime.strptime(f"{date} {hm}", "%Y-%m-%d %H:%M").replace(tzinfo=timezone.utc)
        h = hashlib.md5(body.encode()).hexdigest()
        ms = int(dt.timestamp()) * 1000 + int(h[:6], 16) % 60000
        stem = f"{cat}-{ms}-{h[-4:]}"
        iso = datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        rel = f"facts/{date}/{stem}.md"
        tag_s = "".join(f"  - {t}\n" for t in tags)
        conf = 0.9 if cat == "fact" else 0.85
        tier = "explicit" if cat != "fact" else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n{tag_s}status: active\n---\n\n")
        write(rel, fm + body_lines(rel, body))
    for slug, title, created, tags, body in AUTO:
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {json.dumps(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        write(rel, fm + body_lines(rel, body))

    out = ["now: 2026-11-28", "pairs:"]
    used = set()
    for pid, label, cls, note in PAIRS:
        a, b = claims.pop(pid + "a"), claims.pop(pid + "b")
        if b[0] < a[0]:
            a, b = b, a
        out += [f"  - a: {a[0]}", f"    b: {b[0]}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {json.dumps(a[1], ensure_ascii=False)}",
                f"    claim_b: {json.dumps(b[1], ensure_ascii=False)}",
                f"    note: {json.dumps(pid + ': ' + note, ensure_ascii=False)}"]
    if claims:
        sys.exit(f"unpaired claim markers: {sorted(claims)}")
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
