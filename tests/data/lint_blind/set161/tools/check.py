#!/usr/bin/env python3
"""Check store/ and labels.yaml for set161."""
import os, re, sys, collections, yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_vanrun.md", "reference_infra.md", "reference_suppliers.md", "reference_glossary.md"}
EXPECT = {
    "contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
    "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"],
}
errors = []
def err(msg): errors.append(msg)

def split(text):
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def body_lines_outside_fences(lines):
    res, fence = [], False
    for ln in lines:
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        res.append((ln, fence))
    return res

all_files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        all_files.append(os.path.relpath(os.path.join(root, f), STORE))
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")

# frontmatter
for rel in all_files:
    text = open(os.path.join(STORE, rel)).read()
    if rel == "MEMORY.md":
        continue
    fm, _ = split(text)
    if fm is None:
        err("%s: no frontmatter" % rel); continue
    try:
        data = yaml.safe_load(fm)
        if rel in FLAT:
            err("%s: expected a flat (non-strict) description but it parsed" % rel)
    except yaml.YAMLError:
        if rel not in FLAT:
            err("%s: frontmatter does not parse" % rel)
        data = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
    if "/" not in rel:
        m = re.match(r"^(user|feedback|project|reference)_([a-z0-9_]+)\.md$", rel)
        if not m: err("%s: bad root name" % rel)
        for k in ("name", "description", "type"):
            if k not in data: err("%s: missing %s" % (rel, k))
        if m and data.get("type") != m.group(1): err("%s: type mismatch" % rel)
        if data.get("name") in ("pikerowe", "pike-rowe"): err("%s: name is the project" % rel)
    elif rel.startswith("facts/"):
        m = re.match(r"^facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m: err("%s: bad remnic path" % rel); continue
        if data.get("id") != os.path.basename(rel)[:-3]: err("%s: id != stem" % rel)
        if data.get("category") != m.group(2): err("%s: category mismatch" % rel)
        if not str(data.get("created", "")).startswith(m.group(1)): err("%s: created date != folder" % rel)
        if data.get("status") != "active": err("%s: status" % rel)
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in data: err("%s: missing %s" % (rel, k))
    else:
        err("%s: unexpected location" % rel)

# MEMORY.md
idx = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", idx, re.M)
if sorted(linked) != root_files or len(linked) != len(set(linked)):
    err("MEMORY.md does not index exactly the root files: missing %s extra %s" % (
        sorted(set(root_files) - set(linked)), sorted(set(linked) - set(root_files))))

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now != 2026-11-28")
pairs = lab["pairs"]
seen = set()
counts = collections.Counter()
cross = 0
for p in pairs:
    pid = p["note"].split(":")[0]
    a, b = p["a"], p["b"]
    if not a < b: err("%s: a/b order" % pid)
    if (a, b) in seen: err("%s: duplicate file pair" % pid)
    seen.add((a, b))
    if p["class"] not in EXPECT.get(p["label"], []): err("%s: class %s not valid for %s" % (pid, p["class"], p["label"]))
    counts[(p["label"], p["class"])] += 1
    lay = lambda x: x.split("/")[0] if "/" in x else "root"
    cross += lay(a) != lay(b)
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side])
        if not os.path.exists(path): err("%s: missing %s" % (pid, p[side])); continue
        fm, body = split(open(path).read())
        claim = p["claim_" + side]
        hits = [f for ln, f in body_lines_outside_fences(body) if ln == claim]
        if len(hits) != 1: err("%s: claim_%s found %d times as a full body line in %s" % (pid, side, len(hits), p[side]))
        if any(hits): err("%s: claim_%s is inside a code fence" % (pid, side))
        if not claim.strip(): err("%s: empty claim_%s" % (pid, side))
for lbl, classes in EXPECT.items():
    for c in classes:
        if counts[(lbl, c)] != 10: err("class %s/%s has %d pairs" % (lbl, c, counts[(lbl, c)]))
if len(pairs) != 90: err("%d pairs, expected 90" % len(pairs))

in_pairs = {p["a"] for p in pairs} | {p["b"] for p in pairs}
print("files: %d (root %d + MEMORY.md, facts %d, auto %d); files in no pair: %d" % (
    len(all_files), len(root_files), sum(f.startswith("facts/") for f in all_files),
    sum(f.startswith("auto/") for f in all_files), len(set(all_files) - in_pairs)))
print("pairs: %d, cross-layout: %d" % (len(pairs), cross))
for (l, c), n in sorted(counts.items()):
    print("  %-18s %-20s %d" % (l, c, n))
if errors:
    print("FAIL (%d)" % len(errors))
    for e in errors: print("  " + e)
    sys.exit(1)
print("OK")
