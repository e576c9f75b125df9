#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the claim table and the content files."""
import json, os, random, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, PAIRS
from content_root import ROOT
from content_facts import FACTS
from content_auto import AUTO

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"@@([A-Z]+[0-9]+[ab])@@")

def fill(body, path, where):
    def sub(m):
        cid = m.group(1)
        if cid in where:
            sys.exit(f"claim {cid} placed twice ({where[cid]}, {path})")
        where[cid] = path
        return CLAIMS[cid]
    return MARK.sub(sub, body)

def main():
    rng = random.Random(126)
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    files, where = {}, {}
    # root auto-memory
    index = ["# Memory index", ""]
    for fn in sorted(ROOT):
        name, desc, typ, title, hook, body = ROOT[fn]
        fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n"
        files[fn] = fm + "\n" + fill(body, fn, where)
        index.append(f"- [{title}]({fn}) — {hook}")
    files["MEMORY.md"] = "\n".join(index) + "\n"
    # remnic facts
    for date, cat, tags, body in FACTS:
        d = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        ms = int(d.timestamp() * 1000) + rng.randint(7 * 3600, 21 * 3600) * 1000 + rng.randint(0, 999)
        hx = "%04x" % rng.randint(0, 0xFFFF)
        stem = f"{cat}-{ms}-{hx}"
        path = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        conf = rng.choice(["0.85", "0.9", "0.92", "0.95"])
        fm = ("---\n" f"id: {stem}\n" f"category: {cat}\n" f"created: {iso}\n" f"updated: {iso}\n"
              "source: extraction\n" f"confidence: {conf}\n" "confidenceTier: explicit\n"
              f"tags: {json.dumps(tags)}\n" "status: active\n" "---\n")
        files[path] = fm + "\n" + fill(body, path, where)
    # free notes
    for slug in sorted(AUTO):
        title, created, tags, body = AUTO[slug]
        path = f"auto/{slug}.md"
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n"
        files[path] = fm + "\n" + fill(body, path, where)
    missing = set(CLAIMS) - set(where)
    if missing:
        sys.exit(f"claims not placed: {sorted(missing)}")
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, c1, c2, note in PAIRS:
        p1, p2 = where[c1], where[c2]
        if p1 > p2:
            p1, p2, c1, c2 = p2, p1, c2, c1
        q = lambda s: json.dumps(s, ensure_ascii=False)
        out += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(CLAIMS[c1])}", f"    claim_b: {q(CLAIMS[c2])}",
                f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
