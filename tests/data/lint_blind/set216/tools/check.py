#!/usr/bin/env python3
"""Validate set216/store and set216/labels.yaml."""
import calendar
import re
import sys
from collections import Counter
from datetime import datetime
from pathlib import Path

import yaml

TOOLS = Path(__file__).resolve().parent
SET = TOOLS.parent
STORE = SET / "store"
sys.path.insert(0, str(TOOLS))
import content  # noqa: E402

CLASSES = {
    "contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
    "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"],
}
errors = []


def err(msg):
    errors.append(msg)


def split(text):
    """Return (frontmatter_text or None, list of (lineno, line, in_fence) for body lines)."""
    lines = text.split("\n")
    fm, start = None, 0
    if lines and lines[0] == "---":
        for i in range(1, len(lines)):
            if lines[i] == "---":
                fm = "\n".join(lines[1:i])
                start = i + 1
                break
    body, fence = [], False
    for i in range(start, len(lines)):
        ln = lines[i]
        if ln.lstrip().startswith("```"):
            fence = not fence
            body.append((i + 1, ln, True))
            continue
        body.append((i + 1, ln, fence))
    return fm, body


def main():
    files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
    root = [f for f in files if "/" not in f]
    facts = [f for f in files if f.startswith("facts/")]
    auto = [f for f in files if f.startswith("auto/")]
    if len(root) + len(facts) + len(auto) != len(files):
        err("files outside the three layouts")

    # --- frontmatter per layout ---
    for f in files:
        text = (STORE / f).read_text(encoding="utf-8")
        if f == "MEMORY.md":
            continue
        fm, _ = split(text)
        if fm is None:
            err(f"{f}: no frontmatter")
            continue
        try:
            data = yaml.safe_load(fm)
            ok = isinstance(data, dict)
        except yaml.YAMLError:
            data, ok = None, False
        if f in content.FLAT:
            if ok:
                err(f"{f}: flat description was expected to break YAML but parsed")
            else:
                desc = [ln for ln in fm.split("\n") if ln.startswith("description: ")]
                if not desc or ": " not in desc[0][len("description: "):]:
                    err(f"{f}: flat file without ': ' in description")
            continue
        if not ok:
            err(f"{f}: frontmatter does not parse")
            continue
        if "/" not in f:
            for k in ("name", "description", "type"):
                if k not in data:
                    err(f"{f}: missing {k}")
            if data.get("type") not in ("user", "feedback", "project", "reference"):
                err(f"{f}: bad type")
            if not f.startswith(data.get("type", "?") + "_"):
                err(f"{f}: file name does not start with type")
            if "pendlebury" in str(data.get("name", "")).lower():
                err(f"{f}: name carries the organisation")
        elif f.startswith("facts/"):
            stem = Path(f).stem
            folder = f.split("/")[1]
            m = re.fullmatch(r"(fact|preference|decision)-(\d{13})-([0-9a-f]{4})", stem)
            if not m:
                err(f"{f}: bad fact file name")
                continue
            if data.get("id") != stem or data.get("category") != m.group(1):
                err(f"{f}: id/category mismatch")
            for k in ("created", "updated"):
                v = data.get(k)
                v = v if isinstance(v, str) else (v.strftime("%Y-%m-%dT%H:%M:%S.") + f"{v.microsecond // 1000:03d}Z" if v else "")
                try:
                    dt = datetime.strptime(v, "%Y-%m-%dT%H:%M:%S.%fZ")
                except ValueError:
                    err(f"{f}: bad {k} {v!r}")
                    continue
                ms = calendar.timegm(dt.timetuple()) * 1000 + dt.microsecond // 1000
                if ms != int(m.group(2)) or dt.strftime("%Y-%m-%d") != folder:
                    err(f"{f}: {k} does not match epoch/folder")
            for k, want in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                if data.get(k) != want:
                    err(f"{f}: {k} should be {want}")
            if not isinstance(data.get("tags"), list) or not isinstance(data.get("confidence"), float):
                err(f"{f}: tags/confidence")
        else:
            for k in ("title", "created", "tags"):
                if k not in data:
                    err(f"{f}: missing {k}")

    # --- MEMORY.md indexes every root file ---
    mem = (STORE / "MEMORY.md").read_text(encoding="utf-8")
    linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
    if sorted(linked) != sorted(r for r in root if r != "MEMORY.md"):
        err("MEMORY.md does not index exactly the root files")

    # --- labels ---
    labels = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
    if str(labels.get("now")) != "2026-11-28":
        err("now should be 2026-11-28")
    pairs = labels["pairs"]
    counts = Counter()
    seen = set()
    labelled_files = set()
    for i, p in enumerate(pairs):
        tag = p.get("note", f"#{i}").split(":")[0]
        a, b = p["a"], p["b"]
        if not (a < b):
            err(f"{tag}: a does not sort before b")
        if (a, b) in seen:
            err(f"{tag}: duplicate file pair")
        seen.add((a, b))
        cls = p["class"]
        if cls not in CLASSES.get(p["label"], []):
            err(f"{tag}: class {cls} not under label {p['label']}")
        counts[cls] += 1
        for side in ("a", "b"):
            path, claim = p[side], p["claim_" + side]
            labelled_files.add(path)
            fp = STORE / path
            if not fp.exists():
                err(f"{tag}: missing file {path}")
                continue
            _, body = split(fp.read_text(encoding="utf-8"))
            hits = [(n, fence) for n, ln, fence in body if ln == claim]
            if len(hits) != 1:
                err(f"{tag}: claim_{side} found {len(hits)} times in {path}")
            elif hits[0][1]:
                err(f"{tag}: claim_{side} inside a code fence in {path}")
            if not claim.strip():
                err(f"{tag}: empty claim_{side}")
    for lab, classes in CLASSES.items():
        for c in classes:
            if counts[c] != 10:
                err(f"class {c}: {counts[c]} pairs, want 10")
    if len(pairs) != 90:
        err(f"{len(pairs)} pairs, want 90")

    def layout(x):
        return "root" if "/" not in x else x.split("/")[0]
    cross = sum(layout(p["a"]) != layout(p["b"]) for p in pairs)

    print(f"files: {len(files)} (root {len(root)} incl. MEMORY.md, facts {len(facts)}, auto {len(auto)})")
    print(f"flat-description files: {len(content.FLAT)}; files in no labelled pair: {len(set(files) - labelled_files)}")
    print(f"pairs: {len(pairs)}, cross-layout {cross}")
    for lab, classes in CLASSES.items():
        for c in classes:
            print(f"  {lab:18s} {c:20s} {counts[c]}")
    if errors:
        print(f"\nFAILED with {len(errors)} error(s):")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("\ncheck passed")


if __name__ == "__main__":
    main()
