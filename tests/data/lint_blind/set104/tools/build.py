#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from claims.py and content_*.py."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, PAIRS
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^@@([A-Za-z0-9]+)@@$")
placed = {}

def fill(path, body):
    lines = []
    for ln in body.strip("\n").split("\n"):
        m = MARK.match(ln.strip())
        if m:
            cid = m.group(1)
            if cid not in CLAIMS: sys.exit(f"unknown claim {cid} in {path}")
            if cid in placed: sys.exit(f"claim {cid} placed twice ({placed[cid]}, {path})")
            placed[cid] = path
            lines.append(CLAIMS[cid])
        else:
            lines.append(ln)
    return "\n".join(lines) + "\n"

def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)

def main():
    if os.path.isdir(STORE): shutil.rmtree(STORE)
    # root
    index = ["# Memory Index", ""]
    for fn in sorted(ROOT):
        title, hook, desc, typ, body = ROOT[fn]
        name = fn[:-3].split("_", 1)[1].replace("_", "-")
        d = desc if fn in FLAT else json.dumps(desc, ensure_ascii=False) if (": " in desc or desc.startswith(("'", '"'))) else desc
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        write(fn, fm + fill(fn, body))
        index.append(f"- [{title}]({fn}) — {hook}")
    write("MEMORY.md", "\n".join(index) + "\n")
    # auto
    for slug in sorted(AUTO):
        title, created, tags, body = AUTO[slug]
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        write(rel, fm + fill(rel, body))
    # facts
    for i, (date, cat, tags, conf, body) in enumerate(FACTS):
        dt = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        secs = 7 * 3600 + (i * 2473) % (11 * 3600)
        epoch = int(dt.timestamp() + secs) * 1000 + (i * 137) % 1000
        hx = hashlib.sha1(f"{date}{i}{body}".encode()).hexdigest()[:4]
        stem = f"{cat}-{epoch}-{hx}"
        rel = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(epoch / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{epoch % 1000:03d}Z"
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = ("---\n" f"id: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\n"
              "source: extraction\n" f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n"
              + "".join(f"  - {t}\n" for t in tags) + "status: active\n---\n\n")
        write(rel, fm + fill(rel, body))
    missing = [c for c in CLAIMS if c not in placed]
    if missing: sys.exit(f"claims never placed: {missing}")
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    q = lambda s: json.dumps(s, ensure_ascii=False)
    for pid, label, cls, ca, cb, note in PAIRS:
        fa, fb = placed[ca], placed[cb]
        if fb < fa: fa, fb, ca, cb = fb, fa, cb, ca
        out += [f"  - a: {fa}", f"    b: {fb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(CLAIMS[ca])}", f"    claim_b: {q(CLAIMS[cb])}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files, {len(PAIRS)} pairs")

main()
