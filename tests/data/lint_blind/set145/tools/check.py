#!/usr/bin/env python3
"""Validate set145: store layout, frontmatter, MEMORY.md index, and labels.yaml."""
import os, re, sys
from collections import Counter
from datetime import datetime, timezone
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_pegbook.md", "reference_infra.md", "reference_lakes.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(path):
    text = open(os.path.join(STORE, path)).read()
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def claim_lines(path):
    """Body lines outside code fences (the only lines that may be labelled as claims)."""
    fm, body = split(path)
    ok, fence = [], False
    for ln in body:
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            ok.append(ln)
    return body, ok

allfiles = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root = [f for f in allfiles if "/" not in f and f != "MEMORY.md"]
# frontmatter
for f in allfiles:
    if f == "MEMORY.md":
        continue
    fm, body = split(f)
    if fm is None:
        err("%s: no frontmatter" % f); continue
    try:
        meta = yaml.safe_load(fm)
        if f in FLAT:
            err("%s: expected a non-strict (flat) description but YAML parsed" % f)
    except yaml.YAMLError:
        if f in FLAT:
            meta = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l and not l.startswith(" "))
        else:
            err("%s: frontmatter does not parse" % f); continue
    if "/" not in f:
        m = re.match(r"(user|feedback|project|reference)_[a-z0-9_]+\.md$", f)
        if not m: err("%s: bad root file name" % f)
        for k in ("name", "description", "type"):
            if not meta.get(k): err("%s: missing %s" % (f, k))
        if m and meta.get("type") != m.group(1): err("%s: type does not match file name" % f)
        if meta.get("name") in ("reedmere", "reedmere-fisheries"): err("%s: name is the project" % f)
    elif f.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", f)
        if not m: err("%s: bad remnic path" % f); continue
        date, cat, ms, _ = m.groups()
        if meta.get("id") != os.path.basename(f)[:-3]: err("%s: id != stem" % f)
        if meta.get("category") != cat: err("%s: category mismatch" % f)
        made = datetime.fromtimestamp(int(ms) / 1000, tz=timezone.utc)
        if made.strftime("%Y-%m-%d") != date: err("%s: epoch not in folder date" % f)
        if str(meta.get("created"))[:10] != date: err("%s: created != folder date" % f)
        for k in ("source", "confidence", "status", "tags"):
            if k not in meta: err("%s: missing %s" % (f, k))
    elif f.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in meta: err("%s: missing %s" % (f, k))
    else:
        err("%s: unexpected location" % f)
# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != root or len(idx) != len(set(idx)):
    err("MEMORY.md does not index exactly the root files: extra %s missing %s" % (set(idx) - set(root), set(root) - set(idx)))
# labels
L = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(L.get("now")) != "2026-11-28": err("now is not 2026-11-28")
pairs = L["pairs"]
cnt = Counter()
seen = set()
cross = 0
def layout(p): return p.split("/")[0] if "/" in p else "root"
for i, p in enumerate(pairs):
    pid = p["note"].split(":")[0]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p: err("pair %d: missing %s" % (i, k))
    if p["a"] >= p["b"]: err("%s: a/b not in order" % pid)
    if (p["a"], p["b"]) in seen: err("%s: duplicate file pair" % pid)
    seen.add((p["a"], p["b"]))
    if p["class"] not in CLASSES.get(p["label"], []): err("%s: class/label mismatch" % pid)
    if not re.match(r"^(NS|[VRNSFODA])\d+: ", p["note"]): err("%s: note does not start with pair id" % pid)
    cnt[(p["label"], p["class"])] += 1
    cross += layout(p["a"]) != layout(p["b"])
    for side in ("a", "b"):
        path, claim = p[side], p["claim_" + side]
        if not os.path.isfile(os.path.join(STORE, path)):
            err("%s: %s missing" % (pid, path)); continue
        body, usable = claim_lines(path)
        if body.count(claim) != 1: err("%s: claim_%s occurs %d times as a body line in %s" % (pid, side, body.count(claim), path))
        if claim not in usable: err("%s: claim_%s is inside a code fence" % (pid, side))
        if claim != claim.strip() or not claim: err("%s: claim_%s not a full trimmed line" % (pid, side))
        if "\n" in claim: err("%s: claim_%s spans lines" % (pid, side))
for lab, cls in CLASSES.items():
    for c in cls:
        if cnt[(lab, c)] != 10: err("class %s/%s has %d pairs" % (lab, c, cnt[(lab, c)]))
if len(pairs) != 90: err("%d pairs, want 90" % len(pairs))
print("files: %d (root %d + MEMORY.md, auto %d, facts %d)" % (len(allfiles), len(root),
      sum(f.startswith("auto/") for f in allfiles), sum(f.startswith("facts/") for f in allfiles)))
print("pairs: %d, cross-layout: %d" % (len(pairs), cross))
for (lab, c), n in sorted(cnt.items()): print("  %-17s %-18s %d" % (lab, c, n))
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
