#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content_*.py and claims.py.
Claim lines are marked in the content with a leading "@ID@ "; the marker is stripped on output and the
claim is the (first) line it starts. Each claim id must be placed exactly once."""
import datetime, hashlib, json, os, re, shutil, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from claims import PAIRS, CONTRA

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^@([A-Z]+\d+[ab])@ ")
NOW = "2026-11-28"

def strip_markers(path, body, found):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            if cid in found:
                sys.exit(f"claim {cid} placed twice ({found[cid][0]} and {path})")
            line = line[m.end():]
            found[cid] = (path, line)
        out.append(line)
    return "\n".join(out)

def main():
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    found, files = {}, {}
    index = []
    for fname, name, desc, typ, title, hook, body, flat in ROOT:
        d = desc if flat else json.dumps(desc, ensure_ascii=False)
        text = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n" + strip_markers(fname, body, found)
        files[fname] = text
        index.append(f"- [{title}]({fname}) — {hook}")
    files["MEMORY.md"] = "\n".join(index) + "\n"
    for slug, title, created, tags, body in AUTO:
        p = f"auto/{slug}.md"
        fm = f"---\ntitle: {json.dumps(title, ensure_ascii=False)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[p] = fm + strip_markers(p, body, found)
    for date, hhmm, cat, tags, body in FACTS:
        dt = datetime.datetime.fromisoformat(f"{date}T{hhmm}:00+00:00")
        ms = int(dt.timestamp() * 1000) + int(hashlib.md5(body.encode()).hexdigest()[:3], 16)
        hx = hashlib.sha1(body.encode()).hexdigest()[:4]
        stem = f"{cat}-{ms}-{hx}"
        p = f"facts/{date}/{stem}.md"
        iso = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        conf = 0.85 + (int(hx, 16) % 13) / 100
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf:.2f}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        files[p] = fm + strip_markers(p, body, found) + "\n"
    for p, text in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as fh:
            fh.write(text if text.endswith("\n") else text + "\n")
    used = set()
    lines = [f"now: {NOW}", "pairs:"]
    for pid, cls, c1, c2, note in PAIRS:
        for c in (c1, c2):
            if c not in found:
                sys.exit(f"{pid}: claim {c} not placed")
            used.add(c)
        (p1, l1), (p2, l2) = found[c1], found[c2]
        if p1 == p2:
            sys.exit(f"{pid}: both claims in {p1}")
        if p2 < p1:
            (p1, l1), (p2, l2) = (p2, l2), (p1, l1)
        label = "contradiction" if cls in CONTRA else "non_contradiction"
        lines += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {json.dumps(l1, ensure_ascii=False)}",
                  f"    claim_b: {json.dumps(l2, ensure_ascii=False)}",
                  f"    note: {json.dumps(pid + ': ' + note, ensure_ascii=False)}"]
    unused = set(found) - used
    if unused:
        sys.exit(f"placed but unused claims: {sorted(unused)}")
    with open(os.path.join(OUT, "labels.yaml"), "w") as fh:
        fh.write("\n".join(lines) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
