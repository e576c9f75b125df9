#!/usr/bin/env python3
"""Check ../labels.yaml against ../store. Exit status 1 on any problem."""
import collections, os, re, sys
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
FLAT = {"reference_kilnwatch.md", "reference_infra.md", "reference_kilns.md", "reference_glossary.md"}
EXPECTED = {("contradiction", c): 10 for c in ("value_slot", "role_slot", "negation", "stale_vs_change")}
EXPECTED.update({("non_contradiction", c): 10 for c in
                 ("refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope")})
errors = []


def err(msg):
    errors.append(msg)


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


files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root = [f for f in files if "/" not in f and f != "MEMORY.md"]

# frontmatter
for f in files:
    if f == "MEMORY.md":
        continue
    fm, _ = split(os.path.join(STORE, f))
    if fm is None:
        err(f"{f}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if f in FLAT:
            err(f"{f}: expected a non-strict (flat ': ') description but it parsed")
            continue
    except yaml.YAMLError:
        if f in FLAT:
            d = dict(ln.split(": ", 1) for ln in fm.split("\n"))
        else:
            err(f"{f}: frontmatter does not parse"); continue
    if "/" not in f:
        if set(d) != {"name", "description", "type"} or d["type"] not in ("user", "feedback", "project", "reference"):
            err(f"{f}: bad root frontmatter {d}")
        typ = f.split("_", 1)[0]
        if typ != d["type"]:
            err(f"{f}: filename type {typ} != {d['type']}")
        if d["name"].lower().startswith(("ashcombe", "project")):
            err(f"{f}: name looks like a project name")
    elif f.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", f)
        if not m:
            err(f"{f}: bad remnic path"); continue
        if d.get("id") != os.path.basename(f)[:-3] or d.get("category") != m.group(2) or d.get("status") != "active":
            err(f"{f}: remnic frontmatter mismatch")
        if not str(d.get("created", "")).startswith(m.group(1)) and not str(d.get("created")).startswith(m.group(1)):
            err(f"{f}: created not on folder date")
    elif f.startswith("auto/"):
        if set(d) != {"title", "created", "tags"}:
            err(f"{f}: bad auto frontmatter")
    else:
        err(f"{f}: unexpected location")

# MEMORY.md indexes exactly the root files
mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", mem, re.M)
if sorted(linked) != sorted(root) or len(linked) != len(set(linked)):
    err(f"MEMORY.md links {sorted(set(linked) ^ set(root))} differ from root files")

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
seen, counts, ids = set(), collections.Counter(), set()
for i, p in enumerate(lab["pairs"]):
    a, b = p["a"], p["b"]
    tag = p.get("note", "").split(":")[0]
    if set(p) != {"a", "b", "label", "class", "claim_a", "claim_b", "note"}:
        err(f"pair {i}: keys {sorted(p)}")
    if not a < b:
        err(f"{tag}: a/b not sorted")
    if (a, b) in seen:
        err(f"{tag}: duplicate file pair {a} {b}")
    seen.add((a, b))
    if tag in ids:
        err(f"{tag}: duplicate id")
    ids.add(tag)
    counts[(p["label"], p["class"])] += 1
    for side, path, claim in (("a", a, p["claim_a"]), ("b", b, p["claim_b"])):
        full = os.path.join(STORE, path)
        if not os.path.isfile(full):
            err(f"{tag}: {path} missing"); continue
        fm, lines = split(full)
        n_all = sum(1 for ln in lines if ln == claim)
        n_body = sum(1 for ln in body_claim_lines(lines) if ln == claim)
        if n_all != 1 or n_body != 1:
            err(f"{tag}: claim_{side} found {n_all}x ({n_body}x outside fences) in {path}")
        if not claim.strip() or claim != claim.strip("\n"):
            err(f"{tag}: claim_{side} empty or multi-line")
        if path == "MEMORY.md":
            err(f"{tag}: claim in MEMORY.md")
if counts != collections.Counter(EXPECTED):
    err(f"class counts {dict(counts)}")

cross = sum(1 for p in lab["pairs"] if (p["a"].split("/")[0] if "/" in p["a"] else "root") !=
            (p["b"].split("/")[0] if "/" in p["b"] else "root"))
n_root = len(root) + 1
print(f"files: {len(files)} (root {n_root} incl. MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, "
      f"auto {sum(f.startswith('auto/') for f in files)})")
print(f"pairs: {len(lab['pairs'])}, cross-layout: {cross}")
for k in sorted(counts):
    print(f"  {k[0]:18} {k[1]:20} {counts[k]}")
paired = {p[s] for p in lab["pairs"] for s in ("a", "b")}
print(f"files in no pair: {len(set(files) - paired)}")
if errors:
    print("FAIL")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK")
