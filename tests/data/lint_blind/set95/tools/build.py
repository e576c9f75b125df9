#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content_*.py and claims.py."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from claims import PAIRS

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
TAG = re.compile(r"^\[\[([A-Z]+\d+[ab])\]\]")

def strip_tags(body, path, claims):
    lines = []
    for ln in body.strip("\n").split("\n"):
        m = TAG.match(ln)
        if m:
            cid = m.group(1)
            ln = ln[m.end():]
            if cid in claims:
                sys.exit(f"claim {cid} placed twice")
            claims[cid] = (path, ln)
        lines.append(ln)
    return "\n".join(lines) + "\n"

def q(s):
    return json.dumps(s, ensure_ascii=False)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    files, claims = {}, {}
    index = []
    for fn, name, desc, typ, title, hook, body in ROOT:
        text = strip_tags(body, fn, claims)
        files[fn] = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n{text.lstrip()}"
        index.append(f"- [{title}]({fn}) — {hook}")
    files["MEMORY.md"] = "\n".join(index) + "\n"
    for slug, title, created, tags, body in AUTO:
        path = f"auto/{slug}.md"
        text = strip_tags(body, path, claims)
        files[path] = (f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n" + text.lstrip())
    for date, cat, tags, body in FACTS:
        h = hashlib.sha1(body.encode()).hexdigest()
        day = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        secs = 7 * 3600 + int(h[4:12], 16) % (11 * 3600)
        ms = int(day.timestamp()) * 1000 + secs * 1000 + int(h[12:15], 16) % 1000
        stem = f"{cat}-{ms}-{h[:4]}"
        path = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        text = strip_tags(body, path, claims)
        conf = 0.95 if cat == "decision" else (0.9 if cat == "fact" else 0.85)
        tier = "explicit" if cat != "preference" else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        files[path] = fm + text.lstrip()
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    out = ["now: 2026-11-28", "pairs:"]
    used = set()
    for pid, label, cls, c1, c2, note in PAIRS:
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        used |= {c1, c2}
        if p2 < p1:
            (p1, l1), (p2, l2) = (p2, l2), (p1, l1)
        out += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(l1)}", f"    claim_b: {q(l2)}", f"    note: {q(pid + ': ' + note)}"]
    unused = set(claims) - used
    if unused:
        sys.exit(f"claims placed but not paired: {sorted(unused)}")
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
