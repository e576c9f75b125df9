#!/usr/bin/env python3
"""Check set79: store/ files and labels.yaml against the brief's format rules."""
import os, re, sys
from collections import Counter
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors, warnings = [], []


def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]


def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"


def body_lines_outside_fences(body):
    res, fence = [], False
    for line in body.split("\n"):
        if line.strip().startswith("```"):
            fence = not fence
            continue
        res.append((line, fence))
    return res


# ---- store files and frontmatter
all_files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
flat = []
for p in all_files:
    text = open(os.path.join(STORE, p), encoding="utf-8").read()
    if p == "MEMORY.md":
        continue
    fm, body = split(text)
    if fm is None:
        errors.append(f"{p}: no frontmatter"); continue
    try:
        meta = yaml.safe_load(fm)
        if not isinstance(meta, dict):
            raise ValueError("not a mapping")
    except Exception:
        if layout(p) == "root" and re.search(r"^description: [^\"'].*: ", fm, re.M):
            flat.append(p)
            meta = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
        else:
            errors.append(f"{p}: frontmatter does not parse"); continue
    lay = layout(p)
    if lay == "root":
        m = re.fullmatch(r"(user|feedback|project|reference)_[a-z0-9_]+\.md", p)
        if not m: errors.append(f"{p}: bad root file name")
        for k in ("name", "description", "type"):
            if k not in meta: errors.append(f"{p}: missing {k}")
        if m and meta.get("type") != m.group(1): errors.append(f"{p}: type != file prefix")
        if meta.get("name") in ("fenlight", "fenlight-stage-hire"): errors.append(f"{p}: name is the project")
    elif lay == "facts":
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", p)
        if not m: errors.append(f"{p}: bad remnic path"); continue
        for k in ("id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in meta: errors.append(f"{p}: missing {k}")
        if meta.get("id") != os.path.basename(p)[:-3]: errors.append(f"{p}: id != stem")
        if meta.get("category") != m.group(2): errors.append(f"{p}: category != path")
        if not str(meta.get("created")).startswith(m.group(1)): errors.append(f"{p}: created not on folder date")
    else:
        if not re.fullmatch(r"auto/[a-z0-9-]+\.md", p): errors.append(f"{p}: bad auto path")
        for k in ("title", "created", "tags"):
            if k not in meta: errors.append(f"{p}: missing {k}")

# ---- MEMORY.md
root = sorted(p for p in all_files if "/" not in p and p != "MEMORY.md")
mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(linked) != root or len(linked) != len(set(linked)):
    errors.append(f"MEMORY.md index mismatch: missing {set(root)-set(linked)}, extra {set(linked)-set(root)}")

# ---- labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28": errors.append("now != 2026-11-28")
pairs = lab["pairs"]
seen, counts, cross = set(), Counter(), 0
for i, pr in enumerate(pairs):
    pid = pr["note"].split(":")[0]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in pr: errors.append(f"{pid}: missing {k}")
    a, b = pr["a"], pr["b"]
    if not a < b: errors.append(f"{pid}: a/b not sorted")
    if (a, b) in seen: errors.append(f"{pid}: duplicate file pair")
    seen.add((a, b))
    if pr["class"] not in CLASSES.get(pr["label"], []): errors.append(f"{pid}: class/label mismatch")
    if not re.match(r"^(V|R|N|S|F|O|D|A|NS)\d+: ", pr["note"]): errors.append(f"{pid}: note lacks pair id")
    counts[(pr["label"], pr["class"])] += 1
    if layout(a) != layout(b): cross += 1
    for side in ("a", "b"):
        p, claim = pr[side], pr["claim_" + side]
        fp = os.path.join(STORE, p)
        if not os.path.isfile(fp): errors.append(f"{pid}: {p} missing"); continue
        fm, body = split(open(fp, encoding="utf-8").read())
        lines = body_lines_outside_fences(body)
        n = sum(1 for l, _ in lines if l == claim)
        n_all = body.split("\n").count(claim)
        if n_all != 1: errors.append(f"{pid}: claim_{side} found {n_all}x as a full body line of {p}")
        elif n != 1: errors.append(f"{pid}: claim_{side} is inside a code fence in {p}")
        if not claim.strip(): errors.append(f"{pid}: empty claim_{side}")
        if fm and claim in fm.split("\n"): errors.append(f"{pid}: claim_{side} also in frontmatter")
if len(pairs) != 90: errors.append(f"{len(pairs)} pairs, want 90")
for lbl, cl in CLASSES.items():
    for c in cl:
        if counts[(lbl, c)] != 10: errors.append(f"{lbl}/{c}: {counts[(lbl, c)]} pairs, want 10")

print(f"files: {len(all_files)} (root {len(root)} + MEMORY.md, auto {sum(p.startswith('auto/') for p in all_files)}, "
      f"facts {sum(p.startswith('facts/') for p in all_files)})")
print(f"flat (non-strict YAML) descriptions: {', '.join(flat)}")
print(f"pairs: {len(pairs)}; cross-layout: {cross}")
for (lbl, c), n in sorted(counts.items()):
    print(f"  {lbl:18s} {c:20s} {n}")
in_pairs = {p for pr in pairs for p in (pr['a'], pr['b'])}
print(f"files in no pair: {len(set(all_files) - in_pairs)}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK: all checks passed")
