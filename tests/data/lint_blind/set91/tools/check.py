#!/usr/bin/env python3
"""Check store/ and labels.yaml for structural validity."""
import os, re, sys, collections
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT_OK = {"reference_infra.md", "reference_contract.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(text):
    lines = text.split("\n")
    if lines[0] != "---":
        return None, lines
    end = lines.index("---", 1)
    return "\n".join(lines[1:end]), lines[end + 1:]

def body_lines(body):
    """Body lines outside code fences."""
    out, fence = [], False
    for l in body:
        if l.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(l)
    return out

files = {}
for root, _, fs in os.walk(STORE):
    for f in fs:
        p = os.path.relpath(os.path.join(root, f), STORE)
        files[p] = open(os.path.join(root, f)).read()

# frontmatter
flat = set()
for p, t in files.items():
    if p == "MEMORY.md":
        continue
    fm, _ = split(t)
    if fm is None:
        err(f"{p}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if not isinstance(d, dict):
            raise ValueError("not a mapping")
    except Exception as e:
        if p in FLAT_OK:
            flat.add(p); continue
        err(f"{p}: frontmatter does not parse: {e}"); continue
    if "/" not in p:
        for k in ("name", "description", "type"):
            if k not in d: err(f"{p}: missing {k}")
        if d.get("type") not in ("user", "feedback", "project", "reference"): err(f"{p}: bad type")
        if not p.startswith(str(d.get("type")) + "_"): err(f"{p}: filename/type mismatch")
    elif p.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", p)
        if not m: err(f"{p}: bad remnic path"); continue
        if d.get("id") != os.path.basename(p)[:-3]: err(f"{p}: id != stem")
        if d.get("category") != m.group(2): err(f"{p}: category mismatch")
        if not str(d.get("created")).startswith(m.group(1)): err(f"{p}: created not on folder date")
    elif p.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: err(f"{p}: missing {k}")
    else:
        err(f"{p}: unexpected location")
for p in FLAT_OK - flat:
    err(f"{p}: expected a flat (non-strict YAML) description but it parsed")

# MEMORY.md
root = {p for p in files if "/" not in p and p != "MEMORY.md"}
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", files.get("MEMORY.md", ""), re.M)
if sorted(linked) != sorted(root):
    err(f"MEMORY.md mismatch: missing {sorted(root - set(linked))}, extra {sorted(set(linked) - root)}")
if len(linked) != len(set(linked)): err("MEMORY.md has duplicate entries")

# labels
L = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(L.get("now")) != "2026-11-28": err("now is not 2026-11-28")
seen, counts = set(), collections.Counter()
ids = set()
for i, pr in enumerate(L["pairs"]):
    a, b = pr["a"], pr["b"]
    tag = pr.get("note", "")[:6]
    if set(pr) != {"a", "b", "label", "class", "claim_a", "claim_b", "note"}: err(f"pair {i}: keys {sorted(pr)}")
    if not a < b: err(f"{tag}: a/b not sorted")
    if (a, b) in seen: err(f"{tag}: duplicate file pair {a} {b}")
    seen.add((a, b))
    if pr["class"] not in CLASSES.get(pr["label"], []): err(f"{tag}: class/label mismatch")
    counts[(pr["label"], pr["class"])] += 1
    pid = pr["note"].split(":")[0]
    if pid in ids: err(f"duplicate pair id {pid}")
    ids.add(pid)
    for side in "ab":
        p, c = pr[side], pr["claim_" + side]
        if p not in files: err(f"{pid}: {p} missing"); continue
        if p == "MEMORY.md": err(f"{pid}: claim in MEMORY.md")
        _, body = split(files[p])
        n_all = sum(1 for l in body if l == c)
        n_out = sum(1 for l in body_lines(body) if l == c)
        if n_all != 1: err(f"{pid}: claim_{side} occurs {n_all}x as a full body line in {p}")
        if n_out != 1: err(f"{pid}: claim_{side} is inside a code fence in {p}")
        if not c.strip(): err(f"{pid}: empty claim")
        if files[p].count(c) != 1: err(f"{pid}: claim_{side} text occurs {files[p].count(c)}x in {p}")
for lab, cls in CLASSES.items():
    for c in cls:
        if counts[(lab, c)] != 10: err(f"class {lab}/{c}: {counts[(lab, c)]} pairs, want 10")
cross = sum(1 for pr in L["pairs"] if len({x.split('/')[0] if '/' in x else 'root' for x in (pr['a'], pr['b'])}) == 2)

n_root = len(root); n_facts = sum(p.startswith("facts/") for p in files); n_auto = sum(p.startswith("auto/") for p in files)
paired = {pr[s] for pr in L["pairs"] for s in "ab"}
print(f"files: {len(files)} (root {n_root} + MEMORY.md, facts {n_facts}, auto {n_auto}); in no pair: {len(set(files) - paired)}")
print(f"pairs: {len(L['pairs'])}, cross-layout: {cross}, flat descriptions: {sorted(flat)}")
for (lab, c), n in sorted(counts.items()):
    print(f"  {lab:18s} {c:20s} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK: all checks passed")
