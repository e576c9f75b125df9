#!/usr/bin/env python3
"""Check store/ and labels.yaml for structural consistency."""
import os, re, sys, collections
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_infra.md", "reference_instruments.md", "reference_glossary.md", "user_mared.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []
def err(msg): errors.append(msg)

def split(path):
    text = open(os.path.join(STORE, path), encoding="utf-8").read()
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def claim_lines(body):
    """body lines outside code fences"""
    out, fence = [], False
    for ln in body:
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(ln)
    return out

all_files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root = [f for f in all_files if "/" not in f and f != "MEMORY.md"]

# frontmatter
for f in all_files:
    if f == "MEMORY.md":
        continue
    fm, body = split(f)
    if fm is None:
        err(f"{f}: no frontmatter"); continue
    if f in FLAT:
        keys = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
        for k in ("name", "description", "type"):
            if k not in keys: err(f"{f}: flat frontmatter lacks {k}")
        try:
            yaml.safe_load(fm); err(f"{f}: listed as flat but parses as YAML")
        except yaml.YAMLError:
            pass
        continue
    try:
        d = yaml.safe_load(fm)
    except yaml.YAMLError as e:
        err(f"{f}: frontmatter does not parse: {e}"); continue
    if "/" not in f:
        if set(d) != {"name", "description", "type"}: err(f"{f}: root keys {sorted(d)}")
        if d.get("type") not in ("user", "feedback", "project", "reference"): err(f"{f}: bad type")
        if not f.startswith(d.get("type", "") + "_"): err(f"{f}: filename prefix != type")
    elif f.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", f)
        if not m: err(f"{f}: bad remnic path"); continue
        if d.get("id") != os.path.basename(f)[:-3]: err(f"{f}: id != stem")
        if d.get("category") != m.group(2): err(f"{f}: category mismatch")
        if not str(d.get("created", "")).startswith(m.group(1)): err(f"{f}: created not in folder date")
        for k in ("source", "confidence", "confidenceTier", "tags", "status"):
            if k not in d: err(f"{f}: missing {k}")
    elif f.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: err(f"{f}: missing {k}")
    else:
        err(f"{f}: unexpected location")

# MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
linked = re.findall(r"\]\(([^)]+)\)", mem)
if sorted(linked) != sorted(root): err(f"MEMORY.md links {sorted(set(linked) ^ set(root))} mismatch")
if len(linked) != len(set(linked)): err("MEMORY.md links a file twice")

# labels
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28": err("now != 2026-11-28")
pairs = lab["pairs"]
seen, counts, ids, files_in_pairs, cross = set(), collections.Counter(), set(), set(), 0
for i, p in enumerate(pairs):
    tag = p.get("note", "")[:6]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p: err(f"pair {i}: missing {k}")
    a, b = p["a"], p["b"]
    if not a < b: err(f"{tag}: a !< b")
    if (a, b) in seen: err(f"{tag}: duplicate file pair {a} {b}")
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []): err(f"{tag}: class {p['class']} not under {p['label']}")
    counts[(p["label"], p["class"])] += 1
    pid = p["note"].split(":", 1)[0]
    if pid in ids: err(f"{tag}: duplicate id")
    ids.add(pid)
    for side, path in (("claim_a", a), ("claim_b", b)):
        if path not in all_files: err(f"{tag}: {path} missing"); continue
        if path == "MEMORY.md": err(f"{tag}: MEMORY.md used")
        fm, body = split(path)
        claim = p[side]
        n_all = sum(1 for ln in body if ln == claim)
        n_ok = sum(1 for ln in claim_lines(body) if ln == claim)
        if n_all != 1: err(f"{tag}: {side} occurs {n_all}x as a full line in {path}")
        elif n_ok != 1: err(f"{tag}: {side} sits inside a code fence in {path}")
        if not claim.strip() or claim != claim.strip(): err(f"{tag}: {side} blank or padded")
    files_in_pairs |= {a, b}
    lay = lambda x: x.split("/")[0] if "/" in x else "root"
    cross += lay(a) != lay(b)
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10: err(f"class {lbl}/{c}: {counts[(lbl, c)]} pairs, want 10")
if len(pairs) != 90: err(f"{len(pairs)} pairs, want 90")

lay_n = collections.Counter(f.split("/")[0] if "/" in f else "root" for f in all_files)
print(f"files: {len(all_files)} ({dict(lay_n)}), in pairs: {len(files_in_pairs)}, unpaired: {len(all_files) - len(files_in_pairs)}")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for (lbl, c), n in sorted(counts.items()):
    print(f"  {lbl:18} {c:18} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK: all checks passed")
