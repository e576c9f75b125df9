#!/usr/bin/env python3
"""Sanity checks for store/ and labels.yaml."""
import re, sys
from collections import Counter
from pathlib import Path
import yaml

OUT = Path(__file__).resolve().parent.parent
STORE = OUT / "store"
FLAT = {"reference_quoteline.md", "reference_infra.md", "reference_fleet.md",
        "reference_depots.md", "reference_glossary.md"}
EXPECTED = {("contradiction", c): 10 for c in ["value_slot", "role_slot", "negation", "stale_vs_change"]}
EXPECTED.update({("non_contradiction", c): 10 for c in
                 ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]})
errors = []
err = errors.append


def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]


def body_lines(text):
    """Body lines outside frontmatter and code fences."""
    _, body = split(text)
    lines, fence = [], False
    for ln in body.split("\n"):
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            lines.append(ln)
    return lines


files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
root = [f for f in files if "/" not in f and f != "MEMORY.md"]

# frontmatter
flat_seen = set()
for f in files:
    text = (STORE / f).read_text(encoding="utf-8")
    if f == "MEMORY.md":
        continue
    fm, _ = split(text)
    if fm is None:
        err(f"{f}: no frontmatter")
        continue
    try:
        data = yaml.safe_load(fm)
        if f in FLAT:
            err(f"{f}: expected a flat (non-strict) description but YAML parsed")
    except yaml.YAMLError:
        if f in FLAT:
            flat_seen.add(f)
            data = dict(re.findall(r"^(\w+): (.*)$", fm, re.M))
        else:
            err(f"{f}: frontmatter does not parse")
            continue
    if "/" not in f:
        if set(data) != {"name", "description", "type"} or data["type"] not in {"user", "feedback", "project", "reference"}:
            err(f"{f}: bad root frontmatter {sorted(data)}")
        if not f.startswith(data["type"] + "_"):
            err(f"{f}: filename does not start with its type")
    elif f.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", f)
        if not m:
            err(f"{f}: bad remnic path")
        elif data.get("id") != Path(f).stem or data.get("category") != m.group(2) or data.get("status") != "active":
            err(f"{f}: remnic frontmatter mismatch")
        elif not str(data.get("created")).startswith(m.group(1)):
            err(f"{f}: created date does not match folder")
    elif f.startswith("auto/"):
        if set(data) != {"title", "created", "tags"}:
            err(f"{f}: bad auto frontmatter")
    else:
        err(f"{f}: unexpected location")
if flat_seen != FLAT:
    err(f"flat descriptions missing: {FLAT - flat_seen}")

# MEMORY.md
mem = (STORE / "MEMORY.md").read_text(encoding="utf-8")
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(linked) != sorted(root) or len(linked) != len(set(linked)):
    err(f"MEMORY.md index mismatch: missing {set(root) - set(linked)}, extra {set(linked) - set(root)}")

# labels
labels = yaml.safe_load((OUT / "labels.yaml").read_text(encoding="utf-8"))
if str(labels.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = labels["pairs"]
seen, counts, ids, cross = set(), Counter(), set(), 0
used_files = set()
for i, p in enumerate(pairs):
    tag = p.get("note", "")[:6]
    for k in ["a", "b", "label", "class", "claim_a", "claim_b", "note"]:
        if k not in p:
            err(f"pair {i}: missing {k}")
    a, b = p["a"], p["b"]
    if not a < b:
        err(f"{tag}: a/b not in sorted order")
    if (a, b) in seen:
        err(f"{tag}: duplicate file pair {a} {b}")
    seen.add((a, b))
    counts[(p["label"], p["class"])] += 1
    pid = p["note"].split(":", 1)[0]
    if pid in ids:
        err(f"duplicate pair id {pid}")
    ids.add(pid)
    lay = lambda x: x.split("/")[0] if "/" in x else "root"
    cross += lay(a) != lay(b)
    for side in "ab":
        f, claim = p[side], p["claim_" + side]
        used_files.add(f)
        if f not in files:
            err(f"{pid}: {f} does not exist")
            continue
        text = (STORE / f).read_text(encoding="utf-8")
        all_lines = text.split("\n")
        body = body_lines(text)
        if claim != claim.strip() and not claim.startswith(" "):
            err(f"{pid}: claim_{side} has stray whitespace")
        if all_lines.count(claim) != 1:
            err(f"{pid}: claim_{side} found {all_lines.count(claim)} times as a full line in {f}")
        if body.count(claim) != 1:
            err(f"{pid}: claim_{side} is not a body line outside code fences in {f}")
if counts != Counter(EXPECTED):
    err(f"class counts {dict(counts)}")

n_root = len(root)
n_facts = sum(f.startswith("facts/") for f in files)
n_auto = sum(f.startswith("auto/") for f in files)
print(f"files: {len(files)} (root {n_root} + MEMORY.md, facts {n_facts}, auto {n_auto})")
print(f"pairs: {len(pairs)}; cross-layout: {cross}; files in no pair: {len(set(files) - used_files)}")
for (lab, cls), n in sorted(counts.items()):
    print(f"  {lab:18} {cls:20} {n}")
if errors:
    print(f"FAIL: {len(errors)} problem(s)")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("OK: all checks passed")
