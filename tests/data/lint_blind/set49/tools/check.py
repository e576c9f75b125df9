#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import re, sys
from collections import Counter
from pathlib import Path
import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from content_root import FLAT

OUT = HERE.parent
STORE = OUT / "store"
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history",
                                 "agreeing_duplicate", "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
bodies = {}
for rel in files:
    text = (STORE / rel).read_text()
    if rel == "MEMORY.md":
        bodies[rel] = text
        continue
    fm, body = split(text)
    bodies[rel] = body
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        data = yaml.safe_load(fm)
        ok = isinstance(data, dict)
    except yaml.YAMLError:
        data, ok = None, False
    if "/" not in rel:
        if rel in FLAT:
            if ok:
                err(f"{rel}: listed as flat but parses as YAML")
            lines = dict(l.split(": ", 1) for l in fm.splitlines())
            data = lines
        elif not ok:
            err(f"{rel}: frontmatter does not parse"); continue
        typ = data.get("type")
        if typ not in ("user", "feedback", "project", "reference") or not rel.startswith(typ + "_"):
            err(f"{rel}: bad type {typ}")
        for k in ("name", "description"):
            if not data.get(k):
                err(f"{rel}: missing {k}")
        if data.get("name") in ("wmradio", "wold-marsh-radio"):
            err(f"{rel}: name is the project")
    elif rel.startswith("auto/"):
        if not ok or not all(k in data for k in ("title", "created", "tags")):
            err(f"{rel}: bad auto frontmatter")
    elif rel.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m:
            err(f"{rel}: bad remnic path")
        elif not ok:
            err(f"{rel}: remnic frontmatter does not parse")
        else:
            if data.get("id") != Path(rel).stem or data.get("category") != m.group(2):
                err(f"{rel}: id/category mismatch")
            if str(data.get("created"))[:10] != m.group(1) or data.get("status") != "active":
                err(f"{rel}: created/status mismatch")
    else:
        err(f"{rel}: unexpected location")

# MEMORY.md indexes exactly the root files
root = {f for f in files if "/" not in f and f != "MEMORY.md"}
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", bodies.get("MEMORY.md", ""), re.M)
if Counter(idx) != Counter(root):
    err(f"MEMORY.md index mismatch: missing {sorted(root - set(idx))}, extra {sorted(set(idx) - root)}")
if len(idx) != len(set(idx)):
    err("MEMORY.md indexes a file twice")

lab = yaml.safe_load((OUT / "labels.yaml").read_text())
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
seen = set()
counts = Counter()
cross = 0
layout = lambda p: "root" if "/" not in p else p.split("/")[0]
for i, p in enumerate(pairs):
    pid = p["note"].split(":")[0]
    a, b = p["a"], p["b"]
    if set(p) != {"a", "b", "label", "class", "claim_a", "claim_b", "note"}:
        err(f"{pid}: keys {sorted(p)}")
    if not a < b:
        err(f"{pid}: a/b order")
    if (a, b) in seen:
        err(f"{pid}: duplicate file pair")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []):
        err(f"{pid}: class {p['class']} not under {p['label']}")
    counts[(p["label"], p["class"])] += 1
    cross += layout(a) != layout(b)
    for side in "ab":
        path, claim = p[side], p["claim_" + side]
        if path not in bodies:
            err(f"{pid}: missing file {path}"); continue
        n = bodies[path].split("\n").count(claim)
        if n != 1:
            err(f"{pid}: claim_{side} found {n} times as a full body line in {path}")
        if not claim.strip():
            err(f"{pid}: empty claim_{side}")
for label, classes in CLASSES.items():
    for c in classes:
        if counts[(label, c)] != 10:
            err(f"class {label}/{c}: {counts[(label, c)]} pairs, want 10")
if len(pairs) != 90:
    err(f"{len(pairs)} pairs, want 90")

paired = {p[s] for p in pairs for s in "ab"}
print(f"files: {len(files)} (root {len(root)} + MEMORY.md, auto {sum(f.startswith('auto/') for f in files)}, "
      f"facts {sum(f.startswith('facts/') for f in files)}); files in no pair: {len(set(files) - paired)}")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for (label, c), n in sorted(counts.items()):
    print(f"  {label:18} {c:20} {n}")
if errors:
    print(f"FAIL: {len(errors)} problem(s)")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("OK: all checks passed")
