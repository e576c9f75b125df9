#!/usr/bin/env python3
"""Validate set210/store and set210/labels.yaml. Exit 0 when everything holds."""
import datetime as dt
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
PREFIX = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S", "refinement": "F",
          "other_subject": "O", "dated_history": "D", "agreeing_duplicate": "A", "negation_scope": "NS"}
FLAT = {r["file"] for r in content.ROOT if r["flat"]}
errors = []


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


def check_store():
    files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
    root = [f for f in files if "/" not in f]
    facts = [f for f in files if f.startswith("facts/")]
    autos = [f for f in files if f.startswith("auto/")]
    other = set(files) - set(root) - set(facts) - set(autos)
    if other:
        errors.append(f"unexpected files: {sorted(other)}")
    for rel in files:
        text = (STORE / rel).read_text(encoding="utf-8")
        if "@" in text and re.search(r"^@[A-Za-z0-9]+@ ", text, re.M):
            errors.append(f"{rel}: claim marker left in output")
        fm, _ = split(text)
        if rel == "MEMORY.md":
            continue
        if fm is None:
            errors.append(f"{rel}: no frontmatter")
            continue
        try:
            data = yaml.safe_load(fm)
            ok = True
        except yaml.YAMLError:
            data, ok = None, False
        if rel in FLAT:
            if ok:
                errors.append(f"{rel}: flat description expected to break strict YAML but parses")
            m = re.search(r"^description: (.*)$", fm, re.M)
            if not m or ": " not in m.group(1):
                errors.append(f"{rel}: flat description lacks an unquoted ': '")
            for key in ("name", "type"):
                if not re.search(rf"^{key}: \S", fm, re.M):
                    errors.append(f"{rel}: missing {key}")
            continue
        if not ok:
            errors.append(f"{rel}: frontmatter does not parse")
            continue
        if "/" not in rel:
            if set(data) != {"name", "description", "type"}:
                errors.append(f"{rel}: root frontmatter keys {sorted(data)}")
            if data.get("type") not in {"user", "feedback", "project", "reference"}:
                errors.append(f"{rel}: bad type")
            if not rel.startswith(data.get("type", "?") + "_"):
                errors.append(f"{rel}: file prefix does not match type")
            if "copperline" in str(data.get("name", "")).lower():
                errors.append(f"{rel}: name carries the organisation")
        elif rel.startswith("facts/"):
            stem = Path(rel).stem
            m = re.fullmatch(r"(fact|preference|decision)-(\d{13})-([0-9a-f]{4})", stem)
            if not m:
                errors.append(f"{rel}: bad fact file name")
                continue
            if data.get("id") != stem or data.get("category") != m.group(1):
                errors.append(f"{rel}: id/category mismatch")
            created = data.get("created")
            if isinstance(created, dt.datetime):
                created_dt = created
            else:
                created_dt = dt.datetime.fromisoformat(str(created).replace("Z", "+00:00"))
            if created_dt.tzinfo is None:
                created_dt = created_dt.replace(tzinfo=dt.timezone.utc)
            if int(created_dt.timestamp() * 1000) != int(m.group(2)):
                errors.append(f"{rel}: created does not match epoch")
            if created_dt.strftime("%Y-%m-%d") != rel.split("/")[1]:
                errors.append(f"{rel}: created does not match folder date")
            for k, v in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                if data.get(k) != v:
                    errors.append(f"{rel}: {k} != {v}")
            if not isinstance(data.get("tags"), list) or not data.get("tags"):
                errors.append(f"{rel}: tags not a list")
            if not isinstance(data.get("confidence"), float):
                errors.append(f"{rel}: confidence not a float")
            if "updated" not in data:
                errors.append(f"{rel}: no updated")
        else:
            if set(data) != {"title", "created", "tags"}:
                errors.append(f"{rel}: auto frontmatter keys {sorted(data)}")
    # MEMORY.md indexes every root memory
    mem = (STORE / "MEMORY.md").read_text(encoding="utf-8")
    linked = set(re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M))
    missing = set(root) - {"MEMORY.md"} - linked
    if missing:
        errors.append(f"MEMORY.md misses {sorted(missing)}")
    if linked - set(root):
        errors.append(f"MEMORY.md links to missing files {sorted(linked - set(root))}")
    flat_fail = [f for f in root if f in FLAT]
    return files, root, facts, autos, flat_fail


def check_labels(files):
    data = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
    if str(data.get("now")) != "2026-11-28":
        errors.append("labels: now != 2026-11-28")
    pairs = data["pairs"]
    counts = Counter(p["class"] for p in pairs)
    filepairs = Counter((p["a"], p["b"]) for p in pairs)
    ids = Counter()
    for i, p in enumerate(pairs):
        tag = f"pair {i} ({p.get('note', '')[:6]})"
        for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
            if k not in p:
                errors.append(f"{tag}: missing {k}")
        if p["label"] not in CLASSES or p["class"] not in CLASSES[p["label"]]:
            errors.append(f"{tag}: class {p['class']} not under label {p['label']}")
        if not p["a"] < p["b"]:
            errors.append(f"{tag}: a does not sort before b")
        if filepairs[(p["a"], p["b"])] > 1:
            errors.append(f"{tag}: file pair used more than once")
        m = re.match(r"^([A-Z]+)(\d+): ", p["note"])
        if not m or m.group(1) != PREFIX[p["class"]]:
            errors.append(f"{tag}: note id does not match class")
        else:
            ids[m.group(1) + m.group(2)] += 1
        for side in ("a", "b"):
            rel = p[side]
            if rel not in files:
                errors.append(f"{tag}: {rel} does not exist")
                continue
            _, body = split((STORE / rel).read_text(encoding="utf-8"))
            claim = p["claim_" + side]
            n = body.count(claim)
            if n != 1:
                errors.append(f"{tag}: claim_{side} found {n} times as a body line in {rel}: {claim!r}")
            if not claim.strip():
                errors.append(f"{tag}: empty claim_{side}")
    for cls_list in CLASSES.values():
        for c in cls_list:
            if counts[c] != 10:
                errors.append(f"class {c}: {counts[c]} pairs, expected 10")
            for n in range(1, 11):
                if ids[f"{PREFIX[c]}{n}"] != 1:
                    errors.append(f"note id {PREFIX[c]}{n} appears {ids[f'{PREFIX[c]}{n}']} times")
    if len(pairs) != 90:
        errors.append(f"{len(pairs)} pairs, expected 90")
    return pairs, counts


def main():
    files, root, facts, autos, flat = check_store()
    pairs, counts = check_labels(set(files))
    layout = lambda r: r.split("/")[0] if "/" in r else "root"
    cross = sum(1 for p in pairs if layout(p["a"]) != layout(p["b"]))
    in_pair = {p["a"] for p in pairs} | {p["b"] for p in pairs}
    print(f"files {len(files)}: root {len(root)} (incl. MEMORY.md), facts {len(facts)}, auto {len(autos)}; "
          f"flat descriptions {len(flat)}")
    print(f"pairs {len(pairs)}, cross-layout {cross}, files in no pair {len(files) - len(in_pair)}")
    for label, cls_list in CLASSES.items():
        print(f"  {label}: " + ", ".join(f"{c}={counts[c]}" for c in cls_list))
    if errors:
        print(f"CHECK FAILED ({len(errors)} problems):")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("CHECK OK")


if __name__ == "__main__":
    main()
