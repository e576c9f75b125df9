#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the content tables and pairs.py."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
sys.path.insert(0, os.path.dirname(__file__))
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from pairs import PAIRS

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^\[\[([A-Z]+[0-9]+[ab])\]\]")
FLAT = {"reference_intake.md", "reference_benchlog.md", "reference_infra.md",
        "reference_sites.md", "reference_glossary.md"}
claims = {}   # claim id -> (relpath, line)

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

def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    index = []
    for fname, name, desc, typ, title, hook, body in ROOT:
        assert (": " in desc) == (fname in FLAT), fname
        fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n"
        write(fname, fm + "\n" + strip_markers(fname, body.strip("\n")) + "\n")
        index.append(f"- [{title}]({fname}) — {hook}")
    write("MEMORY.md", "\n".join(index) + "\n")
    for slug, title, created, tags, body in AUTO:
        rel = f"auto/{slug}.md"
        tt = json.dumps(title, ensure_ascii=False) if ": " in title else title
        fm = f"---\ntitle: {tt}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n"
        write(rel, fm + "\n" + strip_markers(rel, body.strip("\n")) + "\n")
    used = set()
    for date, cat, tags, conf, body in FACTS:
        h = hashlib.sha256(body.encode()).hexdigest()
        base = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        ms = int(base.timestamp() * 1000) + (8 * 3600 + int(h[:8], 16) % (10 * 3600)) * 1000 + int(h[8:11], 16) % 1000
        hex4 = h[-4:]
        stem = f"{cat}-{ms}-{hex4}"
        assert stem not in used; used.add(stem)
        rel = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        tier = "explicit" if conf >= 0.85 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n")
        write(rel, fm + "\n" + strip_markers(rel, body.strip("\n")) + "\n")
    # labels
    q = lambda s: json.dumps(s, ensure_ascii=False)
    lines = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, ca, cb, note in PAIRS:
        (pa, la), (pb, lb) = claims[ca], claims[cb]
        if pb < pa:
            (pa, la), (pb, lb) = (pb, lb), (pa, la)
        lines += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {q(la)}", f"    claim_b: {q(lb)}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    unused = set(claims) - {c for p in PAIRS for c in p[3:5]}
    assert not unused, unused
    print(f"wrote {sum(len(fs) for _, _, fs in os.walk(STORE))} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
