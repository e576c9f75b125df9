#!/usr/bin/env python3
"""Check store/ and labels.yaml for the set61 format rules."""
import os, re, sys, collections, yaml
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_people.md", "reference_glossary.md", "reference_stock.md"}
errs = []

def split(text):
    if not text.startswith("---\n"): return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root = [f for f in files if "/" not in f and f != "MEMORY.md"]
for f in files:
    text = open(os.path.join(STORE, f)).read()
    if f == "MEMORY.md": continue
    fm, _ = split(text)
    if fm is None: errs.append(f"{f}: no frontmatter"); continue
    try:
        meta = yaml.safe_load(fm)
        if f in FLAT: errs.append(f"{f}: expected a flat (non-strict YAML) description but it parsed")
    except yaml.YAMLError:
        if f in FLAT:
            meta = dict(l.split(": ", 1) for l in fm.splitlines())
        else:
            errs.append(f"{f}: frontmatter does not parse"); continue
    if "/" not in f:
        if not re.match(r"(user|feedback|project|reference)_[a-z0-9_]+\.md$", f): errs.append(f"{f}: bad root name")
        for k in ("name", "description", "type"):
            if k not in meta: errs.append(f"{f}: missing {k}")
        if meta.get("type") != f.split("_")[0]: errs.append(f"{f}: type mismatch")
    elif f.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", f)
        if not m: errs.append(f"{f}: bad remnic path"); continue
        for k in ("id", "category", "created", "updated", "source", "confidence", "tags", "status"):
            if k not in meta: errs.append(f"{f}: missing {k}")
        if meta.get("id") != os.path.basename(f)[:-3] or meta.get("category") != m.group(2): errs.append(f"{f}: id/category")
    elif f.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in meta: errs.append(f"{f}: missing {k}")
    else:
        errs.append(f"{f}: unexpected location")

idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != sorted(root) or len(idx) != len(set(idx)): errs.append("MEMORY.md does not index exactly the root files")

lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": errs.append("now")
seen = set(); counts = collections.Counter(); ids = []
CLS = {"contradiction": {"value_slot", "role_slot", "negation", "stale_vs_change"},
       "non_contradiction": {"refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"}}
for p in lab["pairs"]:
    a, b = p["a"], p["b"]
    pid = p["note"].split(":")[0]; ids.append(pid)
    if not a < b: errs.append(f"{pid}: a/b order")
    if (a, b) in seen: errs.append(f"{pid}: duplicate file pair")
    seen.add((a, b))
    if p["class"] not in CLS.get(p["label"], ()): errs.append(f"{pid}: class/label")
    counts[(p["label"], p["class"])] += 1
    for side, path in (("claim_a", a), ("claim_b", b)):
        fp = os.path.join(STORE, path)
        if not os.path.exists(fp): errs.append(f"{pid}: missing {path}"); continue
        _, body = split(open(fp).read())
        n = body.split("\n").count(p[side])
        if n != 1 or not p[side].strip(): errs.append(f"{pid}: {side} found {n} times as a full body line in {path}")
if len(set(ids)) != len(ids): errs.append("duplicate pair ids")
for k, v in sorted(counts.items()):
    if v != 10: errs.append(f"class count {k}={v}")
cross = sum(1 for p in lab["pairs"] if (p["a"].split("/")[0] if "/" in p["a"] else "root") != (p["b"].split("/")[0] if "/" in p["b"] else "root"))
print(f"files={len(files)} root={len(root)} auto={sum(f.startswith('auto/') for f in files)} facts={sum(f.startswith('facts/') for f in files)} pairs={len(lab['pairs'])} cross_layout={cross}")
for k, v in sorted(counts.items()): print(f"  {k[0]:17} {k[1]:18} {v}")
print("\n".join(errs) if errs else "OK: all checks passed")
sys.exit(1 if errs else 0)
