#!/usr/bin/env python3
"""Check store/ and labels.yaml of set106."""
import os, re, sys, glob, collections
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_vigil.md", "reference_coldroom.md", "reference_cortege.md", "reference_infra.md",
        "reference_branches.md", "reference_glossary.md"}   # intentional unquoted ": " in description
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate",
                                 "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(path):
    text = open(path, encoding="utf-8").read()
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def body_claim_lines(lines):
    """body lines outside code fences"""
    res, fence = [], False
    for ln in lines:
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            res.append(ln)
    return res

files = sorted(os.path.relpath(p, STORE) for p in glob.glob(STORE + "/**/*.md", recursive=True))
root = [f for f in files if "/" not in f and f != "MEMORY.md"]
layout = collections.Counter("root" if "/" not in f else f.split("/")[0] for f in files)

# frontmatter
for f in files:
    if f == "MEMORY.md":
        continue
    fm, _ = split(os.path.join(STORE, f))
    if fm is None:
        err(f"{f}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if f in FLAT:
            err(f"{f}: expected flat (non-strict) description but YAML parsed")
    except yaml.YAMLError:
        if f not in FLAT:
            err(f"{f}: frontmatter does not parse")
        d = dict(ln.split(": ", 1) for ln in fm.split("\n") if ": " in ln and not ln.startswith(" "))
    if "/" not in f:
        if set(d) != {"name", "description", "type"} or d["type"] not in ("user", "feedback", "project", "reference"):
            err(f"{f}: bad root frontmatter {d}")
        if not f.startswith(d["type"] + "_"):
            err(f"{f}: filename does not start with type")
    elif f.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", f)
        if not m: err(f"{f}: bad remnic path")
        elif d.get("id") != os.path.basename(f)[:-3] or d.get("category") != m.group(2) or d.get("status") != "active":
            err(f"{f}: remnic frontmatter mismatch")
        elif not str(d.get("created", "")).startswith(m.group(1)):
            err(f"{f}: created date != folder date")
    elif f.startswith("auto/"):
        if not {"title", "created", "tags"} <= set(d):
            err(f"{f}: auto note lacks title/created/tags")
    else:
        err(f"{f}: unknown layout")

# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != sorted(root) or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {set(root) - set(idx)}, extra {set(idx) - set(root)}")

# labels
L = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(L.get("now")) != "2026-11-28":
    err("now != 2026-11-28")
pairs = L["pairs"]
seen, counts, ids, cross, used_files = set(), collections.Counter(), set(), 0, set()
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    pid = p["note"].split(":")[0]
    if pid in ids: err(f"duplicate pair id {pid}")
    ids.add(pid)
    if not a < b: err(f"{pid}: a/b not sorted")
    if (a, b) in seen: err(f"{pid}: duplicate file pair")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []): err(f"{pid}: class/label mismatch")
    counts[(p["label"], p["class"])] += 1
    lay = lambda x: "root" if "/" not in x else x.split("/")[0]
    cross += lay(a) != lay(b)
    for side in "ab":
        path, claim = p[side], p["claim_" + side]
        full = os.path.join(STORE, path)
        used_files.add(path)
        if not os.path.exists(full):
            err(f"{pid}: missing {path}"); continue
        fm, lines = split(full)
        n_all = sum(1 for ln in lines if ln == claim)
        n_body = sum(1 for ln in body_claim_lines(lines) if ln == claim)
        if n_all != 1 or n_body != 1:
            err(f"{pid}: claim_{side} present {n_all}x (outside fences {n_body}x) in {path}")
        if not claim.strip() or claim != claim.strip():
            err(f"{pid}: claim_{side} empty or padded")
        if fm and claim in fm:
            err(f"{pid}: claim_{side} text appears in frontmatter")
for lab, cl in CLASSES.items():
    for c in cl:
        if counts[(lab, c)] != 10:
            err(f"class {lab}/{c}: {counts[(lab, c)]} pairs, want 10")
if len(pairs) != 90: err(f"{len(pairs)} pairs, want 90")

print(f"files: {len(files)} ({layout['root']} root incl. MEMORY.md, {layout['facts']} facts, {layout['auto']} auto)")
print(f"pairs: {len(pairs)}; cross-layout: {cross}; files in no pair: {len(set(files) - used_files)}")
for (lab, c), n in sorted(counts.items()):
    print(f"  {lab:18s} {c:20s} {n}")
if errors:
    print("FAIL"); print("\n".join(errors)); sys.exit(1)
print("OK: all checks passed")
