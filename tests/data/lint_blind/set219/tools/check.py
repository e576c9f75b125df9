#!/usr/bin/env python3
"""Validate set219/store and set219/labels.yaml."""
import datetime as dt
import re
import sys
from collections import Counter
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
STORE = ROOT / "store"
sys.path.insert(0, str(HERE))
from content import FLAT_DESCRIPTIONS  # noqa: E402

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
    """Return (frontmatter_text or None, list of (lineno, line, in_fence)) for body lines."""
    lines = text.split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        for i in range(1, len(lines)):
            if lines[i] == "---":
                fm = "\n".join(lines[1:i])
                start = i + 1
                break
        else:
            err("unterminated frontmatter")
    body = []
    fence = False
    for i in range(start, len(lines)):
        ln = lines[i]
        if ln.strip().startswith("```"):
            fence = not fence
            body.append((i + 1, ln, True))
            continue
        body.append((i + 1, ln, fence))
    return fm, body


def layout(rel):
    if rel.startswith("facts/"):
        return "facts"
    if rel.startswith("auto/"):
        return "auto"
    return "root"


def main():
    files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*") if p.is_file())
    by_layout = Counter(layout(f) for f in files)

    # ---- frontmatter ----
    for rel in files:
        text = (STORE / rel).read_text(encoding="utf-8")
        if "\r" in text:
            err(f"{rel}: CR characters")
        if re.search(r"^@[A-Za-z0-9_]+@ ", text, re.M):
            err(f"{rel}: leftover claim marker")
        fm, _ = split(text)
        if rel == "MEMORY.md":
            if fm is not None:
                err("MEMORY.md should have no frontmatter")
            continue
        if fm is None:
            err(f"{rel}: no frontmatter")
            continue
        try:
            meta = yaml.safe_load(fm)
            parsed = True
        except yaml.YAMLError:
            meta, parsed = None, False
        lay = layout(rel)
        if rel in FLAT_DESCRIPTIONS:
            if parsed:
                err(f"{rel}: intentional flat description parses as YAML")
            if not re.search(r"^description: [^\n]*: ", fm, re.M):
                err(f"{rel}: flat description lacks an unquoted ': '")
            continue
        if not parsed or not isinstance(meta, dict):
            err(f"{rel}: frontmatter does not parse")
            continue
        if lay == "root":
            if set(meta) != {"name", "description", "type"}:
                err(f"{rel}: root keys {sorted(meta)}")
            if meta.get("type") not in {"user", "feedback", "project", "reference"}:
                err(f"{rel}: bad type")
            if not rel.startswith(f"{meta.get('type')}_"):
                err(f"{rel}: file name does not start with its type")
            if "overhang" in str(meta.get("name", "")).lower():
                err(f"{rel}: name is the organisation")
        elif lay == "facts":
            stem = Path(rel).stem
            folder = rel.split("/")[1]
            m = re.fullmatch(r"(fact|preference|decision)-(\d{13})-([0-9a-f]{4})", stem)
            if not m:
                err(f"{rel}: bad fact file name")
                continue
            if meta.get("id") != stem:
                err(f"{rel}: id != stem")
            if meta.get("category") != m.group(1):
                err(f"{rel}: category mismatch")
            for k in ("created", "updated"):
                v = meta.get(k)
                if isinstance(v, str):
                    v = dt.datetime.fromisoformat(v.replace("Z", "+00:00"))
                if not isinstance(v, dt.datetime):
                    err(f"{rel}: {k} not a timestamp")
                    continue
                if v.tzinfo is None:
                    v = v.replace(tzinfo=dt.timezone.utc)
                if v.strftime("%Y-%m-%d") != folder:
                    err(f"{rel}: {k} date != folder")
                if int(v.timestamp() * 1000) != int(m.group(2)):
                    err(f"{rel}: {k} != epoch in name")
            for k, want in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                if meta.get(k) != want:
                    err(f"{rel}: {k} != {want}")
            if not isinstance(meta.get("tags"), list) or not isinstance(meta.get("confidence"), float):
                err(f"{rel}: tags/confidence")
        else:
            if set(meta) != {"title", "created", "tags"}:
                err(f"{rel}: auto keys {sorted(meta)}")

    # ---- MEMORY.md index ----
    idx = (STORE / "MEMORY.md").read_text(encoding="utf-8")
    linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", idx, re.M)
    roots = {f for f in files if layout(f) == "root" and f != "MEMORY.md"}
    if set(linked) != roots or len(linked) != len(set(linked)):
        err(f"MEMORY.md index mismatch: missing {sorted(roots - set(linked))}, extra {sorted(set(linked) - roots)}")
    for ln in idx.splitlines():
        if ln.startswith("- [") and re.search(r"\d", ln.split(" — ", 1)[1]):
            err(f"MEMORY.md hook carries a digit: {ln}")

    # ---- labels ----
    labels = yaml.safe_load((ROOT / "labels.yaml").read_text(encoding="utf-8"))
    if labels.get("now") != dt.date(2026, 11, 28):
        err("labels now != 2026-11-28")
    pairs = labels.get("pairs", [])
    if len(pairs) != 90:
        err(f"{len(pairs)} pairs, want 90")
    per_class = Counter()
    seen = set()
    ids = []
    cross = 0
    labelled_files = set()
    for i, p in enumerate(pairs):
        a, b = p["a"], p["b"]
        tag = f"pair {i} ({p.get('note', '')[:8]})"
        if not (a < b):
            err(f"{tag}: a does not sort before b")
        if (a, b) in seen:
            err(f"{tag}: duplicate file pair")
        seen.add((a, b))
        cls, lab = p["class"], p["label"]
        if cls not in CLASSES.get(lab, []):
            err(f"{tag}: class {cls} not under label {lab}")
        per_class[cls] += 1
        m = re.match(r"^([A-Z]+)(\d+): [^:]+: .+ vs .+$", p["note"])
        if not m or m.group(1) != PREFIX.get(cls):
            err(f"{tag}: note id does not match class")
        else:
            ids.append(m.group(1) + m.group(2))
        if layout(a) != layout(b):
            cross += 1
        for side in ("a", "b"):
            rel = p[side]
            claim = p[f"claim_{side}"]
            path = STORE / rel
            if not path.is_file():
                err(f"{tag}: {rel} missing")
                continue
            labelled_files.add(rel)
            _, body = split(path.read_text(encoding="utf-8"))
            hits = [(n, fence) for n, ln, fence in body if ln == claim]
            if len(hits) != 1:
                err(f"{tag}: claim_{side} found {len(hits)}x as a full body line in {rel}")
            elif hits[0][1]:
                err(f"{tag}: claim_{side} is inside a code fence in {rel}")
            if not claim.strip() or claim.strip().startswith("|---"):
                err(f"{tag}: empty/separator claim")
    for lab, classes in CLASSES.items():
        for c in classes:
            if per_class[c] != 10:
                err(f"class {c}: {per_class[c]} pairs, want 10")
    if len(set(ids)) != len(ids):
        err("duplicate note ids")

    unlabelled = [f for f in files if f not in labelled_files]
    print(f"files: {len(files)} (root {by_layout['root']}, facts {by_layout['facts']}, auto {by_layout['auto']})")
    print(f"pairs: {len(pairs)}; cross-layout {cross}; files in no pair {len(unlabelled)}")
    print("per class:", dict(per_class))
    if errors:
        print("\nFAIL")
        for e in errors:
            print(" -", e)
        sys.exit(1)
    print("OK: check passed")


if __name__ == "__main__":
    main()
