"""Verify set11: store layout, claims, frontmatter, remnic consistency, labels."""
import os, re, sys
from collections import Counter
from datetime import datetime, timezone
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_booker.md", "reference_labsync.md", "project_physio_claims.md", "reference_oncall.md"}
EXPECTED = {
    ("contradiction", "value_slot"): 10, ("contradiction", "role_slot"): 10,
    ("contradiction", "negation"): 10, ("contradiction", "stale_vs_change"): 10,
    ("non_contradiction", "refinement"): 10, ("non_contradiction", "other_subject"): 10,
    ("non_contradiction", "dated_history"): 10, ("non_contradiction", "agreeing_duplicate"): 10,
    ("non_contradiction", "negation_scope"): 10,
}
errors = []

def err(m):
    errors.append(m)

def split_fm(text, path):
    if not text.startswith("---\n"):
        err(f"{path}: no frontmatter"); return None, text
    end = text.find("\n---\n", 4)
    if end < 0:
        err(f"{path}: unterminated frontmatter"); return None, text
    return text[4:end], text[end + 5:]

def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"

files = {}
for dp, _, fns in os.walk(STORE):
    for fn in fns:
        full = os.path.join(dp, fn)
        files[os.path.relpath(full, STORE)] = open(full, encoding="utf-8").read()

bodies = {}
for path, text in sorted(files.items()):
    if path == "MEMORY.md":
        continue
    fm, body = split_fm(text, path)
    bodies[path] = body
    if fm is None:
        continue
    lay = layout(path)
    if lay == "root":
        if "/" in path or not re.match(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$", path):
            err(f"{path}: bad root file name")
        try:
            d = yaml.safe_load(fm)
            if path in FLAT:
                err(f"{path}: listed as flat but parses as YAML")
        except yaml.YAMLError:
            if path not in FLAT:
                err(f"{path}: frontmatter is not YAML"); continue
            d = {}
            for line in fm.splitlines():
                k, _, v = line.partition(": ")
                d[k] = v
            if ": " not in d.get("description", ""):
                err(f"{path}: flat description without ': '")
        for k in ("name", "description", "type"):
            if not d.get(k):
                err(f"{path}: missing {k}")
        if d.get("type") != path.split("_")[0]:
            err(f"{path}: type {d.get('type')} does not match file prefix")
    elif lay == "facts":
        d = yaml.safe_load(fm)
        m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", path)
        if not m:
            err(f"{path}: bad remnic path"); continue
        date, cat, epoch, _ = m.groups()
        stem = os.path.basename(path)[:-3]
        if d.get("id") != stem: err(f"{path}: id != stem")
        if d.get("category") != cat: err(f"{path}: category mismatch")
        if d.get("status") != "active": err(f"{path}: status not active")
        for k in ("created", "updated"):
            v = d.get(k)
            v = v if isinstance(v, str) else v.strftime("%Y-%m-%dT%H:%M:%S.") + f"{v.microsecond // 1000:03d}Z"
            dt = datetime.strptime(v, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
            if dt.strftime("%Y-%m-%d") != date: err(f"{path}: {k} date != folder")
            if int(round(dt.timestamp() * 1000)) != int(epoch): err(f"{path}: {k} != epoch")
        for k in ("source", "confidence", "confidenceTier", "tags"):
            if k not in d: err(f"{path}: missing {k}")
    else:
        d = yaml.safe_load(fm)
        for k in ("title", "created", "tags"):
            if k not in d: err(f"{path}: missing {k}")

# MEMORY.md indexes every root file, and only those
root = {p for p in files if "/" not in p and p != "MEMORY.md"}
linked = set(re.findall(r"\]\(([^)]+)\)", files.get("MEMORY.md", "")))
if linked != root:
    err(f"MEMORY.md index mismatch: missing {root - linked}, dangling {linked - root}")

# labels
L = yaml.safe_load(open(os.path.join(BASE, "labels.yaml"), encoding="utf-8"))
if str(L.get("now")) != "2026-11-28": err("now != 2026-11-28")
pairs = L["pairs"]
cnt = Counter()
seen = set()
cross = 0
paired = set()
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    cnt[(p["label"], p["class"])] += 1
    if not a < b: err(f"pair {i}: a does not sort before b ({a}, {b})")
    if (a, b) in seen: err(f"pair {i}: duplicate pair {a} {b}")
    seen.add((a, b))
    for f, c in ((a, p["claim_a"]), (b, p["claim_b"])):
        if f not in bodies: err(f"pair {i}: missing file {f}"); continue
        n = bodies[f].split("\n").count(c)
        if n != 1: err(f"pair {i}: claim occurs {n} times as a full line in {f}: {c[:60]}")
        paired.add(f)
    if layout(a) != layout(b): cross += 1
    if not p.get("note"): err(f"pair {i}: no note")
if dict(cnt) != EXPECTED: err(f"class counts {dict(cnt)}")

# each claim text (any pair) appears as a full line in no other file than its own
claim_owner = {}
for p in pairs:
    claim_owner[p["claim_a"]] = p["a"]; claim_owner[p["claim_b"]] = p["b"]
for path, body in bodies.items():
    lines = set(body.split("\n"))
    for c, owner in claim_owner.items():
        if c in lines and path != owner:
            err(f"claim of {owner} also appears in {path}")

lay_count = Counter(layout(p) for p in files)
print(f"files: {len(files)} (root {lay_count['root']} incl. MEMORY.md, facts {lay_count['facts']}, auto {lay_count['auto']})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, files in pairs: {len(paired)}, files in no pair: {len(bodies) - len(paired)} (+MEMORY.md)")
for k, v in sorted(cnt.items()):
    print(f"  {k[0]:18} {k[1]:20} {v}")
if errors:
    print(f"{len(errors)} ERRORS"); [print(" -", e) for e in errors]; sys.exit(1)
print("OK")
