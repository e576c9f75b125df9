#!/usr/bin/env python3
"""Verify set28: paths, verbatim claims, frontmatter, remnic consistency, ordering, counts, index."""
import os, re, sys, datetime, collections
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
STORE = os.path.join(ROOT, "store")
FLAT = {"reference_pawchart.md", "reference_dispensary.md", "reference_glossary.md", "project_ooh_triage.md"}
EXPECT = {("contradiction", c): 10 for c in ["value_slot", "role_slot", "negation", "stale_vs_change"]}
EXPECT.update({("non_contradiction", c): 10 for c in ["refinement", "other_subject", "dated_history",
                                                      "agreeing_duplicate", "negation_scope"]})
errs = []
def err(m): errs.append(m)

allfiles = []
for d, _, fs in os.walk(STORE):
    for f in fs:
        allfiles.append(os.path.relpath(os.path.join(d, f), STORE))

def split_fm(txt):
    m = re.match(r"^---\n(.*?)\n---\n(.*)$", txt, re.S)
    return (m.group(1), m.group(2)) if m else (None, txt)

# frontmatter + layout
for p in allfiles:
    txt = open(os.path.join(STORE, p)).read()
    if p == "MEMORY.md":
        continue
    fm, body = split_fm(txt)
    if fm is None:
        err(f"{p}: no frontmatter"); continue
    if "/" not in p:
        if not re.match(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$", p):
            err(f"{p}: bad root name")
        lines = dict(l.split(": ", 1) for l in fm.splitlines() if ": " in l)
        if lines.get("type") != p.split("_")[0]:
            err(f"{p}: type mismatch")
        flat = ": " in lines.get("description", "")
        if flat != (p in FLAT):
            err(f"{p}: flat description mismatch")
        if p not in FLAT:
            try:
                y = yaml.safe_load(fm)
                assert set(y) == {"name", "description", "type"}
            except Exception as e:
                err(f"{p}: frontmatter {e}")
        else:
            try:
                yaml.safe_load(fm); err(f"{p}: intended flat description parses as YAML")
            except yaml.YAMLError:
                pass
    elif p.startswith("auto/"):
        y = yaml.safe_load(fm)
        if set(y) != {"title", "created", "tags"}:
            err(f"{p}: auto keys {set(y)}")
    elif p.startswith("facts/"):
        y = yaml.safe_load(fm)
        m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", p)
        if not m:
            err(f"{p}: bad remnic path"); continue
        date, cat, ms, _ = m.groups()
        stem = os.path.basename(p)[:-3]
        if y["id"] != stem: err(f"{p}: id")
        if y["category"] != cat: err(f"{p}: category")
        if y["status"] != "active": err(f"{p}: status")
        dt = datetime.datetime.fromtimestamp(int(ms) / 1000, datetime.timezone.utc)
        iso = dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{int(ms) % 1000:03d}Z"
        for k in ("created", "updated"):
            v = y[k] if isinstance(y[k], str) else y[k].isoformat()
            if str(y[k]) != iso and not str(v).startswith(dt.strftime("%Y-%m-%d")):
                err(f"{p}: {k} {y[k]} vs {iso}")
        raw = dict(l.split(": ", 1) for l in fm.splitlines() if ": " in l)
        if raw["created"] != iso or raw["updated"] != iso: err(f"{p}: created/updated text")
        if dt.strftime("%Y-%m-%d") != date: err(f"{p}: folder date vs epoch")
    else:
        err(f"{p}: unknown layout")

# MEMORY.md index
idx = open(os.path.join(STORE, "MEMORY.md")).read()
linked = set(re.findall(r"\]\(([^)]+)\)", idx))
roots = {p for p in allfiles if "/" not in p and p != "MEMORY.md"}
if linked != roots: err(f"MEMORY.md index mismatch: {linked ^ roots}")

# labels
L = yaml.safe_load(open(os.path.join(ROOT, "labels.yaml")))
if str(L["now"]) != "2026-11-28": err("now")
seen = set(); counts = collections.Counter(); cross = 0; used = set()
def layout(p): return "root" if "/" not in p else p.split("/")[0]
for i, pr in enumerate(L["pairs"]):
    a, b = pr["a"], pr["b"]
    if not a < b: err(f"pair {i}: a/b order {a} {b}")
    if (a, b) in seen: err(f"pair {i}: duplicate {a} {b}")
    seen.add((a, b))
    counts[(pr["label"], pr["class"])] += 1
    cross += layout(a) != layout(b)
    for f, c in ((a, pr["claim_a"]), (b, pr["claim_b"])):
        fp = os.path.join(STORE, f)
        if not os.path.exists(fp): err(f"pair {i}: missing {f}"); continue
        _, body = split_fm(open(fp).read())
        n = body.split("\n").count(c)
        if n != 1: err(f"pair {i}: claim found {n}x in {f}: {c[:60]}")
        used.add(f)
if dict(counts) != EXPECT: err(f"counts {dict(counts)}")
if cross < 40: err(f"cross-layout pairs {cross} < 40")
unpaired = [p for p in allfiles if p not in used and p != "MEMORY.md"]
lay = collections.Counter(layout(p) for p in allfiles)
print(f"files={len(allfiles)} layouts={dict(lay)} pairs={len(L['pairs'])} cross={cross} unpaired={len(unpaired)}")
for k, v in sorted(counts.items()): print(f"  {k[0]:18s} {k[1]:20s} {v}")
if errs:
    print("ERRORS:"); [print(" ", e) for e in errs]; sys.exit(1)
print("OK")
