#!/usr/bin/env python3
"""Check set81: store/ and labels.yaml consistency."""
import os, re, sys, collections
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_infra.md", "reference_bases.md", "reference_glossary.md", "reference_crewapp.md"}
errors = []

def split(path):
    text = open(path).read()
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

def body_lines(body):
    """Body lines outside code fences."""
    out, fence = [], False
    for ln in body.split("\n"):
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(ln)
    return out

files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(root, f), STORE))
files.sort()

# frontmatter
root_files = [f for f in files if "/" not in f and f != "MEMORY.md"]
for f in files:
    if f == "MEMORY.md":
        continue
    fm, body = split(os.path.join(STORE, f))
    if fm is None:
        errors.append(f"{f}: no frontmatter"); continue
    try:
        data = yaml.safe_load(fm)
        ok = True
    except yaml.YAMLError:
        ok = False
    if f in FLAT:
        if ok:
            errors.append(f"{f}: expected intentionally non-strict description but YAML parsed")
        # check the flat lines by hand
        keys = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
        if set(keys) != {"name", "description", "type"}:
            errors.append(f"{f}: flat frontmatter keys {sorted(keys)}")
        continue
    if not ok:
        errors.append(f"{f}: frontmatter does not parse"); continue
    if "/" not in f:
        if set(data) != {"name", "description", "type"} or data["type"] not in ("user", "feedback", "project", "reference"):
            errors.append(f"{f}: bad root frontmatter {data}")
        if not f.startswith(data["type"] + "_"):
            errors.append(f"{f}: filename prefix does not match type {data['type']}")
    elif f.startswith("auto/"):
        if set(data) != {"title", "created", "tags"}:
            errors.append(f"{f}: bad auto frontmatter")
    elif f.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", f)
        if not m:
            errors.append(f"{f}: bad remnic path"); continue
        if data.get("id") != os.path.basename(f)[:-3] or data.get("category") != m.group(2) or data.get("status") != "active":
            errors.append(f"{f}: remnic id/category/status mismatch")
        if not str(data.get("created", "")).startswith(m.group(1)) and str(data.get("created"))[:10] != m.group(1):
            errors.append(f"{f}: created date does not match folder")
    else:
        errors.append(f"{f}: unexpected location")

# MEMORY.md indexes exactly the root files
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != sorted(root_files) or len(idx) != len(set(idx)):
    errors.append(f"MEMORY.md index mismatch: missing {set(root_files)-set(idx)}, extra {set(idx)-set(root_files)}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    errors.append("now is not 2026-11-28")
pairs = lab["pairs"]
seen = set()
counts = collections.Counter()
EXPECT = {"contradiction": {"value_slot", "role_slot", "negation", "stale_vs_change"},
          "non_contradiction": {"refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"}}
ids = set()
cross = 0
def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"
for i, p in enumerate(pairs):
    pid = p["note"].split(":")[0]
    if pid in ids:
        errors.append(f"duplicate pair id {pid}")
    ids.add(pid)
    a, b = p["a"], p["b"]
    if not a < b:
        errors.append(f"{pid}: a/b not in sort order")
    if (a, b) in seen:
        errors.append(f"{pid}: duplicate file pair {a} {b}")
    seen.add((a, b))
    if layout(a) != layout(b):
        cross += 1
    if p["class"] not in EXPECT.get(p["label"], ()):
        errors.append(f"{pid}: class {p['class']} not valid for label {p['label']}")
    counts[(p["label"], p["class"])] += 1
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side])
        if not os.path.exists(path):
            errors.append(f"{pid}: {p[side]} missing"); continue
        fm, body = split(path)
        lines = body.split("\n")
        claim = p["claim_" + side]
        n = sum(1 for l in lines if l == claim)
        if n != 1:
            errors.append(f"{pid}: claim_{side} found {n} times as a full line in {p[side]}")
        if claim not in body_lines(body):
            errors.append(f"{pid}: claim_{side} is inside a code fence")
        if fm and claim in fm.split("\n"):
            errors.append(f"{pid}: claim_{side} is in frontmatter")
        if not claim.strip():
            errors.append(f"{pid}: empty claim_{side}")
for k, v in sorted(counts.items()):
    if v != 10:
        errors.append(f"class count {k} = {v}, expected 10")
if len(pairs) != 90:
    errors.append(f"{len(pairs)} pairs, expected 90")

in_pairs = {p[s] for p in pairs for s in ("a", "b")}
print(f"files: {len(files)} (root {len(root_files)} + MEMORY.md, auto {sum(f.startswith('auto/') for f in files)}, facts {sum(f.startswith('facts/') for f in files)})")
print(f"files in no pair: {len([f for f in files if f not in in_pairs])}")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for k, v in sorted(counts.items()):
    print(f"  {k[0]:18} {k[1]:20} {v}")
if errors:
    print("FAIL")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("OK: all checks passed")
