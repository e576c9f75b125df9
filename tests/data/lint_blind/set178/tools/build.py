#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set178 (Fenmoor Ices) from the claim and content tables."""
import datetime, json, os, random, re, shutil, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, PAIRS
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"@@([A-Z]+\d+[ab])@@")
placed = {}

def fill(path, body):
    def sub(m):
        cid = m.group(1)
        if cid in placed:
            sys.exit(f"claim {cid} placed twice: {placed[cid]} and {path}")
        placed[cid] = path
        return CLAIMS[cid]
    return MARK.sub(sub, body)

def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)

def q(s):
    return json.dumps(s, ensure_ascii=False)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    index = []
    for path, (title, name, desc, typ, body, hook) in ROOT.items():
        d = desc if path in FLAT else q(desc)
        write(path, f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n" + fill(path, body))
        index.append(f"- [{title}]({path}) — {hook}")
    write("MEMORY.md", "\n".join(index) + "\n")
    for slug, (title, created, tags, body) in AUTO.items():
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        write(rel, fm + fill(rel, body))
    rng = random.Random(178)
    for date, cat, tags, body in FACTS:
        day = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
        ts = day + datetime.timedelta(seconds=rng.randint(7 * 3600, 19 * 3600), milliseconds=rng.randint(0, 999))
        ms = int(ts.timestamp() * 1000)
        stem = f"{cat}-{ms}-{rng.randint(0, 0xffff):04x}"
        rel = f"facts/{date}/{stem}.md"
        iso = ts.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ts.microsecond // 1000:03d}Z"
        conf = rng.choice(["0.9", "0.85", "0.95", "0.8"])
        tier = "explicit" if conf in ("0.9", "0.95") else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        write(rel, fm + fill(rel, body.strip("\n") + "\n"))
    missing = [c for c in CLAIMS if c not in placed]
    if missing:
        sys.exit(f"claims not placed: {missing}")
    lines = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, ca, cb, note in PAIRS:
        fa, fb = placed[ca], placed[cb]
        if fb < fa:
            fa, fb, ca, cb = fb, fa, cb, ca
        lines += [f"  - a: {fa}", f"    b: {fb}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {q(CLAIMS[ca])}", f"    claim_b: {q(CLAIMS[cb])}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
