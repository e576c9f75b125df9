#!/usr/bin/env python3
"""Check store/ and labels.yaml for structural consistency."""
import collections, os, re, sys
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT_DESC = {"reference_infra.md", "reference_site.md", "reference_glossary.md"}  # unquoted ': ' on purpose
CLASSES = {"value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
           "stale_vs_change": "contradiction", "refinement": "non_contradiction",
           "other_subject": "non_contradiction", "dated_history": "non_contradiction",
           "agreeing_duplicate": "non_contradiction", "negation_scope": "non_contradiction"}
errors = []


def err(msg):
    errors.append(msg)


def split(text, path):
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")


def body_claim_lines(lines):
    """Body lines outside code fences."""
    out, fence = [], False
    for ln in lines:
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(ln)
    return out


files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root = [f for f in files if "/" not in f and f != "MEMORY.md"]
parsed = {}
for f in files:
    text = open(os.path.join(STORE, f), encoding="utf-8").read()
    if f == "MEMORY.md":
        continue
    fm, body = split(text, f)
    if fm is None:
        err(f"{f}: no frontmatter")
        continue
    parsed[f] = body
    try:
        meta = yaml.safe_load(fm)
        if f in FLAT_DESC:
            err(f"{f}: expected a non-strict description but it parsed")
    except yaml.YAMLError:
        if f not in FLAT_DESC:
            err(f"{f}: frontmatter does not parse")
        meta = dict(re.findall(r"^(\w+): (.*)$", fm, re.M))
    if "/" not in f:
        m = re.match(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$", f)
        if not m:
            err(f"{f}: bad root file name")
        for k in ("name", "description", "type"):
            if k not in meta:
                err(f"{f}: missing {k}")
        if meta.get("type") != (m.group(1) if m else None):
            err(f"{f}: type {meta.get('type')} does not match file name")
        if "kelda" in str(meta.get("name", "")).lower():
            err(f"{f}: name is the project, not a topic")
    elif f.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in meta:
                err(f"{f}: missing {k}")
    elif f.startswith("facts/"):
        m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", f)
        if not m:
            err(f"{f}: bad remnic path")
            continue
        stem = os.path.basename(f)[:-3]
        if meta.get("id") != stem or meta.get("category") != m.group(2) or meta.get("status") != "active":
            err(f"{f}: id/category/status mismatch")
        if not str(meta.get("created", "")).startswith(m.group(1)) and \
                not str(meta.get("created", "")).startswith(m.group(1).replace("-", "-")):
            pass
        for k in ("created", "updated", "source", "confidence", "confidenceTier", "tags"):
            if k not in meta:
                err(f"{f}: missing {k}")
    else:
        err(f"{f}: unexpected location")

# MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(idx) != sorted(root) or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {set(root) - set(idx)}, extra {set(idx) - set(root)}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
seen = set()
counts = collections.Counter()
cross = 0
in_pair = set()
for i, p in enumerate(pairs):
    pid = str(p.get("note", "")).split(":")[0]
    keys = {"a", "b", "label", "class", "claim_a", "claim_b", "note"}
    if set(p) != keys:
        err(f"pair {i}: keys {set(p)}")
        continue
    a, b = p["a"], p["b"]
    if not a < b:
        err(f"{pid}: a/b not in sorted order")
    if (a, b) in seen:
        err(f"{pid}: duplicate file pair {a} {b}")
    seen.add((a, b))
    if CLASSES.get(p["class"]) != p["label"]:
        err(f"{pid}: label/class mismatch")
    if not re.match(r"^[A-Z]+\d+: ", p["note"]):
        err(f"{pid}: note does not start with the pair id")
    counts[(p["label"], p["class"])] += 1
    lay = lambda x: "facts" if x.startswith("facts/") else "auto" if x.startswith("auto/") else "root"
    cross += lay(a) != lay(b)
    for side in ("a", "b"):
        path, claim = p[side], p["claim_" + side]
        in_pair.add(path)
        if path not in parsed:
            err(f"{pid}: {path} does not exist")
            continue
        body = parsed[path]
        if body.count(claim) != 1:
            err(f"{pid}: claim_{side} occurs {body.count(claim)} times as a full line in {path}")
        if claim not in body_claim_lines(body):
            err(f"{pid}: claim_{side} is inside a code fence in {path}")
        if not claim.strip() or claim != claim.strip():
            err(f"{pid}: claim_{side} empty or padded")
for cls, lbl in CLASSES.items():
    if counts[(lbl, cls)] != 10:
        err(f"class {cls}: {counts[(lbl, cls)]} pairs, want 10")
if len(pairs) != 90:
    err(f"{len(pairs)} pairs, want 90")

n_auto = sum(f.startswith("auto/") for f in files)
n_facts = sum(f.startswith("facts/") for f in files)
print(f"files: {len(files)} (root {len(root)} + MEMORY.md, auto {n_auto}, facts {n_facts}); "
      f"files in no pair: {len(set(files) - in_pair)}")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for (lbl, cls), n in sorted(counts.items()):
    print(f"  {lbl:18} {cls:20} {n}")
if errors:
    print("FAIL")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK")
