#!/usr/bin/env python3
"""Check ../store and ../labels.yaml."""
import os, re, sys, collections, yaml
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
FLAT = {"reference_donorhub.md", "reference_infra.md", "reference_reports.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

def body_lines(text):
    """Body lines outside frontmatter and outside code fences."""
    fm, body = split(text)
    out, fence = [], False
    for ln in body.split("\n"):
        if ln.strip().startswith("```"):
            fence = not fence; continue
        if not fence:
            out.append(ln)
    return out

all_files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        all_files.append(os.path.relpath(os.path.join(root, f), STORE))
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")

# frontmatter
for rel in all_files:
    if rel == "MEMORY.md": continue
    text = open(os.path.join(STORE, rel)).read()
    fm, _ = split(text)
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if rel in FLAT:
            err(f"{rel}: expected non-strict frontmatter but it parsed")
    except yaml.YAMLError:
        if rel not in FLAT:
            err(f"{rel}: frontmatter does not parse"); continue
        d = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
    if "/" not in rel:
        for k in ("name", "description", "type"):
            if k not in d: err(f"{rel}: missing {k}")
        if d.get("type") not in ("user", "feedback", "project", "reference"): err(f"{rel}: bad type")
        if not rel.startswith(str(d.get("type")) + "_"): err(f"{rel}: filename/type mismatch")
    elif rel.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m: err(f"{rel}: bad remnic path"); continue
        if d.get("id") != os.path.basename(rel)[:-3]: err(f"{rel}: id != stem")
        if d.get("category") != m.group(2): err(f"{rel}: category mismatch")
        if not str(d.get("created", "")).startswith(m.group(1)): err(f"{rel}: created not in folder date")
        for k in ("updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in d: err(f"{rel}: missing {k}")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: err(f"{rel}: missing {k}")
    else:
        err(f"{rel}: unexpected location")

# MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md")).read()
indexed = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(indexed) != root_files:
    err(f"MEMORY.md index mismatch: {set(indexed) ^ set(root_files)}")
if len(indexed) != len(set(indexed)): err("MEMORY.md indexes a file twice")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now != 2026-11-28")
pairs = lab["pairs"]
seen = set(); counts = collections.Counter(); ids = set()
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    tag = p.get("note", "")[:6]
    if not a < b: err(f"pair {i} {tag}: a !< b")
    if (a, b) in seen: err(f"pair {i} {tag}: duplicate file pair")
    seen.add((a, b))
    if p["label"] not in CLASSES or p["class"] not in CLASSES[p["label"]]:
        err(f"pair {i}: bad label/class")
    counts[(p["label"], p["class"])] += 1
    pid = p["note"].split(":", 1)[0]
    if pid in ids: err(f"duplicate pair id {pid}")
    ids.add(pid)
    for side in "ab":
        path, claim = p[side], p["claim_" + side]
        fp = os.path.join(STORE, path)
        if not os.path.exists(fp):
            err(f"{pid}: missing file {path}"); continue
        text = open(fp).read()
        bl = body_lines(text)
        alll = text.split("\n")
        n_all = sum(1 for l in alll if l == claim)
        n_body = sum(1 for l in bl if l == claim)
        if n_all != 1: err(f"{pid}: claim_{side} occurs {n_all} times as a full line in {path}")
        elif n_body != 1: err(f"{pid}: claim_{side} is not a body line outside code fences in {path}")
        if not claim.strip(): err(f"{pid}: empty claim_{side}")
for lbl, cl in CLASSES.items():
    for c in cl:
        if counts[(lbl, c)] != 10: err(f"class {lbl}/{c}: {counts[(lbl, c)]} pairs, want 10")
if len(pairs) != 90: err(f"{len(pairs)} pairs, want 90")

layouts = collections.Counter("facts" if f.startswith("facts/") else "auto" if f.startswith("auto/") else "root" for f in all_files)
cross = sum(1 for p in pairs if (p["a"].split("/")[0] in ("facts", "auto") and p["a"].split("/")[0]) != (p["b"].split("/")[0] in ("facts", "auto") and p["b"].split("/")[0]))
print(f"files: {len(all_files)} ({dict(layouts)}); pairs: {len(pairs)}; cross-layout: {cross}")
for (lbl, c), n in sorted(counts.items()): print(f"  {lbl:18} {c:20} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK: all checks passed")
