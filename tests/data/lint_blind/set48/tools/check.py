#!/usr/bin/env python3
"""Verify set48: paths, verbatim claims, frontmatter, remnic consistency, ordering, duplicates, counts, index."""
import calendar, collections, datetime, os, re, sys
import yaml

BASE = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_jumpbook.md", "reference_infra.md", "reference_sites.md", "reference_glossary.md"}
EXPECT = {("contradiction", c): 10 for c in ["value_slot", "role_slot", "negation", "stale_vs_change"]}
EXPECT.update({("non_contradiction", c): 10 for c in
               ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]})
errors = []
err = errors.append


def split(text):
    m = re.match(r"^---\n(.*?)\n---\n(.*)$", text, re.S)
    return (m.group(1), m.group(2)) if m else (None, text)


def layout(p):
    return "remnic" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"


allfiles = []
for d, _, fs in os.walk(STORE):
    for f in fs:
        allfiles.append(os.path.relpath(os.path.join(d, f), STORE))
allfiles.sort()

# frontmatter
for rel in allfiles:
    text = open(os.path.join(STORE, rel)).read()
    if rel == "MEMORY.md":
        continue
    fm, body = split(text)
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        meta = yaml.safe_load(fm)
        if rel in FLAT:
            err(f"{rel}: expected flat (non-strict) description but YAML parsed")
    except yaml.YAMLError:
        if rel not in FLAT:
            err(f"{rel}: frontmatter does not parse"); continue
        meta = dict(l.split(": ", 1) for l in fm.splitlines())
    lay = layout(rel)
    if lay == "root":
        for k in ("name", "description", "type"):
            if k not in meta: err(f"{rel}: missing {k}")
        if meta.get("type") not in ("user", "feedback", "project", "reference"): err(f"{rel}: bad type")
        if not rel.startswith(str(meta.get("type")) + "_"): err(f"{rel}: filename/type mismatch")
        if meta.get("name") != rel[:-3]: err(f"{rel}: name is not the topic slug")
    elif lay == "auto":
        for k in ("title", "created", "tags"):
            if k not in meta: err(f"{rel}: missing {k}")
    else:
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m: err(f"{rel}: bad remnic path"); continue
        date, cat, ms, _ = m.groups()
        stem = os.path.basename(rel)[:-3]
        if meta.get("id") != stem: err(f"{rel}: id != stem")
        if meta.get("category") != cat: err(f"{rel}: category mismatch")
        if meta.get("status") != "active": err(f"{rel}: status")
        for k in ("created", "updated"):
            v = meta.get(k)
            v = v if isinstance(v, str) else v.strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"
            dt = datetime.datetime.strptime(v, "%Y-%m-%dT%H:%M:%S.%fZ")
            if dt.strftime("%Y-%m-%d") != date: err(f"{rel}: {k} date != folder")
            if calendar.timegm(dt.utctimetuple()) * 1000 + dt.microsecond // 1000 != int(ms):
                err(f"{rel}: {k} != epoch")

# MEMORY.md index
idx = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", idx, re.M)
roots = [f for f in allfiles if "/" not in f and f != "MEMORY.md"]
if sorted(linked) != sorted(roots): err("MEMORY.md does not index exactly the root files")

# labels
L = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(L.get("now")) != "2026-11-28": err("now")
counts = collections.Counter()
seen = set()
cross = 0
inpair = set()
for i, p in enumerate(L["pairs"]):
    a, b = p["a"], p["b"]
    for f in (a, b):
        if not os.path.isfile(os.path.join(STORE, f)): err(f"pair {i}: missing {f}")
    if not a < b: err(f"pair {i}: a/b not sorted ({a}, {b})")
    if (a, b) in seen: err(f"pair {i}: duplicate pair {a} {b}")
    seen.add((a, b))
    inpair |= {a, b}
    counts[(p["label"], p["class"])] += 1
    if layout(a) != layout(b): cross += 1
    for f, c in ((a, p["claim_a"]), (b, p["claim_b"])):
        if not os.path.isfile(os.path.join(STORE, f)): continue
        _, body = split(open(os.path.join(STORE, f)).read())
        n = body.split("\n").count(c)
        if n != 1: err(f"pair {i}: claim occurs {n}x as a full line in {f}: {c[:60]}")
if dict(counts) != EXPECT: err(f"class counts {dict(counts)}")

print(f"files: {len(allfiles)} (root {sum(layout(f)=='root' for f in allfiles)}, "
      f"remnic {sum(layout(f)=='remnic' for f in allfiles)}, auto {sum(layout(f)=='auto' for f in allfiles)})")
print(f"pairs: {len(L['pairs'])}, cross-layout: {cross}, files in no pair: {len(set(allfiles) - inpair)}")
for k, v in sorted(counts.items()): print(f"  {k[0]:18} {k[1]:20} {v}")
if cross < 40: err(f"only {cross} cross-layout pairs")
if errors:
    print("ERRORS:"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
