#!/usr/bin/env python3
"""Validate set45: store files, labels.yaml, claims, frontmatter, remnic ids, ordering, counts."""
import os, re, sys
from collections import Counter
from datetime import datetime, timezone
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_infra.md", "reference_glossary.md", "project_seller_kyc.md", "project_q4_roadmap.md"}
EXPECTED = {("contradiction", c): 10 for c in ["value_slot", "role_slot", "negation", "stale_vs_change"]}
EXPECTED.update({("non_contradiction", c): 10 for c in ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]})
errors = []
def err(m): errors.append(m)

def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

all_files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
texts = {p: open(os.path.join(STORE, p), encoding="utf-8").read() for p in all_files}

# frontmatter
flat_seen = set()
for p, t in texts.items():
    if p == "MEMORY.md":
        continue
    fm, body = split(t)
    if fm is None:
        err("no frontmatter: " + p); continue
    try:
        d = yaml.safe_load(fm)
    except yaml.YAMLError:
        if p in FLAT:
            flat_seen.add(p)
            d = dict(l.split(": ", 1) for l in fm.splitlines() if ": " in l)
        else:
            err("frontmatter not YAML: " + p); continue
    if "/" not in p:
        for k in ("name", "description", "type"):
            if k not in d: err("%s missing %s" % (p, k))
        if d.get("type") not in ("user", "feedback", "project", "reference"): err("bad type " + p)
        if not p.startswith(d.get("type", "?") + "_"): err("type/file prefix mismatch " + p)
    elif p.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: err("%s missing %s" % (p, k))
    elif p.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d+)-([0-9a-f]{4})\.md$", p)
        if not m: err("bad remnic path " + p); continue
        date, cat, ms, _ = m.groups()
        stem = os.path.basename(p)[:-3]
        if d.get("id") != stem: err("id != stem " + p)
        if d.get("category") != cat: err("category mismatch " + p)
        if d.get("status") != "active": err("status " + p)
        for k in ("created", "updated"):
            v = d.get(k)
            if isinstance(v, datetime): v = v.astimezone(timezone.utc)
            else: v = datetime.strptime(str(v), "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
            if v.strftime("%Y-%m-%d") != date: err("%s date mismatch %s" % (k, p))
            if int(round(v.timestamp() * 1000)) != int(ms): err("%s epoch mismatch %s" % (k, p))
    else:
        err("unexpected path " + p)
if flat_seen != FLAT: err("flat descriptions expected %s got %s" % (sorted(FLAT), sorted(flat_seen)))

# MEMORY.md indexes every root file
root = [p for p in all_files if "/" not in p and p != "MEMORY.md"]
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", texts.get("MEMORY.md", ""), re.M)
if sorted(idx) != sorted(root): err("MEMORY.md index mismatch: %s" % (set(idx) ^ set(root)))

# labels
L = yaml.safe_load(open(os.path.join(BASE, "labels.yaml"), encoding="utf-8"))
if str(L.get("now")) != "2026-11-28": err("now")
pairs = L["pairs"]
cnt = Counter(); seen = set(); paired_files = set(); cross = 0
def layout(p): return "auto" if p.startswith("auto/") else "facts" if p.startswith("facts/") else "root"
for i, pr in enumerate(pairs):
    a, b = pr["a"], pr["b"]
    for f in (a, b):
        if f not in texts: err("pair %d: missing file %s" % (i, f))
    if not a < b: err("pair %d: a/b order %s %s" % (i, a, b))
    if (a, b) in seen: err("pair %d: duplicate file pair %s %s" % (i, a, b))
    seen.add((a, b)); paired_files |= {a, b}
    if layout(a) != layout(b): cross += 1
    for f, c in ((a, pr["claim_a"]), (b, pr["claim_b"])):
        if f not in texts: continue
        body = split(texts[f])[1]
        n = body.split("\n").count(c)
        if n != 1: err("pair %d: claim found %d times as full line in %s: %r" % (i, n, f, c))
        if texts[f].count(c) != 1: err("pair %d: claim substring count %d in %s" % (i, texts[f].count(c), f))
    lab, cls = pr["label"], pr["class"]
    if (lab, cls) not in EXPECTED: err("pair %d: bad label/class %s/%s" % (i, lab, cls))
    cnt[(lab, cls)] += 1
    if not pr.get("note"): err("pair %d: empty note" % i)
for k, v in EXPECTED.items():
    if cnt[k] != v: err("count %s: %d != %d" % (k, cnt[k], v))

print("files: %d (root %d + MEMORY.md, auto %d, facts %d)" % (len(all_files), len(root),
      sum(p.startswith("auto/") for p in all_files), sum(p.startswith("facts/") for p in all_files)))
print("pairs: %d, cross-layout: %d, files in no pair: %d" % (len(pairs), cross, len(set(all_files) - paired_files - {"MEMORY.md"})))
for k in sorted(cnt): print("  %-18s %-19s %d" % (k[0], k[1], cnt[k]))
if cross < 40: err("cross-layout pairs %d < 40" % cross)
if errors:
    print("ERRORS:"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
