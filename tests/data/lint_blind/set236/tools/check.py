#!/usr/bin/env python3
"""Validate set236/store and set236/labels.yaml (independent of content.py / pairs.py)."""
import collections
import datetime as dt
import os
import re
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")

CLASSES = {
    "value_slot": ("contradiction", "V"),
    "role_slot": ("contradiction", "R"),
    "negation": ("contradiction", "N"),
    "stale_vs_change": ("contradiction", "S"),
    "refinement": ("non_contradiction", "F"),
    "other_subject": ("non_contradiction", "O"),
    "dated_history": ("non_contradiction", "D"),
    "agreeing_duplicate": ("non_contradiction", "A"),
    "negation_scope": ("non_contradiction", "NS"),
}
# root files whose description intentionally carries an unquoted ': ' (must NOT parse as YAML)
FLAT_EXPECTED = {
    "feedback_git_workflow.md",
    "project_hospital_contract.md",
    "project_routeboard_overview.md",
    "project_washtrack_overview.md",
    "reference_plants.md",
}

errors = []


def err(msg):
    errors.append(msg)


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


def split(text):
    """Return (frontmatter_text or None, list of (line, kind)) where kind in fm/body/fence."""
    lines = text.split("\n")
    if text.endswith("\n"):
        lines = lines[:-1]
    out = []
    fm = None
    i = 0
    if lines and lines[0] == "---":
        try:
            end = lines.index("---", 1)
        except ValueError:
            return None, [(l, "fm") for l in lines]
        fm = "\n".join(lines[1:end])
        out += [(l, "fm") for l in lines[: end + 1]]
        i = end + 1
    in_fence = False
    for l in lines[i:]:
        if l.lstrip().startswith("```"):
            in_fence = not in_fence
            out.append((l, "fence"))
        else:
            out.append((l, "fence" if in_fence else "body"))
    if in_fence:
        out.append(("<unclosed fence>", "error"))
    return fm, out


def main():
    if not os.path.isdir(STORE):
        print("no store/ directory")
        return 1
    files = {}
    for root, _, names in os.walk(STORE):
        for n in names:
            full = os.path.join(root, n)
            rel = os.path.relpath(full, STORE).replace(os.sep, "/")
            with open(full, encoding="utf-8") as fh:
                files[rel] = fh.read()

    parsed = {}
    for rel, text in files.items():
        if not rel.endswith(".md"):
            err(f"non-markdown file {rel}")
        if re.search(r"@[A-Z]+[0-9]+[ab]@", text):
            err(f"leftover claim marker in {rel}")
        parsed[rel] = split(text)
        if any(k == "error" for _, k in parsed[rel][1]):
            err(f"unclosed code fence in {rel}")

    # ---------------------------------------------------------------- frontmatter
    root_mem = sorted(p for p in files if layout(p) == "root" and p != "MEMORY.md")
    flat_found = set()
    for rel in sorted(files):
        if rel == "MEMORY.md":
            continue
        fm, _ = parsed[rel]
        if fm is None:
            err(f"{rel}: no frontmatter")
            continue
        try:
            data = yaml.safe_load(fm)
            ok = isinstance(data, dict)
        except yaml.YAMLError:
            data, ok = None, False
        kind = layout(rel)
        if kind == "root":
            desc_line = [l for l in fm.split("\n") if l.startswith("description:")]
            flat = bool(desc_line) and ": " in desc_line[0][len("description:"):]
            if flat:
                flat_found.add(rel)
                if ok:
                    err(f"{rel}: flat description expected to break YAML but it parses")
                # lenient line parse must still work
                kv = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
                for k in ("name", "description", "type"):
                    if k not in kv:
                        err(f"{rel}: lenient parse missing {k}")
                data = kv
            elif not ok:
                err(f"{rel}: frontmatter does not parse")
                continue
            for k in ("name", "description", "type"):
                if k not in data:
                    err(f"{rel}: missing {k}")
            typ = str(data.get("type", ""))
            if typ not in ("user", "feedback", "project", "reference"):
                err(f"{rel}: bad type {typ}")
            if not rel.startswith(typ + "_"):
                err(f"{rel}: filename does not start with type {typ}")
            if "tidewell" in str(data.get("name", "")).lower():
                err(f"{rel}: name mentions the organisation")
        elif kind == "facts":
            if not ok:
                err(f"{rel}: frontmatter does not parse")
                continue
            m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/((fact|preference|decision)-(\d+)-([0-9a-f]{4}))\.md", rel)
            if not m:
                err(f"{rel}: bad fact path")
                continue
            folder, stem, cat, epoch = m.group(1), m.group(2), m.group(3), int(m.group(4))
            if data.get("id") != stem:
                err(f"{rel}: id {data.get('id')} != stem")
            if data.get("category") != cat:
                err(f"{rel}: category mismatch")
            for k, v in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                if data.get(k) != v:
                    err(f"{rel}: {k} != {v}")
            if not isinstance(data.get("tags"), list) or not data["tags"]:
                err(f"{rel}: tags must be a non-empty list")
            if not isinstance(data.get("confidence"), float):
                err(f"{rel}: confidence must be a number")
            for k in ("created", "updated"):
                v = data.get(k)
                if isinstance(v, str):
                    v = dt.datetime.fromisoformat(v.replace("Z", "+00:00"))
                if not isinstance(v, dt.datetime):
                    err(f"{rel}: {k} is not a timestamp")
                    continue
                if v.tzinfo is None:
                    v = v.replace(tzinfo=dt.timezone.utc)
                if v.strftime("%Y-%m-%d") != folder:
                    err(f"{rel}: {k} date != folder")
                if k == "created" and round(v.timestamp() * 1000) != epoch:
                    err(f"{rel}: created != epoch in file name")
            body = [l for l, kd in parsed[rel][1] if kd == "body" and l.strip()]
            if not 1 <= len(body) <= 2:
                err(f"{rel}: fact body should be one or two lines, has {len(body)}")
        else:  # auto
            if not ok:
                err(f"{rel}: frontmatter does not parse")
                continue
            for k in ("title", "created", "tags"):
                if k not in data:
                    err(f"{rel}: missing {k}")
            if not isinstance(data.get("tags"), list):
                err(f"{rel}: tags must be a list")
    if flat_found != FLAT_EXPECTED:
        err(f"flat descriptions: found {sorted(flat_found)}, expected {sorted(FLAT_EXPECTED)}")

    # ---------------------------------------------------------------- MEMORY.md
    mem = files.get("MEMORY.md")
    if mem is None:
        err("MEMORY.md missing")
    else:
        entries = re.findall(r"^- \[([^\]]+)\]\(([^)]+)\) — (.+)$", mem, re.M)
        linked = [f for _, f, _ in entries]
        if sorted(linked) != root_mem:
            err(f"MEMORY.md index mismatch: missing {set(root_mem)-set(linked)}, extra {set(linked)-set(root_mem)}")
        if len(linked) != len(set(linked)):
            err("MEMORY.md lists a file twice")
        for _, f, hook in entries:
            if re.search(r"\d", hook):
                err(f"MEMORY.md hook for {f} carries a number")

    # ---------------------------------------------------------------- labels
    with open(os.path.join(SET, "labels.yaml"), encoding="utf-8") as fh:
        labels = yaml.safe_load(fh)
    if str(labels.get("now")) != "2026-11-28":
        err(f"now is {labels.get('now')}")
    pairs = labels.get("pairs") or []
    if len(pairs) != 90:
        err(f"{len(pairs)} pairs, expected 90")
    per_class = collections.Counter()
    per_label = collections.Counter()
    seen_ab = set()
    seen_ids = set()
    cross = 0
    in_pairs = set()
    for i, p in enumerate(pairs):
        a, b, cls, lab = p.get("a"), p.get("b"), p.get("class"), p.get("label")
        tag = f"pair #{i + 1} ({p.get('note', '')[:12]})"
        if cls not in CLASSES:
            err(f"{tag}: unknown class {cls}")
            continue
        per_class[cls] += 1
        per_label[lab] += 1
        exp_label, prefix = CLASSES[cls]
        if lab != exp_label:
            err(f"{tag}: label {lab} for class {cls}")
        m = re.match(r"^([A-Z]+)(\d+): .+ vs .+$", str(p.get("note", "")))
        if not m or m.group(1) != prefix or not 1 <= int(m.group(2)) <= 10:
            err(f"{tag}: bad note id/format")
        elif m.group(1) + m.group(2) in seen_ids:
            err(f"{tag}: duplicate note id")
        else:
            seen_ids.add(m.group(1) + m.group(2))
        for side in (a, b):
            if side not in files:
                err(f"{tag}: missing file {side}")
        if a not in files or b not in files:
            continue
        if not a < b:
            err(f"{tag}: a does not sort before b ({a} / {b})")
        if (a, b) in seen_ab:
            err(f"{tag}: file pair reused")
        seen_ab.add((a, b))
        in_pairs |= {a, b}
        if layout(a) != layout(b):
            cross += 1
        for side, key in ((a, "claim_a"), (b, "claim_b")):
            claim = p.get(key)
            if not isinstance(claim, str) or not claim.strip():
                err(f"{tag}: empty {key}")
                continue
            hits = [kd for l, kd in parsed[side][1] if l == claim]
            body_hits = hits.count("body")
            if body_hits != 1 or len(hits) != 1:
                err(f"{tag}: {key} found {body_hits}x in body / {len(hits)}x total in {side}: {claim!r}")
            if claim.lstrip().startswith("#"):
                err(f"{tag}: {key} is a heading")
    for cls in CLASSES:
        if per_class[cls] != 10:
            err(f"class {cls}: {per_class[cls]} pairs, expected 10")

    # ---------------------------------------------------------------- sizes
    counts = collections.Counter(layout(p) for p in files)
    n_root_mem = counts["root"] - 1
    if not 35 <= n_root_mem <= 40:
        err(f"root memories: {n_root_mem}")
    if not 60 <= counts["facts"] <= 75:
        err(f"facts: {counts['facts']}")
    if not 40 <= counts["auto"] <= 50:
        err(f"auto notes: {counts['auto']}")
    if not 140 <= len(files) <= 170:
        err(f"total files: {len(files)}")
    if not 75 <= cross <= 85:
        err(f"cross-layout pairs: {cross}")
    unpaired = len(files) - len(in_pairs)

    print(f"files: {len(files)} (root {n_root_mem} + MEMORY.md, facts {counts['facts']}, auto {counts['auto']}); "
          f"{unpaired} files in no pair")
    print(f"pairs: {len(pairs)} ({dict(per_label)}); cross-layout {cross}, same-layout {len(pairs) - cross}")
    print("per class:", ", ".join(f"{c} {per_class[c]}" for c in CLASSES))
    print(f"flat (non-YAML) descriptions: {len(flat_found)}")
    if errors:
        print(f"\nFAIL: {len(errors)} problem(s)")
        for e in errors:
            print("  -", e)
        return 1
    print("\nOK: check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
