#!/usr/bin/env python3
"""Checks store/ and labels.yaml (independent of build.py's tables)."""
import os, re, sys, collections, yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT_OK = {"reference_tradedesk.md", "reference_infra.md", "reference_pricing.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

def body_lines(body):
    """Body lines outside code fences."""
    out, fence = [], False
    for line in body.split("\n"):
        if line.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(line)
    return out

allfiles = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        allfiles.append(os.path.relpath(os.path.join(root, f), STORE))
rootfiles = sorted(f for f in allfiles if "/" not in f and f != "MEMORY.md")

# frontmatter
for rel in allfiles:
    if rel == "MEMORY.md":
        continue
    fm, body = split(open(os.path.join(STORE, rel), encoding="utf-8").read())
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        ok = isinstance(d, dict)
    except yaml.YAMLError:
        ok, d = False, None
    if rel in FLAT_OK:
        if ok: err(f"{rel}: expected a non-strict (flat) description but YAML parsed")
        if not re.search(r"^description: [^\"'].*: ", fm, re.M): err(f"{rel}: no flat description")
        continue
    if not ok:
        err(f"{rel}: frontmatter does not parse"); continue
    if "/" not in rel:
        for k in ("name", "description", "type"):
            if k not in d: err(f"{rel}: missing {k}")
        if d.get("type") not in ("user", "feedback", "project", "reference"): err(f"{rel}: bad type")
        if not rel.startswith(d.get("type", "") + "_"): err(f"{rel}: filename/type mismatch")
        if "paperlark" in str(d.get("name", "")): err(f"{rel}: name is the project")
    elif rel.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m: err(f"{rel}: bad remnic path"); continue
        if d.get("id") != os.path.basename(rel)[:-3]: err(f"{rel}: id != stem")
        if d.get("category") != m.group(2): err(f"{rel}: category mismatch")
        if str(d.get("created"))[:10] != m.group(1): err(f"{rel}: created date != folder")
        if d.get("status") != "active": err(f"{rel}: status")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: err(f"{rel}: missing {k}")
    else:
        err(f"{rel}: unexpected location")

# MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", mem, re.M)
if sorted(linked) != rootfiles or len(linked) != len(set(linked)):
    err(f"MEMORY.md index mismatch: extra {set(linked)-set(rootfiles)} missing {set(rootfiles)-set(linked)}")

# labels
L = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(L.get("now")) != "2026-11-28": err("now")
pairs = L["pairs"]
seen, counts, ids = set(), collections.Counter(), set()
cross = 0
layout = lambda p: p.split("/")[0] if "/" in p else "root"
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    if not a < b: err(f"pair {i}: a/b order")
    if (a, b) in seen: err(f"pair {i}: duplicate file pair {a} {b}")
    seen.add((a, b))
    if p["label"] not in CLASSES or p["class"] not in CLASSES[p["label"]]: err(f"pair {i}: label/class")
    counts[(p["label"], p["class"])] += 1
    pid = p["note"].split(":")[0]
    if pid in ids: err(f"pair {i}: duplicate id {pid}")
    ids.add(pid)
    if layout(a) != layout(b): cross += 1
    for side in ("a", "b"):
        path = p[side]; claim = p["claim_" + side]
        full = os.path.join(STORE, path)
        if not os.path.isfile(full): err(f"{pid}: missing {path}"); continue
        fm, body = split(open(full, encoding="utf-8").read())
        bl = body_lines(body)
        n = sum(1 for l in bl if l == claim)
        nall = body.split("\n").count(claim)
        if n != 1 or nall != 1: err(f"{pid}: claim_{side} found {n}x (outside fences), {nall}x total in {path}")
        if not claim.strip(): err(f"{pid}: empty claim")
for lab, cls_list in CLASSES.items():
    for c in cls_list:
        if counts[(lab, c)] != 10: err(f"class {lab}/{c}: {counts[(lab, c)]} pairs")
if len(pairs) != 90: err(f"{len(pairs)} pairs")

lay = collections.Counter(layout(f) for f in allfiles)
print(f"files: {len(allfiles)} ({dict(lay)}), pairs: {len(pairs)}, cross-layout: {cross}")
for (lab, c), n in sorted(counts.items()): print(f"  {lab:18} {c:20} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
