#!/usr/bin/env python3
"""Validate set212/store and set212/labels.yaml."""
import collections
import datetime
import re
import sys
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
import content  # noqa: E402

SET = Path(__file__).resolve().parent.parent
STORE = SET / "store"
CLASSES = {
    "value_slot": ("contradiction", "V"), "role_slot": ("contradiction", "R"),
    "negation": ("contradiction", "N"), "stale_vs_change": ("contradiction", "S"),
    "refinement": ("non_contradiction", "F"), "other_subject": ("non_contradiction", "O"),
    "dated_history": ("non_contradiction", "D"), "agreeing_duplicate": ("non_contradiction", "A"),
    "negation_scope": ("non_contradiction", "NS"),
}
errors = []


def err(msg):
    errors.append(msg)


def split(text):
    """Return (frontmatter text or None, list of (lineno, line, in_fence) body lines)."""
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
    for i in range(start, len(lines)):
        line = lines[i]
        if line.lstrip().startswith("```"):
            fence = not fence
            body.append((i, line, True))
            continue
        body.append((i, line, fence))
    return fm, body


def layout(path):
    return path.split("/")[0] if "/" in path else "root"


files = {str(p.relative_to(STORE)): p.read_text(encoding="utf-8") for p in STORE.rglob("*.md")}

# ---- frontmatter per layout ----
for path, text in sorted(files.items()):
    if "@" in text and re.search(r"^@[A-Za-z0-9]+@ ", text, re.M):
        err(f"{path}: marker left in store")
    if path == "MEMORY.md":
        continue
    fm, body = split(text)
    if fm is None:
        err(f"{path}: no frontmatter")
        continue
    try:
        meta = yaml.safe_load(fm)
        ok = isinstance(meta, dict)
    except yaml.YAMLError:
        meta, ok = None, False
    lay = layout(path)
    if path in content.FLAT:
        if ok:
            err(f"{path}: flat description was meant to break YAML but parses")
        if not re.search(r"^description: [^\n]*: ", fm, re.M):
            err(f"{path}: flat description lacks an unquoted ': '")
        continue
    if not ok:
        err(f"{path}: frontmatter does not parse")
        continue
    if lay == "root":
        if set(meta) != {"name", "description", "type"}:
            err(f"{path}: root keys {sorted(meta)}")
        if meta.get("type") not in {"user", "feedback", "project", "reference"}:
            err(f"{path}: bad type")
        if not path.startswith(meta.get("type", "?") + "_"):
            err(f"{path}: file name does not start with its type")
    elif lay == "facts":
        stem = Path(path).stem
        folder = path.split("/")[1]
        cat, ms, hx = stem.split("-")
        if meta.get("id") != stem:
            err(f"{path}: id != stem")
        if meta.get("category") != cat or cat not in {"fact", "preference", "decision"}:
            err(f"{path}: category mismatch")
        created = meta.get("created")
        if isinstance(created, str):
            created = datetime.datetime.fromisoformat(created.replace("Z", "+00:00"))
        if created.date().isoformat() != folder:
            err(f"{path}: created date != folder")
        if int(created.timestamp() * 1000) != int(ms):
            err(f"{path}: epoch != created ({int(created.timestamp()*1000)} vs {ms})")
        for k, v in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
            if meta.get(k) != v:
                err(f"{path}: {k} != {v}")
        if not isinstance(meta.get("tags"), list):
            err(f"{path}: tags not a list")
        if meta.get("updated") is None or not isinstance(meta.get("confidence"), float):
            err(f"{path}: updated/confidence missing")
    elif lay == "auto":
        if set(meta) != {"title", "created", "tags"}:
            err(f"{path}: auto keys {sorted(meta)}")

# ---- MEMORY.md indexes every root file ----
root_files = sorted(p for p in files if "/" not in p and p != "MEMORY.md")
mem = files.get("MEMORY.md", "")
for p in root_files:
    if not re.search(r"^- \[[^\]]+\]\(" + re.escape(p) + r"\) — .+$", mem, re.M):
        err(f"MEMORY.md does not index {p}")
indexed = re.findall(r"\]\(([^)]+\.md)\)", mem)
for p in indexed:
    if p not in files:
        err(f"MEMORY.md links missing {p}")

# ---- labels ----
doc = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
if doc.get("now") != datetime.date(2026, 11, 28):
    err("labels.yaml: now != 2026-11-28")
pairs = doc["pairs"]
per_class = collections.Counter()
seen = set()
cross = 0
wrapped = table = 0
used_files = set()
ids_seen = set()
for i, pr in enumerate(pairs):
    a, b, cls = pr["a"], pr["b"], pr["class"]
    tag = f"pair {i} ({pr.get('note', '')[:12]})"
    per_class[cls] += 1
    if cls not in CLASSES:
        err(f"{tag}: unknown class {cls}")
        continue
    lab, prefix = CLASSES[cls]
    if pr["label"] != lab:
        err(f"{tag}: label {pr['label']} for class {cls}")
    m = re.match(r"^([A-Z]+)(\d+): ", pr["note"])
    if not m or m.group(1) != prefix or not 1 <= int(m.group(2)) <= 10:
        err(f"{tag}: note id does not match class")
    else:
        nid = m.group(1) + m.group(2)
        if nid in ids_seen:
            err(f"{tag}: duplicate note id {nid}")
        ids_seen.add(nid)
    if not a < b:
        err(f"{tag}: a does not sort before b")
    if (a, b) in seen:
        err(f"{tag}: duplicate file pair")
    seen.add((a, b))
    if layout(a) != layout(b):
        cross += 1
    for side in ("a", "b"):
        path, claim = pr[side], pr["claim_" + side]
        used_files.add(path)
        if path not in files:
            err(f"{tag}: {path} does not exist")
            continue
        fm, body = split(files[path])
        hits = [(n, fence) for n, line, fence in body if line == claim]
        if len(hits) != 1:
            err(f"{tag}: claim_{side} found {len(hits)} times in {path}")
            continue
        n, fence = hits[0]
        if fence:
            err(f"{tag}: claim_{side} inside a code fence in {path}")
        if not claim.strip():
            err(f"{tag}: empty claim")
        lines = files[path].split("\n")
        nxt = lines[n + 1] if n + 1 < len(lines) else ""
        if nxt and not nxt.startswith(("-", "|", "#", "*", "@")) and nxt.strip() and not claim.rstrip().endswith((".", ")")):
            wrapped += 1
        if claim.startswith("|"):
            table += 1
for cls in CLASSES:
    if per_class[cls] != 10:
        err(f"class {cls}: {per_class[cls]} pairs, want 10")
if len(pairs) != 90:
    err(f"{len(pairs)} pairs, want 90")

lay_count = collections.Counter(layout(p) for p in files)
unpaired = sorted(p for p in files if p not in used_files)

print(f"files: {len(files)} (root {lay_count['root']} incl. MEMORY.md, facts {lay_count['facts']}, auto {lay_count['auto']})")
print(f"pairs: {len(pairs)}; per class: " + ", ".join(f"{c}={per_class[c]}" for c in CLASSES))
print(f"cross-layout pairs: {cross}; same-layout: {len(pairs) - cross}")
print(f"files in no labelled pair: {len(unpaired)}")
print(f"hard-wrapped claims: {wrapped}; table-row claims: {table}; flat descriptions: {len(content.FLAT)}")
if errors:
    print("CHECK FAILED:")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print("CHECK PASSED")
