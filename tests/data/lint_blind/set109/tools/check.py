#!/usr/bin/env python3
"""Validate set109: store/ layout, frontmatter, MEMORY.md index, labels.yaml."""
import os, re, sys, collections
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_benchlog.md", "reference_infra.md", "reference_couriers.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []


def err(msg):
    errors.append(msg)


def split(text):
    """-> (frontmatter text or None, list of (line, in_code_fence) for the body)."""
    fm, body = None, text
    if text.startswith("---\n"):
        end = text.index("\n---\n", 4)
        fm, body = text[4:end], text[end + 5:]
    lines, fence = [], False
    for ln in body.split("\n"):
        if ln.strip().startswith("```"):
            fence = not fence
            lines.append((ln, True))
            continue
        lines.append((ln, fence))
    return fm, lines


def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"


files = {}
for dp, _, fns in os.walk(STORE):
    for fn in fns:
        full = os.path.join(dp, fn)
        files[os.path.relpath(full, STORE)] = open(full).read()

root = sorted(p for p in files if "/" not in p and p != "MEMORY.md")
for p, text in files.items():
    lay = layout(p)
    if p == "MEMORY.md":
        continue
    fm, _ = split(text)
    if fm is None:
        err(f"{p}: no frontmatter")
        continue
    if lay == "root":
        if not re.fullmatch(r"(user|feedback|project|reference)_[a-z0-9_]+\.md", p):
            err(f"{p}: bad root name")
        if p in FLAT:
            keys = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
            try:
                yaml.safe_load(fm)
                err(f"{p}: expected a flat (non-strict) description but it parses")
            except yaml.YAMLError:
                pass
        else:
            try:
                keys = yaml.safe_load(fm)
            except yaml.YAMLError as e:
                err(f"{p}: frontmatter does not parse: {e}")
                continue
        for k in ("name", "description", "type"):
            if k not in keys:
                err(f"{p}: missing {k}")
        if keys.get("type") != p.split("_")[0]:
            err(f"{p}: type mismatch")
        if keys.get("name") in ("kestrel", "kestrel-repair"):
            err(f"{p}: name is the project")
    else:
        try:
            meta = yaml.safe_load(fm)
        except yaml.YAMLError as e:
            err(f"{p}: frontmatter does not parse: {e}")
            continue
        if lay == "facts":
            m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/((fact|preference|decision)-(\d{13})-([0-9a-f]{4}))\.md", p)
            if not m:
                err(f"{p}: bad remnic path")
                continue
            if meta.get("id") != m.group(2) or meta.get("category") != m.group(3):
                err(f"{p}: id/category mismatch")
            for k in ("created", "updated", "source", "confidence", "confidenceTier", "tags", "status"):
                if k not in meta:
                    err(f"{p}: missing {k}")
            if not str(meta.get("created")).startswith(m.group(1)):
                err(f"{p}: created not on folder date")
        else:
            for k in ("title", "created", "tags"):
                if k not in meta:
                    err(f"{p}: missing {k}")

# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", files.get("MEMORY.md", ""), re.M)
if sorted(idx) != root or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: extra {set(idx) - set(root)}, missing {set(root) - set(idx)}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
seen = set()
counts = collections.Counter()
cross = 0
used = set()
for i, pr in enumerate(pairs):
    tag = pr.get("note", "")[:6]
    a, b = pr["a"], pr["b"]
    if set(pr) != {"a", "b", "label", "class", "claim_a", "claim_b", "note"}:
        err(f"pair {i}: keys {sorted(pr)}")
    if not a < b:
        err(f"{tag}: a/b not sorted")
    if (a, b) in seen:
        err(f"{tag}: duplicate file pair {a} {b}")
    seen.add((a, b))
    if pr["class"] not in CLASSES.get(pr["label"], []):
        err(f"{tag}: class {pr['class']} not allowed for {pr['label']}")
    if not re.match(r"^(V|R|N|S|F|O|D|A|NS)\d+: ", pr["note"]):
        err(f"{tag}: note does not start with a pair id")
    counts[(pr["label"], pr["class"])] += 1
    cross += layout(a) != layout(b)
    for side, claim in ((a, pr["claim_a"]), (b, pr["claim_b"])):
        used.add(side)
        if side not in files:
            err(f"{tag}: missing file {side}")
            continue
        _, lines = split(files[side])
        hits = [fence for ln, fence in lines if ln == claim]
        if len(hits) != 1:
            err(f"{tag}: claim present {len(hits)} times in {side}: {claim!r}")
        elif hits[0]:
            err(f"{tag}: claim inside a code fence in {side}")
        if not claim.strip() or claim != claim.strip():
            err(f"{tag}: claim not a trimmed full line")
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10:
            err(f"class {lbl}/{c}: {counts[(lbl, c)]} pairs, expected 10")
if len(pairs) != 90:
    err(f"{len(pairs)} pairs, expected 90")

lay = collections.Counter(layout(p) for p in files if p != "MEMORY.md")
print(f"files: {len(files)} (root {lay['root']} + MEMORY.md, facts {lay['facts']}, auto {lay['auto']})")
print(f"pairs: {len(pairs)}, cross-layout {cross}, files in no pair: {len(set(files) - used)}")
for (lbl, c), n in sorted(counts.items()):
    print(f"  {lbl:18} {c:20} {n}")
if errors:
    print(f"FAIL: {len(errors)} problem(s)")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK: all checks passed")
