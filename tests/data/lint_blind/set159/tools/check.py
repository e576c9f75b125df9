#!/usr/bin/env python3
"""Validate ../store and ../labels.yaml. Exit 1 on any failure."""
import os, re, sys, glob
from collections import Counter
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_infra.md", "reference_kilns.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []
err = errors.append


def split(text):
    """-> (frontmatter text or None, list of body lines excluding code fences' contents)."""
    fm, body = None, text
    if text.startswith("---\n"):
        end = text.index("\n---\n", 4)
        fm, body = text[4:end], text[end + 5:]
    lines, infence, fenced = [], False, []
    for ln in body.split("\n"):
        if ln.strip().startswith("```"):
            infence = not infence
            continue
        (fenced if infence else lines).append(ln)
    return fm, lines, fenced


files = sorted(os.path.relpath(p, STORE) for p in glob.glob(os.path.join(STORE, "**", "*.md"), recursive=True))
root = [f for f in files if "/" not in f and f != "MEMORY.md"]

# frontmatter
for f in files:
    if f == "MEMORY.md":
        continue
    text = open(os.path.join(STORE, f), encoding="utf-8").read()
    fm, _, _ = split(text)
    if fm is None:
        err("%s: no frontmatter" % f); continue
    try:
        data = yaml.safe_load(fm)
        ok = True
    except yaml.YAMLError:
        ok, data = False, None
    if f in FLAT:
        if ok:
            err("%s: meant to carry a flat (non-strict) description but parses" % f)
        if not re.search(r"^description: [^\"'].*: ", fm, re.M):
            err("%s: flat description missing" % f)
        continue
    if not ok:
        err("%s: frontmatter does not parse" % f); continue
    if "/" not in f:
        need, typ = {"name", "description", "type"}, data.get("type")
        if typ not in ("user", "feedback", "project", "reference") or not f.startswith(typ + "_"):
            err("%s: bad type %r" % (f, typ))
    elif f.startswith("facts/"):
        need = {"id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"}
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", f)
        if not m:
            err("%s: bad remnic path" % f)
        elif data.get("id") != os.path.basename(f)[:-3] or data.get("category") != m.group(2):
            err("%s: id/category mismatch" % f)
        elif str(data.get("created"))[:10] != m.group(1):
            err("%s: created date != folder date" % f)
    elif f.startswith("auto/"):
        need = {"title", "created", "tags"}
    else:
        err("%s: unexpected location" % f); continue
    if not need <= set(data or {}):
        err("%s: missing keys %s" % (f, need - set(data or {})))

# MEMORY.md index
mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", mem, re.M)
if sorted(linked) != sorted(root) or len(linked) != len(set(linked)):
    err("MEMORY.md index mismatch: extra %s missing %s" % (set(linked) - set(root), set(root) - set(linked)))

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now is %r" % lab.get("now"))
pairs = lab["pairs"]
seen, counts = set(), Counter()
for i, p in enumerate(pairs):
    tag = p.get("note", "?")[:6]
    if set(p) != {"a", "b", "label", "class", "claim_a", "claim_b", "note"}:
        err("pair %d: keys %s" % (i, sorted(p)))
    if p["label"] not in CLASSES or p["class"] not in CLASSES[p["label"]]:
        err("%s: bad label/class" % tag)
    if not p["a"] < p["b"]:
        err("%s: a/b not in sorted order" % tag)
    if (p["a"], p["b"]) in seen:
        err("%s: duplicate file pair" % tag)
    seen.add((p["a"], p["b"]))
    counts[(p["label"], p["class"])] += 1
    for side in "ab":
        path, claim = p[side], p["claim_" + side]
        full = os.path.join(STORE, path)
        if not os.path.isfile(full):
            err("%s: missing file %s" % (tag, path)); continue
        fm, lines, fenced = split(open(full, encoding="utf-8").read())
        n = lines.count(claim)
        if n != 1:
            err("%s: claim_%s found %d times as a body line of %s" % (tag, side, n, path))
        if claim in fenced:
            err("%s: claim_%s is inside a code fence" % (tag, side))
        if not claim.strip():
            err("%s: empty claim" % tag)
    if not re.match(r"^[A-Z]+\d+: ", p["note"]):
        err("%s: note does not start with pair id" % tag)
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10:
            err("class %s/%s has %d pairs" % (lbl, c, counts[(lbl, c)]))
cross = sum(1 for p in pairs if (p["a"].split("/")[0] if "/" in p["a"] else "root") != (p["b"].split("/")[0] if "/" in p["b"] else "root"))
in_pairs = {p["a"] for p in pairs} | {p["b"] for p in pairs}

print("files: %d (root %d + MEMORY.md, auto %d, facts %d)" % (
    len(files), len(root), sum(f.startswith("auto/") for f in files), sum(f.startswith("facts/") for f in files)))
print("pairs: %d, crossing layouts: %d, files in no pair: %d" % (len(pairs), cross, len(set(files) - in_pairs)))
for (lbl, c), n in sorted(counts.items()):
    print("  %-18s %-19s %d" % (lbl, c, n))
if errors:
    print("FAIL (%d)" % len(errors))
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK")
