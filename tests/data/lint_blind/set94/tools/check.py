#!/usr/bin/env python3
"""Check store/ and labels.yaml for set94."""
import collections, os, re, sys
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT_DESC = {"reference_infra.md", "reference_branches.md", "reference_glossary.md", "user_marta.md"}
EXPECT = {"value_slot": 10, "role_slot": 10, "negation": 10, "stale_vs_change": 10, "refinement": 10,
          "other_subject": 10, "dated_history": 10, "agreeing_duplicate": 10, "negation_scope": 10}
CONTRA = {"value_slot", "role_slot", "negation", "stale_vs_change"}
errors = []


def err(m):
    errors.append(m)


def split(path):
    text = open(path).read()
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]


def body_lines(body):
    """Body lines outside code fences."""
    out, fence = [], False
    for ln in body.split("\n"):
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(ln)
    return out


all_files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        all_files.append(os.path.relpath(os.path.join(root, f), STORE))
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")

# frontmatter
for rel in all_files:
    if rel == "MEMORY.md":
        continue
    fm, _ = split(os.path.join(STORE, rel))
    if fm is None:
        err(f"{rel}: no frontmatter")
        continue
    if rel in FLAT_DESC:
        try:
            yaml.safe_load(fm)
            err(f"{rel}: expected a flat (non-strict) description but YAML parsed")
        except yaml.YAMLError:
            pass
        continue
    try:
        d = yaml.safe_load(fm)
    except yaml.YAMLError as e:
        err(f"{rel}: frontmatter does not parse: {e}")
        continue
    if "/" not in rel:
        for k in ("name", "description", "type"):
            if k not in d:
                err(f"{rel}: missing {k}")
        if d.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{rel}: bad type")
        if not rel.startswith(d.get("type", "") + "_"):
            err(f"{rel}: filename prefix does not match type")
    elif rel.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m:
            err(f"{rel}: bad remnic path")
        elif d.get("id") != os.path.basename(rel)[:-3] or d.get("category") != m.group(2) or d.get("status") != "active":
            err(f"{rel}: remnic frontmatter mismatch")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d:
                err(f"{rel}: missing {k}")
    else:
        err(f"{rel}: unexpected location")

# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != root_files or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {set(root_files) - set(idx)}, extra {set(idx) - set(root_files)}")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
seen = set()
cnt = collections.Counter()
cross = 0
for i, p in enumerate(pairs):
    tag = p.get("note", "")[:6]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p:
            err(f"pair {i}: missing {k}")
    if not re.match(r"^(V|R|N|S|F|O|D|A|NS)\d+: ", p["note"]):
        err(f"pair {i}: note does not start with pair id")
    if not p["a"] < p["b"]:
        err(f"{tag}: a/b not in sorted order")
    if (p["a"], p["b"]) in seen:
        err(f"{tag}: duplicate file pair")
    seen.add((p["a"], p["b"]))
    cnt[p["class"]] += 1
    want = "contradiction" if p["class"] in CONTRA else "non_contradiction"
    if p["label"] != want:
        err(f"{tag}: label {p['label']} does not fit class {p['class']}")
    lay = lambda f: f.split("/")[0] if "/" in f else "root"
    cross += lay(p["a"]) != lay(p["b"])
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path):
            err(f"{tag}: {p[side]} missing")
            continue
        _, body = split(path)
        claim = p["claim_" + side]
        lines = body.split("\n")
        n = sum(1 for ln in lines if ln == claim)
        if n != 1:
            err(f"{tag}: claim_{side} found {n} times as a full line in {p[side]}")
        if claim not in body_lines(body):
            err(f"{tag}: claim_{side} is inside a code fence in {p[side]}")
        if body.count(claim) != 1:
            err(f"{tag}: claim_{side} text occurs {body.count(claim)} times in {p[side]}")
if dict(cnt) != EXPECT:
    err(f"class counts {dict(cnt)}")

print(f"files: {len(all_files)} (root {len(root_files)} + MEMORY.md, "
      f"auto {sum(f.startswith('auto/') for f in all_files)}, facts {sum(f.startswith('facts/') for f in all_files)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, classes: " + ", ".join(f"{k}={v}" for k, v in sorted(cnt.items())))
if errors:
    print("FAIL")
    for e in errors:
        print(" -", e)
    sys.exit(1)
print("OK")
