#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import collections, os, re, sys
import yaml

ROOTDIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(ROOTDIR, "store")
FLAT = {"reference_pitchbook.md", "reference_fleet.md", "reference_infra.md"}  # intentional non-strict YAML
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []

def split(path):
    text = open(path).read()
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def body_lines(lines):
    """Body lines outside code fences."""
    out, fence = [], False
    for ln in lines:
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(ln)
    return out

def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"

files = []
for d, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(d, f), STORE))
root = sorted(f for f in files if "/" not in f and f != "MEMORY.md")

# frontmatter
for rel in files:
    if rel == "MEMORY.md":
        continue
    fm, _ = split(os.path.join(STORE, rel))
    if fm is None:
        errors.append(f"{rel}: no frontmatter"); continue
    try:
        data = yaml.safe_load(fm)
        if rel in FLAT:
            errors.append(f"{rel}: expected non-strict description but YAML parsed")
    except yaml.YAMLError:
        if rel not in FLAT:
            errors.append(f"{rel}: frontmatter does not parse")
        data = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l and not l.startswith(" "))
    lay = layout(rel)
    need = {"root": ["name", "description", "type"], "auto": ["title", "created", "tags"],
            "facts": ["id", "category", "created", "updated", "source", "confidence", "status"]}[lay]
    for k in need:
        if k not in data:
            errors.append(f"{rel}: missing {k}")
    if lay == "root" and data.get("type") not in ("user", "feedback", "project", "reference"):
        errors.append(f"{rel}: bad type")
    if lay == "facts":
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m: errors.append(f"{rel}: bad remnic path")
        elif data["id"] != os.path.basename(rel)[:-3] or data["category"] != m.group(2):
            errors.append(f"{rel}: id/category mismatch")
        elif not str(data["created"]).startswith(m.group(1)):
            errors.append(f"{rel}: created does not match folder date")

# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != root or len(idx) != len(set(idx)):
    errors.append(f"MEMORY.md index mismatch: {set(idx) ^ set(root)}")

# labels
lab = yaml.safe_load(open(os.path.join(ROOTDIR, "labels.yaml")))
if str(lab["now"]) != "2026-11-28":
    errors.append("now is wrong")
pairs = lab["pairs"]
seen, counts, cross, used = set(), collections.Counter(), 0, set()
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p: errors.append(f"pair {i}: missing {k}")
    if not a < b: errors.append(f"pair {i}: a/b order")
    if (a, b) in seen: errors.append(f"pair {i}: duplicate file pair {a} {b}")
    seen.add((a, b)); used |= {a, b}
    if p["class"] not in CLASSES.get(p["label"], []): errors.append(f"pair {i}: class/label mismatch")
    counts[(p["label"], p["class"])] += 1
    if not re.match(r"^[A-Z]+\d+: ", p["note"]): errors.append(f"pair {i}: note must start with pair id")
    cross += layout(a) != layout(b)
    for side, claim in (("a", p["claim_a"]), ("b", p["claim_b"])):
        path = os.path.join(STORE, p[side])
        if not os.path.exists(path):
            errors.append(f"pair {i}: {p[side]} missing"); continue
        fm, lines = split(path)
        if "\n" in claim or claim != claim.strip() or not claim:
            errors.append(f"pair {i}: claim_{side} not a single full line")
        if lines.count(claim) != 1:
            errors.append(f"pair {i}: claim_{side} occurs {lines.count(claim)}x as a full line in {p[side]}")
        elif claim not in body_lines(lines):
            errors.append(f"pair {i}: claim_{side} is inside a code fence")
        if fm and claim in fm.split("\n"):
            errors.append(f"pair {i}: claim_{side} is in frontmatter")
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10:
            errors.append(f"class {c}: {counts[(lbl, c)]} pairs, want 10")

print(f"files: {len(files)} (root {len(root)} + MEMORY.md, facts {sum(layout(f)=='facts' for f in files)}, "
      f"auto {sum(layout(f)=='auto' for f in files)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, files in no pair: {len(set(files) - used)}")
for (lbl, c), n in sorted(counts.items()):
    print(f"  {lbl:18} {c:20} {n}")
if errors:
    print("FAIL"); print("\n".join(errors)); sys.exit(1)
print("OK")
