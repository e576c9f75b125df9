#!/usr/bin/env python3
"""Validate set209/store/ and set209/labels.yaml."""
import datetime as dt
import os
import re
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
sys.path.insert(0, HERE)
import content  # noqa: E402

CLASSES = {
    "value_slot": ("V", "contradiction"),
    "role_slot": ("R", "contradiction"),
    "negation": ("N", "contradiction"),
    "stale_vs_change": ("S", "contradiction"),
    "refinement": ("F", "non_contradiction"),
    "other_subject": ("O", "non_contradiction"),
    "dated_history": ("D", "non_contradiction"),
    "agreeing_duplicate": ("A", "non_contradiction"),
    "negation_scope": ("NS", "non_contradiction"),
}

errors = []


def err(msg):
    errors.append(msg)


def split_fm(text):
    """Return (frontmatter_text or None, body_lines with their line numbers)."""
    lines = text.split("\n")
    if lines and lines[0] == "---":
        for i in range(1, len(lines)):
            if lines[i] == "---":
                return "\n".join(lines[1:i]), list(enumerate(lines))[i + 1:]
        return None, []
    return None, list(enumerate(lines))


def claim_lines(text):
    """Body lines outside frontmatter and code fences."""
    _, body = split_fm(text)
    out = []
    fence = False
    for _, line in body:
        if line.lstrip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(line)
    return out


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


# ---- store files --------------------------------------------------------
all_files = []
for dp, _, fns in os.walk(STORE):
    for fn in fns:
        all_files.append(os.path.relpath(os.path.join(dp, fn), STORE))
all_files.sort()
texts = {p: open(os.path.join(STORE, p), encoding="utf-8").read() for p in all_files}

for p, t in texts.items():
    if re.search(r"^@[A-Za-z0-9]+@ ", t, re.M):
        err(f"{p}: leftover claim marker")
    if not p.endswith(".md"):
        err(f"{p}: not a markdown file")

root_files = [p for p in all_files if layout(p) == "root" and p != "MEMORY.md"]
fact_files = [p for p in all_files if layout(p) == "facts"]
auto_files = [p for p in all_files if layout(p) == "auto"]

for p in all_files:
    if p == "MEMORY.md":
        continue
    fm, _ = split_fm(texts[p])
    if fm is None:
        err(f"{p}: no frontmatter")
        continue
    flat = p in content.FLAT
    try:
        data = yaml.safe_load(fm)
        parsed = True
    except yaml.YAMLError:
        parsed = False
        data = None
    if flat:
        if parsed:
            err(f"{p}: intentional flat description parses as YAML")
        kv = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
        for k in ("name", "description", "type"):
            if k not in kv:
                err(f"{p}: flat frontmatter lacks {k}")
        if kv.get("description", "").count(": ") < 1:
            err(f"{p}: flat description lacks ': '")
        continue
    if not parsed or not isinstance(data, dict):
        err(f"{p}: frontmatter does not parse")
        continue
    lay = layout(p)
    if lay == "root":
        if set(data) != {"name", "description", "type"}:
            err(f"{p}: root keys {sorted(data)}")
        if data.get("type") not in {"user", "feedback", "project", "reference"}:
            err(f"{p}: bad type")
        if not p.startswith(f"{data.get('type')}_"):
            err(f"{p}: file prefix does not match type")
        if re.search(r"kettlewick|kcp|press$", str(data.get("name")), re.I):
            err(f"{p}: name looks like the organisation")
    elif lay == "facts":
        stem = os.path.basename(p)[:-3]
        folder = p.split("/")[1]
        m = re.fullmatch(r"(fact|preference|decision)-(\d{13})-([0-9a-f]{4})", stem)
        if not m:
            err(f"{p}: bad fact file name")
            continue
        if data.get("id") != stem:
            err(f"{p}: id != stem")
        if data.get("category") != m.group(1):
            err(f"{p}: category mismatch")
        for k, v in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
            if data.get(k) != v:
                err(f"{p}: {k} != {v}")
        if not isinstance(data.get("tags"), list) or not data["tags"]:
            err(f"{p}: tags not a list")
        if not isinstance(data.get("confidence"), float):
            err(f"{p}: confidence")
        created = data.get("created")
        if isinstance(created, str):
            created = dt.datetime.fromisoformat(created.replace("Z", "+00:00"))
        if created.tzinfo is None:
            created = created.replace(tzinfo=dt.timezone.utc)
        if int(created.timestamp() * 1000) != int(m.group(2)):
            err(f"{p}: epoch does not match created")
        if created.date().isoformat() != folder:
            err(f"{p}: folder date does not match created")
        if data.get("updated") != data.get("created"):
            err(f"{p}: updated != created")
        if not (dt.date(2026, 1, 1) <= created.date() <= dt.date(2026, 11, 28)):
            err(f"{p}: created out of range")
        body = [l for l in claim_lines(texts[p]) if l.strip()]
        if not 1 <= len(body) <= 3:
            err(f"{p}: fact body has {len(body)} lines")
    else:
        if set(data) != {"title", "created", "tags"}:
            err(f"{p}: auto keys {sorted(data)}")
        if not isinstance(data.get("tags"), list):
            err(f"{p}: tags not a list")
        c = data.get("created")
        if not isinstance(c, dt.date) or not (dt.date(2026, 1, 1) <= c <= dt.date(2026, 11, 28)):
            err(f"{p}: created out of range")

# ---- MEMORY.md ----------------------------------------------------------
mem = texts.get("MEMORY.md", "")
idx = re.findall(r"^- \[([^\]]+)\]\(([^)]+)\) — (.+)$", mem, re.M)
indexed = {f for _, f, _ in idx}
if indexed != set(root_files):
    err(f"MEMORY.md index mismatch: missing {sorted(set(root_files) - indexed)}, extra {sorted(indexed - set(root_files))}")
for _, f, hook in idx:
    if re.search(r"\d", hook):
        err(f"MEMORY.md hook for {f} carries a number")

# ---- labels -------------------------------------------------------------
labels = yaml.safe_load(open(os.path.join(SET, "labels.yaml"), encoding="utf-8"))
if str(labels.get("now")) != "2026-11-28":
    err("labels.yaml: now != 2026-11-28")
pairs = labels.get("pairs", [])
counts = {c: 0 for c in CLASSES}
ids = {c: set() for c in CLASSES}
seen = set()
labelled_files = set()
cross = 0
for i, pr in enumerate(pairs):
    tag = pr.get("note", "").split(":")[0]
    a, b = pr["a"], pr["b"]
    cls = pr["class"]
    if cls not in CLASSES:
        err(f"pair {i}: bad class {cls}")
        continue
    counts[cls] += 1
    prefix, label = CLASSES[cls]
    if pr["label"] != label:
        err(f"pair {i} {tag}: label {pr['label']} for {cls}")
    m = re.match(r"^([A-Z]+)(\d+): ", pr["note"])
    if not m or m.group(1) != prefix:
        err(f"pair {i}: note id {pr['note'][:8]!r} does not match class {cls}")
    else:
        ids[cls].add(int(m.group(2)))
    if not a < b:
        err(f"pair {i} {tag}: a does not sort before b")
    if (a, b) in seen:
        err(f"pair {i} {tag}: duplicate file pair")
    seen.add((a, b))
    if layout(a) != layout(b):
        cross += 1
    for side, path, claim in (("a", a, pr["claim_a"]), ("b", b, pr["claim_b"])):
        labelled_files.add(path)
        if path not in texts:
            err(f"pair {i} {tag}: {side} path {path} missing")
            continue
        if not claim.strip() or "\n" in claim:
            err(f"pair {i} {tag}: claim_{side} empty or multi-line")
        body = claim_lines(texts[path])
        n = body.count(claim)
        if n != 1:
            err(f"pair {i} {tag}: claim_{side} found {n} times in body of {path}")
        alln = texts[path].split("\n").count(claim)
        if alln != 1:
            err(f"pair {i} {tag}: claim_{side} appears {alln} times in whole file {path}")
for cls, n in counts.items():
    if n != 10:
        err(f"class {cls}: {n} pairs, want 10")
    if ids[cls] != set(range(1, 11)):
        err(f"class {cls}: ids {sorted(ids[cls])}")
if len(pairs) != 90:
    err(f"{len(pairs)} pairs, want 90")

# ---- sizes --------------------------------------------------------------
n_root, n_facts, n_auto = len(root_files), len(fact_files), len(auto_files)
if not 35 <= n_root <= 40:
    err(f"{n_root} root memories")
if not 60 <= n_facts <= 75:
    err(f"{n_facts} facts")
if not 40 <= n_auto <= 50:
    err(f"{n_auto} auto notes")
if not 140 <= len(all_files) <= 170:
    err(f"{len(all_files)} files in total")
unlabelled = [p for p in all_files if p not in labelled_files]

print(f"files: {len(all_files)} (root memories {n_root} + MEMORY.md, facts {n_facts}, auto {n_auto})")
print(f"files in no labelled pair: {len(unlabelled)}")
print(f"pairs: {len(pairs)}, cross-layout {cross}, same-layout {len(pairs) - cross}")
print("per class: " + ", ".join(f"{c}={n}" for c, n in counts.items()))
print(f"flat (non-YAML) descriptions: {len(content.FLAT)}")
if errors:
    for e in errors:
        print("ERROR:", e)
    sys.exit(1)
print("check OK")
