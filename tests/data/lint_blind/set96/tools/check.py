#!/usr/bin/env python3
"""Check ../labels.yaml against ../store. Exit 1 on any problem."""
import os, re, sys, collections, yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_dispatchd.md", "reference_infra.md", "reference_coop.md"}  # unquoted ': ' on purpose
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errs = []
def err(m): errs.append(m)

def split(text):
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def body_lines(text):
    """Body lines outside frontmatter and outside code fences."""
    fm, lines = split(text)
    out, fence = [], False
    for l in lines:
        if l.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(l)
    return out

all_files = []
for root, _, fns in os.walk(STORE):
    for fn in fns:
        all_files.append(os.path.relpath(os.path.join(root, fn), STORE))

# frontmatter
for rel in all_files:
    text = open(os.path.join(STORE, rel)).read()
    if rel == "MEMORY.md":
        continue
    fm, _ = split(text)
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if rel in FLAT:
            err(f"{rel}: expected non-strict YAML description but it parsed")
    except yaml.YAMLError:
        if rel not in FLAT:
            err(f"{rel}: frontmatter does not parse")
        d = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l and not l.startswith(" "))
    if "/" not in rel:
        for k in ("name", "description", "type"):
            if k not in d: err(f"{rel}: missing {k}")
        if d.get("type") not in ("user", "feedback", "project", "reference"): err(f"{rel}: bad type")
        if not rel.startswith(d.get("type", "") + "_"): err(f"{rel}: filename/type mismatch")
    elif rel.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m: err(f"{rel}: bad remnic path"); continue
        for k in ("id", "category", "created", "updated", "source", "confidence", "tags", "status"):
            if k not in d: err(f"{rel}: missing {k}")
        if d.get("id") != os.path.basename(rel)[:-3]: err(f"{rel}: id != stem")
        if d.get("category") != m.group(2): err(f"{rel}: category mismatch")
        if not str(d.get("created")).startswith(m.group(1)): err(f"{rel}: created not on folder date")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: err(f"{rel}: missing {k}")
    else:
        err(f"{rel}: unexpected location")

# MEMORY.md
roots = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")
mem = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", mem, re.M)
if sorted(linked) != roots or len(linked) != len(set(linked)):
    err(f"MEMORY.md index mismatch: missing {set(roots)-set(linked)}, extra {set(linked)-set(roots)}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now must be 2026-11-28")
pairs = lab["pairs"]
seen = set(); counts = collections.Counter(); ids = set()
for i, p in enumerate(pairs):
    tag = p.get("note", "")[:6]
    a, b = p["a"], p["b"]
    if not a < b: err(f"pair {i} {tag}: a does not sort before b")
    if (a, b) in seen: err(f"pair {i} {tag}: duplicate file pair")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []): err(f"pair {i}: class {p['class']} not under {p['label']}")
    counts[(p["label"], p["class"])] += 1
    pid = p["note"].split(":")[0]
    if pid in ids: err(f"duplicate pair id {pid}")
    ids.add(pid)
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path): err(f"{tag}: {p[side]} missing"); continue
        claim = p["claim_" + side]
        text = open(path).read()
        bl = body_lines(text)
        n = bl.count(claim)
        if n != 1: err(f"{tag}: claim_{side} found {n} times as a full body line (outside fences/frontmatter) in {p[side]}")
        if text.split("\n").count(claim) != 1: err(f"{tag}: claim_{side} appears {text.split(chr(10)).count(claim)} times in {p[side]}")
        if not claim.strip(): err(f"{tag}: empty claim_{side}")
for lbl, cl in CLASSES.items():
    for c in cl:
        if counts[(lbl, c)] != 10: err(f"class {lbl}/{c}: {counts[(lbl, c)]} pairs, want 10")
if len(pairs) != 90: err(f"{len(pairs)} pairs, want 90")

cross = sum(1 for p in pairs if p["a"].split("/")[0] != p["b"].split("/")[0] and not ("/" not in p["a"] and "/" not in p["b"]))
layout = lambda f: f.split("/")[0] if "/" in f else "root"
cross = sum(1 for p in pairs if layout(p["a"]) != layout(p["b"]))
used = {p[s] for p in pairs for s in ("a", "b")}
print(f"files: {len(all_files)} (root {len(roots)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in all_files)}, auto {sum(f.startswith('auto/') for f in all_files)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, files in no pair: {len(set(all_files) - used)}")
for lbl, cl in CLASSES.items():
    for c in cl: print(f"  {lbl:17s} {c:18s} {counts[(lbl, c)]}")
if errs:
    print("FAIL"); [print(" -", e) for e in errs]; sys.exit(1)
print("OK: all checks passed")
