#!/usr/bin/env python3
"""Consistency checks for set21 (store/ + labels.yaml). Exit code 1 on any error."""
import collections
import os
import re
import sys
from datetime import datetime, timezone

import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT_OK = {"reference_belaybook.md", "reference_gatekeeper.md", "reference_infra.md", "reference_glossary.md"}
EXPECTED = {
    ("contradiction", "value_slot"): 10, ("contradiction", "role_slot"): 10,
    ("contradiction", "negation"): 10, ("contradiction", "stale_vs_change"): 10,
    ("non_contradiction", "refinement"): 10, ("non_contradiction", "other_subject"): 10,
    ("non_contradiction", "dated_history"): 10, ("non_contradiction", "agreeing_duplicate"): 10,
    ("non_contradiction", "negation_scope"): 10,
}
errors = []


def err(msg):
    errors.append(msg)


def split_fm(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]


def layout(rel):
    if rel.startswith("facts/"):
        return "remnic"
    if rel.startswith("auto/"):
        return "auto"
    return "root"


files = {}
for dp, _, fns in os.walk(STORE):
    for fn in fns:
        p = os.path.join(dp, fn)
        files[os.path.relpath(p, STORE)] = open(p, encoding="utf-8").read()

# ---- frontmatter per layout ----
flat_seen = set()
for rel, text in sorted(files.items()):
    if rel == "MEMORY.md":
        continue
    fm, body = split_fm(text)
    if fm is None:
        err(f"{rel}: no frontmatter")
        continue
    lay = layout(rel)
    if lay == "root":
        try:
            d = yaml.safe_load(fm)
            if rel in FLAT_OK:
                err(f"{rel}: expected an intentionally flat (non-strict-YAML) description")
        except yaml.YAMLError:
            if rel not in FLAT_OK:
                err(f"{rel}: frontmatter does not parse")
            flat_seen.add(rel)
            d = dict(l.split(": ", 1) for l in fm.split("\n") if l)
        if set(d) != {"name", "description", "type"}:
            err(f"{rel}: root keys {sorted(d)}")
        m = re.fullmatch(r"(user|feedback|project|reference)_([a-z0-9_]+)\.md", rel)
        if not m or d.get("type") != m.group(1):
            err(f"{rel}: filename/type mismatch")
        if not re.fullmatch(r"[a-z0-9-]+", str(d.get("name"))):
            err(f"{rel}: name not a slug")
    elif lay == "auto":
        d = yaml.safe_load(fm)
        if set(d) != {"title", "created", "tags"}:
            err(f"{rel}: auto keys {sorted(d)}")
    else:
        d = yaml.safe_load(fm)
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/((fact|preference|decision)-(\d{13})-([0-9a-f]{4}))\.md", rel)
        if not m:
            err(f"{rel}: bad remnic path")
            continue
        date, stem, cat, ms = m.group(1), m.group(2), m.group(3), int(m.group(4))
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)
        if d.get("id") != stem or d.get("category") != cat or d.get("status") != "active":
            err(f"{rel}: id/category/status")
        for k in ("created", "updated"):
            v = d.get(k)
            v = v.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (v.microsecond // 1000) if isinstance(v, datetime) else str(v)
            if v != iso:
                err(f"{rel}: {k} {v} != {iso}")
        if not iso.startswith(date):
            err(f"{rel}: folder date vs epoch")
        for k in ("source", "confidence", "confidenceTier", "tags"):
            if k not in d:
                err(f"{rel}: missing {k}")
if flat_seen != FLAT_OK:
    err(f"flat descriptions seen {sorted(flat_seen)} != expected {sorted(FLAT_OK)}")

# ---- MEMORY.md ----
mem = files.get("MEMORY.md", "")
entries = re.findall(r"^- \[([^\]]+)\]\(([^)]+)\) — (.+)$", mem, re.M)
linked = collections.Counter(e[1] for e in entries)
roots = {r for r in files if layout(r) == "root" and r != "MEMORY.md"}
if set(linked) != roots or any(v != 1 for v in linked.values()):
    err(f"MEMORY.md index mismatch: missing {sorted(roots - set(linked))} extra {sorted(set(linked) - roots)}")
for _, fn, hook in entries:
    if re.search(r"\d|`|:", hook):
        err(f"MEMORY.md hook for {fn} carries a value-looking token: {hook}")

# ---- labels ----
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now")
pairs = lab["pairs"]
counts = collections.Counter((p["label"], p["class"]) for p in pairs)
if counts != collections.Counter(EXPECTED):
    err(f"class counts {dict(counts)}")
seen = set()
in_pair = set()
cross = 0
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    key = (a, b)
    if key in seen:
        err(f"duplicate pair {key}")
    seen.add(key)
    if not a < b:
        err(f"pair {i}: a !< b ({a}, {b})")
    if layout(a) != layout(b):
        cross += 1
    for f, c in ((a, p["claim_a"]), (b, p["claim_b"])):
        in_pair.add(f)
        if f not in files:
            err(f"pair {i}: missing file {f}")
            continue
        _, body = split_fm(files[f])
        n_all = files[f].split("\n").count(c)
        n_body = body.split("\n").count(c)
        if n_all != 1 or n_body != 1:
            err(f"pair {i}: claim not exactly once as a full body line in {f}: {c!r} ({n_all})")
        if not c.strip():
            err(f"pair {i}: empty claim")
    if p["claim_a"] == p["claim_b"]:
        err(f"pair {i}: identical claims")

if cross < 40:
    err(f"only {cross} cross-layout pairs")

lay_count = collections.Counter(layout(r) for r in files)
unpaired = sorted(r for r in files if r not in in_pair and r != "MEMORY.md")
print(f"files: {len(files)} (root incl. MEMORY.md {lay_count['root']}, remnic {lay_count['remnic']}, auto {lay_count['auto']})")
print(f"pairs: {len(pairs)}; cross-layout: {cross}; files in no pair (excl. MEMORY.md): {len(unpaired)}")
for (l, c), n in sorted(counts.items()):
    print(f"  {l:18s} {c:18s} {n}")
if errors:
    print("\nERRORS:")
    print("\n".join(errors))
    sys.exit(1)
print("OK")
