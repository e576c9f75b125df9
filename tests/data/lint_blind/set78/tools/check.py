#!/usr/bin/env python3
"""Check store/ and labels.yaml for structural consistency."""
import os, re, sys, collections
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
FLAT = {"reference_infra.md", "reference_sites.md", "reference_tooltap.md", "feedback_deploys.md"}
EXPECT = {("contradiction", c): 10 for c in ["value_slot", "role_slot", "negation", "stale_vs_change"]}
EXPECT.update({("non_contradiction", c): 10 for c in
               ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]})
errors = []
def err(m): errors.append(m)

def split(text):
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def body_lines(lines):
    """Body lines outside code fences."""
    out, fence = [], False
    for l in lines:
        if l.strip().startswith("```"):
            fence = not fence; continue
        if not fence:
            out.append(l)
    return out

files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(root, f), STORE))
files.sort()
bodies = {}
for p in files:
    text = open(os.path.join(STORE, p)).read()
    fm, lines = split(text)
    bodies[p] = lines
    if p == "MEMORY.md":
        continue
    if fm is None:
        err(f"{p}: no frontmatter"); continue
    try:
        meta = yaml.safe_load(fm)
        if p in FLAT:
            err(f"{p}: expected a flat (non-strict) description but YAML parsed")
    except yaml.YAMLError:
        if p in FLAT:
            meta = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
        else:
            err(f"{p}: frontmatter does not parse"); continue
    if "/" not in p:
        m = re.match(r"(user|feedback|project|reference)_[a-z0-9_]+\.md$", p)
        if not m: err(f"{p}: bad root name")
        for k in ("name", "description", "type"):
            if k not in meta: err(f"{p}: missing {k}")
        if meta.get("type") != p.split("_")[0]: err(f"{p}: type mismatch")
    elif p.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", p)
        if not m: err(f"{p}: bad remnic path"); continue
        if meta.get("id") != os.path.basename(p)[:-3]: err(f"{p}: id != stem")
        if meta.get("category") != m.group(2): err(f"{p}: category mismatch")
        if not str(meta.get("created", "")).startswith(m.group(1)): err(f"{p}: created not on folder date")
        for k in ("source", "confidence", "confidenceTier", "tags", "status"):
            if k not in meta: err(f"{p}: missing {k}")
    elif p.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in meta: err(f"{p}: missing {k}")
    else:
        err(f"{p}: unexpected location")

# MEMORY.md indexes exactly the root files
roots = {p for p in files if "/" not in p and p != "MEMORY.md"}
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if set(idx) != roots or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {sorted(roots - set(idx))}, extra {sorted(set(idx) - roots)}")

labels = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(labels.get("now")) != "2026-11-28": err("now is not 2026-11-28")
pairs = labels["pairs"]
seen, counts, cross = set(), collections.Counter(), 0
for i, pr in enumerate(pairs):
    a, b = pr["a"], pr["b"]
    tag = pr["note"].split(":")[0]
    for side in ("a", "b"):
        path, claim = pr[side], pr["claim_" + side]
        if path not in bodies: err(f"{tag}: {path} missing"); continue
        full = bodies[path]
        n = sum(1 for l in full if l == claim)
        if n != 1: err(f"{tag}: claim_{side} found {n} times as a full line in {path}")
        if claim not in body_lines(full): err(f"{tag}: claim_{side} is inside a code fence in {path}")
        if not claim.strip(): err(f"{tag}: empty claim_{side}")
    if not a < b: err(f"{tag}: a/b not in sorted order")
    if (a, b) in seen: err(f"{tag}: duplicate file pair")
    seen.add((a, b))
    counts[(pr["label"], pr["class"])] += 1
    lay = lambda p: p.split("/")[0] if "/" in p else "root"
    cross += lay(a) != lay(b)
    if not re.match(r"[A-Z]+\d+: ", pr["note"]): err(f"pair {i}: note does not start with an id")
if dict(counts) != EXPECT: err(f"class counts {dict(counts)}")
print(f"files: {len(files)} (root {len(roots)} + MEMORY.md, facts {sum(p.startswith('facts/') for p in files)}, auto {sum(p.startswith('auto/') for p in files)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for k, v in sorted(counts.items()): print(f"  {k[0]:18} {k[1]:20} {v}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK: all checks passed")
