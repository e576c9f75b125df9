#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the content tables (content_*.py, claims.py)."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from claims import PAIRS

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")
MARK = re.compile(r"^@@([A-Z0-9,]+)@@")
FLAT = {"reference_infra.md", "reference_club.md", "reference_people.md", "reference_glossary.md"}

def q(s):
    return json.dumps(s, ensure_ascii=False)

def strip(body, path, claims):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            line = line[m.end():]
            for cid in m.group(1).split(","):
                claims.setdefault(cid, []).append((path, line))
        out.append(line)
    return "\n".join(out)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    files, claims = {}, {}
    # root
    index = []
    for fn, (typ, name, desc, title, body) in ROOT.items():
        d = desc if fn in FLAT else q(desc)
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        files[fn] = fm + strip(body, fn, claims)
        hook = desc.split(": ", 1)[1] if fn in FLAT else desc
        index.append(f"- [{title}]({fn}) — {hook}")
    files["MEMORY.md"] = "# Memory index\n\n" + "\n".join(index) + "\n"
    # auto
    for slug, (title, created, tags, body) in AUTO.items():
        p = f"auto/{slug}.md"
        fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[p] = fm + strip(body, p, claims)
    # remnic facts
    for i, (date, cat, tags, conf, body) in enumerate(FACTS):
        h = int(hashlib.sha1(f"{date}{i}{body}".encode()).hexdigest(), 16)
        dt = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        ms = int(dt.timestamp() * 1000) + 8 * 3600 * 1000 + h % (10 * 3600 * 1000)
        hex4 = f"{(h >> 40) & 0xffff:04x}"
        stem = f"{cat}-{ms}-{hex4}"
        p = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        tier = "explicit" if conf >= 0.95 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        files[p] = fm + strip(body, p, claims)
    for p, text in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, note in PAIRS:
        locs = claims.get(pid, [])
        if len(locs) != 2 or locs[0][0] == locs[1][0]:
            sys.exit(f"{pid}: expected 2 claim lines in 2 files, got {locs}")
        (pa, ca), (pb, cb) = sorted(locs)
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    unused = set(claims) - {p[0] for p in PAIRS}
    if unused:
        sys.exit(f"markers without a pair: {sorted(unused)}")
    with open(os.path.join(BASE, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
