#!/usr/bin/env python3
"""Check store/ and labels.yaml: paths, claim lines, frontmatter, MEMORY.md index, pair order,
duplicate file pairs, class counts."""
import os, re, sys
from collections import Counter
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
FLAT = {"reference_incubators.md", "reference_penbook.md", "reference_sites.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(path):
    text = open(path).read()
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def claim_lines(body):
    """body lines outside code fences"""
    out, fence = [], False
    for ln in body:
        if ln.strip().startswith("```"):
            fence = not fence; continue
        if not fence:
            out.append(ln)
    return out

files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(root, f), STORE))
root_files = sorted(f for f in files if "/" not in f and f != "MEMORY.md")

# frontmatter
flat_seen = []
for rel in files:
    if rel == "MEMORY.md":
        continue
    fm, body = split(os.path.join(STORE, rel))
    if fm is None:
        err("no frontmatter: " + rel); continue
    try:
        d = yaml.safe_load(fm)
    except yaml.YAMLError:
        if rel in FLAT:
            flat_seen.append(rel); continue
        err("frontmatter does not parse: " + rel); continue
    if rel in FLAT:
        err("flat description expected not to parse but it does: " + rel)
    if "/" not in rel:
        if set(d) != {"name", "description", "type"} or d["type"] not in ("user", "feedback", "project", "reference"):
            err("bad root frontmatter: " + rel)
        if rel.split("_", 1)[0] != d["type"]:
            err("type prefix mismatch: " + rel)
    elif rel.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m:
            err("bad remnic path: " + rel); continue
        if d.get("id") != os.path.basename(rel)[:-3] or d.get("category") != m.group(2) or d.get("status") != "active":
            err("remnic frontmatter mismatch: " + rel)
        if not str(d.get("created")).startswith(m.group(1)):
            err("remnic created/date folder mismatch: " + rel)
    elif rel.startswith("auto/"):
        if not {"title", "created", "tags"} <= set(d):
            err("auto note frontmatter incomplete: " + rel)
    else:
        err("unexpected path: " + rel)
for rel in FLAT:
    if rel not in flat_seen:
        err("flat description file missing or parses: " + rel)

# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S.*$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != root_files or len(idx) != len(set(idx)):
    err("MEMORY.md index mismatch: missing %s extra %s" % (set(root_files) - set(idx), set(idx) - set(root_files)))

# labels
L = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(L.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = L["pairs"]
seen, counts, ids = set(), Counter(), set()
for p in pairs:
    pid = p["note"].split(":")[0]
    if pid in ids: err("duplicate id " + pid)
    ids.add(pid)
    a, b = p["a"], p["b"]
    if not a < b: err("%s: a/b not sorted" % pid)
    if (a, b) in seen: err("%s: duplicate file pair" % pid)
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []): err("%s: bad label/class" % pid)
    counts[(p["label"], p["class"])] += 1
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path):
            err("%s: missing %s" % (pid, p[side])); continue
        _, body = split(path)
        claim = p["claim_" + side]
        n_all = body.count(claim)
        n_ok = claim_lines(body).count(claim)
        if n_all != 1 or n_ok != 1:
            err("%s: claim_%s found %d times as a body line (%d outside fences) in %s" % (pid, side, n_all, n_ok, p[side]))
        if claim != claim.strip() or not claim:
            err("%s: claim_%s has surrounding whitespace" % (pid, side))
for lab, cls in CLASSES.items():
    for c in cls:
        if counts[(lab, c)] != 10:
            err("class %s/%s has %d pairs" % (lab, c, counts[(lab, c)]))

cross = sum(1 for p in pairs if len({("root" if "/" not in x else x.split("/")[0]) for x in (p["a"], p["b"])}) == 2)
lay = Counter("root" if "/" not in f else f.split("/")[0] for f in files)
used = {p[s] for p in pairs for s in ("a", "b")}
print("files: %d (%s); files in no pair: %d" % (len(files), ", ".join("%s %d" % kv for kv in sorted(lay.items())), len(set(files) - used)))
print("pairs: %d, cross-layout: %d" % (len(pairs), cross))
for (lab, c), n in sorted(counts.items()):
    print("  %-17s %-18s %d" % (lab, c, n))
if errors:
    print("FAIL"); print("\n".join(errors)); sys.exit(1)
print("OK")
