#!/usr/bin/env python3
"""Consistency checks for set168: store/ layout, labels.yaml, claims."""
import re, sys
from collections import Counter
from pathlib import Path
import yaml

OUT = Path(__file__).resolve().parent.parent
STORE = OUT / "store"
FLAT_OK = {"reference_trekbook.md", "reference_farm.md", "reference_infra.md",
           "reference_herd_health.md", "reference_herdlog.md"}  # intentional unquoted ': '
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history",
                                 "agreeing_duplicate", "negation_scope"]}
errs = []


def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]


def body_lines(text):
    """Body lines outside frontmatter and outside code fences."""
    fm, body = split(text)
    out, fence = [], False
    for line in body.split("\n"):
        if line.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(line)
    return out


files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*") if p.is_file())
root = [f for f in files if "/" not in f and f != "MEMORY.md"]
flat = set()
for f in files:
    if f == "MEMORY.md":
        continue
    fm, _ = split((STORE / f).read_text(encoding="utf-8"))
    if fm is None:
        errs.append(f"{f}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if not isinstance(d, dict):
            raise ValueError("not a mapping")
    except Exception:
        flat.add(f); continue
    if "/" not in f:
        if set(d) != {"name", "description", "type"} or d["type"] not in {"user", "feedback", "project", "reference"}:
            errs.append(f"{f}: bad root frontmatter")
        if not f.startswith(d["type"] + "_"):
            errs.append(f"{f}: file name does not match type")
    elif f.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d\d-\d\d)/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", f)
        if not m or d.get("id") != Path(f).stem or d.get("category") != m.group(2) or d.get("status") != "active":
            errs.append(f"{f}: bad remnic name/frontmatter")
    elif f.startswith("auto/"):
        if not {"title", "created", "tags"} <= set(d):
            errs.append(f"{f}: bad auto frontmatter")
    else:
        errs.append(f"{f}: unexpected location")
if flat != FLAT_OK:
    errs.append(f"non-YAML frontmatter set {sorted(flat)} != intended {sorted(FLAT_OK)}")

idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", (STORE / "MEMORY.md").read_text(), re.M)
if sorted(idx) != sorted(root) or len(idx) != len(set(idx)):
    errs.append(f"MEMORY.md index mismatch: {sorted(set(idx) ^ set(root))}")

lab = yaml.safe_load((OUT / "labels.yaml").read_text(encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    errs.append("now != 2026-11-28")
pairs = lab["pairs"]
seen, cnt, ids = set(), Counter(), []
for i, p in enumerate(pairs):
    pid = p["note"].split(":")[0]
    ids.append(pid)
    for k in ("a", "b"):
        if p[k] not in files:
            errs.append(f"{pid}: {p[k]} missing")
    if not p["a"] < p["b"]:
        errs.append(f"{pid}: a/b not sorted")
    if (p["a"], p["b"]) in seen:
        errs.append(f"{pid}: duplicate file pair")
    seen.add((p["a"], p["b"]))
    if p["class"] not in CLASSES.get(p["label"], []):
        errs.append(f"{pid}: class {p['class']} not valid for {p['label']}")
    cnt[(p["label"], p["class"])] += 1
    for k, c in (("a", "claim_a"), ("b", "claim_b")):
        if p[k] not in files:
            continue
        text = (STORE / p[k]).read_text(encoding="utf-8")
        n_all = text.split("\n").count(p[c])
        n_body = body_lines(text).count(p[c])
        if n_all != 1 or n_body != 1:
            errs.append(f"{pid}: {c} occurs {n_all}x in file, {n_body}x in body outside code ({p[k]})")
        if not p[c].strip() or p[c] != p[c].strip("\n"):
            errs.append(f"{pid}: {c} empty/bad")
if len(ids) != len(set(ids)):
    errs.append("duplicate pair ids")
for lbl, cls in CLASSES.items():
    for c in cls:
        if cnt[(lbl, c)] != 10:
            errs.append(f"{lbl}/{c}: {cnt[(lbl, c)]} pairs, want 10")
if len(pairs) != 90:
    errs.append(f"{len(pairs)} pairs, want 90")

cross = sum(1 for p in pairs if (p["a"].split("/")[0] if "/" in p["a"] else "root")
            != (p["b"].split("/")[0] if "/" in p["b"] else "root"))
lay = Counter("root" if "/" not in f else f.split("/")[0] for f in files)
in_pairs = {p[k] for p in pairs for k in "ab"}
print(f"files: {len(files)} ({dict(lay)}); files in no pair: {len(set(files) - in_pairs)}")
print(f"pairs: {len(pairs)}, cross-layout: {cross}")
for (l, c), n in sorted(cnt.items()):
    print(f"  {l:18} {c:20} {n}")
if errs:
    print("FAIL"); [print("  " + e) for e in errs]; sys.exit(1)
print("OK: all checks passed")
