#!/usr/bin/env python3
"""Verify set42 store/ and labels.yaml."""
import collections, datetime as dt, os, re, sys, yaml
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_roastplan.md", "reference_infra.md", "reference_subship.md", "project_wholesale.md",
        "reference_tradedesk.md", "reference_glossary.md"}
EXPECTED = {("contradiction", c): 10 for c in ["value_slot", "role_slot", "negation", "stale_vs_change"]}
EXPECTED.update({("non_contradiction", c): 10 for c in ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]})
errors = []
def err(m): errors.append(m)

def split_fm(text):
    m = re.match(r"---\n(.*?)\n---\n(.*)", text, re.S)
    return (m.group(1), m.group(2)) if m else (None, text)

files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
bodies = {}
for rel in files:
    text = open(os.path.join(STORE, rel)).read()
    fm, body = split_fm(text)
    bodies[rel] = body
    if rel == "MEMORY.md":
        continue
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        meta = yaml.safe_load(fm)
        ok = isinstance(meta, dict)
    except yaml.YAMLError:
        meta, ok = None, False
    if "/" not in rel:  # root auto-memory
        if rel in FLAT:
            if ok: err(f"{rel}: expected non-strict (flat) description but YAML parsed")
            meta = dict(l.split(": ", 1) for l in fm.splitlines())
        elif not ok:
            err(f"{rel}: frontmatter does not parse"); continue
        if set(meta) != {"name", "description", "type"}: err(f"{rel}: keys {set(meta)}")
        if meta.get("type") not in ("user", "feedback", "project", "reference"): err(f"{rel}: bad type")
        if not rel.startswith(meta.get("type", "?") + "_"): err(f"{rel}: filename/type mismatch")
    elif rel.startswith("auto/"):
        if not ok: err(f"{rel}: frontmatter does not parse"); continue
        if set(meta) != {"title", "created", "tags"}: err(f"{rel}: keys {set(meta)}")
    elif rel.startswith("facts/"):
        if not ok: err(f"{rel}: frontmatter does not parse"); continue
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/((fact|preference|decision)-(\d{13})-([0-9a-f]{4}))\.md", rel)
        if not m: err(f"{rel}: bad remnic path"); continue
        date, stem, cat, epoch = m.group(1), m.group(2), m.group(3), int(m.group(4))
        if meta.get("id") != stem: err(f"{rel}: id != stem")
        if meta.get("category") != cat: err(f"{rel}: category mismatch")
        if meta.get("status") != "active": err(f"{rel}: status")
        t = dt.datetime.fromtimestamp(epoch / 1000, dt.timezone.utc)
        if t.strftime("%Y-%m-%d") != date: err(f"{rel}: epoch date != folder")
        for k in ("created", "updated"):
            v = meta.get(k)
            v = v if isinstance(v, dt.datetime) else dt.datetime.fromisoformat(str(v).replace("Z", "+00:00"))
            if abs(v.timestamp() * 1000 - epoch) > 1: err(f"{rel}: {k} != epoch")
    else:
        err(f"{rel}: unexpected location")

# MEMORY.md index covers every root file
idx = open(os.path.join(STORE, "MEMORY.md")).read()
linked = set(re.findall(r"\]\(([^)]+\.md)\) — ", idx))
roots = {f for f in files if "/" not in f and f != "MEMORY.md"}
if linked != roots: err(f"MEMORY.md mismatch: missing {roots - linked}, extra {linked - roots}")

labels = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(labels.get("now")) != "2026-11-28": err("now")
seen, counts, cross, in_pair = set(), collections.Counter(), 0, set()
layout = lambda p: "remnic" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"
for i, p in enumerate(labels["pairs"]):
    a, b = p["a"], p["b"]
    for f in (a, b):
        if f not in bodies: err(f"pair {i}: missing file {f}")
    if not a < b: err(f"pair {i}: a/b order {a} {b}")
    if (a, b) in seen: err(f"pair {i}: duplicate pair")
    seen.add((a, b)); in_pair |= {a, b}
    for f, c in ((a, p["claim_a"]), (b, p["claim_b"])):
        if f in bodies:
            n = bodies[f].splitlines().count(c)
            if n != 1: err(f"pair {i}: claim found {n}x as a full line in {f}: {c!r}")
    counts[(p["label"], p["class"])] += 1
    if layout(a) != layout(b): cross += 1
if dict(counts) != EXPECTED: err(f"counts {dict(counts)}")
print(f"files: {len(files)} (root {len(roots)}+MEMORY.md, auto {sum(f.startswith('auto/') for f in files)}, remnic {sum(f.startswith('facts/') for f in files)})")
print(f"pairs: {len(labels['pairs'])}, cross-layout: {cross}, files in no pair: {len(set(files) - in_pair)}")
for k, v in sorted(counts.items()): print(f"  {k[0]:18s} {k[1]:20s} {v}")
if errors:
    print("ERRORS:"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
