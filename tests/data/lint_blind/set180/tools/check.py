#!/usr/bin/env python3
"""Check store/ and labels.yaml for consistency."""
import os, re, sys, collections
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT_OK = {"reference_stockbook.md", "reference_lotwise.md", "reference_infra.md", "reference_glossary.md"}
EXPECT = {("contradiction", c): 10 for c in ["value_slot", "role_slot", "negation", "stale_vs_change"]}
EXPECT.update({("non_contradiction", c): 10 for c in
               ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]})
errors = []

def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

def body_lines(text):
    """Body lines outside code fences (claims may not be inside fences)."""
    fm, body = split(text)
    inside, res, fenced = False, [], []
    for ln in body.split("\n"):
        if ln.strip().startswith("```"):
            inside = not inside; continue
        (fenced if inside else res).append(ln)
    return res, fenced

allfiles = []
for root, _, fns in os.walk(STORE):
    for fn in fns:
        allfiles.append(os.path.relpath(os.path.join(root, fn), STORE))
allfiles.sort()

# frontmatter
flat_seen = set()
for rel in allfiles:
    text = open(os.path.join(STORE, rel), encoding="utf-8").read()
    if rel == "MEMORY.md":
        continue
    fm, _ = split(text)
    if fm is None:
        errors.append(f"{rel}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
    except yaml.YAMLError:
        if rel in FLAT_OK:
            flat_seen.add(rel); continue
        errors.append(f"{rel}: frontmatter does not parse"); continue
    if rel in FLAT_OK:
        errors.append(f"{rel}: expected flat (non-strict) description but it parsed")
    if "/" not in rel:
        m = re.match(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$", rel)
        if not m or d.get("type") != m.group(1) or not d.get("name") or not d.get("description"):
            errors.append(f"{rel}: bad root name/frontmatter")
    elif rel.startswith("facts/"):
        m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m: errors.append(f"{rel}: bad remnic path")
        elif d.get("id") != os.path.basename(rel)[:-3] or d.get("category") != m.group(2) \
                or not str(d.get("created", "")).startswith(m.group(1)) or d.get("status") != "active":
            errors.append(f"{rel}: remnic frontmatter mismatch")
    elif rel.startswith("auto/"):
        if not all(k in d for k in ("title", "created", "tags")):
            errors.append(f"{rel}: auto note frontmatter incomplete")
    else:
        errors.append(f"{rel}: unexpected location")

# MEMORY.md
roots = {f for f in allfiles if "/" not in f and f != "MEMORY.md"}
mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if len(idx) != len(set(idx)): errors.append("MEMORY.md: duplicate entries")
if set(idx) != roots:
    errors.append(f"MEMORY.md mismatch: missing {roots - set(idx)}, extra {set(idx) - roots}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28": errors.append("now is not 2026-11-28")
pairs = lab["pairs"]
seen, counts, ids = set(), collections.Counter(), set()
for i, p in enumerate(pairs):
    tag = p.get("note", "")[:6]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p: errors.append(f"pair {i}: missing {k}")
    if not p["a"] < p["b"]: errors.append(f"{tag}: a/b not sorted")
    key = (p["a"], p["b"])
    if key in seen: errors.append(f"{tag}: duplicate file pair {key}")
    seen.add(key)
    pid = p["note"].split(":")[0]
    if pid in ids: errors.append(f"duplicate pair id {pid}")
    ids.add(pid)
    counts[(p["label"], p["class"])] += 1
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path):
            errors.append(f"{tag}: missing file {p[side]}"); continue
        claim = p["claim_" + side]
        lines, fenced = body_lines(open(path, encoding="utf-8").read())
        n = sum(1 for ln in lines if ln == claim)
        if n != 1: errors.append(f"{tag}: claim_{side} found {n} times as a body line in {p[side]}")
        if claim in fenced: errors.append(f"{tag}: claim_{side} is inside a code fence")
        if not claim.strip(): errors.append(f"{tag}: empty claim_{side}")
if counts != collections.Counter(EXPECT):
    errors.append(f"class counts wrong: {dict(counts)}")
lay = lambda f: f.split("/")[0] if "/" in f else "root"
cross = sum(1 for p in pairs if lay(p["a"]) != lay(p["b"]))
print(f"files: {len(allfiles)} (root {len(roots)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in allfiles)},"
      f" auto {sum(f.startswith('auto/') for f in allfiles)})")
print(f"pairs: {len(pairs)}; cross-layout: {cross}; flat descriptions: {len(flat_seen)}")
for (l, c), n in sorted(counts.items()):
    print(f"  {l:18} {c:20} {n}")
if errors:
    print("FAIL"); [print(" -", e) for e in errors]; sys.exit(1)
print("OK: all checks passed")
