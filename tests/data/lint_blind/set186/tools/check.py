#!/usr/bin/env python3
"""Check store/ and labels.yaml for consistency. Exit 1 on any problem."""
import collections, os, re, sys
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_royalist.md", "reference_runsheet.md", "reference_infra.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []


def err(msg):
    errors.append(msg)


def split(rel):
    text = open(os.path.join(STORE, rel), encoding="utf-8").read()
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]


def layout(rel):
    return rel.split("/")[0] if "/" in rel else "root"


files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root_files = [f for f in files if "/" not in f and f != "MEMORY.md"]

# frontmatter
for rel in files:
    if rel == "MEMORY.md":
        continue
    fm, body = split(rel)
    if fm is None:
        err(f"{rel}: no frontmatter")
        continue
    lay = layout(rel)
    if rel in FLAT:
        m = re.search(r"^description: (.*)$", fm, re.M)
        if not (m and ": " in m.group(1)):
            err(f"{rel}: listed as flat but description has no ': '")
        try:
            yaml.safe_load(fm)
            err(f"{rel}: flat description unexpectedly parses as YAML")
        except yaml.YAMLError:
            pass
        continue
    try:
        data = yaml.safe_load(fm)
    except yaml.YAMLError as e:
        err(f"{rel}: frontmatter does not parse: {e}")
        continue
    if lay == "root":
        for k in ("name", "description", "type"):
            if k not in data:
                err(f"{rel}: missing {k}")
        if data.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{rel}: bad type")
        if not rel.startswith(f"{data.get('type')}_"):
            err(f"{rel}: filename does not start with type")
    elif lay == "facts":
        stem = os.path.basename(rel)[:-3]
        if data.get("id") != stem:
            err(f"{rel}: id != stem")
        if not re.fullmatch(r"(fact|preference|decision)-\d{13}-[0-9a-f]{4}", stem):
            err(f"{rel}: bad remnic file name")
        if data.get("category") != stem.split("-")[0]:
            err(f"{rel}: category mismatch")
        if not rel.split("/")[1] == str(data.get("created"))[:10]:
            err(f"{rel}: folder date != created")
    elif lay == "auto":
        for k in ("title", "created", "tags"):
            if k not in data:
                err(f"{rel}: missing {k}")
    else:
        err(f"{rel}: unknown layout")

# MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", mem, re.M)
if sorted(linked) != sorted(root_files):
    err(f"MEMORY.md index mismatch: missing {set(root_files) - set(linked)}, extra {set(linked) - set(root_files)}")
if len(linked) != len(set(linked)):
    err("MEMORY.md lists a file twice")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
seen = set()
counts = collections.Counter()
cross = 0
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    tag = p.get("note", "")[:6]
    if set(p) != {"a", "b", "label", "class", "claim_a", "claim_b", "note"}:
        err(f"pair {i}: keys {sorted(p)}")
    if not a < b:
        err(f"pair {i} ({tag}): a does not sort before b")
    if (a, b) in seen:
        err(f"pair {i} ({tag}): duplicate file pair")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []):
        err(f"pair {i} ({tag}): class {p['class']} not under label {p['label']}")
    if not re.match(r"^(V|R|N|S|F|O|D|A|NS)\d+: ", p["note"]):
        err(f"pair {i}: note does not start with a pair id")
    counts[(p["label"], p["class"])] += 1
    cross += layout(a) != layout(b)
    for side, path in (("claim_a", a), ("claim_b", b)):
        if not os.path.isfile(os.path.join(STORE, path)):
            err(f"pair {i} ({tag}): {path} missing")
            continue
        _, body = split(path)
        lines = body.split("\n")
        claim = p[side]
        n = sum(1 for ln in lines if ln == claim)
        if n != 1:
            err(f"pair {i} ({tag}): {side} found {n} times as a full line in {path}")
        if sum(1 for ln in lines if claim in ln) != 1:
            err(f"pair {i} ({tag}): {side} is a substring of another line in {path}")
        fence = False
        for ln in lines:
            if ln.strip().startswith("```"):
                fence = not fence
            elif ln == claim and fence:
                err(f"pair {i} ({tag}): {side} is inside a code fence")
        if not claim.strip():
            err(f"pair {i} ({tag}): empty claim")

for label, classes in CLASSES.items():
    for c in classes:
        if counts[(label, c)] != 10:
            err(f"{label}/{c}: {counts[(label, c)]} pairs, expected 10")
if len(pairs) != 90:
    err(f"{len(pairs)} pairs, expected 90")

paired = {p[k] for p in pairs for k in ("a", "b")}
lay_counts = collections.Counter(layout(f) if f != "MEMORY.md" else "index" for f in files)
print(f"files: {len(files)} ({dict(lay_counts)}); in no pair: {len(set(files) - paired)}")
print(f"pairs: {len(pairs)}; cross-layout: {cross}")
for label, classes in CLASSES.items():
    for c in classes:
        print(f"  {label:18} {c:19} {counts[(label, c)]}")
if errors:
    print(f"FAIL: {len(errors)} problem(s)")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("OK: all checks passed")
