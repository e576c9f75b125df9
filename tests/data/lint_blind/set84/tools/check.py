#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import re, sys
from collections import Counter
from pathlib import Path
import yaml

OUT = Path(__file__).resolve().parent.parent
STORE = OUT / "store"
FLAT_OK = {"reference_infra.md", "reference_tradedesk.md", "reference_glossary.md"}
CLASSES = {
    "contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
    "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"],
}
errors = []
def err(m): errors.append(m)

def split_fm(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

def body_lines(text):
    """Body lines outside frontmatter and code fences."""
    _, body = split_fm(text)
    out, fence = [], False
    for line in body.split("\n"):
        if line.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(line)
    return out, body.split("\n")

# frontmatter
flat_seen = set()
for p in sorted(STORE.rglob("*.md")):
    rel = p.relative_to(STORE).as_posix()
    if rel == "MEMORY.md":
        continue
    fm, _ = split_fm(p.read_text(encoding="utf-8"))
    if fm is None:
        err(f"{rel}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
    except yaml.YAMLError:
        if rel in FLAT_OK:
            flat_seen.add(rel)
            d = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l and not l.startswith(" "))
        else:
            err(f"{rel}: frontmatter does not parse"); continue
    if "/" not in rel:
        for k in ("name", "description", "type"):
            if k not in d: err(f"{rel}: missing {k}")
        if d.get("type") not in ("user", "feedback", "project", "reference"): err(f"{rel}: bad type")
        if not rel.startswith(d.get("type", "?") + "_"): err(f"{rel}: prefix/type mismatch")
    elif rel.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m: err(f"{rel}: bad remnic path"); continue
        if d.get("id") != Path(rel).stem: err(f"{rel}: id != stem")
        if d.get("category") != m.group(2): err(f"{rel}: category mismatch")
        if str(d.get("created"))[:10] != m.group(1) and not str(d.get("created")).startswith(m.group(1)):
            err(f"{rel}: created date != folder")
        for k in ("source", "confidence", "confidenceTier", "tags", "status"):
            if k not in d: err(f"{rel}: missing {k}")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: err(f"{rel}: missing {k}")
    else:
        err(f"{rel}: unexpected location")
if flat_seen != FLAT_OK:
    err(f"intentional flat descriptions not all flat: {sorted(FLAT_OK - flat_seen)}")

# MEMORY.md
root_files = sorted(p.name for p in STORE.glob("*.md") if p.name != "MEMORY.md")
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", (STORE / "MEMORY.md").read_text(), re.M)
if sorted(idx) != root_files or len(idx) != len(set(idx)):
    err(f"MEMORY.md index mismatch: missing {set(root_files)-set(idx)}, extra {set(idx)-set(root_files)}")

# labels
lab = yaml.safe_load((OUT / "labels.yaml").read_text(encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28": err("now must be 2026-11-28")
pairs = lab["pairs"]
seen_pairs, counts, ids = set(), Counter(), []
for i, pr in enumerate(pairs):
    a, b = pr["a"], pr["b"]
    tag = pr["note"].split(":")[0]
    ids.append(tag)
    if not a < b: err(f"{tag}: a/b not sorted")
    if (a, b) in seen_pairs: err(f"{tag}: duplicate file pair")
    seen_pairs.add((a, b))
    if pr["class"] not in CLASSES.get(pr["label"], []): err(f"{tag}: class/label mismatch")
    counts[(pr["label"], pr["class"])] += 1
    for side in ("a", "b"):
        path = STORE / pr[side]
        if not path.is_file():
            err(f"{tag}: missing file {pr[side]}"); continue
        claim = pr["claim_" + side]
        lines, all_body = body_lines(path.read_text(encoding="utf-8"))
        if claim != claim.strip() or not claim:
            err(f"{tag}: claim_{side} has outer whitespace")
        if lines.count(claim) != 1:
            err(f"{tag}: claim_{side} found {lines.count(claim)}x as full body line outside code in {pr[side]}")
        if all_body.count(claim) != 1:
            err(f"{tag}: claim_{side} occurs {all_body.count(claim)}x in body of {pr[side]}")
        if claim.startswith(("---", "name:", "description:", "type:", "id:")):
            err(f"{tag}: claim_{side} looks like frontmatter")
if len(set(ids)) != len(ids): err("duplicate pair ids")
for label, classes in CLASSES.items():
    for c in classes:
        if counts[(label, c)] != 10: err(f"{label}/{c}: {counts[(label, c)]} pairs, want 10")
if len(pairs) != 90: err(f"{len(pairs)} pairs, want 90")

n_files = sum(1 for _ in STORE.rglob("*.md"))
cross = sum(1 for pr in pairs if (pr["a"].split("/")[0] if "/" in pr["a"] else "root") != (pr["b"].split("/")[0] if "/" in pr["b"] else "root"))
print(f"files: {n_files} (root {len(root_files)}+MEMORY.md, auto {len(list((STORE/'auto').glob('*.md')))}, facts {len(list((STORE/'facts').rglob('*.md')))})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for (l, c), n in sorted(counts.items()): print(f"  {l:18} {c:20} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
