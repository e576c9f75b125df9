#!/usr/bin/env python3
"""Check store/ and labels.yaml for consistency."""
import re, sys
from collections import Counter
from pathlib import Path
import yaml

OUT = Path(__file__).resolve().parent.parent
STORE = OUT / "store"
FLAT_OK = {"reference_benchbook.md", "reference_hidebin.md", "reference_runbooks.md",
           "reference_glossary.md", "reference_machines.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []


def split(text):
    """Return (frontmatter text or None, body lines excluding code fences' contents flag)."""
    if text.startswith("---\n"):
        end = text.index("\n---\n", 4)
        return text[4:end], text[end + 5:]
    return None, text


def body_lines(body):
    """(line, in_code) for each body line."""
    res, code = [], False
    for ln in body.split("\n"):
        if ln.strip().startswith("```"):
            code = not code
            res.append((ln, True))
            continue
        res.append((ln, code))
    return res


files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
root_files = [f for f in files if "/" not in f and f != "MEMORY.md"]
# frontmatter
for f in files:
    if f == "MEMORY.md":
        continue
    fm, _ = split((STORE / f).read_text(encoding="utf-8"))
    if fm is None:
        errors.append(f"{f}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if not isinstance(d, dict):
            raise ValueError("not a mapping")
        if f in FLAT_OK:
            errors.append(f"{f}: expected flat (non-strict) description but YAML parsed")
    except Exception as e:
        if f not in FLAT_OK:
            errors.append(f"{f}: frontmatter does not parse: {e}")
        continue
    if "/" not in f:
        for k in ("name", "description", "type"):
            if k not in d: errors.append(f"{f}: missing {k}")
        if d.get("type") not in ("user", "feedback", "project", "reference"):
            errors.append(f"{f}: bad type")
        if not f.startswith(str(d.get("type")) + "_"):
            errors.append(f"{f}: filename does not start with type")
    elif f.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", f)
        if not m: errors.append(f"{f}: bad remnic path")
        elif d.get("id") != Path(f).stem or d.get("category") != m.group(2):
            errors.append(f"{f}: id/category mismatch")
    elif f.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: errors.append(f"{f}: missing {k}")
    else:
        errors.append(f"{f}: unexpected location")
# MEMORY.md
mem = (STORE / "MEMORY.md").read_text(encoding="utf-8")
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(idx) != sorted(root_files) or len(idx) != len(set(idx)):
    errors.append(f"MEMORY.md index mismatch: missing {set(root_files)-set(idx)}, extra {set(idx)-set(root_files)}")
# labels
lab = yaml.safe_load((OUT / "labels.yaml").read_text(encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    errors.append("now is not 2026-11-28")
pairs = lab["pairs"]
seen, cnt = set(), Counter()
for i, p in enumerate(pairs):
    pid = p.get("note", "?").split(":")[0]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in p: errors.append(f"{pid}: missing {k}")
    if not p["a"] < p["b"]:
        errors.append(f"{pid}: a must sort before b")
    if (p["a"], p["b"]) in seen:
        errors.append(f"{pid}: duplicate file pair")
    seen.add((p["a"], p["b"]))
    if p["class"] not in CLASSES.get(p["label"], []):
        errors.append(f"{pid}: class {p['class']} not valid for {p['label']}")
    cnt[(p["label"], p["class"])] += 1
    for side in ("a", "b"):
        fp = STORE / p[side]
        if not fp.exists():
            errors.append(f"{pid}: {p[side]} missing"); continue
        _, body = split(fp.read_text(encoding="utf-8"))
        claim = p["claim_" + side]
        hits = [(ln, code) for ln, code in body_lines(body) if ln == claim]
        if len(hits) != 1:
            errors.append(f"{pid}: claim_{side} found {len(hits)} times as a full body line in {p[side]}")
        elif hits[0][1]:
            errors.append(f"{pid}: claim_{side} is inside a code fence")
        if not claim.strip():
            errors.append(f"{pid}: empty claim_{side}")
for lbl, cl in CLASSES.items():
    for c in cl:
        if cnt[(lbl, c)] != 10:
            errors.append(f"class {lbl}/{c}: {cnt[(lbl, c)]} pairs, want 10")
cross = sum(1 for p in pairs if p["a"].split("/")[0] != p["b"].split("/")[0] and not ("/" not in p["a"] and "/" not in p["b"]))
cross = sum(1 for p in pairs if (p["a"].split("/")[0] if "/" in p["a"] else "root") != (p["b"].split("/")[0] if "/" in p["b"] else "root"))
print(f"files: {len(files)} (root {len(root_files)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, auto {sum(f.startswith('auto/') for f in files)})")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, files in no pair: {len(set(files) - {p[s] for p in pairs for s in 'ab'})}")
for (lbl, c), n in sorted(cnt.items()):
    print(f"  {lbl:18} {c:20} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
