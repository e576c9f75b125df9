#!/usr/bin/env python3
"""Validate ../store and ../labels.yaml. Exit 1 on any failure."""
import collections, datetime as dt, os, re, sys
import yaml
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_quireboard.md", "reference_infra.md", "reference_team.md", "reference_glossary.md"}
errors = []
def err(m): errors.append(m)

def split(path):
    text = open(os.path.join(STORE, path), encoding="utf-8").read()
    lines = text.split("\n")
    fm, body = None, lines
    if lines and lines[0] == "---":
        end = lines.index("---", 1)
        fm, body = lines[1:end], lines[end + 1:]
    claimable, fence = [], False
    for ln in body:
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            claimable.append(ln)
    return text, fm, body, claimable

def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"

all_files = sorted(os.path.relpath(os.path.join(d, f), STORE).replace(os.sep, "/")
                   for d, _, fs in os.walk(STORE) for f in fs)
root_files = [p for p in all_files if "/" not in p and p != "MEMORY.md"]

# frontmatter
for p in all_files:
    if p == "MEMORY.md":
        continue
    text, fm, body, _ = split(p)
    if fm is None:
        err(f"{p}: no frontmatter"); continue
    raw = "\n".join(fm)
    try:
        meta = yaml.safe_load(raw)
        if p in FLAT:
            err(f"{p}: meant to be a flat (non-strict) description but parses as YAML")
    except yaml.YAMLError:
        if p not in FLAT:
            err(f"{p}: frontmatter does not parse"); continue
        meta = dict(l.split(": ", 1) for l in fm)
    lay = layout(p)
    if lay == "root":
        m = re.fullmatch(r"(user|feedback|project|reference)_[a-z0-9_]+\.md", p)
        if not m: err(f"{p}: bad root file name")
        if set(meta) != {"name", "description", "type"}: err(f"{p}: root keys {sorted(meta)}")
        if m and meta.get("type") != m.group(1): err(f"{p}: type {meta.get('type')} != prefix")
        if meta.get("name") in ("harrowgate", "harrowgate-bindery"): err(f"{p}: name is the project")
    elif lay == "auto":
        if set(meta) != {"title", "created", "tags"}: err(f"{p}: auto keys {sorted(meta)}")
    else:
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", p)
        if not m: err(f"{p}: bad remnic path"); continue
        stem = os.path.basename(p)[:-3]
        if meta.get("id") != stem: err(f"{p}: id != stem")
        if meta.get("category") != m.group(2): err(f"{p}: category mismatch")
        if meta.get("status") != "active": err(f"{p}: status")
        created = str(meta.get("created"))
        if not created.startswith(m.group(1)): err(f"{p}: created {created} not in folder date")
        ep = dt.datetime.fromtimestamp(int(m.group(3)) / 1000, dt.timezone.utc)
        if ep.strftime("%Y-%m-%d") != m.group(1): err(f"{p}: epoch date mismatch")
        for k in ("updated", "source", "confidence", "confidenceTier", "tags"):
            if k not in meta: err(f"{p}: missing {k}")
    if not any(l.strip() for l in body): err(f"{p}: empty body")

# MEMORY.md
idx = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", idx, re.M)
if sorted(linked) != sorted(root_files) or len(linked) != len(set(linked)):
    err(f"MEMORY.md index mismatch: missing {set(root_files)-set(linked)}, extra {set(linked)-set(root_files)}")

# labels
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28": err("now != 2026-11-28")
pairs = lab["pairs"]
want = {"contradiction": {"value_slot", "role_slot", "negation", "stale_vs_change"},
        "non_contradiction": {"refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"}}
counts = collections.Counter()
seen, ids, cross, used = set(), set(), 0, set()
for i, pr in enumerate(pairs):
    keys = ["a", "b", "label", "class", "claim_a", "claim_b", "note"]
    if list(pr) != keys: err(f"pair {i}: keys {list(pr)}")
    a, b = pr["a"], pr["b"]
    if pr["class"] not in want.get(pr["label"], ()): err(f"pair {i}: class {pr['class']} not under {pr['label']}")
    counts[(pr["label"], pr["class"])] += 1
    if not a < b: err(f"pair {i}: a/b not sorted")
    if (a, b) in seen: err(f"pair {i}: duplicate file pair {a} {b}")
    seen.add((a, b))
    pid = pr["note"].split(":", 1)[0]
    if pid in ids: err(f"pair {i}: duplicate id {pid}")
    ids.add(pid)
    if layout(a) != layout(b): cross += 1
    for side in ("a", "b"):
        p, c = pr[side], pr["claim_" + side]
        if not os.path.isfile(os.path.join(STORE, p)): err(f"{pid}: {p} missing"); continue
        if p == "MEMORY.md": err(f"{pid}: claim in MEMORY.md")
        text, fm, body, claimable = split(p)
        if "\n" in c or c != c.strip() or not c: err(f"{pid}: claim_{side} not a single trimmed line")
        if claimable.count(c) != 1: err(f"{pid}: claim_{side} found {claimable.count(c)}x as a claimable body line of {p}")
        if text.split("\n").count(c) != 1: err(f"{pid}: claim_{side} not exactly once in {p}")
        if fm and any(c == l for l in fm): err(f"{pid}: claim_{side} in frontmatter")
        used.add(p)
for lbl, classes in want.items():
    for cl in classes:
        if counts[(lbl, cl)] != 10: err(f"class {lbl}/{cl}: {counts[(lbl, cl)]} pairs")
if len(pairs) != 90: err(f"{len(pairs)} pairs")

print(f"files: {len(all_files)} (root {len(root_files)} + MEMORY.md, auto {sum(layout(p)=='auto' for p in all_files)}, "
      f"facts {sum(layout(p)=='facts' for p in all_files)}); files in no pair: {len(set(all_files)-used)}")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for (lbl, cl), n in sorted(counts.items()):
    print(f"  {lbl:17s} {cl:18s} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK: all checks passed")
