#!/usr/bin/env python3
"""Regenerate set210/store/ and set210/labels.yaml from content.py and pairs.py."""
import datetime as dt
import hashlib
import json
import re
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import content  # noqa: E402
from pairs import PAIRS, CONTRADICTION  # noqa: E402

SET = HERE.parent
STORE = SET / "store"
NOW = "2026-11-28"
MARK = re.compile(r"^@([A-Za-z0-9]+)@ (.*)$")
TYPE_ORDER = [("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")]

errors = []


def strip_markers(path, body, claims):
    out = []
    fence = False
    for line in body.split("\n"):
        if line.lstrip().startswith("```"):
            fence = not fence
        m = MARK.match(line)
        if m:
            cid, text = m.group(1), m.group(2)
            if fence:
                errors.append(f"{path}: marker {cid} inside a code fence")
            if cid in claims:
                errors.append(f"claim id {cid} placed twice ({claims[cid][0]} and {path})")
            claims[cid] = (path, text)
            line = text
        elif "@" in line and re.search(r"@[A-Z]+[0-9]+[a-z]?@", line):
            errors.append(f"{path}: marker not at line start: {line!r}")
        out.append(line)
    return "\n".join(out)


def fact_id(f):
    stamp = dt.datetime.fromisoformat(f"{f['date']}T{f['time']}+00:00")
    ms = int(stamp.timestamp() * 1000)
    hex4 = hashlib.sha1(f["body"].encode()).hexdigest()[:4]
    iso = stamp.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    return f"{f['category']}-{ms}-{hex4}", iso


def main():
    if STORE.exists():
        shutil.rmtree(STORE)
    STORE.mkdir(parents=True)
    files = {}   # relpath -> text
    claims = {}  # cid -> (relpath, line)

    # root memories
    for r in content.ROOT:
        rel = r["file"]
        body = strip_markers(rel, r["body"], claims)
        fm = f"---\nname: {r['name']}\ndescription: {r['description']}\ntype: {r['type']}\n---\n\n"
        files[rel] = fm + body
    # MEMORY.md index
    lines = ["# Memory Index", ""]
    for t, heading in TYPE_ORDER:
        lines.append(f"## {heading}")
        lines.append("")
        for r in sorted(content.ROOT, key=lambda x: x["file"]):
            if r["type"] == t:
                lines.append(f"- [{r['title']}]({r['file']}) — {r['hook']}")
        lines.append("")
    files["MEMORY.md"] = "\n".join(lines).rstrip("\n") + "\n"

    # remnic facts
    for f in content.FACTS:
        fid, iso = fact_id(f)
        rel = f"facts/{f['date']}/{fid}.md"
        if rel in files:
            errors.append(f"duplicate fact path {rel}")
        body = strip_markers(rel, f["body"], claims)
        tags = "".join(f"  - {t}\n" for t in f["tags"])
        fm = (f"---\nid: {fid}\ncategory: {f['category']}\ncreated: {iso}\nupdated: {iso}\n"
              f"source: extraction\nconfidence: {f['confidence']}\nconfidenceTier: explicit\n"
              f"tags:\n{tags}status: active\n---\n\n")
        files[rel] = fm + body

    # free notes
    for a in content.AUTO:
        rel = f"auto/{a['slug']}.md"
        if rel in files:
            errors.append(f"duplicate auto path {rel}")
        body = strip_markers(rel, a["body"], claims)
        fm = f"---\ntitle: {a['title']}\ncreated: {a['created']}\ntags: [{', '.join(a['tags'])}]\n---\n\n"
        files[rel] = fm + body

    # pairs
    used = set()
    seen_filepairs = {}
    out_pairs = []
    for pid, cls, c1, c2, note in PAIRS:
        for c in (c1, c2):
            if c not in claims:
                errors.append(f"{pid}: claim {c} not placed in any file")
        if c1 not in claims or c2 not in claims:
            continue
        used.update((c1, c2))
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        if p1 == p2:
            errors.append(f"{pid}: both claims in {p1}")
            continue
        if p1 < p2:
            a, la, b, lb, first_is_c1 = p1, l1, p2, l2, True
        else:
            a, la, b, lb, first_is_c1 = p2, l2, p1, l1, False
        key = (a, b)
        if key in seen_filepairs:
            errors.append(f"{pid}: file pair {key} already used by {seen_filepairs[key]}")
        seen_filepairs[key] = pid
        if cls in CONTRADICTION:
            slot, v1, v2 = note
            va, vb = (v1, v2) if first_is_c1 else (v2, v1)
            note_s = f"{pid}: {slot}: {vb} vs {va}"
        else:
            note_s = f"{pid}: {note}"
        out_pairs.append(dict(a=a, b=b, label="contradiction" if cls in CONTRADICTION else "non_contradiction",
                              cls=cls, claim_a=la, claim_b=lb, note=note_s))
    for cid in sorted(set(claims) - used):
        errors.append(f"unused claim marker {cid} in {claims[cid][0]}")

    if errors:
        print("BUILD ERRORS:")
        for e in errors:
            print("  -", e)
        sys.exit(1)

    for rel, text in files.items():
        p = STORE / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")

    q = lambda s: json.dumps(s, ensure_ascii=False)  # JSON strings are valid YAML double-quoted scalars
    y = [f"now: {NOW}", "pairs:"]
    for p in out_pairs:
        y += [f"  - a: {p['a']}", f"    b: {p['b']}", f"    label: {p['label']}", f"    class: {p['cls']}",
              f"    claim_a: {q(p['claim_a'])}", f"    claim_b: {q(p['claim_b'])}", f"    note: {q(p['note'])}"]
    (SET / "labels.yaml").write_text("\n".join(y) + "\n", encoding="utf-8")

    n_root = sum(1 for r in files if "/" not in r)
    n_facts = sum(1 for r in files if r.startswith("facts/"))
    n_auto = sum(1 for r in files if r.startswith("auto/"))
    labelled = {p["a"] for p in out_pairs} | {p["b"] for p in out_pairs}
    cross = sum(1 for p in out_pairs if layout(p["a"]) != layout(p["b"]))
    print(f"files: {len(files)} (root {n_root} incl. MEMORY.md, facts {n_facts}, auto {n_auto})")
    print(f"pairs: {len(out_pairs)}, cross-layout {cross}, files in a pair {len(labelled)}, "
          f"files in no pair {len(files) - len(labelled)}")


def layout(rel):
    return rel.split("/")[0] if "/" in rel else "root"


if __name__ == "__main__":
    main()
