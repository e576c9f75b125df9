#!/usr/bin/env python3
"""Validate set238/store and set238/labels.yaml."""
import re
import sys
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
from content import FLAT_DESCRIPTIONS  # noqa: E402

SET = Path(__file__).resolve().parent.parent
STORE = SET / "store"
CLASSES = {
    "value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
    "stale_vs_change": "contradiction", "refinement": "non_contradiction",
    "other_subject": "non_contradiction", "dated_history": "non_contradiction",
    "agreeing_duplicate": "non_contradiction", "negation_scope": "non_contradiction",
}
ROOT_RE = re.compile(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$")
FACT_RE = re.compile(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$")
AUTO_RE = re.compile(r"^auto/[a-z0-9-]+\.md$")

errors = []


def err(msg):
    errors.append(msg)


def parse(path):
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")
    fm, body_start = None, 0
    if lines and lines[0] == "---":
        for i in range(1, len(lines)):
            if lines[i] == "---":
                fm = "\n".join(lines[1:i])
                body_start = i + 1
                break
        else:
            err(f"{path}: unterminated frontmatter")
    body = []
    in_fence = False
    for line in lines[body_start:]:
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
            continue
        if not in_fence:
            body.append(line)
    return fm, body, text


def main():
    files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*") if p.is_file())
    layout = Counter()
    parsed = {}
    for rel in files:
        fm, body, text = parse(STORE / rel)
        parsed[rel] = (fm, body)
        if "@" in text and re.search(r"@[A-Z]+[0-9]+[a-z]?@", text):
            err(f"{rel}: leftover claim marker")
        if rel == "MEMORY.md":
            layout["index"] += 1
            continue
        if ROOT_RE.match(rel):
            layout["root"] += 1
            try:
                data = yaml.safe_load(fm)
                ok = isinstance(data, dict)
            except yaml.YAMLError:
                ok = False
            if rel in FLAT_DESCRIPTIONS:
                if ok:
                    err(f"{rel}: description meant to be flat (non-strict YAML) but parses")
                for key in ("name:", "description:", "type:"):
                    if not any(l.startswith(key) for l in fm.split("\n")):
                        err(f"{rel}: missing {key}")
                continue
            if not ok:
                err(f"{rel}: frontmatter does not parse")
                continue
            if set(data) != {"name", "description", "type"}:
                err(f"{rel}: unexpected frontmatter keys {sorted(data)}")
            if data.get("type") != rel.split("_")[0]:
                err(f"{rel}: type {data.get('type')} does not match file prefix")
            if "ashgrove" in str(data.get("name", "")).lower():
                err(f"{rel}: name carries the organisation")
        elif (m := FACT_RE.match(rel)):
            layout["facts"] += 1
            folder, cat, epoch, _ = m.groups()
            try:
                data = yaml.safe_load(fm)
            except yaml.YAMLError as e:
                err(f"{rel}: frontmatter does not parse: {e}")
                continue
            stem = Path(rel).stem
            if data.get("id") != stem:
                err(f"{rel}: id {data.get('id')} != stem")
            if data.get("category") != cat:
                err(f"{rel}: category mismatch")
            created = data.get("created")
            if isinstance(created, datetime):
                cdt = created
            else:
                cdt = datetime.fromisoformat(str(created).replace("Z", "+00:00"))
            if cdt.tzinfo is None:
                cdt = cdt.replace(tzinfo=timezone.utc)
            if int(round(cdt.timestamp() * 1000)) != int(epoch):
                err(f"{rel}: created {created} does not match epoch {epoch}")
            if cdt.strftime("%Y-%m-%d") != folder:
                err(f"{rel}: created date does not match folder")
            if str(data.get("updated")) != str(created):
                err(f"{rel}: updated != created")
            for k, v in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                if data.get(k) != v:
                    err(f"{rel}: {k} should be {v}")
            if not isinstance(data.get("tags"), list) or not isinstance(data.get("confidence"), float):
                err(f"{rel}: tags/confidence malformed")
            if not (datetime(2026, 1, 1, tzinfo=timezone.utc) <= cdt <= datetime(2026, 11, 28, tzinfo=timezone.utc)):
                err(f"{rel}: created outside 2026-01..2026-11-28")
        elif AUTO_RE.match(rel):
            layout["auto"] += 1
            try:
                data = yaml.safe_load(fm)
            except yaml.YAMLError as e:
                err(f"{rel}: frontmatter does not parse: {e}")
                continue
            if set(data) != {"title", "created", "tags"} or not isinstance(data["tags"], list):
                err(f"{rel}: bad auto frontmatter {data}")
        else:
            err(f"{rel}: unexpected path")

    # MEMORY.md indexes every root file
    mem = (STORE / "MEMORY.md").read_text(encoding="utf-8")
    indexed = set(re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M))
    roots = {f for f in files if ROOT_RE.match(f)}
    if indexed != roots:
        err(f"MEMORY.md index mismatch: missing {sorted(roots - indexed)}, extra {sorted(indexed - roots)}")

    labels = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
    if str(labels.get("now")) != "2026-11-28":
        err("labels.yaml: now should be 2026-11-28")
    pairs = labels["pairs"]
    per_class = Counter()
    filepairs = set()
    cross = 0
    labelled_files = set()
    ids = Counter()
    for i, p in enumerate(pairs):
        tag = f"pair {i} ({p.get('note', '')[:12]})"
        cls = p["class"]
        per_class[cls] += 1
        if CLASSES.get(cls) != p["label"]:
            err(f"{tag}: label {p['label']} wrong for class {cls}")
        if not p["a"] < p["b"]:
            err(f"{tag}: a does not sort before b")
        if (p["a"], p["b"]) in filepairs:
            err(f"{tag}: duplicate file pair")
        filepairs.add((p["a"], p["b"]))
        ids[p["note"].split(":")[0]] += 1
        lay = []
        for side in ("a", "b"):
            rel = p[side]
            labelled_files.add(rel)
            if rel not in parsed:
                err(f"{tag}: {rel} does not exist")
                continue
            lay.append(rel.split("/")[0] if "/" in rel else "root")
            _, body = parsed[rel]
            claim = p[f"claim_{side}"]
            n = sum(1 for l in body if l == claim)
            if n != 1:
                err(f"{tag}: claim_{side} found {n} times in body of {rel}: {claim!r}")
            if not claim.strip():
                err(f"{tag}: empty claim")
        if len(lay) == 2 and lay[0] != lay[1]:
            cross += 1
    for cls in CLASSES:
        if per_class[cls] != 10:
            err(f"class {cls}: {per_class[cls]} pairs, expected 10")
    dup_ids = [k for k, v in ids.items() if v > 1]
    if dup_ids:
        err(f"duplicate note ids {dup_ids}")

    print(f"files: {len(files)} ({dict(layout)})")
    print(f"pairs: {len(pairs)}; per class: {dict(per_class)}")
    print(f"cross-layout pairs: {cross}; same-layout: {len(pairs) - cross}")
    print(f"files in a labelled pair: {len(labelled_files)}; in none: {len(files) - len(labelled_files)}")
    print(f"flat descriptions: {len(FLAT_DESCRIPTIONS)}")
    if errors:
        print("CHECK FAILED")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("CHECK PASSED")


if __name__ == "__main__":
    main()
