#!/usr/bin/env python3
"""Check store/ and labels.yaml of set133."""
import os, re, sys, collections, yaml

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
FLAT = {"reference_quoter.md", "reference_infra.md", "reference_glossary.md", "user_sam.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errs = []

def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

def body_lines(text):
    fm, body = split(text)
    out, fence = [], False
    for line in body.split("\n"):
        if line.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(line)
    return out

files = []
for d, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(d, f), STORE))
files.sort()

# frontmatter
for rel in files:
    if rel == "MEMORY.md":
        continue
    text = open(os.path.join(STORE, rel)).read()
    fm, _ = split(text)
    if fm is None:
        errs.append(f"{rel}: no frontmatter"); continue
    try:
        data = yaml.safe_load(fm)
        if rel in FLAT:
            errs.append(f"{rel}: expected a non-strict (flat) description but it parsed")
            continue
    except yaml.YAMLError:
        if rel not in FLAT:
            errs.append(f"{rel}: frontmatter does not parse")
        data = {}
        for line in fm.split("\n"):
            if ":" in line and not line.startswith(" "):
                k, v = line.split(":", 1); data[k.strip()] = v.strip()
    if "/" not in rel:
        for k in ("name", "description", "type"):
            if k not in data: errs.append(f"{rel}: missing {k}")
        if data.get("type") not in ("user", "feedback", "project", "reference"):
            errs.append(f"{rel}: bad type")
        if not rel.startswith(str(data.get("type")) + "_"):
            errs.append(f"{rel}: filename/type mismatch")
    elif rel.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m: errs.append(f"{rel}: bad remnic path")
        else:
            for k in ("id", "category", "created", "updated", "source", "confidence", "tags", "status"):
                if k not in data: errs.append(f"{rel}: missing {k}")
            if data.get("id") != os.path.basename(rel)[:-3]: errs.append(f"{rel}: id != stem")
            if data.get("category") != m.group(2): errs.append(f"{rel}: category mismatch")
            if not str(data.get("created")).startswith(m.group(1)): errs.append(f"{rel}: created date != folder")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in data: errs.append(f"{rel}: missing {k}")
    else:
        errs.append(f"{rel}: unexpected location")

# MEMORY.md
roots = {f for f in files if "/" not in f and f != "MEMORY.md"}
idx = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", idx, re.M)
if set(linked) != roots or len(linked) != len(roots):
    errs.append(f"MEMORY.md index mismatch: missing {roots - set(linked)}, extra {set(linked) - roots}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": errs.append("now != 2026-11-28")
pairs = lab["pairs"]
seen, counts, cross = set(), collections.Counter(), 0
for i, p in enumerate(pairs):
    pid = p.get("note", "?").split(":")[0]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p: errs.append(f"{pid}: missing {k}")
    if p["label"] not in CLASSES or p["class"] not in CLASSES[p["label"]]:
        errs.append(f"{pid}: bad label/class")
    counts[(p["label"], p["class"])] += 1
    if not p["a"] < p["b"]: errs.append(f"{pid}: a/b not sorted")
    key = (p["a"], p["b"])
    if key in seen: errs.append(f"{pid}: duplicate file pair {key}")
    seen.add(key)
    la = lambda r: "root" if "/" not in r else r.split("/")[0]
    cross += la(p["a"]) != la(p["b"])
    for side in ("a", "b"):
        rel = p[side]; claim = p["claim_" + side]
        path = os.path.join(STORE, rel)
        if not os.path.isfile(path):
            errs.append(f"{pid}: {rel} missing"); continue
        text = open(path).read()
        lines = body_lines(text)
        n = lines.count(claim)
        if n != 1: errs.append(f"{pid}: claim_{side} found {n} times as a body line in {rel}")
        if text.count(claim) != 1: errs.append(f"{pid}: claim_{side} text occurs {text.count(claim)} times in {rel}")
        if claim != claim.strip() or not claim: errs.append(f"{pid}: claim_{side} has surrounding space")
    if not re.match(r"^[A-Z]+\d+: ", p["note"]): errs.append(f"{pid}: note must start with pair id")
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10: errs.append(f"class {lbl}/{c}: {counts[(lbl, c)]} pairs, want 10")
if len(pairs) != 90: errs.append(f"{len(pairs)} pairs, want 90")

n_root = len(roots); n_f = sum(f.startswith("facts/") for f in files); n_a = sum(f.startswith("auto/") for f in files)
used = {p["a"] for p in pairs} | {p["b"] for p in pairs}
print(f"files: {len(files)} ({n_root} root + MEMORY.md, {n_f} remnic, {n_a} auto); {len(files) - len(used)} in no pair")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for (l, c), n in sorted(counts.items()): print(f"  {l:18} {c:20} {n}")
if errs:
    print("FAIL"); [print("  " + e) for e in errs]; sys.exit(1)
print("OK")
