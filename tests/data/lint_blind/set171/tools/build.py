#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from the claim tables in content_*.py and pairs.py."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from pairs import PAIRS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
NOW = "2026-11-28"
# descriptions written flat (unquoted ": "), as real memory files sometimes are
FLAT = {"reference_infra.md", "reference_roofscan.md", "reference_thatchplan.md", "user_kasia.md"}
MARK = re.compile(r"^«([A-Z0-9]+[a-z])» ?")

claims = {}   # id -> (path, line)

def strip_markers(path, body):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            line = line[m.end():]
            if cid in claims:
                sys.exit(f"claim id {cid} placed twice")
            claims[cid] = (path, line)
        out.append(line)
    return "\n".join(out).rstrip("\n") + "\n"

def q(s):
    return json.dumps(s, ensure_ascii=False)

def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)

def main():
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    index = []
    for fn, (typ, name, desc, title, hook, body) in ROOT.items():
        assert fn.startswith(typ + "_"), fn
        d = desc if fn in FLAT else q(desc)
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        write(fn, fm + strip_markers(fn, body))
        index.append(f"- [{title}]({fn}) — {hook}")
    write("MEMORY.md", "\n".join(index) + "\n")
    for slug, (title, created, tags, body) in AUTO.items():
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        write(rel, fm + strip_markers(rel, body))
    for date, cat, conf, tags, body in FACTS:
        h = hashlib.md5(body.encode()).hexdigest()
        base = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        ms = int(base.timestamp() * 1000) + 7 * 3600 * 1000 + int(h[:8], 16) % (11 * 3600 * 1000)
        stem = f"{cat}-{ms}-{h[8:12]}"
        rel = f"facts/{date}/{stem}.md"
        iso = (base + timedelta(milliseconds=ms - int(base.timestamp() * 1000))).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        write(rel, fm + strip_markers(rel, body + "\n"))
    used = set()
    lines = [f"now: {NOW}", "pairs:"]
    for pid, label, cls, ia, ib, note in PAIRS:
        (pa, ca), (pb, cb) = claims[ia], claims[ib]
        used.update([ia, ib])
        if pb < pa:
            (pa, ca), (pb, cb) = (pb, cb), (pa, ca)
        lines += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    unused = set(claims) - used
    if unused:
        sys.exit(f"markers never used in a pair: {sorted(unused)}")
    with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
