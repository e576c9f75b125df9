#!/usr/bin/env python3
"""Checks for set179: store layout, frontmatter, MEMORY.md index, and labels.yaml consistency."""
import os, re, sys, glob, collections
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT_OK = {"reference_tideroster.md", "reference_infra.md", "reference_club.md", "project_irb_season.md"}
WANT = {
    ("contradiction", "value_slot"): 10, ("contradiction", "role_slot"): 10,
    ("contradiction", "negation"): 10, ("contradiction", "stale_vs_change"): 10,
    ("non_contradiction", "refinement"): 10, ("non_contradiction", "other_subject"): 10,
    ("non_contradiction", "dated_history"): 10, ("non_contradiction", "agreeing_duplicate"): 10,
    ("non_contradiction", "negation_scope"): 10,
}
errors = []
def err(msg):
    errors.append(msg)

def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

def claim_lines(body):
    """Body lines outside code fences."""
    out, fence = [], False
    for line in body.split("\n"):
        if line.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(line)
    return out

files = sorted(os.path.relpath(p, STORE) for p in glob.glob(os.path.join(STORE, "**", "*.md"), recursive=True))
root = [f for f in files if "/" not in f and f != "MEMORY.md"]
flat_seen = set()
for f in files:
    if f == "MEMORY.md":
        continue
    text = open(os.path.join(STORE, f)).read()
    fm, body = split(text)
    if fm is None:
        err(f"{f}: no frontmatter"); continue
    try:
        meta = yaml.safe_load(fm)
    except yaml.YAMLError:
        if f in FLAT_OK:
            flat_seen.add(f); continue
        err(f"{f}: frontmatter does not parse"); continue
    if f in FLAT_OK:
        err(f"{f}: expected a flat (non-strict) description but it parsed")
    if "/" not in f:
        if not re.fullmatch(r"(user|feedback|project|reference)_[a-z0-9_]+\.md", f):
            err(f"{f}: bad root file name")
        if set(meta) != {"name", "description", "type"}:
            err(f"{f}: root keys {sorted(meta)}")
        if meta.get("type") != f.split("_")[0]:
            err(f"{f}: type {meta.get('type')} does not match file name")
    elif f.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", f)
        if not m:
            err(f"{f}: bad remnic path"); continue
        stem = os.path.basename(f)[:-3]
        if meta.get("id") != stem or meta.get("category") != m.group(2) or meta.get("status") != "active":
            err(f"{f}: remnic id/category/status mismatch")
        if not str(meta.get("created", "")).startswith(m.group(1)) and not str(meta.get("created")).startswith(m.group(1)):
            err(f"{f}: created does not match folder date")
    elif f.startswith("auto/"):
        if not {"title", "created", "tags"} <= set(meta or {}):
            err(f"{f}: auto note missing title/created/tags")
    else:
        err(f"{f}: unexpected location")
for f in FLAT_OK - flat_seen:
    err(f"{f}: listed as flat but not seen as flat")

# MEMORY.md
idx = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", idx, re.M)
if sorted(linked) != sorted(root) or len(linked) != len(set(linked)):
    err(f"MEMORY.md index mismatch: missing {sorted(set(root) - set(linked))}, extra {sorted(set(linked) - set(root))}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
seen, counts, ids = set(), collections.Counter(), set()
used_files = set()
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    pid = p["note"].split(":")[0]
    if pid in ids:
        err(f"duplicate pair id {pid}")
    ids.add(pid)
    if not a < b:
        err(f"{pid}: a/b not in sort order")
    if (a, b) in seen:
        err(f"{pid}: duplicate file pair")
    seen.add((a, b))
    counts[(p["label"], p["class"])] += 1
    if not re.match(r"^(V|R|N|S|F|O|D|A|NS)\d+: ", p["note"]):
        err(f"pair {i}: note does not start with a pair id")
    for side in ("a", "b"):
        path = p[side]; claim = p["claim_" + side]
        used_files.add(path)
        full = os.path.join(STORE, path)
        if not os.path.exists(full):
            err(f"{pid}: {path} missing"); continue
        fm, body = split(open(full).read())
        all_lines = body.split("\n")
        n = all_lines.count(claim)
        if n != 1:
            err(f"{pid}: claim_{side} occurs {n} times as a full body line of {path}")
        if claim not in claim_lines(body):
            err(f"{pid}: claim_{side} is inside a code fence in {path}")
        if claim != claim.strip() or not claim:
            err(f"{pid}: claim_{side} has stray whitespace")
for k, v in WANT.items():
    if counts[k] != v:
        err(f"class {k}: {counts[k]} pairs, want {v}")
if sum(counts.values()) != 90:
    err(f"{sum(counts.values())} pairs, want 90")
cross = sum(1 for p in pairs if p["a"].split("/")[0] != p["b"].split("/")[0] and not ("/" not in p["a"] and "/" not in p["b"]))
layout = lambda x: x.split("/")[0] if "/" in x else "root"
cross = sum(1 for p in pairs if layout(p["a"]) != layout(p["b"]))

print(f"files: {len(files)} (root {len(root)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, auto {sum(f.startswith('auto/') for f in files)})")
print(f"pairs: {len(pairs)}, cross-layout {cross}, files in no pair: {len(set(files) - used_files)}")
for k in WANT:
    print(f"  {k[0]:17} {k[1]:18} {counts[k]}")
if errors:
    print(f"FAIL: {len(errors)} problem(s)")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("OK: all checks passed")
