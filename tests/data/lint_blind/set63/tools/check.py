#!/usr/bin/env python3
"""Check set63: store paths, claim lines, frontmatter, MEMORY.md index, pair order/uniqueness, class counts."""
import os, re, sys
from collections import Counter
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_lockbook.md", "reference_venues.md", "reference_glossary.md", "user_hannah.md"}
WANT = {("contradiction", c): 10 for c in ("value_slot", "role_slot", "negation", "stale_vs_change")}
WANT.update({("non_contradiction", c): 10 for c in
             ("refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope")})
errors = []


def err(msg):
    errors.append(msg)


def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]


def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"


all_files = []
for d, _, fs in os.walk(STORE):
    for f in fs:
        all_files.append(os.path.relpath(os.path.join(d, f), STORE))
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")

# frontmatter
for p in sorted(all_files):
    if p == "MEMORY.md":
        continue
    text = open(os.path.join(STORE, p), encoding="utf-8").read()
    fm, body = split(text)
    if fm is None:
        err(f"{p}: no frontmatter"); continue
    try:
        meta = yaml.safe_load(fm)
        if p in FLAT:
            err(f"{p}: listed as flat but parses as YAML")
    except yaml.YAMLError:
        if p not in FLAT:
            err(f"{p}: frontmatter does not parse")
        meta = dict(l.split(": ", 1) for l in fm.splitlines() if ": " in l and not l.startswith(" "))
    lay = layout(p)
    if lay == "root":
        if not re.match(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$", p):
            err(f"{p}: bad root file name")
        for k in ("name", "description", "type"):
            if k not in meta:
                err(f"{p}: missing {k}")
        if meta.get("type") != p.split("_")[0]:
            err(f"{p}: type {meta.get('type')} does not match file name")
    elif lay == "facts":
        m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", p)
        if not m:
            err(f"{p}: bad remnic path"); continue
        if meta.get("id") != os.path.basename(p)[:-3] or meta.get("category") != m.group(2):
            err(f"{p}: id/category mismatch")
        if not str(meta.get("created", "")).startswith(m.group(1)) and not str(meta.get("created")).startswith(m.group(1)):
            err(f"{p}: created not in folder date")
        for k in ("source", "confidence", "confidenceTier", "tags", "status"):
            if k not in meta:
                err(f"{p}: missing {k}")
    else:
        for k in ("title", "created", "tags"):
            if k not in meta:
                err(f"{p}: missing {k}")

# MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(linked) != root_files or len(linked) != len(set(linked)):
    err(f"MEMORY.md index mismatch: missing {set(root_files) - set(linked)}, extra {set(linked) - set(root_files)}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
seen = set(); ids = set(); cls = Counter(); cross = 0; used = set()
for i, pr in enumerate(pairs):
    a, b = pr["a"], pr["b"]
    pid = pr["note"].split(":", 1)[0]
    if pid in ids:
        err(f"duplicate pair id {pid}")
    ids.add(pid)
    if not a < b:
        err(f"{pid}: a/b not in sorted order")
    if (a, b) in seen:
        err(f"{pid}: duplicate file pair {a} {b}")
    seen.add((a, b))
    cls[(pr["label"], pr["class"])] += 1
    if layout(a) != layout(b):
        cross += 1
    for side in ("a", "b"):
        p = pr[side]; claim = pr["claim_" + side]
        fp = os.path.join(STORE, p)
        if not os.path.isfile(fp):
            err(f"{pid}: {p} missing"); continue
        used.add(p)
        _, body = split(open(fp, encoding="utf-8").read())
        n = body.split("\n").count(claim)
        if n != 1:
            err(f"{pid}: claim_{side} found {n} times as a full body line in {p}")
        if claim != claim.strip("\n") or not claim.strip():
            err(f"{pid}: claim_{side} empty or multi-line")
if dict(cls) != WANT:
    err(f"class counts {dict(cls)}")
if len(pairs) != 90:
    err(f"{len(pairs)} pairs, want 90")

print(f"files: {len(all_files)} (root {len(root_files)} + MEMORY.md, "
      f"facts {sum(1 for f in all_files if f.startswith('facts/'))}, auto {sum(1 for f in all_files if f.startswith('auto/'))})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, files in no pair: {len(all_files) - len(used)}")
for (l, c), n in sorted(cls.items()):
    print(f"  {l:18s} {c:18s} {n}")
if errors:
    print(f"FAIL: {len(errors)} problem(s)")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK: all checks passed")
