#!/usr/bin/env python3
"""Checks for set12: store layout, frontmatter, remnic ids, labels.yaml consistency."""
import os, re, sys, yaml
from collections import Counter
from datetime import datetime, timezone

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT_DESC = {"reference_rostr.md", "reference_tapline.md", "reference_glossary.md",
             "user_priya.md", "reference_stopsign.md"}
CLASSES = {"value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
           "stale_vs_change": "contradiction", "refinement": "non_contradiction",
           "other_subject": "non_contradiction", "dated_history": "non_contradiction",
           "agreeing_duplicate": "non_contradiction", "negation_scope": "non_contradiction"}
errors = []
def err(msg): errors.append(msg)

def split_fm(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

def layout(p):
    return "remnic" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"

files = []
for dp, _, fns in os.walk(STORE):
    for fn in fns:
        files.append(os.path.relpath(os.path.join(dp, fn), STORE))
files.sort()
bodies = {}
root_files = []
for rel in files:
    text = open(os.path.join(STORE, rel)).read()
    if rel == "MEMORY.md":
        bodies[rel] = text
        continue
    fm, body = split_fm(text)
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    bodies[rel] = body
    lay = layout(rel)
    if lay == "root":
        root_files.append(rel)
        try:
            meta = yaml.safe_load(fm)
            if rel in FLAT_DESC:
                err(f"{rel}: flat description unexpectedly parses as YAML")
        except yaml.YAMLError:
            if rel not in FLAT_DESC:
                err(f"{rel}: frontmatter is not YAML"); continue
            meta = dict(l.split(": ", 1) for l in fm.split("\n"))
            if ": " not in meta["description"]:
                err(f"{rel}: flat description without ': '")
        for k in ("name", "description", "type"):
            if not meta.get(k): err(f"{rel}: missing {k}")
        if meta.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{rel}: bad type")
        if not rel.startswith(str(meta.get("type")) + "_"):
            err(f"{rel}: filename prefix does not match type")
        if not re.fullmatch(r"[a-z0-9-]+", str(meta.get("name"))):
            err(f"{rel}: name is not a slug")
    elif lay == "remnic":
        meta = yaml.safe_load(fm)
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/((fact|preference|decision)-(\d{13})-([0-9a-f]{4}))\.md", rel)
        if not m: err(f"{rel}: bad remnic path"); continue
        date, stem, cat, epoch = m.group(1), m.group(2), m.group(3), int(m.group(4))
        if meta.get("id") != stem: err(f"{rel}: id != stem")
        if meta.get("category") != cat: err(f"{rel}: category mismatch")
        if meta.get("status") != "active": err(f"{rel}: status not active")
        for k in ("created", "updated"):
            v = meta.get(k)
            v = v if isinstance(v, str) else v.isoformat().replace("+00:00", "Z")
            dt = datetime.strptime(v, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
            if dt.strftime("%Y-%m-%d") != date: err(f"{rel}: {k} date != folder")
            if round(dt.timestamp() * 1000) != epoch: err(f"{rel}: {k} != epoch {epoch}")
        for k in ("source", "confidence", "confidenceTier", "tags"):
            if k not in meta: err(f"{rel}: missing {k}")
    else:
        meta = yaml.safe_load(fm)
        if not re.fullmatch(r"auto/[a-z0-9-]+\.md", rel): err(f"{rel}: bad auto path")
        for k in ("title", "created", "tags"):
            if k not in meta: err(f"{rel}: missing {k}")
        if not isinstance(meta.get("tags"), list): err(f"{rel}: tags not a list")

# MEMORY.md indexes every root file exactly once, hooks free of digits/code
mem = bodies.get("MEMORY.md", "")
links = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) \u2014 (.+)$", mem, re.M)
lc = Counter(l for l, _ in links)
for rf in root_files:
    if lc[rf] != 1: err(f"MEMORY.md lists {rf} {lc[rf]} times")
for l, hook in links:
    if l not in root_files: err(f"MEMORY.md links missing {l}")
    if re.search(r"[0-9`:]", hook): err(f"MEMORY.md hook carries a value: {hook}")

# labels
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("labels: now")
pairs = lab["pairs"]
seen, counts, cross, in_pair = set(), Counter(), 0, set()
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    for f in (a, b):
        if f not in bodies: err(f"pair {i}: missing file {f}")
    if not a < b: err(f"pair {i}: a/b not path-ordered ({a}, {b})")
    key = (a, b, p["claim_a"], p["claim_b"])
    if key in seen: err(f"pair {i}: duplicate pair")
    seen.add(key)
    if CLASSES.get(p["class"]) != p["label"]: err(f"pair {i}: label/class mismatch")
    counts[p["class"]] += 1
    for f, c in ((a, p["claim_a"]), (b, p["claim_b"])):
        if f in bodies:
            n = bodies[f].split("\n").count(c)
            if n != 1: err(f"pair {i}: claim occurs {n}x as a full line in {f}: {c[:60]}")
        for g, body in bodies.items():
            if g != f and c in body: err(f"pair {i}: claim text also appears in {g}")
    if layout(a) != layout(b): cross += 1
    in_pair.update((a, b))
# same file pair used twice is allowed only with different claims
fp = Counter((p["a"], p["b"]) for p in pairs)
for k, v in fp.items():
    if v > 1: err(f"file pair {k} used by {v} pairs")
for c in CLASSES:
    if counts[c] != 10: err(f"class {c}: {counts[c]} pairs, want 10")
if len(pairs) != 90: err(f"{len(pairs)} pairs, want 90")
if cross < 40: err(f"only {cross} cross-layout pairs")

lays = Counter(layout(f) for f in files if f != "MEMORY.md")
print(f"files: {len(files)} (root {lays['root']} + MEMORY.md, remnic {lays['remnic']}, auto {lays['auto']})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, files in no pair: {len(set(files) - in_pair)} (incl. MEMORY.md)")
print("per class:", dict(counts))
if errors:
    print("\n".join("ERROR " + e for e in errors)); sys.exit(1)
print("OK")
