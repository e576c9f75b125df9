#!/usr/bin/env python3
"""Check store/ and labels.yaml for the structural rules of the set."""
import collections
import os
import re
import sys

import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT_OK = {"reference_jobsheet.md", "reference_contractly.md", "reference_loanerboard.md",
           "reference_infra.md", "reference_depots.md", "reference_glossary.md"}
CLASSES = {
    "contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
    "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"],
}
errors = []


def err(msg):
    errors.append(msg)


def split(path):
    text = open(path, encoding="utf-8").read()
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")


def layout(rel):
    return "facts" if rel.startswith("facts/") else "auto" if rel.startswith("auto/") else "root"


def main():
    files = []
    for d, _, fs in os.walk(STORE):
        for f in fs:
            files.append(os.path.relpath(os.path.join(d, f), STORE))
    root = sorted(f for f in files if "/" not in f and f != "MEMORY.md")

    # frontmatter
    flat = []
    for rel in files:
        if rel == "MEMORY.md":
            continue
        fm, _ = split(os.path.join(STORE, rel))
        if fm is None:
            err(f"{rel}: no frontmatter")
            continue
        try:
            data = yaml.safe_load(fm)
        except yaml.YAMLError:
            if rel in FLAT_OK:
                flat.append(rel)
                continue
            err(f"{rel}: frontmatter does not parse")
            continue
        if rel in FLAT_OK:
            err(f"{rel}: expected an unquoted ': ' in description but frontmatter parsed")
        lay = layout(rel)
        if lay == "root":
            for k in ("name", "description", "type"):
                if k not in data:
                    err(f"{rel}: missing {k}")
            if data.get("type") not in ("user", "feedback", "project", "reference"):
                err(f"{rel}: bad type")
            if not rel.startswith(data.get("type", "") + "_"):
                err(f"{rel}: filename prefix does not match type")
        elif lay == "facts":
            stem = os.path.basename(rel)[:-3]
            m = re.fullmatch(r"(fact|preference|decision)-(\d{13})-([0-9a-f]{4})", stem)
            if not m:
                err(f"{rel}: bad remnic file name")
            if data.get("id") != stem or data.get("category") != (m and m.group(1)):
                err(f"{rel}: id/category mismatch")
            if not rel.startswith("facts/" + str(data.get("created"))[:10]):
                err(f"{rel}: folder date != created")
        else:
            for k in ("title", "created", "tags"):
                if k not in data:
                    err(f"{rel}: missing {k}")

    # MEMORY.md
    idx = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
    linked = sorted(re.findall(r"\]\(([^)]+)\)", idx))
    if linked != root:
        err(f"MEMORY.md index mismatch: {set(linked) ^ set(root)}")

    # labels
    lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml"), encoding="utf-8"))
    if str(lab.get("now")) != "2026-11-28":
        err("now is not 2026-11-28")
    pairs = lab["pairs"]
    seen = set()
    counts = collections.Counter()
    cross = 0
    in_pairs = set()
    ids = []
    for p in pairs:
        a, b = p["a"], p["b"]
        pid = p["note"].split(":")[0]
        ids.append(pid)
        counts[(p["label"], p["class"])] += 1
        if p["class"] not in CLASSES.get(p["label"], []):
            err(f"{pid}: class {p['class']} not valid for {p['label']}")
        if not a < b:
            err(f"{pid}: a/b not in sorted order")
        if (a, b) in seen:
            err(f"{pid}: duplicate file pair {a} {b}")
        seen.add((a, b))
        if layout(a) != layout(b):
            cross += 1
        for side, rel in (("a", a), ("b", b)):
            in_pairs.add(rel)
            path = os.path.join(STORE, rel)
            if not os.path.isfile(path):
                err(f"{pid}: {rel} missing")
                continue
            _, body = split(path)
            claim = p["claim_" + side]
            n = body.count(claim)
            if n != 1:
                err(f"{pid}: claim_{side} found {n} times as a full line in {rel}")
                continue
            # not inside a code fence
            fence = False
            for line in body:
                if line.startswith("```"):
                    fence = not fence
                elif line == claim and fence:
                    err(f"{pid}: claim_{side} is inside a code fence")
    if len(set(ids)) != len(ids):
        err("duplicate pair ids")
    for label, classes in CLASSES.items():
        for c in classes:
            if counts[(label, c)] != 10:
                err(f"{label}/{c}: {counts[(label, c)]} pairs, want 10")
    if len(pairs) != 90:
        err(f"{len(pairs)} pairs, want 90")

    lays = collections.Counter(layout(f) for f in files if f != "MEMORY.md")
    print(f"files: {len(files)} (root {lays['root']} + MEMORY.md, auto {lays['auto']}, facts {lays['facts']})")
    print(f"flat (non-strict YAML) descriptions: {len(flat)}: {', '.join(sorted(flat))}")
    print(f"pairs: {len(pairs)}, cross-layout: {cross}, files in no pair: {len(set(files) - in_pairs)}")
    for (label, c), n in sorted(counts.items()):
        print(f"  {label:18} {c:20} {n}")
    if errors:
        print("FAIL")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
