#!/usr/bin/env python3
"""Check ../store and ../labels.yaml: paths, claim lines, frontmatter, MEMORY.md index, pair order and counts."""
import collections, os, re, sys
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT_OK = {"reference_infra.md", "reference_roofscan.md", "reference_thatchplan.md", "user_kasia.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
PREFIX = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S", "refinement": "F",
          "other_subject": "O", "dated_history": "D", "agreeing_duplicate": "A", "negation_scope": "NS"}
errors = []
def err(m): errors.append(m)

def split(path):
    text = open(path, encoding="utf-8").read()
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def body_lines(lines):
    """claim-eligible lines: outside code fences, non-empty"""
    out, fence = [], False
    for l in lines:
        if l.strip().startswith("```"):
            fence = not fence
            continue
        if not fence and l.strip():
            out.append(l)
    return out

files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(root, f), STORE))
root_md = sorted(f for f in files if "/" not in f and f != "MEMORY.md")

# frontmatter
flat_seen = 0
for rel in files:
    if rel == "MEMORY.md":
        continue
    fm, _ = split(os.path.join(STORE, rel))
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        meta = yaml.safe_load(fm)
    except yaml.YAMLError:
        if rel in FLAT_OK:
            flat_seen += 1
            meta = dict(re.match(r"^(\w+): (.*)$", l).groups() for l in fm.split("\n"))
        else:
            err(f"{rel}: frontmatter does not parse"); continue
    if "/" not in rel:
        for k in ("name", "description", "type"):
            if k not in meta: err(f"{rel}: missing {k}")
        if meta.get("type") not in ("user", "feedback", "project", "reference"): err(f"{rel}: bad type")
        if not rel.startswith(str(meta.get("type")) + "_"): err(f"{rel}: filename/type mismatch")
        if "hvthatch" in str(meta.get("name")) or meta.get("name") in ("hallett-vane",): err(f"{rel}: name is the project")
    elif rel.startswith("facts/"):
        m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m: err(f"{rel}: bad remnic path"); continue
        for k in ("id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in meta: err(f"{rel}: missing {k}")
        if meta.get("id") != os.path.basename(rel)[:-3]: err(f"{rel}: id != stem")
        if meta.get("category") != m.group(2): err(f"{rel}: category mismatch")
        if not str(meta.get("created")).startswith(m.group(1)): err(f"{rel}: created not on folder date")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in meta: err(f"{rel}: missing {k}")
    else:
        err(f"{rel}: unexpected location")
if flat_seen != len(FLAT_OK):
    err(f"expected {len(FLAT_OK)} flat descriptions, saw {flat_seen}")

# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read(), re.M)
if sorted(idx) != root_md or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {set(root_md) - set(idx)}, extra {set(idx) - set(root_md)}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28": err("now != 2026-11-28")
pairs = lab["pairs"]
seen = set(); counts = collections.Counter(); cross = 0; ids = set()
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    if not a < b: err(f"pair {i}: a/b not sorted")
    if (a, b) in seen: err(f"pair {i}: duplicate file pair {a} {b}")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []): err(f"pair {i}: class {p['class']} not under {p['label']}")
    counts[(p["label"], p["class"])] += 1
    m = re.match(r"^([A-Z]+)(\d+): ", p["note"])
    if not m or m.group(1) != PREFIX[p["class"]]: err(f"pair {i}: note does not start with a matching id")
    elif m.group(1) + m.group(2) in ids: err(f"pair {i}: pair id reused")
    else: ids.add(m.group(1) + m.group(2))
    lay = lambda r: r.split("/")[0] if "/" in r else "root"
    cross += lay(a) != lay(b)
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side]); claim = p["claim_" + side]
        if not os.path.isfile(path): err(f"pair {i}: missing {p[side]}"); continue
        fm, lines = split(path)
        n_all = sum(1 for l in lines if l == claim)
        n_ok = sum(1 for l in body_lines(lines) if l == claim)
        if n_all != 1 or n_ok != 1:
            err(f"pair {i} ({m.group(0) if m else ''}): claim_{side} occurs {n_all}x in body ({n_ok}x outside code fences) of {p[side]}")
        if fm and claim in fm.split("\n"): err(f"pair {i}: claim_{side} is a frontmatter line")
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10: err(f"class {lbl}/{c}: {counts[(lbl, c)]} pairs, expected 10")
if len(pairs) != 90: err(f"{len(pairs)} pairs, expected 90")

in_pairs = {p[s] for p in pairs for s in ("a", "b")}
print(f"files: {len(files)} (root {len(root_md)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, auto {sum(f.startswith('auto/') for f in files)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, files in no pair: {len(set(files) - in_pairs)}")
for (lbl, c), n in sorted(counts.items()): print(f"  {lbl:18} {c:19} {n}")
if errors:
    print("FAIL"); [print(" -", e) for e in errors]; sys.exit(1)
print("OK: all checks passed")
