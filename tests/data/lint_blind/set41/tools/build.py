#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set41 (Fernlea Housing Association)."""
import calendar, hashlib, os, shutil, sys, datetime
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import content_root, content_facts, content_auto, content_filler  # noqa: F401 (filler registers into ROOT/AUTO)
from content_root import ROOT
from content_facts import FACTS
from content_auto import AUTO
from pairs import PAIRS

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")

def fact_path(f):
    y, m, d = map(int, f["date"].split("-")); hh, mm, ss = map(int, f["time"].split(":"))
    epoch = calendar.timegm((y, m, d, hh, mm, ss)) * 1000 + int(hashlib.md5(f["key"].encode()).hexdigest()[:3], 16) % 1000
    hex4 = hashlib.sha1(("set41" + f["key"]).encode()).hexdigest()[:4]
    stem = f"{f['cat']}-{epoch}-{hex4}"
    return f"facts/{f['date']}/{stem}.md", stem, epoch

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    files = {}
    index = []
    for fn, name, desc, typ, body in ROOT:
        files[fn] = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n{body}"
        title = name.replace("-", " ").capitalize()
        index.append(f"- [{title}]({fn}) — {desc}")
    keymap = {}
    for f in FACTS:
        path, stem, epoch = fact_path(f)
        iso = datetime.datetime.fromtimestamp(epoch / 1000, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{epoch % 1000:03d}Z"
        tags = "".join(f"  - {t}\n" for t in f["tags"])
        conf = {"fact": 0.9, "preference": 0.85, "decision": 0.95}[f["cat"]]
        tier = {"fact": "implied", "preference": "explicit", "decision": "explicit"}[f["cat"]]
        files[path] = (f"---\nid: {stem}\ncategory: {f['cat']}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
                       f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n{tags}status: active\n---\n\n{f['body']}")
        keymap["F:" + f["key"]] = path
    for slug, title, created, tags, body in AUTO:
        files[f"auto/{slug}.md"] = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n{body}"
    files["MEMORY.md"] = "\n".join(index) + "\n"
    for p, text in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        open(full, "w").write(text)

    def body_lines(p):
        t = files[p]
        if t.startswith("---\n"):
            t = t.split("\n---\n", 1)[1]
        return t.split("\n")

    def resolve(ref, key):
        p = keymap.get(ref, ref)
        if p not in files:
            sys.exit(f"missing file {ref}")
        hits = [l for l in body_lines(p) if key in l]
        if len(hits) != 1:
            sys.exit(f"{p}: key {key!r} matched {len(hits)} lines")
        return p, hits[0]

    def q(s):
        return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'

    out = ["now: 2026-11-28", "pairs:"]
    for cls, r1, k1, r2, k2, note in PAIRS:
        p1, c1 = resolve(r1, k1); p2, c2 = resolve(r2, k2)
        if p2 < p1:
            p1, c1, p2, c2 = p2, c2, p1, c1
        label = "contradiction" if cls in ("value_slot", "role_slot", "negation", "stale_vs_change") else "non_contradiction"
        out += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(c1)}", f"    claim_b: {q(c2)}", f"    note: {q(note)}"]
    open(os.path.join(BASE, "labels.yaml"), "w").write("\n".join(out) + "\n")
    print(f"files: {len(files)}  pairs: {len(PAIRS)}")

if __name__ == "__main__":
    main()
