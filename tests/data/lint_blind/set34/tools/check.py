#!/usr/bin/env python3
"""Verify set34: store files, labels.yaml claims, frontmatter, remnic ids, ordering, counts."""
import os, re, sys, collections
from datetime import datetime, timezone
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
STORE = os.path.join(ROOT, "store")
FLAT_DESC = {"reference_donorhub.md", "reference_coldtrack.md", "reference_infra.md", "feedback_reply_style.md"}
errs = []


def err(m):
    errs.append(m)


def split_fm(text):
    m = re.match(r"^---\n(.*?)\n---\n", text, re.S)
    return (m.group(1), text[m.end():]) if m else (None, text)


def layout(p):
    return "remnic" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"


files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
bodies = {}
for p in files:
    text = open(os.path.join(STORE, p)).read()
    fm, body = split_fm(text)
    bodies[p] = body
    if p == "MEMORY.md":
        continue
    if fm is None:
        err("no frontmatter: " + p); continue
    lay = layout(p)
    if lay == "root":
        if p in FLAT_DESC:
            d = re.search(r"^description: (.*)$", fm, re.M).group(1)
            if ": " not in d or d.startswith('"'):
                err("flat description expected: " + p)
            try:
                yaml.safe_load(fm); err("flat description unexpectedly parses: " + p)
            except yaml.YAMLError:
                pass
            continue
        meta = yaml.safe_load(fm)
        for k in ("name", "description", "type"):
            if k not in meta: err("%s missing %s" % (p, k))
        if meta.get("type") not in ("user", "feedback", "project", "reference"): err("bad type " + p)
        if not p.startswith(meta.get("type", "?") + "_"): err("type/prefix mismatch " + p)
    elif lay == "auto":
        meta = yaml.safe_load(fm)
        for k in ("title", "created", "tags"):
            if k not in meta: err("%s missing %s" % (p, k))
    else:
        meta = yaml.safe_load(fm)
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", p)
        if not m: err("bad remnic path " + p); continue
        stem = os.path.basename(p)[:-3]
        if meta.get("id") != stem: err("id != stem " + p)
        if meta.get("category") != m.group(2): err("category mismatch " + p)
        if meta.get("status") != "active": err("status " + p)
        ms = int(m.group(3))
        dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
        if dt.strftime("%Y-%m-%d") != m.group(1): err("epoch/folder date mismatch " + p)
        for k in ("created", "updated"):
            v = meta.get(k)
            v = v if isinstance(v, datetime) else datetime.fromisoformat(str(v).replace("Z", "+00:00"))
            if v.tzinfo is None: v = v.replace(tzinfo=timezone.utc)
            if int(v.timestamp() * 1000) != ms: err("%s %s != epoch" % (p, k))

# MEMORY.md index
roots = [p for p in files if "/" not in p and p != "MEMORY.md"]
idx = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", idx, re.M)
if sorted(linked) != sorted(roots): err("MEMORY.md index mismatch")
for line in idx.splitlines():
    hook = line.split(" — ", 1)[1]
    if re.search(r"\d+([.:]\d+| ?(s|min|minutes|hours|days|weeks|years|°C|%)\b)|`", hook): err("slot value in MEMORY hook: " + line)

lab = yaml.safe_load(open(os.path.join(ROOT, "labels.yaml")))
assert str(lab["now"]) == "2026-11-28"
want = {("contradiction", c): 10 for c in ("value_slot", "role_slot", "negation", "stale_vs_change")}
want.update({("non_contradiction", c): 10 for c in ("refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope")})
cnt = collections.Counter()
seen = set()
cross = 0
paired = set()
for i, pr in enumerate(lab["pairs"]):
    a, b = pr["a"], pr["b"]
    cnt[(pr["label"], pr["class"])] += 1
    if not a < b: err("order %d %s %s" % (i, a, b))
    if (a, b) in seen: err("duplicate pair %s %s" % (a, b))
    seen.add((a, b))
    paired.update([a, b])
    if layout(a) != layout(b): cross += 1
    for f, c in ((a, pr["claim_a"]), (b, pr["claim_b"])):
        if f not in bodies: err("missing file " + f); continue
        n = bodies[f].split("\n").count(c)
        if n != 1: err("claim x%d in %s: %s" % (n, f, c))
        if c.strip() != c or not c: err("claim whitespace " + f)
if dict(cnt) != want: err("class counts %s" % dict(cnt))

lay_counts = collections.Counter(layout(p) for p in files if p != "MEMORY.md")
print("files:", len(files), dict(lay_counts), "+ MEMORY.md")
print("pairs:", len(lab["pairs"]), "cross-layout:", cross)
print("files in no pair:", len([p for p in files if p != "MEMORY.md" and p not in paired]))
for k in sorted(cnt): print("  %-18s %-20s %d" % (k[0], k[1], cnt[k]))
if cross < 40: err("cross-layout < 40")
if errs:
    print("ERRORS:"); [print(" ", e) for e in errs]; sys.exit(1)
print("OK")
