#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the claim tables (claims.py) and file bodies (content_*.py)."""
import hashlib, os, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, PAIRS
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
CONTRA = {"value_slot", "role_slot", "negation", "stale_vs_change"}
MARK = re.compile(r"@@([A-Z]+[0-9]+[ab])@@")

def fill(body, path, where):
    def rep(m):
        cid = m.group(1)
        if cid not in CLAIMS:
            sys.exit(f"unknown claim id {cid} in {path}")
        if cid in where:
            sys.exit(f"claim {cid} placed twice ({where[cid]}, {path})")
        where[cid] = path
        return CLAIMS[cid]
    return MARK.sub(rep, body)

def fact_path(key, f):
    dt = datetime.strptime(f["date"] + " " + f["time"], "%Y-%m-%d %H:%M:%S").replace(tzinfo=timezone.utc)
    ms = int(dt.timestamp()) * 1000 + int(hashlib.md5(key.encode()).hexdigest()[:3], 16) % 1000
    hx = hashlib.sha1(("kestrel" + key).encode()).hexdigest()[:4]
    stem = f"{f['cat']}-{ms}-{hx}"
    return f"facts/{f['date']}/{stem}.md", stem, dt.strftime("%Y-%m-%dT%H:%M:%SZ")

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    files, where = {}, {}
    # root
    idx = []
    order = {"user": 0, "feedback": 1, "project": 2, "reference": 3}
    for fn, d in sorted(ROOT.items(), key=lambda kv: (order[kv[1]["type"]], kv[0])):
        name = fn[:-3].split("_", 1)[1].replace("_", "-")
        desc = d["desc"] if d["flat"] else '"' + d["desc"].replace('"', '\\"') + '"'
        if d["flat"] and ": " not in d["desc"]:
            sys.exit(f"{fn}: flat description lacks ': '")
        fm = f"---\nname: {name}\ndescription: {desc}\ntype: {d['type']}\n---\n\n"
        files[fn] = fm + fill(d["body"], fn, where)
        idx.append(f"- [{d['title']}]({fn}) — {d['hook']}")
    files["MEMORY.md"] = "\n".join(idx) + "\n"
    # auto
    for slug, d in sorted(AUTO.items()):
        p = f"auto/{slug}.md"
        fm = f"---\ntitle: {d['title']}\ncreated: {d['created']}\ntags: [{', '.join(d['tags'])}]\n---\n\n"
        files[p] = fm + fill(d["body"], p, where)
    # facts
    for key, d in sorted(FACTS.items()):
        p, stem, iso = fact_path(key, d)
        tags = "".join(f"  - {t}\n" for t in d["tags"])
        tier = "explicit" if d["conf"] >= 0.9 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {d['cat']}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {d['conf']}\nconfidenceTier: {tier}\ntags:\n{tags}status: active\n---\n\n")
        files[p] = fm + fill(d["body"], p, where)
    missing = [c for c in CLAIMS if c not in where]
    if missing:
        sys.exit(f"claims never placed: {missing}")
    for p, text in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as fh:
            fh.write(text)
    # labels
    def q(s):
        return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'
    out = ["now: 2026-11-28", "pairs:"]
    for pid, cls, ia, ib, note in PAIRS:
        pa, pb, ca, cb = where[ia], where[ib], CLAIMS[ia], CLAIMS[ib]
        if pb < pa:
            pa, pb, ca, cb = pb, pa, cb, ca
        label = "contradiction" if cls in CONTRA else "non_contradiction"
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w") as fh:
        fh.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
