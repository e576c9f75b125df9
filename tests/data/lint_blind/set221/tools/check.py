#!/usr/bin/env python3
"""Validate set221/labels.yaml against set221/store/."""
import datetime as dt
import re
import sys
from collections import Counter
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
SET = HERE.parent
STORE = SET / "store"
sys.path.insert(0, str(HERE))
from content import FLAT  # noqa: E402

CLASSES = {
    "value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
    "stale_vs_change": "contradiction", "refinement": "non_contradiction",
    "other_subject": "non_contradiction", "dated_history": "non_contradiction",
    "agreeing_duplicate": "non_contradiction", "negation_scope": "non_contradiction",
}
PREFIX = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S", "refinement": "F",
          "other_subject": "O", "dated_history": "D", "agreeing_duplicate": "A", "negation_scope": "NS"}
errors = []


def err(msg):
    errors.append(msg)


def split(text):
    """Return (frontmatter text or None, list of body lines outside code fences)."""
    lines = text.split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        end = lines.index("---", 1)
        fm = "\n".join(lines[1:end])
        start = end + 1
    body, fence = [], False
    for line in lines[start:]:
        if line.lstrip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            body.append(line)
    return fm, body


def main():
    data = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
    if data.get("now") != dt.date(2026, 11, 28):
        err(f"now is {data.get('now')!r}")
    rows = data["pairs"]
    files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))

    # frontmatter of every file
    flat_failed = set()
    for rel in files:
        text = (STORE / rel).read_text(encoding="utf-8")
        fm, _ = split(text)
        if rel == "MEMORY.md":
            if fm is not None:
                err("MEMORY.md has frontmatter")
            continue
        if fm is None:
            err(f"{rel}: no frontmatter")
            continue
        try:
            meta = yaml.safe_load(fm)
            ok = True
        except yaml.YAMLError:
            ok = False
        if rel in FLAT:
            if ok:
                err(f"{rel}: intended flat description parses as YAML")
            else:
                flat_failed.add(rel)
                if not re.search(r"^description: .*: ", fm, re.M):
                    err(f"{rel}: flat file fails YAML for another reason")
            continue
        if not ok:
            err(f"{rel}: frontmatter does not parse")
            continue
        if rel.startswith("facts/"):
            stem = Path(rel).stem
            folder = rel.split("/")[1]
            if meta.get("id") != stem:
                err(f"{rel}: id {meta.get('id')} != stem")
            cat, epoch, hex4 = stem.split("-")
            if cat != meta.get("category") or cat not in {"fact", "preference", "decision"}:
                err(f"{rel}: category mismatch")
            created = dt.datetime.strptime(str(meta["created"]).replace("+00:00", "Z"),
                                           "%Y-%m-%dT%H:%M:%S.000Z").replace(tzinfo=dt.timezone.utc) \
                if isinstance(meta["created"], str) else meta["created"]
            if int(created.timestamp() * 1000) != int(epoch):
                err(f"{rel}: epoch does not match created")
            if created.date().isoformat() != folder:
                err(f"{rel}: created date does not match folder")
            if meta.get("updated") != meta.get("created"):
                err(f"{rel}: updated differs from created")
            for k, v in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                if meta.get(k) != v:
                    err(f"{rel}: {k} is {meta.get(k)!r}")
            if not isinstance(meta.get("tags"), list) or not isinstance(meta.get("confidence"), float):
                err(f"{rel}: tags/confidence malformed")
        elif rel.startswith("auto/"):
            if set(meta) != {"title", "created", "tags"}:
                err(f"{rel}: auto keys {sorted(meta)}")
        else:
            if set(meta) != {"name", "description", "type"}:
                err(f"{rel}: root keys {sorted(meta)}")
            if meta.get("type") not in {"user", "feedback", "project", "reference"}:
                err(f"{rel}: bad type")
            if not rel.startswith(meta["type"] + "_"):
                err(f"{rel}: file name does not match type")
    if flat_failed != set(FLAT):
        err(f"flat files failing: {sorted(flat_failed)} expected {sorted(FLAT)}")

    # MEMORY.md indexes every root file
    mem = (STORE / "MEMORY.md").read_text(encoding="utf-8")
    linked = set(re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M))
    roots = {f for f in files if "/" not in f and f != "MEMORY.md"}
    if linked != roots:
        err(f"MEMORY.md index mismatch: missing {sorted(roots - linked)}, extra {sorted(linked - roots)}")

    # pairs
    counts = Counter()
    seen = set()
    ids = Counter()
    for i, r in enumerate(rows):
        tag = r.get("note", "")[:6]
        for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
            if k not in r:
                err(f"pair {i}: missing {k}")
        a, b = r["a"], r["b"]
        if not a < b:
            err(f"pair {i} {tag}: a does not sort before b")
        if (a, b) in seen:
            err(f"pair {i} {tag}: duplicate file pair")
        seen.add((a, b))
        cls = r["class"]
        if CLASSES.get(cls) != r["label"]:
            err(f"pair {i} {tag}: label {r['label']} does not fit class {cls}")
        counts[cls] += 1
        m = re.match(r"^([A-Z]+)(\d+): ", r["note"])
        if not m or m.group(1) != PREFIX.get(cls):
            err(f"pair {i}: note id {r['note'][:8]!r} does not fit class {cls}")
        else:
            ids[m.group(0)] += 1
        for side in ("a", "b"):
            path = r[side]
            claim = r["claim_" + side]
            if not (STORE / path).is_file():
                err(f"pair {i} {tag}: missing file {path}")
                continue
            _, body = split((STORE / path).read_text(encoding="utf-8"))
            n = sum(1 for line in body if line == claim)
            if n != 1:
                err(f"pair {i} {tag}: claim_{side} found {n} times in body of {path}: {claim!r}")
            if not claim.strip() or claim != claim.strip("\n"):
                err(f"pair {i} {tag}: empty or multi-line claim")
    for cls in CLASSES:
        if counts[cls] != 10:
            err(f"class {cls}: {counts[cls]} pairs, want 10")
    if len(rows) != 90:
        err(f"{len(rows)} pairs, want 90")
    dup_ids = [k for k, v in ids.items() if v > 1]
    if dup_ids:
        err(f"duplicate note ids {dup_ids}")

    if errors:
        print("CHECK FAILED")
        for e in errors:
            print("  ", e)
        sys.exit(1)
    print(f"CHECK OK: {len(files)} files, {len(rows)} pairs, " +
          ", ".join(f"{k}={v}" for k, v in counts.items()))


if __name__ == "__main__":
    main()
