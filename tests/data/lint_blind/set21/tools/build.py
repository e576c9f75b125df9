#!/usr/bin/env python3
"""Regenerate set21 store/ and labels.yaml from content_*.py.

Claim lines in the content carry a trailing marker " ⟦ID⟧"; the marker is stripped and the
line becomes claim text of pair ID. Every pair ID must occur on exactly two lines in two files.
"""
import calendar
import os
import random
import re
import shutil
import sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT  # noqa: E402
from content_auto import AUTO  # noqa: E402
from content_facts import FACTS  # noqa: E402
from pairs_meta import META, NOW  # noqa: E402

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")
MARK = re.compile(r" ⟦([A-Z]+\d+)⟧$")


def yaml_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    rnd = random.Random(2121)
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    files = {}  # relpath -> text (with markers)

    index = []
    for fn, name, desc, typ, title, hook, body in ROOT:
        fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n"
        files[fn] = fm + body
        index.append((typ, title, fn, hook))

    for slug, title, created, tags, body in AUTO:
        fm = "---\ntitle: " + yaml_str(title) + f"\ncreated: {created}\ntags: [" + ", ".join(tags) + "]\n---\n\n"
        files[f"auto/{slug}.md"] = fm + body

    used = set()
    for date, cat, tags, body in FACTS:
        y, m, d = map(int, date.split("-"))
        secs = calendar.timegm((y, m, d, 0, 0, 0)) + rnd.randint(7 * 3600, 21 * 3600)
        ms = secs * 1000 + rnd.randint(0, 999)
        hx = "%04x" % rnd.randint(0, 0xFFFF)
        stem = f"{cat}-{ms}-{hx}"
        assert stem not in used
        used.add(stem)
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)
        tag_lines = "".join(f"  - {t}\n" for t in tags)
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: 0.9\nconfidenceTier: explicit\ntags:\n{tag_lines}status: active\n---\n\n")
        files[f"facts/{date}/{stem}.md"] = fm + body.strip("\n") + "\n"

    # MEMORY.md index
    order = ["user", "feedback", "project", "reference"]
    heads = {"user": "## User", "feedback": "## Feedback", "project": "## Projects", "reference": "## Reference"}
    mem = ["# Memory index", ""]
    for t in order:
        mem.append(heads[t])
        for typ, title, fn, hook in index:
            if typ == t:
                mem.append(f"- [{title}]({fn}) — {hook}")
        mem.append("")
    files["MEMORY.md"] = "\n".join(mem)

    # extract markers
    claims = {}
    out = {}
    for rel, text in files.items():
        lines = []
        for ln in text.split("\n"):
            m = MARK.search(ln)
            if m:
                pid = m.group(1)
                ln = ln[: m.start()]
                claims.setdefault(pid, []).append((rel, ln))
            lines.append(ln)
        out[rel] = "\n".join(lines)
        assert "⟦" not in out[rel], rel

    for rel, text in out.items():
        p = os.path.join(STORE, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w") as f:
            f.write(text)

    # labels
    errs = []
    pairs = []
    for pid, (label, cls, note) in META.items():
        c = claims.get(pid, [])
        if len(c) != 2 or c[0][0] == c[1][0]:
            errs.append(f"{pid}: {c}")
            continue
        c = sorted(c)
        pairs.append((pid, c, label, cls, note))
    for pid in claims:
        if pid not in META:
            errs.append(f"marker without meta {pid}")
    if errs:
        print("\n".join(errs))
        sys.exit(1)

    y = [f"now: {NOW}", "pairs:"]
    for pid, c, label, cls, note in pairs:
        (fa, ca), (fb, cb) = c
        y += [f"  - a: {fa}", f"    b: {fb}", f"    label: {label}", f"    class: {cls}",
              f"    claim_a: {yaml_str(ca)}", f"    claim_b: {yaml_str(cb)}", f"    note: {yaml_str(pid + ': ' + note)}"]
    with open(os.path.join(BASE, "labels.yaml"), "w") as f:
        f.write("\n".join(y) + "\n")
    print(f"files: {len(out)}  pairs: {len(pairs)}")


if __name__ == "__main__":
    main()
