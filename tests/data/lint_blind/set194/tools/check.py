#!/usr/bin/env python3
"""Check store/ and labels.yaml."""
import os, re, sys, collections
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
FLAT = {"reference_gridbook.md", "reference_infra.md", "reference_tracks.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(text):
    m = re.match(r"^---\n(.*?)\n---\n(.*)$", text, re.S)
    return (m.group(1), m.group(2)) if m else (None, text)

def body_lines(body):
    """Body lines outside code fences (claims never come from code)."""
    out, fence = [], False
    for ln in body.split("\n"):
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(ln)
    return out

all_files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        all_files.append(os.path.relpath(os.path.join(root, f), STORE))
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")

# frontmatter
for p in all_files:
    if p == "MEMORY.md":
        continue
    fm, body = split(open(os.path.join(STORE, p)).read())
    if fm is None:
        err(f"{p}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if p in FLAT:
            err(f"{p}: flat description parsed as strict YAML (expected not to)")
    except yaml.YAMLError:
        if p in FLAT:
            d = dict(l.split(": ", 1) for l in fm.split("\n"))
        else:
            err(f"{p}: frontmatter does not parse"); continue
    if "/" not in p:
        if set(d) != {"name", "description", "type"}: err(f"{p}: root keys {sorted(d)}")
        if d.get("type") not in ("user", "feedback", "project", "reference"): err(f"{p}: type")
        if not p.startswith(str(d.get("type")) + "_"): err(f"{p}: prefix != type")
        if "kestrel" in str(d.get("name")).lower(): err(f"{p}: name is the project")
    elif p.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", p)
        if not m: err(f"{p}: bad remnic path"); continue
        if d.get("id") != os.path.basename(p)[:-3]: err(f"{p}: id")
        if d.get("category") != m.group(2): err(f"{p}: category")
        if not str(d.get("created")).startswith(m.group(1)) and not d["created"].strftime("%Y-%m-%d") == m.group(1):
            err(f"{p}: created date")
        for k in ("updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in d: err(f"{p}: missing {k}")
    elif p.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: err(f"{p}: missing {k}")
    else:
        err(f"{p}: unexpected location")

# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != root_files or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: extra {set(idx)-set(root_files)}, missing {set(root_files)-set(idx)}")

# labels
L = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(L.get("now")) != "2026-11-28": err("now")
pairs = L["pairs"]
seen = set(); counts = collections.Counter(); ids = set()
for i, pr in enumerate(pairs):
    a, b = pr["a"], pr["b"]
    tag = pr["note"].split(":")[0]
    if tag in ids: err(f"duplicate id {tag}")
    ids.add(tag)
    if not a < b: err(f"{tag}: a/b order")
    if (a, b) in seen: err(f"{tag}: duplicate file pair")
    seen.add((a, b))
    if pr["class"] not in CLASSES.get(pr["label"], []): err(f"{tag}: class/label")
    counts[(pr["label"], pr["class"])] += 1
    for side in "ab":
        p = pr[side]; c = pr["claim_" + side]
        fp = os.path.join(STORE, p)
        if not os.path.isfile(fp): err(f"{tag}: missing {p}"); continue
        fm, body = split(open(fp).read())
        lines = body_lines(body)
        n = sum(1 for ln in lines if ln == c)
        raw = sum(1 for ln in open(fp).read().split("\n") if ln == c)
        if n != 1 or raw != 1: err(f"{tag}: claim_{side} occurs {n} (raw {raw}) times as a body line in {p}")
        if not c.strip() or c != c.strip(): err(f"{tag}: claim_{side} whitespace")
for lab, cls in CLASSES.items():
    for c in cls:
        if counts[(lab, c)] != 10: err(f"count {lab}/{c} = {counts[(lab, c)]}")
if len(pairs) != 90: err(f"{len(pairs)} pairs")

cross = sum(1 for pr in pairs if {x.split('/')[0] if '/' in x else 'root' for x in (pr['a'], pr['b'])}.__len__() == 2)
used = {pr[s] for pr in pairs for s in "ab"}
print(f"files: {len(all_files)} (root {len(root_files)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in all_files)}, auto {sum(f.startswith('auto/') for f in all_files)})")
print(f"pairs: {len(pairs)}, cross-layout {cross}, files in no pair: {len(set(all_files)-used)}")
for (lab, c), n in sorted(counts.items()): print(f"  {lab:18s} {c:20s} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
