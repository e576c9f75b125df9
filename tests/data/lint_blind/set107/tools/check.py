#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import os, re, sys, collections
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
# root files whose description deliberately carries an unquoted ': ' (not strict YAML)
FLAT = {"reference_lessonbook.md", "reference_fleetdesk.md", "reference_paybridge.md", "reference_infra.md",
        "reference_branches.md", "reference_glossary.md", "project_theory_app_idea.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errs = []
def err(m): errs.append(m)

def split(text):
    if not text.startswith("---\n"): return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

def layout(rel):
    return "facts" if rel.startswith("facts/") else "auto" if rel.startswith("auto/") else "root"

bodies, allfiles = {}, []
for dp, _, fns in os.walk(STORE):
    for fn in fns:
        rel = os.path.relpath(os.path.join(dp, fn), STORE); allfiles.append(rel)
        text = open(os.path.join(dp, fn)).read()
        if rel == "MEMORY.md": bodies[rel] = text; continue
        fm, body = split(text)
        if fm is None: err(f"{rel}: no frontmatter"); continue
        bodies[rel] = body
        try:
            meta = yaml.safe_load(fm); ok = True
        except yaml.YAMLError:
            ok = False; meta = None
        lay = layout(rel)
        if lay == "root":
            if rel in FLAT:
                if ok: err(f"{rel}: listed as flat but parses as YAML")
                meta = dict(l.split(": ", 1) for l in fm.splitlines())
            elif not ok: err(f"{rel}: frontmatter does not parse"); continue
            if not re.fullmatch(r"(user|feedback|project|reference)_[a-z0-9_]+\.md", rel): err(f"{rel}: bad root name")
            if set(meta) != {"name", "description", "type"}: err(f"{rel}: keys {sorted(meta)}")
            if meta.get("type") != rel.split("_")[0]: err(f"{rel}: type mismatch")
            if meta.get("name") in ("harbridge", "harbridge-driving"): err(f"{rel}: name is the project")
        elif not ok: err(f"{rel}: frontmatter does not parse"); continue
        elif lay == "facts":
            m = re.fullmatch(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
            if not m: err(f"{rel}: bad remnic path"); continue
            for k in ("id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"):
                if k not in meta: err(f"{rel}: missing {k}")
            if meta.get("id") != os.path.basename(rel)[:-3]: err(f"{rel}: id != stem")
            if meta.get("category") != m.group(2): err(f"{rel}: category mismatch")
            if not str(meta.get("created")).startswith(m.group(1)): err(f"{rel}: created not on folder date")
        else:
            if not re.fullmatch(r"auto/[a-z0-9-]+\.md", rel): err(f"{rel}: bad auto path")
            for k in ("title", "created", "tags"):
                if k not in meta: err(f"{rel}: missing {k}")

# MEMORY.md
roots = sorted(f for f in allfiles if "/" not in f and f != "MEMORY.md")
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", bodies.get("MEMORY.md", ""), re.M)
if sorted(linked) != roots or len(linked) != len(set(linked)):
    err(f"MEMORY.md index mismatch: missing {set(roots)-set(linked)} extra {set(linked)-set(roots)}")

def claim_lines(body):
    fence, out = False, []
    for line in body.split("\n"):
        if line.strip().startswith("```"): fence = not fence; continue
        out.append((line, fence))
    return out

lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now must be 2026-11-28")
pairs = lab["pairs"]; seen = set(); counts = collections.Counter(); cross = 0; inpairs = set()
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    tag = p["note"].split(":")[0]
    if not (a < b): err(f"{tag}: a/b order")
    if (a, b) in seen: err(f"{tag}: duplicate file pair")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []): err(f"{tag}: class/label mismatch")
    counts[(p["label"], p["class"])] += 1
    if layout(a) != layout(b): cross += 1
    for side in "ab":
        f, c = p[side], p["claim_" + side]
        inpairs.add(f)
        if f not in bodies: err(f"{tag}: {f} missing"); continue
        if f == "MEMORY.md": err(f"{tag}: MEMORY.md used as claim file")
        lines = claim_lines(bodies[f])
        hits = [fz for l, fz in lines if l == c]
        if len(hits) != 1: err(f"{tag}: claim_{side} found {len(hits)}x in {f}")
        elif hits[0]: err(f"{tag}: claim_{side} is inside a code fence")
        if not c.strip() or c != c.strip("\n"): err(f"{tag}: claim_{side} not a full line")
    if not re.match(r"^[A-Z]+\d+: ", p["note"]): err(f"{tag}: note must start with pair id")
for lbl, cl in CLASSES.items():
    for c in cl:
        if counts[(lbl, c)] != 10: err(f"class {c}: {counts[(lbl, c)]} pairs (want 10)")
lay = collections.Counter(layout(f) for f in allfiles)
print(f"files: {len(allfiles)} (root {lay['root']} incl. MEMORY.md, facts {lay['facts']}, auto {lay['auto']}); "
      f"files in no pair: {len(set(allfiles) - inpairs)}")
print(f"pairs: {len(pairs)}, cross-layout: {cross}; " + ", ".join(f"{c}={counts[(l, c)]}" for l, cl in CLASSES.items() for c in cl))
if errs:
    print("FAIL"); [print(" -", e) for e in errs]; sys.exit(1)
print("OK: all checks passed")
