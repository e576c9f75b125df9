#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from the content tables and the pair table."""
import hashlib, json, re, shutil, sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from content_root import ROOT
from content_facts import FACTS
from content_auto import AUTO
from claims import PAIRS

OUT = HERE.parent
STORE = OUT / "store"
MARK = re.compile(r"^@@([A-Z]+[0-9]+[ab])@@(.*)$")
FLAT = {"reference_drawreg.md", "reference_planwatch.md", "reference_office_it.md", "reference_glossary.md"}

claims = {}   # id -> (relpath, line text)

def body_lines(rel, body):
    out = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line)
        if m:
            cid, text = m.group(1), m.group(2)
            if cid in claims:
                sys.exit(f"claim {cid} placed twice")
            claims[cid] = (rel, text)
            line = text
        out.append(line)
    return "\n".join(out) + "\n"

def q(s):
    return json.dumps(s, ensure_ascii=False)

def main():
    if STORE.exists():
        shutil.rmtree(STORE)
    STORE.mkdir()
    files = {}
    index = []
    for fname, title, desc, typ, body in ROOT:
        d = desc if fname in FLAT else q(desc)
        slug = fname[:-3].split("_", 1)[1].replace("_", "-")
        fm = f"---\nname: {slug}\ndescription: {d}\ntype: {typ}\n---\n\n"
        files[fname] = fm + body_lines(fname, body)
        hook = desc.split(": ", 1)[1] if fname in FLAT else desc
        index.append((typ, title, fname, hook))
    order = ["user", "feedback", "project", "reference"]
    mem = ["# Memory index", ""]
    for typ in order:
        mem.append(f"## {typ.capitalize()}")
        mem.append("")
        for t, title, fname, hook in index:
            if t == typ:
                mem.append(f"- [{title}]({fname}) — {hook}")
        mem.append("")
    files["MEMORY.md"] = "\n".join(mem)
    for date, hms, cat, tags, body in FACTS:
        dt = datetime.fromisoformat(f"{date}T{hms}+00:00")
        ms = int(dt.timestamp() * 1000) + int(hashlib.md5(body.encode()).hexdigest()[:3], 16) % 1000
        hx = hashlib.sha1(body.encode()).hexdigest()[:4]
        stem = f"{cat}-{ms}-{hx}"
        rel = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")
        tl = "".join(f"  - {t}\n" for t in tags)
        conf = 0.9 if cat == "fact" else 0.85
        tier = "explicit" if cat != "fact" else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n{tl}status: active\n---\n\n")
        files[rel] = fm + body_lines(rel, body)
    for slug, title, created, tags, body in AUTO:
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[rel] = fm + body_lines(rel, body)
    for rel, text in files.items():
        p = STORE / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    used = set()
    for pid, label, cls, c1, c2, note in PAIRS:
        for c in (c1, c2):
            if c in used:
                sys.exit(f"claim {c} used twice")
            used.add(c)
        (p1, t1), (p2, t2) = claims[c1], claims[c2]
        if p1 == p2:
            sys.exit(f"{pid}: both claims in {p1}")
        if p2 < p1:
            (p1, t1), (p2, t2) = (p2, t2), (p1, t1)
        out += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(t1)}", f"    claim_b: {q(t2)}", f"    note: {q(pid + ': ' + note)}"]
    unused = set(claims) - used
    if unused:
        sys.exit(f"claims placed but not in any pair: {sorted(unused)}")
    (OUT / "labels.yaml").write_text("\n".join(out) + "\n", encoding="utf-8")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
