#!/usr/bin/env python3
"""Check store/ and labels.yaml for structural validity."""
import collections, os, re, sys, yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT_OK = {"reference_alertline.md", "reference_fleet.md", "reference_infra.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history",
                                 "agreeing_duplicate", "negation_scope"]}
errs = []


def split(path):
    text = open(path, encoding="utf-8").read()
    if text.startswith("---\n"):
        end = text.index("\n---\n", 4)
        return text[4:end], text[end + 5:]
    return None, text


files = []
for d, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(d, f), STORE))
root = sorted(f for f in files if "/" not in f and f != "MEMORY.md")

# frontmatter
for rel in files:
    if rel == "MEMORY.md":
        continue
    fm, _ = split(os.path.join(STORE, rel))
    if fm is None:
        errs.append(f"{rel}: no frontmatter"); continue
    try:
        meta = yaml.safe_load(fm)
    except yaml.YAMLError:
        if rel in FLAT_OK:
            continue
        errs.append(f"{rel}: frontmatter does not parse"); continue
    if rel in FLAT_OK:
        errs.append(f"{rel}: expected a flat (non-strict) description but it parses")
    if "/" not in rel:
        need = ["name", "description", "type"]
        if meta.get("type") not in ("user", "feedback", "project", "reference"):
            errs.append(f"{rel}: bad type")
        if not rel.startswith(meta.get("type", "") + "_"):
            errs.append(f"{rel}: file prefix != type")
    elif rel.startswith("facts/"):
        need = ["id", "category", "created", "updated", "source", "confidence", "tags", "status"]
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m:
            errs.append(f"{rel}: bad remnic path")
        elif meta.get("id") != os.path.basename(rel)[:-3] or meta.get("category") != m.group(2):
            errs.append(f"{rel}: id/category mismatch")
    elif rel.startswith("auto/"):
        need = ["title", "created", "tags"]
    else:
        errs.append(f"{rel}: unexpected location"); need = []
    for k in need:
        if k not in meta:
            errs.append(f"{rel}: missing {k}")

# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read(), re.M)
if sorted(idx) != root or len(idx) != len(set(idx)):
    errs.append(f"MEMORY.md index mismatch: missing {set(root) - set(idx)}, extra {set(idx) - set(root)}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    errs.append("now != 2026-11-28")
seen = set(); counts = collections.Counter(); ids = set()
for i, p in enumerate(lab["pairs"]):
    tag = p.get("note", "?").split(":")[0]
    if tag in ids: errs.append(f"duplicate pair id {tag}")
    ids.add(tag)
    if not p["a"] < p["b"]:
        errs.append(f"{tag}: a/b order")
    if (p["a"], p["b"]) in seen:
        errs.append(f"{tag}: duplicate file pair")
    seen.add((p["a"], p["b"]))
    if p["class"] not in CLASSES.get(p["label"], []):
        errs.append(f"{tag}: class/label mismatch")
    counts[(p["label"], p["class"])] += 1
    for side in "ab":
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path):
            errs.append(f"{tag}: missing {p[side]}"); continue
        _, body = split(path)
        n = body.split("\n").count(p["claim_" + side])
        if n != 1:
            errs.append(f"{tag}: claim_{side} occurs {n} times as a full line in {p[side]}")
for lbl, cl in CLASSES.items():
    for c in cl:
        if counts[(lbl, c)] != 10:
            errs.append(f"class {c}: {counts[(lbl, c)]} pairs")
cross = sum(1 for p in lab["pairs"] if (p["a"].split("/")[0] if "/" in p["a"] else "root") != (p["b"].split("/")[0] if "/" in p["b"] else "root"))
print(f"files: {len(files)} (root {len(root)}+MEMORY.md, auto {sum(f.startswith('auto/') for f in files)}, facts {sum(f.startswith('facts/') for f in files)})")
print(f"pairs: {len(lab['pairs'])}, cross-layout {cross}; " + ", ".join(f"{c}={counts[(l, c)]}" for l, cl in CLASSES.items() for c in cl))
if errs:
    print("FAIL"); [print(" -", e) for e in errs]; sys.exit(1)
print("OK")
