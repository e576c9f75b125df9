#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import re, sys
from collections import Counter
from pathlib import Path
import yaml

OUT = Path(__file__).resolve().parent.parent
STORE = OUT / "store"
FLAT = {"reference_forge_ops.md", "reference_infra.md", "reference_coal.md", "reference_drawings.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

def body_lines(body):
    """Body lines outside code fences."""
    out, fence = [], False
    for ln in body.split("\n"):
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(ln)
    return out

files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
bodies = {}
for f in files:
    text = (STORE / f).read_text()
    fm, body = split(text)
    bodies[f] = body
    if f == "MEMORY.md":
        continue
    if fm is None:
        err(f"{f}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if f in FLAT:
            err(f"{f}: expected a flat (non-strict) description but it parsed")
    except yaml.YAMLError:
        if f not in FLAT:
            err(f"{f}: frontmatter does not parse")
        d = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l and not l.startswith(" "))
    if "/" not in f:
        for k in ("name", "description", "type"):
            if k not in d: err(f"{f}: missing {k}")
        if d.get("type") not in ("user", "feedback", "project", "reference"): err(f"{f}: bad type")
        if not f.startswith(d.get("type", "?") + "_"): err(f"{f}: type prefix mismatch")
    elif f.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", f)
        if not m: err(f"{f}: bad remnic path"); continue
        if d.get("id") != Path(f).stem: err(f"{f}: id != stem")
        if d.get("category") != m.group(2): err(f"{f}: category mismatch")
        if str(d.get("created"))[:10] != m.group(1) and not str(d.get("created")).startswith(m.group(1)):
            err(f"{f}: created not in folder date")
        if d.get("status") != "active": err(f"{f}: status")
    elif f.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: err(f"{f}: missing {k}")
    else:
        err(f"{f}: unexpected location")

# MEMORY.md indexes exactly the root files
rootfiles = {f for f in files if "/" not in f and f != "MEMORY.md"}
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", (STORE / "MEMORY.md").read_text(), re.M)
if Counter(idx) != Counter(rootfiles):
    err(f"MEMORY.md index mismatch: extra {set(idx)-rootfiles}, missing {rootfiles-set(idx)}")

labels = yaml.safe_load((OUT / "labels.yaml").read_text())
if str(labels.get("now")) != "2026-11-28": err("now")
pairs = labels["pairs"]
seen, cnt, ids = set(), Counter(), Counter()
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    tag = p["note"].split(":")[0]
    ids[tag] += 1
    if a not in bodies or b not in bodies: err(f"{tag}: path missing"); continue
    if not a < b: err(f"{tag}: a/b order")
    if (a, b) in seen: err(f"{tag}: duplicate file pair")
    seen.add((a, b))
    if p["label"] not in CLASSES or p["class"] not in CLASSES[p["label"]]: err(f"{tag}: bad label/class")
    cnt[(p["label"], p["class"])] += 1
    for side, path in (("claim_a", a), ("claim_b", b)):
        c = p[side]
        if c != c.strip() or "\n" in c: err(f"{tag}: {side} not a single trimmed line")
        lines = body_lines(bodies[path])
        n = sum(1 for ln in lines if ln == c)
        if n != 1: err(f"{tag}: {side} found {n} times as a full body line in {path}")
        if sum(1 for ln in bodies[path].split("\n") if ln == c) != n: err(f"{tag}: {side} also inside a code fence")
for k, v in ids.items():
    if v > 1: err(f"pair id {k} used {v} times")
for lab, cl in CLASSES.items():
    for c in cl:
        if cnt[(lab, c)] != 10: err(f"{lab}/{c}: {cnt[(lab, c)]} pairs, want 10")
if len(pairs) != 90: err(f"{len(pairs)} pairs, want 90")

cross = sum(1 for p in pairs if len({x.split('/')[0] if '/' in x else 'root' for x in (p['a'], p['b'])}) == 2)
print(f"files: {len(files)} (root {len(rootfiles)} + MEMORY.md, auto {sum(f.startswith('auto/') for f in files)}, facts {sum(f.startswith('facts/') for f in files)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}; " + ", ".join(f"{c}={cnt[(l, c)]}" for l, cl in CLASSES.items() for c in cl))
used = {p['a'] for p in pairs} | {p['b'] for p in pairs}
print(f"files in no pair: {len(set(files) - used)}")
if errors:
    print("FAIL"); print("\n".join(errors)); sys.exit(1)
print("OK")
