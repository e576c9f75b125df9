#!/usr/bin/env python3
"""Validate store/ and labels.yaml (standalone; reads only the generated output)."""
import collections, os, re, sys, yaml
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_caredesk.md", "reference_infra.md", "reference_glossary.md",
        "reference_packline.md", "reference_kelvara.md"}
errors = []
def err(m): errors.append(m)

def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

def layout(rel):
    return "remnic" if rel.startswith("facts/") else "auto" if rel.startswith("auto/") else "root"

allfiles = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        allfiles.append(os.path.relpath(os.path.join(root, f), STORE))
rootfiles = sorted(f for f in allfiles if "/" not in f and f != "MEMORY.md")

# frontmatter
for rel in allfiles:
    if rel == "MEMORY.md":
        continue
    fm, body = split(open(os.path.join(STORE, rel)).read())
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        ok = isinstance(d, dict)
    except yaml.YAMLError:
        ok = False
        d = None
    lay = layout(rel)
    if lay == "root":
        if rel in FLAT:
            if ok: err(f"{rel}: expected intentionally non-strict description")
            m = re.search(r"^name: (.+)$\n^description: (.+)$\n^type: (user|feedback|project|reference)$", fm, re.M)
            if not m: err(f"{rel}: flat frontmatter fields missing")
            continue
        if not ok: err(f"{rel}: frontmatter does not parse"); continue
        if set(d) != {"name", "description", "type"}: err(f"{rel}: keys {sorted(d)}")
        if d.get("type") not in ("user", "feedback", "project", "reference"): err(f"{rel}: bad type")
        if not rel.startswith(d.get("type", "") + "_"): err(f"{rel}: type/file prefix mismatch")
        if d.get("name") != rel[:-3].split("_", 1)[1].replace("_", "-"): err(f"{rel}: name not topic slug")
    elif lay == "auto":
        if not ok or not {"title", "created", "tags"} <= set(d): err(f"{rel}: auto frontmatter")
        if not re.match(r"auto/[a-z0-9-]+\.md$", rel): err(f"{rel}: bad auto path")
    else:
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m: err(f"{rel}: bad remnic path"); continue
        if not ok: err(f"{rel}: remnic frontmatter"); continue
        stem = os.path.basename(rel)[:-3]
        need = {"id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"}
        if not need <= set(d): err(f"{rel}: remnic keys missing {need - set(d)}")
        if d.get("id") != stem or d.get("category") != m.group(2): err(f"{rel}: id/category mismatch")
        if not str(d.get("created")).startswith(m.group(1)): err(f"{rel}: created date != folder")

# MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(linked) != rootfiles or len(linked) != len(set(linked)):
    err(f"MEMORY.md index mismatch: missing {set(rootfiles) - set(linked)}, extra {set(linked) - set(rootfiles)}")

# labels
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now != 2026-11-28")
pairs = lab["pairs"]
seen = set(); counts = collections.Counter(); cross = 0; used = set(); ids = set()
VALID = {"contradiction": {"value_slot", "role_slot", "negation", "stale_vs_change"},
         "non_contradiction": {"refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"}}
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    tag = p["note"].split(":")[0]
    if tag in ids: err(f"duplicate pair id {tag}")
    ids.add(tag)
    if not a < b: err(f"{tag}: a/b not sorted")
    if (a, b) in seen: err(f"{tag}: duplicate file pair")
    seen.add((a, b))
    if p["class"] not in VALID.get(p["label"], ()): err(f"{tag}: label/class mismatch")
    counts[(p["label"], p["class"])] += 1
    if layout(a) != layout(b): cross += 1
    for side in "ab":
        rel = p[side]; claim = p["claim_" + side]
        path = os.path.join(STORE, rel)
        if not os.path.isfile(path): err(f"{tag}: missing {rel}"); continue
        used.add(rel)
        fm, body = split(open(path).read())
        lines = body.split("\n")
        n = sum(1 for l in lines if l == claim)
        if n != 1: err(f"{tag}: claim_{side} found {n} times as a full body line in {rel}")
        if not claim.strip(): err(f"{tag}: empty claim")
    if not re.match(r"^(V|R|N|S|F|O|D|A|NS)\d+: ", p["note"]): err(f"{tag}: note must start with pair id")
for k, n in sorted(counts.items()):
    if n != 10: err(f"class {k} has {n} pairs")
if len(pairs) != 90: err(f"{len(pairs)} pairs")

lay = collections.Counter(layout(f) for f in allfiles if f != "MEMORY.md")
print(f"files: {len(allfiles)} (root {lay['root']} + MEMORY.md, remnic {lay['remnic']}, auto {lay['auto']})")
print(f"pairs: {len(pairs)}; cross-layout: {cross}; files in no pair: {len(set(allfiles) - used)}")
for (l, c), n in sorted(counts.items()):
    print(f"  {l:18s} {c:20s} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK: all checks passed")
