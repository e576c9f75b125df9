#!/usr/bin/env python3
"""Validate set264/store/ and set264/labels.yaml."""
import datetime
import re
import sys
from collections import Counter
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import content  # noqa: E402

SET = HERE.parent
STORE = SET / "store"
CLASSES = {
    "contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
    "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"],
}
PREFIX = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S",
          "refinement": "F", "other_subject": "O", "dated_history": "D",
          "agreeing_duplicate": "A", "negation_scope": "NS"}
errors = []


def err(msg):
    errors.append(msg)


def split_frontmatter(text):
    """Return (frontmatter_text or None, list of (lineno, line, in_fence) for the body)."""
    lines = text.split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        for i in range(1, len(lines)):
            if lines[i] == "---":
                fm = "\n".join(lines[1:i])
                start = i + 1
                break
        else:
            err("unterminated frontmatter")
    body = []
    fence = False
    for i in range(start, len(lines)):
        ln = lines[i]
        if ln.lstrip().startswith("```"):
            fence = not fence
            body.append((i + 1, ln, True))
            continue
        body.append((i + 1, ln, fence))
    return fm, body


def layout(path):
    return "facts" if path.startswith("facts/") else "auto" if path.startswith("auto/") else "root"


def main():
    files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
    texts = {p: (STORE / p).read_text(encoding="utf-8") for p in files}

    # ---- frontmatter ------------------------------------------------------
    flat = set(content.FLAT_DESCRIPTIONS)
    root_files = [p for p in files if "/" not in p and p != "MEMORY.md"]
    for p in files:
        if p == "MEMORY.md":
            if texts[p].startswith("---"):
                err("MEMORY.md should have no frontmatter")
            continue
        fm, _ = split_frontmatter(texts[p])
        if fm is None:
            err(f"{p}: no frontmatter")
            continue
        try:
            data = yaml.safe_load(fm)
            parsed = True
        except yaml.YAMLError:
            data, parsed = None, False
        if p in flat:
            if parsed:
                err(f"{p}: intentional flat description parsed as YAML")
            fields = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
            if not {"name", "description", "type"} <= set(fields):
                err(f"{p}: flat frontmatter missing fields")
            continue
        if not parsed:
            err(f"{p}: frontmatter does not parse")
            continue
        lay = layout(p)
        if lay == "root":
            if set(data) != {"name", "description", "type"}:
                err(f"{p}: root frontmatter keys {sorted(data)}")
            if data.get("type") not in {"user", "feedback", "project", "reference"}:
                err(f"{p}: bad type {data.get('type')}")
            if "garrowby" in str(data.get("name", "")).lower():
                err(f"{p}: name mentions the organisation")
        elif lay == "facts":
            stem = Path(p).stem
            folder = p.split("/")[1]
            if data.get("id") != stem:
                err(f"{p}: id != stem")
            cat, epoch, hex4 = stem.split("-")
            if cat != data.get("category") or cat not in {"fact", "preference", "decision"}:
                err(f"{p}: category mismatch")
            if not re.fullmatch(r"[0-9a-f]{4}", hex4):
                err(f"{p}: bad hex4")
            created = data.get("created")
            if isinstance(created, str):
                created = datetime.datetime.fromisoformat(created.replace("Z", "+00:00"))
            if created.tzinfo is None:
                created = created.replace(tzinfo=datetime.timezone.utc)
            if created.strftime("%Y-%m-%d") != folder:
                err(f"{p}: created date != folder")
            if int(created.timestamp() * 1000) != int(epoch):
                err(f"{p}: epoch != created")
            if data.get("updated") != data.get("created"):
                err(f"{p}: updated != created")
            for k, v in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                if data.get(k) != v:
                    err(f"{p}: {k} != {v}")
            if not isinstance(data.get("tags"), list):
                err(f"{p}: tags not a list")
        else:
            if not {"title", "created", "tags"} <= set(data):
                err(f"{p}: auto frontmatter keys {sorted(data)}")

    # ---- MEMORY.md indexes every root file --------------------------------
    idx = texts.get("MEMORY.md", "")
    linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", idx, re.M)
    if sorted(linked) != sorted(root_files):
        err(f"MEMORY.md index mismatch: missing {sorted(set(root_files) - set(linked))}, "
            f"extra {sorted(set(linked) - set(root_files))}")

    # ---- labels -----------------------------------------------------------
    labels = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
    if labels.get("now") != datetime.date(2026, 11, 28):
        err("now != 2026-11-28")
    pairs = labels["pairs"]
    if len(pairs) != 90:
        err(f"{len(pairs)} pairs, expected 90")
    counts = Counter()
    seen = set()
    ids = set()
    for i, pr in enumerate(pairs):
        a, b = pr["a"], pr["b"]
        tag = pr.get("note", f"#{i}").split(":")[0]
        if pr["label"] not in CLASSES or pr["class"] not in CLASSES[pr["label"]]:
            err(f"{tag}: label/class {pr['label']}/{pr['class']}")
        counts[pr["class"]] += 1
        m = re.fullmatch(r"([A-Z]+)(\d+)", tag)
        if not m or m.group(1) != PREFIX.get(pr["class"]):
            err(f"{tag}: note id does not match class {pr['class']}")
        if tag in ids:
            err(f"{tag}: duplicate note id")
        ids.add(tag)
        if not a < b:
            err(f"{tag}: a does not sort before b")
        if (a, b) in seen:
            err(f"{tag}: duplicate file pair")
        seen.add((a, b))
        for side in ("a", "b"):
            path, claim = pr[side], pr["claim_" + side]
            if path not in texts:
                err(f"{tag}: {path} does not exist")
                continue
            _, body = split_frontmatter(texts[path])
            hits = [(n, fence) for n, ln, fence in body if ln == claim]
            if len(hits) != 1:
                err(f"{tag}: claim_{side} found {len(hits)} times as a full body line of {path}")
            elif hits[0][1]:
                err(f"{tag}: claim_{side} is inside a code fence in {path}")
            if not claim.strip():
                err(f"{tag}: empty claim_{side}")
    for cls_list in CLASSES.values():
        for c in cls_list:
            if counts[c] != 10:
                err(f"class {c}: {counts[c]} pairs, expected 10")

    cross = sum(1 for pr in pairs if layout(pr["a"]) != layout(pr["b"]))
    lay_counts = Counter(layout(p) for p in files)
    in_pairs = {pr["a"] for pr in pairs} | {pr["b"] for pr in pairs}

    if errors:
        for e in errors:
            print("FAIL:", e)
        sys.exit(1)
    print(f"OK: {len(files)} files ({dict(lay_counts)}), {len(pairs)} pairs, {cross} cross-layout, "
          f"{len(files) - len(in_pairs)} files in no pair")
    print("per class:", dict(counts))


if __name__ == "__main__":
    main()
