#!/usr/bin/env python3
"""Regenerate set222/store/ and set222/labels.yaml from content.py and pairs.py."""
import datetime as dt
import hashlib
import json
import re
import shutil
import sys
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
SET = TOOLS.parent
sys.path.insert(0, str(TOOLS))
import content  # noqa: E402
import pairs as pairs_mod  # noqa: E402

STORE = SET / "store"
MARK = re.compile(r"^@([A-Za-z0-9]+)@ (.*)$")
NOW = "2026-11-28"

errors = []
claims = {}  # claim id -> (relpath, line)


def strip_markers(relpath, body):
    out = []
    in_fence = False
    for line in body.split("\n"):
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
        m = MARK.match(line)
        if m:
            cid, text = m.group(1), m.group(2)
            if in_fence:
                errors.append(f"{relpath}: marker {cid} inside a code fence")
            if cid in claims:
                errors.append(f"claim id {cid} placed twice ({claims[cid][0]} and {relpath})")
            claims[cid] = (relpath, text)
            out.append(text)
        else:
            if "@" in line and re.search(r"@[A-Z]+[0-9]+[ab]@", line):
                errors.append(f"{relpath}: malformed marker in line {line!r}")
            out.append(line)
    return "\n".join(out)


def fact_meta(f):
    t = dt.datetime.strptime(f["date"] + " " + f["time"], "%Y-%m-%d %H:%M:%S").replace(tzinfo=dt.timezone.utc)
    epoch = int(t.timestamp() * 1000)
    hex4 = hashlib.md5(f["body"].encode()).hexdigest()[:4]
    fid = f"{f['category']}-{epoch}-{hex4}"
    iso = t.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    return fid, iso


def main():
    if STORE.exists():
        shutil.rmtree(STORE)
    STORE.mkdir()
    files = {}

    # root
    for r in content.ROOT:
        rel = r["file"]
        fm = ["---", f"name: {r['name']}", f"description: {r['description']}", f"type: {r['type']}"]
        if r.get("session"):
            fm.append(f"originSessionId: {r['session']}")
        fm.append("---")
        files[rel] = "\n".join(fm) + "\n\n" + strip_markers(rel, r["body"])
    # MEMORY.md
    idx = ["# Memory index", ""]
    groups = [("user", "## About the people"), ("feedback", "## How to work"),
              ("project", "## Projects"), ("reference", "## Reference")]
    for typ, head in groups:
        idx.append(head)
        for r in content.ROOT:
            if r["type"] == typ:
                idx.append(f"- [{r['title']}]({r['file']}) — {r['hook']}")
        idx.append("")
    files["MEMORY.md"] = "\n".join(idx)
    # auto
    for a in content.AUTO:
        rel = f"auto/{a['slug']}.md"
        fm = ["---", f"title: {a['title']}", f"created: {a['created']}",
              "tags: [" + ", ".join(a["tags"]) + "]", "---"]
        files[rel] = "\n".join(fm) + "\n\n" + strip_markers(rel, a["body"])
    # facts
    for f in content.FACTS:
        fid, iso = fact_meta(f)
        rel = f"facts/{f['date']}/{fid}.md"
        fm = ["---", f"id: {fid}", f"category: {f['category']}", f"created: {iso}", f"updated: {iso}",
              "source: extraction", f"confidence: {f['confidence']}", "confidenceTier: explicit", "tags:"]
        fm += [f"  - {t}" for t in f["tags"]]
        fm += ["status: active", "---"]
        if rel in files:
            errors.append(f"duplicate fact path {rel}")
        files[rel] = "\n".join(fm) + "\n\n" + strip_markers(rel, f["body"])

    for rel, text in files.items():
        p = STORE / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text if text.endswith("\n") else text + "\n", encoding="utf-8")

    # labels
    used = set()
    seen_pairs = {}
    out = [f"now: {NOW}", "pairs:"]
    for pid, cls, c1, c2, note in pairs_mod.PAIRS:
        for c in (c1, c2):
            if c not in claims:
                errors.append(f"{pid}: claim id {c} not placed in content")
        if c1 not in claims or c2 not in claims:
            continue
        used.update((c1, c2))
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        if p1 == p2:
            errors.append(f"{pid}: both claims in the same file {p1}")
            continue
        if p2 < p1:
            (c1, p1, l1), (c2, p2, l2) = (c2, p2, l2), (c1, p1, l1)
        key = (p1, p2)
        if key in seen_pairs:
            errors.append(f"{pid}: file pair {key} already used by {seen_pairs[key]}")
        seen_pairs[key] = pid
        if isinstance(note, tuple):
            slot, vals = note
            note = f"{pid}: {slot}: {vals[c2]} vs {vals[c1]}"
        label = "contradiction" if cls in pairs_mod.CONTRADICTION else "non_contradiction"
        out += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {json.dumps(l1, ensure_ascii=False)}",
                f"    claim_b: {json.dumps(l2, ensure_ascii=False)}",
                f"    note: {json.dumps(note, ensure_ascii=False)}"]
    unused = sorted(set(claims) - used)
    if unused:
        errors.append(f"unused claim markers: {unused}")
    (SET / "labels.yaml").write_text("\n".join(out) + "\n", encoding="utf-8")

    if errors:
        print("BUILD ERRORS:")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    n = {k: sum(1 for f in files if (f.startswith(k + "/") if k != "root" else "/" not in f))
         for k in ("root", "facts", "auto")}
    print(f"built {len(files)} files ({n}), {len(pairs_mod.PAIRS)} pairs, {len(claims)} claim lines")


if __name__ == "__main__":
    main()
