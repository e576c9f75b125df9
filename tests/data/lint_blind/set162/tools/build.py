#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content_*.py and claims.py."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT
from content_facts import FACTS
from content_auto import AUTO
from claims import PAIRS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^\{([A-Z]+\d+[ab])\}")

claims = {}   # id -> (relpath, line text)

def strip(rel, body):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            line = line[m.end():]
            if cid in claims:
                sys.exit(f"claim {cid} placed twice")
            claims[cid] = (rel, line)
        out.append(line)
    return "\n".join(out)

def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w") as f:
        f.write(text)

def q(s):
    return json.dumps(s, ensure_ascii=False)

def main():
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    # root
    idx = []
    for fname in sorted(ROOT):
        r = ROOT[fname]
        body = strip(fname, r["body"])
        fm = f"---\nname: {r['name']}\ndescription: {r['description']}\ntype: {r['type']}\n---\n\n"
        write(fname, fm + body)
        idx.append(f"- [{r['title']}]({fname}) — {r['hook']}")
    write("MEMORY.md", "\n".join(idx) + "\n")
    # facts
    for date, cat, tags, body in FACTS:
        h = hashlib.sha1(body.encode()).hexdigest()
        base = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        ms = int(base.timestamp() * 1000) + (8 * 3600 + int(h[4:10], 16) % (10 * 3600)) * 1000 + int(h[10:13], 16) % 1000
        stem = f"{cat}-{ms}-{h[:4]}"
        rel = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        conf = 0.8 + (int(h[13:15], 16) % 16) / 100
        tier = "explicit" if conf >= 0.88 else "implied"
        fm = ["---", f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
              "source: extraction", f"confidence: {conf:.2f}", f"confidenceTier: {tier}", "tags:"]
        fm += [f"  - {t}" for t in tags]
        fm += ["status: active", "---", ""]
        write(rel, "\n".join(fm) + "\n" + strip(rel, body.strip("\n") + "\n"))
    # auto
    for slug, a in AUTO.items():
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {q(a['title'])}\ncreated: {a['created']}\ntags: [{', '.join(a['tags'])}]\n---\n\n"
        write(rel, fm + strip(rel, a["body"]))
    # labels
    lines = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, x, y, note in PAIRS:
        (px, cx), (py, cy) = claims[x], claims[y]
        if py < px:
            (px, cx), (py, cy) = (py, cy), (px, cx)
        lines += [f"  - a: {px}", f"    b: {py}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {q(cx)}", f"    claim_b: {q(cy)}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(lines) + "\n")
    unused = sorted(set(claims) - {c for p in PAIRS for c in (p[3], p[4])})
    if unused:
        print("markers not used by any pair:", unused)
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files, {len(PAIRS)} pairs")

main()
