#!/usr/bin/env python3
"""Validate store/ and labels.yaml independently of build.py."""
import re, sys
from collections import Counter
from pathlib import Path
import yaml

OUT = Path(__file__).resolve().parent.parent
STORE = OUT / "store"
FLAT_OK = {"reference_infra.md", "reference_sites.md", "reference_glossary.md", "reference_theatreorders.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []

def err(m):
    errors.append(m)

def split(path):
    text = path.read_text(encoding="utf-8")
    if path.name == "MEMORY.md" and path.parent == STORE:
        return None, text.split("\n")
    if not text.startswith("---\n"):
        err(f"{path}: no frontmatter"); return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def body_claim_lines(lines):
    """Body lines outside code fences."""
    out, fence = [], False
    for ln in lines:
        if ln.strip().startswith("```"):
            fence = not fence; continue
        if not fence:
            out.append(ln)
    return out

files = sorted(p for p in STORE.rglob("*.md"))
rel = {str(p.relative_to(STORE)): p for p in files}
# frontmatter
for r, p in rel.items():
    fm, _ = split(p)
    if fm is None:
        continue
    try:
        data = yaml.safe_load(fm)
        if not isinstance(data, dict):
            raise ValueError("not a mapping")
        if r in FLAT_OK:
            err(f"{r}: expected flat (non-YAML) description but it parsed")
    except Exception as e:
        if r in FLAT_OK:
            m = dict(re.findall(r"^(\w+): (.*)$", fm, re.M))
            data = m
        else:
            err(f"{r}: frontmatter does not parse: {e}"); continue
    if "/" not in r:
        for k in ("name", "description", "type"):
            if k not in data: err(f"{r}: missing {k}")
        if data.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{r}: bad type")
        if not r.startswith(str(data.get("type")) + "_"):
            err(f"{r}: file name does not start with its type")
    elif r.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", r)
        if not m: err(f"{r}: bad remnic path")
        else:
            if str(data.get("id")) != Path(r).stem: err(f"{r}: id != stem")
            if data.get("category") != m.group(2): err(f"{r}: category mismatch")
            if not str(data.get("created")).startswith(m.group(1)): err(f"{r}: created date != folder")
            for k in ("source", "confidence", "tags", "status"):
                if k not in data: err(f"{r}: missing {k}")
    elif r.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in data: err(f"{r}: missing {k}")
    else:
        err(f"{r}: unexpected location")
# MEMORY.md
root_files = {r for r in rel if "/" not in r and r != "MEMORY.md"}
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", (STORE / "MEMORY.md").read_text(), re.M)
if Counter(idx) != Counter(root_files):
    err(f"MEMORY.md index mismatch: missing {sorted(root_files - set(idx))}, extra {sorted(set(idx) - root_files)}, dup {[k for k,v in Counter(idx).items() if v>1]}")
# labels
lab = yaml.safe_load((OUT / "labels.yaml").read_text())
if str(lab.get("now")) != "2026-11-28": err("now != 2026-11-28")
seen, counts = set(), Counter()
ids = []
for i, pr in enumerate(lab["pairs"]):
    a, b = pr["a"], pr["b"]
    tag = pr.get("note", "")[:6]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in pr: err(f"pair {i}: missing {k}")
    if not a < b: err(f"pair {i} {tag}: a does not sort before b")
    if (a, b) in seen: err(f"pair {i} {tag}: duplicate file pair")
    seen.add((a, b))
    if pr["class"] not in CLASSES.get(pr["label"], []): err(f"pair {i}: class/label mismatch")
    counts[(pr["label"], pr["class"])] += 1
    ids.append(pr["note"].split(":")[0])
    for side in ("a", "b"):
        path, claim = pr[side], pr["claim_" + side]
        if path not in rel: err(f"pair {i} {tag}: missing file {path}"); continue
        if "\n" in claim or claim != claim.strip("\r"): err(f"pair {i}: claim not a single line")
        _, lines = split(rel[path])
        n_all = lines.count(claim)
        n_body = body_claim_lines(lines).count(claim)
        if n_all != 1: err(f"pair {i} {tag}: claim_{side} occurs {n_all} times as a full line in {path}")
        elif n_body != 1: err(f"pair {i} {tag}: claim_{side} is inside a code fence in {path}")
        if not claim.strip(): err(f"pair {i}: empty claim")
if len(ids) != len(set(ids)): err("duplicate pair ids in notes")
for label, cls_list in CLASSES.items():
    for c in cls_list:
        if counts[(label, c)] != 10: err(f"{label}/{c}: {counts[(label, c)]} pairs, want 10")
if len(lab["pairs"]) != 90: err(f"{len(lab['pairs'])} pairs, want 90")
layouts = lambda p: "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"
cross = sum(layouts(p["a"]) != layouts(p["b"]) for p in lab["pairs"])
print(f"files: {len(rel)} (root {len(root_files)} + MEMORY.md, auto {sum(r.startswith('auto/') for r in rel)}, facts {sum(r.startswith('facts/') for r in rel)})")
print(f"pairs: {len(lab['pairs'])}, cross-layout: {cross}, files in no pair: {len(set(rel) - {p[s] for p in lab['pairs'] for s in 'ab'})}")
for (l, c), n in sorted(counts.items()):
    print(f"  {l:18} {c:20} {n}")
if errors:
    print("FAIL"); print("\n".join(errors)); sys.exit(1)
print("OK: all checks passed")
