#!/usr/bin/env python3
"""Verify set14: store files, labels.yaml claims, frontmatter, remnic ids, ordering, counts."""
import os, re, sys, datetime, collections
import yaml
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_brewlog.md", "reference_kegtrack.md", "project_keg_audit.md", "reference_glossary.md"}
EXPECT = {"value_slot": 10, "role_slot": 10, "negation": 10, "stale_vs_change": 10, "refinement": 10,
          "other_subject": 10, "dated_history": 10, "agreeing_duplicate": 10, "negation_scope": 10}
LABEL = {"value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
         "stale_vs_change": "contradiction"}
errors = []
def err(msg): errors.append(msg)

def split(text):
    m = re.match(r"^---\n(.*?)\n---\n(.*)$", text, re.S)
    return (m.group(1), m.group(2)) if m else (None, text)

def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"

files = {}
for dp, dn, fn in os.walk(STORE):
    for f in fn:
        full = os.path.join(dp, f)
        files[os.path.relpath(full, STORE)] = open(full).read()

# frontmatter
for p, text in files.items():
    if p == "MEMORY.md":
        continue
    fm, body = split(text)
    if fm is None:
        err(f"{p}: no frontmatter"); continue
    lay = layout(p)
    if lay == "root":
        if not re.match(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$", p):
            err(f"{p}: bad root name")
        keys = [l.split(":", 1)[0] for l in fm.splitlines()]
        if keys != ["name", "description", "type"]:
            err(f"{p}: root keys {keys}")
        if p in FLAT:
            desc = [l for l in fm.splitlines() if l.startswith("description: ")][0][13:]
            if ": " not in desc: err(f"{p}: flat description lacks ': '")
            try:
                yaml.safe_load(fm); err(f"{p}: flat frontmatter unexpectedly parses")
            except yaml.YAMLError:
                pass
            typ = re.search(r"^type: (\w+)$", fm, re.M).group(1)
        else:
            try:
                d = yaml.safe_load(fm)
            except yaml.YAMLError as e:
                err(f"{p}: yaml {e}"); continue
            typ = d["type"]
            if not isinstance(d["description"], str) or not d["description"]: err(f"{p}: description")
        if not p.startswith(typ + "_"): err(f"{p}: type {typ} mismatch")
    elif lay == "facts":
        try:
            d = yaml.safe_load(fm)
        except yaml.YAMLError as e:
            err(f"{p}: yaml {e}"); continue
        m = re.match(r"^facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", p)
        if not m: err(f"{p}: bad remnic path"); continue
        date, cat, ep, hx = m.groups()
        stem = os.path.basename(p)[:-3]
        if d.get("id") != stem: err(f"{p}: id {d.get('id')}")
        if d.get("category") != cat: err(f"{p}: category")
        if d.get("status") != "active": err(f"{p}: status")
        for k in ("created", "updated"):
            v = d.get(k)
            v = v if isinstance(v, str) else v.strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"
            dt = datetime.datetime.strptime(v, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=datetime.timezone.utc)
            if int(round(dt.timestamp() * 1000)) != int(ep): err(f"{p}: {k} != epoch")
            if dt.strftime("%Y-%m-%d") != date: err(f"{p}: {k} date != folder")
    else:
        try:
            d = yaml.safe_load(fm)
        except yaml.YAMLError as e:
            err(f"{p}: yaml {e}"); continue
        if set(d) != {"title", "created", "tags"}: err(f"{p}: auto keys {set(d)}")

# MEMORY.md covers every root file, once
mem = files["MEMORY.md"]
roots = sorted(p for p in files if "/" not in p and p != "MEMORY.md")
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(linked) != roots: err("MEMORY.md index != root files")

# labels
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(lab["now"]) != "2026-11-28": err("now")
pairs = lab["pairs"]
seen = set(); cnt = collections.Counter(); cross = 0; inpair = set()
for i, pr in enumerate(pairs):
    a, b = pr["a"], pr["b"]
    for p in (a, b):
        if p not in files: err(f"pair {i}: missing {p}")
    if not a < b: err(f"pair {i}: a/b order {a} {b}")
    key = (a, b)
    if key in seen: err(f"pair {i}: duplicate file pair {key}")
    seen.add(key)
    if LABEL.get(pr["class"], "non_contradiction") != pr["label"]: err(f"pair {i}: label/class")
    cnt[pr["class"]] += 1
    if layout(a) != layout(b): cross += 1
    inpair.update([a, b])
    for side in ("a", "b"):
        p, claim = pr[side], pr["claim_" + side]
        if p not in files: continue
        body = split(files[p])[1]
        n = sum(1 for l in body.split("\n") if l == claim)
        if n != 1: err(f"pair {i}: claim_{side} occurs {n}x as a full line in {p}")
        if claim.strip() != claim or not claim: err(f"pair {i}: claim_{side} whitespace")
        # claim text must not be repeated inside any other line of the same file
        if body.count(claim) != 1: err(f"pair {i}: claim_{side} substring count {body.count(claim)} in {p}")
if dict(cnt) != EXPECT: err(f"class counts {dict(cnt)}")
lays = collections.Counter(layout(p) for p in files if p != "MEMORY.md")
unpaired = [p for p in files if p != "MEMORY.md" and p not in inpair]
print(f"files: {len(files)} (root {lays['root']} + MEMORY.md, facts {lays['facts']}, auto {lays['auto']})")
print(f"pairs: {len(pairs)}; per class: {dict(cnt)}")
print(f"cross-layout pairs: {cross}; files in no pair: {len(unpaired)}")
if cross < 40: err("fewer than 40 cross-layout pairs")
if errors:
    print("ERRORS:"); [print(" -", e) for e in errors]; sys.exit(1)
print("OK")
