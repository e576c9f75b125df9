#!/usr/bin/env python3
"""Validate set208/store and set208/labels.yaml (independent of content.py)."""
import datetime
import re
import sys
from collections import Counter
from pathlib import Path

import yaml

SET = Path(__file__).resolve().parent.parent
STORE = SET / "store"

FLAT = {  # root memories whose description intentionally carries an unquoted ": "
    "reference_infrastructure.md", "feedback_deploys.md", "project_museum_shop_ops.md",
    "reference_contacts.md", "reference_glossary.md",
}
CLASSES = {
    "value_slot": ("contradiction", "V"), "role_slot": ("contradiction", "R"),
    "negation": ("contradiction", "N"), "stale_vs_change": ("contradiction", "S"),
    "refinement": ("non_contradiction", "F"), "other_subject": ("non_contradiction", "O"),
    "dated_history": ("non_contradiction", "D"), "agreeing_duplicate": ("non_contradiction", "A"),
    "negation_scope": ("non_contradiction", "NS"),
}
ORG_WORDS = ("cradock", "vane", "bellfound")

errors = []


def err(msg):
    errors.append(msg)


def layout(rel):
    return "facts" if rel.startswith("facts/") else "auto" if rel.startswith("auto/") else "root"


def split(text):
    """Return (frontmatter_text or None, list of (lineno, line, is_body_claimable))."""
    lines = text.split("\n")
    fm = None
    start = 0
    if lines and lines[0] == "---":
        for j in range(1, len(lines)):
            if lines[j] == "---":
                fm = "\n".join(lines[1:j])
                start = j + 1
                break
    out = []
    fence = False
    for i, line in enumerate(lines):
        if i < start:
            out.append((i, line, False))
            continue
        if line.lstrip().startswith("```"):
            fence = not fence
            out.append((i, line, False))
            continue
        out.append((i, line, not fence))
    return fm, out


def main():
    files = sorted(p.relative_to(STORE).as_posix() for p in STORE.rglob("*.md"))
    counts = Counter(layout(f) for f in files)
    root_mem = [f for f in files if layout(f) == "root" and f != "MEMORY.md"]

    # ---- frontmatter ----
    flat_seen = set()
    for rel in files:
        if rel == "MEMORY.md":
            continue
        text = (STORE / rel).read_text(encoding="utf-8")
        fm, _ = split(text)
        if fm is None:
            err(f"{rel}: no frontmatter")
            continue
        try:
            data = yaml.safe_load(fm)
            ok = isinstance(data, dict)
        except yaml.YAMLError:
            data, ok = None, False
        lay = layout(rel)
        if rel in FLAT:
            if ok:
                err(f"{rel}: frontmatter should NOT parse (intentional flat description)")
            else:
                fixed = re.sub(r"^description: (.*)$", lambda m: "description: " + repr(m.group(1)).replace("\\'", "''"),
                               fm, flags=re.M)
                try:
                    d2 = yaml.safe_load(fixed)
                    if not isinstance(d2, dict):
                        raise ValueError
                    if ": " not in d2["description"]:
                        err(f"{rel}: flat description lacks ': '")
                    data, ok = d2, True
                    flat_seen.add(rel)
                except Exception:
                    err(f"{rel}: frontmatter broken beyond the flat description")
                    continue
        elif not ok:
            err(f"{rel}: frontmatter does not parse")
            continue
        if lay == "root":
            for k in ("name", "description", "type"):
                if k not in data:
                    err(f"{rel}: missing {k}")
            if data.get("type") not in ("user", "feedback", "project", "reference"):
                err(f"{rel}: bad type {data.get('type')}")
            if not rel.startswith(f"{data.get('type')}_"):
                err(f"{rel}: file name does not start with its type")
            if any(w in str(data.get("name", "")).lower() for w in ORG_WORDS):
                err(f"{rel}: name is the organisation")
        elif lay == "facts":
            stem = rel.rsplit("/", 1)[1][:-3]
            m = re.fullmatch(r"(fact|preference|decision)-(\d{13})-([0-9a-f]{4})", stem)
            if not m:
                err(f"{rel}: bad fact file name")
                continue
            if data.get("id") != stem:
                err(f"{rel}: id != stem")
            if data.get("category") != m.group(1):
                err(f"{rel}: category mismatch")
            for k in ("created", "updated"):
                v = data.get(k)
                if isinstance(v, str):
                    v = datetime.datetime.fromisoformat(v.replace("Z", "+00:00"))
                if not isinstance(v, datetime.datetime):
                    err(f"{rel}: {k} not a timestamp")
                    continue
                if v.tzinfo is None:
                    v = v.replace(tzinfo=datetime.timezone.utc)
                if round(v.timestamp() * 1000) != int(m.group(2)):
                    err(f"{rel}: {k} does not match epoch")
                if v.strftime("%Y-%m-%d") != rel.split("/")[1]:
                    err(f"{rel}: {k} does not match folder date")
            if data.get("source") != "extraction" or data.get("confidenceTier") != "explicit" \
                    or data.get("status") != "active" or not isinstance(data.get("tags"), list) \
                    or not isinstance(data.get("confidence"), float):
                err(f"{rel}: remnic fields wrong")
        else:
            for k in ("title", "created", "tags"):
                if k not in data:
                    err(f"{rel}: missing {k}")
            if not isinstance(data.get("tags"), list):
                err(f"{rel}: tags not a list")
    if flat_seen != FLAT:
        err(f"flat descriptions seen {sorted(flat_seen)} != expected {sorted(FLAT)}")

    # ---- MEMORY.md ----
    mem = (STORE / "MEMORY.md").read_text(encoding="utf-8")
    entries = re.findall(r"^- \[([^\]]+)\]\(([^)]+)\) — (.+)$", mem, flags=re.M)
    linked = Counter(e[1] for e in entries)
    for f in root_mem:
        if linked[f] != 1:
            err(f"MEMORY.md indexes {f} {linked[f]} times")
    for e in entries:
        if e[1] not in root_mem:
            err(f"MEMORY.md links missing file {e[1]}")
        if re.search(r"\d", e[2]):
            err(f"MEMORY.md hook carries a digit: {e[2]}")

    # ---- labels ----
    doc = yaml.safe_load((SET / "labels.yaml").read_text(encoding="utf-8"))
    if doc.get("now") != datetime.date(2026, 11, 28):
        err("labels now != 2026-11-28")
    pairs = doc.get("pairs", [])
    if len(pairs) != 90:
        err(f"{len(pairs)} pairs, want 90")
    per_class = Counter()
    seen = set()
    ids = set()
    used_files = set()
    wrapped = 0
    tables = 0
    for n, p in enumerate(pairs):
        a, b = p.get("a"), p.get("b")
        cls = p.get("class")
        tag = f"pair {n} ({p.get('note', '')[:12]})"
        if cls not in CLASSES:
            err(f"{tag}: bad class {cls}")
            continue
        per_class[cls] += 1
        label, prefix = CLASSES[cls]
        if p.get("label") != label:
            err(f"{tag}: label {p.get('label')} for {cls}")
        m = re.match(r"^([A-Z]+)(\d+): .+: .+ vs .+$", p.get("note", ""))
        if not m or m.group(1) != prefix or not 1 <= int(m.group(2)) <= 10:
            err(f"{tag}: bad note {p.get('note')!r}")
        else:
            pid = m.group(1) + m.group(2)
            if pid in ids:
                err(f"{tag}: duplicate id {pid}")
            ids.add(pid)
        if not (a < b):
            err(f"{tag}: a does not sort before b")
        if (a, b) in seen:
            err(f"{tag}: file pair repeated")
        seen.add((a, b))
        for side, rel in (("a", a), ("b", b)):
            path = STORE / rel
            if not path.is_file():
                err(f"{tag}: {rel} missing")
                continue
            used_files.add(rel)
            claim = p.get(f"claim_{side}")
            if not claim or claim != claim.strip() and not claim.startswith("- "):
                err(f"{tag}: empty/odd claim_{side}")
            _, lines = split(path.read_text(encoding="utf-8"))
            hits = [(i, ok) for i, line, ok in lines if line == claim]
            if len(hits) != 1:
                err(f"{tag}: claim_{side} found {len(hits)} times in {rel}")
                continue
            i, ok = hits[0]
            if not ok:
                err(f"{tag}: claim_{side} in frontmatter or code fence of {rel}")
            nxt = lines[i + 1][1] if i + 1 < len(lines) else ""
            if nxt.strip() and not re.match(r"^\s*([-*|#>]|\*\*|\d+\.)", nxt) and not claim.endswith((".", ")")):
                wrapped += 1
            if claim.startswith("|"):
                tables += 1
    for cls in CLASSES:
        if per_class[cls] != 10:
            err(f"class {cls}: {per_class[cls]} pairs, want 10")
    cross = sum(1 for p in pairs if layout(p["a"]) != layout(p["b"]))

    # ---- counts ----
    n_root = len(root_mem)
    if not 35 <= n_root <= 40:
        err(f"{n_root} root memories, want 35-40")
    if not 60 <= counts["facts"] <= 75:
        err(f"{counts['facts']} facts, want 60-75")
    if not 40 <= counts["auto"] <= 50:
        err(f"{counts['auto']} auto notes, want 40-50")
    if not 140 <= len(files) <= 170:
        err(f"{len(files)} files, want 140-170")
    unpaired = len(files) - len(used_files)

    print(f"files: {len(files)} (root memories {n_root} + MEMORY.md, facts {counts['facts']}, auto {counts['auto']})")
    print(f"pairs: {len(pairs)}; per class: " + ", ".join(f"{c}={per_class[c]}" for c in CLASSES))
    print(f"cross-layout pairs: {cross}; files in no pair: {unpaired}; wrapped claim starts: {wrapped}; table-row claims: {tables}")
    if errors:
        print(f"CHECK FAILED ({len(errors)}):")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("CHECK PASSED")


if __name__ == "__main__":
    main()
