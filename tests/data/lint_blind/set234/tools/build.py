#!/usr/bin/env python3
"""Regenerate set234/store/ and set234/labels.yaml from content.py and pairs.py."""
import os
import re
import shutil
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import content  # noqa: E402
from pairs import PAIRS, CONTRADICTION, NON_CONTRADICTION  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ (.*)$")


def fail(msg):
    print("BUILD ERROR: " + msg, file=sys.stderr)
    sys.exit(1)


def memory_md():
    order = ["user", "feedback", "project", "reference"]
    heads = {"user": "People", "feedback": "Feedback", "project": "Projects", "reference": "Reference"}
    out = ["# Memory Index", ""]
    for t in order:
        rows = [r for r in content.ROOT_INDEX if r[0] == t]
        if not rows:
            continue
        out.append("## " + heads[t])
        for _, title, fname, hook in rows:
            out.append("- [%s](%s) — %s" % (title, fname, hook))
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def main():
    claims = {}
    files = {}
    for path, text in content.FILES.items():
        lines = []
        for ln in text.split("\n"):
            m = MARK.match(ln)
            if m:
                cid, rest = m.group(1), m.group(2)
                if cid in claims:
                    fail("claim id %s placed twice (%s, %s)" % (cid, claims[cid][0], path))
                claims[cid] = (path, rest)
                lines.append(rest)
            else:
                if "@" in ln and re.search(r"@[A-Za-z0-9]+@", ln):
                    fail("malformed marker in %s: %r" % (path, ln))
                lines.append(ln)
        files[path] = "\n".join(lines)
    files["MEMORY.md"] = memory_md()

    used = set()
    seen_ids = set()
    seen_filepairs = {}
    out_pairs = []
    for pid, cls, c1, c2, slot, v1, v2 in PAIRS:
        if pid in seen_ids:
            fail("duplicate pair id " + pid)
        seen_ids.add(pid)
        for c in (c1, c2):
            if c not in claims:
                fail("pair %s uses unknown claim %s" % (pid, c))
            used.add(c)
        p1, l1 = claims[c1]
        p2, l2 = claims[c2]
        if p1 == p2:
            fail("pair %s has both claims in %s" % (pid, p1))
        if p1 < p2:
            a, la, va, b, lb, vb = p1, l1, v1, p2, l2, v2
        else:
            a, la, va, b, lb, vb = p2, l2, v2, p1, l1, v1
        if (a, b) in seen_filepairs:
            fail("pairs %s and %s share the file pair %s / %s" % (seen_filepairs[(a, b)], pid, a, b))
        seen_filepairs[(a, b)] = pid
        if cls in CONTRADICTION:
            label = "contradiction"
        elif cls in NON_CONTRADICTION:
            label = "non_contradiction"
        else:
            fail("unknown class %s" % cls)
        out_pairs.append({
            "a": a, "b": b, "label": label, "class": cls,
            "claim_a": la, "claim_b": lb,
            "note": "%s: %s: %s vs %s" % (pid, slot, vb, va),
        })
    unused = sorted(set(claims) - used)
    if unused:
        fail("unused claim markers: " + ", ".join(unused))

    store = os.path.join(SET, "store")
    if os.path.isdir(store):
        shutil.rmtree(store)
    for path, text in files.items():
        full = os.path.join(store, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(text)

    class Dumper(yaml.SafeDumper):
        pass

    def str_rep(dumper, data):
        style = '"' if data and (" " in data or ":" in data or "#" in data or data[0] in "-|>*&!%@`[]{},'\"") else None
        return dumper.represent_scalar("tag:yaml.org,2002:str", data, style=style)

    Dumper.add_representer(str, str_rep)
    import datetime
    doc = {"now": datetime.date(2026, 11, 28), "pairs": out_pairs}
    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as fh:
        yaml.dump(doc, fh, Dumper=Dumper, sort_keys=False, allow_unicode=True, width=10000)
    print("built %d files, %d claims, %d pairs" % (len(files), len(claims), len(out_pairs)))


if __name__ == "__main__":
    main()
