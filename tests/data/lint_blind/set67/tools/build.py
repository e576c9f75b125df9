#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the content and pair tables."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
sys.path.insert(0, os.path.dirname(__file__))
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS
from pairs import PAIRS

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
MARK = re.compile(r"^\{\{(\w+)\}\}(.*)$")
claims = {}  # id -> (relpath, line)

def strip_markers(rel, body):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid, text = m.group(1), m.group(2)
            if cid in claims:
                sys.exit(f"claim {cid} placed twice")
            claims[cid] = (rel, text)
            line = text
        out.append(line)
    return "\n".join(out).rstrip("\n") + "\n"

def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w") as f:
        f.write(text)

def q(s):
    return json.dumps(s, ensure_ascii=False)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    index = []
    for e in ROOT:
        body = strip_markers(e["fn"], e["body"])
        desc = e["desc"]
        fm = f"---\nname: {e['name']}\ndescription: {desc}\ntype: {e['type']}\n---\n\n"
        write(e["fn"], fm + body)
        index.append((e["type"], e["title"], e["fn"], desc))
    order = ["user", "feedback", "project", "reference"]
    heads = {"user": "User", "feedback": "Feedback", "project": "Project", "reference": "Reference"}
    mem = ["# Memory Index", ""]
    for t in order:
        mem.append(f"## {heads[t]}")
        mem.append("")
        for typ, title, fn, desc in index:
            if typ == t:
                hook = desc.split(": ", 1)[1] if fn in FLAT else desc
                mem.append(f"- [{title}]({fn}) — {hook}")
        mem.append("")
    write("MEMORY.md", "\n".join(mem).rstrip("\n") + "\n")

    for e in AUTO:
        rel = f"auto/{e['slug']}.md"
        body = strip_markers(rel, e["body"])
        tags = ", ".join(e["tags"])
        fm = f"---\ntitle: {q(e['title'])}\ncreated: {e['created']}\ntags: [{tags}]\n---\n\n"
        write(rel, fm + body)

    for date, cat, tags, body in FACTS:
        h = hashlib.md5(body.encode()).hexdigest()
        d = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        ms = int(d.timestamp() * 1000) + (8 * 3600 + int(h[4:10], 16) % (9 * 3600)) * 1000 + int(h[10:13], 16) % 1000
        stem = f"{cat}-{ms}-{h[:4]}"
        rel = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        b = strip_markers(rel, body)
        conf = 0.95 if cat == "preference" else 0.9
        tier = "explicit"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        write(rel, fm + b)

    used = set()
    lines = ["now: 2026-11-28", "pairs:"]
    for pid, (label, cls, note) in PAIRS.items():
        ca, cb = claims.pop(pid + "a"), claims.pop(pid + "b")
        (pa, ta), (pb, tb) = sorted([ca, cb])
        lines += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {q(ta)}", f"    claim_b: {q(tb)}", f"    note: {q(pid + ': ' + note)}"]
    if claims:
        sys.exit(f"unpaired claim markers: {sorted(claims)}")
    with open(os.path.join(BASE, "labels.yaml"), "w") as f:
        f.write("\n".join(lines) + "\n")
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files to store/, {len(PAIRS)} pairs to labels.yaml")

if __name__ == "__main__":
    main()
