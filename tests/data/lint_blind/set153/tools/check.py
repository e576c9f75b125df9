#!/usr/bin/env python3
"""Check store/ and labels.yaml for structural consistency."""
import os, re, sys, collections, yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_rackline.md", "reference_storefront.md", "reference_shipdesk.md", "reference_infra.md"}
errors = []
def err(m): errors.append(m)

def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

def body_lines(body):
    out, fence = [], False
    for ln in body.split("\n"):
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(ln)
    return out

files = {}
for dp, _, fns in os.walk(STORE):
    for fn in fns:
        p = os.path.relpath(os.path.join(dp, fn), STORE)
        files[p] = open(os.path.join(dp, fn)).read()

# frontmatter
root = sorted(p for p in files if "/" not in p and p != "MEMORY.md")
for p, t in files.items():
    if p == "MEMORY.md":
        continue
    fm, body = split(t)
    if fm is None:
        err(f"{p}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if p in FLAT:
            err(f"{p}: expected a non-strict (flat) description but YAML parsed")
    except yaml.YAMLError:
        if p in FLAT:
            d = dict(re.findall(r"^(\w+): (.*)$", fm, re.M))
        else:
            err(f"{p}: frontmatter does not parse"); continue
    if "/" not in p:
        if d.get("type") not in {"user", "feedback", "project", "reference"}: err(f"{p}: bad type")
        if not d.get("name") or not d.get("description"): err(f"{p}: name/description missing")
        if not re.match(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$", p): err(f"{p}: bad root name")
    elif p.startswith("facts/"):
        m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", p)
        if not m: err(f"{p}: bad remnic path"); continue
        if d.get("id") != os.path.basename(p)[:-3]: err(f"{p}: id != stem")
        if d.get("category") != m.group(2): err(f"{p}: category mismatch")
        if not str(d.get("created", "")).startswith(m.group(1)): err(f"{p}: created date != folder")
        for k in ("updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in d: err(f"{p}: missing {k}")
    elif p.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: err(f"{p}: missing {k}")
    else:
        err(f"{p}: unexpected location")

# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", files.get("MEMORY.md", ""), re.M)
if sorted(idx) != root or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {set(root)-set(idx)}, extra {set(idx)-set(root)}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now != 2026-11-28")
pairs = lab["pairs"]
seen, counts = set(), collections.Counter()
valid = {"contradiction": {"value_slot", "role_slot", "negation", "stale_vs_change"},
         "non_contradiction": {"refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"}}
for i, pr in enumerate(pairs):
    a, b = pr["a"], pr["b"]
    tag = pr.get("note", "")[:6]
    if not a < b: err(f"pair {i} {tag}: a/b order")
    if (a, b) in seen: err(f"pair {i} {tag}: duplicate file pair")
    seen.add((a, b))
    if pr["class"] not in valid.get(pr["label"], ()): err(f"pair {i}: bad label/class")
    counts[(pr["label"], pr["class"])] += 1
    for side, claim in ((a, pr["claim_a"]), (b, pr["claim_b"])):
        if side not in files: err(f"pair {i}: missing file {side}"); continue
        if side == "MEMORY.md": err(f"pair {i}: MEMORY.md used")
        fm, body = split(files[side])
        n_all = files[side].split("\n").count(claim)
        n_body = body_lines(body).count(claim)
        if n_all != 1 or n_body != 1:
            err(f"pair {i} {tag}: claim not exactly once as a body line outside fences in {side}: {claim!r}")
    if not re.match(r"^[A-Z]+\d+: ", pr["note"]): err(f"pair {i}: note must start with id")
for k in sorted(counts):
    print(f"{k[0]:18} {k[1]:20} {counts[k]}")
if any(v != 10 for v in counts.values()) or len(counts) != 9: err("class counts are not 10 x 9")
cross = sum(1 for pr in pairs if (lambda l: l(pr['a']) != l(pr['b']))(lambda p: p.split('/')[0] if '/' in p else 'root'))
print(f"files: {len(files)} (root {len(root)}+MEMORY.md, facts {sum(p.startswith('facts/') for p in files)}, auto {sum(p.startswith('auto/') for p in files)})")
print(f"pairs: {len(pairs)}, crossing layouts: {cross}")
if errors:
    print("\n".join("ERROR " + e for e in errors)); sys.exit(1)
print("OK")
