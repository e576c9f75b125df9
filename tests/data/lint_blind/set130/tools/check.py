#!/usr/bin/env python3
"""Check store/ and labels.yaml of set130."""
import os, re, sys, collections
import yaml
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_classbook.md", "reference_kilnq.md", "reference_studios.md", "reference_glossary.md"}
CLASS_LABEL = {"value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
               "stale_vs_change": "contradiction", "refinement": "non_contradiction",
               "other_subject": "non_contradiction", "dated_history": "non_contradiction",
               "agreeing_duplicate": "non_contradiction", "negation_scope": "non_contradiction"}
errors = []
def err(m): errors.append(m)

def split(text):
    """-> (frontmatter text or None, list of (line, in_code) for body lines)"""
    lines = text.split("\n")
    fm, start = None, 0
    if lines and lines[0] == "---":
        end = lines.index("---", 1)
        fm, start = "\n".join(lines[1:end]), end + 1
    body, code = [], False
    for ln in lines[start:]:
        if ln.strip().startswith("```"):
            code = not code
            body.append((ln, True)); continue
        body.append((ln, code))
    return fm, body

files = {}
for dp, _, fns in os.walk(STORE):
    for fn in fns:
        p = os.path.relpath(os.path.join(dp, fn), STORE)
        files[p] = open(os.path.join(dp, fn), encoding="utf-8").read()

# frontmatter and layouts
root = sorted(p for p in files if "/" not in p and p != "MEMORY.md")
for p, text in files.items():
    if p == "MEMORY.md":
        continue
    fm, _ = split(text)
    if fm is None:
        err(f"{p}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if p in FLAT:
            err(f"{p}: meant to be a flat (non-strict) description but parsed as YAML")
    except yaml.YAMLError:
        if p not in FLAT:
            err(f"{p}: frontmatter does not parse")
        d = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
    if "/" not in p:
        m = re.match(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$", p)
        if not m: err(f"{p}: bad root name")
        if set(d) != {"name", "description", "type"}: err(f"{p}: root keys {set(d)}")
        if m and d.get("type") != m.group(1): err(f"{p}: type mismatch")
        if d.get("name") in ("emberclay", "emberclay-studios"): err(f"{p}: name is the project")
    elif p.startswith("facts/"):
        m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", p)
        if not m: err(f"{p}: bad remnic path"); continue
        stem = os.path.basename(p)[:-3]
        if d.get("id") != stem or d.get("category") != m.group(2) or d.get("status") != "active":
            err(f"{p}: remnic frontmatter mismatch")
        if not str(d.get("created", "")).startswith(m.group(1)): err(f"{p}: created date != folder")
    elif p.startswith("auto/"):
        if not re.match(r"^auto/[a-z0-9-]+\.md$", p) or set(d) != {"title", "created", "tags"}:
            err(f"{p}: bad auto note")
    else:
        err(f"{p}: unknown layout")

# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", files.get("MEMORY.md", ""), re.M)
if sorted(idx) != root or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {set(root)-set(idx)}, extra {set(idx)-set(root)}")

# labels
L = yaml.safe_load(open(os.path.join(BASE, "labels.yaml"), encoding="utf-8"))
if str(L.get("now")) != "2026-11-28": err("now != 2026-11-28")
pairs = L["pairs"]
seen, counts, cross, used = set(), collections.Counter(), 0, set()
layout = lambda p: "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"
for i, pr in enumerate(pairs):
    a, b = pr["a"], pr["b"]
    pid = pr["note"].split(":")[0]
    if not re.match(r"^(V|R|N|S|F|O|D|A|NS)\d+$", pid): err(f"pair {i}: note must start with id")
    for p in (a, b):
        if p not in files: err(f"{pid}: missing file {p}")
    if not a < b: err(f"{pid}: a does not sort before b")
    if (a, b) in seen: err(f"{pid}: duplicate file pair")
    seen.add((a, b)); used |= {a, b}
    if CLASS_LABEL.get(pr["class"]) != pr["label"]: err(f"{pid}: label/class mismatch")
    counts[pr["class"]] += 1
    cross += layout(a) != layout(b)
    for key, p in (("claim_a", a), ("claim_b", b)):
        c = pr[key]
        if p not in files: continue
        _, body = split(files[p])
        hits = [code for ln, code in body if ln == c]
        if len(hits) != 1: err(f"{pid}: {key} found {len(hits)}x as a full line in {p}")
        elif hits[0]: err(f"{pid}: {key} is inside a code fence in {p}")
        if c.strip() != c or not c: err(f"{pid}: {key} has surrounding whitespace")
if len(pairs) != 90: err(f"{len(pairs)} pairs, expected 90")
for c in CLASS_LABEL:
    if counts[c] != 10: err(f"class {c}: {counts[c]} pairs")

print(f"files: {len(files)} (root {len(root)} + MEMORY.md, auto {sum(p.startswith('auto/') for p in files)}, "
      f"facts {sum(p.startswith('facts/') for p in files)})")
print(f"pairs: {len(pairs)}; by class: {dict(counts)}")
print(f"cross-layout pairs: {cross}; files in no pair: {len(set(files) - used)}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
