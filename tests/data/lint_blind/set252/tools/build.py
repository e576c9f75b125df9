#!/usr/bin/env python3
"""Regenerate set252/store/ and set252/labels.yaml from content.py and pairs.py."""
import datetime as dt
import hashlib
import json
import re
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SET = HERE.parent
sys.path.insert(0, str(HERE))
import content  # noqa: E402
from pairs import PAIRS, CONTRA  # noqa: E402

STORE = SET / "store"
MARK = re.compile(r"^@([A-Za-z0-9]+)@ ")
NOW = "2026-11-28"
ERRORS = []


def err(msg):
    ERRORS.append(msg)


def session_id(seed):
    h = hashlib.sha1(seed.encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"


def root_text(m):
    fm = ["---", f"name: {m['name']}"]
    if m["flat"]:
        if ": " not in m["desc"]:
            err(f"{m['fname']}: flat description has no ': '")
        fm.append(f"description: {m['desc']}")
    else:
        fm.append("description: " + json.dumps(m["desc"], ensure_ascii=False))
    fm.append(f"type: {m['type']}")
    fm.append(f"originSessionId: {m['session'] or session_id(m['fname'])}")
    fm.append("---")
    return "\n".join(fm) + "\n\n" + m["body"].strip("\n") + "\n"


def fact_path_and_text(f):
    when = dt.datetime.strptime(f["ts"], "%Y-%m-%dT%H:%M:%S").replace(tzinfo=dt.timezone.utc)
    epoch = int(when.timestamp() * 1000)
    plain = MARK.sub("", f["body"])
    hex4 = hashlib.md5(plain.encode()).hexdigest()[:4]
    fid = f"{f['category']}-{epoch}-{hex4}"
    iso = when.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    fm = ["---", f"id: {fid}", f"category: {f['category']}", f"created: {iso}", f"updated: {iso}",
          "source: extraction", f"confidence: {f['conf']}", "confidenceTier: explicit", "tags:"]
    fm += [f"  - {t}" for t in f["tags"]]
    fm += ["status: active", "---"]
    path = f"facts/{when.strftime('%Y-%m-%d')}/{fid}.md"
    return path, "\n".join(fm) + "\n\n" + f["body"].strip("\n") + "\n"


def note_text(n):
    fm = ["---", f"title: {json.dumps(n['title'], ensure_ascii=False)}", f"created: {n['created']}",
          "tags: [" + ", ".join(n["tags"]) + "]", "---"]
    return "\n".join(fm) + "\n\n" + n["body"].strip("\n") + "\n"


def memory_index():
    order = ["user", "feedback", "project", "reference"]
    heads = {"user": "User", "feedback": "Feedback", "project": "Project", "reference": "Reference"}
    out = ["# Memory Index", ""]
    for t in order:
        rows = [m for m in content.ROOT if m["type"] == t]
        if not rows:
            continue
        out.append(f"## {heads[t]}")
        out.append("")
        for m in rows:
            out.append(f"- [{m['title']}]({m['fname']}) — {m['hook']}")
        out.append("")
    return "\n".join(out)


def main():
    files = {}
    for m in content.ROOT:
        files[m["fname"]] = root_text(m)
    for f in content.FACTS:
        p, t = fact_path_and_text(f)
        if p in files:
            err(f"duplicate fact path {p}")
        files[p] = t
    for n in content.NOTES:
        files[f"auto/{n['slug']}.md"] = note_text(n)

    # strip markers, collect claims
    claims = {}
    final = {}
    for path, text in files.items():
        lines = text.split("\n")
        for i, line in enumerate(lines):
            mm = MARK.match(line)
            if mm:
                cid = mm.group(1)
                stripped = line[mm.end():]
                if cid in claims:
                    err(f"claim {cid} placed twice ({claims[cid][0]}, {path})")
                claims[cid] = (path, stripped)
                lines[i] = stripped
            elif "@" in line and re.search(r"@[A-Z]+[0-9]+[ab]?@", line):
                err(f"{path}: stray marker in line {line!r}")
        final[path] = "\n".join(lines)
    final["MEMORY.md"] = memory_index()

    used = set()
    labels = []
    seen_pairs = set()
    ids = set()
    for row in PAIRS:
        pid, cls, x, y = row[:4]
        if pid in ids:
            err(f"duplicate pair id {pid}")
        ids.add(pid)
        for c in (x, y):
            if c not in claims:
                err(f"{pid}: unknown claim {c}")
        if x not in claims or y not in claims:
            continue
        used.update((x, y))
        (px, lx), (py, ly) = claims[x], claims[y]
        if px == py:
            err(f"{pid}: both claims in {px}")
            continue
        if px < py:
            (a, la, ca), (b, lb, cb) = (px, lx, x), (py, ly, y)
        else:
            (a, la, ca), (b, lb, cb) = (py, ly, y), (px, lx, x)
        if (a, b) in seen_pairs:
            err(f"{pid}: file pair ({a}, {b}) already used")
        seen_pairs.add((a, b))
        if cls in CONTRA:
            slot, vals = row[4], row[5]
            note = f"{pid}: {slot}: {vals[cb]} vs {vals[ca]}"
            label = "contradiction"
        else:
            note = f"{pid}: {row[4]}"
            label = "non_contradiction"
        labels.append(dict(a=a, b=b, label=label, cls=cls, claim_a=la, claim_b=lb, note=note))
    for cid in claims:
        if cid not in used:
            err(f"unused marker {cid} in {claims[cid][0]}")

    if ERRORS:
        print("BUILD FAILED:")
        for e in ERRORS:
            print("  -", e)
        sys.exit(1)

    if STORE.exists():
        shutil.rmtree(STORE)
    for path, text in final.items():
        p = STORE / path
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")

    out = [f"now: {NOW}", "pairs:"]
    for l in labels:
        out.append(f"  - a: {l['a']}")
        out.append(f"    b: {l['b']}")
        out.append(f"    label: {l['label']}")
        out.append(f"    class: {l['cls']}")
        out.append(f"    claim_a: {json.dumps(l['claim_a'], ensure_ascii=False)}")
        out.append(f"    claim_b: {json.dumps(l['claim_b'], ensure_ascii=False)}")
        out.append(f"    note: {json.dumps(l['note'], ensure_ascii=False)}")
    (SET / "labels.yaml").write_text("\n".join(out) + "\n", encoding="utf-8")

    n_root = sum(1 for p in final if "/" not in p)
    n_fact = sum(1 for p in final if p.startswith("facts/"))
    n_auto = sum(1 for p in final if p.startswith("auto/"))
    paired = {l["a"] for l in labels} | {l["b"] for l in labels}
    cross = sum(1 for l in labels if layout(l["a"]) != layout(l["b"]))
    print(f"store: {len(final)} files (root {n_root} incl. MEMORY.md, facts {n_fact}, auto {n_auto})")
    print(f"pairs: {len(labels)}, cross-layout {cross}, files in pairs {len(paired)}, "
          f"files in no pair {len(final) - len(paired)}")


def layout(p):
    if p.startswith("facts/"):
        return "facts"
    if p.startswith("auto/"):
        return "auto"
    return "root"


if __name__ == "__main__":
    main()
