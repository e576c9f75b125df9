#!/usr/bin/env python3
"""Validate ../store and ../labels.yaml."""
import re, sys
from collections import Counter
from pathlib import Path
import yaml

OUT = Path(__file__).resolve().parent.parent
STORE = OUT / "store"
FLAT = {"reference_atelier.md", "reference_infra.md", "reference_studio.md"}
EXPECT = {("contradiction", c): 10 for c in ("value_slot", "role_slot", "negation", "stale_vs_change")}
EXPECT.update({("non_contradiction", c): 10 for c in
               ("refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope")})
errors = []
err = errors.append


def split(path):
    text = path.read_text(encoding="utf-8")
    if not text.startswith("---\n"):
        return None, text.split("\n"), []
    end = text.index("\n---\n", 4)
    fm = text[4:end]
    body = text[end + 5:].split("\n")
    # lines inside code fences are not claim lines
    claimable, fence = [], False
    for line in body:
        if line.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            claimable.append(line)
    return fm, body, claimable


files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
root = [f for f in files if "/" not in f and f != "MEMORY.md"]

# frontmatter
for f in files:
    fm, body, _ = split(STORE / f)
    if f == "MEMORY.md":
        continue
    if fm is None:
        err(f"{f}: no frontmatter"); continue
    if f in FLAT:
        if not re.search(r"^description: [^\"'].*: ", fm, re.M):
            err(f"{f}: expected flat description with ': '")
        continue
    try:
        d = yaml.safe_load(fm)
    except yaml.YAMLError as e:
        err(f"{f}: frontmatter does not parse: {e}"); continue
    if "/" not in f:
        if set(d) != {"name", "description", "type"} or d["type"] not in {"user", "feedback", "project", "reference"}:
            err(f"{f}: bad root frontmatter {d}")
        if not f.startswith(d["type"] + "_"):
            err(f"{f}: type prefix mismatch")
    elif f.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-[0-9a-f]{4}\.md$", f)
        if not m:
            err(f"{f}: bad remnic path"); continue
        for k in ("id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in d:
                err(f"{f}: missing {k}")
        if d.get("id") != Path(f).stem or d.get("category") != m.group(2):
            err(f"{f}: id/category mismatch")
        if not str(d.get("created")).startswith(m.group(1)):
            err(f"{f}: created date != folder date")
    elif f.startswith("auto/"):
        if not {"title", "created", "tags"} <= set(d):
            err(f"{f}: auto note frontmatter {d}")
    else:
        err(f"{f}: unexpected location")

# MEMORY.md index
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", (STORE / "MEMORY.md").read_text(), re.M)
if sorted(idx) != sorted(root) or len(idx) != len(set(idx)):
    err(f"MEMORY.md indexes {sorted(set(idx) ^ set(root))} wrongly")

# labels
lab = yaml.safe_load((OUT / "labels.yaml").read_text(encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now != 2026-11-28")
pairs = lab["pairs"]
seen, counts, ids = set(), Counter(), set()
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    pid = p["note"].split(":")[0]
    if pid in ids:
        err(f"duplicate pair id {pid}")
    ids.add(pid)
    if not a < b:
        err(f"{pid}: a/b not sorted")
    if (a, b) in seen:
        err(f"{pid}: duplicate file pair")
    seen.add((a, b))
    counts[(p["label"], p["class"])] += 1
    for side in ("a", "b"):
        path = STORE / p[side]
        if not path.exists():
            err(f"{pid}: missing {p[side]}"); continue
        _, body, claimable = split(path)
        c = p["claim_" + side]
        if body.count(c) != 1:
            err(f"{pid}: claim_{side} present {body.count(c)} times as a full line in {p[side]}")
        elif c not in claimable:
            err(f"{pid}: claim_{side} is inside a code fence in {p[side]}")
        if not c.strip():
            err(f"{pid}: empty claim_{side}")
if dict(counts) != EXPECT:
    err(f"class counts {dict(counts)}")

layout = lambda f: "facts" if f.startswith("facts/") else "auto" if f.startswith("auto/") else "root"
cross = sum(layout(p["a"]) != layout(p["b"]) for p in pairs)
in_pairs = {p[s] for p in pairs for s in "ab"}
print(f"files: {len(files)} (root {len(root)} + MEMORY.md, auto {sum(f.startswith('auto/') for f in files)}, "
      f"facts {sum(f.startswith('facts/') for f in files)}); files in no pair: {len(set(files) - in_pairs)}")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for k in sorted(counts):
    print(f"  {k[0]:18} {k[1]:18} {counts[k]}")
if errors:
    print("\n".join("ERROR " + e for e in errors)); sys.exit(1)
print("OK")
