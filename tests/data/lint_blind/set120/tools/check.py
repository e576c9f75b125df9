#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import collections, os, re, sys
import yaml
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_calloutd.md", "reference_infra.md", "reference_depots.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

def body_lines(text):
    """Body lines outside frontmatter and code fences."""
    fm, body = split(text)
    out, fence = [], False
    for ln in body.split("\n"):
        if ln.strip().startswith("```"):
            fence = not fence; continue
        if not fence:
            out.append(ln)
    return out

all_files = []
for root, _, names in os.walk(STORE):
    for n in names:
        all_files.append(os.path.relpath(os.path.join(root, n), STORE))
all_files.sort()
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")

# frontmatter
flat_seen = set()
for f in all_files:
    if f == "MEMORY.md":
        continue
    text = open(os.path.join(STORE, f)).read()
    fm, _ = split(text)
    if fm is None:
        err("%s: no frontmatter" % f); continue
    try:
        d = yaml.safe_load(fm)
    except yaml.YAMLError:
        if f in FLAT:
            flat_seen.add(f); continue
        err("%s: frontmatter does not parse" % f); continue
    if f in FLAT:
        err("%s: expected flat (non-strict) description but it parses" % f)
    if "/" not in f:
        for k in ("name", "description", "type"):
            if k not in d: err("%s: missing %s" % (f, k))
        if d.get("type") not in ("user", "feedback", "project", "reference"): err("%s: bad type" % f)
        if not f.startswith(d.get("type", "?") + "_"): err("%s: prefix/type mismatch" % f)
    elif f.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", f)
        if not m: err("%s: bad remnic path" % f); continue
        if d.get("id") != os.path.basename(f)[:-3]: err("%s: id != stem" % f)
        if d.get("category") != m.group(2): err("%s: category mismatch" % f)
        if not str(d.get("created", "")).startswith(m.group(1)): err("%s: created date != folder" % f)
        for k in ("updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in d: err("%s: missing %s" % (f, k))
    elif f.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: err("%s: missing %s" % (f, k))
    else:
        err("%s: unexpected location" % f)
if flat_seen != FLAT:
    err("flat descriptions expected in %s, got %s" % (sorted(FLAT), sorted(flat_seen)))

# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != root_files or len(idx) != len(set(idx)):
    err("MEMORY.md index mismatch: missing %s extra %s" % (sorted(set(root_files) - set(idx)), sorted(set(idx) - set(root_files))))

# labels
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now != 2026-11-28")
pairs = lab["pairs"]
counts = collections.Counter()
seen_pairs, ids = set(), set()
cross = 0
def layout(p): return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"
for i, p in enumerate(pairs):
    tag = p.get("note", "?").split(":")[0]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p: err("%s: missing %s" % (tag, k))
    if not (p["a"] < p["b"]): err("%s: a/b not sorted" % tag)
    if (p["a"], p["b"]) in seen_pairs: err("%s: duplicate file pair" % tag)
    seen_pairs.add((p["a"], p["b"]))
    if tag in ids: err("%s: duplicate id" % tag)
    ids.add(tag)
    if p["class"] not in CLASSES.get(p["label"], []): err("%s: class/label mismatch" % tag)
    counts[(p["label"], p["class"])] += 1
    if layout(p["a"]) != layout(p["b"]): cross += 1
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path): err("%s: %s missing" % (tag, p[side])); continue
        text = open(path).read()
        claim = p["claim_" + side]
        all_lines = text.split("\n")
        n_all = all_lines.count(claim)
        n_body = body_lines(text).count(claim)
        if n_all != 1: err("%s: claim_%s occurs %d times as a full line in %s" % (tag, side, n_all, p[side]))
        elif n_body != 1: err("%s: claim_%s is in frontmatter or a code fence in %s" % (tag, side, p[side]))
        if claim != claim.strip() or not claim: err("%s: claim_%s has stray whitespace" % (tag, side))
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10: err("class %s/%s has %d pairs" % (lbl, c, counts[(lbl, c)]))
if len(pairs) != 90: err("%d pairs, expected 90" % len(pairs))

in_pairs = {p["a"] for p in pairs} | {p["b"] for p in pairs}
print("files: %d (root %d + MEMORY.md, facts %d, auto %d); in no pair: %d" % (
    len(all_files), len(root_files), sum(f.startswith("facts/") for f in all_files),
    sum(f.startswith("auto/") for f in all_files), len(set(all_files) - in_pairs)))
print("pairs: %d, cross-layout: %d" % (len(pairs), cross))
for lbl, cls in CLASSES.items():
    for c in cls:
        print("  %-18s %-20s %d" % (lbl, c, counts[(lbl, c)]))
if errors:
    print("FAIL (%d)" % len(errors)); print("\n".join(errors)); sys.exit(1)
print("OK")
