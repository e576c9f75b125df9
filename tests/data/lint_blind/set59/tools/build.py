#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the claim tables and content files."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
sys.path.insert(0, os.path.dirname(__file__))
from claims import CLAIMS, PAIRS
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

HERE = os.path.dirname(os.path.abspath(__file__))
BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")
MARK = re.compile(r"@@([A-Z]+\d+[ab])@@")

def q(s):
    return json.dumps(s, ensure_ascii=False)

def fill(body, path, where):
    def rep(m):
        cid = m.group(1)
        if cid in where:
            raise SystemExit(f"claim {cid} placed twice: {where[cid]} and {path}")
        where[cid] = path
        return CLAIMS[cid]
    return MARK.sub(rep, body)

def main():
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    where = {}
    files = {}
    # root
    index = ["# Memory index", ""]
    for fn in sorted(ROOT):
        name, desc, typ, title, hook, body = ROOT[fn]
        fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n"
        files[fn] = fm + fill(body, fn, where)
        index.append(f"- [{title}]({fn}) — {hook}")
    files["MEMORY.md"] = "\n".join(index) + "\n"
    # auto
    for slug in sorted(AUTO):
        title, created, tags, body = AUTO[slug]
        p = f"auto/{slug}.md"
        fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[p] = fm + fill(body, p, where)
    # remnic facts
    for date, cat, tags, body, conf in FACTS:
        h = hashlib.sha256((date + cat + body).encode()).hexdigest()
        base = int(datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc).timestamp() * 1000)
        epoch = base + 28800000 + int(h[:8], 16) % 32400000   # 08:00..17:00 UTC
        stem = f"{cat}-{epoch}-{h[8:12]}"
        p = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(epoch / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{epoch % 1000:03d}Z"
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = ("---\n" f"id: {stem}\n" f"category: {cat}\n" f"created: {iso}\n" f"updated: {iso}\n"
              "source: extraction\n" f"confidence: {conf}\n" f"confidenceTier: {tier}\n" "tags:\n"
              + "".join(f"  - {t}\n" for t in tags) + "status: active\n---\n\n")
        files[p] = fm + fill(body.strip("\n") + "\n", p, where)
    missing = set(CLAIMS) - set(where)
    if missing:
        raise SystemExit(f"claims never placed: {sorted(missing)}")
    for p, text in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, c1, c2, note in PAIRS:
        (pa, ca), (pb, cb) = sorted([(where[c1], CLAIMS[c1]), (where[c2], CLAIMS[c2])])
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(BASE, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
