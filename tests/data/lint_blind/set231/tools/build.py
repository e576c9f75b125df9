#!/usr/bin/env python3
"""Regenerate set231/store/ and set231/labels.yaml from content.py and pairs.py."""
import datetime as dt
import os
import re
import shutil
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
sys.path.insert(0, HERE)
import content  # noqa: E402
import pairs as pairs_mod  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ (.*)$")
NOW = dt.date(2026, 11, 28)


def die(msg):
    sys.exit("build error: " + msg)


def sections(blob):
    """Yield (header, [lines]) for each '=== ' section of a content string."""
    cur, buf = None, []
    for line in blob.split("\n"):
        if line.startswith("=== "):
            if cur is not None:
                yield cur, buf
            cur, buf = line[4:].strip(), []
        elif cur is not None:
            buf.append(line)
    if cur is not None:
        yield cur, buf


def trim(lines):
    while lines and not lines[0].strip():
        lines.pop(0)
    while lines and not lines[-1].strip():
        lines.pop()
    return lines


def fact_file(header, body):
    parts = header.split()
    if len(parts) != 6 or parts[0] != "FACT":
        die("bad FACT header: " + header)
    _, iso, cat, hex4, conf, tags = parts
    if cat not in ("fact", "preference", "decision"):
        die("bad category " + cat)
    if not re.fullmatch(r"[0-9a-f]{4}", hex4):
        die("bad hex " + hex4)
    when = dt.datetime.strptime(iso, "%Y-%m-%dT%H:%M:%S").replace(tzinfo=dt.timezone.utc)
    epoch = int(when.timestamp() * 1000)
    stem = f"{cat}-{epoch}-{hex4}"
    path = f"facts/{when:%Y-%m-%d}/{stem}.md"
    stamp = when.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    fm = ["---", f"id: {stem}", f"category: {cat}", f"created: {stamp}", f"updated: {stamp}",
          "source: extraction", f"confidence: {conf}", "confidenceTier: explicit", "tags:"]
    fm += [f"  - {t}" for t in tags.split(",")]
    fm += ["status: active", "---", ""]
    return path, fm + trim(body)


def main():
    files = {}  # path -> list of raw lines (with markers)
    for blob in (content.ROOT, content.AUTO):
        for header, body in sections(blob):
            if header in files:
                die("duplicate path " + header)
            files[header] = trim(body)
    for header, body in sections(content.FACTS):
        path, lines = fact_file(header, body)
        if path in files:
            die("duplicate fact path " + path)
        files[path] = lines

    claims = {}  # id -> (path, line)
    out = {}
    for path, lines in files.items():
        clean = []
        for line in lines:
            m = MARK.match(line)
            if m:
                cid, text = m.group(1), m.group(2)
                if cid in claims:
                    die(f"claim {cid} placed twice ({claims[cid][0]}, {path})")
                claims[cid] = (path, text)
                clean.append(text)
            else:
                if re.match(r"^@[A-Za-z0-9]+@", line):
                    die(f"malformed marker in {path}: {line!r}")
                clean.append(line)
        out[path] = "\n".join(clean) + "\n"

    used = set()
    seen_files = set()
    labelled = []
    for pid, cls, c1, c2, note in pairs_mod.PAIRS:
        for c in (c1, c2):
            if c not in claims:
                die(f"{pid}: unknown claim {c}")
            used.add(c)
        (p1, t1), (p2, t2) = claims[c1], claims[c2]
        if p1 == p2:
            die(f"{pid}: both claims in {p1}")
        if cls in pairs_mod.CONTRADICTION:
            slot, v1, v2 = note.split("|")
            vals = {p1: v1, p2: v2}
        if p1 > p2:
            (p1, t1), (p2, t2) = (p2, t2), (p1, t1)
        if (p1, p2) in seen_files:
            die(f"{pid}: file pair {p1} / {p2} already used")
        seen_files.add((p1, p2))
        if cls in pairs_mod.CONTRADICTION:
            text = f"{pid}: {slot}: {vals[p2]} vs {vals[p1]}"
            label = "contradiction"
        else:
            text = f"{pid}: {note}"
            label = "non_contradiction"
        labelled.append({"a": p1, "b": p2, "label": label, "class": cls,
                         "claim_a": t1, "claim_b": t2, "note": text})
    unused = sorted(set(claims) - used)
    if unused:
        die("unused claim markers: " + ", ".join(unused))

    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    for path, text in out.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(text)

    doc = {"now": NOW, "pairs": labelled}
    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as fh:
        yaml.safe_dump(doc, fh, sort_keys=False, allow_unicode=True, width=4096)

    n_root = sum(1 for p in out if "/" not in p)
    n_fact = sum(1 for p in out if p.startswith("facts/"))
    n_auto = sum(1 for p in out if p.startswith("auto/"))
    print(f"wrote {len(out)} files (root {n_root} incl. MEMORY.md, facts {n_fact}, auto {n_auto}); "
          f"{len(labelled)} pairs")


if __name__ == "__main__":
    main()
