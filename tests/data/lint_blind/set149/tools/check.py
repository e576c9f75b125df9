#!/usr/bin/env python3
"""Check ../store and ../labels.yaml. Exit 1 on any problem."""
import os, re, sys, collections
import yaml
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT_OK = {"reference_easelbook.md", "reference_climon.md", "reference_infra.md", "reference_glossary.md"}
EXPECT = {("contradiction", c): 10 for c in ["value_slot", "role_slot", "negation", "stale_vs_change"]}
EXPECT.update({("non_contradiction", c): 10 for c in ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]})
errors = []
def err(m): errors.append(m)

def split(text):
    """frontmatter text, body lines (outside frontmatter), fenced-line flags"""
    lines = text.split("\n")
    if lines[0] != "---": return None, lines, [False] * len(lines)
    end = lines.index("---", 1)
    body = lines[end + 1:]
    fence, flags = False, []
    for ln in body:
        if ln.strip().startswith("```"):
            flags.append(True); fence = not fence; continue
        flags.append(fence)
    return "\n".join(lines[1:end]), body, flags

all_files = []
for root, _, fs in os.walk(STORE):
    for f in fs: all_files.append(os.path.relpath(os.path.join(root, f), STORE))
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")

# frontmatter
for f in all_files:
    if f == "MEMORY.md": continue
    text = open(os.path.join(STORE, f)).read()
    fm, body, _ = split(text)
    if fm is None: err(f"{f}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        ok = isinstance(d, dict)
    except yaml.YAMLError:
        d, ok = None, False
    if "/" not in f:
        if not ok:
            if f not in FLAT_OK: err(f"{f}: frontmatter does not parse")
            d = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
        elif f in FLAT_OK: err(f"{f}: expected a flat (non-strict) description")
        for k in ("name", "description", "type"):
            if k not in d: err(f"{f}: missing {k}")
        if d.get("type") not in ("user", "feedback", "project", "reference"): err(f"{f}: bad type")
        if not f.startswith(d.get("type", "?") + "_"): err(f"{f}: filename prefix != type")
    elif f.startswith("facts/"):
        if not ok: err(f"{f}: frontmatter does not parse"); continue
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", f)
        if not m: err(f"{f}: bad remnic path"); continue
        if d.get("id") != os.path.basename(f)[:-3]: err(f"{f}: id != stem")
        if d.get("category") != m.group(2): err(f"{f}: category mismatch")
        for k in ("created", "updated", "source", "confidence", "tags", "status"):
            if k not in d: err(f"{f}: missing {k}")
    elif f.startswith("auto/"):
        if not ok: err(f"{f}: frontmatter does not parse"); continue
        for k in ("title", "created", "tags"):
            if k not in d: err(f"{f}: missing {k}")
    else: err(f"{f}: unexpected location")

# MEMORY.md
idx = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", idx, re.M)
if sorted(linked) != root_files or len(linked) != len(set(linked)):
    err(f"MEMORY.md index mismatch: missing {set(root_files)-set(linked)}, extra {set(linked)-set(root_files)}")

# labels
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now != 2026-11-28")
pairs = lab["pairs"]
seen, counts, ids = set(), collections.Counter(), set()
cross = 0
def layout(p): return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    if not (a < b): err(f"pair {i}: a/b order")
    if (a, b) in seen: err(f"pair {i}: duplicate file pair {a} {b}")
    seen.add((a, b))
    counts[(p["label"], p["class"])] += 1
    pid = p["note"].split(":")[0]
    if pid in ids: err(f"duplicate pair id {pid}")
    ids.add(pid)
    if layout(a) != layout(b): cross += 1
    for side in "ab":
        path = os.path.join(STORE, p[side])
        if not os.path.exists(path): err(f"{pid}: missing {p[side]}"); continue
        _, body, flags = split(open(path).read())
        claim = p["claim_" + side]
        hits = [k for k, ln in enumerate(body) if ln == claim]
        if len(hits) != 1: err(f"{pid}: claim_{side} found {len(hits)} times as a full body line in {p[side]}")
        elif flags[hits[0]]: err(f"{pid}: claim_{side} is inside a code fence")
        if not claim.strip(): err(f"{pid}: empty claim_{side}")
if dict(counts) != EXPECT: err(f"class counts {dict(counts)}")
print(f"files: {len(all_files)} (root {len(root_files)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in all_files)}, auto {sum(f.startswith('auto/') for f in all_files)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for k in sorted(counts): print(f"  {k[0]:18} {k[1]:20} {counts[k]}")
if errors:
    print("FAIL"); [print(" -", e) for e in errors]; sys.exit(1)
print("OK")
