#!/usr/bin/env python3
"""Validate ../store and ../labels.yaml."""
import os, re, sys, collections
import yaml
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT_OK = True  # descriptions with an unquoted ': ' are intentional
errs = []
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    errs.append("now is not 2026-11-28")
pairs = lab["pairs"]

def split(path):
    t = open(os.path.join(STORE, path)).read()
    if path == "MEMORY.md":
        return None, t
    m = re.match(r"---\n(.*?)\n---\n(.*)$", t, re.S)
    if not m:
        errs.append(f"{path}: no frontmatter"); return None, t
    return m.group(1), m.group(2)

flat = []
allfiles = []
for dp, dn, fn in os.walk(STORE):
    for f in fn:
        allfiles.append(os.path.relpath(os.path.join(dp, f), STORE))
for p in sorted(allfiles):
    fm, body = split(p)
    if fm is None:
        continue
    try:
        d = yaml.safe_load(fm)
        if not isinstance(d, dict):
            raise ValueError("not a mapping")
    except Exception:
        if "/" not in p and re.search(r"^description: [^\"'].*: ", fm, re.M):
            flat.append(p); continue
        errs.append(f"{p}: frontmatter does not parse"); continue
    if "/" not in p:
        for k in ("name", "description", "type"):
            if k not in d: errs.append(f"{p}: missing {k}")
        if d.get("type") not in ("user", "feedback", "project", "reference"):
            errs.append(f"{p}: bad type")
        if not p.startswith(d.get("type", "") + "_"):
            errs.append(f"{p}: filename does not start with type")
    elif p.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", p)
        if not m: errs.append(f"{p}: bad remnic path")
        elif d.get("id") != os.path.basename(p)[:-3] or d.get("category") != m.group(2):
            errs.append(f"{p}: id/category mismatch")
    elif p.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: errs.append(f"{p}: missing {k}")
    else:
        errs.append(f"{p}: unexpected location")

root = sorted(p for p in allfiles if "/" not in p and p != "MEMORY.md")
mem = open(os.path.join(STORE, "MEMORY.md")).read()
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(idx) != root or len(idx) != len(set(idx)):
    errs.append(f"MEMORY.md index mismatch: {set(root) ^ set(idx)}")

seen = set()
cnt = collections.Counter()
ids = []
CONTRA = {"value_slot", "role_slot", "negation", "stale_vs_change"}
for i, pr in enumerate(pairs):
    a, b = pr["a"], pr["b"]
    tag = pr.get("note", "")[:6]
    if not a < b: errs.append(f"pair {i} {tag}: a/b not sorted")
    if (a, b) in seen: errs.append(f"pair {i} {tag}: duplicate file pair")
    seen.add((a, b))
    for side in ("a", "b"):
        p = pr[side]
        if not os.path.isfile(os.path.join(STORE, p)):
            errs.append(f"pair {i}: missing {p}"); continue
        fm, body = split(p)
        lines = body.split("\n")
        c = pr["claim_" + side]
        n = sum(1 for l in lines if l == c)
        if n != 1: errs.append(f"pair {i} {tag}: claim_{side} occurs {n} times as a full line in {p}")
        if sum(1 for l in lines if c.strip() and c.strip() in l) != 1:
            errs.append(f"pair {i} {tag}: claim_{side} text not unique in {p}")
    want = "contradiction" if pr["class"] in CONTRA else "non_contradiction"
    if pr["label"] != want: errs.append(f"pair {i}: label/class mismatch")
    cnt[pr["class"]] += 1
    ids.append(pr["note"].split(":")[0])
if len(ids) != len(set(ids)): errs.append("duplicate pair ids in notes")
for c in ["value_slot", "role_slot", "negation", "stale_vs_change", "refinement", "other_subject",
          "dated_history", "agreeing_duplicate", "negation_scope"]:
    if cnt[c] != 10: errs.append(f"class {c}: {cnt[c]} pairs")
lay = lambda x: x.split("/")[0] if "/" in x else "root"
cross = sum(1 for pr in pairs if lay(pr["a"]) != lay(pr["b"]))
used = {pr["a"] for pr in pairs} | {pr["b"] for pr in pairs}
print(f"files: {len(allfiles)} (root {len(root)} + MEMORY.md, facts {sum(p.startswith('facts/') for p in allfiles)}, auto {sum(p.startswith('auto/') for p in allfiles)})")
print(f"pairs: {len(pairs)}; " + ", ".join(f"{k} {v}" for k, v in sorted(cnt.items())))
print(f"cross-layout pairs: {cross}; files in no pair: {len(set(allfiles) - used)}")
print(f"flat (non-strict YAML) descriptions: {', '.join(flat) or 'none'}")
if errs:
    print("FAIL"); print("\n".join(errs)); sys.exit(1)
print("OK")
