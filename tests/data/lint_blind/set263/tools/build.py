#!/usr/bin/env python3
"""Regenerate set263/store/ and set263/labels.yaml from content.py and pairs.py."""
import json
import re
import shutil
import sys
from collections import OrderedDict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import content  # noqa: E402
import pairs as pairs_mod  # noqa: E402

SET = HERE.parent
STORE = SET / "store"
LABELS = SET / "labels.yaml"
NOW = "2026-11-28"
MARK = re.compile(r"^@([A-Za-z0-9]+)@ (.*)$")


def yq(s):
    """YAML double-quoted scalar (JSON strings are valid YAML)."""
    return json.dumps(s, ensure_ascii=False)


def maybe_quote(s):
    if ": " in s or s.startswith(("{", "[", "@", "`", "*", "&", "!", "|", ">", "'", '"', "%")) or s.endswith(":") or " #" in s:
        return yq(s)
    return s


def strip_markers(path, body, claims):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid, text = m.group(1), m.group(2)
            if cid in claims:
                raise SystemExit(f"claim id {cid} placed twice ({claims[cid][0]} and {path})")
            claims[cid] = (path, text)
            out.append(text)
        else:
            if re.match(r"^@[A-Za-z0-9]+@", line):
                raise SystemExit(f"malformed marker in {path}: {line!r}")
            out.append(line)
    return "\n".join(out)


def main():
    files = OrderedDict()  # relpath -> text
    claims = {}

    # root auto-memory
    for r in content.ROOT:
        body = strip_markers(r["fname"], r["body"], claims)
        fm = f"---\nname: {r['name']}\ndescription: {r['description']}\ntype: {r['type']}\n---\n\n"
        files[r["fname"]] = fm + body
    # MEMORY.md
    groups = [("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")]
    mem = ["# Memory Index", ""]
    for t, head in groups:
        mem.append(f"## {head}")
        mem.append("")
        for r in content.ROOT:
            if r["type"] == t:
                mem.append(f"- [{r['title']}]({r['fname']}) — {r['hook']}")
        mem.append("")
    files["MEMORY.md"] = "\n".join(mem).rstrip("\n") + "\n"

    # remnic facts
    for f in content.FACTS:
        path = content.fact_path(f)
        if path in files:
            raise SystemExit(f"duplicate fact path {path}")
        body = strip_markers(path, f["body"], claims)
        iso = f"{f['date']}T{f['time']}.000Z"
        fm = ["---", f"id: {content.fact_id(f)}", f"category: {f['category']}", f"created: {iso}",
              f"updated: {iso}", "source: extraction", f"confidence: {f['confidence']}",
              "confidenceTier: explicit", "tags:"]
        fm += [f"  - {t}" for t in f["tags"]]
        fm += ["status: active", "---", "", ""]
        files[path] = "\n".join(fm) + body

    # free notes
    for a in content.AUTO:
        path = f"auto/{a['slug']}.md"
        if path in files:
            raise SystemExit(f"duplicate note path {path}")
        body = strip_markers(path, a["body"], claims)
        fm = f"---\ntitle: {maybe_quote(a['title'])}\ncreated: {a['created']}\ntags: [{', '.join(a['tags'])}]\n---\n\n"
        files[path] = fm + body

    # pairs
    used = set()
    seen_pairs = set()
    out_pairs = []
    for pid, cls, x, y, slot, xv, yv in pairs_mod.PAIRS:
        for c in (x, y):
            if c not in claims:
                raise SystemExit(f"{pid}: claim {c} not placed in any file")
            used.add(c)
        (px, tx), (py, ty) = claims[x], claims[y]
        if px == py:
            raise SystemExit(f"{pid}: both claims in the same file {px}")
        if px < py:
            a, ta, va, b, tb, vb = px, tx, xv, py, ty, yv
        else:
            a, ta, va, b, tb, vb = py, ty, yv, px, tx, xv
        if (a, b) in seen_pairs:
            raise SystemExit(f"{pid}: file pair ({a}, {b}) already used")
        seen_pairs.add((a, b))
        label = "contradiction" if cls in pairs_mod.CONTRADICTION else "non_contradiction"
        out_pairs.append(dict(a=a, b=b, label=label, cls=cls, claim_a=ta, claim_b=tb,
                              note=f"{pid}: {slot}: {vb} vs {va}"))
    unused = sorted(set(claims) - used)
    if unused:
        raise SystemExit(f"unused claim markers: {unused}")

    # write store
    if STORE.exists():
        shutil.rmtree(STORE)
    for rel, text in files.items():
        p = STORE / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")

    lines = [f"now: {NOW}", "pairs:"]
    for p in out_pairs:
        lines += [f"  - a: {p['a']}", f"    b: {p['b']}", f"    label: {p['label']}", f"    class: {p['cls']}",
                  f"    claim_a: {yq(p['claim_a'])}", f"    claim_b: {yq(p['claim_b'])}", f"    note: {yq(p['note'])}"]
    LABELS.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(files)} files to {STORE.relative_to(SET)}/ and {len(out_pairs)} pairs to labels.yaml")


if __name__ == "__main__":
    main()
