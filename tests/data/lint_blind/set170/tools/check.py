#!/usr/bin/env python3
"""Check store/ and labels.yaml for structural consistency."""
import collections, os, re, sys
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT_OK = {"reference_infra.md", "reference_glossary.md", "project_gr6_trials.md"}
CLASSES = {
    "contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
    "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"],
}
errors = []


def err(m):
    errors.append(m)


def split(path):
    text = open(os.path.join(STORE, path)).read()
    if text.startswith("---\n"):
        end = text.index("\n---\n", 4)
        return text[4:end], text[end + 5:]
    return None, text


def body_lines(body):
    """(line, in_code) for every body line."""
    out, fence = [], False
    for line in body.split("\n"):
        if line.strip().startswith("```"):
            fence = not fence
            out.append((line, True))
            continue
        out.append((line, fence))
    return out


files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root = [f for f in files if "/" not in f and f != "MEMORY.md"]

# frontmatter
for f in files:
    if f == "MEMORY.md":
        continue
    fm, _ = split(f)
    if fm is None:
        err(f"{f}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
    except yaml.YAMLError:
        if f not in FLAT_OK:
            err(f"{f}: frontmatter does not parse")
        continue
    if f in FLAT_OK:
        err(f"{f}: expected a flat (non-YAML) description but it parses")
    if "/" not in f:
        if set(d) != {"name", "description", "type"} or d["type"] not in {"user", "feedback", "project", "reference"}:
            err(f"{f}: bad root frontmatter {d}")
        if not f.startswith(d["type"] + "_"):
            err(f"{f}: file prefix does not match type")
    elif f.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", f)
        if not m:
            err(f"{f}: bad remnic path"); continue
        if d.get("id") != os.path.basename(f)[:-3] or d.get("category") != m.group(2) or d.get("status") != "active":
            err(f"{f}: remnic id/category/status mismatch")
        if not str(d.get("created", "")).startswith(m.group(1)):
            err(f"{f}: created not in folder date")
    elif f.startswith("auto/"):
        if set(d) != {"title", "created", "tags"}:
            err(f"{f}: bad auto frontmatter")
    else:
        err(f"{f}: unexpected location")

# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != sorted(root) or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {set(root) - set(idx)}, extra {set(idx) - set(root)}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
seen, counts = set(), collections.Counter()
for i, p in enumerate(lab["pairs"]):
    a, b = p["a"], p["b"]
    tag = p["note"].split(":")[0]
    if not a < b:
        err(f"{tag}: a/b not sorted")
    if (a, b) in seen:
        err(f"{tag}: duplicate file pair {a} {b}")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []):
        err(f"{tag}: class {p['class']} not valid for {p['label']}")
    counts[(p["label"], p["class"])] += 1
    if not re.match(r"^[A-Z]+\d+: ", p["note"]):
        err(f"{tag}: note does not start with a pair id")
    for side in "ab":
        path, claim = p[side], p["claim_" + side]
        if not os.path.exists(os.path.join(STORE, path)):
            err(f"{tag}: missing file {path}"); continue
        _, body = split(path)
        bl = body_lines(body)
        hits = [c for (l, c) in bl if l == claim]
        if len(hits) != 1:
            err(f"{tag}: claim_{side} found {len(hits)} times as a full line in {path}")
        elif hits[0]:
            err(f"{tag}: claim_{side} is inside a code fence in {path}")
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10:
            err(f"class {lbl}/{c}: {counts[(lbl, c)]} pairs, expected 10")
layout = lambda f: f.split("/")[0] if "/" in f else "root"
cross = sum(1 for p in lab["pairs"] if layout(p["a"]) != layout(p["b"]))
used = {p[s] for p in lab["pairs"] for s in "ab"}

print(f"files: {len(files)} (root {len(root)} + MEMORY.md, auto {sum(f.startswith('auto/') for f in files)}, "
      f"facts {sum(f.startswith('facts/') for f in files)}); files in no pair: {len(set(files) - used)}")
print(f"pairs: {len(lab['pairs'])}, cross-layout: {cross}")
for (lbl, c), n in sorted(counts.items()):
    print(f"  {lbl:18s} {c:20s} {n}")
if errors:
    print("FAIL")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("OK")
