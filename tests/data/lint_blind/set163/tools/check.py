#!/usr/bin/env python3
"""Check store/ and labels.yaml of this set."""
import collections, os, re, sys
import yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT_OK = {"reference_rounds.md", "reference_billing.md", "reference_infra.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(path):
    t = open(path).read()
    m = re.match(r"^---\n(.*?)\n---\n(.*)$", t, re.S)
    if not m:
        return None, t
    return m.group(1), m.group(2)

def body_lines(body):
    out, fence = [], False
    for ln in body.split("\n"):
        if ln.strip().startswith("```"):
            fence = not fence; continue
        out.append((ln, fence))
    return out

files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(root, f), STORE))
root_files = sorted(f for f in files if "/" not in f and f != "MEMORY.md")
# frontmatter
for f in files:
    if f == "MEMORY.md":
        continue
    fm, _ = split(os.path.join(STORE, f))
    if fm is None:
        err(f"{f}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if f in FLAT_OK:
            err(f"{f}: expected a flat (non-strict) description but it parsed")
    except yaml.YAMLError:
        if f not in FLAT_OK:
            err(f"{f}: frontmatter does not parse")
        d = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
    if "/" not in f:
        for k in ("name", "description", "type"):
            if k not in d: err(f"{f}: missing {k}")
        if d.get("type") not in ("user", "feedback", "project", "reference"): err(f"{f}: bad type")
        if not f.startswith(d.get("type", "?") + "_"): err(f"{f}: file name does not start with type")
    elif f.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", f)
        if not m: err(f"{f}: bad remnic path"); continue
        for k in ("id", "category", "created", "updated", "source", "confidence", "tags", "status"):
            if k not in d: err(f"{f}: missing {k}")
        if d.get("id") != os.path.basename(f)[:-3]: err(f"{f}: id != stem")
        if d.get("category") != m.group(2): err(f"{f}: category mismatch")
        if not str(d.get("created")).startswith(m.group(1)): err(f"{f}: created not in folder date")
    elif f.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: err(f"{f}: missing {k}")
    else:
        err(f"{f}: unexpected layout")
# MEMORY.md index
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != root_files or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {set(root_files)-set(idx)}, extra {set(idx)-set(root_files)}")
# labels
L = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(L.get("now")) != "2026-11-28": err("now must be 2026-11-28")
counts = collections.Counter(); seen = set(); cross = 0; files_in_pairs = set()
for i, p in enumerate(L["pairs"]):
    pid = p["note"].split(":")[0]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p: err(f"{pid}: missing {k}")
    if p["class"] not in CLASSES.get(p["label"], []): err(f"{pid}: class {p['class']} not under {p['label']}")
    counts[(p["label"], p["class"])] += 1
    if not p["a"] < p["b"]: err(f"{pid}: a/b not in sorted order")
    key = (p["a"], p["b"])
    if key in seen: err(f"{pid}: duplicate file pair {key}")
    seen.add(key)
    lay = lambda x: x.split("/")[0] if "/" in x else "root"
    cross += lay(p["a"]) != lay(p["b"])
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side]); files_in_pairs.add(p[side])
        if not os.path.exists(path): err(f"{pid}: {p[side]} missing"); continue
        fm, body = split(path)
        claim = p["claim_" + side]
        bl = body_lines(body)
        n = sum(1 for ln, _ in bl if ln == claim)
        if n != 1: err(f"{pid}: claim_{side} found {n} times as a full body line in {p[side]}")
        if any(ln == claim and fz for ln, fz in bl): err(f"{pid}: claim_{side} is inside a code fence")
        if fm and claim in fm.split("\n"): err(f"{pid}: claim_{side} is a frontmatter line")
        if not claim.strip(): err(f"{pid}: empty claim_{side}")
for lab, cls in CLASSES.items():
    for c in cls:
        if counts[(lab, c)] != 10: err(f"{lab}/{c}: {counts[(lab, c)]} pairs, want 10")
print(f"files: {len(files)} (root {len(root_files)}+MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, auto {sum(f.startswith('auto/') for f in files)})")
print(f"pairs: {len(L['pairs'])}, cross-layout: {cross}, files in no pair: {len(set(files)-files_in_pairs)}")
for (lab, c), n in sorted(counts.items()): print(f"  {lab:18s} {c:20s} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
