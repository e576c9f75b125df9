#!/usr/bin/env python3
"""Validate set261/store/ and set261/labels.yaml."""
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

FLAT = {f for f, r in content.ROOT.items() if r["flat"]}
CLASSES = {
    "contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
    "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"],
}
problems = []


def bad(msg):
    problems.append(msg)


def split(text):
    """Return (frontmatter_text or None, list of body lines outside code fences)."""
    lines = text.split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        end = lines.index("---", 1)
        fm = "\n".join(lines[1:end])
        start = end + 1
    body, in_code = [], False
    for line in lines[start:]:
        if line.lstrip().startswith("```"):
            in_code = not in_code
            continue
        if not in_code:
            body.append(line)
    if in_code:
        bad("unterminated code fence")
    return fm, body


def layout(rel):
    return "facts" if rel.startswith("facts/") else "auto" if rel.startswith("auto/") else "root"


def main():
    files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
    # frontmatter
    for rel in files:
        text = (STORE / rel).read_text(encoding="utf-8")
        fm, _ = split(text)
        if rel == "MEMORY.md":
            if fm is not None:
                bad("MEMORY.md has frontmatter")
            continue
        if fm is None:
            bad(f"{rel}: no frontmatter")
            continue
        try:
            meta = yaml.safe_load(fm)
            ok = True
        except yaml.YAMLError:
            meta, ok = None, False
        if rel in FLAT:
            if ok:
                bad(f"{rel}: flat description unexpectedly parses as YAML")
            continue
        if not ok:
            bad(f"{rel}: frontmatter does not parse")
            continue
        lay = layout(rel)
        if lay == "root":
            for k in ("name", "description", "type"):
                if k not in meta:
                    bad(f"{rel}: missing {k}")
            if meta.get("type") not in ("user", "feedback", "project", "reference"):
                bad(f"{rel}: bad type")
            if not rel.startswith(meta.get("type", "?") + "_"):
                bad(f"{rel}: file prefix does not match type")
        elif lay == "facts":
            stem = Path(rel).stem
            folder = rel.split("/")[1]
            for k in ("id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"):
                if k not in meta:
                    bad(f"{rel}: missing {k}")
            if meta.get("id") != stem:
                bad(f"{rel}: id != stem")
            cat, epoch, hex4 = stem.split("-")
            if meta.get("category") != cat or cat not in ("fact", "preference", "decision"):
                bad(f"{rel}: category mismatch")
            created = meta["created"]
            if isinstance(created, str):
                created = dt.datetime.fromisoformat(created.replace("Z", "+00:00"))
            if created.strftime("%Y-%m-%d") != folder:
                bad(f"{rel}: created date != folder")
            if int(created.timestamp() * 1000) != int(epoch):
                bad(f"{rel}: epoch != created")
            if not re.fullmatch(r"[0-9a-f]{4}", hex4):
                bad(f"{rel}: bad hex4")
            if meta.get("source") != "extraction" or meta.get("confidenceTier") != "explicit" or meta.get("status") != "active":
                bad(f"{rel}: bad fixed fields")
        else:
            for k in ("title", "created", "tags"):
                if k not in meta:
                    bad(f"{rel}: missing {k}")
    # MEMORY.md index
    root_files = {f for f in files if "/" not in f and f != "MEMORY.md"}
    idx = (STORE / "MEMORY.md").read_text(encoding="utf-8")
    linked = set(re.findall(r"\]\(([^)]+\.md)\)", idx))
    if linked != root_files:
        bad(f"MEMORY.md index mismatch: missing {root_files - linked}, extra {linked - root_files}")
    for line in idx.splitlines():
        if line.startswith("- [") and re.search(r"\d", line.split(" — ", 1)[-1]):
            bad(f"MEMORY.md hook carries a digit: {line}")

    # labels
    doc = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
    if str(doc.get("now")) != "2026-11-28":
        bad("labels.yaml: now")
    pairs = doc["pairs"]
    counts = collections.Counter()
    seen = set()
    cross = 0
    for i, p in enumerate(pairs):
        tag = p.get("note", f"#{i}").split(":")[0]
        for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
            if k not in p:
                bad(f"{tag}: missing {k}")
        if p["class"] not in CLASSES.get(p["label"], []):
            bad(f"{tag}: class {p['class']} not under label {p['label']}")
        counts[p["class"]] += 1
        if not p["a"] < p["b"]:
            bad(f"{tag}: a does not sort before b")
        if (p["a"], p["b"]) in seen:
            bad(f"{tag}: duplicate file pair")
        seen.add((p["a"], p["b"]))
        if layout(p["a"]) != layout(p["b"]):
            cross += 1
        for side in ("a", "b"):
            path = STORE / p[side]
            if not path.exists():
                bad(f"{tag}: {p[side]} missing")
                continue
            claim = p["claim_" + side]
            if not claim.strip():
                bad(f"{tag}: empty claim_{side}")
            text = path.read_text(encoding="utf-8")
            _, body = split(text)
            n_body = sum(1 for line in body if line == claim)
            n_all = sum(1 for line in text.split("\n") if line == claim)
            if n_body != 1 or n_all != 1:
                bad(f"{tag}: claim_{side} found {n_body}x in body / {n_all}x in file {p[side]}")
            if claim.startswith("#"):
                bad(f"{tag}: claim_{side} is a heading")
    for label, classes in CLASSES.items():
        for c in classes:
            if counts[c] != 10:
                bad(f"class {c}: {counts[c]} pairs, want 10")
    if len(pairs) != 90:
        bad(f"{len(pairs)} pairs, want 90")

    labelled = {p["a"] for p in pairs} | {p["b"] for p in pairs}
    print(f"files {len(files)}: root {sum(1 for f in files if layout(f) == 'root')} (incl. MEMORY.md), "
          f"facts {sum(1 for f in files if layout(f) == 'facts')}, auto {sum(1 for f in files if layout(f) == 'auto')}; "
          f"in no labelled pair: {len(set(files) - labelled)}; flat descriptions: {len(FLAT)}")
    print(f"pairs {len(pairs)}, cross-layout {cross}; per class: " + ", ".join(f"{c}={counts[c]}" for cl in CLASSES.values() for c in cl))
    if problems:
        for m in problems:
            print("PROBLEM:", m)
        sys.exit(1)
    print("check.py: OK")


if __name__ == "__main__":
    main()
