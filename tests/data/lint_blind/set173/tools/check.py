#!/usr/bin/env python3
"""Consistency checks for store/ and labels.yaml."""
import collections, os, re, sys
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_harvestlog.md", "reference_depurate.md", "reference_orderdesk.md",
        "reference_tiderota.md", "user_morag.md"}
WANT = {("contradiction", c): 10 for c in ["value_slot", "role_slot", "negation", "stale_vs_change"]}
WANT.update({("non_contradiction", c): 10 for c in
             ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]})
errors = []

def err(msg):
    errors.append(msg)

def split(path):
    text = open(path, encoding="utf-8").read()
    m = re.match(r"^---\n(.*?)\n---\n(.*)$", text, re.S)
    if not m:
        return None, text
    return m.group(1), m.group(2)

def body_lines(body):
    """Body lines outside code fences (fence lines and their contents excluded)."""
    out, fence = [], False
    for line in body.split("\n"):
        if line.lstrip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(line)
    return out

# frontmatter
files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(root, f), STORE))
files.sort()
root_files = [f for f in files if "/" not in f and f != "MEMORY.md"]
flat_failed = set()
for rel in files:
    if rel == "MEMORY.md":
        continue
    fm, _ = split(os.path.join(STORE, rel))
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        data = yaml.safe_load(fm)
    except yaml.YAMLError:
        if rel in FLAT:
            flat_failed.add(rel); continue
        err(f"{rel}: frontmatter does not parse"); continue
    if rel in FLAT:
        err(f"{rel}: expected a flat (non-strict) description but it parses")
    if "/" not in rel:
        for k in ("name", "description", "type"):
            if k not in data: err(f"{rel}: missing {k}")
        if data.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{rel}: bad type")
        if not rel.startswith(data.get("type", "") + "_"):
            err(f"{rel}: filename does not start with type")
    elif rel.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d+)-([0-9a-f]{4})\.md$", rel)
        if not m: err(f"{rel}: bad remnic path"); continue
        if data.get("id") != os.path.basename(rel)[:-3]: err(f"{rel}: id != stem")
        if data.get("category") != m.group(2): err(f"{rel}: category mismatch")
        if not str(data.get("created", "")).startswith(m.group(1)): err(f"{rel}: created not on folder date")
        import datetime
        ep = datetime.datetime.fromtimestamp(int(m.group(3)) / 1000, datetime.timezone.utc)
        if ep.strftime("%Y-%m-%d") != m.group(1): err(f"{rel}: epoch not on folder date")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in data: err(f"{rel}: missing {k}")
    else:
        err(f"{rel}: unexpected location")
for rel in FLAT - flat_failed:
    if rel in files: pass
# MEMORY.md indexes exactly the root files
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read(), re.M)
if sorted(idx) != sorted(root_files) or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: {set(idx) ^ set(root_files)}")

# labels
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28": err("now is not 2026-11-28")
pairs = lab["pairs"]
counts = collections.Counter()
seen = set()
ids = set()
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    pid = p["note"].split(":")[0]
    if pid in ids: err(f"duplicate pair id {pid}")
    ids.add(pid)
    if not a < b: err(f"{pid}: a/b not in sorted order")
    if (a, b) in seen: err(f"{pid}: duplicate file pair {a} {b}")
    seen.add((a, b))
    counts[(p["label"], p["class"])] += 1
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path):
            err(f"{pid}: missing file {p[side]}"); continue
        fm, body = split(path)
        claim = p["claim_" + side]
        all_lines = body.split("\n")
        if all_lines.count(claim) != 1:
            err(f"{pid}: claim_{side} found {all_lines.count(claim)} times as a full line in {p[side]}")
        elif claim not in body_lines(body):
            err(f"{pid}: claim_{side} is inside a code fence")
        if not claim.strip(): err(f"{pid}: empty claim_{side}")
if dict(counts) != WANT:
    err(f"class counts {dict(counts)}")

cross = sum(1 for p in pairs if (("/" in p["a"]) and p["a"].split("/")[0]) != (("/" in p["b"]) and p["b"].split("/")[0]))
in_pairs = {p["a"] for p in pairs} | {p["b"] for p in pairs}
print(f"files: {len(files)} (root {len(root_files)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, auto {sum(f.startswith('auto/') for f in files)})")
print(f"pairs: {len(pairs)}; cross-layout: {cross}; files in no pair: {len(set(files) - in_pairs)}")
print(f"flat descriptions (non-strict YAML, intentional): {sorted(flat_failed)}")
for k in sorted(counts): print(f"  {k[0]:18s} {k[1]:20s} {counts[k]}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
