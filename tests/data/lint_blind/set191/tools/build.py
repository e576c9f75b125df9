#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from claims.py and content_*.py."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, P
from content_root import ROOT
from content_facts import FACTS
from content_auto import AUTO

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^@@([A-Za-z0-9]+)@@$")

def q(s):
    return json.dumps(s, ensure_ascii=False)

def expand(body, path, where):
    out = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line.strip())
        if m:
            cid = m.group(1)
            if cid in where:
                sys.exit(f"claim {cid} placed twice ({where[cid]} and {path})")
            where[cid] = path
            t = C[cid]
            out.extend(list(t) if isinstance(t, tuple) else [t])
        else:
            out.append(line)
    return "\n".join(out) + "\n"

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    where, files = {}, {}
    # root
    for path, (name, desc, typ, title, hook, body) in ROOT.items():
        fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n"
        files[path] = fm + expand(body, path, where)
    idx = ["# Memory index", ""]
    for path, (name, desc, typ, title, hook, body) in sorted(ROOT.items()):
        idx.append(f"- [{title}]({path}) — {hook}")
    files["MEMORY.md"] = "\n".join(idx) + "\n"
    # remnic facts
    for i, (date, cat, tags, body) in enumerate(FACTS):
        h = hashlib.sha1(f"{date}{cat}{body}".encode()).hexdigest()
        d = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        secs = 7 * 3600 + int(h[:6], 16) % (11 * 3600)
        ms = int(d.timestamp()) * 1000 + secs * 1000 + int(h[6:9], 16) % 1000
        stem = f"{cat}-{ms}-{h[-4:]}"
        path = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        conf = 0.8 + (int(h[9:11], 16) % 19) / 100
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf:.2f}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        files[path] = fm + expand(body, path, where)
    # auto notes
    for slug, (title, created, tags, body) in AUTO.items():
        path = f"auto/{slug}.md"
        fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[path] = fm + expand(body.lstrip("\n"), path, where)
    missing = set(C) - set(where)
    if missing:
        sys.exit(f"claims never placed: {sorted(missing)}")
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    # labels
    first = lambda cid: (C[cid][0] if isinstance(C[cid], tuple) else C[cid])
    lines = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, ca, cb, note in P:
        pa, pb = where[ca], where[cb]
        if pa == pb:
            sys.exit(f"{pid}: both claims in {pa}")
        if pb < pa:
            pa, pb, ca, cb = pb, pa, cb, ca
        lines += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {q(first(ca))}", f"    claim_b: {q(first(cb))}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {len(files)} files, {len(P)} pairs")

if __name__ == "__main__":
    main()
