#!/usr/bin/env python3
"""Check store/ and labels.yaml of set178."""
import collections, os, re, sys, yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_batchbook.md", "reference_infra.md", "reference_sites.md"}
EXPECT = {("contradiction", c): 10 for c in ("value_slot", "role_slot", "negation", "stale_vs_change")}
EXPECT.update({("non_contradiction", c): 10 for c in ("refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope")})
errs = []

def split(text):
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def body_claim_lines(rel):
    text = open(os.path.join(STORE, rel), encoding="utf-8").read()
    fm, body = split(text)
    out, fence = [], False
    for ln in body:
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(ln)
    return fm, out

files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(root, f), STORE))
for rel in files:
    fm, _ = body_claim_lines(rel)
    if rel == "MEMORY.md":
        continue
    if fm is None:
        errs.append(f"{rel}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        ok = isinstance(d, dict)
    except yaml.YAMLError:
        ok = False
    if rel in FLAT:
        if ok:
            errs.append(f"{rel}: meant to be flat (non-strict) but parses")
        if not re.search(r"^description: .*: ", fm, re.M):
            errs.append(f"{rel}: flat description lacks ': '")
        continue
    if not ok:
        errs.append(f"{rel}: frontmatter does not parse"); continue
    if "/" not in rel:
        for k in ("name", "description", "type"):
            if k not in d: errs.append(f"{rel}: missing {k}")
        if d.get("type") not in ("user", "feedback", "project", "reference"): errs.append(f"{rel}: bad type")
        if not rel.startswith(d.get("type", "") + "_"): errs.append(f"{rel}: prefix/type mismatch")
    elif rel.startswith("facts/"):
        stem = os.path.basename(rel)[:-3]
        m = re.fullmatch(r"(fact|preference|decision)-(\d{13})-([0-9a-f]{4})", stem)
        if not m or d.get("id") != stem or d.get("category") != m.group(1) or d.get("status") != "active":
            errs.append(f"{rel}: bad remnic name/frontmatter")
        if str(d.get("created", ""))[:10] != rel.split("/")[1]:
            errs.append(f"{rel}: created date != folder")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: errs.append(f"{rel}: missing {k}")
    else:
        errs.append(f"{rel}: unexpected location")

root_files = sorted(f for f in files if "/" not in f and f != "MEMORY.md")
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read(), re.M)
if sorted(idx) != root_files or len(idx) != len(set(idx)):
    errs.append(f"MEMORY.md index mismatch: {set(root_files) ^ set(idx)}")

lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28": errs.append("now != 2026-11-28")
pairs = lab["pairs"]
seen, counts, ids = set(), collections.Counter(), set()
cross = 0
layout = lambda p: p.split("/")[0] if "/" in p else "root"
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    tag = p["note"].split(":")[0]
    if tag in ids: errs.append(f"duplicate pair id {tag}")
    ids.add(tag)
    for k in ("a", "b"):
        if not os.path.isfile(os.path.join(STORE, p[k])): errs.append(f"{tag}: missing file {p[k]}")
    if not a < b: errs.append(f"{tag}: a/b order")
    if (a, b) in seen: errs.append(f"{tag}: duplicate file pair")
    seen.add((a, b))
    counts[(p["label"], p["class"])] += 1
    cross += layout(a) != layout(b)
    for k in ("a", "b"):
        if not os.path.isfile(os.path.join(STORE, p[k])): continue
        _, lines = body_claim_lines(p[k])
        c = p["claim_" + k]
        n = lines.count(c)
        if n != 1: errs.append(f"{tag}: claim_{k} found {n}x as a full body line (outside fences) in {p[k]}")
        raw = open(os.path.join(STORE, p[k]), encoding="utf-8").read().split("\n").count(c)
        if raw != 1: errs.append(f"{tag}: claim_{k} present {raw}x in {p[k]}")
if dict(counts) != EXPECT: errs.append(f"class counts {dict(counts)}")
print(f"files: {len(files)} (root {len(root_files)}+MEMORY.md, auto {sum(f.startswith('auto/') for f in files)}, facts {sum(f.startswith('facts/') for f in files)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for k in sorted(counts): print(f"  {k[0]:18} {k[1]:20} {counts[k]}")
if errs:
    print("FAIL"); [print("  " + e) for e in errs]; sys.exit(1)
print("OK: all checks passed")
