#!/usr/bin/env python3
"""Sanity checks for set33: store layout, labels, claims."""
import os, re, sys, datetime, collections
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_glossary.md", "reference_infra.md", "reference_tapfund.md",
        "feedback_festapp_paging.md", "reference_on_call.md"}
EXPECT = {"value_slot": 10, "role_slot": 10, "negation": 10, "stale_vs_change": 10,
          "refinement": 10, "other_subject": 10, "dated_history": 10,
          "agreeing_duplicate": 10, "negation_scope": 10}
CONTRA = {"value_slot", "role_slot", "negation", "stale_vs_change"}
errors = []
def err(m): errors.append(m)

def split(path):
    text = open(path).read()
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

files = []
for dp, _, fns in os.walk(STORE):
    for fn in fns:
        files.append(os.path.relpath(os.path.join(dp, fn), STORE))
roots = sorted(f for f in files if "/" not in f and f != "MEMORY.md")

# frontmatter
flat_seen = 0
for f in files:
    if f == "MEMORY.md":
        continue
    fm, body = split(os.path.join(STORE, f))
    if fm is None:
        err(f"{f}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
    except yaml.YAMLError:
        if f in FLAT:
            flat_seen += 1
            d = dict(l.split(": ", 1) for l in fm.splitlines() if ": " in l and not l.startswith(" "))
        else:
            err(f"{f}: frontmatter does not parse"); continue
    else:
        if f in FLAT:
            err(f"{f}: expected flat (non-strict) description but it parsed")
    if "/" not in f:
        if not re.fullmatch(r"(user|feedback|project|reference)_[a-z0-9_]+\.md", f):
            err(f"{f}: bad root name")
        for k in ("name", "description", "type"):
            if k not in d: err(f"{f}: missing {k}")
        if d.get("type") != f.split("_")[0]: err(f"{f}: type mismatch")
    elif f.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", f)
        if not m: err(f"{f}: bad remnic path"); continue
        date, cat, ms = m.group(1), m.group(2), int(m.group(3))
        stem = os.path.basename(f)[:-3]
        if d.get("id") != stem: err(f"{f}: id != stem")
        if d.get("category") != cat: err(f"{f}: category mismatch")
        if d.get("status") != "active": err(f"{f}: status")
        dt = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc)
        if dt.strftime("%Y-%m-%d") != date: err(f"{f}: epoch date != folder")
        iso = dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms%1000:03d}Z"
        for k in ("created", "updated"):
            v = d.get(k)
            v = v.strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z" if isinstance(v, datetime.datetime) else str(v)
            if v != iso: err(f"{f}: {k} {v} != {iso}")
    elif f.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: err(f"{f}: missing {k}")
    else:
        err(f"{f}: unexpected location")
if flat_seen != len(FLAT): err(f"flat descriptions seen {flat_seen} != {len(FLAT)}")

# MEMORY.md
idx = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", idx, re.M)
if sorted(linked) != roots: err("MEMORY.md does not index exactly the root files")

# labels
L = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(L["now"]) != "2026-11-28": err("now")
pairs = L["pairs"]
cnt = collections.Counter(p["class"] for p in pairs)
if dict(cnt) != EXPECT: err(f"class counts {dict(cnt)}")
seen = set(); cross = 0; used = set()
def layout(f): return "facts" if f.startswith("facts/") else "auto" if f.startswith("auto/") else "root"
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    if (p["label"] == "contradiction") != (p["class"] in CONTRA): err(f"pair {i}: label/class")
    if not a < b: err(f"pair {i}: a/b order {a} {b}")
    if (a, b, p["claim_a"], p["claim_b"]) in seen: err(f"pair {i}: duplicate")
    seen.add((a, b, p["claim_a"], p["claim_b"]))
    if layout(a) != layout(b): cross += 1
    for f, c in ((a, p["claim_a"]), (b, p["claim_b"])):
        used.add(f)
        path = os.path.join(STORE, f)
        if not os.path.exists(path): err(f"pair {i}: missing {f}"); continue
        _, body = split(path)
        n = body.splitlines().count(c)
        if n != 1: err(f"pair {i}: claim found {n}x as a full body line in {f}: {c[:60]}")
        if open(path).read().count(c) != 1: err(f"pair {i}: claim text occurs more than once in {f}")
    for k in ("claim_a", "claim_b", "note"):
        if not p.get(k): err(f"pair {i}: empty {k}")
unpaired = [f for f in files if f not in used and f != "MEMORY.md"]
print(f"files: {len(files)} (root {len(roots)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, auto {sum(f.startswith('auto/') for f in files)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, files in no pair: {len(unpaired)}")
print("classes:", dict(cnt))
if cross < 40: err(f"only {cross} cross-layout pairs")
if errors:
    print("\n".join("ERROR " + e for e in errors)); sys.exit(1)
print("OK")
