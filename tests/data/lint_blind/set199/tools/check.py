#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import collections, os, re, sys
import yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT_OK = {"reference_hopbook.md", "reference_infra.md", "reference_yards.md", "reference_glossary.md",
           "feedback_customer_copy.md", "reference_stockroom.md"}   # descriptions with an unquoted ': ' on purpose
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errs = []
def err(m): errs.append(m)

def split(text):
    """-> (frontmatter text or None, list of (lineno, line, in_code) for body lines)"""
    lines = text.split("\n")
    fm, start = None, 0
    if lines and lines[0] == "---":
        end = lines.index("---", 1)
        fm, start = "\n".join(lines[1:end]), end + 1
    body, code = [], False
    for i in range(start, len(lines)):
        ln = lines[i]
        if ln.strip().startswith("```"):
            code = not code
            continue
        body.append((i + 1, ln, code))
    return fm, body

files = {}
for root, _, names in os.walk(STORE):
    for n in names:
        full = os.path.join(root, n)
        files[os.path.relpath(full, STORE)] = open(full, encoding="utf-8").read()

# frontmatter + layouts
root_files = set()
for path, text in sorted(files.items()):
    if path == "MEMORY.md":
        continue
    fm, _ = split(text)
    if fm is None:
        err("no frontmatter: " + path); continue
    try:
        d = yaml.safe_load(fm)
        if path in FLAT_OK:
            err("expected non-strict flat description but it parsed: " + path)
    except yaml.YAMLError:
        if path not in FLAT_OK:
            err("frontmatter does not parse: " + path); continue
        d = dict(l.split(": ", 1) for l in fm.split("\n"))
    if "/" not in path:
        root_files.add(path)
        m = re.match(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$", path)
        if not m: err("bad root name " + path)
        if set(d) != {"name", "description", "type"} or d["type"] != m.group(1):
            err("bad root frontmatter " + path)
    elif path.startswith("facts/"):
        m = re.match(r"^facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", path)
        if not m: err("bad facts path " + path); continue
        for k in ("id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in d: err("remnic field %s missing in %s" % (k, path))
        if d.get("id") != os.path.basename(path)[:-3] or d.get("category") != m.group(2):
            err("remnic id/category mismatch " + path)
        if not str(d.get("created")).startswith(m.group(1)):
            err("remnic created/folder mismatch " + path)
    elif path.startswith("auto/"):
        if set(d) != {"title", "created", "tags"}: err("bad auto frontmatter " + path)
    else:
        err("unexpected path " + path)

# MEMORY.md index
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", files.get("MEMORY.md", ""), re.M)
if sorted(idx) != sorted(root_files) or len(idx) != len(set(idx)):
    err("MEMORY.md index mismatch: %s" % (set(idx) ^ root_files))

# labels
L = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(L.get("now")) != "2026-11-28": err("now")
pairs = L["pairs"]
seen, counts, in_pairs = set(), collections.Counter(), set()
cross = 0
lay = lambda p: "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    if not a < b: err("a/b order %d" % i)
    if (a, b) in seen: err("duplicate file pair %s %s" % (a, b))
    seen.add((a, b)); in_pairs |= {a, b}
    if lay(a) != lay(b): cross += 1
    if p["class"] not in CLASSES.get(p["label"], []): err("label/class %d" % i)
    counts[p["class"]] += 1
    if not re.match(r"^[A-Z]+\d+: ", p["note"]): err("note id %d" % i)
    for side in "ab":
        path, claim = p[side], p["claim_" + side]
        if path not in files: err("missing file " + path); continue
        fm, body = split(files[path])
        hits = [(n, c) for n, ln, c in body if ln == claim]
        if len(hits) != 1: err("claim not exactly once (%d) in %s: %s" % (len(hits), path, claim))
        elif hits[0][1]: err("claim inside code fence: " + path)
        if files[path].count(claim) != 1: err("claim text occurs %d times in %s" % (files[path].count(claim), path))
for cls in sum(CLASSES.values(), []):
    if counts[cls] != 10: err("class %s has %d pairs" % (cls, counts[cls]))
if len(pairs) != 90: err("pairs %d" % len(pairs))

lays = collections.Counter(lay(p) for p in files if p != "MEMORY.md")
print("files: %d (root %d + MEMORY.md, auto %d, facts %d); files in no pair: %d" % (
    len(files), lays["root"], lays["auto"], lays["facts"], len(set(files) - in_pairs)))
print("pairs: %d, cross-layout: %d; per class: %s" % (len(pairs), cross, dict(counts)))
if errs:
    print("FAIL"); [print("  " + e) for e in errs]; sys.exit(1)
print("OK")
