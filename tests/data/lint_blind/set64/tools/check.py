#!/usr/bin/env python3
"""Sanity checks for store/ and labels.yaml."""
import collections, os, re, sys
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
STORE = os.path.join(ROOT, "store")
FLAT_OK = {"reference_infra.md", "reference_familylink.md", "project_council_contract.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errs = []
def err(m): errs.append(m)

def split(text):
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

all_files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
bodies, flat_seen = {}, set()
for rel in all_files:
    text = open(os.path.join(STORE, rel)).read()
    fm, body = split(text)
    bodies[rel] = body
    if rel == "MEMORY.md":
        continue
    if fm is None:
        err("%s: no frontmatter" % rel); continue
    try:
        meta = yaml.safe_load(fm)
    except yaml.YAMLError:
        if rel in FLAT_OK: flat_seen.add(rel); continue
        err("%s: frontmatter does not parse" % rel); continue
    if rel in FLAT_OK:
        err("%s: expected a flat (non-strict) description" % rel)
    if "/" not in rel:
        if set(meta) != {"name", "description", "type"} or meta["type"] not in ("user", "feedback", "project", "reference"):
            err("%s: bad root frontmatter" % rel)
        if not rel.startswith(meta["type"] + "_"):
            err("%s: file name does not start with its type" % rel)
    elif rel.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m: err("%s: bad remnic path" % rel); continue
        stem = os.path.basename(rel)[:-3]
        if meta.get("id") != stem or meta.get("category") != m.group(2) or meta.get("status") != "active":
            err("%s: remnic frontmatter mismatch" % rel)
        if not str(meta.get("created", "")).startswith(m.group(1)):
            err("%s: created not in folder date" % rel)
    elif rel.startswith("auto/"):
        if set(meta) != {"title", "created", "tags"}: err("%s: bad auto frontmatter" % rel)
    else:
        err("%s: unexpected location" % rel)
for rel in FLAT_OK - flat_seen:
    if rel not in bodies: err("%s: flat-description file missing" % rel)

# MEMORY.md indexes exactly the root files
roots = {f for f in all_files if "/" not in f and f != "MEMORY.md"}
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != sorted(roots) or len(idx) != len(set(idx)):
    err("MEMORY.md index mismatch: missing %s extra %s" % (sorted(roots - set(idx)), sorted(set(idx) - roots)))

lab = yaml.safe_load(open(os.path.join(ROOT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("labels: now")
pairs = lab["pairs"]
seen, counts, ids, cross = set(), collections.Counter(), set(), 0
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    pid = str(p["note"]).split(":")[0]
    if pid in ids: err("duplicate pair id %s" % pid)
    ids.add(pid)
    for k in ("a", "b"):
        if p[k] not in bodies: err("%s: %s missing" % (pid, p[k]))
    if not a < b: err("%s: a/b order" % pid)
    if (a, b) in seen: err("%s: duplicate file pair" % pid)
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []): err("%s: class/label" % pid)
    counts[(p["label"], p["class"])] += 1
    lay = lambda x: x.split("/")[0] if "/" in x else "root"
    cross += lay(a) != lay(b)
    for k, f in (("claim_a", a), ("claim_b", b)):
        n = bodies.get(f, []).count(p[k])
        if n != 1: err("%s: %s found %d times as a full body line of %s" % (pid, k, n, f))
for lbl, cl in CLASSES.items():
    for c in cl:
        if counts[(lbl, c)] != 10: err("class %s/%s has %d pairs" % (lbl, c, counts[(lbl, c)]))
if len(pairs) != 90: err("pair count %d" % len(pairs))

in_pairs = {p[k] for p in pairs for k in ("a", "b")}
print("files: %d (root %d + MEMORY.md, facts %d, auto %d); files in no pair: %d" % (
    len(all_files), len(roots), sum(f.startswith("facts/") for f in all_files),
    sum(f.startswith("auto/") for f in all_files), len(set(all_files) - in_pairs)))
print("pairs: %d, cross-layout: %d" % (len(pairs), cross))
for (lbl, c), n in sorted(counts.items()): print("  %-18s %-18s %d" % (lbl, c, n))
print("flat descriptions (intentional): %s" % ", ".join(sorted(flat_seen)))
if errs:
    print("FAIL"); [print(" -", e) for e in errs]; sys.exit(1)
print("OK: all checks passed")
