#!/usr/bin/env python3
"""Check store/ and labels.yaml for the set's structural rules."""
import os, re, sys
from collections import Counter
import yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT_OK = {"reference_flightdesk.md", "reference_infra.md", "reference_logbook.md", "user_sian.md"}
errs = []

def split(path):
    text = open(path).read()
    m = re.match(r"---\n(.*?)\n---\n", text, re.S)
    if not m: return None, text
    return m.group(1), text[m.end():]

def body_lines(body):
    out, fence = [], False
    for ln in body.split("\n"):
        if ln.strip().startswith("```"):
            fence = not fence; continue
        if not fence: out.append(ln)
    return out

allfiles = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root = [f for f in allfiles if "/" not in f and f != "MEMORY.md"]
# frontmatter
for f in allfiles:
    if f == "MEMORY.md": continue
    fm, body = split(os.path.join(STORE, f))
    if fm is None: errs.append(f"{f}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if f in FLAT_OK: errs.append(f"{f}: expected a flat (non-strict) description but YAML parsed")
    except yaml.YAMLError:
        if f in FLAT_OK:
            d = dict(l.split(": ", 1) for l in fm.split("\n"))
        else:
            errs.append(f"{f}: frontmatter does not parse"); continue
    if "/" not in f:
        need = {"name", "description", "type"}
        if not need <= set(d): errs.append(f"{f}: missing {need - set(d)}")
        if d.get("type") not in ("user", "feedback", "project", "reference"): errs.append(f"{f}: bad type")
        if not f.startswith(d.get("type", "?") + "_"): errs.append(f"{f}: filename does not start with type")
    elif f.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", f)
        if not m: errs.append(f"{f}: bad remnic path"); continue
        if d.get("id") != os.path.basename(f)[:-3] or d.get("category") != m.group(2): errs.append(f"{f}: id/category mismatch")
        if not str(d.get("created", "")).startswith(m.group(1)): errs.append(f"{f}: created date != folder")
        for k in ("source", "confidence", "confidenceTier", "tags", "status"):
            if k not in d: errs.append(f"{f}: missing {k}")
    elif f.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: errs.append(f"{f}: missing {k}")
    else:
        errs.append(f"{f}: unexpected location")
# MEMORY.md
idx = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", idx, re.M)
if sorted(linked) != sorted(root) or len(linked) != len(set(linked)):
    errs.append(f"MEMORY.md index mismatch: extra {set(linked)-set(root)} missing {set(root)-set(linked)}")
# labels
L = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(L.get("now")) != "2026-11-28": errs.append("now != 2026-11-28")
pairs = L["pairs"]
seen, cls, ids = set(), Counter(), []
C_CLASSES = {"value_slot", "role_slot", "negation", "stale_vs_change"}
N_CLASSES = {"refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"}
for i, p in enumerate(pairs):
    tag = p.get("note", f"#{i}")[:5]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p: errs.append(f"{tag}: missing {k}")
    if not p["a"] < p["b"]: errs.append(f"{tag}: a/b not sorted")
    if (p["a"], p["b"]) in seen: errs.append(f"{tag}: duplicate file pair")
    seen.add((p["a"], p["b"]))
    want = "contradiction" if p["class"] in C_CLASSES else "non_contradiction" if p["class"] in N_CLASSES else None
    if p["label"] != want: errs.append(f"{tag}: label/class mismatch")
    cls[(p["label"], p["class"])] += 1
    ids.append(p["note"].split(":")[0])
    for side in ("a", "b"):
        fp = os.path.join(STORE, p[side])
        if not os.path.isfile(fp): errs.append(f"{tag}: {p[side]} missing"); continue
        fm, body = split(fp)
        bl = body_lines(body)
        n = sum(1 for ln in bl if ln == p["claim_" + side])
        n_all = open(fp).read().split("\n").count(p["claim_" + side])
        if n != 1 or n_all != 1: errs.append(f"{tag}: claim_{side} found {n} times as a body line ({n_all} in file) in {p[side]}")
        if not p["claim_" + side].strip() or p["claim_" + side] != p["claim_" + side].strip():
            errs.append(f"{tag}: claim_{side} has stray whitespace")
if len(ids) != len(set(ids)): errs.append("duplicate pair ids")
for c in sorted(C_CLASSES | N_CLASSES):
    n = sum(v for (l, k), v in cls.items() if k == c)
    if n != 10: errs.append(f"class {c}: {n} pairs, want 10")
cross = sum(1 for p in pairs if (p["a"].split("/")[0] if "/" in p["a"] else "root") != (p["b"].split("/")[0] if "/" in p["b"] else "root"))
print(f"files: {len(allfiles)} (root {len(root)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in allfiles)}, auto {sum(f.startswith('auto/') for f in allfiles)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, files in no pair: {len(set(allfiles) - {p[s] for p in pairs for s in 'ab'})}")
for (l, c), v in sorted(cls.items()): print(f"  {l:18} {c:20} {v}")
if errs:
    print("FAIL"); [print("  " + e) for e in errs]; sys.exit(1)
print("OK: all checks passed")
