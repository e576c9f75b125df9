#!/usr/bin/env python3
"""Check store/ and labels.yaml for consistency."""
import os, re, sys, collections
import yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT_DESC = {"reference_lotline.md", "reference_infra.md", "reference_glossary.md"}  # intentional unquoted ': '
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(text):
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def claim_lines(lines):
    """Body lines outside code fences."""
    out, fence = [], False
    for ln in lines:
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(ln)
    return out

files = []
for d, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(d, f), STORE))
root_files = sorted(f for f in files if "/" not in f and f != "MEMORY.md")

# frontmatter
for rel in files:
    if rel == "MEMORY.md":
        continue
    fm, _ = split(open(os.path.join(STORE, rel), encoding="utf-8").read())
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        data = yaml.safe_load(fm)
    except yaml.YAMLError:
        if rel in FLAT_DESC:
            continue
        err(f"{rel}: frontmatter does not parse"); continue
    if rel in FLAT_DESC:
        err(f"{rel}: expected a flat (non-YAML) description but it parses")
    if "/" not in rel:
        if set(data) != {"name", "description", "type"} or data["type"] not in ("user", "feedback", "project", "reference"):
            err(f"{rel}: bad root frontmatter {data}")
        if not re.fullmatch(r"(user|feedback|project|reference)_[a-z0-9_]+\.md", rel) or not rel.startswith(data["type"] + "_"):
            err(f"{rel}: bad root file name")
    elif rel.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m:
            err(f"{rel}: bad remnic path"); continue
        for k in ("id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in data: err(f"{rel}: missing {k}")
        if data.get("id") != os.path.basename(rel)[:-3] or data.get("category") != m.group(2):
            err(f"{rel}: id/category mismatch")
        if not str(data.get("created")).startswith(m.group(1)):
            err(f"{rel}: created not in folder date")
    elif rel.startswith("auto/"):
        if set(data) != {"title", "created", "tags"}:
            err(f"{rel}: bad auto frontmatter")
    else:
        err(f"{rel}: unexpected location")

# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read(), re.M)
if sorted(idx) != root_files or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {set(root_files)-set(idx)}, extra {set(idx)-set(root_files)}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
seen, counts, ids = set(), collections.Counter(), set()
for i, p in enumerate(pairs):
    tag = p.get("note", "")[:6]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p: err(f"pair {i}: missing {k}")
    if p["class"] not in CLASSES.get(p["label"], []):
        err(f"{tag}: class {p['class']} not allowed for {p['label']}")
    counts[(p["label"], p["class"])] += 1
    if not p["a"] < p["b"]:
        err(f"{tag}: a/b not sorted")
    if (p["a"], p["b"]) in seen:
        err(f"{tag}: duplicate file pair")
    seen.add((p["a"], p["b"]))
    pid = p["note"].split(":")[0]
    if pid in ids: err(f"duplicate pair id {pid}")
    ids.add(pid)
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path):
            err(f"{tag}: {p[side]} missing"); continue
        fm, body = split(open(path, encoding="utf-8").read())
        claim = p["claim_" + side]
        n_all = sum(1 for ln in body if ln == claim)
        n_ok = sum(1 for ln in claim_lines(body) if ln == claim)
        if n_all != 1 or n_ok != 1:
            err(f"{tag}: claim_{side} found {n_all}x as a body line ({n_ok}x outside code fences) in {p[side]}")
        if not claim.strip() or claim != claim.strip() and not claim.startswith("|"):
            err(f"{tag}: claim_{side} has stray whitespace")
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10:
            err(f"class {lbl}/{c}: {counts[(lbl, c)]} pairs, want 10")
cross = sum(1 for p in pairs if p["a"].split("/")[0] != p["b"].split("/")[0] or ("/" in p["a"]) != ("/" in p["b"]))
layout = lambda s: s.split("/")[0] if "/" in s else "root"
cross = sum(1 for p in pairs if layout(p["a"]) != layout(p["b"]))
in_pairs = {p[s] for p in pairs for s in ("a", "b")}
print(f"files: {len(files)} (root {len(root_files)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, auto {sum(f.startswith('auto/') for f in files)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, files in no pair: {len(set(files) - in_pairs)}")
for (lbl, c), n in sorted(counts.items()):
    print(f"  {lbl:18} {c:20} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK: all checks passed")
