#!/usr/bin/env python3
"""Validate ../store and ../labels.yaml."""
import collections, os, re, sys
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, ".."))
STORE = os.path.join(OUT, "store")
FLAT_OK = {"reference_tagline.md", "reference_quotebench.md", "reference_infra.md", "reference_depots.md"}
EXPECT = {("contradiction", c): 10 for c in ["value_slot", "role_slot", "negation", "stale_vs_change"]}
EXPECT.update({("non_contradiction", c): 10 for c in
               ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]})
errors = []

def split(text):
    if text.startswith("---\n"):
        end = text.index("\n---\n", 4)
        return text[4:end], text[end + 5:]
    return None, text

def body_lines(body):
    """(line, in_code_fence) for each body line"""
    out, fence = [], False
    for ln in body.split("\n"):
        if ln.strip().startswith("```"):
            fence = not fence
            out.append((ln, True))
            continue
        out.append((ln, fence))
    return out

all_files = []
for d, _, fs in os.walk(STORE):
    for f in fs:
        all_files.append(os.path.relpath(os.path.join(d, f), STORE))
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")

# frontmatter
flat = []
for rel in sorted(all_files):
    if rel == "MEMORY.md":
        continue
    text = open(os.path.join(STORE, rel)).read()
    fm, _ = split(text)
    if fm is None:
        errors.append(f"{rel}: no frontmatter"); continue
    try:
        meta = yaml.safe_load(fm)
        if not isinstance(meta, dict):
            raise ValueError("not a mapping")
    except Exception as e:
        if rel in FLAT_OK:
            flat.append(rel); continue
        errors.append(f"{rel}: frontmatter does not parse: {e}"); continue
    if rel in FLAT_OK:
        errors.append(f"{rel}: expected a flat (non-YAML) description but it parses")
    if "/" not in rel:
        for k in ("name", "description", "type"):
            if k not in meta: errors.append(f"{rel}: missing {k}")
        if meta.get("type") not in ("user", "feedback", "project", "reference"):
            errors.append(f"{rel}: bad type")
        if not re.match(r"(user|feedback|project|reference)_", rel):
            errors.append(f"{rel}: bad root file name")
    elif rel.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d+)-([0-9a-f]{4})\.md$", rel)
        if not m: errors.append(f"{rel}: bad remnic path")
        else:
            if meta.get("id") != os.path.basename(rel)[:-3]: errors.append(f"{rel}: id != stem")
            if meta.get("category") != m.group(2): errors.append(f"{rel}: category mismatch")
            if not str(meta.get("created", "")).startswith(m.group(1)): errors.append(f"{rel}: created/date mismatch")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in meta: errors.append(f"{rel}: missing {k}")
    else:
        errors.append(f"{rel}: unexpected location")

# MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", mem, re.M)
if sorted(linked) != root_files:
    errors.append(f"MEMORY.md index mismatch: missing {sorted(set(root_files)-set(linked))}, extra {sorted(set(linked)-set(root_files))}")
if len(linked) != len(set(linked)):
    errors.append("MEMORY.md lists a file twice")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": errors.append("now != 2026-11-28")
pairs = lab["pairs"]
counts = collections.Counter((p["label"], p["class"]) for p in pairs)
if dict(counts) != EXPECT: errors.append(f"class counts {dict(counts)}")
seen, ids, cross = set(), set(), 0
for i, p in enumerate(pairs):
    pid = p["note"].split(":")[0]
    if pid in ids: errors.append(f"duplicate id {pid}")
    ids.add(pid)
    a, b = p["a"], p["b"]
    if not a < b: errors.append(f"{pid}: a/b order")
    if (a, b) in seen: errors.append(f"{pid}: duplicate file pair")
    seen.add((a, b))
    lay = lambda x: x.split("/")[0] if "/" in x else "root"
    cross += lay(a) != lay(b)
    for side in ("a", "b"):
        rel, claim = p[side], p["claim_" + side]
        path = os.path.join(STORE, rel)
        if not os.path.isfile(path):
            errors.append(f"{pid}: {rel} missing"); continue
        _, body = split(open(path).read())
        lines = body_lines(body)
        hits = [fence for ln, fence in lines if ln == claim]
        if len(hits) != 1:
            errors.append(f"{pid}: claim_{side} found {len(hits)}x as a full body line of {rel}")
        elif hits[0]:
            errors.append(f"{pid}: claim_{side} is inside a code fence in {rel}")
        if claim != claim.strip() or not claim:
            errors.append(f"{pid}: claim_{side} has stray whitespace")

lay_counts = collections.Counter("root" if "/" not in f else f.split("/")[0] for f in all_files)
paired = {p[s] for p in pairs for s in ("a", "b")}
print(f"files: {len(all_files)} {dict(lay_counts)}; files in no pair: {len(set(all_files)-paired)}")
print(f"pairs: {len(pairs)}, cross-layout: {cross}; flat descriptions: {flat}")
for (l, c), n in sorted(counts.items()):
    print(f"  {l:18s} {c:20s} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
