#!/usr/bin/env python3
"""Check store/ and labels.yaml for the structural rules of the brief."""
import os, re, sys, collections
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_readhub.md", "reference_field_kit.md", "reference_glossary.md", "reference_infra.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate",
                                 "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(text):
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def body_lines(text):
    """Body lines outside code fences (frontmatter excluded)."""
    _, lines = split(text)
    out, fence = [], False
    for l in lines:
        if l.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(l)
    return out, lines

files = {}
for root, _, fs in os.walk(STORE):
    for f in fs:
        p = os.path.relpath(os.path.join(root, f), STORE)
        files[p] = open(os.path.join(root, f), encoding="utf-8").read()

# frontmatter
flat_seen = set()
for p, t in files.items():
    if p == "MEMORY.md":
        continue
    fm, _ = split(t)
    if fm is None:
        err(f"{p}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
    except yaml.YAMLError:
        if os.path.basename(p) in FLAT and "/" not in p:
            flat_seen.add(p); continue
        err(f"{p}: frontmatter does not parse"); continue
    if "/" not in p:
        if set(d) != {"name", "description", "type"} or d["type"] not in ("user", "feedback", "project", "reference"):
            err(f"{p}: bad root frontmatter {d}")
        if not p.startswith(d["type"] + "_"):
            err(f"{p}: type prefix mismatch")
    elif p.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", p)
        if not m: err(f"{p}: bad remnic path")
        elif d.get("id") != os.path.basename(p)[:-3] or d.get("category") != m.group(2) or d.get("status") != "active":
            err(f"{p}: remnic frontmatter mismatch")
    elif p.startswith("auto/"):
        if not {"title", "created", "tags"} <= set(d):
            err(f"{p}: auto frontmatter lacks title/created/tags")
    else:
        err(f"{p}: unexpected location")
if flat_seen != FLAT:
    err(f"intentionally flat descriptions: expected {sorted(FLAT)}, got {sorted(flat_seen)}")

# MEMORY.md
rootfiles = {p for p in files if "/" not in p and p != "MEMORY.md"}
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", files.get("MEMORY.md", ""), re.M)
if sorted(idx) != sorted(rootfiles) or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {rootfiles - set(idx)}, extra {set(idx) - rootfiles}")

# labels
L = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(L.get("now")) != "2026-11-28": err("now must be 2026-11-28")
pairs = L["pairs"]
seen, counts, ids = set(), collections.Counter(), set()
for i, pr in enumerate(pairs):
    a, b = pr["a"], pr["b"]
    tag = pr.get("note", "")[:6]
    if set(pr) != {"a", "b", "label", "class", "claim_a", "claim_b", "note"}: err(f"pair {i}: keys {set(pr)}")
    if not a < b: err(f"pair {i} {tag}: a/b not sorted")
    if (a, b) in seen: err(f"pair {i} {tag}: duplicate file pair")
    seen.add((a, b))
    if pr["class"] not in CLASSES.get(pr["label"], []): err(f"pair {i}: class/label mismatch")
    counts[(pr["label"], pr["class"])] += 1
    pid = pr["note"].split(":")[0]
    if pid in ids: err(f"duplicate pair id {pid}")
    ids.add(pid)
    for side, path in (("claim_a", a), ("claim_b", b)):
        if path not in files: err(f"pair {i} {tag}: missing file {path}"); continue
        outside, alll = body_lines(files[path])
        c = pr[side]
        if c.strip() != c or not c: err(f"pair {i} {tag}: {side} has edge whitespace/empty")
        n_all = sum(1 for l in alll if l == c)
        n_out = sum(1 for l in outside if l == c)
        if n_all != 1 or n_out != 1:
            err(f"pair {i} {tag}: {side} present {n_all}x in body ({n_out}x outside code) of {path}")
        if path == "MEMORY.md": err(f"pair {i}: claim in MEMORY.md")
for lab, cl in CLASSES.items():
    for c in cl:
        if counts[(lab, c)] != 10: err(f"class {lab}/{c}: {counts[(lab, c)]} pairs (want 10)")
cross = sum(1 for p in pairs if p["a"].split("/")[0] != p["b"].split("/")[0] or
            ("/" in p["a"]) != ("/" in p["b"]))
def layout(p): return "root" if "/" not in p else p.split("/")[0]
cross = sum(1 for p in pairs if layout(p["a"]) != layout(p["b"]))
unpaired = set(files) - {p["a"] for p in pairs} - {p["b"] for p in pairs}
print(f"files: {len(files)} (root {len(rootfiles)} + MEMORY.md, facts {sum(p.startswith('facts/') for p in files)}, "
      f"auto {sum(p.startswith('auto/') for p in files)}); unpaired files: {len(unpaired)}")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for (lab, c), n in sorted(counts.items()):
    print(f"  {lab:18s} {c:20s} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK: all checks passed")
