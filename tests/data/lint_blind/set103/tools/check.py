#!/usr/bin/env python3
"""Check store/ and labels.yaml: paths, claims, frontmatter, MEMORY.md, a/b order, duplicates, counts."""
import os, re, sys, collections
import yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_calldesk.md", "reference_infra.md", "reference_branches.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(path):
    text = open(os.path.join(STORE, path)).read()
    if path == "MEMORY.md":
        return None, text.split("\n")
    m = re.match(r"^---\n(.*?)\n---\n(.*)$", text, re.S)
    if not m:
        err("%s: no frontmatter" % path); return None, []
    return m.group(1), m.group(2).split("\n")

def body_claim_lines(lines):
    """body lines outside code fences"""
    out, fence = [], False
    for ln in lines:
        if ln.strip().startswith("```"):
            fence = not fence; continue
        if not fence:
            out.append(ln)
    return out

all_files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root = [f for f in all_files if "/" not in f]
# frontmatter
for f in all_files:
    if f == "MEMORY.md":
        continue
    fm, _ = split(f)
    if fm is None:
        continue
    try:
        d = yaml.safe_load(fm)
        ok = isinstance(d, dict)
    except yaml.YAMLError:
        ok = False
    if "/" not in f:
        if f in FLAT:
            if ok:
                err("%s: expected a flat (non-strict) description" % f)
            for k in ("name:", "description:", "type:"):
                if not re.search("^" + k, fm, re.M):
                    err("%s: missing %s" % (f, k))
            continue
        if not ok:
            err("%s: frontmatter does not parse" % f); continue
        if set(d) != {"name", "description", "type"} or d["type"] not in ("user", "feedback", "project", "reference"):
            err("%s: bad root frontmatter %s" % (f, d))
        if not re.match(r"^[a-z0-9-]+$", str(d["name"])):
            err("%s: name not a slug" % f)
        if not re.match(r"^%s_" % d["type"], f):
            err("%s: filename type prefix" % f)
    elif f.startswith("facts/"):
        if not ok:
            err("%s: frontmatter does not parse" % f); continue
        m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", f)
        if not m:
            err("%s: bad remnic path" % f); continue
        if d.get("id") != os.path.basename(f)[:-3] or d.get("category") != m.group(2) or d.get("status") != "active":
            err("%s: remnic id/category/status" % f)
        if not str(d.get("created")).startswith(m.group(1)):
            err("%s: created does not match folder date" % f)
        for k in ("updated", "source", "confidence", "confidenceTier", "tags"):
            if k not in d:
                err("%s: missing %s" % (f, k))
    elif f.startswith("auto/"):
        if not ok or not {"title", "created", "tags"} <= set(d):
            err("%s: auto frontmatter" % f)
    else:
        err("%s: unexpected location" % f)
# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S.*$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != sorted(x for x in root if x != "MEMORY.md") or len(idx) != len(set(idx)):
    err("MEMORY.md does not index exactly the root files")
# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    err("now")
pairs = lab["pairs"]
seen, counts, ids = set(), collections.Counter(), set()
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    tag = p["note"].split(":")[0]
    if tag in ids: err("duplicate id %s" % tag)
    ids.add(tag)
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p: err("%s: missing %s" % (tag, k))
    if not a < b: err("%s: a/b order" % tag)
    if (a, b) in seen: err("%s: duplicate file pair" % tag)
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []): err("%s: class/label" % tag)
    counts[(p["label"], p["class"])] += 1
    for path, claim in ((a, p["claim_a"]), (b, p["claim_b"])):
        if not os.path.isfile(os.path.join(STORE, path)):
            err("%s: missing file %s" % (tag, path)); continue
        if path == "MEMORY.md": err("%s: claim in MEMORY.md" % tag)
        _, body = split(path)
        n_all = body.count(claim)
        n_out = body_claim_lines(body).count(claim)
        if n_all != 1 or n_out != 1:
            err("%s: claim not exactly once as a body line outside code in %s: %r" % (tag, path, claim))
for lbl, cl in CLASSES.items():
    for c in cl:
        if counts[(lbl, c)] != 10: err("count %s/%s = %d" % (lbl, c, counts[(lbl, c)]))
cross = sum(1 for p in pairs if (lambda x, y: x != y)(*[("root" if "/" not in q else q.split("/")[0]) for q in (p["a"], p["b"])]))
print("files: %d (root %d incl. MEMORY.md, facts %d, auto %d)" % (len(all_files), len(root),
      sum(f.startswith("facts/") for f in all_files), sum(f.startswith("auto/") for f in all_files)))
in_pairs = {x for p in pairs for x in (p["a"], p["b"])}
print("pairs: %d, cross-layout: %d, files in no pair: %d" % (len(pairs), cross, len(set(all_files) - in_pairs)))
for (lbl, c), n in sorted(counts.items()):
    print("  %-18s %-19s %d" % (lbl, c, n))
if errors:
    print("FAIL (%d)" % len(errors)); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
