#!/usr/bin/env python3
"""Check store/ and labels.yaml: paths, verbatim claim lines, frontmatter, MEMORY.md index,
a/b order, unique file pairs, class counts, claims outside code fences and frontmatter."""
import os, re, sys, collections
import yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_infra.md", "reference_sites.md", "reference_glossary.md"}
errors = []
def err(m): errors.append(m)

def split(path):
    text = open(path, encoding="utf-8").read()
    if not text.startswith("---\n"):
        return None, text.splitlines()
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].splitlines()

def body_claim_lines(lines):
    """body lines outside code fences"""
    out, fence = [], False
    for ln in lines:
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(ln)
    return out

files = []
for dp, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(dp, f), STORE))
root = sorted(f for f in files if "/" not in f and f != "MEMORY.md")

# frontmatter
for rel in files:
    if rel == "MEMORY.md":
        continue
    fm, _ = split(os.path.join(STORE, rel))
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if rel in FLAT:
            err(f"{rel}: expected flat (non-strict) description but YAML parsed")
    except yaml.YAMLError:
        if rel not in FLAT:
            err(f"{rel}: frontmatter does not parse"); continue
        d = dict(l.split(": ", 1) for l in fm.splitlines())
    if "/" not in rel:
        for k in ("name", "description", "type"):
            if k not in d: err(f"{rel}: missing {k}")
        if d.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{rel}: bad type")
        if not rel.startswith(d.get("type", "?") + "_"):
            err(f"{rel}: filename does not start with type")
    elif rel.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m: err(f"{rel}: bad remnic path")
        elif d.get("id") != os.path.basename(rel)[:-3] or d.get("category") != m.group(2):
            err(f"{rel}: id/category mismatch")
        for k in ("created", "updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in d: err(f"{rel}: missing {k}")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: err(f"{rel}: missing {k}")
    else:
        err(f"{rel}: unexpected location")

# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read(), re.M)
if sorted(idx) != root or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {set(root)-set(idx)}, extra {set(idx)-set(root)}")

# labels
L = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(L.get("now")) != "2026-11-28": err("now must be 2026-11-28")
want = {"contradiction": {"value_slot", "role_slot", "negation", "stale_vs_change"},
        "non_contradiction": {"refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"}}
counts = collections.Counter()
seen = set()
in_pairs = set()
for i, p in enumerate(L["pairs"]):
    pid = p.get("note", "?").split(":")[0]
    if set(p) != {"a", "b", "label", "class", "claim_a", "claim_b", "note"}: err(f"{pid}: keys {sorted(p)}")
    if p["class"] not in want.get(p["label"], ()): err(f"{pid}: class/label mismatch")
    counts[(p["label"], p["class"])] += 1
    if not p["a"] < p["b"]: err(f"{pid}: a/b not sorted")
    if (p["a"], p["b"]) in seen: err(f"{pid}: duplicate file pair")
    seen.add((p["a"], p["b"]))
    for side in "ab":
        rel, claim = p[side], p["claim_" + side]
        in_pairs.add(rel)
        path = os.path.join(STORE, rel)
        if not os.path.isfile(path): err(f"{pid}: {rel} missing"); continue
        fm, body = split(path)
        n = sum(1 for ln in body if ln == claim)
        if n != 1: err(f"{pid}: claim_{side} found {n} times as a full body line of {rel}")
        if claim not in body_claim_lines(body): err(f"{pid}: claim_{side} inside a code fence")
        if fm and any(claim == l for l in fm.splitlines()): err(f"{pid}: claim_{side} is a frontmatter line")
for lab, cs in want.items():
    for c in cs:
        if counts[(lab, c)] != 10: err(f"class {lab}/{c}: {counts[(lab, c)]} pairs, want 10")
cross = sum(1 for p in L["pairs"] if (("/" in p["a"]) and p["a"].split("/")[0]) != (("/" in p["b"]) and p["b"].split("/")[0]))
print(f"files: {len(files)} (root {len(root)} + MEMORY.md, auto {sum(f.startswith('auto/') for f in files)}, facts {sum(f.startswith('facts/') for f in files)})")
print(f"pairs: {len(L['pairs'])}, cross-layout: {cross}, files in no pair: {len(set(files) - in_pairs)}")
for (lab, c), n in sorted(counts.items()): print(f"  {lab:18} {c:20} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
