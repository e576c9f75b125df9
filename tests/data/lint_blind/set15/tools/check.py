#!/usr/bin/env python3
"""Verify set15: paths, verbatim claims, frontmatter, remnic ids, ordering, duplicates, counts."""
import os, re, sys, collections
from datetime import datetime, timezone
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_shelfmark.md", "reference_infra.md", "reference_glossary.md"}
EXPECT = {("contradiction", c): 10 for c in ["value_slot", "role_slot", "negation", "stale_vs_change"]}
EXPECT.update({("non_contradiction", c): 10 for c in
               ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]})
errors = []
def err(m): errors.append(m)

all_files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        all_files.append(os.path.relpath(os.path.join(root, f), STORE))

def split_fm(text):
    m = re.match(r"^---\n(.*?)\n---\n(.*)$", text, re.S)
    return (m.group(1), m.group(2)) if m else (None, text)

layout = {}
root_files = []
for rel in sorted(all_files):
    text = open(os.path.join(STORE, rel)).read()
    if rel == "MEMORY.md":
        continue
    fm, body = split_fm(text)
    if fm is None:
        err("no frontmatter: " + rel); continue
    if "/" not in rel:
        layout[rel] = "root"; root_files.append(rel)
        if not re.match(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$", rel):
            err("bad root name " + rel)
        if rel in FLAT:
            lines = dict(l.split(": ", 1) for l in fm.splitlines())
            if ": " not in lines.get("description", ""):
                err("flat description lacks ': ' " + rel)
            try:
                yaml.safe_load(fm); err("flat description parses as YAML " + rel)
            except yaml.YAMLError:
                pass
            d = lines
        else:
            try:
                d = yaml.safe_load(fm)
            except yaml.YAMLError as e:
                err("yaml %s: %s" % (rel, e)); continue
        for k in ("name", "description", "type"):
            if not d.get(k): err("missing %s in %s" % (k, rel))
        if d.get("type") != rel.split("_")[0]:
            err("type/prefix mismatch " + rel)
    elif rel.startswith("facts/"):
        layout[rel] = "remnic"
        m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m: err("bad remnic path " + rel); continue
        d = yaml.safe_load(fm)
        stem = os.path.basename(rel)[:-3]
        if d.get("id") != stem: err("id != stem " + rel)
        if d.get("category") != m.group(2): err("category " + rel)
        if d.get("status") != "active": err("status " + rel)
        ts = datetime.fromtimestamp(int(m.group(3)) / 1000, tz=timezone.utc)
        if ts.strftime("%Y-%m-%d") != m.group(1): err("epoch/date folder " + rel)
        for k in ("created", "updated"):
            v = d.get(k)
            v = v if isinstance(v, datetime) else datetime.fromisoformat(str(v).replace("Z", "+00:00"))
            if v.tzinfo is None: v = v.replace(tzinfo=timezone.utc)
            if abs((v - ts).total_seconds()) > 0.001: err("%s != epoch %s" % (k, rel))
    elif rel.startswith("auto/"):
        layout[rel] = "auto"
        d = yaml.safe_load(fm)
        for k in ("title", "created", "tags"):
            if not d.get(k): err("missing %s in %s" % (k, rel))
    else:
        err("unexpected file " + rel)

# MEMORY.md index covers every root file
mem = open(os.path.join(STORE, "MEMORY.md")).read()
linked = set(re.findall(r"\]\(([^)]+\.md)\)", mem))
if linked != set(root_files):
    err("MEMORY.md mismatch: %s / %s" % (set(root_files) - linked, linked - set(root_files)))

lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now")
pairs = lab["pairs"]
counts = collections.Counter()
seen = set()
in_pair = set()
cross = 0
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    for f in (a, b):
        if f not in layout: err("pair %d: missing file %s" % (i, f))
    if not a < b: err("pair %d: a/b order" % i)
    key = (a, b, p["claim_a"], p["claim_b"])
    if key in seen: err("dup pair %d" % i)
    seen.add(key)
    for f, c in ((a, p["claim_a"]), (b, p["claim_b"])):
        if f not in layout: continue
        fm, body = split_fm(open(os.path.join(STORE, f)).read())
        n = body.split("\n").count(c)
        if n != 1: err("pair %d: claim found %d times as a full body line in %s: %r" % (i, n, f, c))
        if c not in body: err("pair %d: claim not in body %s" % (i, f))
        if (fm or "").count(c): err("claim in frontmatter " + f)
    ok = {"contradiction": {"value_slot", "role_slot", "negation", "stale_vs_change"},
          "non_contradiction": {"refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"}}
    if p["class"] not in ok.get(p["label"], ()): err("label/class %d" % i)
    counts[(p["label"], p["class"])] += 1
    in_pair.update([a, b])
    if layout.get(a) != layout.get(b): cross += 1
if len({(p["a"], p["b"]) for p in pairs}) != len(pairs):
    print("note: some file pairs carry more than one labelled pair")
if dict(counts) != EXPECT: err("counts %s" % dict(counts))
if cross < 40: err("cross-layout pairs %d < 40" % cross)

lay = collections.Counter(layout.values())
print("files: %d (+MEMORY.md) %s" % (len(layout), dict(lay)))
print("pairs: %d, cross-layout: %d, files in no pair: %d" % (len(pairs), cross, len(set(layout) - in_pair)))
for k, v in sorted(counts.items()): print("  %-18s %-20s %d" % (k[0], k[1], v))
if errors:
    print("ERRORS:"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
