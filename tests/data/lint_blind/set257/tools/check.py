#!/usr/bin/env python3
"""Validate set257/store/ and set257/labels.yaml."""
import calendar
import collections
import os
import re
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
sys.path.insert(0, HERE)
import content  # noqa: E402

CLASSES = ["value_slot", "role_slot", "negation", "stale_vs_change",
           "refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]
CONTRA = {"value_slot", "role_slot", "negation", "stale_vs_change"}
PREFIX = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S", "refinement": "F",
          "other_subject": "O", "dated_history": "D", "agreeing_duplicate": "A", "negation_scope": "NS"}

errors = []


def err(msg):
    errors.append(msg)


def split(text):
    """Return (frontmatter_text or None, list of (line, in_fence) body lines)."""
    lines = text.split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        try:
            end = lines.index("---", 1)
        except ValueError:
            return "UNTERMINATED", []
        fm = "\n".join(lines[1:end])
        start = end + 1
    body = []
    fence = False
    for ln in lines[start:]:
        if ln.lstrip().startswith("```"):
            fence = not fence
            body.append((ln, True))
            continue
        body.append((ln, fence))
    return fm, body


def layout(rel):
    if rel.startswith("facts/"):
        return "facts"
    if rel.startswith("auto/"):
        return "auto"
    return "root"


def main():
    all_files = []
    for dp, _, fns in os.walk(STORE):
        for fn in fns:
            all_files.append(os.path.relpath(os.path.join(dp, fn), STORE))
    all_files.sort()
    texts = {f: open(os.path.join(STORE, f), encoding="utf-8").read() for f in all_files}

    # ---- no leftover markers ----
    for f, t in texts.items():
        if re.search(r"^@\w+@ ", t, re.M):
            err(f"{f}: leftover claim marker")

    # ---- frontmatter ----
    flat_expected = set(content.FLAT)
    flat_found = set()
    for f, t in texts.items():
        if f == "MEMORY.md":
            if t.startswith("---"):
                err("MEMORY.md must not have frontmatter")
            continue
        fm, _ = split(t)
        if fm is None or fm == "UNTERMINATED":
            err(f"{f}: missing frontmatter")
            continue
        try:
            data = yaml.safe_load(fm)
            ok = isinstance(data, dict)
        except yaml.YAMLError:
            ok, data = False, None
        lay = layout(f)
        if not ok:
            flat_found.add(f)
            if f not in flat_expected:
                err(f"{f}: frontmatter does not parse but is not an intentional flat description")
            # the flat ones must still carry their keys line by line
            keys = {ln.split(":", 1)[0] for ln in fm.split("\n") if ":" in ln}
            if not {"name", "description", "type"} <= keys:
                err(f"{f}: flat frontmatter lacks name/description/type")
            continue
        if f in flat_expected:
            err(f"{f}: intended flat description parsed as YAML")
        if lay == "root":
            for k in ("name", "description", "type"):
                if k not in data:
                    err(f"{f}: missing {k}")
            if data.get("type") not in ("user", "feedback", "project", "reference"):
                err(f"{f}: bad type {data.get('type')}")
            if "tidewrack" in str(data.get("name", "")).lower():
                err(f"{f}: name must be a topic slug, not the organisation")
        elif lay == "facts":
            stem = os.path.splitext(os.path.basename(f))[0]
            folder = f.split("/")[1]
            for k in ("id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"):
                if k not in data:
                    err(f"{f}: missing {k}")
            if data.get("id") != stem:
                err(f"{f}: id != stem")
            cat, epoch, hex4 = stem.split("-")
            if data.get("category") != cat or cat not in ("fact", "preference", "decision"):
                err(f"{f}: category mismatch")
            if not re.fullmatch(r"[0-9a-f]{4}", hex4):
                err(f"{f}: bad hex4")
            created = str(data.get("created"))
            m = re.match(r"(\d{4})-(\d\d)-(\d\d)[T ](\d\d):(\d\d):(\d\d)", created)
            if not m:
                err(f"{f}: bad created {created}")
            else:
                y, mo, d, h, mi, s = map(int, m.groups())
                if f"{y:04d}-{mo:02d}-{d:02d}" != folder:
                    err(f"{f}: created date != folder")
                if calendar.timegm((y, mo, d, h, mi, s, 0, 0, 0)) * 1000 != int(epoch):
                    err(f"{f}: epoch != created")
                if not ("2026-01-01" <= folder <= "2026-11-28"):
                    err(f"{f}: date outside 2026-01..2026-11-28")
            if data.get("source") != "extraction" or data.get("confidenceTier") != "explicit" \
                    or data.get("status") != "active" or not isinstance(data.get("tags"), list):
                err(f"{f}: remnic field values wrong")
        else:
            for k in ("title", "created", "tags"):
                if k not in data:
                    err(f"{f}: missing {k}")
    if flat_found != flat_expected:
        err(f"flat descriptions mismatch: expected {sorted(flat_expected)}, found {sorted(flat_found)}")

    # ---- MEMORY.md index ----
    root_mem = [f for f in all_files if "/" not in f and f != "MEMORY.md"]
    idx = texts.get("MEMORY.md", "")
    links = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — (.+)$", idx, re.M)
    linked = collections.Counter(l for l, _ in links)
    for f in root_mem:
        if linked[f] != 1:
            err(f"MEMORY.md links {f} {linked[f]} times")
    for l, hook in links:
        if l not in root_mem:
            err(f"MEMORY.md links missing file {l}")
        if re.search(r"\d", hook):
            err(f"MEMORY.md hook for {l} carries a digit (slot value?)")

    # ---- labels ----
    doc = yaml.safe_load(open(os.path.join(SET, "labels.yaml"), encoding="utf-8"))
    if str(doc.get("now")) != "2026-11-28":
        err("labels.yaml: now must be 2026-11-28")
    pairs = doc["pairs"]
    per_class = collections.Counter(p["class"] for p in pairs)
    for c in CLASSES:
        if per_class[c] != 10:
            err(f"class {c}: {per_class[c]} pairs (need 10)")
    if len(pairs) != 90:
        err(f"{len(pairs)} pairs (need 90)")
    seen_ab = set()
    ids = collections.Counter()
    cross = 0
    labelled_files = set()
    for i, p in enumerate(pairs):
        a, b = p["a"], p["b"]
        tag = p.get("note", "")[:5]
        exp_label = "contradiction" if p["class"] in CONTRA else "non_contradiction"
        if p["label"] != exp_label:
            err(f"pair {i} ({tag}): label {p['label']} != {exp_label}")
        m = re.match(r"^([A-Z]+)(\d+): ", p.get("note", ""))
        if not m or m.group(1) != PREFIX[p["class"]] or not (1 <= int(m.group(2)) <= 10):
            err(f"pair {i}: bad note id {p.get('note')!r}")
        else:
            ids[m.group(1) + m.group(2)] += 1
        if not a < b:
            err(f"pair {i} ({tag}): a does not sort before b")
        if (a, b) in seen_ab:
            err(f"pair {i} ({tag}): duplicate file pair")
        seen_ab.add((a, b))
        if layout(a) != layout(b):
            cross += 1
        for side, f, claim in (("a", a, p["claim_a"]), ("b", b, p["claim_b"])):
            if f not in texts:
                err(f"pair {i} ({tag}): {side} file {f} missing")
                continue
            labelled_files.add(f)
            fm, body = split(texts[f])
            hits = [ln for ln, fence in body if ln == claim]
            fenced = [ln for ln, fence in body if ln == claim and fence]
            if len(hits) != 1:
                err(f"pair {i} ({tag}): claim_{side} found {len(hits)} times in {f}: {claim!r}")
            if fenced:
                err(f"pair {i} ({tag}): claim_{side} inside a code fence in {f}")
            if fm and claim in fm.split("\n"):
                err(f"pair {i} ({tag}): claim_{side} is a frontmatter line in {f}")
            if not claim.strip():
                err(f"pair {i} ({tag}): empty claim_{side}")
    for k, v in ids.items():
        if v != 1:
            err(f"note id {k} used {v} times")

    # ---- summary ----
    by_layout = collections.Counter(layout(f) for f in all_files)
    unlabelled = [f for f in all_files if f not in labelled_files]
    print(f"files: {len(all_files)} (root {by_layout['root']} incl. MEMORY.md, facts {by_layout['facts']}, auto {by_layout['auto']})")
    print(f"files in no labelled pair: {len(unlabelled)}")
    print(f"pairs: {len(pairs)}; cross-layout {cross}; per class: " +
          ", ".join(f"{c}={per_class[c]}" for c in CLASSES))
    print(f"intentional flat descriptions: {len(flat_found)}")
    if errors:
        print(f"\nFAILED: {len(errors)} problem(s)")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("check.py: OK")


if __name__ == "__main__":
    main()
