#!/usr/bin/env python3
"""Check ../store and ../labels.yaml."""
import re, sys
from collections import Counter
from pathlib import Path
import yaml

OUT = Path(__file__).resolve().parent.parent
STORE = OUT / "store"
FLAT_OK = {"reference_drawreg.md", "reference_planwatch.md", "reference_office_it.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []

def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
root = [f for f in files if "/" not in f and f != "MEMORY.md"]
flat_seen = set()
for rel in files:
    if rel == "MEMORY.md":
        continue
    fm, _ = split((STORE / rel).read_text())
    if fm is None:
        errors.append(f"{rel}: no frontmatter"); continue
    try:
        meta = yaml.safe_load(fm)
        if not isinstance(meta, dict):
            raise ValueError("not a mapping")
    except Exception:
        if rel in FLAT_OK:
            flat_seen.add(rel)
            meta = dict(l.split(": ", 1) for l in fm.splitlines() if ": " in l)
        else:
            errors.append(f"{rel}: frontmatter does not parse"); continue
    if "/" not in rel:
        for k in ("name", "description", "type"):
            if k not in meta: errors.append(f"{rel}: missing {k}")
        if meta.get("type") not in ("user", "feedback", "project", "reference"):
            errors.append(f"{rel}: bad type")
        if not re.fullmatch(r"(user|feedback|project|reference)_[a-z0-9_]+\.md", rel):
            errors.append(f"{rel}: bad root name")
    elif rel.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m: errors.append(f"{rel}: bad remnic path"); continue
        for k in ("id", "category", "created", "updated", "source", "confidence", "tags", "status"):
            if k not in meta: errors.append(f"{rel}: missing {k}")
        if meta.get("id") != Path(rel).stem or meta.get("category") != m.group(2):
            errors.append(f"{rel}: id/category mismatch")
        if not str(meta.get("created")).startswith(m.group(1)):
            errors.append(f"{rel}: created date != folder")
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in meta: errors.append(f"{rel}: missing {k}")
    else:
        errors.append(f"{rel}: unknown layout")
if flat_seen != FLAT_OK:
    errors.append(f"intentional flat descriptions expected {sorted(FLAT_OK)}, got {sorted(flat_seen)}")

mem = (STORE / "MEMORY.md").read_text()
indexed = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(indexed) != sorted(root) or len(indexed) != len(set(indexed)):
    errors.append(f"MEMORY.md index mismatch: missing {set(root)-set(indexed)}, extra {set(indexed)-set(root)}")

lab = yaml.safe_load((OUT / "labels.yaml").read_text())
if str(lab.get("now")) != "2026-11-28": errors.append("now != 2026-11-28")
pairs = lab["pairs"]
seen = set(); cnt = Counter()
for i, p in enumerate(pairs):
    pid = p["note"].split(":")[0]
    if set(p) != {"a", "b", "label", "class", "claim_a", "claim_b", "note"}:
        errors.append(f"{pid}: keys {sorted(p)}")
    if not p["a"] < p["b"]: errors.append(f"{pid}: a/b order")
    if (p["a"], p["b"]) in seen: errors.append(f"{pid}: duplicate file pair")
    seen.add((p["a"], p["b"]))
    if p["class"] not in CLASSES.get(p["label"], []): errors.append(f"{pid}: class/label mismatch")
    cnt[(p["label"], p["class"])] += 1
    for side in ("a", "b"):
        path = STORE / p[side]
        if not path.exists():
            errors.append(f"{pid}: {p[side]} missing"); continue
        _, body = split(path.read_text())
        lines = body.split("\n")
        claim = p["claim_" + side]
        n = sum(1 for l in lines if l == claim)
        if n != 1: errors.append(f"{pid}: claim_{side} found {n} times as a full line in {p[side]}")
        if not claim.strip(): errors.append(f"{pid}: empty claim")
for label, classes in CLASSES.items():
    for c in classes:
        if cnt[(label, c)] != 10: errors.append(f"class {label}/{c}: {cnt[(label, c)]} pairs")

layouts = Counter("root" if "/" not in f else f.split("/")[0] for f in files)
cross = sum(1 for p in pairs if ("/" in p["a"] and p["a"].split("/")[0]) != ("/" in p["b"] and p["b"].split("/")[0]))
paired = {p[s] for p in pairs for s in ("a", "b")}
print(f"files: {len(files)} ({dict(layouts)}); pairs: {len(pairs)}; cross-layout: {cross}; files in no pair: {len(set(files)-paired)}")
for (label, c), n in sorted(cnt.items()):
    print(f"  {label:18} {c:20} {n}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK: all checks passed")
