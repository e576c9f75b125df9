#!/usr/bin/env python3
"""Check store/ and labels.yaml: paths, verbatim claim lines, frontmatter, MEMORY.md index, order, counts."""
import re, sys
from collections import Counter
from pathlib import Path
import yaml

ROOT_DIR = Path(__file__).resolve().parent.parent
STORE = ROOT_DIR / "store"
FLAT_OK = {"reference_tunebook.md", "reference_moveplan.md", "reference_infra.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []
err = errors.append


def split(path):
    text = path.read_text(encoding="utf-8")
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")


def body_lines(path):
    """Body lines outside code fences (claims may not sit in a fence or the frontmatter)."""
    _, lines = split(path)
    out, fence = [], False
    for l in lines:
        if l.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(l)
    return out


# frontmatter
files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
root_files = [f for f in files if "/" not in f and f != "MEMORY.md"]
flat_seen = set()
for f in files:
    if f == "MEMORY.md":
        continue
    fm, _ = split(STORE / f)
    if fm is None:
        err(f"{f}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
    except yaml.YAMLError:
        if f in FLAT_OK:
            flat_seen.add(f)
            d = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l and not l.startswith(" "))
        else:
            err(f"{f}: frontmatter does not parse"); continue
    if "/" not in f:
        if set(d) != {"name", "description", "type"} or d["type"] not in ("user", "feedback", "project", "reference"):
            err(f"{f}: bad root frontmatter {d}")
        if not f.startswith(d["type"] + "_"):
            err(f"{f}: file name does not start with its type")
    elif f.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", f)
        if not m:
            err(f"{f}: bad remnic path"); continue
        stem = f.split("/")[-1][:-3]
        if d.get("id") != stem or d.get("category") != m.group(2) or d.get("status") != "active":
            err(f"{f}: remnic id/category/status mismatch")
        if not str(d.get("created")).startswith(m.group(1)):
            err(f"{f}: created not on folder date")
        for k in ("updated", "source", "confidence", "confidenceTier", "tags"):
            if k not in d:
                err(f"{f}: missing {k}")
    elif f.startswith("auto/"):
        if not {"title", "created", "tags"} <= set(d):
            err(f"{f}: auto note frontmatter")
    else:
        err(f"{f}: unexpected location")
if flat_seen != FLAT_OK:
    err(f"flat descriptions expected {sorted(FLAT_OK)}, saw {sorted(flat_seen)}")

# MEMORY.md
mem = (STORE / "MEMORY.md").read_text(encoding="utf-8")
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(linked) != sorted(root_files) or len(linked) != len(set(linked)):
    err(f"MEMORY.md index mismatch: missing {set(root_files)-set(linked)}, extra {set(linked)-set(root_files)}")

# labels
lab = yaml.safe_load((ROOT_DIR / "labels.yaml").read_text(encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
seen = set()
counts = Counter()
ids = set()
for i, p in enumerate(pairs):
    tag = p.get("note", "")[:6]
    if set(p) != {"a", "b", "label", "class", "claim_a", "claim_b", "note"}:
        err(f"pair {i}: keys {sorted(p)}")
    if not p["a"] < p["b"]:
        err(f"pair {i} {tag}: a does not sort before b")
    if (p["a"], p["b"]) in seen:
        err(f"pair {i} {tag}: duplicate file pair")
    seen.add((p["a"], p["b"]))
    if p["class"] not in CLASSES.get(p["label"], []):
        err(f"pair {i}: class {p['class']} not under label {p['label']}")
    m = re.match(r"^([A-Z]+\d+): ", p["note"])
    if not m:
        err(f"pair {i}: note does not start with a pair id")
    elif m.group(1) in ids:
        err(f"pair {i}: pair id reused")
    else:
        ids.add(m.group(1))
    counts[(p["label"], p["class"])] += 1
    for side in "ab":
        path = STORE / p[side]
        if not path.exists():
            err(f"pair {i} {tag}: {p[side]} missing"); continue
        claim = p["claim_" + side]
        n_body = body_lines(path).count(claim)
        _, all_lines = split(path)
        if claim != claim.strip() or not claim:
            err(f"pair {i} {tag}: claim_{side} has stray whitespace")
        if n_body != 1 or all_lines.count(claim) != 1:
            err(f"pair {i} {tag}: claim_{side} found {n_body}x as a body line in {p[side]}")
        if (path.read_text(encoding="utf-8")).count(claim) != 1:
            err(f"pair {i} {tag}: claim_{side} text occurs more than once (also inside another line) in {p[side]}")
for label, classes in CLASSES.items():
    for c in classes:
        if counts[(label, c)] != 10:
            err(f"{label}/{c}: {counts[(label, c)]} pairs, want 10")
if len(pairs) != 90:
    err(f"{len(pairs)} pairs, want 90")

cross = sum(1 for p in pairs if (lambda k: k(p["a"]) != k(p["b"]))(lambda s: s.split("/")[0] if "/" in s else "root"))
print(f"files: {len(files)} (root {len(root_files)} + MEMORY.md, auto {sum(f.startswith('auto/') for f in files)}, "
      f"facts {sum(f.startswith('facts/') for f in files)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, file pairs distinct: {len(seen)}")
for (label, c), n in sorted(counts.items()):
    print(f"  {label:18s} {c:20s} {n}")
if errors:
    print("FAIL"); print("\n".join(errors)); sys.exit(1)
print("OK: all checks passed")
