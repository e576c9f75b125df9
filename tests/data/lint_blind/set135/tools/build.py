#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set135 (Brackenholt Falconry Centre).

Claim lines are written inline in the content tables with a leading {ID} marker
(e.g. "{V1a}- Database: ..."); build strips the marker, records which file holds
the line, and writes labels.yaml from pairs.py.
"""
import hashlib, json, re, shutil, sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from store_root import ROOT, FLAT
from store_auto import AUTO
from store_facts import FACTS
from pairs import PAIRS

OUT = HERE.parent
STORE = OUT / "store"
MARK = re.compile(r"^\{([A-Z]+\d+[ab])\}")
claims = {}  # id -> (relpath, line)


def body_with_claims(rel, body):
    lines = []
    for line in body.rstrip("\n").split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            line = line[m.end():]
            if cid in claims:
                sys.exit(f"claim {cid} placed twice")
            claims[cid] = (rel, line)
        lines.append(line)
    return "\n".join(lines) + "\n"


def q(s):
    return json.dumps(s, ensure_ascii=False)


def write(rel, text):
    p = STORE / rel
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text, encoding="utf-8")


def main():
    if STORE.exists():
        shutil.rmtree(STORE)
    STORE.mkdir()
    # root auto-memory
    index = []
    for fname, d in ROOT.items():
        typ = fname.split("_", 1)[0]
        name = fname[len(typ) + 1:-3].replace("_", "-")
        desc = d["desc"] if fname in FLAT else (q(d["desc"]) if re.search(r"[:#]", d["desc"]) else d["desc"])
        fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n"
        write(fname, fm + body_with_claims(fname, d["body"]))
        index.append(f"- [{d['title']}]({fname}) — {d['hook']}")
    write("MEMORY.md", "\n".join(index) + "\n")
    # remnic facts
    for date, cat, tags, conf, body in FACTS:
        h = hashlib.sha1(body.encode()).hexdigest()
        base = datetime.fromisoformat(date + "T07:30:00+00:00")
        ms = int(base.timestamp() * 1000) + int(h[:8], 16) % (10 * 3600 * 1000)
        stem = f"{cat}-{ms}-{h[-4:]}"
        rel = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        write(rel, fm + body_with_claims(rel, body))
    # free notes
    for slug, d in AUTO.items():
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {q(d['title'])}\ncreated: {d['created']}\ntags: [{', '.join(d['tags'])}]\n---\n\n"
        write(rel, fm + body_with_claims(rel, d["body"]))
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, note in PAIRS:
        (fa, ca), (fb, cb) = claims.pop(pid + "a"), claims.pop(pid + "b")
        if fa == fb:
            sys.exit(f"{pid}: both claims in {fa}")
        if fb < fa:
            (fa, ca), (fb, cb) = (fb, cb), (fa, ca)
        out += [f"  - a: {fa}", f"    b: {fb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    if claims:
        sys.exit(f"claims without a pair: {sorted(claims)}")
    (OUT / "labels.yaml").write_text("\n".join(out) + "\n", encoding="utf-8")
    n = sum(1 for p in STORE.rglob("*.md"))
    print(f"wrote {n} files, {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
