#!/usr/bin/env python3
"""Regenerate set253/store/ and set253/labels.yaml from content.py and pairs.py."""
import datetime as dt
import hashlib
import json
import re
import shutil
import sys
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
SET = TOOLS.parent
STORE = SET / "store"
sys.path.insert(0, str(TOOLS))

import content  # noqa: E402
import pairs as pairs_mod  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ (.*)$")
NOW = "2026-11-28"
errors = []


def err(msg):
    errors.append(msg)


def strip_markers(path, body, claims):
    out = []
    fence = False
    for line in body.split("\n"):
        if line.startswith("```"):
            fence = not fence
        m = MARK.match(line)
        if m:
            cid, text = m.group(1), m.group(2)
            if fence:
                err(f"{path}: claim {cid} inside a code fence")
            if cid in claims:
                err(f"claim id {cid} placed twice ({claims[cid][0]} and {path})")
            claims[cid] = (path, text)
            out.append(text)
        else:
            if "@" in line and re.match(r"^@[A-Za-z0-9]+@", line):
                err(f"{path}: malformed marker: {line!r}")
            out.append(line)
    return "\n".join(out)


def build():
    if STORE.exists():
        shutil.rmtree(STORE)
    STORE.mkdir(parents=True)
    claims = {}
    files = {}

    # ---- root auto-memory ----
    index = ["# Memory Index", ""]
    for fn, spec in content.ROOT.items():
        fm = ["---", f"name: {spec['name']}", f"description: {spec['description']}", f"type: {spec['type']}", "---", "", ""]
        body = strip_markers(fn, spec["body"], claims)
        files[fn] = "\n".join(fm) + body
        index.append(f"- [{spec['title']}]({fn}) — {spec['hook']}")
    files["MEMORY.md"] = "\n".join(index) + "\n"

    # ---- remnic facts ----
    seen_ids = set()
    for when, cat, conf, tags, body in content.FACTS:
        t = dt.datetime.fromisoformat(when).replace(tzinfo=dt.timezone.utc)
        ms = int(t.timestamp() * 1000)
        plain = MARK.sub(lambda m: m.group(2), body)
        hx = hashlib.md5(plain.encode()).hexdigest()[:4]
        fid = f"{cat}-{ms}-{hx}"
        if fid in seen_ids:
            err(f"duplicate fact id {fid}")
        seen_ids.add(fid)
        path = f"facts/{t.date().isoformat()}/{fid}.md"
        iso = t.strftime("%Y-%m-%dT%H:%M:%S.000Z")
        fm = ["---", f"id: {fid}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
              "source: extraction", f"confidence: {conf}", "confidenceTier: explicit", "tags:"]
        fm += [f"  - {tg}" for tg in tags]
        fm += ["status: active", "---", "", ""]
        text = strip_markers(path, body.strip() + "\n", claims)
        files[path] = "\n".join(fm) + text

    # ---- free notes ----
    for slug, spec in content.AUTO.items():
        path = f"auto/{slug}.md"
        fm = ["---", f"title: {json.dumps(spec['title'], ensure_ascii=False)}", f"created: {spec['created']}",
              f"tags: [{', '.join(spec['tags'])}]", "---", "", ""]
        files[path] = "\n".join(fm) + strip_markers(path, spec["body"], claims)

    for path, text in files.items():
        p = STORE / path
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")

    # ---- pairs ----
    used = set()
    seen_ab = {}
    out_pairs = []
    for row in pairs_mod.PAIRS:
        pid, cls, c1, c2 = row[:4]
        for c in (c1, c2):
            if c not in claims:
                err(f"{pid}: claim {c} not placed")
        if c1 not in claims or c2 not in claims:
            continue
        used.update((c1, c2))
        (p1, t1), (p2, t2) = claims[c1], claims[c2]
        if p1 == p2:
            err(f"{pid}: both claims in {p1}")
            continue
        if p1 > p2:
            (c1, p1, t1), (c2, p2, t2) = (c2, p2, t2), (c1, p1, t1)
        key = (p1, p2)
        if key in seen_ab:
            err(f"{pid}: file pair already used by {seen_ab[key]}: {key}")
        seen_ab[key] = pid
        if cls in pairs_mod.CONTRADICTION_CLASSES:
            slot, vals = row[4], row[5]
            note = f"{pid}: {slot}: {vals[c2]} vs {vals[c1]}"
            label = "contradiction"
        else:
            note = f"{pid}: {row[4]}"
            label = "non_contradiction"
        out_pairs.append(dict(a=p1, b=p2, label=label, cls=cls, claim_a=t1, claim_b=t2, note=note))
    for c in claims:
        if c not in used:
            err(f"claim {c} ({claims[c][0]}) is not used by any pair")

    lines = [f"now: {NOW}", "pairs:"]
    q = lambda s: json.dumps(s, ensure_ascii=False)  # JSON strings are valid YAML double-quoted scalars
    for pr in out_pairs:
        lines += [f"  - a: {pr['a']}", f"    b: {pr['b']}", f"    label: {pr['label']}", f"    class: {pr['cls']}",
                  f"    claim_a: {q(pr['claim_a'])}", f"    claim_b: {q(pr['claim_b'])}", f"    note: {q(pr['note'])}"]
    (SET / "labels.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")

    if errors:
        print("BUILD ERRORS:")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print(f"built {len(files)} files, {len(claims)} claims, {len(out_pairs)} pairs")


if __name__ == "__main__":
    build()
