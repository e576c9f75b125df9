#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from claims.py and the content_* tables."""
import hashlib, os, re, shutil, sys, json
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, PAIRS
from content_root import ROOT, FLAT
from content_facts import FACTS
from content_auto import AUTO

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"@@([A-Z]+\d+[ab])@@")

def q(s):  # YAML double-quoted scalar
    return json.dumps(s, ensure_ascii=False)

def fill(body, path, where):
    def rep(m):
        cid = m.group(1)
        if cid in where:
            sys.exit(f"claim {cid} placed twice ({where[cid]}, {path})")
        where[cid] = path
        return C[cid]
    return MARK.sub(rep, body)

def main():
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    where, files = {}, {}
    # root memories
    index = ["# Memory", ""]
    for fn in sorted(ROOT):
        desc, typ, title, hook, body = ROOT[fn]
        name = fn[:-3].split("_", 1)[1].replace("_", "-")
        d = desc if fn in FLAT else q(desc)
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        files[fn] = fm + fill(body, fn, where)
        index.append(f"- [{title}]({fn}) — {hook}")
    files["MEMORY.md"] = "\n".join(index) + "\n"
    # remnic facts
    for date, cat, tags, body in FACTS:
        h = hashlib.md5((date + body).encode()).hexdigest()
        secs = 7 * 3600 + int(h[:6], 16) % (10 * 3600)
        base = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        epoch_ms = int(base.timestamp()) * 1000 + secs * 1000 + int(h[6:9], 16) % 1000
        stem = f"{cat}-{epoch_ms}-{h[-4:]}"
        ts = datetime.fromtimestamp(epoch_ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{epoch_ms % 1000:03d}Z"
        conf = 0.8 + (int(h[9:11], 16) % 19) / 100
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = ("---\n" f"id: {stem}\ncategory: {cat}\ncreated: {ts}\nupdated: {ts}\nsource: extraction\n"
              f"confidence: {conf:.2f}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        path = f"facts/{date}/{stem}.md"
        files[path] = fm + fill(body.strip("\n") + "\n", path, where)
    # auto notes
    for slug, (title, created, tags, body) in AUTO.items():
        path = f"auto/{slug}.md"
        fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[path] = fm + fill(body, path, where)
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    # labels
    used = {c for p in PAIRS for c in p[3:5]}
    missing = [c for c in used if c not in where]
    if missing:
        sys.exit(f"claims not placed: {missing}")
    unused = [c for c in C if c not in used]
    if unused:
        sys.exit(f"claims defined but unused: {unused}")
    lines = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, ca, cb, note in PAIRS:
        pa, pb = where[ca], where[cb]
        if pb < pa:
            pa, pb, ca, cb = pb, pa, cb, ca
        lines += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {q(C[ca])}", f"    claim_b: {q(C[cb])}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
