#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the content tables and the pair table."""
import hashlib, os, re, shutil, sys, json
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from claims import PAIRS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
NOW = "2026-11-28"
MARK = re.compile(r"\{\{(\w+)::(.*?)\}\}")
claims = {}  # id -> (relpath, text)

def render(rel, body):
    def sub(m):
        cid, text = m.group(1), m.group(2)
        if cid in claims:
            sys.exit(f"claim id {cid} placed twice")
        claims[cid] = (rel, text)
        return text
    return MARK.sub(sub, body)

def q(s):
    return json.dumps(s, ensure_ascii=False)

def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    # root
    index = []
    for fname, d in ROOT.items():
        desc = d["desc"] if d["raw_desc"] else q(d["desc"])
        fm = f"---\nname: {d['slug']}\ndescription: {desc}\ntype: {d['type']}\n---\n"
        write(fname, fm + render(fname, d["body"]).lstrip("\n"))
        index.append(f"- [{d['title']}]({fname}) — {d['hook']}")
    write("MEMORY.md", "# Memory index\n\n" + "\n".join(index) + "\n")
    # auto
    for slug, d in AUTO.items():
        rel = f"auto/{slug}.md"
        tags = ", ".join(d["tags"])
        fm = f"---\ntitle: {q(d['title'])}\ncreated: {d['created']}\ntags: [{tags}]\n---\n"
        write(rel, fm + render(rel, d["body"]).lstrip("\n"))
    # facts
    for i, (date, cat, tags, body) in enumerate(FACTS):
        h = hashlib.sha1(f"{date}{body}".encode()).hexdigest()
        base = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        ms = int(base.timestamp() * 1000) + (int(h[:6], 16) % (20 * 3600 * 1000)) + 6 * 3600 * 1000
        stem = f"{cat}-{ms}-{h[6:10]}"
        rel = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        conf = 0.8 + (int(h[10:12], 16) % 18) / 100
        tier = "explicit" if conf >= 0.9 else "implied"
        tl = "".join(f"\n  - {t}" for t in tags)
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf:.2f}\nconfidenceTier: {tier}\ntags:{tl}\nstatus: active\n---\n\n")
        write(rel, fm + render(rel, body) + "\n")
    # labels
    lines = [f"now: {NOW}", "pairs:"]
    for pid, label, cls, c1, c2, note in PAIRS:
        (p1, t1), (p2, t2) = claims[c1], claims[c2]
        if p1 > p2:
            (p1, t1), (p2, t2) = (p2, t2), (p1, t1)
        lines += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {q(t1)}", f"    claim_b: {q(t2)}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    used = {c for p in PAIRS for c in p[3:5]}
    unused = sorted(set(claims) - used)
    print(f"files: {sum(len(fs) for _, _, fs in os.walk(STORE))}, claims: {len(claims)}, pairs: {len(PAIRS)}, unused markers: {unused}")

if __name__ == "__main__":
    main()
