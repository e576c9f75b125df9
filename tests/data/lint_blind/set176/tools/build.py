#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from claims.py and content_*.py."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, CLASSES, NOTES
from content_root import ROOT, FLAT
from content_facts import FACTS
from content_auto import AUTO

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"@@([A-Z]+\d+[ab])@@")

def fill(body):
    return MARK.sub(lambda m: C[m.group(1)], body)

def q(s):
    return json.dumps(s, ensure_ascii=False)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    files = {}  # relpath -> raw body (with markers)
    out = {}
    # root
    index = ["# Memory index", ""]
    for fn in sorted(ROOT):
        desc, typ, title, hook, body = ROOT[fn]
        name = fn[:-3].split("_", 1)[1]
        d = desc if fn in FLAT else q(desc)
        assert fn not in FLAT or ": " in desc, fn
        text = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n" + fill(body)
        files[fn] = body; out[fn] = text
        index.append(f"- [{title}]({fn}) — {hook}")
    out["MEMORY.md"] = "\n".join(index) + "\n"
    # remnic facts
    for date, cat, tags, body in FACTS:
        h = hashlib.sha1((date + body).encode()).hexdigest()
        base = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        ms = int(base.timestamp() * 1000) + 8 * 3600_000 + int(h[:6], 16) % (10 * 3600_000)
        stem = f"{cat}-{ms}-{h[6:10]}"
        iso = datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        conf = 0.9 if cat == "fact" else 0.85
        tier = "explicit" if cat != "fact" else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        rel = f"facts/{date}/{stem}.md"
        assert rel not in out
        files[rel] = body; out[rel] = fm + fill(body)
    # auto notes
    for slug, (title, created, tags, body) in AUTO.items():
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n"
        files[rel] = body; out[rel] = fm + fill(body)
    for rel, text in out.items():
        p = os.path.join(STORE, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w") as f:
            f.write(text)
    # locate claims
    where = {}
    for rel, body in files.items():
        for m in MARK.finditer(body):
            cid = m.group(1)
            assert cid not in where, f"{cid} placed twice"
            where[cid] = rel
    missing = set(C) - set(where)
    assert not missing, f"claims not placed: {sorted(missing)}"
    # pairs
    pids = sorted({k[:-1] for k in C}, key=lambda s: (list(CLASSES).index(re.match(r"[A-Z]+", s).group()), int(re.search(r"\d+", s).group())))
    lines = ["now: 2026-11-28", "pairs:"]
    for pid in pids:
        pre = re.match(r"[A-Z]+", pid).group()
        label, cls = CLASSES[pre]
        fa, fb = where[pid + "a"], where[pid + "b"]
        ca, cb = C[pid + "a"].split("\n")[0], C[pid + "b"].split("\n")[0]
        if fb < fa:
            fa, fb, ca, cb = fb, fa, cb, ca
        lines += [f"  - a: {fa}", f"    b: {fb}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + NOTES[pid])}"]
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {len(out)} files, {len(pids)} pairs")

if __name__ == "__main__":
    main()
