#!/usr/bin/env python3
"""Validate set255/store and set255/labels.yaml."""
import calendar
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
import content  # noqa: E402  (for the list of intentionally flat descriptions)

CONTRA = {"value_slot", "role_slot", "negation", "stale_vs_change"}
NONCONTRA = {"refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"}
PREFIX = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S",
          "refinement": "F", "other_subject": "O", "dated_history": "D",
          "agreeing_duplicate": "A", "negation_scope": "NS"}
errors = []


def err(msg):
    errors.append(msg)


def split_frontmatter(text):
    lines = text.split("\n")
    if not lines or lines[0] != "---":
        return None, lines, 0
    for i in range(1, len(lines)):
        if lines[i] == "---":
            return "\n".join(lines[1:i]), lines[i + 1:], i + 1
    return None, lines, 0


def body_claim_lines(text):
    """Body lines outside frontmatter and code fences."""
    fm, body, _ = split_frontmatter(text)
    out, fence = [], False
    for line in body:
        if line.lstrip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(line)
    return out


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


def main():
    files = []
    for dp, _, fns in os.walk(STORE):
        for fn in fns:
            files.append(os.path.relpath(os.path.join(dp, fn), STORE))
    files.sort()
    texts = {f: open(os.path.join(STORE, f), encoding="utf-8").read() for f in files}

    # ---- leftover markers
    for f, t in texts.items():
        if re.search(r"^@[A-Za-z0-9]+@ ", t, re.M):
            err(f"{f}: leftover claim marker")

    # ---- frontmatter per layout
    root_files = [f for f in files if layout(f) == "root" and f != "MEMORY.md"]
    for f in files:
        if f == "MEMORY.md":
            continue
        fm, _, _ = split_frontmatter(texts[f])
        if fm is None:
            err(f"{f}: no frontmatter")
            continue
        flat = f in content.FLAT
        try:
            data = yaml.safe_load(fm)
            parsed = True
        except yaml.YAMLError:
            parsed = False
        if flat:
            if parsed:
                err(f"{f}: flat description was meant to fail strict YAML but parsed")
            desc = [l for l in fm.split("\n") if l.startswith("description: ")]
            if not desc or ": " not in desc[0][len("description: "):]:
                err(f"{f}: flat description lacks an unquoted ': '")
            continue
        if not parsed:
            err(f"{f}: frontmatter does not parse")
            continue
        lay = layout(f)
        if lay == "root":
            if set(data) != {"name", "description", "type"}:
                err(f"{f}: root frontmatter keys {sorted(data)}")
            if data.get("type") not in {"user", "feedback", "project", "reference"}:
                err(f"{f}: bad type")
            if not os.path.basename(f).startswith(data.get("type", "") + "_"):
                err(f"{f}: file name does not start with its type")
            nm = str(data.get("name", "")).lower()
            if "quillon" in nm or "fencing-club" in nm or not re.fullmatch(r"[a-z0-9-]+", nm):
                err(f"{f}: name must be a topic slug, not the organisation")
        elif lay == "facts":
            stem = os.path.basename(f)[:-3]
            need = {"id", "category", "created", "updated", "source", "confidence",
                    "confidenceTier", "tags", "status"}
            if set(data) != need:
                err(f"{f}: fact keys {sorted(data)}")
            if data.get("id") != stem:
                err(f"{f}: id != stem")
            cat, ms, hx = stem.split("-")
            if cat != data.get("category") or cat not in {"fact", "preference", "decision"}:
                err(f"{f}: category mismatch")
            if not re.fullmatch(r"[0-9a-f]{4}", hx):
                err(f"{f}: bad hex4")
            created = data.get("created")
            if isinstance(created, datetime.datetime):
                cdt = created
            else:
                cdt = datetime.datetime.fromisoformat(str(created).replace("Z", "+00:00"))
            cms = calendar.timegm(cdt.utctimetuple()) * 1000 + cdt.microsecond // 1000
            if cms != int(ms):
                err(f"{f}: epoch {ms} != created {created}")
            if cdt.strftime("%Y-%m-%d") != f.split("/")[1]:
                err(f"{f}: folder date != created")
            if data.get("updated") != data.get("created"):
                err(f"{f}: updated != created")
            if data.get("source") != "extraction" or data.get("confidenceTier") != "explicit" \
                    or data.get("status") != "active" or not isinstance(data.get("tags"), list):
                err(f"{f}: fact metadata")
            if not ("2026-01-01" <= f.split("/")[1] <= "2026-11-28"):
                err(f"{f}: date outside 2026-01..2026-11-28")
        else:
            if set(data) != {"title", "created", "tags"}:
                err(f"{f}: auto keys {sorted(data)}")

    # ---- MEMORY.md indexes every root file
    mem = texts.get("MEMORY.md", "")
    linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
    if sorted(linked) != sorted(root_files):
        err(f"MEMORY.md index mismatch: missing {sorted(set(root_files) - set(linked))}, "
            f"extra {sorted(set(linked) - set(root_files))}")

    # ---- labels
    labels = yaml.safe_load(open(os.path.join(SET, "labels.yaml"), encoding="utf-8"))
    if str(labels.get("now")) != "2026-11-28":
        err("labels.yaml: now")
    prs = labels["pairs"]
    per_class = Counter()
    seen = set()
    ids = []
    cross = 0
    in_pairs = set()
    for i, p in enumerate(prs):
        a, b = p["a"], p["b"]
        tag = p.get("note", "").split(":")[0]
        ids.append(tag)
        for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
            if k not in p:
                err(f"pair {i}: missing {k}")
        if a not in texts or b not in texts:
            err(f"{tag}: path missing ({a}, {b})")
            continue
        if not a < b:
            err(f"{tag}: a does not sort before b")
        if (a, b) in seen:
            err(f"{tag}: duplicate file pair")
        seen.add((a, b))
        in_pairs.update([a, b])
        cls = p["class"]
        per_class[cls] += 1
        want = "contradiction" if cls in CONTRA else "non_contradiction" if cls in NONCONTRA else None
        if want is None or p["label"] != want:
            err(f"{tag}: label/class mismatch {p['label']}/{cls}")
        if not re.fullmatch(PREFIX.get(cls, "?") + r"\d+", tag):
            err(f"{tag}: note id does not match class {cls}")
        for side, path in (("claim_a", a), ("claim_b", b)):
            claim = p[side]
            whole = texts[path].split("\n")
            n_all = sum(1 for l in whole if l == claim)
            n_body = sum(1 for l in body_claim_lines(texts[path]) if l == claim)
            if n_all != 1 or n_body != 1:
                err(f"{tag}: {side} found {n_all}x in file / {n_body}x in body outside fences: {path}: {claim!r}")
            if not claim.strip():
                err(f"{tag}: empty {side}")
        if layout(a) != layout(b):
            cross += 1
    if len(prs) != 90:
        err(f"expected 90 pairs, got {len(prs)}")
    for cls in list(CONTRA) + list(NONCONTRA):
        if per_class[cls] != 10:
            err(f"class {cls}: {per_class[cls]} pairs (want 10)")
    if len(set(ids)) != len(ids):
        err("duplicate pair ids in notes")

    lay_counts = Counter(layout(f) for f in files)
    print(f"files: {len(files)} (root {lay_counts['root']} incl. MEMORY.md, facts {lay_counts['facts']}, "
          f"auto {lay_counts['auto']})")
    print(f"pairs: {len(prs)}; cross-layout {cross}, same-layout {len(prs) - cross}")
    print("per class:", dict(sorted(per_class.items())))
    print(f"files in no labelled pair: {len(set(files) - in_pairs)}")
    print(f"flat (non-strict YAML) descriptions: {len(content.FLAT)}")
    if errors:
        print(f"\nCHECK FAILED ({len(errors)} problems):")
        for e in errors:
            print(" -", e)
        sys.exit(1)
    print("CHECK PASSED")


if __name__ == "__main__":
    main()
