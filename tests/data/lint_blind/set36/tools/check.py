#!/usr/bin/env python3
"""Verify set36 store/ and labels.yaml."""
import os, re, sys, collections
from datetime import datetime, timezone
import yaml
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_catalogd.md", "reference_infra.md", "reference_glossary.md", "reference_trade_customers.md", "reference_people.md"}
EXPECT = {("contradiction", c): 10 for c in ("value_slot", "role_slot", "negation", "stale_vs_change")}
EXPECT.update({("non_contradiction", c): 10 for c in ("refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope")})
errs = []
def err(*a): errs.append(" ".join(str(x) for x in a))

def split_fm(text):
    m = re.match(r"---\n(.*?)\n---\n", text, re.S)
    if not m: return None, text
    return m.group(1), text[m.end():]

files = {}
for root, _, fs in os.walk(STORE):
    for f in fs:
        p = os.path.relpath(os.path.join(root, f), STORE)
        files[p] = open(os.path.join(root, f), encoding="utf-8").read()

# frontmatter
flat_found = set()
for p, t in files.items():
    if p == "MEMORY.md": continue
    fm, body = split_fm(t)
    if fm is None: err("no frontmatter", p); continue
    try:
        d = yaml.safe_load(fm)
    except yaml.YAMLError:
        if p in FLAT:
            flat_found.add(p)
            d = dict(l.split(": ", 1) for l in fm.splitlines())
        else:
            err("frontmatter does not parse", p); continue
    if "/" not in p:
        if not re.match(r"(user|feedback|project|reference)_[a-z0-9_]+\.md$", p): err("bad root name", p)
        for k in ("name", "description", "type"):
            if k not in d: err("missing", k, p)
        if d.get("type") != p.split("_")[0]: err("type mismatch", p)
    elif p.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: err("missing", k, p)
    elif p.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d\d-\d\d)/((fact|preference|decision)-(\d+)-([0-9a-f]{4}))\.md$", p)
        if not m: err("bad remnic path", p); continue
        date, stem, cat, ms = m.group(1), m.group(2), m.group(3), int(m.group(4))
        if d.get("id") != stem: err("id != stem", p)
        if d.get("category") != cat: err("category mismatch", p)
        if d.get("status") != "active": err("status", p)
        iso = datetime.fromtimestamp(ms / 1000, timezone.utc)
        for k in ("created", "updated"):
            v = d.get(k)
            v = v if isinstance(v, datetime) else datetime.fromisoformat(str(v).replace("Z", "+00:00"))
            if v.tzinfo is None: v = v.replace(tzinfo=timezone.utc)
            if abs((v - iso).total_seconds()) > 0.001: err("epoch/date mismatch", k, p)
            if v.strftime("%Y-%m-%d") != date: err("folder date mismatch", k, p)
    else:
        err("unexpected path", p)
if flat_found != FLAT: err("flat descriptions differ from intended:", sorted(flat_found ^ FLAT))

# MEMORY.md index
roots = {p for p in files if "/" not in p and p != "MEMORY.md"}
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", files.get("MEMORY.md", ""), re.M)
if set(idx) != roots or len(idx) != len(roots): err("MEMORY.md index mismatch", sorted(roots ^ set(idx)))

# labels
L = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(L["now"]) != "2026-11-28": err("now")
seen = set(); counts = collections.Counter(); cross = 0; paired = set()
lay = lambda p: "remnic" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"
for i, pr in enumerate(L["pairs"]):
    a, b = pr["a"], pr["b"]
    for p in (a, b):
        if p not in files: err("missing file", i, p)
    if not a < b: err("a/b order", i, a, b)
    key = (a, b)
    if key in seen: err("duplicate pair", a, b)
    seen.add(key); paired |= {a, b}
    counts[(pr["label"], pr["class"])] += 1
    if (pr["label"], pr["class"]) not in EXPECT: err("bad label/class", i)
    for side, p in (("claim_a", a), ("claim_b", b)):
        c = pr[side]
        if p in files:
            _, body = split_fm(files[p])
            n = body.split("\n").count(c)
            if n != 1: err("claim not exactly once as a full body line", i, side, p, n, c)
    if lay(a) != lay(b): cross += 1
for k, v in EXPECT.items():
    if counts[k] != v: err("count", k, counts[k], "!=", v)
unpaired = [p for p in files if p not in paired and p != "MEMORY.md"]
print("files: %d (root %d + MEMORY.md, remnic %d, auto %d)" % (len(files), len(roots),
      sum(p.startswith("facts/") for p in files), sum(p.startswith("auto/") for p in files)))
print("pairs: %d, cross-layout: %d, files in no pair: %d" % (len(L["pairs"]), cross, len(unpaired)))
for k in sorted(counts): print("  %-18s %-20s %d" % (k[0], k[1], counts[k]))
if cross < 40: err("cross-layout pairs < 40")
if errs:
    print("ERRORS:"); [print(" ", e) for e in errs]; sys.exit(1)
print("OK")
