#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from claims.py + content_*.py."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone, timedelta
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from claims import CL, PAIRS
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
MARK = re.compile(r"@@([A-Z]+\d+[ab])@@")

def q(s):
    return json.dumps(s, ensure_ascii=False)

def fill(body, path, where):
    def rep(m):
        cid = m.group(1)
        if cid not in CL:
            sys.exit(f"unknown claim id {cid} in {path}")
        if cid in where:
            sys.exit(f"claim id {cid} placed twice ({where[cid]}, {path})")
        where[cid] = path
        return CL[cid]
    return MARK.sub(rep, body)

def main():
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    where = {}
    files = {}
    # root memories
    order = {"user": 0, "feedback": 1, "project": 2, "reference": 3}
    idx = {"user": [], "feedback": [], "project": [], "reference": []}
    for fn, (name, desc, typ, title, hook, body) in ROOT.items():
        assert fn.startswith(typ + "_"), fn
        d = desc if fn in FLAT else (q(desc) if (": " in desc or desc[:1] in "\"'[{&*!|>%@`") else desc)
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        files[fn] = fm + fill(body, fn, where)
        idx[typ].append(f"- [{title}]({fn}) — {hook}")
    mem = ["# Memory index", ""]
    for typ, head in (("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")):
        mem.append(f"## {head}")
        mem.extend(idx[typ])
        mem.append("")
    files["MEMORY.md"] = "\n".join(mem)
    # auto notes
    for slug, (title, created, tags, body) in AUTO.items():
        p = f"auto/{slug}.md"
        fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[p] = fm + fill(body, p, where)
    # remnic facts
    for key, date, cat, tags, conf, body in FACTS:
        h = hashlib.md5(key.encode()).hexdigest()
        base = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        t = base + timedelta(hours=8, minutes=int(h[4:8], 16) % 600, seconds=int(h[8:10], 16) % 60,
                             milliseconds=int(h[10:13], 16) % 1000)
        ms = int(t.timestamp() * 1000)
        stem = f"{cat}-{ms}-{h[:4]}"
        p = f"facts/{date}/{stem}.md"
        iso = t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = ("---\n" f"id: {stem}\n" f"category: {cat}\n" f"created: {iso}\n" f"updated: {iso}\n"
              "source: extraction\n" f"confidence: {conf}\n" f"confidenceTier: {tier}\n" "tags:\n"
              + "".join(f"  - {t_}\n" for t_ in tags) + "status: active\n---\n\n")
        files[p] = fm + fill(body.strip("\n") + "\n", p, where)
    for p, text in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, c1, c2, note in PAIRS:
        for c in (c1, c2):
            if c not in where:
                sys.exit(f"claim {c} of {pid} not placed in any file")
        (pa, ca), (pb, cb) = sorted([(where[c1], CL[c1]), (where[c2], CL[c2])])
        if pa == pb:
            sys.exit(f"{pid}: both claims in {pa}")
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(BASE, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    unused = sorted(set(CL) - set(where))
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs; unplaced claim ids: {unused}")

if __name__ == "__main__":
    main()
