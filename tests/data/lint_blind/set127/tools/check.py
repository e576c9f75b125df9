#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import collections, os, re, sys
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT_DESC = {"reference_splashdesk.md", "reference_infra.md", "reference_venues.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []

def err(m):
    errors.append(m)

def split(path):
    text = open(path, encoding="utf-8").read()
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def body_claim_lines(lines):
    """Body lines outside code fences."""
    out, fence = [], False
    for ln in lines:
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(ln)
    return out

# frontmatter
files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(root, f), STORE))
files.sort()
for rel in files:
    p = os.path.join(STORE, rel)
    fm, _ = split(p)
    if rel == "MEMORY.md":
        continue
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if rel in FLAT_DESC:
            err(f"{rel}: expected a flat (non-YAML) description but it parsed")
    except yaml.YAMLError:
        if rel in FLAT_DESC:
            d = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
        else:
            err(f"{rel}: frontmatter does not parse"); continue
    if "/" not in rel:
        if set(d) != {"name", "description", "type"}:
            err(f"{rel}: root keys {sorted(d)}")
        if d.get("type") not in {"user", "feedback", "project", "reference"}:
            err(f"{rel}: bad type")
        if not rel.startswith(d.get("type", "") + "_"):
            err(f"{rel}: filename does not start with type")
    elif rel.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m:
            err(f"{rel}: bad remnic path"); continue
        if d.get("id") != os.path.basename(rel)[:-3] or d.get("category") != m.group(2):
            err(f"{rel}: id/category mismatch")
        if not str(d.get("created", "")).startswith(m.group(1)):
            err(f"{rel}: created not in folder date")
        for k in ("source", "confidence", "confidenceTier", "tags", "status"):
            if k not in d:
                err(f"{rel}: missing {k}")
    elif rel.startswith("auto/"):
        if set(d) != {"title", "created", "tags"}:
            err(f"{rel}: auto keys {sorted(d)}")
    else:
        err(f"{rel}: unexpected location")

# MEMORY.md
roots = {f for f in files if "/" not in f and f != "MEMORY.md"}
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != sorted(roots) or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {sorted(roots - set(idx))}, extra {sorted(set(idx) - roots)}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
seen, counts, ids = set(), collections.Counter(), set()
for i, pr in enumerate(pairs):
    tag = pr.get("note", "")[:6]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in pr:
            err(f"pair {i}: missing {k}")
    if pr["class"] not in CLASSES.get(pr["label"], []):
        err(f"{tag}: class {pr['class']} not under {pr['label']}")
    counts[(pr["label"], pr["class"])] += 1
    if not pr["a"] < pr["b"]:
        err(f"{tag}: a/b not sorted")
    key = (pr["a"], pr["b"])
    if key in seen:
        err(f"{tag}: duplicate file pair {key}")
    seen.add(key)
    pid = pr["note"].split(":")[0]
    if pid in ids:
        err(f"duplicate pair id {pid}")
    ids.add(pid)
    for side in "ab":
        path = os.path.join(STORE, pr[side])
        if not os.path.isfile(path):
            err(f"{pid}: missing {pr[side]}"); continue
        _, lines = split(path)
        claim = pr["claim_" + side]
        if claim != claim.strip() or not claim:
            err(f"{pid}: claim_{side} has surrounding whitespace")
        if lines.count(claim) != 1:
            err(f"{pid}: claim_{side} occurs {lines.count(claim)} times as a full line in {pr[side]}")
        elif claim not in body_claim_lines(lines):
            err(f"{pid}: claim_{side} is inside a code fence")
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10:
            err(f"{lbl}/{c}: {counts[(lbl, c)]} pairs, want 10")

lay = lambda f: "root" if "/" not in f else f.split("/")[0]
cross = sum(1 for p in pairs if lay(p["a"]) != lay(p["b"]))
layouts = collections.Counter("root" if "/" not in f else f.split("/")[0] for f in files)
in_pairs = {p[s] for p in pairs for s in "ab"}
print(f"files: {len(files)} {dict(layouts)}; files in no pair: {len(set(files) - in_pairs)}")
print(f"pairs: {len(pairs)}; cross-layout: {cross}")
for (lbl, c), n in sorted(counts.items()):
    print(f"  {lbl:18s} {c:20s} {n}")
if errors:
    print("FAIL"); print("\n".join(errors)); sys.exit(1)
print("OK")
