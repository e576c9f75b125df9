#!/usr/bin/env python3
"""Check store/ and labels.yaml for set160."""
import re, sys
from collections import Counter
from pathlib import Path
import yaml

OUT = Path(__file__).resolve().parent.parent
STORE = OUT / "store"
FLAT_OK = {"reference_infra.md", "reference_sites.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate",
                                 "negation_scope"]}
errors = []


def err(msg):
    errors.append(msg)


def split(path):
    text = path.read_text(encoding="utf-8")
    if text.startswith("---\n"):
        end = text.index("\n---\n", 4)
        return text[4:end], text[end + 5:]
    return None, text


def body_lines(body):
    """Body lines outside code fences."""
    out, fence = [], False
    for line in body.split("\n"):
        if line.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(line)
    return out


files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
root = [f for f in files if "/" not in f and f != "MEMORY.md"]

# frontmatter
for f in files:
    fm, body = split(STORE / f)
    if f == "MEMORY.md":
        continue
    if fm is None:
        err(f"{f}: no frontmatter")
        continue
    try:
        meta = yaml.safe_load(fm)
        if f in FLAT_OK:
            err(f"{f}: expected a non-strict (flat ': ') description but it parsed")
    except yaml.YAMLError:
        if f not in FLAT_OK:
            err(f"{f}: frontmatter does not parse")
        continue
    if "/" not in f:
        if set(meta) != {"name", "description", "type"} or meta["type"] not in {"user", "feedback", "project", "reference"}:
            err(f"{f}: bad root frontmatter {meta}")
        if not f.startswith(meta["type"] + "_"):
            err(f"{f}: type prefix mismatch")
    elif f.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/((fact|preference|decision)-(\d{13})-[0-9a-f]{4})\.md", f)
        if not m or meta.get("id") != m.group(2) or meta.get("category") != m.group(3) or meta.get("status") != "active":
            err(f"{f}: bad remnic path/frontmatter")
        elif not str(meta.get("created", "")).startswith(m.group(1)):
            err(f"{f}: created date does not match folder")
    elif f.startswith("auto/"):
        if not {"title", "created", "tags"} <= set(meta):
            err(f"{f}: auto note lacks title/created/tags")
    else:
        err(f"{f}: unexpected location")

# MEMORY.md indexes exactly the root files
mem = (STORE / "MEMORY.md").read_text(encoding="utf-8")
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(linked) != sorted(root) or len(linked) != len(set(linked)):
    err(f"MEMORY.md index mismatch: missing {set(root) - set(linked)}, extra {set(linked) - set(root)}")

# labels
lab = yaml.safe_load((OUT / "labels.yaml").read_text(encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now is not 2026-11-28")
pairs = lab["pairs"]
seen = set()
counts = Counter()
cross = 0
for i, p in enumerate(pairs):
    tag = p.get("note", f"#{i}")[:6]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p:
            err(f"{tag}: missing {k}")
    if not p["a"] < p["b"]:
        err(f"{tag}: a does not sort before b")
    if (p["a"], p["b"]) in seen:
        err(f"{tag}: duplicate file pair")
    seen.add((p["a"], p["b"]))
    if p["class"] not in CLASSES.get(p["label"], []):
        err(f"{tag}: class {p['class']} not valid for {p['label']}")
    counts[(p["label"], p["class"])] += 1
    lay = lambda f: f.split("/")[0] if "/" in f else "root"
    cross += lay(p["a"]) != lay(p["b"])
    if not re.match(r"^[A-Z]+\d+: ", p["note"]):
        err(f"{tag}: note does not start with a pair id")
    for side in ("a", "b"):
        path = STORE / p[side]
        if not path.exists():
            err(f"{tag}: {p[side]} missing")
            continue
        claim = p["claim_" + side]
        if "\n" in claim or claim != claim.strip() or not claim:
            err(f"{tag}: claim_{side} is not a single trimmed line")
        all_lines = path.read_text(encoding="utf-8").split("\n")
        if all_lines.count(claim) != 1:
            err(f"{tag}: claim_{side} occurs {all_lines.count(claim)} times as a full line in {p[side]}")
        fm, body = split(path)
        if body_lines(body).count(claim) != 1:
            err(f"{tag}: claim_{side} is not a body line outside code fences in {p[side]}")

for label, classes in CLASSES.items():
    for c in classes:
        if counts[(label, c)] != 10:
            err(f"{label}/{c}: {counts[(label, c)]} pairs, want 10")
if len(pairs) != 90:
    err(f"{len(pairs)} pairs, want 90")

print(f"files: {len(files)} (root {len(root)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, "
      f"auto {sum(f.startswith('auto/') for f in files)})")
print(f"pairs: {len(pairs)}, cross-layout {cross}")
for (label, c), n in sorted(counts.items()):
    print(f"  {label:17} {c:18} {n}")
if errors:
    print("FAIL")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK")
