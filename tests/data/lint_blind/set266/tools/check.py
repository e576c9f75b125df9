#!/usr/bin/env python3
"""Validate set266/store/ against set266/labels.yaml."""
import collections
import datetime
import os
import re
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
sys.path.insert(0, HERE)
import content  # noqa: E402  (only for the list of intentionally flat descriptions)

CLASSES = {
    "contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
    "non_contradiction": ["refinement", "other_subject", "dated_history",
                          "agreeing_duplicate", "negation_scope"],
}
problems = []


def split(text):
    """Return (frontmatter text or None, list of body lines outside code fences)."""
    lines = text.split("\n")
    fm, start = None, 0
    if lines and lines[0] == "---":
        for i in range(1, len(lines)):
            if lines[i] == "---":
                fm = "\n".join(lines[1:i])
                start = i + 1
                break
        else:
            problems.append("unterminated frontmatter")
    body, fence = [], False
    for line in lines[start:]:
        if line.lstrip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            body.append(line)
    return fm, body


def layout(rel):
    return rel.split("/")[0] if "/" in rel else "root"


def main():
    files = {}
    for dp, _, fns in os.walk(STORE):
        for fn in fns:
            full = os.path.join(dp, fn)
            files[os.path.relpath(full, STORE)] = open(full, encoding="utf-8").read()

    # --- per-file format checks ---
    for rel, text in sorted(files.items()):
        if "@" in text and re.search(r"^@[A-Z]+[0-9]+[a-z]@", text, re.M):
            problems.append(f"{rel}: leftover claim marker")
        if rel == "MEMORY.md":
            continue
        fm, _ = split(text)
        if fm is None:
            problems.append(f"{rel}: no frontmatter")
            continue
        flat = rel in content.FLAT
        try:
            data = yaml.safe_load(fm)
            ok = isinstance(data, dict)
        except yaml.YAMLError:
            data, ok = None, False
        if flat and ok:
            problems.append(f"{rel}: description meant to be flat but parses as YAML")
        if not flat and not ok:
            problems.append(f"{rel}: frontmatter does not parse")
        lay = layout(rel)
        if lay == "root":
            keys = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
            if set(keys) != {"name", "description", "type"}:
                problems.append(f"{rel}: root frontmatter keys {sorted(keys)}")
            if keys.get("type") not in {"user", "feedback", "project", "reference"}:
                problems.append(f"{rel}: bad type")
            if not rel.startswith(keys.get("type", "?") + "_"):
                problems.append(f"{rel}: filename does not start with its type")
            if "sula" in keys.get("name", "").lower():
                problems.append(f"{rel}: name is the organisation")
        elif lay == "facts":
            stem = os.path.splitext(os.path.basename(rel))[0]
            folder = rel.split("/")[1]
            if data["id"] != stem:
                problems.append(f"{rel}: id != stem")
            cat, epoch, hex4 = stem.split("-")
            if cat != data["category"] or cat not in {"fact", "preference", "decision"}:
                problems.append(f"{rel}: category mismatch")
            t = datetime.datetime.fromtimestamp(int(epoch) / 1000, tz=datetime.timezone.utc)
            iso = t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{int(epoch) % 1000:03d}Z"
            created = data["created"]
            if isinstance(created, datetime.datetime):
                created = created.astimezone(datetime.timezone.utc).strftime(
                    "%Y-%m-%dT%H:%M:%S.") + f"{created.microsecond // 1000:03d}Z"
            if str(created) != iso or t.strftime("%Y-%m-%d") != folder:
                problems.append(f"{rel}: created/epoch/folder mismatch ({created} vs {iso})")
            for k, v in {"source": "extraction", "confidenceTier": "explicit", "status": "active"}.items():
                if data.get(k) != v:
                    problems.append(f"{rel}: {k} != {v}")
            if not isinstance(data.get("tags"), list) or not re.fullmatch(r"[0-9a-f]{4}", hex4):
                problems.append(f"{rel}: tags/hex")
        elif lay == "auto":
            if not ok or set(data) != {"title", "created", "tags"}:
                problems.append(f"{rel}: auto frontmatter keys")

    # --- MEMORY.md indexes every root file, hooks carry no values ---
    mem = files.get("MEMORY.md", "")
    linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — (.+)$", mem, re.M)
    roots = {r for r in files if layout(r) == "root" and r != "MEMORY.md"}
    if {l for l, _ in linked} != roots:
        problems.append("MEMORY.md does not index exactly the root files")
    for l, hook in linked:
        if re.search(r"\d", hook):
            problems.append(f"MEMORY.md hook for {l} carries a number")

    # --- labels ---
    labels = yaml.safe_load(open(os.path.join(SET, "labels.yaml"), encoding="utf-8"))
    if str(labels.get("now")) != "2026-11-28":
        problems.append("labels.now wrong")
    per_class = collections.Counter()
    per_label = collections.Counter()
    seen = set()
    cross = 0
    for i, p in enumerate(labels["pairs"]):
        a, b = p["a"], p["b"]
        tag = p["note"].split(":")[0]
        per_class[p["class"]] += 1
        per_label[p["label"]] += 1
        if p["class"] not in CLASSES.get(p["label"], []):
            problems.append(f"{tag}: class {p['class']} not under label {p['label']}")
        if not a < b:
            problems.append(f"{tag}: a does not sort before b")
        if (a, b) in seen:
            problems.append(f"{tag}: duplicate file pair")
        seen.add((a, b))
        if layout(a) != layout(b):
            cross += 1
        for side, path in (("claim_a", a), ("claim_b", b)):
            if path not in files:
                problems.append(f"{tag}: {path} missing")
                continue
            _, body = split(files[path])
            n = body.count(p[side])
            if n != 1:
                problems.append(f"{tag}: {side} found {n} times in body of {path}")
            if not p[side].strip():
                problems.append(f"{tag}: empty {side}")
    for lab, classes in CLASSES.items():
        for c in classes:
            if per_class[c] != 10:
                problems.append(f"class {c}: {per_class[c]} pairs, want 10")
    in_pairs = {p["a"] for p in labels["pairs"]} | {p["b"] for p in labels["pairs"]}

    lay_counts = collections.Counter(layout(f) for f in files)
    print(f"files: {len(files)} ({dict(lay_counts)}); not in any pair: {len(set(files) - in_pairs)}")
    print(f"pairs: {len(labels['pairs'])} {dict(per_label)}; cross-layout {cross}")
    print("per class: " + ", ".join(f"{c}={per_class[c]}" for cs in CLASSES.values() for c in cs))
    if problems:
        print("CHECK FAILED:")
        for pr in problems:
            print("  " + pr)
        sys.exit(1)
    print("check.py: OK")


if __name__ == "__main__":
    main()
