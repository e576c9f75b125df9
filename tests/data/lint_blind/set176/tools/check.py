#!/usr/bin/env python3
"""Check store/ and labels.yaml for set176."""
import os, re, sys, collections
import yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_skydome.md", "reference_infra.md", "reference_glossary.md", "reference_telescopes.md",
        "reference_orbitclub.md"}
CLASSES = {"contradiction": {"value_slot", "role_slot", "negation", "stale_vs_change"},
           "non_contradiction": {"refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"}}
errors = []
def err(msg): errors.append(msg)

def split(path):
    text = open(path, encoding="utf-8").read()
    lines = text.split("\n")
    fm, body_start = None, 0
    if lines and lines[0] == "---":
        end = lines.index("---", 1)
        fm = "\n".join(lines[1:end]); body_start = end + 1
    body, fence = [], False
    for ln in lines[body_start:]:
        if ln.strip().startswith("```"):
            fence = not fence; continue
        body.append((ln, fence))
    return fm, body, lines[:body_start]

def layout(rel):
    if rel.startswith("facts/"): return "remnic"
    if rel.startswith("auto/"): return "auto"
    return "root"

# ---- files / frontmatter
all_files = []
for dp, _, fns in os.walk(STORE):
    for fn in fns:
        all_files.append(os.path.relpath(os.path.join(dp, fn), STORE))
flat_failed = set()
for rel in sorted(all_files):
    p = os.path.join(STORE, rel)
    if rel == "MEMORY.md":
        continue
    fm, body, _ = split(p)
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
    except yaml.YAMLError:
        if rel in FLAT:
            flat_failed.add(rel)
            d = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
        else:
            err(f"{rel}: frontmatter does not parse"); continue
    lay = layout(rel)
    if lay == "root":
        m = re.fullmatch(r"(user|feedback|project|reference)_([a-z0-9_]+)\.md", rel)
        if not m: err(f"{rel}: bad root file name"); continue
        if set(d) != {"name", "description", "type"}: err(f"{rel}: root keys {sorted(d)}")
        if d.get("type") != m.group(1): err(f"{rel}: type mismatch")
        if d.get("name") != m.group(2): err(f"{rel}: name is not the topic slug")
    elif lay == "remnic":
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m: err(f"{rel}: bad remnic path"); continue
        if d.get("id") != os.path.basename(rel)[:-3]: err(f"{rel}: id != stem")
        if d.get("category") != m.group(2): err(f"{rel}: category mismatch")
        if str(d.get("created", ""))[:10] != m.group(1): err(f"{rel}: created date != folder")
        for k in ("updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in d: err(f"{rel}: missing {k}")
    else:
        if not re.fullmatch(r"auto/[a-z0-9-]+\.md", rel): err(f"{rel}: bad auto path")
        for k in ("title", "created", "tags"):
            if k not in d: err(f"{rel}: missing {k}")
if flat_failed != FLAT:
    err(f"intentional flat descriptions: expected {sorted(FLAT)}, failing {sorted(flat_failed)}")

# ---- MEMORY.md
roots = {f for f in all_files if "/" not in f and f != "MEMORY.md"}
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if collections.Counter(idx) != collections.Counter(roots):
    err(f"MEMORY.md index mismatch: missing {sorted(roots - set(idx))}, extra {sorted(set(idx) - roots)}")

# ---- labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now is not 2026-11-28")
pairs = lab["pairs"]
seen, counts, cross, used = set(), collections.Counter(), 0, set()
for i, p in enumerate(pairs):
    pid = p.get("note", "").split(":")[0]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p: err(f"pair {i}: missing {k}")
    if p["class"] not in CLASSES.get(p["label"], ()): err(f"{pid}: class {p['class']} not under {p['label']}")
    counts[(p["label"], p["class"])] += 1
    if not p["a"] < p["b"]: err(f"{pid}: a/b not sorted")
    key = (p["a"], p["b"])
    if key in seen: err(f"{pid}: duplicate file pair {key}")
    seen.add(key)
    if layout(p["a"]) != layout(p["b"]): cross += 1
    for side in ("a", "b"):
        rel, claim = p[side], p["claim_" + side]
        used.add(rel)
        path = os.path.join(STORE, rel)
        if not os.path.isfile(path): err(f"{pid}: {rel} missing"); continue
        fm, body, head = split(path)
        in_body = [ln for ln, fenced in body if ln == claim and not fenced]
        in_fence = [ln for ln, fenced in body if ln == claim and fenced]
        if len(in_body) != 1: err(f"{pid}: claim_{side} found {len(in_body)}x as a body line in {rel}")
        if in_fence: err(f"{pid}: claim_{side} also inside a code fence in {rel}")
        if any(claim == h for h in head): err(f"{pid}: claim_{side} in frontmatter of {rel}")
        if not claim.strip() or claim != claim.strip("\n"): err(f"{pid}: claim_{side} not a full line")
ids = [p["note"].split(":")[0] for p in pairs]
if len(set(ids)) != len(ids): err("duplicate pair ids")
for lbl, clss in CLASSES.items():
    for c in clss:
        if counts[(lbl, c)] != 10: err(f"class {lbl}/{c}: {counts[(lbl, c)]} pairs, want 10")

lay = collections.Counter(layout(f) for f in all_files if f != "MEMORY.md")
print(f"files: {len(all_files)} (root {lay['root']} + MEMORY.md, remnic {lay['remnic']}, auto {lay['auto']})")
print(f"pairs: {len(pairs)}, cross-layout {cross}, files in no pair {len(set(all_files) - used)}")
for (lbl, c), n in sorted(counts.items()): print(f"  {lbl:18} {c:20} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK: all checks passed")
