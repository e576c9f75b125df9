#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content_*.py and pairs.py."""
import hashlib, json, re, shutil, sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from pairs import PAIRS

OUT = HERE.parent
STORE = OUT / "store"
MARK = re.compile(r"^@@([A-Za-z0-9]+)@@")

claims = {}  # id -> (path, line)

def strip_markers(path, body):
    out = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            line = line[m.end():]
            if cid in claims:
                sys.exit(f"claim id {cid} placed twice")
            claims[cid] = (path, line)
        out.append(line)
    return "\n".join(out) + "\n"

def write(rel, text):
    p = STORE / rel
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text, encoding="utf-8")

def q(s):
    return json.dumps(s, ensure_ascii=False)

def main():
    if STORE.exists():
        shutil.rmtree(STORE)
    # root
    index = ["# Memory Index", ""]
    for fname in sorted(ROOT):
        r = ROOT[fname]
        desc = r["desc"] if r["flat"] or ": " not in r["desc"] else q(r["desc"])
        fm = f"---\nname: {r['name']}\ndescription: {desc}\ntype: {r['type']}\n---\n\n"
        write(fname, fm + strip_markers(fname, r["body"]))
        index.append(f"- [{r['title']}]({fname}) — {r['hook']}")
    write("MEMORY.md", "\n".join(index) + "\n")
    # auto
    for slug in sorted(AUTO):
        a = AUTO[slug]
        rel = f"auto/{slug}.md"
        tags = "[" + ", ".join(a["tags"]) + "]"
        fm = f"---\ntitle: {q(a['title'])}\ncreated: {a['created']}\ntags: {tags}\n---\n\n"
        write(rel, fm + strip_markers(rel, a["body"]))
    # facts
    seen = set()
    for date, cat, tags, body in FACTS:
        h = hashlib.sha1(body.encode()).hexdigest()
        secs = 8 * 3600 + int(h[:6], 16) % (10 * 3600)
        ms = int(h[6:9], 16) % 1000
        day = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        epoch = int(day.timestamp()) * 1000 + secs * 1000 + ms
        hex4 = h[10:14]
        stem = f"{cat}-{epoch}-{hex4}"
        assert stem not in seen
        seen.add(stem)
        rel = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(epoch / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{epoch % 1000:03d}Z"
        conf = 0.85 + (int(h[14:16], 16) % 15) / 100
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = ("---\n"
              f"id: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\n"
              f"source: extraction\nconfidence: {conf:.2f}\nconfidenceTier: {tier}\ntags:\n"
              + "".join(f"  - {t}\n" for t in tags) + "status: active\n---\n\n")
        write(rel, fm + strip_markers(rel, body))
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, c1, c2, note in PAIRS:
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        if p1 == p2:
            sys.exit(f"{pid}: both claims in {p1}")
        if p2 < p1:
            (p1, l1), (p2, l2) = (p2, l2), (p1, l1)
        out += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(l1)}", f"    claim_b: {q(l2)}", f"    note: {q(pid + ': ' + note)}"]
    (OUT / "labels.yaml").write_text("\n".join(out) + "\n", encoding="utf-8")
    used = {c for p in PAIRS for c in (p[3], p[4])}
    unused = set(claims) - used
    if unused:
        sys.exit(f"placed but unused claim ids: {sorted(unused)}")
    n = sum(1 for _ in STORE.rglob("*.md"))
    print(f"wrote {n} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
