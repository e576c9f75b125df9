#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from content_*.py and claims.py."""
import hashlib, json, os, random, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from claims import PAIRS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
# root files whose description keeps an unquoted ": " on purpose (not strict YAML)
FLAT = {"reference_infra.md", "reference_glossary.md", "reference_branches.md", "reference_punchcard.md"}
TAG = re.compile(r"^((?:\{[A-Za-z0-9]+\})+)")

claims = {}  # id -> (path, text)

def render(path, body):
    out = []
    for line in body.strip("\n").split("\n"):
        m = TAG.match(line)
        if m:
            ids = re.findall(r"\{([A-Za-z0-9]+)\}", m.group(1))
            line = line[m.end():]
            for i in ids:
                if i in claims:
                    sys.exit(f"claim id {i} placed twice")
                claims[i] = (path, line)
        out.append(line)
    return "\n".join(out) + "\n"

def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w") as f:
        f.write(text)

def main():
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    index = []
    for fn, (name, desc, typ, title, hook, body) in ROOT.items():
        d = desc if fn in FLAT else json.dumps(desc)
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        write(fn, fm + render(fn, body))
        index.append(f"- [{title}]({fn}) — {hook}")
    write("MEMORY.md", "\n".join(index) + "\n")
    for slug, (title, created, tags, body) in AUTO.items():
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {json.dumps(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n# {title}\n\n"
        write(rel, fm + render(rel, body))
    rng = random.Random(111)
    for date, cat, tags, body in FACTS:
        base = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        ms = int(base.timestamp() * 1000) + rng.randint(7 * 3600, 20 * 3600) * 1000 + rng.randint(0, 999)
        hx = hashlib.sha1(body.encode()).hexdigest()[:4]
        stem = f"{cat}-{ms}-{hx}"
        rel = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        conf = rng.choice(["0.85", "0.9", "0.92", "0.95"])
        tier = "explicit" if conf in ("0.92", "0.95") else "implied"
        tag_lines = "".join(f"  - {t}\n" for t in tags)
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n{tag_lines}status: active\n---\n\n")
        write(rel, fm + render(rel, body))
    lines = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, ca, cb, note in PAIRS:
        (pa, ta), (pb, tb) = claims[ca], claims[cb]
        if pa == pb:
            sys.exit(f"{pid}: both claims in {pa}")
        if pb < pa:
            (pa, ta), (pb, tb) = (pb, tb), (pa, ta)
        lines += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {json.dumps(ta, ensure_ascii=False)}", f"    claim_b: {json.dumps(tb, ensure_ascii=False)}",
                  f"    note: {json.dumps(pid + ': ' + note, ensure_ascii=False)}"]
    used = {c for p in PAIRS for c in p[3:5]}
    unused = set(claims) - used
    if unused:
        sys.exit(f"claim ids never used in a pair: {sorted(unused)}")
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(lines) + "\n")
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
