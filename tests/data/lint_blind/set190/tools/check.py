#!/usr/bin/env python3
"""Check store/ and labels.yaml for the set190 evaluation set."""
import collections, os, re, sys
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_shearbook.md", "reference_infra.md", "reference_gangs.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errs = []

def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

def body_lines(text):
    """Body lines outside frontmatter and code fences."""
    fm, body = split(text)
    out, fence = [], False
    for line in body.split("\n"):
        if line.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(line)
    return out

allfiles = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        allfiles.append(os.path.relpath(os.path.join(root, f), STORE))

# frontmatter
for rel in allfiles:
    text = open(os.path.join(STORE, rel), encoding="utf-8").read()
    if rel == "MEMORY.md":
        continue
    fm, _ = split(text)
    if fm is None:
        errs.append(f"{rel}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        ok = isinstance(d, dict)
    except yaml.YAMLError:
        ok = False
    if rel in FLAT:
        if ok: errs.append(f"{rel}: expected a flat (non-strict) description")
        continue
    if not ok:
        errs.append(f"{rel}: frontmatter does not parse"); continue
    if "/" not in rel:
        if set(d) != {"name", "description", "type"} or d["type"] not in ("user", "feedback", "project", "reference"):
            errs.append(f"{rel}: bad root frontmatter {d}")
        if not rel.startswith(d["type"] + "_"):
            errs.append(f"{rel}: type prefix mismatch")
    elif rel.startswith("facts/"):
        stem = os.path.basename(rel)[:-3]
        m = re.fullmatch(r"(fact|preference|decision)-(\d{13})-([0-9a-f]{4})", stem)
        if not m or d.get("id") != stem or d.get("category") != m.group(1) or d.get("status") != "active":
            errs.append(f"{rel}: bad remnic frontmatter")
        elif not rel.startswith("facts/" + str(d["created"])[:10] + "/"):
            errs.append(f"{rel}: folder date != created")
    elif rel.startswith("auto/"):
        if not {"title", "created", "tags"} <= set(d):
            errs.append(f"{rel}: bad auto frontmatter")
    else:
        errs.append(f"{rel}: unexpected location")

# MEMORY.md index
root = sorted(f for f in allfiles if "/" not in f and f != "MEMORY.md")
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read(), re.M)
if sorted(idx) != root or len(idx) != len(set(idx)):
    errs.append(f"MEMORY.md indexes {sorted(idx)} but root has {root}")

# labels
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    errs.append("now != 2026-11-28")
seen, counts, cross, used = set(), collections.Counter(), 0, set()
for i, p in enumerate(lab["pairs"]):
    tag = p.get("note", f"#{i}")[:6]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p: errs.append(f"{tag}: missing {k}")
    if not p["a"] < p["b"]: errs.append(f"{tag}: a/b not sorted")
    key = (p["a"], p["b"])
    if key in seen: errs.append(f"{tag}: duplicate file pair {key}")
    seen.add(key)
    if p["class"] not in CLASSES.get(p["label"], []): errs.append(f"{tag}: bad label/class")
    counts[(p["label"], p["class"])] += 1
    lay = lambda r: r.split("/")[0] if "/" in r else "root"
    cross += lay(p["a"]) != lay(p["b"])
    for side in ("a", "b"):
        rel = p[side]; used.add(rel)
        if rel not in allfiles:
            errs.append(f"{tag}: missing file {rel}"); continue
        lines = body_lines(open(os.path.join(STORE, rel), encoding="utf-8").read())
        n = lines.count(p["claim_" + side])
        if n != 1: errs.append(f"{tag}: claim_{side} found {n}x as a full body line in {rel}")
        if not p["claim_" + side].strip(): errs.append(f"{tag}: empty claim")
    if not re.match(r"^[A-Z]+\d+: ", p["note"]): errs.append(f"{tag}: note must start with pair id")
for lbl, cl in CLASSES.items():
    for c in cl:
        if counts[(lbl, c)] != 10: errs.append(f"{lbl}/{c}: {counts[(lbl, c)]} pairs, want 10")

print(f"files: {len(allfiles)} (root {len(root)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in allfiles)}, auto {sum(f.startswith('auto/') for f in allfiles)})")
print(f"pairs: {len(lab['pairs'])}, cross-layout {cross}, files in no pair {len(set(allfiles) - used)}")
for (lbl, c), n in sorted(counts.items()): print(f"  {lbl:18} {c:20} {n}")
if errs:
    print("FAIL"); [print("  " + e) for e in errs]; sys.exit(1)
print("OK")
