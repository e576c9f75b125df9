#!/usr/bin/env python3
"""Validate set239/store/ and set239/labels.yaml."""
import collections
import datetime as dt
import re
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
SET = HERE.parent
STORE = SET / "store"
sys.path.insert(0, str(HERE))
import content  # noqa: E402

CLASSES = {
    "value_slot": "contradiction", "role_slot": "contradiction",
    "negation": "contradiction", "stale_vs_change": "contradiction",
    "refinement": "non_contradiction", "other_subject": "non_contradiction",
    "dated_history": "non_contradiction", "agreeing_duplicate": "non_contradiction",
    "negation_scope": "non_contradiction",
}
PREFIX = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S",
          "refinement": "F", "other_subject": "O", "dated_history": "D",
          "agreeing_duplicate": "A", "negation_scope": "NS"}
errors = []


def err(msg):
    errors.append(msg)


def split(text):
    """Return (frontmatter text or None, list of body lines that can carry claims)."""
    lines = text.split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        try:
            end = lines.index("---", 1)
        except ValueError:
            return None, []
        fm = "\n".join(lines[1:end])
        start = end + 1
    body = []
    fence = False
    for line in lines[start:]:
        if line.lstrip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            body.append(line)
    return fm, body


def layout(rel):
    if rel.startswith("facts/"):
        return "facts"
    if rel.startswith("auto/"):
        return "auto"
    return "root"


files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*") if p.is_file())
texts = {rel: (STORE / rel).read_text(encoding="utf-8") for rel in files}

# --- frontmatter / layout checks -------------------------------------------------
root_md = [f for f in files if "/" not in f and f != "MEMORY.md"]
for rel in files:
    text = texts[rel]
    if re.search(r"@[A-Za-z0-9]+@ ", text):
        err(f"{rel}: leftover claim marker")
    if rel == "MEMORY.md":
        continue
    fm, _ = split(text)
    if fm is None:
        err(f"{rel}: no frontmatter")
        continue
    try:
        meta = yaml.safe_load(fm)
        ok = isinstance(meta, dict)
    except yaml.YAMLError:
        meta, ok = None, False
    lay = layout(rel)
    if lay == "root" and rel in content.FLAT:
        if ok:
            err(f"{rel}: flat description should fail strict YAML but parsed")
        m = re.search(r"^description: (.*)$", fm, re.M)
        if not m or ": " not in m.group(1):
            err(f"{rel}: flat description lacks an unquoted ': '")
        for key in ("name", "type"):
            if not re.search(rf"^{key}: \S", fm, re.M):
                err(f"{rel}: missing {key}")
        continue
    if not ok:
        err(f"{rel}: frontmatter does not parse")
        continue
    if lay == "root":
        if set(meta) != {"name", "description", "type"}:
            err(f"{rel}: root keys {sorted(meta)}")
        if meta.get("type") not in {"user", "feedback", "project", "reference"}:
            err(f"{rel}: bad type {meta.get('type')}")
        if not rel.startswith(meta.get("type", "?") + "_"):
            err(f"{rel}: file prefix does not match type")
        if "mvbb" in str(meta.get("name", "")).lower() or "blood" in str(meta.get("name", "")).lower():
            err(f"{rel}: name slug names the organisation")
    elif lay == "facts":
        stem = Path(rel).stem
        m = re.fullmatch(r"(fact|preference|decision)-(\d{13})-([0-9a-f]{4})", stem)
        if not m:
            err(f"{rel}: bad fact file name")
            continue
        if meta.get("id") != stem:
            err(f"{rel}: id != stem")
        if meta.get("category") != m.group(1):
            err(f"{rel}: category mismatch")
        created = meta.get("created")
        if not isinstance(created, dt.datetime):
            err(f"{rel}: created not a timestamp")
        else:
            if created.date().isoformat() != rel.split("/")[1]:
                err(f"{rel}: created date != folder date")
            if int(created.timestamp() * 1000) != int(m.group(2)):
                err(f"{rel}: created != epoch in name")
        if meta.get("updated") != created:
            err(f"{rel}: updated != created")
        for k, v in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
            if meta.get(k) != v:
                err(f"{rel}: {k} != {v}")
        if not isinstance(meta.get("confidence"), float) or not isinstance(meta.get("tags"), list):
            err(f"{rel}: confidence/tags malformed")
    else:
        if set(meta) != {"title", "created", "tags"} or not isinstance(meta.get("tags"), list):
            err(f"{rel}: auto keys/tags malformed")
        if not isinstance(meta.get("created"), dt.date):
            err(f"{rel}: created not a date")

# MEMORY.md indexes every root memory, hooks carry no digits
mem = texts.get("MEMORY.md", "")
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — (.+)$", mem, re.M)
if sorted(f for f, _ in linked) != sorted(root_md):
    err("MEMORY.md does not index exactly the root memories")
for f, hook in linked:
    if re.search(r"\d", hook):
        err(f"MEMORY.md hook for {f} carries a digit (slot value?)")

# --- labels --------------------------------------------------------------------
doc = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
if doc.get("now") != dt.date(2026, 11, 28):
    err("labels.yaml: now != 2026-11-28")
pairs = doc.get("pairs", [])
if len(pairs) != 90:
    err(f"labels.yaml: {len(pairs)} pairs, want 90")
per_class = collections.Counter()
seen = set()
ids = set()
cross = 0
used_files = set()
for i, p in enumerate(pairs):
    a, b, cls = p["a"], p["b"], p["class"]
    per_class[cls] += 1
    if CLASSES.get(cls) != p["label"]:
        err(f"pair {i}: label {p['label']} does not fit class {cls}")
    pid = p["note"].split(":")[0]
    if not re.fullmatch(PREFIX.get(cls, "?") + r"(10|[1-9])", pid):
        err(f"pair {i}: note id {pid} does not fit class {cls}")
    if pid in ids:
        err(f"pair {i}: duplicate id {pid}")
    ids.add(pid)
    if not a < b:
        err(f"{pid}: a does not sort before b")
    if (a, b) in seen:
        err(f"{pid}: duplicate file pair")
    seen.add((a, b))
    if layout(a) != layout(b):
        cross += 1
    for side in ("a", "b"):
        rel = p[side]
        claim = p[f"claim_{side}"]
        if rel not in texts:
            err(f"{pid}: {rel} missing")
            continue
        used_files.add(rel)
        _, body = split(texts[rel])
        n = sum(1 for line in body if line == claim)
        if n != 1:
            err(f"{pid}: claim_{side} found {n} times in body of {rel}")
        if not claim.strip() or claim.startswith("#"):
            err(f"{pid}: claim_{side} is blank or a heading")
for cls in CLASSES:
    if per_class[cls] != 10:
        err(f"class {cls}: {per_class[cls]} pairs, want 10")

counts = collections.Counter(layout(f) for f in files if f != "MEMORY.md")
unlabelled = [f for f in files if f not in used_files]
print(f"files: {len(files)} (root memories {counts['root']} + MEMORY.md, facts {counts['facts']}, auto {counts['auto']})")
print(f"flat (non-strict YAML) descriptions: {len(content.FLAT)}")
print(f"pairs: {len(pairs)}; cross-layout {cross}, same-layout {len(pairs) - cross}")
print("per class: " + ", ".join(f"{c} {per_class[c]}" for c in CLASSES))
print(f"files in no labelled pair: {len(unlabelled)}")
if errors:
    print(f"CHECK FAILED ({len(errors)} problems):")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("CHECK PASSED")
