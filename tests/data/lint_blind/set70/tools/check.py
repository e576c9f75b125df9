#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import os, re, sys, yaml
from collections import Counter
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT_OK = {"reference_infra.md", "reference_offices.md", "reference_glossary.md", "feedback_migrations.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errs = []
def err(m): errs.append(m)

def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"

files = {}
for dp, _, fns in os.walk(STORE):
    for fn in fns:
        full = os.path.join(dp, fn)
        files[os.path.relpath(full, STORE)] = open(full).read()

root = sorted(p for p in files if "/" not in p and p != "MEMORY.md")
flat_found = set()
for p, text in sorted(files.items()):
    if p == "MEMORY.md":
        continue
    fm, body = split(text)
    if fm is None:
        err("%s: no frontmatter" % p); continue
    try:
        d = yaml.safe_load(fm)
        if not isinstance(d, dict):
            raise ValueError("not a mapping")
    except Exception as e:
        if p in FLAT_OK:
            flat_found.add(p)
            d = dict(l.split(": ", 1) for l in fm.splitlines() if ": " in l)
        else:
            err("%s: frontmatter does not parse: %s" % (p, e)); continue
    L = layout(p)
    if L == "root":
        if not re.fullmatch(r"(user|feedback|project|reference)_[a-z0-9_]+\.md", p): err("%s: bad root name" % p)
        for k in ("name", "description", "type"):
            if k not in d: err("%s: missing %s" % (p, k))
        if d.get("type") != p.split("_")[0]: err("%s: type %s does not match file name" % (p, d.get("type")))
        if "pennock" in str(d.get("name", "")).lower(): err("%s: name is the project" % p)
    elif L == "auto":
        if not re.fullmatch(r"auto/[a-z0-9-]+\.md", p): err("%s: bad auto name" % p)
        for k in ("title", "created", "tags"):
            if k not in d: err("%s: missing %s" % (p, k))
    else:
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", p)
        if not m: err("%s: bad facts path" % p); continue
        if d.get("id") != os.path.basename(p)[:-3]: err("%s: id != stem" % p)
        if d.get("category") != m.group(2): err("%s: category mismatch" % p)
        if not str(d.get("created", "")).startswith(m.group(1)) and str(d.get("created"))[:10] != m.group(1):
            err("%s: created date != folder" % p)
        for k in ("source", "confidence", "confidenceTier", "tags", "status"):
            if k not in d: err("%s: missing %s" % (p, k))
if flat_found != FLAT_OK:
    err("intentionally flat descriptions: expected %s, found %s" % (sorted(FLAT_OK), sorted(flat_found)))

# MEMORY.md
mem = files.get("MEMORY.md", "")
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(idx) != root or len(idx) != len(set(idx)):
    err("MEMORY.md index mismatch: missing %s extra %s" % (sorted(set(root) - set(idx)), sorted(set(idx) - set(root))))

# labels
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now != 2026-11-28")
pairs = lab["pairs"]
seen, counts, cross, used = set(), Counter(), 0, set()
for i, pr in enumerate(pairs):
    a, b = pr["a"], pr["b"]
    tag = pr.get("note", "")[:6]
    if set(pr) != {"a", "b", "label", "class", "claim_a", "claim_b", "note"}: err("pair %d: keys %s" % (i, sorted(pr)))
    if not a < b: err("%s: a/b not sorted" % tag)
    if (a, b) in seen: err("%s: duplicate file pair" % tag)
    seen.add((a, b))
    if pr["class"] not in CLASSES.get(pr["label"], []): err("%s: class/label mismatch" % tag)
    counts[(pr["label"], pr["class"])] += 1
    if layout(a) != layout(b): cross += 1
    if not re.match(r"[A-Z]+\d+:", pr["note"]): err("pair %d: note does not start with id" % i)
    for path, claim in ((a, pr["claim_a"]), (b, pr["claim_b"])):
        used.add(path)
        if path not in files: err("%s: missing file %s" % (tag, path)); continue
        _, body = split(files[path])
        n = body.split("\n").count(claim)
        if n != 1: err("%s: claim present %d times as a full body line in %s: %r" % (tag, n, path, claim))
        if claim != claim.strip("\n") or not claim.strip(): err("%s: bad claim text" % tag)
for lbl, cl in CLASSES.items():
    for c in cl:
        if counts[(lbl, c)] != 10: err("class %s/%s has %d pairs" % (lbl, c, counts[(lbl, c)]))
if len(pairs) != 90: err("%d pairs, expected 90" % len(pairs))

lc = Counter(layout(p) for p in files)
print("files: %d (root %d incl. MEMORY.md, auto %d, facts %d); files in no pair: %d" % (
    len(files), lc["root"], lc["auto"], lc["facts"], len(set(files) - used)))
print("pairs: %d, cross-layout: %d" % (len(pairs), cross))
for (l, c), n in sorted(counts.items()):
    print("  %-18s %-19s %d" % (l, c, n))
if errs:
    print("FAIL (%d)" % len(errs)); [print("  " + e) for e in errs]; sys.exit(1)
print("OK")
