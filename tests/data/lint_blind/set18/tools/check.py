#!/usr/bin/env python3
"""Verify set18: paths, verbatim claims, frontmatter, remnic consistency, ordering, counts, index."""
import collections, datetime as dt, os, re, sys
import yaml
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_lockd.md", "reference_glossary.md", "project_ebike_rollout.md", "reference_infra.md"}
EXPECT = {("contradiction", c): 10 for c in ["value_slot", "role_slot", "negation", "stale_vs_change"]}
EXPECT.update({("non_contradiction", c): 10 for c in ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]})
errors = []
def err(m): errors.append(m)

def split_fm(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

def layout(p):
    return "remnic" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"

allfiles = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
bodies = {}
for p in allfiles:
    text = open(os.path.join(STORE, p)).read()
    if p == "MEMORY.md":
        bodies[p] = text; continue
    fm, body = split_fm(text)
    bodies[p] = body
    if fm is None:
        err(f"{p}: no frontmatter"); continue
    lay = layout(p)
    try:
        meta = yaml.safe_load(fm)
        if os.path.basename(p) in FLAT and lay == "root":
            err(f"{p}: listed as flat but parses as strict YAML")
    except yaml.YAMLError:
        if lay == "root" and p in FLAT:
            meta = dict(l.split(": ", 1) for l in fm.splitlines())
        else:
            err(f"{p}: frontmatter does not parse"); continue
    if lay == "root":
        typ = p.split("_", 1)[0]
        if set(meta) != {"name", "description", "type"}: err(f"{p}: root keys {set(meta)}")
        if meta.get("type") != typ or typ not in ("user", "feedback", "project", "reference"): err(f"{p}: type mismatch")
        if not re.fullmatch(r"[a-z0-9-]+", str(meta.get("name"))): err(f"{p}: name not a slug")
    elif lay == "auto":
        if set(meta) != {"title", "created", "tags"}: err(f"{p}: auto keys {set(meta)}")
        if not isinstance(meta["created"], dt.date): err(f"{p}: created not a date")
    else:
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", p)
        if not m: err(f"{p}: bad remnic path"); continue
        date, cat, epoch = m.group(1), m.group(2), int(m.group(3))
        stem = os.path.basename(p)[:-3]
        if meta.get("id") != stem: err(f"{p}: id != stem")
        if meta.get("category") != cat: err(f"{p}: category mismatch")
        if meta.get("status") != "active": err(f"{p}: status")
        t = dt.datetime.fromtimestamp(epoch / 1000, dt.timezone.utc)
        if t.strftime("%Y-%m-%d") != date: err(f"{p}: epoch date != folder")
        for k in ("created", "updated"):
            v = meta.get(k)
            if isinstance(v, str): v = dt.datetime.fromisoformat(v.replace("Z", "+00:00"))
            if v is None or abs(v.replace(tzinfo=dt.timezone.utc).timestamp() * 1000 - epoch) > 0.5:
                err(f"{p}: {k} != epoch")
        if not ("2026-01-01" <= date <= "2026-11-28"): err(f"{p}: date out of range")

# MEMORY.md index
root = [p for p in allfiles if "/" not in p and p != "MEMORY.md"]
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", bodies["MEMORY.md"], re.M)
if sorted(idx) != sorted(root): err(f"MEMORY.md index mismatch: {set(idx) ^ set(root)}")

labels = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(labels["now"]) != "2026-11-28": err("now")
pairs = labels["pairs"]
seen = set(); counts = collections.Counter(); cross = 0; inpair = set()
for i, pr in enumerate(pairs):
    a, b = pr["a"], pr["b"]
    for f in (a, b):
        if f not in bodies: err(f"pair {i}: missing {f}")
    if not a < b: err(f"pair {i}: a/b order {a} {b}")
    key = (a, b, pr["claim_a"], pr["claim_b"])
    if key in seen: err(f"pair {i}: duplicate")
    seen.add(key)
    for f, c in ((a, pr["claim_a"]), (b, pr["claim_b"])):
        if f in bodies:
            n = bodies[f].split("\n").count(c)
            if n != 1: err(f"pair {i}: claim in {f} occurs {n} times as a full line: {c!r}")
            if bodies[f].count(c) != 1: err(f"pair {i}: claim substring occurs {bodies[f].count(c)} times in {f}")
    counts[(pr["label"], pr["class"])] += 1
    if layout(a) != layout(b): cross += 1
    inpair |= {a, b}
    if not pr.get("note"): err(f"pair {i}: no note")
if dict(counts) != EXPECT: err(f"counts {dict(counts)}")
if cross < 40: err(f"only {cross} cross-layout pairs")
# a claim line shared by two pairs must be the same file+line only when intended; list files per claim
nopair = [p for p in allfiles if p not in inpair and p != "MEMORY.md"]
print(f"files: {len(allfiles)} (root {len(root)} + MEMORY.md, remnic {sum(layout(p)=='remnic' for p in allfiles)}, auto {sum(layout(p)=='auto' for p in allfiles)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, files in no pair: {len(nopair)}")
for k, v in sorted(counts.items()): print(f"  {k[0]:17} {k[1]:18} {v}")
if errors:
    print("ERRORS:"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
