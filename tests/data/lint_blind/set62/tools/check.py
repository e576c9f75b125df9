#!/usr/bin/env python3
"""Check store/ and labels.yaml."""
import collections, os, re, sys
import yaml
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_sites.md", "reference_glossary.md", "feedback_member_data.md", "project_share_offer_2026.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errs = []

def split(path):
    t = open(path, encoding="utf-8").read()
    if not t.startswith("---\n"):
        return None, t
    end = t.index("\n---\n", 4)
    return t[4:end], t[end + 5:]

rels = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root = [r for r in rels if "/" not in r and r != "MEMORY.md"]
for r in rels:
    if r == "MEMORY.md":
        continue
    fm, body = split(os.path.join(STORE, r))
    if fm is None:
        errs.append(f"{r}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if r in FLAT:
            errs.append(f"{r}: expected flat (non-YAML) description but it parsed")
    except yaml.YAMLError:
        if r not in FLAT:
            errs.append(f"{r}: frontmatter does not parse")
        d = dict(l.split(": ", 1) for l in fm.splitlines() if ": " in l and not l.startswith(" "))
    if "/" not in r:
        if not re.fullmatch(r"(user|feedback|project|reference)_[a-z0-9_]+\.md", r): errs.append(f"{r}: bad root name")
        for k in ("name", "description", "type"):
            if k not in d: errs.append(f"{r}: missing {k}")
        if d.get("type") != r.split("_")[0]: errs.append(f"{r}: type mismatch")
    elif r.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", r)
        if not m: errs.append(f"{r}: bad remnic path"); continue
        if d.get("id") != os.path.basename(r)[:-3] or d.get("category") != m.group(2): errs.append(f"{r}: id/category")
        if not str(d.get("created", "")).startswith(m.group(1)): errs.append(f"{r}: created not on folder date")
        for k in ("updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in d: errs.append(f"{r}: missing {k}")
    elif r.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: errs.append(f"{r}: missing {k}")
    else:
        errs.append(f"{r}: unknown layout")

idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read(), re.M)
if sorted(idx) != sorted(root) or len(idx) != len(set(idx)):
    errs.append(f"MEMORY.md index mismatch: {set(idx) ^ set(root)}")

L = yaml.safe_load(open(os.path.join(BASE, "labels.yaml"), encoding="utf-8"))
if str(L.get("now")) != "2026-11-28": errs.append("now != 2026-11-28")
seen, counts, ids = set(), collections.Counter(), set()
for p in L["pairs"]:
    pid = p["note"].split(":")[0]
    if pid in ids: errs.append(f"duplicate id {pid}")
    ids.add(pid)
    if not p["a"] < p["b"]: errs.append(f"{pid}: a/b order")
    if (p["a"], p["b"]) in seen: errs.append(f"{pid}: duplicate file pair")
    seen.add((p["a"], p["b"]))
    if p["class"] not in CLASSES.get(p["label"], []): errs.append(f"{pid}: bad label/class")
    counts[(p["label"], p["class"])] += 1
    for side in "ab":
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path): errs.append(f"{pid}: missing {p[side]}"); continue
        _, body = split(path) if p[side] != "MEMORY.md" else (None, open(path).read())
        n = body.split("\n").count(p["claim_" + side])
        if n != 1: errs.append(f"{pid}: claim_{side} found {n} times as a full body line in {p[side]}")
for lab, cl in CLASSES.items():
    for c in cl:
        if counts[(lab, c)] != 10: errs.append(f"{lab}/{c}: {counts[(lab, c)]} pairs")
cross = sum(1 for p in L["pairs"] if p["a"].split("/")[0] != p["b"].split("/")[0] and ("/" in p["a"] or "/" in p["b"]))
layout = lambda r: r.split("/")[0] if "/" in r else "root"
cross = sum(1 for p in L["pairs"] if layout(p["a"]) != layout(p["b"]))
print(f"files: {len(rels)} (root {len(root)}+MEMORY.md, facts {sum(r.startswith('facts/') for r in rels)}, auto {sum(r.startswith('auto/') for r in rels)})")
print(f"pairs: {len(L['pairs'])}, cross-layout: {cross}; " + ", ".join(f"{c}={counts[(l, c)]}" for l, cl in CLASSES.items() for c in cl))
if errs:
    print("FAIL"); print("\n".join(errs)); sys.exit(1)
print("OK")
