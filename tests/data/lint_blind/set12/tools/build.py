#!/usr/bin/env python3
"""Regenerate set12 store/ and labels.yaml from content_*.py and pairs.py."""
import json, os, random, shutil, sys, hashlib
from datetime import datetime, timezone
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from content_root import ROOT
from content_facts import FACTS
from content_auto import AUTO
from pairs import PAIRS, CONTRA

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
MARK = "\u00a7"

# descriptions left with an unquoted ": " on purpose (Claude Code writes them flat, not strict YAML)
FLAT_DESC = {"reference_rostr.md", "reference_tapline.md", "reference_glossary.md",
             "user_priya.md", "reference_stopsign.md"}

claims = {}   # key -> (relpath, line)

def strip_claims(relpath, body):
    out = []
    for line in body.split("\n"):
        if line.startswith(MARK):
            key, text = line[1:].split("|", 1)
            assert key not in claims, key
            claims[key] = (relpath, text)
            out.append(text)
        else:
            out.append(line)
    return "\n".join(out)

def write(relpath, text):
    p = os.path.join(STORE, relpath)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w") as f:
        f.write(text)

def main():
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    # root auto-memory
    index = {"user": [], "feedback": [], "project": [], "reference": []}
    for fn, (name, desc, typ, title, hook, body) in ROOT.items():
        if fn not in FLAT_DESC:
            desc = desc.replace(": ", " \u2014 ")
        body = strip_claims(fn, body)
        write(fn, f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n{body}")
        index[typ].append(f"- [{title}]({fn}) \u2014 {hook}")
    heads = {"user": "User", "feedback": "Feedback", "project": "Projects", "reference": "Reference"}
    mem = ["# Memory index", ""]
    for typ in ("user", "feedback", "project", "reference"):
        mem.append(f"## {heads[typ]}")
        mem.extend(sorted(index[typ], key=lambda s: s.split("](")[1]))
        mem.append("")
    write("MEMORY.md", "\n".join(mem))
    # remnic facts
    rng = random.Random(12)
    used = set()
    for i, (date, cat, tags, body) in enumerate(FACTS):
        y, m, d = map(int, date.split("-"))
        secs = rng.randint(7 * 3600, 19 * 3600)
        ms = rng.randint(0, 999)
        dt = datetime(y, m, d, secs // 3600, (secs // 60) % 60, secs % 60, ms * 1000, tzinfo=timezone.utc)
        epoch = int(dt.timestamp()) * 1000 + ms
        hx = hashlib.sha1(f"{date}{i}{body}".encode()).hexdigest()[:4]
        stem = f"{cat}-{epoch}-{hx}"
        assert stem not in used
        used.add(stem)
        rel = f"facts/{date}/{stem}.md"
        iso = dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms:03d}Z"
        conf = [0.85, 0.9, 0.92, 0.95][i % 4]
        tier = "explicit" if cat != "fact" or i % 3 else "implied"
        tag_lines = "".join(f"  - {t}\n" for t in tags)
        b = strip_claims(rel, body)
        write(rel, f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\n"
                   f"source: extraction\nconfidence: {conf}\nconfidenceTier: {tier}\ntags:\n{tag_lines}"
                   f"status: active\n---\n\n{b}")
    # free notes
    for slug, (title, created, tags, body) in AUTO.items():
        rel = f"auto/{slug}.md"
        b = strip_claims(rel, body)
        write(rel, f"---\ntitle: {json.dumps(title, ensure_ascii=False)}\ncreated: {created}\n"
                   f"tags: [{', '.join(tags)}]\n---\n\n{b}")
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    for k1, k2, cls, note in PAIRS:
        (p1, c1), (p2, c2) = claims[k1], claims[k2]
        if p2 < p1:
            (p1, c1), (p2, c2) = (p2, c2), (p1, c1)
        label = "contradiction" if cls in CONTRA else "non_contradiction"
        q = lambda s: json.dumps(s, ensure_ascii=False)
        out += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(c1)}", f"    claim_b: {q(c2)}", f"    note: {q(note)}"]
    with open(os.path.join(BASE, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    unused = set(claims) - {k for p in PAIRS for k in p[:2]}
    assert not unused, unused
    print("root", len(ROOT), "facts", len(FACTS), "auto", len(AUTO), "claims", len(claims))

if __name__ == "__main__":
    main()
