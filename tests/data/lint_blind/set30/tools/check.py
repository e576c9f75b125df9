#!/usr/bin/env python3
"""Check set30: paths, verbatim claims (exactly once, full line), frontmatter, remnic consistency,
a/b ordering, duplicates, class counts, MEMORY.md index, cross-layout count."""
import os, re, sys, datetime as dt, collections
import yaml
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
errs = []
def err(m): errs.append(m)

flat = set(open(os.path.join(BASE, "tools", "flat_descriptions.txt")).read().split())
files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(root, f), STORE))

def split_fm(txt):
    m = re.match(r"^---\n(.*?)\n---\n", txt, re.S)
    return (m.group(1), txt[m.end():]) if m else (None, txt)

for p in files:
    txt = open(os.path.join(STORE, p)).read()
    if p == "MEMORY.md": continue
    fm, body = split_fm(txt)
    if fm is None: err(f"{p}: no frontmatter"); continue
    if p in flat:
        if not re.search(r"^description: [^\"].*: ", fm, re.M): err(f"{p}: expected flat description")
        fm = re.sub(r"^description: .*$", "description: x", fm, flags=re.M)
    try:
        d = yaml.safe_load(fm)
    except Exception as e:
        err(f"{p}: frontmatter YAML error {e}"); continue
    if "/" not in p:
        for k in ("name", "description", "type"):
            if k not in d: err(f"{p}: missing {k}")
        if d.get("type") not in ("user", "feedback", "project", "reference"): err(f"{p}: bad type")
        if not p.startswith(d.get("type", "?") + "_"): err(f"{p}: filename/type mismatch")
    elif p.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: err(f"{p}: missing {k}")
    elif p.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", p)
        if not m: err(f"{p}: bad remnic path"); continue
        date, cat, ms, _ = m.groups()
        stem = os.path.basename(p)[:-3]
        if d.get("id") != stem: err(f"{p}: id mismatch")
        if d.get("category") != cat: err(f"{p}: category mismatch")
        if d.get("status") != "active": err(f"{p}: status")
        t = dt.datetime.fromtimestamp(int(ms) / 1000, dt.timezone.utc)
        if t.strftime("%Y-%m-%d") != date: err(f"{p}: epoch date != folder")
        for k in ("created", "updated"):
            v = d.get(k); v = v if isinstance(v, str) else v.strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"
            if v != t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{int(ms) % 1000:03d}Z": err(f"{p}: {k} != epoch ({v})")
    else:
        err(f"{p}: unexpected location")

# MEMORY.md indexes every root file
mem = open(os.path.join(STORE, "MEMORY.md")).read()
roots = [p for p in files if "/" not in p and p != "MEMORY.md"]
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(linked) != sorted(roots): err("MEMORY.md index mismatch")

L = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(L["now"]) != "2026-11-28": err("now")
seen = set(); counts = collections.Counter(); cross = 0; inpair = set()
LAB = {"value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction", "stale_vs_change": "contradiction",
       "refinement": "non_contradiction", "other_subject": "non_contradiction", "dated_history": "non_contradiction",
       "agreeing_duplicate": "non_contradiction", "negation_scope": "non_contradiction"}
def layout(p): return "remnic" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"
for i, pr in enumerate(L["pairs"]):
    a, b = pr["a"], pr["b"]
    if not a < b: err(f"pair {i}: a/b order")
    if (a, b) in seen: err(f"pair {i}: duplicate")
    seen.add((a, b))
    if LAB.get(pr["class"]) != pr["label"]: err(f"pair {i}: label/class")
    counts[pr["class"]] += 1
    if layout(a) != layout(b): cross += 1
    for f, c in ((a, pr["claim_a"]), (b, pr["claim_b"])):
        if not os.path.exists(os.path.join(STORE, f)): err(f"pair {i}: missing {f}"); continue
        inpair.add(f)
        _, body = split_fm(open(os.path.join(STORE, f)).read())
        n = body.split("\n").count(c)
        if n != 1: err(f"pair {i}: claim in {f} found {n} times: {c}")
for c in LAB:
    if counts[c] != 10: err(f"class {c}: {counts[c]}")
if cross < 40: err(f"cross-layout pairs {cross} < 40")
print(f"files={len(files)} root={len(roots)}+MEMORY.md remnic={sum(p.startswith('facts/') for p in files)} "
      f"auto={sum(p.startswith('auto/') for p in files)} pairs={len(L['pairs'])} cross={cross} "
      f"unpaired_files={len(files) - 1 - len(inpair)}")
print(dict(counts))
if errs:
    print("\n".join(errs)); sys.exit(1)
print("OK")
