#!/usr/bin/env python3
"""Check set151: store/ and labels.yaml consistency."""
import collections, os, re, sys
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_pupbase.md", "reference_infra.md", "reference_branch.md", "reference_glossary.md"}
CLASSES = {"value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
           "stale_vs_change": "contradiction", "refinement": "non_contradiction",
           "other_subject": "non_contradiction", "dated_history": "non_contradiction",
           "agreeing_duplicate": "non_contradiction", "negation_scope": "non_contradiction"}
errors = []


def err(msg):
    errors.append(msg)


def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]


def layout(rel):
    return "facts" if rel.startswith("facts/") else "auto" if rel.startswith("auto/") else "root"


all_files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
bodies = {}
for rel in all_files:
    text = open(os.path.join(STORE, rel)).read()
    if rel == "MEMORY.md":
        continue
    fm, body = split(text)
    bodies[rel] = body
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        meta = yaml.safe_load(fm)
        if rel in FLAT:
            err(f"{rel}: expected non-strict frontmatter but it parsed")
    except yaml.YAMLError:
        if rel not in FLAT:
            err(f"{rel}: frontmatter does not parse")
        meta = dict(l.split(": ", 1) for l in fm.splitlines() if ": " in l and not l.startswith(" "))
    lay = layout(rel)
    need = {"root": ["name", "description", "type"], "auto": ["title", "created", "tags"],
            "facts": ["id", "category", "created", "updated", "tags", "status"]}[lay]
    for k in need:
        if k not in meta:
            err(f"{rel}: frontmatter lacks {k}")
    if lay == "root":
        if meta.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{rel}: bad type")
        if not rel.startswith(str(meta.get("type")) + "_"):
            err(f"{rel}: file name does not start with its type")
    if lay == "facts":
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m:
            err(f"{rel}: bad remnic path")
        elif meta.get("id") != os.path.basename(rel)[:-3] or meta.get("category") != m.group(2):
            err(f"{rel}: id/category mismatch")

# MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")
if sorted(linked) != root_files or len(set(linked)) != len(linked):
    err(f"MEMORY.md index mismatch: extra {set(linked) - set(root_files)}, missing {set(root_files) - set(linked)}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
seen = set()
counts = collections.Counter()
cross = 0
ids = set()


def in_fence(body, line):
    fence = False
    for l in body.split("\n"):
        if l.strip().startswith("```"):
            fence = not fence; continue
        if l == line:
            return fence
    return False


for p in pairs:
    pid = p["note"].split(":")[0]
    if pid in ids:
        err(f"duplicate pair id {pid}")
    ids.add(pid)
    a, b = p["a"], p["b"]
    if not a < b:
        err(f"{pid}: a/b not in path order")
    if (a, b) in seen:
        err(f"{pid}: duplicate file pair {a} {b}")
    seen.add((a, b))
    if CLASSES.get(p["class"]) != p["label"]:
        err(f"{pid}: class/label mismatch")
    counts[(p["label"], p["class"])] += 1
    if layout(a) != layout(b):
        cross += 1
    for side in "ab":
        rel, claim = p[side], p["claim_" + side]
        if rel not in bodies:
            err(f"{pid}: missing file {rel}"); continue
        lines = bodies[rel].split("\n")
        n = lines.count(claim)
        if n != 1:
            err(f"{pid}: claim_{side} found {n} times as a full line in {rel}")
        elif in_fence(bodies[rel], claim):
            err(f"{pid}: claim_{side} is inside a code fence")
        if not claim.strip():
            err(f"{pid}: empty claim")

for cls, lbl in CLASSES.items():
    if counts[(lbl, cls)] != 10:
        err(f"class {cls}: {counts[(lbl, cls)]} pairs, want 10")

in_pairs = {p[s] for p in pairs for s in "ab"}
lays = collections.Counter(layout(f) for f in all_files)
print(f"files: {len(all_files)} (root {lays['root']} incl. MEMORY.md, facts {lays['facts']}, auto {lays['auto']})")
print(f"pairs: {len(pairs)}, cross-layout {cross}; files in no pair: {len(set(all_files) - in_pairs)}")
for (lbl, cls), n in sorted(counts.items()):
    print(f"  {lbl:18} {cls:20} {n}")
if errors:
    print("FAIL")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK")
