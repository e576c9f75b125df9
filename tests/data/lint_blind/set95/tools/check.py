#!/usr/bin/env python3
"""Check store/ and labels.yaml. Exit 1 on any error."""
import os, re, sys, collections
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_divelog.md", "reference_infra.md", "reference_bases.md", "reference_glossary.md",
        "reference_gasbook.md"}  # descriptions with an unquoted ": " on purpose
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate",
                                 "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(path):
    text = open(os.path.join(STORE, path)).read()
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

def body_claim_lines(body):
    """body lines outside code fences"""
    out, fence = [], False
    for ln in body.split("\n"):
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        out.append((ln, fence))
    return out

def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"

all_files = []
for d, _, fs in os.walk(STORE):
    for f in fs:
        all_files.append(os.path.relpath(os.path.join(d, f), STORE))
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")

# frontmatter
for p in all_files:
    if p == "MEMORY.md":
        continue
    fm, body = split(p)
    if fm is None:
        err(f"{p}: no frontmatter"); continue
    lay = layout(p)
    try:
        data = yaml.safe_load(fm)
        strict = True
    except yaml.YAMLError:
        strict = False
    if lay == "root":
        if p in FLAT:
            if strict:
                err(f"{p}: listed as flat but parses as strict YAML")
            data = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
        elif not strict:
            err(f"{p}: frontmatter is not valid YAML"); continue
        for k in ("name", "description", "type"):
            if k not in data: err(f"{p}: missing {k}")
        if data.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{p}: bad type {data.get('type')}")
        if not p.startswith(str(data.get("type")) + "_"):
            err(f"{p}: filename does not start with type")
    elif not strict:
        err(f"{p}: frontmatter is not valid YAML"); continue
    elif lay == "facts":
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", p)
        if not m: err(f"{p}: bad remnic path"); continue
        for k in ("id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in data: err(f"{p}: missing {k}")
        if data.get("id") != os.path.basename(p)[:-3]: err(f"{p}: id != stem")
        if data.get("category") != m.group(2): err(f"{p}: category mismatch")
        if not str(data.get("created")).startswith(m.group(1)): err(f"{p}: created not on folder date")
    else:
        for k in ("title", "created", "tags"):
            if k not in data: err(f"{p}: missing {k}")

# MEMORY.md index
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != root_files or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {set(root_files)-set(idx)}, extra {set(idx)-set(root_files)}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now != 2026-11-28")
pairs = lab["pairs"]
seen, counts, cross, paired_files = set(), collections.Counter(), 0, set()
for i, pr in enumerate(pairs):
    a, b = pr["a"], pr["b"]
    tag = pr["note"].split(":")[0]
    if not re.fullmatch(r"(V|R|N|S|F|O|D|A|NS)\d+", tag): err(f"pair {i}: note does not start with id")
    if not a < b: err(f"{tag}: a/b not sorted")
    if (a, b) in seen: err(f"{tag}: duplicate file pair")
    seen.add((a, b))
    if pr["class"] not in CLASSES.get(pr["label"], []): err(f"{tag}: class/label mismatch")
    counts[(pr["label"], pr["class"])] += 1
    cross += layout(a) != layout(b)
    for side, p in (("a", a), ("b", b)):
        paired_files.add(p)
        if p not in all_files: err(f"{tag}: {p} missing"); continue
        claim = pr["claim_" + side]
        fm, body = split(p)
        if fm and claim in fm.split("\n"): err(f"{tag}: claim_{side} is a frontmatter line")
        lines = body_claim_lines(body)
        hits = [f for ln, f in lines if ln == claim]
        if len(hits) != 1: err(f"{tag}: claim_{side} found {len(hits)} times as a full line in {p}")
        elif hits[0]: err(f"{tag}: claim_{side} is inside a code fence")
        if not claim.strip(): err(f"{tag}: empty claim_{side}")
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10: err(f"class {lbl}/{c}: {counts[(lbl, c)]} pairs, want 10")
if len(pairs) != 90: err(f"{len(pairs)} pairs, want 90")

lay_count = collections.Counter(layout(p) for p in all_files if p != "MEMORY.md")
print(f"files: {len(all_files)} (root {lay_count['root']} + MEMORY.md, facts {lay_count['facts']}, auto {lay_count['auto']})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, files in no pair: {len(set(all_files) - paired_files)}")
for (lbl, c), n in sorted(counts.items()):
    print(f"  {lbl:18} {c:20} {n}")
if errors:
    print("ERRORS:"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK: all checks passed")
