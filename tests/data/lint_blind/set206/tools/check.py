#!/usr/bin/env python3
"""Check ../labels.yaml against ../store."""
import os, re, sys, collections, yaml
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
FLAT = {"reference_keelson.md", "reference_infra.md", "reference_glossary.md"}
errs = []

def split(text):
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def body_lines(lines):
    res, fence = [], False
    for ln in lines:
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            res.append(ln)
    return res

labels = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(labels.get("now")) != "2026-11-28":
    errs.append("now is not 2026-11-28")
pairs = labels["pairs"]
seen = set()
counts = collections.Counter()
for i, p in enumerate(pairs):
    nid = p["note"].split(":")[0]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p:
            errs.append(f"{nid}: missing {k}")
    if not p["a"] < p["b"]:
        errs.append(f"{nid}: a/b not sorted")
    if (p["a"], p["b"]) in seen:
        errs.append(f"{nid}: duplicate file pair")
    seen.add((p["a"], p["b"]))
    counts[(p["label"], p["class"])] += 1
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path):
            errs.append(f"{nid}: missing file {p[side]}"); continue
        fm, lines = split(open(path).read())
        claim = p["claim_" + side]
        all_n = lines.count(claim)
        body_n = body_lines(lines).count(claim)
        if all_n != 1 or body_n != 1:
            errs.append(f"{nid}: claim_{side} found {all_n} times ({body_n} outside code) in {p[side]}")
        if claim != claim.strip() or not claim:
            errs.append(f"{nid}: claim_{side} has stray whitespace")
expected = {("contradiction", c): 10 for c in ("value_slot", "role_slot", "negation", "stale_vs_change")}
expected.update({("non_contradiction", c): 10 for c in ("refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope")})
if dict(counts) != expected:
    errs.append(f"class counts {dict(counts)}")
# frontmatter
allfiles = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        allfiles.append(os.path.relpath(os.path.join(root, f), STORE))
for rel in allfiles:
    if rel == "MEMORY.md":
        continue
    fm, _ = split(open(os.path.join(STORE, rel)).read())
    if fm is None:
        errs.append(f"{rel}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if rel in FLAT:
            errs.append(f"{rel}: meant to be flat (unquoted ': ') but parses as YAML")
    except yaml.YAMLError:
        if rel not in FLAT:
            errs.append(f"{rel}: frontmatter does not parse")
        d = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
    if "/" not in rel:
        if not all(k in d for k in ("name", "description", "type")) or d["type"] not in ("user", "feedback", "project", "reference"):
            errs.append(f"{rel}: bad root frontmatter")
        if not rel.startswith(d["type"] + "_"):
            errs.append(f"{rel}: type prefix mismatch")
    elif rel.startswith("facts/"):
        stem = os.path.basename(rel)[:-3]
        if d.get("id") != stem or d.get("category") not in ("fact", "preference", "decision") \
           or not re.fullmatch(r"facts/\d{4}-\d\d-\d\d/(fact|preference|decision)-\d{13}-[0-9a-f]{4}\.md", rel):
            errs.append(f"{rel}: bad remnic file")
    elif rel.startswith("auto/"):
        if not all(k in d for k in ("title", "created", "tags")):
            errs.append(f"{rel}: bad auto frontmatter")
    else:
        errs.append(f"{rel}: unexpected location")
roots = sorted(f for f in allfiles if "/" not in f and f != "MEMORY.md")
indexed = sorted(re.findall(r"\]\(([^)]+)\)", open(os.path.join(STORE, "MEMORY.md")).read()))
if roots != indexed:
    errs.append(f"MEMORY.md index mismatch: {set(roots) ^ set(indexed)}")
cross = sum(1 for p in pairs if p["a"].split("/")[0] if (("/" in p["a"]) and p["a"].split("/")[0]) != (("/" in p["b"]) and p["b"].split("/")[0]))
print(f"files: {len(allfiles)}  root: {len(roots)}+MEMORY.md  facts: {sum(f.startswith('facts/') for f in allfiles)}  auto: {sum(f.startswith('auto/') for f in allfiles)}")
print(f"pairs: {len(pairs)}  cross-layout: {cross}  files in no pair: {len(set(allfiles) - {p[s] for p in pairs for s in 'ab'})}")
for k in sorted(counts):
    print(f"  {k[0]:18} {k[1]:20} {counts[k]}")
if errs:
    print("FAIL"); print("\n".join(errs)); sys.exit(1)
print("OK")
