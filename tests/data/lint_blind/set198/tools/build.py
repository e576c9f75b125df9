#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from claims.py and the content_* tables."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, pairs
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")
MARK = re.compile(r"@@([A-Z]+[0-9]+[ab])@@")

def fill(body, path, where):
    def rep(m):
        cid = m.group(1)
        if cid in where:
            sys.exit(f"claim {cid} placed twice ({where[cid]}, {path})")
        where[cid] = path
        return CLAIMS[cid]
    return MARK.sub(rep, body)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    files, where = {}, {}
    # root
    index = []
    for path, (name, desc, typ, title, body) in ROOT.items():
        d = desc if path in FLAT else json.dumps(desc, ensure_ascii=False)
        files[path] = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n" + fill(body, path, where)
        index.append(f"- [{title}]({path}) — {desc}")
    files["MEMORY.md"] = "\n".join(index) + "\n"
    # auto
    for slug, (title, created, tags, body) in AUTO.items():
        path = f"auto/{slug}.md"
        fm = f"---\ntitle: {json.dumps(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[path] = fm + fill(body, path, where)
    # remnic facts
    for i, (date, cat, tags, body) in enumerate(FACTS):
        h = hashlib.md5(f"{date}{cat}{body}".encode()).hexdigest()
        dt = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        ms = int(dt.timestamp() * 1000) + 8 * 3600_000 + int(h[:6], 16) % (9 * 3600_000)
        stem = f"{cat}-{ms}-{h[-4:]}"
        path = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        conf = {"fact": 0.9, "decision": 0.95, "preference": 0.85}[cat]
        tier = {"fact": "implied", "decision": "explicit", "preference": "explicit"}[cat]
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        files[path] = fm + fill(body, path, where)
    missing = set(CLAIMS) - set(where)
    if missing:
        sys.exit(f"claims never placed: {sorted(missing)}")
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as fh:
            fh.write(text)
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, ia, ib, note in pairs():
        pa, pb = where[ia], where[ib]
        ca, cb = CLAIMS[ia], CLAIMS[ib]
        if pb < pa:
            pa, pb, ca, cb = pb, pa, cb, ca
        q = lambda s: json.dumps(s, ensure_ascii=False)
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(BASE, "labels.yaml"), "w") as fh:
        fh.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(pairs())} pairs")

if __name__ == "__main__":
    main()
