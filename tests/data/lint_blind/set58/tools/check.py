#!/usr/bin/env python3
"""Check store/ and labels.yaml for structural correctness."""
import os, re, sys, collections
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
FLAT_DESC = {"reference_tidebook.md", "reference_galley.md", "reference_infra.md",
             "reference_hotels.md", "reference_guestcomms.md"}
CLASSES = {
    "contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
    "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"],
}
errors = []
def err(m): errors.append(m)

def split(path):
    text = open(path).read()
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

def layout(rel):
    return "facts" if rel.startswith("facts/") else "auto" if rel.startswith("auto/") else "root"

# --- frontmatter
files = []
for d, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(d, f), STORE))
for rel in sorted(files):
    if rel == "MEMORY.md":
        continue
    fm, body = split(os.path.join(STORE, rel))
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        data = yaml.safe_load(fm)
        strict = True
    except yaml.YAMLError:
        strict = False
        data = dict(l.split(": ", 1) for l in fm.splitlines() if ": " in l and not l.startswith(" "))
    if not strict and rel not in FLAT_DESC:
        err(f"{rel}: frontmatter is not strict YAML")
    if strict and rel in FLAT_DESC:
        err(f"{rel}: expected a flat (non-strict) description")
    lay = layout(rel)
    if lay == "root":
        m = re.match(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$", rel)
        if not m: err(f"{rel}: bad root file name")
        for k in ("name", "description", "type"):
            if k not in data: err(f"{rel}: missing {k}")
        if data.get("type") != rel.split("_")[0]: err(f"{rel}: type mismatch")
        if "carrow" in str(data.get("name", "")).lower(): err(f"{rel}: name is the project")
    elif lay == "facts":
        m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m: err(f"{rel}: bad remnic path"); continue
        for k in ("id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in data: err(f"{rel}: missing {k}")
        if data.get("id") != os.path.basename(rel)[:-3]: err(f"{rel}: id != stem")
        if data.get("category") != m.group(2): err(f"{rel}: category mismatch")
        if not str(data.get("created")).startswith(m.group(1)): err(f"{rel}: created not in folder date")
    else:
        for k in ("title", "created", "tags"):
            if k not in data: err(f"{rel}: missing {k}")

# --- MEMORY.md
root = sorted(f for f in files if "/" not in f and f != "MEMORY.md")
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != root or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {set(root)-set(idx)}, extra {set(idx)-set(root)}")

# --- labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now != 2026-11-28")
pairs = lab["pairs"]
seen = set(); counts = collections.Counter(); cross = 0; ids = set()
for i, p in enumerate(pairs):
    pid = p["note"].split(":")[0]
    if pid in ids: err(f"duplicate pair id {pid}")
    ids.add(pid)
    a, b = p["a"], p["b"]
    if not a < b: err(f"{pid}: a/b not sorted")
    if (a, b) in seen: err(f"{pid}: duplicate file pair")
    seen.add((a, b))
    if p["label"] not in CLASSES or p["class"] not in CLASSES[p["label"]]:
        err(f"{pid}: bad label/class")
    counts[(p["label"], p["class"])] += 1
    if layout(a) != layout(b): cross += 1
    for side, claim in ((a, p["claim_a"]), (b, p["claim_b"])):
        path = os.path.join(STORE, side)
        if not os.path.exists(path): err(f"{pid}: missing {side}"); continue
        _, body = split(path)
        n = body.split("\n").count(claim)
        if n != 1: err(f"{pid}: claim found {n}x as a full line in {side}: {claim!r}")
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10: err(f"{lbl}/{c}: {counts[(lbl, c)]} pairs, want 10")

by = collections.Counter(layout(f) for f in files)
paired = {p["a"] for p in pairs} | {p["b"] for p in pairs}
print(f"files: {len(files)} (root {by['root']} incl. MEMORY.md, facts {by['facts']}, auto {by['auto']}); "
      f"files in no pair: {len(set(files) - paired)}")
print(f"pairs: {len(pairs)}; cross-layout: {cross}; per class: " +
      ", ".join(f"{c}={counts[(l, c)]}" for l, cs in CLASSES.items() for c in cs))
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
