#!/usr/bin/env python3
"""Check store/ and labels.yaml."""
import os, re, sys, glob
from collections import Counter
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT_OK = {"reference_turnstile.md", "reference_memberhub.md", "reference_infra.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(text):
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def body_claim_lines(lines):
    """Body lines outside code fences."""
    out, fence = [], False
    for l in lines:
        if l.lstrip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(l)
    return out

all_files = sorted(os.path.relpath(p, STORE) for p in glob.glob(os.path.join(STORE, "**", "*.md"), recursive=True))
root = [f for f in all_files if "/" not in f and f != "MEMORY.md"]
# frontmatter
for f in all_files:
    if f == "MEMORY.md":
        continue
    text = open(os.path.join(STORE, f)).read()
    fm, _ = split(text)
    if fm is None:
        err(f"{f}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
    except yaml.YAMLError:
        if f in FLAT_OK:
            continue
        err(f"{f}: frontmatter does not parse"); continue
    if f in FLAT_OK:
        err(f"{f}: expected flat (non-YAML) description but it parses")
    if "/" not in f:
        for k in ("name", "description", "type"):
            if k not in d: err(f"{f}: missing {k}")
        if d.get("type") not in ("user", "feedback", "project", "reference"): err(f"{f}: bad type")
        if not f.startswith(d.get("type", "") + "_"): err(f"{f}: file prefix != type")
    elif f.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", f)
        if not m: err(f"{f}: bad remnic path")
        elif d.get("id") != os.path.basename(f)[:-3] or d.get("category") != m.group(2): err(f"{f}: id/category mismatch")
        elif not str(d.get("created")).startswith(m.group(1)): err(f"{f}: created != folder date")
    elif f.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: err(f"{f}: missing {k}")
    else:
        err(f"{f}: unexpected location")
# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != sorted(root) or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: {set(idx) ^ set(root)}")
# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now != 2026-11-28")
pairs = lab["pairs"]
seen, cnt, ids = set(), Counter(), set()
for i, p in enumerate(pairs):
    pid = p["note"].split(":")[0]
    if pid in ids: err(f"duplicate pair id {pid}")
    ids.add(pid)
    a, b = p["a"], p["b"]
    if not a < b: err(f"{pid}: a/b order")
    if (a, b) in seen: err(f"{pid}: duplicate file pair")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []): err(f"{pid}: class/label mismatch")
    cnt[(p["label"], p["class"])] += 1
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side])
        if not os.path.exists(path):
            err(f"{pid}: missing {p[side]}"); continue
        fm, lines = split(open(path).read())
        claim = p["claim_" + side]
        n_all = lines.count(claim)
        n_ok = body_claim_lines(lines).count(claim)
        if n_all != 1 or n_ok != 1:
            err(f"{pid}: claim_{side} found {n_all}x in body ({n_ok}x outside code) of {p[side]}")
        if not claim.strip(): err(f"{pid}: empty claim")
for label, cls in CLASSES.items():
    for c in cls:
        if cnt[(label, c)] != 10: err(f"class {label}/{c}: {cnt[(label, c)]} pairs")
if len(pairs) != 90: err(f"{len(pairs)} pairs")
def layout(f): return f.split("/")[0] if "/" in f else "root"
cross = sum(1 for p in pairs if layout(p["a"]) != layout(p["b"]))
in_pairs = {p["a"] for p in pairs} | {p["b"] for p in pairs}
print(f"files: {len(all_files)} (root {len(root)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in all_files)}, "
      f"auto {sum(f.startswith('auto/') for f in all_files)}); files in no pair: {len(set(all_files) - in_pairs)}")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for (l, c), n in sorted(cnt.items()): print(f"  {l:18} {c:20} {n}")
if errors:
    print("FAIL"); [print(" -", e) for e in errors]; sys.exit(1)
print("OK: all checks passed")
