#!/usr/bin/env python3
"""Validate set218/store and set218/labels.yaml."""
import os
import re
import sys
from collections import Counter
from datetime import datetime, timezone

import yaml

SET = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(SET, "store")
FLAT = {"feedback_git_workflow.md", "reference_airlog.md", "reference_licence.md",
        "project_transmitter_site.md", "project_sponsorship.md"}
CLASSES = {
    "value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
    "stale_vs_change": "contradiction", "refinement": "non_contradiction",
    "other_subject": "non_contradiction", "dated_history": "non_contradiction",
    "agreeing_duplicate": "non_contradiction", "negation_scope": "non_contradiction",
}
PREFIX = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S", "refinement": "F",
          "other_subject": "O", "dated_history": "D", "agreeing_duplicate": "A", "negation_scope": "NS"}
errs = []


def split(text):
    """Return (frontmatter_text or None, list of body lines that are claimable)."""
    lines = text.split("\n")
    fm, start = None, 0
    if lines and lines[0] == "---":
        try:
            end = lines.index("---", 1)
        except ValueError:
            return None, []
        fm = "\n".join(lines[1:end])
        start = end + 1
    body, fence = [], False
    for ln in lines[start:]:
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            body.append(ln)
    return fm, body


def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"


def main():
    all_files = []
    for d, _, fs in os.walk(STORE):
        for f in fs:
            all_files.append(os.path.relpath(os.path.join(d, f), STORE))
    counts = Counter(layout(p) for p in all_files)

    # frontmatter checks
    flat_fail = set()
    for p in sorted(all_files):
        text = open(os.path.join(STORE, p), encoding="utf-8").read()
        if p == "MEMORY.md":
            continue
        fm, _ = split(text)
        if fm is None:
            errs.append(f"{p}: no frontmatter")
            continue
        try:
            data = yaml.safe_load(fm)
            ok = isinstance(data, dict)
        except yaml.YAMLError:
            ok, data = False, None
        if p in FLAT:
            if ok:
                errs.append(f"{p}: flat description unexpectedly parses as YAML")
            else:
                flat_fail.add(p)
            if not re.search(r"^description: [^\n]*: ", fm, re.M):
                errs.append(f"{p}: flat description lacks an unquoted ': '")
            continue
        if not ok:
            errs.append(f"{p}: frontmatter does not parse")
            continue
        lay = layout(p)
        if lay == "root":
            for k in ("name", "description", "type"):
                if k not in data:
                    errs.append(f"{p}: missing {k}")
            if data.get("type") not in ("user", "feedback", "project", "reference"):
                errs.append(f"{p}: bad type")
            if not p.startswith(f"{data.get('type')}_"):
                errs.append(f"{p}: file name does not start with its type")
        elif lay == "facts":
            stem = os.path.basename(p)[:-3]
            m = re.match(r"^(fact|preference|decision)-(\d{13})-([0-9a-f]{4})$", stem)
            if not m:
                errs.append(f"{p}: bad fact file name")
                continue
            if data.get("id") != stem or data.get("category") != m.group(1):
                errs.append(f"{p}: id/category mismatch")
            for k in ("source", "confidence", "confidenceTier", "tags", "status", "created", "updated"):
                if k not in data:
                    errs.append(f"{p}: missing {k}")
            if data.get("source") != "extraction" or data.get("confidenceTier") != "explicit" \
                    or data.get("status") != "active" or not isinstance(data.get("tags"), list):
                errs.append(f"{p}: bad remnic fields")
            created = data.get("created")
            if isinstance(created, str):
                created = datetime.fromisoformat(created.replace("Z", "+00:00"))
            if created.tzinfo is None:
                created = created.replace(tzinfo=timezone.utc)
            if int(round(created.timestamp() * 1000)) != int(m.group(2)):
                errs.append(f"{p}: created does not match epoch")
            if created.strftime("%Y-%m-%d") != p.split("/")[1]:
                errs.append(f"{p}: created does not match folder date")
        else:
            for k in ("title", "created", "tags"):
                if k not in data:
                    errs.append(f"{p}: missing {k}")
    if flat_fail != FLAT:
        errs.append(f"flat descriptions failing: {sorted(flat_fail)} (want {sorted(FLAT)})")

    # MEMORY.md indexes every root memory
    roots = sorted(p for p in all_files if layout(p) == "root" and p != "MEMORY.md")
    mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
    linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — (.+)$", mem, re.M)
    if sorted(l for l, _ in linked) != roots:
        errs.append("MEMORY.md does not index exactly the root memories")
    for l, hook in linked:
        if re.search(r"\d", hook):
            errs.append(f"MEMORY.md hook for {l} carries a digit/slot value")

    # labels
    labels = yaml.safe_load(open(os.path.join(SET, "labels.yaml"), encoding="utf-8"))
    if str(labels.get("now")) != "2026-11-28":
        errs.append("labels.now wrong")
    pairs = labels["pairs"]
    if len(pairs) != 90:
        errs.append(f"{len(pairs)} pairs, want 90")
    cls = Counter()
    seen_fp, seen_ids = set(), set()
    cross = 0
    for i, pr in enumerate(pairs):
        a, b = pr["a"], pr["b"]
        tag = pr.get("note", f"#{i}").split(":")[0]
        c = pr["class"]
        cls[c] += 1
        if CLASSES.get(c) != pr["label"]:
            errs.append(f"{tag}: label/class mismatch")
        if not re.match(rf"^{PREFIX.get(c, '?')}\d+$", tag):
            errs.append(f"{tag}: note id does not match class {c}")
        if tag in seen_ids:
            errs.append(f"{tag}: duplicate id")
        seen_ids.add(tag)
        if not a < b:
            errs.append(f"{tag}: a does not sort before b")
        if (a, b) in seen_fp:
            errs.append(f"{tag}: file pair reused")
        seen_fp.add((a, b))
        if layout(a) != layout(b):
            cross += 1
        for side in ("a", "b"):
            p, claim = pr[side], pr[f"claim_{side}"]
            full = os.path.join(STORE, p)
            if not os.path.isfile(full):
                errs.append(f"{tag}: {p} missing")
                continue
            if p == "MEMORY.md":
                errs.append(f"{tag}: claim in MEMORY.md")
            text = open(full, encoding="utf-8").read()
            _, body = split(text)
            n_body = sum(1 for ln in body if ln == claim)
            n_all = sum(1 for ln in text.split("\n") if ln == claim)
            if n_body != 1 or n_all != 1:
                errs.append(f"{tag}: claim_{side} found {n_body}x in body ({n_all}x in file) of {p}")
            if not claim.strip() or claim != claim.strip("\n"):
                errs.append(f"{tag}: empty/odd claim_{side}")
    for c in CLASSES:
        if cls[c] != 10:
            errs.append(f"class {c}: {cls[c]} pairs, want 10")
    in_pair = {p["a"] for p in pairs} | {p["b"] for p in pairs}
    free = len(all_files) - len(in_pair)

    print(f"files: {len(all_files)} (root {counts['root']}, facts {counts['facts']}, auto {counts['auto']}); "
          f"not in any pair: {free}; cross-layout pairs: {cross}/{len(pairs)}")
    print("classes: " + ", ".join(f"{c}={cls[c]}" for c in CLASSES))
    if not (140 <= len(all_files) <= 170):
        errs.append("total file count outside 140-170")
    if errs:
        print("CHECK FAILED:")
        for e in errs:
            print("  " + e)
        sys.exit(1)
    print("check OK")


if __name__ == "__main__":
    main()
