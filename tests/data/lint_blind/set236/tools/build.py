#!/usr/bin/env python3
"""Regenerate set236/store/ and set236/labels.yaml from content.py and pairs.py."""
import datetime as dt
import hashlib
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
sys.path.insert(0, HERE)

import content  # noqa: E402
import pairs as pairs_mod  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ ")
NOW = "2026-11-28"


def die(msg):
    print("BUILD ERROR:", msg, file=sys.stderr)
    sys.exit(1)


def fact_meta(key, date, body):
    h = hashlib.sha1((key + "|" + body).encode()).hexdigest()
    n = int(h[:12], 16)
    hour = 7 + n % 12
    minute = (n // 12) % 60
    sec = (n // 720) % 60
    ms = (n // 43200) % 1000
    y, m, d = map(int, date.split("-"))
    t = dt.datetime(y, m, d, hour, minute, sec, ms * 1000, tzinfo=dt.timezone.utc)
    epoch = int(t.timestamp() * 1000)
    iso = t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms:03d}Z"
    hex4 = hashlib.md5(body.encode()).hexdigest()[:4]
    return epoch, iso, hex4


def render_fact(key, date, cat, conf, tags, body):
    epoch, iso, hex4 = fact_meta(key, date, body)
    stem = f"{cat}-{epoch}-{hex4}"
    path = f"facts/{date}/{stem}.md"
    fm = [
        "---",
        f"id: {stem}",
        f"category: {cat}",
        f"created: {iso}",
        f"updated: {iso}",
        "source: extraction",
        f"confidence: {conf}",
        "confidenceTier: explicit",
        "tags:",
    ] + [f"  - {t}" for t in tags] + ["status: active", "---", ""]
    return path, "\n".join(fm) + "\n" + body.rstrip("\n") + "\n"


def render_memory_index():
    out = ["# Memory Index", ""]
    for section, rows in content.MEMORY_INDEX:
        out.append(f"## {section}")
        out.append("")
        for title, fname, hook in rows:
            out.append(f"- [{title}]({fname}) — {hook}")
        out.append("")
    return "\n".join(out)


def strip_and_collect(path, text, claims):
    """Strip @ID@ markers; record claim id -> (path, line). Markers must be body lines."""
    lines = text.split("\n")
    out = []
    in_fm = False
    fm_done = False
    in_fence = False
    for i, line in enumerate(lines):
        if i == 0 and line == "---":
            in_fm = True
            out.append(line)
            continue
        if in_fm:
            if line == "---":
                in_fm = False
                fm_done = True
            if MARK.match(line):
                die(f"marker inside frontmatter: {path}: {line}")
            out.append(line)
            continue
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
            out.append(line)
            continue
        m = MARK.match(line)
        if m:
            if in_fence:
                die(f"marker inside code fence: {path}: {line}")
            cid = m.group(1)
            if cid in claims:
                die(f"claim id placed twice: {cid} ({claims[cid][0]} and {path})")
            stripped = line[m.end():]
            if not stripped.strip():
                die(f"empty claim {cid} in {path}")
            claims[cid] = (path, stripped)
            out.append(stripped)
        else:
            if "@" in line and re.search(r"@[A-Z]+[0-9]+[ab]@", line):
                die(f"stray marker in {path}: {line}")
            out.append(line)
    return "\n".join(out)


def main():
    files = {}
    for name, text in content.ROOT.items():
        files[name] = text
    for name, text in content.AUTO.items():
        if not name.startswith("auto/"):
            die(f"auto file outside auto/: {name}")
        files[name] = text
    for key, date, cat, conf, tags, body in content.FACTS:
        path, text = render_fact(key, date, cat, conf, tags, body)
        if path in files:
            die(f"duplicate fact path {path}")
        files[path] = text
    files["MEMORY.md"] = render_memory_index()

    # every root memory file indexed exactly once
    indexed = [f for _, rows in content.MEMORY_INDEX for _, f, _ in rows]
    root_files = sorted(n for n in content.ROOT)
    if sorted(indexed) != root_files:
        die(f"MEMORY index mismatch: missing={set(root_files)-set(indexed)} extra={set(indexed)-set(root_files)}")

    claims = {}
    final = {}
    for path, text in files.items():
        final[path] = strip_and_collect(path, text, claims)

    used = set()
    seen_ab = set()
    ids = set()
    rows = []
    for pid, cls, c1, c2, slot, v1, v2 in pairs_mod.PAIRS:
        if pid in ids:
            die(f"duplicate pair id {pid}")
        ids.add(pid)
        for c in (c1, c2):
            if c not in claims:
                die(f"pair {pid}: unknown claim {c}")
            used.add(c)
        p1, l1 = claims[c1]
        p2, l2 = claims[c2]
        if p1 == p2:
            die(f"pair {pid}: both claims in {p1}")
        if p1 < p2:
            a, la, va, b, lb, vb = p1, l1, v1, p2, l2, v2
        else:
            a, la, va, b, lb, vb = p2, l2, v2, p1, l1, v1
        if (a, b) in seen_ab:
            die(f"pair {pid}: file pair already used: {a} / {b}")
        seen_ab.add((a, b))
        label = "contradiction" if cls in pairs_mod.CONTRADICTION else "non_contradiction"
        rows.append(dict(id=pid, a=a, b=b, label=label, cls=cls, claim_a=la, claim_b=lb,
                         note=f"{pid}: {slot}: {vb} vs {va}"))
    unused = set(claims) - used
    if unused:
        die(f"unused claim markers: {sorted(unused)}")

    # write store
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    for path, text in sorted(final.items()):
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(text if text.endswith("\n") else text + "\n")

    # write labels
    order = ["value_slot", "role_slot", "negation", "stale_vs_change", "refinement",
             "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]
    rows.sort(key=lambda r: (order.index(r["cls"]), int(re.sub(r"\D", "", r["id"]))))
    q = lambda s: json.dumps(s, ensure_ascii=False)  # noqa: E731  (JSON string == YAML double-quoted)
    out = [f"now: {NOW}", "pairs:"]
    for r in rows:
        out += [
            f"  - a: {r['a']}",
            f"    b: {r['b']}",
            f"    label: {r['label']}",
            f"    class: {r['cls']}",
            f"    claim_a: {q(r['claim_a'])}",
            f"    claim_b: {q(r['claim_b'])}",
            f"    note: {q(r['note'])}",
        ]
    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(out) + "\n")

    n_root = sum(1 for p in final if "/" not in p)
    n_auto = sum(1 for p in final if p.startswith("auto/"))
    n_facts = sum(1 for p in final if p.startswith("facts/"))
    in_pairs = {r["a"] for r in rows} | {r["b"] for r in rows}
    print(f"built {len(final)} files (root {n_root} incl. MEMORY.md, facts {n_facts}, auto {n_auto}); "
          f"{len(rows)} pairs; {len(final) - len(in_pairs)} files in no pair")


if __name__ == "__main__":
    main()
