#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from claims.py + content_*.py.
Each @@ID@@ marker (alone on a line, optionally as '- @@ID@@') is replaced by the claim text."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
sys.path.insert(0, os.path.dirname(__file__))
from claims import CLAIMS, PAIRS
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
MARK = re.compile(r"^(?:- )?@@([A-Za-z0-9]+)@@$")

placed = {}  # claim id -> relpath

def fill(body, rel):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line.strip())
        if m:
            cid = m.group(1)
            if cid not in CLAIMS:
                sys.exit(f"unknown claim {cid} in {rel}")
            if cid in placed:
                sys.exit(f"claim {cid} placed twice ({placed[cid]}, {rel})")
            placed[cid] = rel
            out.append(CLAIMS[cid])
        else:
            if "@@" in line:
                sys.exit(f"stray marker in {rel}: {line}")
            out.append(line)
    return "\n".join(out)

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
    # root
    index = ["# Memory index", ""]
    for fn in sorted(ROOT):
        name, desc, typ, title, hook, body = ROOT[fn]
        d = desc if fn in FLAT else q(desc) if ": " in desc else desc
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        write(fn, fm + fill(body, fn))
        index.append(f"- [{title}]({fn}) — {hook}")
    write("MEMORY.md", "\n".join(index) + "\n")
    # auto
    for slug in sorted(AUTO):
        title, created, tags, body = AUTO[slug]
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        write(rel, fm + fill(body, rel))
    # facts
    for date, cat, tags, body in FACTS:
        h = hashlib.sha1(body.encode()).hexdigest()
        secs = 7 * 3600 + int(h[:6], 16) % (11 * 3600)
        dt = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        epoch_ms = int(dt.timestamp()) * 1000 + secs * 1000 + int(h[6:9], 16) % 1000
        stem = f"{cat}-{epoch_ms}-{h[-4:]}"
        rel = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(epoch_ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
        conf = 0.8 + (int(h[9:11], 16) % 18) / 100
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf:.2f}\nconfidenceTier: {tier}\ntags:\n" +
              "".join(f"  - {t}\n" for t in tags) + "status: active\n---\n\n")
        write(rel, fm + fill(body, rel) + "\n")
    # labels
    missing = [c for c in CLAIMS if c not in placed]
    if missing:
        sys.exit(f"claims never placed: {missing}")
    lines = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, ca, cb, note in PAIRS:
        fa, fb = placed[ca], placed[cb]
        if fb < fa:
            fa, fb, ca, cb = fb, fa, cb, ca
        lines += [f"  - a: {fa}", f"    b: {fb}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {q(CLAIMS[ca])}", f"    claim_b: {q(CLAIMS[cb])}",
                  f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(BASE, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
