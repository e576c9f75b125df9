#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set114 from claims.py + content_*.py."""
import datetime as dt
import hashlib
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, PAIRS                # noqa: E402
from content_root import ROOT, FLAT        # noqa: E402
from content_auto import AUTO              # noqa: E402
from content_facts import FACTS            # noqa: E402

SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
MARK = re.compile(r"@@([A-Za-z0-9]+)@@")


def q(s):
    return json.dumps(s, ensure_ascii=False)


def fact_path(date, category, body):
    h = hashlib.sha1(body.encode()).hexdigest()
    base = dt.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=dt.timezone.utc)
    secs = 8 * 3600 + int(h[:6], 16) % (10 * 3600)          # 08:00-18:00 UTC
    when = base + dt.timedelta(seconds=secs, milliseconds=int(h[6:9], 16) % 1000)
    epoch = int(when.timestamp() * 1000)
    stem = f"{category}-{epoch}-{h[-4:]}"
    return f"facts/{date}/{stem}.md", stem, when


def main():
    files = {}   # rel path -> text
    # root
    for path, (name, desc, typ, title, hook, body) in ROOT.items():
        d = desc if path in FLAT else q(desc) if ": " in desc else desc
        files[path] = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n" + body.lstrip("\n")
    # MEMORY.md
    order = ["user", "feedback", "project", "reference"]
    heads = {"user": "User", "feedback": "Feedback", "project": "Project", "reference": "Reference"}
    mem = ["# Memory Index", ""]
    for t in order:
        mem.append(f"## {heads[t]}")
        mem.append("")
        for path in sorted(ROOT):
            name, desc, typ, title, hook, body = ROOT[path]
            if typ == t:
                mem.append(f"- [{title}]({path}) — {hook}")
        mem.append("")
    files["MEMORY.md"] = "\n".join(mem)
    # auto
    for slug, (title, created, tags, body) in AUTO.items():
        fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n"
        files[f"auto/{slug}.md"] = fm + body.lstrip("\n")
    # facts
    for date, cat, tags, conf, body in FACTS:
        path, stem, when = fact_path(date, cat, body)
        iso = when.strftime("%Y-%m-%dT%H:%M:%S.") + f"{when.microsecond // 1000:03d}Z"
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags)
              + "status: active\n---\n\n")
        assert path not in files, path
        files[path] = fm + body.strip("\n") + "\n"

    # place claims: marker -> (file, full line)
    where = {}
    for path, text in list(files.items()):
        out = []
        for line in text.split("\n"):
            ids = MARK.findall(line)
            if ids:
                assert len(ids) == 1, (path, line)
                cid = ids[0]
                assert cid in C, cid
                assert cid not in where, ("claim placed twice", cid)
                line = MARK.sub(lambda m: C[m.group(1)], line)
                where[cid] = (path, line)
            out.append(line)
        files[path] = "\n".join(out)
    missing = [c for c in C if c not in where]
    assert not missing, ("claims not placed", missing)

    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text if text.endswith("\n") else text + "\n")

    lines = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, c1, c2, note in PAIRS:
        (p1, l1), (p2, l2) = where[c1], where[c2]
        if p2 < p1:
            (p1, l1), (p2, l2) = (p2, l2), (p1, l1)
        lines += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {q(l1)}", f"    claim_b: {q(l2)}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(SET, "labels.yaml"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
