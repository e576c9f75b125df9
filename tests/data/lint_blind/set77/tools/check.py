#!/usr/bin/env python3
"""Validate ../store and ../labels.yaml."""
import re, sys
from collections import Counter
from pathlib import Path
import yaml

OUT = Path(__file__).resolve().parent.parent
STORE = OUT / "store"
FLAT_OK = {"reference_infra.md", "reference_terminals.md", "reference_glossary.md"}
CLASSES = {
    "contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
    "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"],
}
errors = []
err = errors.append


def split(path):
    text = path.read_text(encoding="utf-8")
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")


def claim_lines(body):
    out, fence = [], False
    for line in body:
        if line.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(line)
    return out


all_files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
root_files = [f for f in all_files if "/" not in f and f != "MEMORY.md"]

# frontmatter
flat_seen = set()
for rel in all_files:
    if rel == "MEMORY.md":
        continue
    fm, _ = split(STORE / rel)
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        data = yaml.safe_load(fm)
    except yaml.YAMLError:
        if rel in FLAT_OK:
            flat_seen.add(rel)
            data = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l and not l.startswith(" "))
        else:
            err(f"{rel}: frontmatter is not valid YAML"); continue
    if "/" not in rel:
        typ = rel.split("_", 1)[0]
        if set(data) != {"name", "description", "type"}:
            err(f"{rel}: root keys {sorted(data)}")
        if data.get("type") != typ or typ not in {"user", "feedback", "project", "reference"}:
            err(f"{rel}: type mismatch")
        if "corrin" in str(data.get("name", "")).lower():
            err(f"{rel}: name is the project")
    elif rel.startswith("facts/"):
        _, date, fn = rel.split("/")
        stem = fn[:-3]
        if data.get("id") != stem or not stem.startswith(str(data.get("category")) + "-"):
            err(f"{rel}: id/category mismatch")
        if data.get("category") not in {"fact", "preference", "decision"}:
            err(f"{rel}: bad category")
        if not str(data.get("created")).startswith(date):
            err(f"{rel}: created not on folder date")
        if not re.fullmatch(r"(fact|preference|decision)-\d{13}-[0-9a-f]{4}", stem):
            err(f"{rel}: bad remnic file name")
    elif rel.startswith("auto/"):
        if not {"title", "created", "tags"} <= set(data):
            err(f"{rel}: auto keys {sorted(data)}")
    else:
        err(f"{rel}: unexpected location")
if flat_seen != FLAT_OK:
    err(f"intentional flat descriptions not all flat: {sorted(FLAT_OK - flat_seen)}")

# MEMORY.md index
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", (STORE / "MEMORY.md").read_text(), re.M)
if sorted(idx) != root_files or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {set(root_files) - set(idx)}, extra {set(idx) - set(root_files)}")

# labels
lab = yaml.safe_load((OUT / "labels.yaml").read_text(encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
seen, counts, cross = set(), Counter(), 0
in_pairs = set()
for i, p in enumerate(pairs):
    pid = p["note"].split(":", 1)[0]
    if not re.fullmatch(r"(V|R|N|S|F|O|D|A|NS)\d+", pid):
        err(f"pair {i}: note does not start with a pair id")
    if p["a"] >= p["b"]:
        err(f"{pid}: a/b not sorted")
    if (p["a"], p["b"]) in seen:
        err(f"{pid}: duplicate file pair")
    seen.add((p["a"], p["b"]))
    if p["class"] not in CLASSES.get(p["label"], []):
        err(f"{pid}: class {p['class']} not valid for {p['label']}")
    counts[(p["label"], p["class"])] += 1
    lay = lambda f: f.split("/")[0] if "/" in f else "root"
    cross += lay(p["a"]) != lay(p["b"])
    for side in "ab":
        path = STORE / p[side]
        in_pairs.add(p[side])
        if not path.exists():
            err(f"{pid}: missing {p[side]}"); continue
        _, body = split(path)
        claim = p["claim_" + side]
        n_all = body.count(claim)
        n_ok = claim_lines(body).count(claim)
        if n_all != 1 or n_ok != 1:
            err(f"{pid}: claim_{side} found {n_all} times as a body line ({n_ok} outside code) in {p[side]}")
        if not claim.strip():
            err(f"{pid}: empty claim_{side}")
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10:
            err(f"class {lbl}/{c}: {counts[(lbl, c)]} pairs")
if len(pairs) != 90:
    err(f"{len(pairs)} pairs")

print(f"files: {len(all_files)} (root {len(root_files)} + MEMORY.md, "
      f"facts {sum(f.startswith('facts/') for f in all_files)}, auto {sum(f.startswith('auto/') for f in all_files)}); "
      f"pairs: {len(pairs)}, cross-layout {cross}; files in no pair: {len(set(all_files) - in_pairs)}")
for (lbl, c), n in sorted(counts.items()):
    print(f"  {lbl:18} {c:20} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK: all checks passed")
