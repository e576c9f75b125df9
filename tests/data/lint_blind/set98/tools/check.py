#!/usr/bin/env python3
"""Check store/ and labels.yaml: paths, claims, frontmatter, MEMORY.md index, ordering, duplicates, counts."""
import os, re, sys, collections
import yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT_OK = {"reference_quotedesk.md", "reference_supplylink.md", "reference_infra.md", "reference_glossary.md"}
CONTRA = {"value_slot", "role_slot", "negation", "stale_vs_change"}
NONC = {"refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"}
errs = []
def err(m): errs.append(m)

def split(text):
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def body_claim_lines(lines):
    """Body lines outside code fences."""
    out, fence = [], False
    for ln in lines:
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(ln)
    return out

files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root = [f for f in files if "/" not in f and f != "MEMORY.md"]
# frontmatter
for f in files:
    if f == "MEMORY.md":
        continue
    text = open(os.path.join(STORE, f)).read()
    fm, _ = split(text)
    if fm is None:
        err(f"{f}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if f in FLAT_OK:
            err(f"{f}: expected a flat (non-strict) description but it parsed")
            continue
    except yaml.YAMLError:
        if f in FLAT_OK:
            d = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
        else:
            err(f"{f}: frontmatter does not parse"); continue
    if "/" not in f:
        m = re.match(r"(user|feedback|project|reference)_(.+)\.md$", f)
        if not m: err(f"{f}: bad root name")
        elif d.get("type") != m.group(1): err(f"{f}: type mismatch")
        if not d.get("name") or not d.get("description"): err(f"{f}: missing name/description")
        if d.get("name") in ("kestrel", "kestrel-kb"): err(f"{f}: name is the project")
    elif f.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", f)
        if not m: err(f"{f}: bad remnic path"); continue
        if d.get("id") != os.path.basename(f)[:-3]: err(f"{f}: id != stem")
        if d.get("category") != m.group(2): err(f"{f}: category mismatch")
        if not str(d.get("created")).startswith(m.group(1)) and not str(d.get("created"))[:10] == m.group(1):
            err(f"{f}: created date != folder")
        if d.get("status") != "active": err(f"{f}: status")
    elif f.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: err(f"{f}: missing {k}")
    else:
        err(f"{f}: unexpected location")
# MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md")).read().strip().split("\n")
linked = []
for ln in mem:
    m = re.match(r"- \[[^\]]+\]\(([^)]+)\) — \S", ln)
    if not m: err(f"MEMORY.md: bad line {ln!r}")
    else: linked.append(m.group(1))
if sorted(linked) != sorted(root) or len(linked) != len(set(linked)):
    err(f"MEMORY.md index mismatch: missing {set(root)-set(linked)}, extra {set(linked)-set(root)}")
# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("labels: now")
pairs = lab["pairs"]
seen, counts = set(), collections.Counter()
for i, p in enumerate(pairs):
    pid = p["note"].split(":")[0]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p: err(f"{pid}: missing {k}")
    if p["a"] >= p["b"]: err(f"{pid}: a/b order")
    if (p["a"], p["b"]) in seen: err(f"{pid}: duplicate file pair")
    seen.add((p["a"], p["b"]))
    want = "contradiction" if p["class"] in CONTRA else "non_contradiction" if p["class"] in NONC else None
    if want is None or p["label"] != want: err(f"{pid}: label/class")
    counts[(p["label"], p["class"])] += 1
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side])
        if not os.path.exists(path): err(f"{pid}: missing {p[side]}"); continue
        text = open(path).read()
        _, body = split(text)
        claim = p["claim_" + side]
        if body.count(claim) != 1 or [l for l in body if claim in l] != [claim]:
            err(f"{pid}: claim_{side} not a full body line exactly once in {p[side]}")
        elif claim not in body_claim_lines(body):
            err(f"{pid}: claim_{side} is inside a code fence in {p[side]}")
        if text.count(claim) != 1: err(f"{pid}: claim_{side} occurs more than once in the file")
if len(pairs) != 90: err(f"{len(pairs)} pairs, want 90")
for c in CONTRA | NONC:
    lbl = "contradiction" if c in CONTRA else "non_contradiction"
    if counts[(lbl, c)] != 10: err(f"class {c}: {counts[(lbl, c)]}")
cross = sum(1 for p in pairs if (p["a"].split("/")[0] if "/" in p["a"] else "root") != (p["b"].split("/")[0] if "/" in p["b"] else "root"))
in_pairs = {p["a"] for p in pairs} | {p["b"] for p in pairs}
print(f"files: {len(files)} (root {len(root)} + MEMORY.md, auto {sum(f.startswith('auto/') for f in files)}, facts {sum(f.startswith('facts/') for f in files)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, files in no pair: {len(files) - len(in_pairs)}")
for (l, c), n in sorted(counts.items()):
    print(f"  {l:18} {c:20} {n}")
if errs:
    print("FAIL"); [print("  " + e) for e in errs]; sys.exit(1)
print("OK")
