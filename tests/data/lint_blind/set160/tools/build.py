#!/usr/bin/env python3
"""Regenerate ../store/ and ../labels.yaml from claims.py and content_*.py."""
import hashlib, json, re, shutil, sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from claims import C, PAIRS
from content_root import ROOT
from content_facts import FACTS
from content_auto import AUTO

OUT = HERE.parent
STORE = OUT / "store"
MARK = re.compile(r"@@([A-Za-z0-9]+)@@")


def q(s):
    return json.dumps(s, ensure_ascii=False)


def main():
    files = {}  # relpath -> (header, body with markers)
    for d in ROOT:
        desc = d["description"] if d["flat"] else q(d["description"])
        head = f"---\nname: {d['name']}\ndescription: {desc}\ntype: {d['type']}\n---\n\n"
        files[d["file"]] = (head, d["body"])
    # remnic facts
    for i, (date, cat, conf, tags, body) in enumerate(FACTS):
        h = int(hashlib.sha1(f"{date}{i}{body}".encode()).hexdigest(), 16)
        dt = datetime.fromisoformat(date).replace(tzinfo=timezone.utc)
        secs = 7 * 3600 + h % (13 * 3600)
        ms = int(dt.timestamp() * 1000) + secs * 1000 + (h >> 20) % 1000
        hex4 = f"{(h >> 40) & 0xFFFF:04x}"
        stem = f"{cat}-{ms}-{hex4}"
        iso = datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        tier = "explicit" if conf >= 0.9 else "implied"
        head = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
                f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags)
                + "status: active\n---\n\n")
        files[f"facts/{date}/{stem}.md"] = (head, body.strip("\n") + "\n")
    for slug, title, created, tags, body in AUTO:
        head = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[f"auto/{slug}.md"] = (head, body.strip("\n") + "\n")
    # MEMORY.md
    mem = ["# Memory Index", ""]
    for d in sorted(ROOT, key=lambda d: d["file"]):
        mem.append(f"- [{d['title']}]({d['file']}) — {d['hook']}")
    files["MEMORY.md"] = ("", "\n".join(mem) + "\n")

    # place claims
    where = {}
    rendered = {}
    for path, (head, body) in files.items():
        for m in MARK.finditer(body):
            cid = m.group(1)
            if cid not in C:
                sys.exit(f"unknown claim {cid} in {path}")
            if cid in where:
                sys.exit(f"claim {cid} placed twice: {where[cid]} and {path}")
            where[cid] = path
        rendered[path] = head + MARK.sub(lambda m: C[m.group(1)], body)
    missing = set(C) - set(where)
    if missing:
        sys.exit(f"claims not placed: {sorted(missing)}")

    if STORE.exists():
        shutil.rmtree(STORE)
    for path, text in rendered.items():
        p = STORE / path
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")

    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, c1, c2, note in PAIRS:
        (pa, ca), (pb, cb) = sorted([(where[c1], C[c1]), (where[c2], C[c2])])
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    (OUT / "labels.yaml").write_text("\n".join(out) + "\n", encoding="utf-8")
    print(f"wrote {len(rendered)} files and {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
