#!/usr/bin/env python3
"""Check store/ and labels.yaml of this set."""
import os, re, sys, collections
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
FLAT_OK = {"reference_tunebook.md", "reference_infra.md", "reference_rings.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []

def split(text):
    if text.startswith("---\n"):
        end = text.index("\n---\n", 4)
        return text[4:end], text[end + 5:]
    return None, text

def body_lines(body):
    out, fence = [], False
    for ln in body.split("\n"):
        if ln.strip().startswith("```"):
            fence = not fence; continue
        out.append((ln, fence))
    return out

allfiles = []
for dp, _, fns in os.walk(STORE):
    for fn in fns:
        allfiles.append(os.path.relpath(os.path.join(dp, fn), STORE))
allfiles.sort()

# frontmatter
for rel in allfiles:
    text = open(os.path.join(STORE, rel), encoding="utf-8").read()
    fm, _ = split(text)
    if rel == "MEMORY.md":
        continue
    if fm is None:
        errors.append("no frontmatter: " + rel); continue
    try:
        d = yaml.safe_load(fm)
        if rel in FLAT_OK:
            errors.append("expected flat (non-strict) description but YAML parsed: " + rel)
    except yaml.YAMLError:
        if rel not in FLAT_OK:
            errors.append("frontmatter does not parse: " + rel)
        continue
    if "/" not in rel:
        if set(d) != {"name", "description", "type"} or d["type"] not in ("user", "feedback", "project", "reference"):
            errors.append("bad root frontmatter: " + rel)
        if not rel.startswith(d["type"] + "_"):
            errors.append("root filename/type mismatch: " + rel)
    elif rel.startswith("facts/"):
        stem = os.path.basename(rel)[:-3]
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m or d.get("id") != stem or d.get("category") != m.group(2) or d.get("status") != "active":
            errors.append("bad remnic file: " + rel)
        elif not str(d.get("created")).startswith(m.group(1)):
            errors.append("created date != folder: " + rel)
    elif rel.startswith("auto/"):
        if not {"title", "created", "tags"} <= set(d):
            errors.append("bad auto frontmatter: " + rel)
    else:
        errors.append("unexpected path: " + rel)

# MEMORY.md
roots = {f for f in allfiles if "/" not in f and f != "MEMORY.md"}
idx = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", idx, re.M)
if sorted(linked) != sorted(roots) or len(linked) != len(set(linked)):
    errors.append("MEMORY.md does not index exactly the root files")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(lab["now"]) != "2026-11-28":
    errors.append("now")
seen, counts, ids = set(), collections.Counter(), set()
for i, p in enumerate(lab["pairs"]):
    a, b = p["a"], p["b"]
    if not a < b: errors.append("a/b order %d" % i)
    if (a, b) in seen: errors.append("duplicate pair %s %s" % (a, b))
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []): errors.append("label/class %d" % i)
    counts[(p["label"], p["class"])] += 1
    pid = p["note"].split(":")[0]
    if pid in ids: errors.append("duplicate pair id " + pid)
    ids.add(pid)
    for side in "ab":
        path, claim = p[side], p["claim_" + side]
        fp = os.path.join(STORE, path)
        if not os.path.isfile(fp):
            errors.append("missing %s" % path); continue
        _, body = split(open(fp, encoding="utf-8").read())
        hits = [f for ln, f in body_lines(body) if ln == claim]
        if len(hits) != 1: errors.append("%s claim_%s found %d times in %s" % (pid, side, len(hits), path))
        elif hits[0]: errors.append("%s claim_%s is inside a code fence" % (pid, side))
        if not claim.strip() or claim != claim.rstrip(): errors.append("%s claim_%s not a clean line" % (pid, side))
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10: errors.append("class %s/%s has %d" % (lbl, c, counts[(lbl, c)]))
cross = sum(1 for p in lab["pairs"] if (p["a"].split("/")[0] if "/" in p["a"] else "root") != (p["b"].split("/")[0] if "/" in p["b"] else "root"))
in_pairs = {p[s] for p in lab["pairs"] for s in "ab"}
print("files: %d (root %d + MEMORY.md, facts %d, auto %d); files in no pair: %d" % (
    len(allfiles), len(roots), sum(f.startswith("facts/") for f in allfiles),
    sum(f.startswith("auto/") for f in allfiles), len(set(allfiles) - in_pairs)))
print("pairs: %d, cross-layout: %d" % (len(lab["pairs"]), cross))
for (l, c), n in sorted(counts.items()): print("  %-17s %-18s %d" % (l, c, n))
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
