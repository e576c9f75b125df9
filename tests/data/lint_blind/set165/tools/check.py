#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import collections, os, re, sys
import yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_infra.md", "reference_markets.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errs = []

def split(text):
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def body_lines(text):
    """Body lines outside frontmatter and code fences."""
    fm, lines = split(text)
    out, fence = [], False
    for l in lines:
        if l.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(l)
    return out

all_files = []
for dp, dn, fns in os.walk(STORE):
    for fn in fns:
        all_files.append(os.path.relpath(os.path.join(dp, fn), STORE))
root = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")

# frontmatter
for rel in all_files:
    if rel == "MEMORY.md":
        continue
    text = open(os.path.join(STORE, rel), encoding="utf-8").read()
    fm, _ = split(text)
    if fm is None:
        errs.append(f"{rel}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if rel in FLAT:
            errs.append(f"{rel}: expected a flat (non-YAML) description but it parsed")
    except yaml.YAMLError:
        if rel not in FLAT:
            errs.append(f"{rel}: frontmatter does not parse")
        continue
    if "/" not in rel:
        if set(d) != {"name", "description", "type"} or d["type"] not in {"user", "feedback", "project", "reference"}:
            errs.append(f"{rel}: bad root frontmatter {d}")
        elif not rel.startswith(d["type"] + "_"):
            errs.append(f"{rel}: type/file name mismatch")
    elif rel.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m or d.get("id") != os.path.basename(rel)[:-3] or d.get("category") != m.group(2):
            errs.append(f"{rel}: bad remnic path/id/category")
        elif str(d.get("created"))[:10] != m.group(1):
            errs.append(f"{rel}: created date differs from folder")
    elif rel.startswith("auto/"):
        if not {"title", "created", "tags"} <= set(d):
            errs.append(f"{rel}: auto note frontmatter missing keys")
    else:
        errs.append(f"{rel}: unexpected location")

# MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
linked = sorted(re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", mem, re.M))
if linked != root:
    errs.append(f"MEMORY.md index mismatch: missing {set(root) - set(linked)}, extra {set(linked) - set(root)}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    errs.append("now is not 2026-11-28")
seen, counts, ids = set(), collections.Counter(), set()
for i, p in enumerate(lab["pairs"]):
    tag = p.get("note", "?").split(":")[0]
    if set(p) != {"a", "b", "label", "class", "claim_a", "claim_b", "note"}:
        errs.append(f"{tag}: bad keys")
    if tag in ids:
        errs.append(f"{tag}: duplicate pair id")
    ids.add(tag)
    if not p["a"] < p["b"]:
        errs.append(f"{tag}: a/b not in path order")
    if (p["a"], p["b"]) in seen:
        errs.append(f"{tag}: duplicate file pair")
    seen.add((p["a"], p["b"]))
    if p["class"] not in CLASSES.get(p["label"], []):
        errs.append(f"{tag}: class {p['class']} not valid for {p['label']}")
    counts[(p["label"], p["class"])] += 1
    for side in "ab":
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path):
            errs.append(f"{tag}: missing file {p[side]}"); continue
        text = open(path, encoding="utf-8").read()
        claim = p["claim_" + side]
        all_lines = split(text)[1]
        if all_lines.count(claim) != 1:
            errs.append(f"{tag}: claim_{side} occurs {all_lines.count(claim)} times as a full body line of {p[side]}")
        if claim not in body_lines(text):
            errs.append(f"{tag}: claim_{side} is inside a code fence or frontmatter")
        if not claim.strip():
            errs.append(f"{tag}: empty claim_{side}")
        if text.count(claim) != 1:
            errs.append(f"{tag}: claim_{side} text appears {text.count(claim)} times in {p[side]}")
for label, classes in CLASSES.items():
    for c in classes:
        if counts[(label, c)] != 10:
            errs.append(f"{label}/{c}: {counts[(label, c)]} pairs, expected 10")
if len(lab["pairs"]) != 90:
    errs.append(f"{len(lab['pairs'])} pairs, expected 90")

cross = sum(1 for p in lab["pairs"] if p["a"].split("/")[0] in ("auto", "facts") or p["b"].split("/")[0] in ("auto", "facts"))
cross = sum(1 for p in lab["pairs"] if (lambda k: k(p["a"]) != k(p["b"]))(lambda s: s.split("/")[0] if "/" in s else "root"))
print(f"files: {len(all_files)} (root {len(root)} + MEMORY.md, auto {sum(f.startswith('auto/') for f in all_files)}, "
      f"facts {sum(f.startswith('facts/') for f in all_files)})")
print(f"pairs: {len(lab['pairs'])}, cross-layout: {cross}")
for (l, c), n in sorted(counts.items()):
    print(f"  {l:18} {c:20} {n}")
if errs:
    print("FAIL"); [print("  " + e) for e in errs]; sys.exit(1)
print("OK")
