#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the claim table and the file bodies."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, PAIRS
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^@@([A-Za-z0-9]+)@@$")


def q(s):
    return json.dumps(s, ensure_ascii=False)


def fill(body, path, where):
    lines = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line.strip())
        if m:
            cid = m.group(1)
            if cid in where:
                sys.exit(f"claim {cid} placed twice ({where[cid]}, {path})")
            where[cid] = path
            line = CLAIMS[cid]
        lines.append(line)
    return "\n".join(lines) + "\n"


def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    files, where = {}, {}
    # root auto-memory
    index = []
    for fn, (title, hook, desc, typ, body) in ROOT.items():
        d = desc if fn in FLAT else q(desc)
        slug = fn[:-3].split("_", 1)[1].replace("_", "-")
        fm = f"---\nname: {slug}\ndescription: {d}\ntype: {typ}\n---\n\n"
        files[fn] = fm + fill(body, fn, where)
        index.append(f"- [{title}]({fn}) — {hook}")
    files["MEMORY.md"] = "\n".join(index) + "\n"
    # free notes
    for path, (title, created, tags, body) in AUTO.items():
        fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[path] = fm + fill(body, path, where)
    # remnic
    for date, hms, cat, conf, tags, body in FACTS:
        dt = datetime.fromisoformat(f"{date}T{hms}+00:00")
        ms = int(dt.timestamp() * 1000) + int(hashlib.md5(body.encode()).hexdigest()[:3], 16)
        hex4 = hashlib.sha1(body.encode()).hexdigest()[:4]
        stem = f"{cat}-{ms}-{hex4}"
        path = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags)
              + "status: active\n---\n\n")
        if path in files:
            sys.exit(f"duplicate path {path}")
        files[path] = fm + fill(body, path, where)
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
        (pa, ca), (pb, cb) = sorted([(where[c1], CLAIMS[c1]), (where[c2], CLAIMS[c2])])
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
