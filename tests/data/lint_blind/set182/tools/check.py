#!/usr/bin/env python3
"""Check store/ and labels.yaml: paths, claim lines, frontmatter, MEMORY.md, ordering, duplicates, class counts."""
import os, re, sys
from collections import Counter
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_fixturedesk.md", "reference_congress_entries.md", "reference_infra.md"}  # intentional unquoted ': '
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate",
                                 "negation_scope"]}
errors = []


def err(m):
    errors.append(m)


def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]


def body_lines(text):
    """Body lines outside frontmatter and outside code fences."""
    fm, body = split(text)
    out, fence = [], False
    for line in body.split("\n"):
        if line.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(line)
    return out


all_files = []
for d, _, fs in os.walk(STORE):
    for f in fs:
        all_files.append(os.path.relpath(os.path.join(d, f), STORE))
print(f"files: {len(all_files)}")

# frontmatter
for rel in all_files:
    text = open(os.path.join(STORE, rel), encoding="utf-8").read()
    if rel == "MEMORY.md":
        continue
    fm, _ = split(text)
    if fm is None:
        err(f"{rel}: no frontmatter")
        continue
    try:
        data = yaml.safe_load(fm)
        ok = isinstance(data, dict)
        if rel in FLAT:
            err(f"{rel}: expected a flat (non-strict) description but it parsed")
    except yaml.YAMLError:
        ok = False
        if rel not in FLAT:
            err(f"{rel}: frontmatter does not parse")
        continue
    if not ok:
        err(f"{rel}: frontmatter not a mapping")
        continue
    if "/" not in rel:
        for k in ("name", "description", "type"):
            if k not in data:
                err(f"{rel}: missing {k}")
        if data.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{rel}: bad type")
        if not rel.startswith(str(data.get("type")) + "_"):
            err(f"{rel}: filename prefix != type")
    elif rel.startswith("facts/"):
        stem = os.path.basename(rel)[:-3]
        if data.get("id") != stem:
            err(f"{rel}: id != stem")
        if not re.fullmatch(r"facts/\d{4}-\d{2}-\d{2}/(fact|preference|decision)-\d{13}-[0-9a-f]{4}\.md", rel):
            err(f"{rel}: bad remnic path")
        if data.get("category") != stem.split("-")[0]:
            err(f"{rel}: category mismatch")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in data:
                err(f"{rel}: missing {k}")
    else:
        err(f"{rel}: unexpected location")

# MEMORY.md
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")
mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(linked) != root_files or len(linked) != len(set(linked)):
    err(f"MEMORY.md index mismatch: missing {set(root_files) - set(linked)}, extra {set(linked) - set(root_files)}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now != 2026-11-28")
pairs = lab["pairs"]
seen = set()
counts = Counter()
ids = set()
for i, p in enumerate(pairs):
    pid = p["note"].split(":")[0]
    if pid in ids:
        err(f"duplicate pair id {pid}")
    ids.add(pid)
    a, b = p["a"], p["b"]
    if not a < b:
        err(f"{pid}: a/b not in order")
    if (a, b) in seen:
        err(f"{pid}: duplicate file pair {a} {b}")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []):
        err(f"{pid}: class {p['class']} not under label {p['label']}")
    counts[(p["label"], p["class"])] += 1
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path):
            err(f"{pid}: missing file {p[side]}")
            continue
        claim = p["claim_" + side]
        text = open(path, encoding="utf-8").read()
        n_all = text.split("\n").count(claim)
        n_body = body_lines(text).count(claim)
        if n_all != 1 or n_body != 1:
            err(f"{pid}: claim_{side} found {n_all}x in file, {n_body}x as body line outside fences: {claim!r}")
        if not claim.strip():
            err(f"{pid}: empty claim_{side}")
for lbl, cl in CLASSES.items():
    for c in cl:
        n = counts[(lbl, c)]
        print(f"  {lbl:18} {c:20} {n}")
        if n != 10:
            err(f"class {c}: {n} pairs, want 10")
def layout(path):
    return path.split("/")[0] if "/" in path else "root"
cross = sum(1 for p in pairs if layout(p["a"]) != layout(p["b"]))
print(f"pairs: {len(pairs)}, crossing layouts: {cross}")
if len(pairs) != 90:
    err("want 90 pairs")
if errors:
    print("FAIL")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK")
