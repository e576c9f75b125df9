#!/usr/bin/env python3
"""Check store/ and labels.yaml of set132."""
import collections, os, re, sys
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_shopfront.md", "reference_packhouse.md", "reference_glossary.md", "user_rohan.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []


def err(msg):
    errors.append(msg)


def split(path):
    text = open(os.path.join(STORE, path)).read()
    if path == "MEMORY.md":
        return None, text.split("\n")
    if not text.startswith("---\n"):
        err(f"{path}: no frontmatter")
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")


def claim_lines(body):
    """body lines outside code fences"""
    out, fence = [], False
    for line in body:
        if line.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(line)
    return out


all_files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
# frontmatter
for p in all_files:
    fm, _ = split(p)
    if p == "MEMORY.md":
        continue
    try:
        data = yaml.safe_load(fm)
        ok = isinstance(data, dict)
    except yaml.YAMLError:
        ok = False
    if not ok:
        if p in FLAT:
            data = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l and not l.startswith(" "))
        else:
            err(f"{p}: frontmatter does not parse")
            continue
    elif p in FLAT:
        err(f"{p}: meant to be a flat (non-strict) description but parses")
    if "/" not in p:
        for k in ("name", "description", "type"):
            if k not in data:
                err(f"{p}: missing {k}")
        if data.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{p}: bad type")
        if not p.startswith(data.get("type", "") + "_"):
            err(f"{p}: type prefix mismatch")
    elif p.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d+)-([0-9a-f]{4})\.md$", p)
        if not m:
            err(f"{p}: bad remnic path")
        else:
            if data.get("id") != os.path.basename(p)[:-3] or data.get("category") != m.group(2):
                err(f"{p}: id/category mismatch")
            if not str(data.get("created", "")).startswith(m.group(1)):
                err(f"{p}: created not in folder date")
            for k in ("source", "confidence", "confidenceTier", "tags", "status"):
                if k not in data:
                    err(f"{p}: missing {k}")
    elif p.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in data:
                err(f"{p}: missing {k}")
    else:
        err(f"{p}: unexpected location")

# MEMORY.md
root = {p for p in all_files if "/" not in p and p != "MEMORY.md"}
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != sorted(root) or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {root - set(idx)}, extra {set(idx) - root}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
seen, counts, cross = set(), collections.Counter(), 0
ids = set()
layout = lambda p: "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"
for i, pr in enumerate(pairs):
    a, b = pr["a"], pr["b"]
    pid = pr["note"].split(":")[0]
    if pid in ids:
        err(f"duplicate pair id {pid}")
    ids.add(pid)
    for p in (a, b):
        if p not in all_files:
            err(f"{pid}: missing file {p}")
    if not a < b:
        err(f"{pid}: a/b not sorted")
    if (a, b) in seen:
        err(f"{pid}: duplicate file pair")
    seen.add((a, b))
    if pr["class"] not in CLASSES.get(pr["label"], []):
        err(f"{pid}: class {pr['class']} not under {pr['label']}")
    counts[(pr["label"], pr["class"])] += 1
    cross += layout(a) != layout(b)
    for side in "ab":
        p, c = pr[side], pr["claim_" + side]
        if p not in all_files:
            continue
        _, body = split(p)
        n_all = sum(1 for l in body if l == c)
        n_ok = sum(1 for l in claim_lines(body) if l == c)
        if n_all != 1 or n_ok != 1:
            err(f"{pid}: claim_{side} found {n_all}x in {p} ({n_ok}x outside code fences)")
        if not c.strip() or c != c.strip("\n"):
            err(f"{pid}: claim_{side} empty or multi-line")
for label, cls in CLASSES.items():
    for c in cls:
        if counts[(label, c)] != 10:
            err(f"class {label}/{c}: {counts[(label, c)]} pairs, want 10")
if len(pairs) != 90:
    err(f"{len(pairs)} pairs, want 90")

by_layout = collections.Counter(layout(p) for p in all_files if p != "MEMORY.md")
in_pairs = {p for pr in pairs for p in (pr["a"], pr["b"])}
print(f"files: {len(all_files)} (root {by_layout['root']} + MEMORY.md, facts {by_layout['facts']}, auto {by_layout['auto']}); "
      f"in pairs: {len(in_pairs)}, unpaired: {len(all_files) - len(in_pairs)}")
print(f"pairs: {len(pairs)}, crossing layouts: {cross}")
for (l, c), n in sorted(counts.items()):
    print(f"  {l:18} {c:20} {n}")
if errors:
    print("FAIL")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK")
