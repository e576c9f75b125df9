#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from claims.py and content_*.py."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, PAIRS
from content_root import ROOT, FLAT
from content_facts import FACTS
from content_auto import AUTO

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"@@([A-Z]+[0-9]+[ab])@@")

def fill(body, path, where):
    for cid in MARK.findall(body):
        if cid in where:
            sys.exit(f"claim {cid} placed twice: {where[cid]} and {path}")
        where[cid] = path
    return MARK.sub(lambda m: CLAIMS[m.group(1)], body)

def main():
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    files, where = {}, {}
    # root
    index = []
    for fn, (name, desc, title, hook, body) in ROOT.items():
        typ = fn.split("_", 1)[0]
        fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n"
        files[fn] = fm + fill(body, fn, where)
        index.append(f"- [{title}]({fn}) — {hook}")
    files["MEMORY.md"] = "\n".join(index) + "\n"
    # remnic facts
    for i, (date, cat, conf, tags, body) in enumerate(FACTS):
        d = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        ms = int(d.timestamp() * 1000) + (8 * 3600 + 37 * 60 * (i % 13) + 211 * i) * 1000 + (i * 389) % 1000
        hx = hashlib.md5(f"{date}{i}{body}".encode()).hexdigest()[:4]
        stem = f"{cat}-{ms}-{hx}"
        path = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        files[path] = fm + fill(body.strip("\n") + "\n", path, where)
    # auto notes
    for slug, (title, created, tags, body) in AUTO.items():
        path = f"auto/{slug}.md"
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[path] = fm + fill(body, path, where)
    missing = set(CLAIMS) - set(where)
    if missing:
        sys.exit(f"claims not placed: {sorted(missing)}")
    for p, text in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    # labels
    q = lambda s: json.dumps(s, ensure_ascii=False)
    out = ["now: 2026-11-28", "pairs:"]
    for pid, cls, label, c1, c2, note in PAIRS:
        (pa, ca), (pb, cb) = sorted([(where[c1], CLAIMS[c1]), (where[c2], CLAIMS[c2])])
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
