#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the content tables and the pair table."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
sys.path.insert(0, os.path.dirname(__file__))
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from claims import PAIRS, CONTRA

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^§([A-Za-z0-9]+)§")

claims = {}   # id -> (path, line)
files = {}    # path -> text

def take_markers(path, body):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            line = line[m.end():]
            assert cid not in claims, cid
            claims[cid] = (path, line)
        out.append(line)
    return "\n".join(out).strip("\n") + "\n"

def q(s):
    return json.dumps(s, ensure_ascii=False)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    index = []
    for fn, name, desc, typ, title, hook, body in ROOT:
        body = take_markers(fn, body)
        flat = ": " in desc  # intentional: unquoted description with ': ' (not strict YAML)
        d = desc if flat else (q(desc) if any(c in desc for c in ":#'\"") else desc)
        files[fn] = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n{body}"
        index.append(f"- [{title}]({fn}) — {hook}")
    files["MEMORY.md"] = "\n".join(index) + "\n"
    for slug, title, created, tags, body in AUTO:
        p = f"auto/{slug}.md"
        body = take_markers(p, body)
        files[p] = (f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n{body}")
    for date, cat, tags, conf, body in FACTS:
        h = hashlib.sha1(body.encode()).hexdigest()
        base = int(datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc).timestamp() * 1000)
        ms = base + 7 * 3600 * 1000 + int(h[:8], 16) % (12 * 3600 * 1000)
        stem = f"{cat}-{ms}-{h[-4:]}"
        p = f"facts/{date}/{stem}.md"
        assert p not in files
        body = take_markers(p, body)
        iso = datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        tier = "explicit" if conf >= 0.85 else "implied"
        tag_lines = "".join(f"  - {t}\n" for t in tags)
        files[p] = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
                    f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n{tag_lines}status: active\n---\n\n{body}")
    for p, text in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    used = set()
    lines = ["now: 2026-11-28", "pairs:"]
    for pid, cls, c1, c2, note in PAIRS:
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        used.update([c1, c2])
        if p2 < p1:
            (p1, l1), (p2, l2) = (p2, l2), (p1, l1)
        label = "contradiction" if cls in CONTRA else "non_contradiction"
        lines += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {q(l1)}", f"    claim_b: {q(l2)}", f"    note: {q(pid + ': ' + note)}"]
    unused = set(claims) - used
    assert not unused, unused
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
