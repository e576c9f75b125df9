#!/usr/bin/env python3
"""Validate set260/store and set260/labels.yaml."""
import datetime
import os
import re
import sys
from collections import Counter

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
sys.path.insert(0, HERE)
import content  # noqa: E402  (only for the list of intentional flat descriptions)

CLASSES = {
    "contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
    "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"],
}
PREFIX = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S", "refinement": "F",
          "other_subject": "O", "dated_history": "D", "agreeing_duplicate": "A", "negation_scope": "NS"}
errors = []


def err(msg):
    errors.append(msg)


def split(text):
    """Return (frontmatter_text or None, list of (lineno, line, in_fence) for body lines)."""
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
        ln = lines[i]
        if ln.lstrip().startswith("```"):
            fence = not fence
            body.append((i, ln, True))
            continue
        body.append((i, ln, fence))
    return fm, body


def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"


def main():
    all_files = []
    for dp, _, fns in os.walk(STORE):
        for fn in fns:
            all_files.append(os.path.relpath(os.path.join(dp, fn), STORE))
    all_files.sort()
    root_files = [f for f in all_files if "/" not in f]

    # ---- frontmatter ---------------------------------------------------
    for f in all_files:
        text = open(os.path.join(STORE, f), encoding="utf-8").read()
        fm, _ = split(text)
        if f == "MEMORY.md":
            if fm is not None:
                err("MEMORY.md should have no frontmatter")
            continue
        if fm is None:
            err(f"{f}: no frontmatter")
            continue
        try:
            data = yaml.safe_load(fm)
            ok = isinstance(data, dict)
        except yaml.YAMLError:
            data, ok = None, False
        lay = layout(f)
        if lay == "root":
            if f in content.FLAT:
                if ok:
                    err(f"{f}: flat description expected to break strict YAML but it parsed")
                m = re.search(r"^description: (.*)$", fm, re.M)
                if not m or ": " not in m.group(1):
                    err(f"{f}: flat description lacks an unquoted ': '")
                data = dict(re.findall(r"^(\w+): (.*)$", fm, re.M))
            elif not ok:
                err(f"{f}: frontmatter does not parse")
                continue
            if set(data) != {"name", "description", "type"}:
                err(f"{f}: root keys {sorted(data)}")
            if data.get("type") not in {"user", "feedback", "project", "reference"}:
                err(f"{f}: bad type {data.get('type')}")
            if not f.startswith(data.get("type", "?") + "_"):
                err(f"{f}: file name does not start with its type")
            if "saltcote" in str(data.get("name", "")).lower():
                err(f"{f}: name mentions the organisation")
        elif not ok:
            err(f"{f}: frontmatter does not parse")
        elif lay == "facts":
            stem = os.path.basename(f)[:-3]
            folder = f.split("/")[1]
            m = re.match(r"^(fact|preference|decision)-(\d{13})-([0-9a-f]{4})$", stem)
            if not m:
                err(f"{f}: bad fact file name")
                continue
            need = {"id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"}
            if set(data) != need:
                err(f"{f}: fact keys {sorted(data)}")
            if data.get("id") != stem or data.get("category") != m.group(1):
                err(f"{f}: id/category mismatch")
            def iso(v):  # PyYAML turns unquoted ISO timestamps into datetimes
                if isinstance(v, datetime.datetime):
                    return v.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.000Z")
                return str(v)
            created = iso(data.get("created"))
            raw = re.search(r"^created: (.*)$", fm, re.M).group(1)
            dt = datetime.datetime.fromtimestamp(int(m.group(2)) / 1000, datetime.timezone.utc)
            want = dt.strftime("%Y-%m-%dT%H:%M:%S.000Z")
            if want != created or want != raw or iso(data.get("updated")) != created:
                err(f"{f}: created/updated {created} does not match epoch {dt}")
            if dt.strftime("%Y-%m-%d") != folder:
                err(f"{f}: folder date {folder} != epoch date")
            if not ("2026-01-01" <= folder <= "2026-11-28"):
                err(f"{f}: date outside the period")
            if data.get("source") != "extraction" or data.get("confidenceTier") != "explicit" \
                    or data.get("status") != "active" or not isinstance(data.get("tags"), list):
                err(f"{f}: fact fields wrong")
        elif lay == "auto":
            if set(data) != {"title", "created", "tags"} or not isinstance(data.get("tags"), list):
                err(f"{f}: auto keys {sorted(data)}")

    # ---- MEMORY.md index ------------------------------------------------
    mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
    idx = re.findall(r"^- \[([^\]]+)\]\(([^)]+)\) — (.+)$", mem, re.M)
    linked = [x[1] for x in idx]
    for f in root_files:
        if f != "MEMORY.md" and linked.count(f) != 1:
            err(f"MEMORY.md does not index {f} exactly once")
    for _, target, hook in idx:
        if target not in root_files:
            err(f"MEMORY.md links missing {target}")
        if re.search(r"\d", hook):
            err(f"MEMORY.md hook for {target} carries a number: {hook}")

    # ---- labels -----------------------------------------------------------
    lab = yaml.safe_load(open(os.path.join(SET, "labels.yaml"), encoding="utf-8"))
    if str(lab.get("now")) != "2026-11-28":
        err("labels.yaml: now")
    prs = lab["pairs"]
    counts = Counter()
    seen = set()
    note_ids = set()
    wrapped = tables = 0
    for k, p in enumerate(prs):
        a, b = p["a"], p["b"]
        counts[p["class"]] += 1
        if p["label"] not in CLASSES or p["class"] not in CLASSES[p["label"]]:
            err(f"pair {k}: label/class mismatch {p['label']}/{p['class']}")
        if not a < b:
            err(f"pair {k}: a does not sort before b ({a} / {b})")
        if (a, b) in seen:
            err(f"pair {k}: duplicate file pair {a} / {b}")
        seen.add((a, b))
        nid = str(p.get("note", "")).split(":")[0]
        if not re.fullmatch(PREFIX.get(p["class"], "?") + r"(10|[1-9])", nid):
            err(f"pair {k}: note id {nid} does not fit class {p['class']}")
        note_ids.add(nid)
        for side in ("a", "b"):
            path = p[side]
            claim = p["claim_" + side]
            full = os.path.join(STORE, path)
            if not os.path.isfile(full):
                err(f"pair {nid}: missing file {path}")
                continue
            _, body = split(open(full, encoding="utf-8").read())
            hits = [(i, fence) for i, ln, fence in body if ln == claim]
            if len(hits) != 1:
                err(f"pair {nid}: claim_{side} found {len(hits)} times as a full body line in {path}: {claim!r}")
            elif hits[0][1]:
                err(f"pair {nid}: claim_{side} is inside a code fence in {path}")
            if not claim.strip():
                err(f"pair {nid}: empty claim")
            if claim.startswith("|"):
                tables += 1
            else:
                pos = [j for j, (i, ln, f) in enumerate(body) if ln == claim]
                if pos and pos[0] + 1 < len(body):
                    nxt = body[pos[0] + 1][1]
                    if nxt.strip() and not re.match(r"^\s*([-*|#]|\*\*|\d+\.)", nxt) and not claim.rstrip().endswith((".", ")", "|")):
                        wrapped += 1
    for grp in CLASSES.values():
        for c in grp:
            if counts[c] != 10:
                err(f"class {c}: {counts[c]} pairs, want 10")
    if len(prs) != 90 or len(note_ids) != 90:
        err(f"{len(prs)} pairs / {len(note_ids)} distinct note ids, want 90")
    cross = sum(1 for p in prs if layout(p["a"]) != layout(p["b"]))
    paired = {p["a"] for p in prs} | {p["b"] for p in prs}
    lay = Counter(layout(f) for f in all_files)

    print(f"files: {len(all_files)} (root {lay['root']}, facts {lay['facts']}, auto {lay['auto']}); "
          f"in no pair: {len(all_files) - len(paired)}")
    print(f"pairs: {len(prs)}; cross-layout {cross}; per class: " +
          ", ".join(f"{c} {counts[c]}" for g in CLASSES.values() for c in g))
    print(f"claim sides that start a wrapped sentence: {wrapped}; table-row claim sides: {tables}")
    print(f"flat (non-strict-YAML) descriptions: {len(content.FLAT)}")
    if errors:
        print(f"\n{len(errors)} ERROR(S):")
        for e in errors:
            print(" -", e)
        sys.exit(1)
    print("check.py: OK")


if __name__ == "__main__":
    main()
