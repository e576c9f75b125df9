#!/usr/bin/env python3
"""Validate set234/store/ and set234/labels.yaml."""
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
from content import FLAT_DESCRIPTIONS  # noqa: E402

CLASSES = {
    "value_slot": ("contradiction", "V"), "role_slot": ("contradiction", "R"),
    "negation": ("contradiction", "N"), "stale_vs_change": ("contradiction", "S"),
    "refinement": ("non_contradiction", "F"), "other_subject": ("non_contradiction", "O"),
    "dated_history": ("non_contradiction", "D"), "agreeing_duplicate": ("non_contradiction", "A"),
    "negation_scope": ("non_contradiction", "NS"),
}
errors = []


def err(msg):
    errors.append(msg)


def split_fm(text):
    """Return (frontmatter text or None, list of (lineno, line, in_body_claimable))."""
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
            return None, []
    body = []
    fence = False
    for i in range(start, len(lines)):
        ln = lines[i]
        if ln.lstrip().startswith("```"):
            fence = not fence
            body.append((i, ln, False))
            continue
        body.append((i, ln, not fence))
    return fm, body


def layout(path):
    if path.startswith("facts/"):
        return "facts"
    if path.startswith("auto/"):
        return "auto"
    return "root"


def main():
    all_files = []
    for dp, _, fns in os.walk(STORE):
        for fn in fns:
            all_files.append(os.path.relpath(os.path.join(dp, fn), STORE))
    all_files.sort()
    texts = {p: open(os.path.join(STORE, p), encoding="utf-8").read() for p in all_files}

    # ---- per-layout structure -------------------------------------------
    root_files = [p for p in all_files if layout(p) == "root" and p != "MEMORY.md"]
    fact_files = [p for p in all_files if layout(p) == "facts"]
    auto_files = [p for p in all_files if layout(p) == "auto"]
    if "MEMORY.md" not in all_files:
        err("MEMORY.md missing")
    for p, t in texts.items():
        if re.search(r"^@[A-Za-z0-9]+@ ", t, re.M):
            err("marker left in " + p)
        if not p.endswith(".md"):
            err("non-markdown file " + p)

    flat_seen = 0
    for p in root_files:
        m = re.match(r"^(user|feedback|project|reference)_[a-z0-9-]+\.md$", p)
        if not m:
            err("bad root file name " + p)
            continue
        fm, _ = split_fm(texts[p])
        if fm is None:
            err("no frontmatter in " + p)
            continue
        try:
            data = yaml.safe_load(fm)
            parsed = True
        except yaml.YAMLError:
            parsed = False
        if p in FLAT_DESCRIPTIONS:
            flat_seen += 1
            if parsed:
                err("flat description in %s parses but should not" % p)
            dl = [l for l in fm.split("\n") if l.startswith("description: ")]
            if len(dl) != 1 or ": " not in dl[0][len("description: "):]:
                err("flat description in %s has no unquoted ': '" % p)
            fixed = "\n".join(
                ('description: "%s"' % l[len("description: "):]) if l.startswith("description: ") else l
                for l in fm.split("\n"))
            data = yaml.safe_load(fixed)
        elif not parsed:
            err("frontmatter of %s does not parse" % p)
            continue
        for k in ("name", "description", "type"):
            if k not in data:
                err("%s lacks %s" % (p, k))
        if data.get("type") != m.group(1):
            err("%s type %r does not match file name" % (p, data.get("type")))
        if "brackenfold" in str(data.get("name", "")).lower():
            err("%s name is the organisation" % p)
    if flat_seen != len(FLAT_DESCRIPTIONS) or not 4 <= flat_seen <= 6:
        err("expected about five flat descriptions, found %d" % flat_seen)

    mem = texts.get("MEMORY.md", "")
    linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
    if sorted(linked) != sorted(root_files):
        err("MEMORY.md does not index exactly the root files: missing %s extra %s" % (
            sorted(set(root_files) - set(linked)), sorted(set(linked) - set(root_files))))

    for p in fact_files:
        m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d+)-([0-9a-f]{4})\.md$", p)
        if not m:
            err("bad fact path " + p)
            continue
        fm, body = split_fm(texts[p])
        try:
            data = yaml.safe_load(fm)
        except yaml.YAMLError as e:
            err("fact frontmatter %s: %s" % (p, e))
            continue
        stem = os.path.basename(p)[:-3]
        if data.get("id") != stem:
            err("fact id mismatch " + p)
        if data.get("category") != m.group(2):
            err("fact category mismatch " + p)
        for k in ("created", "updated"):
            v = data.get(k)
            if isinstance(v, str):
                v = datetime.datetime.strptime(v, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=datetime.timezone.utc)
            if not isinstance(v, datetime.datetime):
                err("%s %s not a timestamp" % (p, k))
                continue
            if v.tzinfo is None:
                v = v.replace(tzinfo=datetime.timezone.utc)
            if v.strftime("%Y-%m-%d") != m.group(1):
                err("%s %s date does not match folder" % (p, k))
            if k == "created" and int(round(v.timestamp() * 1000)) != int(m.group(3)):
                err("%s epoch does not match created" % p)
            if not (datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc) <= v
                    <= datetime.datetime(2026, 11, 28, 23, 59, tzinfo=datetime.timezone.utc)):
                err("%s %s outside 2026-01..2026-11-28" % (p, k))
        for k, want in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
            if data.get(k) != want:
                err("%s %s != %s" % (p, k, want))
        if not isinstance(data.get("tags"), list) or not data["tags"]:
            err("%s tags not a list" % p)
        if not isinstance(data.get("confidence"), float):
            err("%s confidence not a number" % p)
        nonempty = [l for _, l, _ in body if l.strip()]
        if not 1 <= len(nonempty) <= 2:
            err("%s body should be one or two lines" % p)

    for p in auto_files:
        if not re.match(r"^auto/[a-z0-9-]+\.md$", p):
            err("bad auto path " + p)
        fm, _ = split_fm(texts[p])
        try:
            data = yaml.safe_load(fm)
        except yaml.YAMLError as e:
            err("auto frontmatter %s: %s" % (p, e))
            continue
        for k in ("title", "created", "tags"):
            if k not in data:
                err("%s lacks %s" % (p, k))

    # ---- labels ----------------------------------------------------------
    labels = yaml.safe_load(open(os.path.join(SET, "labels.yaml"), encoding="utf-8"))
    if str(labels.get("now")) != "2026-11-28":
        err("now is not 2026-11-28")
    pairs = labels.get("pairs", [])
    if len(pairs) != 90:
        err("expected 90 pairs, got %d" % len(pairs))
    per_class = Counter()
    ids = Counter()
    filepairs = Counter()
    cross = 0
    in_pairs = set()
    wrapped = 0
    tables = 0
    for i, pr in enumerate(pairs):
        tag = "pair %d (%s)" % (i, pr.get("note", "")[:12])
        cls = pr.get("class")
        if cls not in CLASSES:
            err(tag + " bad class")
            continue
        per_class[cls] += 1
        label, prefix = CLASSES[cls]
        if pr.get("label") != label:
            err(tag + " label does not match class")
        nm = re.match(r"^([A-Z]+)(\d+): .+ vs .+$", pr.get("note", ""))
        if not nm or nm.group(1) != prefix or not 1 <= int(nm.group(2)) <= 10:
            err(tag + " bad note id")
        else:
            ids[nm.group(1) + nm.group(2)] += 1
        a, b = pr.get("a"), pr.get("b")
        if not (a < b):
            err(tag + " a does not sort before b")
        filepairs[(a, b)] += 1
        if layout(a) != layout(b):
            cross += 1
        for side in ("a", "b"):
            p = pr[side]
            claim = pr["claim_" + side]
            in_pairs.add(p)
            if p not in texts:
                err("%s: %s does not exist" % (tag, p))
                continue
            if p == "MEMORY.md":
                err(tag + " uses MEMORY.md")
            fm, body = split_fm(texts[p])
            hits = [(n, ok) for n, l, ok in body if l == claim]
            if len(hits) != 1:
                err("%s: claim_%s found %d times as a body line in %s" % (tag, side, len(hits), p))
                continue
            if not hits[0][1]:
                err("%s: claim_%s is inside a code fence in %s" % (tag, side, p))
            if not claim.strip():
                err(tag + " empty claim")
            allfull = texts[p].split("\n")
            n = hits[0][0]
            nxt = allfull[n + 1] if n + 1 < len(allfull) else ""
            if nxt.strip() and not re.match(r"^\s*([-*|#>]|\d+\.|\*\*|```|[A-Z]: )", nxt) and \
                    not claim.rstrip().endswith((".", ")", "|", "`")):
                wrapped += 1
            if claim.startswith("|"):
                tables += 1
    for cls in CLASSES:
        if per_class[cls] != 10:
            err("class %s has %d pairs, expected 10" % (cls, per_class[cls]))
    dup_ids = [k for k, v in ids.items() if v > 1]
    if dup_ids:
        err("duplicate note ids: %s" % dup_ids)
    dup_fp = [k for k, v in filepairs.items() if v > 1]
    if dup_fp:
        err("file pairs used twice: %s" % dup_fp)

    # ---- counts -----------------------------------------------------------
    n_all = len(all_files)
    unpaired = [p for p in all_files if p not in in_pairs]
    if not 140 <= n_all <= 170:
        err("store has %d files, expected 140-170" % n_all)
    if not 35 <= len(root_files) <= 40:
        err("root memories %d, expected 35-40" % len(root_files))
    if not 60 <= len(fact_files) <= 75:
        err("facts %d, expected 60-75" % len(fact_files))
    if not 40 <= len(auto_files) <= 50:
        err("auto notes %d, expected 40-50" % len(auto_files))
    if not 74 <= cross <= 86:
        err("cross-layout pairs %d, expected about 80" % cross)

    print("files: %d (root memories %d + MEMORY.md, facts %d, auto %d)" % (
        n_all, len(root_files), len(fact_files), len(auto_files)))
    print("files in no labelled pair: %d" % len(unpaired))
    print("pairs: %d, cross-layout %d; per class: %s" % (
        len(pairs), cross, ", ".join("%s=%d" % (c, per_class[c]) for c in CLASSES)))
    print("claims starting a hard-wrapped sentence: %d; table-row claims: %d" % (wrapped, tables))
    if errors:
        print("\nFAIL (%d problems)" % len(errors))
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    print("OK: check passed")


if __name__ == "__main__":
    main()
