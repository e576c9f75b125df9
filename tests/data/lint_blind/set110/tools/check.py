#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import collections, os, re, sys
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_claimdesk.md", "reference_infra.md", "reference_sites.md", "reference_glossary.md"}
CLASSES = {"value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
           "stale_vs_change": "contradiction", "refinement": "non_contradiction",
           "other_subject": "non_contradiction", "dated_history": "non_contradiction",
           "agreeing_duplicate": "non_contradiction", "negation_scope": "non_contradiction"}
errors = []
err = errors.append


def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]


def body_lines(body):
    """Body lines outside code fences."""
    out, fence = [], False
    for line in body.split("\n"):
        if line.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(line)
    return out


files = {}
for dp, _, fns in os.walk(STORE):
    for fn in fns:
        p = os.path.relpath(os.path.join(dp, fn), STORE)
        files[p] = open(os.path.join(dp, fn), encoding="utf-8").read()

root = sorted(p for p in files if "/" not in p and p != "MEMORY.md")
# frontmatter
for p, text in files.items():
    if p == "MEMORY.md":
        continue
    fm, body = split(text)
    if fm is None:
        err(f"{p}: no frontmatter"); continue
    try:
        data = yaml.safe_load(fm)
        if p in FLAT:
            err(f"{p}: expected a flat (non-strict) description but YAML parsed")
    except yaml.YAMLError:
        if p in FLAT:
            data = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l and not l.startswith(" "))
        else:
            err(f"{p}: frontmatter does not parse"); continue
    if "/" not in p:
        for k in ("name", "description", "type"):
            if k not in data: err(f"{p}: missing {k}")
        if data.get("type") not in ("user", "feedback", "project", "reference"): err(f"{p}: bad type")
        if not p.startswith(data.get("type", "") + "_"): err(f"{p}: filename/type mismatch")
    elif p.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", p)
        if not m: err(f"{p}: bad remnic path"); continue
        if data.get("id") != os.path.basename(p)[:-3]: err(f"{p}: id != stem")
        if data.get("category") != m.group(2): err(f"{p}: category mismatch")
        if not str(data.get("created", "")).startswith(m.group(1)): err(f"{p}: created date != folder")
        for k in ("source", "confidence", "confidenceTier", "tags", "status"):
            if k not in data: err(f"{p}: missing {k}")
    elif p.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in data: err(f"{p}: missing {k}")
    else:
        err(f"{p}: unexpected location")
# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", files.get("MEMORY.md", ""), re.M)
if sorted(idx) != root or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: extra {set(idx) - set(root)}, missing {set(root) - set(idx)}")
if len(files["MEMORY.md"].strip().split("\n")) != len(idx):
    err("MEMORY.md has lines that are not index entries")
# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28": err("now != 2026-11-28")
pairs = lab["pairs"]
seen, counts, cross, ids = set(), collections.Counter(), 0, set()
for i, pr in enumerate(pairs):
    a, b = pr["a"], pr["b"]
    tag = pr["note"].split(":")[0]
    if tag in ids: err(f"duplicate pair id {tag}")
    ids.add(tag)
    if not a < b: err(f"{tag}: a/b not sorted")
    if (a, b) in seen: err(f"{tag}: duplicate file pair")
    seen.add((a, b))
    if CLASSES.get(pr["class"]) != pr["label"]: err(f"{tag}: class/label mismatch")
    counts[(pr["label"], pr["class"])] += 1
    lay = lambda x: x.split("/")[0] if "/" in x else "root"
    cross += lay(a) != lay(b)
    for side in ("a", "b"):
        p, c = pr[side], pr["claim_" + side]
        if p not in files: err(f"{tag}: missing file {p}"); continue
        fm, body = split(files[p])
        all_lines = files[p].split("\n")
        if all_lines.count(c) != 1: err(f"{tag}: claim_{side} occurs {all_lines.count(c)}x as a full line in {p}")
        if c not in body_lines(body): err(f"{tag}: claim_{side} not a body line outside code fences in {p}")
        if not c.strip(): err(f"{tag}: empty claim_{side}")
for cls, lbl in CLASSES.items():
    if counts[(lbl, cls)] != 10: err(f"class {cls}: {counts[(lbl, cls)]} pairs, want 10")
print(f"files: {len(files)} (root {len(root)} + MEMORY.md, facts {sum(p.startswith('facts/') for p in files)}, "
      f"auto {sum(p.startswith('auto/') for p in files)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, distinct file pairs: {len(seen)}")
for (lbl, cls), n in sorted(counts.items()):
    print(f"  {lbl:18} {cls:20} {n}")
used = {pr[s] for pr in pairs for s in ("a", "b")}
print(f"files in no pair: {len(set(files) - used)}")
if errors:
    print("FAIL"); print("\n".join(errors)); sys.exit(1)
print("OK")
