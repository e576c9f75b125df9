#!/usr/bin/env python3
"""Regenerate set16 store/ and labels.yaml from the content_* and pairs modules."""
import hashlib, json, os, random, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C
from content_root import R
from content_facts import F
from content_auto import A
from pairs import PAIRS, LABEL

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")

def fill(body):
    def rep(m):
        return C[m.group(1)]
    out = re.sub(r"\{\{([A-Z]+\d+[ab])\}\}", rep, body)
    assert "{{" not in out, out
    return out.strip("\n") + "\n"

def q(s):
    return json.dumps(s, ensure_ascii=False)

def fact_path(key):
    f = F[key]
    rnd = random.Random(key)
    d = datetime.strptime(f["date"], "%Y-%m-%d").replace(tzinfo=timezone.utc)
    secs = rnd.randint(7 * 3600, 21 * 3600)
    ms = int(d.timestamp()) * 1000 + secs * 1000 + rnd.randint(0, 999)
    hx = hashlib.md5(key.encode()).hexdigest()[:4]
    stem = f"{f['cat']}-{ms}-{hx}"
    return f"facts/{f['date']}/{stem}.md", stem, ms

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    files = {}
    # root
    idx = ["# Memory index", ""]
    for path, r in R.items():
        desc = r["desc"] if r["flat"] else (q(r["desc"]) if (": " in r["desc"] or r["desc"][0] in "\"'`") else r["desc"])
        fm = f"---\nname: {r['name']}\ndescription: {desc}\ntype: {r['type']}\n---\n\n"
        files[path] = fm + fill(r["body"])
    # MEMORY.md grouped by type
    for typ, head in [("user", "## User"), ("feedback", "## Feedback"), ("project", "## Projects"), ("reference", "## Reference")]:
        idx.append(head)
        for path, r in sorted(R.items()):
            if r["type"] == typ:
                idx.append(f"- [{r['title']}]({path}) — {r['hook']}")
        idx.append("")
    files["MEMORY.md"] = "\n".join(idx).rstrip("\n") + "\n"
    # facts
    fmap = {}
    for key, f in F.items():
        path, stem, ms = fact_path(key)
        fmap[key] = path
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        tags = "".join(f"\n  - {t}" for t in f["tags"])
        fm = (f"---\nid: {stem}\ncategory: {f['cat']}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: 0.9\nconfidenceTier: explicit\ntags:{tags}\nstatus: active\n---\n\n")
        files[path] = fm + fill(f["body"])
    # auto
    for slug, a in A.items():
        fm = f"---\ntitle: {q(a['title']) if ': ' in a['title'] else a['title']}\ncreated: {a['created']}\ntags: [{', '.join(a['tags'])}]\n---\n\n"
        files[f"auto/{slug}.md"] = fm + fill(a["body"])
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as fh:
            fh.write(text)
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    for pid, cls, f1, c1, f2, c2, note in PAIRS:
        p1 = fmap[f1[1:]] if f1.startswith("@") else f1
        p2 = fmap[f2[1:]] if f2.startswith("@") else f2
        if p2 < p1:
            p1, c1, p2, c2 = p2, c2, p1, c1
        out += [f"  - a: {p1}", f"    b: {p2}", f"    label: {LABEL[cls]}", f"    class: {cls}",
                f"    claim_a: {q(C[c1])}", f"    claim_b: {q(C[c2])}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(BASE, "labels.yaml"), "w") as fh:
        fh.write("\n".join(out) + "\n")
    print("files:", len(files), "pairs:", len(PAIRS))

if __name__ == "__main__":
    main()
