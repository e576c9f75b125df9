#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import calendar
import collections
import datetime as dt
import os
import re
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
sys.path.insert(0, HERE)
import content  # noqa: E402

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
    """Return (frontmatter text or None, list of (lineno, line, in_fence) for body lines)."""
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
            body.append((i, ln, True))
            fence = not fence
            continue
        body.append((i, ln, fence))
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
    counts = collections.Counter(layout(p) for p in all_files)

    # --- frontmatter checks
    for p in all_files:
        text = open(os.path.join(STORE, p), encoding="utf-8").read()
        if p == "MEMORY.md":
            continue
        fm, _ = split(text)
        if fm is None:
            err("%s: no frontmatter" % p)
            continue
        try:
            data = yaml.safe_load(fm)
            ok = isinstance(data, dict)
        except yaml.YAMLError:
            ok, data = False, None
        if p in content.FLAT:
            if ok:
                err("%s: flat description is meant to fail strict YAML but parsed" % p)
            if not re.search(r"^description: .*: ", fm, re.M):
                err("%s: flat file has no unquoted ': ' in description" % p)
            continue
        if not ok:
            err("%s: frontmatter does not parse" % p)
            continue
        lay = layout(p)
        if lay == "root":
            for k in ("name", "description", "type"):
                if k not in data:
                    err("%s: missing %s" % (p, k))
            if data.get("type") not in ("user", "feedback", "project", "reference"):
                err("%s: bad type" % p)
            if not re.match(r"^(user|feedback|project|reference)_.+\.md$", p):
                err("%s: bad root file name" % p)
        elif lay == "facts":
            m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", p)
            if not m:
                err("%s: bad facts path" % p)
                continue
            date, cat, epoch, _ = m.groups()
            stem = os.path.basename(p)[:-3]
            if data.get("id") != stem:
                err("%s: id != stem" % p)
            if data.get("category") != cat:
                err("%s: category mismatch" % p)
            for k in ("created", "updated"):
                v = data.get(k)
                v = v if isinstance(v, str) else (v.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (v.microsecond // 1000) if v else "")
                if not v.startswith(date):
                    err("%s: %s not on folder date" % (p, k))
                ts = dt.datetime.strptime(v[:19], "%Y-%m-%dT%H:%M:%S")
                ms = calendar.timegm(ts.timetuple()) * 1000 + int(v[20:23])
                if ms != int(epoch):
                    err("%s: %s does not match epoch" % (p, k))
            for k, want in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                if data.get(k) != want:
                    err("%s: %s should be %s" % (p, k, want))
            if not isinstance(data.get("tags"), list):
                err("%s: tags not a list" % p)
            if not isinstance(data.get("confidence"), float):
                err("%s: confidence not a number" % p)
            if date > "2026-11-28":
                err("%s: after now" % p)
        else:
            for k in ("title", "created", "tags"):
                if k not in data:
                    err("%s: missing %s" % (p, k))
            if str(data.get("created")) > "2026-11-28":
                err("%s: created after now" % p)

    # --- MEMORY.md indexes every root file
    mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
    linked = set(re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M))
    roots = {p for p in all_files if layout(p) == "root" and p != "MEMORY.md"}
    if linked != roots:
        err("MEMORY.md index mismatch: missing %s extra %s" % (sorted(roots - linked), sorted(linked - roots)))
    for hook in re.findall(r" — (.+)$", mem, re.M):
        if re.search(r"\d", hook):
            err("MEMORY.md hook carries a number: %s" % hook)

    # --- labels
    lab = yaml.safe_load(open(os.path.join(SET, "labels.yaml"), encoding="utf-8"))
    if str(lab.get("now")) != "2026-11-28":
        err("labels: now should be 2026-11-28")
    pairs = lab["pairs"]
    per_class = collections.Counter()
    seen_pairs = set()
    seen_ids = set()
    cross = 0
    labelled_files = set()
    for i, pr in enumerate(pairs):
        a, b = pr["a"], pr["b"]
        tag = "pair %d (%s)" % (i, pr.get("note", "")[:12])
        for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
            if k not in pr:
                err("%s: missing %s" % (tag, k))
        cls = pr["class"]
        per_class[cls] += 1
        if cls not in CLASSES.get(pr["label"], []):
            err("%s: class %s does not match label %s" % (tag, cls, pr["label"]))
        m = re.match(r"^([A-Z]+)(\d+): ", pr["note"])
        if not m or m.group(1) != PREFIX.get(cls) or not (1 <= int(m.group(2)) <= 10):
            err("%s: bad note id" % tag)
        elif m.group(0) in seen_ids:
            err("%s: duplicate note id" % tag)
        else:
            seen_ids.add(m.group(0))
        if pr["label"] == "contradiction" and not re.match(r"^[A-Z]+\d+: .+: .+ vs .+$", pr["note"]):
            err("%s: contradiction note not in '<id>: <slot>: <b> vs <a>' form" % tag)
        if not a < b:
            err("%s: a does not sort before b" % tag)
        if a == b:
            err("%s: same file" % tag)
        if (a, b) in seen_pairs:
            err("%s: (a, b) file pair reused" % tag)
        seen_pairs.add((a, b))
        if layout(a) != layout(b):
            cross += 1
        for side in ("a", "b"):
            p = pr[side]
            claim = pr["claim_" + side]
            full = os.path.join(STORE, p)
            if not os.path.isfile(full):
                err("%s: %s does not exist" % (tag, p))
                continue
            labelled_files.add(p)
            text = open(full, encoding="utf-8").read()
            _, body = split(text)
            hits = [(n, f) for n, ln, f in body if ln == claim]
            if len(hits) != 1:
                err("%s: claim_%s found %d times as a full body line in %s" % (tag, side, len(hits), p))
            elif hits[0][1]:
                err("%s: claim_%s is inside a code fence" % (tag, side))
            if claim.strip() != claim or not claim.strip():
                err("%s: claim_%s has stray whitespace or is empty" % (tag, side))
            if text.count(claim) != 1:
                err("%s: claim_%s text occurs %d times in %s" % (tag, side, text.count(claim), p))
    for cls_list in CLASSES.values():
        for cls in cls_list:
            if per_class[cls] != 10:
                err("class %s has %d pairs, want 10" % (cls, per_class[cls]))
    if len(pairs) != 90:
        err("want 90 pairs, have %d" % len(pairs))

    unlabelled = [p for p in all_files if p not in labelled_files]
    print("files: %d total (root %d incl. MEMORY.md, facts %d, auto %d)" % (
        len(all_files), counts["root"], counts["facts"], counts["auto"]))
    print("flat (non-strict YAML) descriptions: %d" % len(content.FLAT))
    print("files in no labelled pair: %d" % len(unlabelled))
    print("pairs: %d, cross-layout %d, same-layout %d" % (len(pairs), cross, len(pairs) - cross))
    for lbl, cl in CLASSES.items():
        for c in cl:
            print("  %-18s %-20s %d" % (lbl, c, per_class[c]))
    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)
    print("check.py: OK")


if __name__ == "__main__":
    main()
