#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
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
    "contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
    "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate",
                          "negation_scope"],
}
errors = []


def err(msg):
    errors.append(msg)


def split(text):
    """Return (frontmatter text or None, list of (line, in_code_fence) for the body)."""
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
            body.append((line, True))
            continue
        body.append((line, fence))
    return fm, body


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


def check_files():
    files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
    counts = collections.Counter(layout(f) for f in files)
    root_files = [f for f in files if layout(f) == "root" and f != "MEMORY.md"]
    for f in files:
        text = (STORE / f).read_text(encoding="utf-8")
        if re.search(r"@[A-Za-z0-9]+@ ", text):
            err(f"{f}: leftover claim marker")
        if f == "MEMORY.md":
            continue
        fm, _ = split(text)
        if fm is None:
            err(f"{f}: no frontmatter")
            continue
        try:
            meta = yaml.safe_load(fm)
            parsed = True
        except yaml.YAMLError:
            meta, parsed = None, False
        lay = layout(f)
        if lay == "root" and f in content.FLAT_DESCRIPTIONS:
            if parsed:
                err(f"{f}: flat description was meant to fail YAML but parses")
            m = re.search(r"^type: (\w+)$", fm, re.M)
            if not m or not f.startswith(m.group(1) + "_"):
                err(f"{f}: type line missing or does not match file name")
            continue
        if not parsed:
            err(f"{f}: frontmatter does not parse")
            continue
        if lay == "root":
            if set(meta) != {"name", "description", "type"}:
                err(f"{f}: root keys {sorted(meta)}")
            if meta.get("type") not in {"user", "feedback", "project", "reference"}:
                err(f"{f}: bad type")
            elif not f.startswith(meta["type"] + "_"):
                err(f"{f}: file name does not start with its type")
            if "llydan" in str(meta.get("name", "")).lower() and "hydro" in str(meta.get("name")).lower():
                err(f"{f}: name is the organisation")
        elif lay == "facts":
            stem = Path(f).stem
            m = re.fullmatch(r"(fact|preference|decision)-(\d{13})-([0-9a-f]{4})", stem)
            if not m:
                err(f"{f}: bad fact file name")
                continue
            if meta.get("id") != stem or meta.get("category") != m.group(1):
                err(f"{f}: id/category mismatch")
            when = dt.datetime.fromtimestamp(int(m.group(2)) / 1000, dt.timezone.utc)
            if f.split("/")[1] != when.strftime("%Y-%m-%d"):
                err(f"{f}: folder date does not match epoch")
            iso = when.strftime("%Y-%m-%dT%H:%M:%S.000Z")
            for k in ("created", "updated"):
                v = meta.get(k)
                v = v.strftime("%Y-%m-%dT%H:%M:%S.000Z") if isinstance(v, dt.datetime) else str(v)
                if v != iso:
                    err(f"{f}: {k} {v} != {iso}")
            for k, want in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                if meta.get(k) != want:
                    err(f"{f}: {k} should be {want}")
            if not isinstance(meta.get("tags"), list) or not isinstance(meta.get("confidence"), float):
                err(f"{f}: tags/confidence")
            if not ("2026-01-01" <= f.split("/")[1] <= "2026-11-28"):
                err(f"{f}: date outside 2026-01..now")
        else:
            if set(meta) != {"title", "created", "tags"} or not isinstance(meta["tags"], list):
                err(f"{f}: auto note keys {sorted(meta)}")
    # MEMORY.md indexes every root file
    mem = (STORE / "MEMORY.md").read_text(encoding="utf-8")
    linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
    if sorted(linked) != sorted(root_files):
        err(f"MEMORY.md index mismatch: {set(linked) ^ set(root_files)}")
    return files, counts


def check_labels(files):
    data = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
    if str(data.get("now")) != "2026-11-28":
        err("labels.yaml: now")
    pairs = data["pairs"]
    per_class = collections.Counter()
    per_label = collections.Counter()
    seen_pairs = set()
    ids = set()
    cross = 0
    labelled_files = set()
    for i, p in enumerate(pairs):
        a, b = p["a"], p["b"]
        tag = p["note"].split(":")[0]
        if tag in ids:
            err(f"duplicate note id {tag}")
        ids.add(tag)
        if not (a < b):
            err(f"{tag}: a does not sort before b")
        if (a, b) in seen_pairs:
            err(f"{tag}: duplicate file pair")
        seen_pairs.add((a, b))
        if p["class"] not in CLASSES.get(p["label"], []):
            err(f"{tag}: class {p['class']} not valid for label {p['label']}")
        per_class[p["class"]] += 1
        per_label[p["label"]] += 1
        if layout(a) != layout(b):
            cross += 1
        for side in ("a", "b"):
            path, claim = p[side], p["claim_" + side]
            labelled_files.add(path)
            if path not in files:
                err(f"{tag}: {path} does not exist")
                continue
            fm, body = split((STORE / path).read_text(encoding="utf-8"))
            hits = [ln for ln, fenced in body if ln == claim and not fenced]
            fenced_hits = [ln for ln, fenced in body if ln == claim and fenced]
            if len(hits) != 1 or fenced_hits:
                err(f"{tag}: claim_{side} found {len(hits)}x (fenced {len(fenced_hits)}) in {path}")
            if fm is not None and claim in fm.split("\n"):
                err(f"{tag}: claim_{side} appears in frontmatter of {path}")
            if not claim.strip():
                err(f"{tag}: empty claim_{side}")
    for cls_list in CLASSES.values():
        for cls in cls_list:
            if per_class[cls] != 10:
                err(f"class {cls}: {per_class[cls]} pairs (want 10)")
    return pairs, per_class, per_label, cross, labelled_files


def main():
    files, counts = check_files()
    pairs, per_class, per_label, cross, labelled = check_labels(files)
    unlabelled = [f for f in files if f not in labelled]
    print(f"files: {len(files)} ({dict(counts)}); files in no pair: {len(unlabelled)}")
    print(f"pairs: {len(pairs)} {dict(per_label)}; cross-layout: {cross}")
    for cls, n in sorted(per_class.items()):
        print(f"  {cls}: {n}")
    print(f"flat descriptions: {len(content.FLAT_DESCRIPTIONS)}")
    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)
    print("check.py: OK")


if __name__ == "__main__":
    main()
