#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from claims.py and content_*.py."""
import hashlib, os, re, shutil, sys, json
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, CLASSES, NOTES
from content_root import ROOT, FLAT_DESCRIPTIONS
from content_facts import FACTS
from content_auto import AUTO

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^@@([A-Z]+\d+[ab])@@$")

def fill(body, path, where):
    out = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line.strip())
        if m:
            cid = m.group(1)
            if cid in where:
                sys.exit(f"claim {cid} placed twice")
            where[cid] = path
            out.append(CLAIMS[cid])
        else:
            out.append(line)
    return "\n".join(out) + "\n"

def yq(s):
    return json.dumps(s, ensure_ascii=False)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    where = {}
    files = {}
    index = []
    for fn, name, desc, typ, title, hook, body in ROOT:
        d = desc if fn in FLAT_DESCRIPTIONS else (yq(desc) if ": " in desc else desc)
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        files[fn] = fm + fill(body, fn, where)
        index.append((typ, title, fn, hook))
    order = {"user": 0, "feedback": 1, "project": 2, "reference": 3}
    lines = ["# Memory index", ""]
    for sec in ["user", "feedback", "project", "reference"]:
        lines.append(f"## {sec.capitalize()}")
        lines.append("")
        for typ, title, fn, hook in index:
            if typ == sec:
                lines.append(f"- [{title}]({fn}) — {hook}")
        lines.append("")
    files["MEMORY.md"] = "\n".join(lines)
    for date, cat, tags, conf, body in FACTS:
        h = hashlib.sha1((date + body).encode()).hexdigest()
        day = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        off = 8 * 3600_000 + int(h[:8], 16) % (11 * 3600_000)
        ms = int(day.timestamp() * 1000) + off
        stem = f"{cat}-{ms}-{h[-4:]}"
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        path = f"facts/{date}/{stem}.md"
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        files[path] = fm + fill(body, path, where)
    for slug, title, created, tags, body in AUTO:
        path = f"auto/{slug}.md"
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[path] = fm + f"# {title}\n\n" + fill(body, path, where)
    missing = set(CLAIMS) - set(where)
    if missing:
        sys.exit(f"claims not placed: {sorted(missing)}")
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    # labels
    def key(pid):
        m = re.match(r"([A-Z]+)(\d+)", pid); return (list(CLASSES).index(m.group(1)), int(m.group(2)))
    out = ["now: 2026-11-28", "pairs:"]
    for pid in sorted(NOTES, key=key):
        cls = re.match(r"[A-Z]+", pid).group(0)
        label, klass = CLASSES[cls]
        pa, pb = where[pid + "a"], where[pid + "b"]
        ca, cb = CLAIMS[pid + "a"].split("\n")[0], CLAIMS[pid + "b"].split("\n")[0]
        if pb < pa:
            pa, pb, ca, cb = pb, pa, cb, ca
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {klass}",
                f"    claim_a: {yq(ca)}", f"    claim_b: {yq(cb)}", f"    note: {yq(pid + ': ' + NOTES[pid])}"]
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(NOTES)} pairs")

if __name__ == "__main__":
    main()
