#!/usr/bin/env python3
"""Check store/ and labels.yaml of set200."""
import os, re, sys, collections
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_yardbook.md", "reference_infra.md", "reference_glossary.md", "reference_yards.md"}
EXPECT = {("contradiction", c): 10 for c in ("value_slot", "role_slot", "negation", "stale_vs_change")}
EXPECT.update({("non_contradiction", c): 10 for c in
               ("refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope")})
errors = []


def err(m):
    errors.append(m)


def split(text):
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")


def claim_lines(body):
    """body lines that may carry a claim (outside code fences)."""
    ok, fence = [], False
    for ln in body:
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            ok.append(ln)
    return ok


all_files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root = [f for f in all_files if "/" not in f and f != "MEMORY.md"]

for f in all_files:
    text = open(os.path.join(STORE, f)).read()
    if f == "MEMORY.md":
        continue
    fm, _ = split(text)
    if fm is None:
        err(f"{f}: no frontmatter"); continue
    try:
        data = yaml.safe_load(fm)
        if f in FLAT:
            err(f"{f}: intentionally flat description parsed as strict YAML")
    except yaml.YAMLError:
        if f not in FLAT:
            err(f"{f}: frontmatter does not parse")
        data = dict(ln.split(": ", 1) for ln in fm.split("\n") if ": " in ln)
    if "/" not in f:
        m = re.match(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$", f)
        if not m or data.get("type") != m.group(1):
            err(f"{f}: bad root name/type")
        for k in ("name", "description", "type"):
            if not data.get(k):
                err(f"{f}: missing {k}")
        if str(data.get("name")).lower() in ("hollowell", "hollowell-reclamation"):
            err(f"{f}: name is the project")
    elif f.startswith("facts/"):
        m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", f)
        if not m:
            err(f"{f}: bad remnic path")
        elif data.get("id") != os.path.basename(f)[:-3] or data.get("category") != m.group(2) \
                or str(data.get("created"))[:10] != m.group(1) or data.get("status") != "active":
            err(f"{f}: remnic frontmatter mismatch")
    elif f.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in data:
                err(f"{f}: missing {k}")
    else:
        err(f"{f}: unexpected location")

# MEMORY.md indexes exactly the root files
mem = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(linked) != sorted(root) or len(linked) != len(set(linked)):
    err(f"MEMORY.md index mismatch: {sorted(set(root) ^ set(linked))}")

lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
counts = collections.Counter((p["label"], p["class"]) for p in pairs)
if dict(counts) != EXPECT:
    err(f"class counts {dict(counts)}")
seen, ids, cross = set(), set(), 0
layout = lambda p: p.split("/")[0] if "/" in p else "root"
for p in pairs:
    a, b = p["a"], p["b"]
    pid = p["note"].split(":")[0]
    if pid in ids or not re.match(r"^(V|R|N|S|F|O|D|A|NS)\d+$", pid):
        err(f"bad/duplicate pair id {pid}")
    ids.add(pid)
    if not a < b:
        err(f"{pid}: a/b order")
    if (a, b) in seen:
        err(f"{pid}: duplicate file pair")
    seen.add((a, b))
    cross += layout(a) != layout(b)
    for side in "ab":
        path, claim = p[side], p["claim_" + side]
        full = os.path.join(STORE, path)
        if not os.path.isfile(full):
            err(f"{pid}: missing {path}"); continue
        fm, body = split(open(full).read())
        n = body.count(claim)
        if n != 1:
            err(f"{pid}: claim_{side} found {n} times as a full line in {path}")
        elif claim not in claim_lines(body):
            err(f"{pid}: claim_{side} sits inside a code fence in {path}")
        if claim.strip() != claim or not claim:
            err(f"{pid}: claim_{side} has stray whitespace")

used = {p[s] for p in pairs for s in "ab"}
print(f"files: {len(all_files)} (root {len(root)} + MEMORY.md, auto {sum(f.startswith('auto/') for f in all_files)}, "
      f"facts {sum(f.startswith('facts/') for f in all_files)}); files in no pair: {len(set(all_files) - used)}")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for (l, c), n in sorted(counts.items()):
    print(f"  {l:18} {c:20} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
