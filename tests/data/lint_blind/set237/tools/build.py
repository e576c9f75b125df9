#!/usr/bin/env python3
"""Regenerate set237/store/ and set237/labels.yaml from content.py and pairs.py."""
import calendar
import hashlib
import json
import re
import shutil
import sys
from datetime import datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
SET = HERE.parent
STORE = SET / "store"
sys.path.insert(0, str(HERE))

import content  # noqa: E402
import pairs as pairs_mod  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ (.*)$")
ERRORS = []


def err(msg):
    ERRORS.append(msg)


def h(s, n=8):
    return hashlib.md5(s.encode("utf-8")).hexdigest()[:n]


def process_body(path, body, claims):
    """Strip claim markers, record claims; return the final body text."""
    out = []
    fence = False
    for line in body.split("\n"):
        if line.lstrip().startswith("```"):
            fence = not fence
        m = MARK.match(line)
        if m:
            cid, text = m.group(1), m.group(2)
            if fence:
                err(f"{path}: claim {cid} inside a code fence")
            if cid in claims:
                err(f"claim {cid} placed twice ({claims[cid][0]} and {path})")
            claims[cid] = (path, text)
            out.append(text)
        else:
            if "@" in line and re.search(r"@[A-Za-z]+\d+[xy]@", line):
                err(f"{path}: stray marker in line {line!r}")
            out.append(line)
    return "\n".join(out)


def yaml_str(s):
    return json.dumps(s, ensure_ascii=False)


def main():
    if STORE.exists():
        shutil.rmtree(STORE)
    STORE.mkdir(parents=True)
    claims = {}
    files = {}

    # ---- root memories
    for r in content.ROOT:
        path = r["file"]
        body = process_body(path, r["body"], claims)
        fm = (f"---\nname: {r['name']}\ndescription: {r['description']}\n"
              f"type: {r['type']}\n---\n\n")
        files[path] = fm + body.rstrip("\n") + "\n"

    # ---- MEMORY.md
    sections = [("user", "User"), ("feedback", "Feedback"), ("project", "Projects"), ("reference", "Reference")]
    lines = ["# Memory index", "",
             "Memories for the sailing school's apps and operations. One line per file; open the file for detail.", ""]
    for t, heading in sections:
        lines.append(f"## {heading}")
        for r in sorted(content.ROOT, key=lambda r: r["file"]):
            if r["type"] == t:
                lines.append(f"- [{r['title']}]({r['file']}) — {r['hook']}")
        lines.append("")
    files["MEMORY.md"] = "\n".join(lines).rstrip("\n") + "\n"

    # ---- remnic facts
    seen_ids = set()
    for date, cat, tags, body in content.FACTS:
        seed = h(body, 32)
        hour = 7 + int(seed[0:2], 16) % 14
        minute = int(seed[2:4], 16) % 60
        sec = int(seed[4:6], 16) % 60
        dt = datetime.strptime(f"{date} {hour:02d}:{minute:02d}:{sec:02d}", "%Y-%m-%d %H:%M:%S")
        ms = calendar.timegm(dt.timetuple()) * 1000 + int(seed[6:9], 16) % 1000
        hex4 = seed[10:14]
        fid = f"{cat}-{ms}-{hex4}"
        if fid in seen_ids:
            err(f"duplicate fact id {fid}")
        seen_ids.add(fid)
        iso = dt.strftime("%Y-%m-%dT%H:%M:%S") + f".{ms % 1000:03d}Z"
        conf = 0.80 + (int(seed[14:16], 16) % 18) / 100
        path = f"facts/{date}/{fid}.md"
        text = process_body(path, body, claims)
        fm = ["---", f"id: {fid}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
              "source: extraction", f"confidence: {conf:.2f}", "confidenceTier: explicit", "tags:"]
        fm += [f"  - {t}" for t in tags]
        fm += ["status: active", "---", ""]
        files[path] = "\n".join(fm) + "\n" + text.rstrip("\n") + "\n"

    # ---- auto notes
    for a in content.AUTO:
        path = f"auto/{a['slug']}.md"
        body = process_body(path, a["body"], claims)
        fm = (f"---\ntitle: {a['title']}\ncreated: {a['created']}\n"
              f"tags: [{', '.join(a['tags'])}]\n---\n\n")
        files[path] = fm + body.rstrip("\n") + "\n"

    for path, text in files.items():
        p = STORE / path
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")

    # ---- pairs
    used = set()
    seen_files = {}
    out_pairs = []
    for pid, cls, x, y, slot, vx, vy in pairs_mod.PAIRS:
        for c in (x, y):
            if c not in claims:
                err(f"{pid}: claim {c} not placed")
        if x not in claims or y not in claims:
            continue
        used.update((x, y))
        (px, tx), (py, ty) = claims[x], claims[y]
        if px == py:
            err(f"{pid}: both claims in {px}")
            continue
        if px < py:
            a, ca, va, b, cb, vb = px, tx, vx, py, ty, vy
        else:
            a, ca, va, b, cb, vb = py, ty, vy, px, tx, vx
        if (a, b) in seen_files:
            err(f"{pid}: file pair ({a}, {b}) already used by {seen_files[(a, b)]}")
        seen_files[(a, b)] = pid
        label = "contradiction" if cls in pairs_mod.CONTRADICTION else "non_contradiction"
        out_pairs.append(dict(a=a, b=b, label=label, cls=cls, claim_a=ca, claim_b=cb,
                              note=f"{pid}: {slot}: {vb} vs {va}"))
    unused = sorted(set(claims) - used)
    if unused:
        err(f"unused claim markers: {unused}")

    y = ["now: 2026-11-28", "pairs:"]
    for p in out_pairs:
        y += [f"  - a: {p['a']}", f"    b: {p['b']}", f"    label: {p['label']}",
              f"    class: {p['cls']}", f"    claim_a: {yaml_str(p['claim_a'])}",
              f"    claim_b: {yaml_str(p['claim_b'])}", f"    note: {yaml_str(p['note'])}"]
    (SET / "labels.yaml").write_text("\n".join(y) + "\n", encoding="utf-8")

    if ERRORS:
        for e in ERRORS:
            print("ERROR:", e)
        sys.exit(1)
    print(f"built {len(files)} files, {len(claims)} claims, {len(out_pairs)} pairs")


if __name__ == "__main__":
    main()
