#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the claim tables in this folder."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
sys.path.insert(0, os.path.dirname(__file__))
from claims import PAIRS
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
MARK = re.compile(r"^((?:\{\{[A-Za-z0-9]+\}\})+)")

def h(s): return hashlib.md5(s.encode()).hexdigest()

def strip_markers(rel, body, where):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            ids = re.findall(r"\{\{([A-Za-z0-9]+)\}\}", m.group(1))
            line = line[m.end():]
            for i in ids:
                if i in where: sys.exit(f"marker {i} placed twice")
                where[i] = (rel, line)
        out.append(line)
    return "\n".join(out)

def main():
    if os.path.isdir(STORE): shutil.rmtree(STORE)
    os.makedirs(STORE)
    where, files = {}, {}
    # root
    idx = []
    for fn, d in ROOT.items():
        body = strip_markers(fn, d["body"], where)
        slug = fn[:-3].split("_", 1)[1].replace("_", "-")
        fm = f"---\nname: {slug}\ndescription: {d['desc']}\ntype: {d['type']}\n---\n\n"
        files[fn] = fm + body
        idx.append(f"- [{d['title']}]({fn}) — {d['hook']}")
    files["MEMORY.md"] = "\n".join(idx) + "\n"
    # auto
    for slug, d in AUTO.items():
        rel = f"auto/{slug}.md"
        body = strip_markers(rel, d["body"], where)
        tags = ", ".join(d["tags"])
        files[rel] = f"---\ntitle: {json.dumps(d['title'], ensure_ascii=False) if ': ' in d['title'] else d['title']}\ncreated: {d['created']}\ntags: [{tags}]\n---\n\n" + body
    # remnic facts
    for d in FACTS:
        hx = h(d["key"])
        secs = int(hx[:6], 16) % (12 * 3600) + 7 * 3600
        dt = datetime.strptime(d["date"], "%Y-%m-%d").replace(tzinfo=timezone.utc)
        ms = int(dt.timestamp() * 1000) + secs * 1000 + int(hx[6:9], 16) % 1000
        stem = f"{d['cat']}-{ms}-{hx[-4:]}"
        rel = f"facts/{d['date']}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        body = strip_markers(rel, d["body"], where)
        tier = "explicit" if d["cat"] != "fact" or int(hx[0], 16) % 3 else "implied"
        tags = "".join(f"  - {t}\n" for t in d["tags"])
        fm = (f"---\nid: {stem}\ncategory: {d['cat']}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {d['conf']}\nconfidenceTier: {tier}\ntags:\n{tags}status: active\n---\n\n")
        files[rel] = fm + body
    for rel, text in files.items():
        p = os.path.join(STORE, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w") as f: f.write(text)
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, ma, mb, note in PAIRS:
        (fa, ca), (fb, cb) = where[ma], where[mb]
        if fb < fa: (fa, ca), (fb, cb) = (fb, cb), (fa, ca)
        q = lambda s: json.dumps(s, ensure_ascii=False)
        out += [f"  - a: {fa}", f"    b: {fb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    used = {m for p in PAIRS for m in p[3:5]}
    extra = set(where) - used
    if extra: sys.exit(f"markers without a pair: {sorted(extra)}")
    with open(os.path.join(BASE, "labels.yaml"), "w") as f: f.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
