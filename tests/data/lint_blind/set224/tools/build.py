#!/usr/bin/env python3
"""Regenerate set224/store/ and set224/labels.yaml from content.py + pairs.py."""
import calendar
import hashlib
import json
import os
import re
import shutil
import sys
from datetime import datetime

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
sys.path.insert(0, HERE)

import content  # noqa: E402
import pairs as pairs_mod  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ (.*)$")
NEEDS_QUOTE = re.compile(r"(: )|( #)|^[\[\]{}>|*&!%@`'\"-]|:$")


class BuildError(Exception):
    pass


def yaml_scalar(s):
    return json.dumps(s, ensure_ascii=False) if NEEDS_QUOTE.search(s) else s


def strip_markers(path, body, claims):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid, text = m.group(1), m.group(2)
            if cid in claims:
                raise BuildError(f"claim {cid} placed twice ({claims[cid][0]} and {path})")
            claims[cid] = (path, text)
            line = text
        elif "@" in line and re.search(r"@[A-Za-z0-9]+@", line):
            raise BuildError(f"stray marker in {path}: {line!r}")
        out.append(line)
    return "\n".join(out)


def fact_meta(f):
    dt = datetime.strptime(f["date"] + " " + f["time"], "%Y-%m-%d %H:%M:%S")
    epoch_ms = calendar.timegm(dt.timetuple()) * 1000
    plain = MARK.sub(lambda m: m.group(2), f["body"])
    hex4 = hashlib.sha1(plain.encode()).hexdigest()[:4]
    stem = f"{f['category']}-{epoch_ms}-{hex4}"
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    return stem, iso


def main():
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    claims = {}
    files = {}

    # layout 1: root auto-memory
    for r in content.ROOT:
        fn = r["file"]
        desc = r["description"]
        if fn in content.FLAT:
            if ": " not in desc:
                raise BuildError(f"{fn} is FLAT but its description has no ': '")
            desc_out = desc
        else:
            desc_out = yaml_scalar(desc)
        fm = f"---\nname: {r['name']}\ndescription: {desc_out}\ntype: {r['type']}\n---\n"
        body = strip_markers(fn, r["body"], claims)
        files[fn] = fm + body.rstrip("\n") + "\n"
    missing_flat = content.FLAT - {r["file"] for r in content.ROOT}
    if missing_flat:
        raise BuildError(f"FLAT names unknown files: {missing_flat}")

    # MEMORY.md
    lines = ["# Memory index", ""]
    for r in content.ROOT:
        if re.search(r"\d", r["hook"]):
            raise BuildError(f"hook for {r['file']} carries a digit")
        lines.append(f"- [{r['title']}]({r['file']}) — {r['hook']}")
    files["MEMORY.md"] = "\n".join(lines) + "\n"

    # layout 2: remnic facts
    for f in content.FACTS:
        stem, iso = fact_meta(f)
        path = f"facts/{f['date']}/{stem}.md"
        if path in files:
            raise BuildError(f"duplicate fact path {path}")
        tags = "".join(f"  - {t}\n" for t in f["tags"])
        fm = (f"---\nid: {stem}\ncategory: {f['category']}\ncreated: {iso}\nupdated: {iso}\n"
              f"source: extraction\nconfidence: {f['confidence']}\nconfidenceTier: explicit\n"
              f"tags:\n{tags}status: active\n---\n\n")
        body = strip_markers(path, f["body"], claims)
        files[path] = fm + body.strip("\n") + "\n"

    # layout 3: free notes
    for a in content.AUTO:
        path = f"auto/{a['slug']}.md"
        if path in files:
            raise BuildError(f"duplicate auto path {path}")
        fm = (f"---\ntitle: {yaml_scalar(a['title'])}\ncreated: {a['created']}\n"
              f"tags: [{', '.join(a['tags'])}]\n---\n")
        body = strip_markers(path, a["body"], claims)
        files[path] = fm + body.rstrip("\n") + "\n"

    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(text)

    # pairs
    used = set()
    seen_files = set()
    out = ["now: 2026-11-28", "pairs:"]
    for pid, cls, cx, cy, slot, vx, vy in pairs_mod.PAIRS:
        for c in (cx, cy):
            if c not in claims:
                raise BuildError(f"{pid}: unknown claim {c}")
        used.update((cx, cy))
        (px, tx), (py, ty) = claims[cx], claims[cy]
        if px == py:
            raise BuildError(f"{pid}: both claims in {px}")
        if px < py:
            a, ta, va, b, tb, vb = px, tx, vx, py, ty, vy
        else:
            a, ta, va, b, tb, vb = py, ty, vy, px, tx, vx
        if (a, b) in seen_files:
            raise BuildError(f"{pid}: file pair {a} / {b} already used")
        seen_files.add((a, b))
        label = "contradiction" if cls in pairs_mod.CONTRADICTION else "non_contradiction"
        note = f"{pid}: {slot}: {vb} vs {va}"
        out += [f"  - a: {a}", f"    b: {b}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {json.dumps(ta, ensure_ascii=False)}",
                f"    claim_b: {json.dumps(tb, ensure_ascii=False)}",
                f"    note: {json.dumps(note, ensure_ascii=False)}"]
    unused = set(claims) - used
    if unused:
        raise BuildError(f"unused claim markers: {sorted(unused)}")
    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(out) + "\n")

    n_root = sum(1 for p in files if "/" not in p)
    n_facts = sum(1 for p in files if p.startswith("facts/"))
    n_auto = sum(1 for p in files if p.startswith("auto/"))
    print(f"built {len(files)} files (root {n_root} incl. MEMORY.md, facts {n_facts}, auto {n_auto}); "
          f"{len(pairs_mod.PAIRS)} pairs, {len(claims)} claim lines")


if __name__ == "__main__":
    try:
        main()
    except BuildError as e:
        print("BUILD ERROR:", e, file=sys.stderr)
        sys.exit(1)
