#!/usr/bin/env python3
"""Validate set267/store and set267/labels.yaml."""
import calendar
import collections
import datetime
import os
import re
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
sys.path.insert(0, HERE)

import content  # noqa: E402  (only for the list of intentional flat descriptions)

CONTRA = {"value_slot", "role_slot", "negation", "stale_vs_change"}
NONCON = {"refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"}
PREFIX = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S",
          "refinement": "F", "other_subject": "O", "dated_history": "D",
          "agreeing_duplicate": "A", "negation_scope": "NS"}

errors = []


def err(msg):
    errors.append(msg)


def split(text):
    """Return (frontmatter text or None, list of body lines that can carry claims)."""
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
    for ln in lines[start:]:
        if ln.lstrip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            body.append(ln)
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

    # ---- per-file format checks ----
    flat_seen = set()
    for rel in all_files:
        text = open(os.path.join(STORE, rel), encoding="utf-8").read()
        if re.search(r"^@[A-Za-z0-9_]+@ ", text, re.M):
            err("leftover claim marker in " + rel)
        if rel == "MEMORY.md":
            continue
        fm, _ = split(text)
        if fm is None:
            err("no frontmatter: " + rel)
            continue
        try:
            meta = yaml.safe_load(fm)
            parsed = True
        except yaml.YAMLError:
            meta, parsed = None, False
        lay = layout(rel)
        if lay == "root":
            if rel in content.FLAT_DESC:
                flat_seen.add(rel)
                if parsed:
                    err("intentional flat description parses as YAML: " + rel)
                for key in ("name", "description", "type"):
                    if not re.search(r"^%s: \S" % key, fm, re.M):
                        err("flat frontmatter missing %s: %s" % (key, rel))
                desc = re.search(r"^description: (.*)$", fm, re.M).group(1)
                if ": " not in desc:
                    err("flat description without ': ' in " + rel)
                continue
            if not parsed:
                err("frontmatter does not parse: " + rel)
                continue
            if set(meta) != {"name", "description", "type"}:
                err("root keys %s in %s" % (sorted(meta), rel))
            if meta.get("type") not in ("user", "feedback", "project", "reference"):
                err("bad type in " + rel)
            if not rel.startswith(meta.get("type", "?") + "_"):
                err("file name does not start with type: " + rel)
        elif not parsed:
            err("frontmatter does not parse: " + rel)
        elif lay == "facts":
            stem = os.path.basename(rel)[:-3]
            folder = rel.split("/")[1]
            if meta.get("id") != stem:
                err("fact id != stem: " + rel)
            m = re.fullmatch(r"(fact|preference|decision)-(\d+)-([0-9a-f]{4})", stem)
            if not m or meta.get("category") != m.group(1):
                err("bad fact name/category: " + rel)
                continue
            created = meta.get("created")
            if isinstance(created, datetime.datetime):
                created_dt = created.replace(tzinfo=None)
            else:
                created_dt = datetime.datetime.strptime(str(created), "%Y-%m-%dT%H:%M:%S.000Z")
            if created_dt.strftime("%Y-%m-%d") != folder:
                err("created date != folder: " + rel)
            if calendar.timegm(created_dt.timetuple()) * 1000 != int(m.group(2)):
                err("epoch != created: " + rel)
            for key, val in (("source", "extraction"), ("confidenceTier", "explicit"), ("status", "active")):
                if meta.get(key) != val:
                    err("%s != %s in %s" % (key, val, rel))
            if not isinstance(meta.get("tags"), list) or "updated" not in meta or "confidence" not in meta:
                err("fact fields missing in " + rel)
        elif lay == "auto":
            if not {"title", "created", "tags"} <= set(meta):
                err("auto note fields missing in " + rel)
    if flat_seen != set(content.FLAT_DESC):
        err("flat description files missing from store: %s" % sorted(set(content.FLAT_DESC) - flat_seen))

    # ---- MEMORY.md indexes every root file ----
    roots = [f for f in all_files if "/" not in f and f != "MEMORY.md"]
    idx = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
    linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", idx, re.M)
    if sorted(linked) != sorted(roots):
        err("MEMORY.md index mismatch")
    for hook in re.findall(r"\) — (.+)$", idx, re.M):
        if re.search(r"\d", hook):
            err("digit (slot value?) in MEMORY.md hook: " + hook)

    # ---- labels ----
    labels = yaml.safe_load(open(os.path.join(SET, "labels.yaml"), encoding="utf-8"))
    if labels.get("now") != datetime.date(2026, 11, 28):
        err("now is not 2026-11-28")
    rows = labels["pairs"]
    per_class = collections.Counter()
    per_label = collections.Counter()
    filepairs = set()
    ids = set()
    in_pairs = set()
    cross = 0
    for r in rows:
        a, b, cls = r["a"], r["b"], r["class"]
        pid = r["note"].split(":")[0]
        per_class[cls] += 1
        per_label[r["label"]] += 1
        if pid in ids:
            err("duplicate id " + pid)
        ids.add(pid)
        if not re.fullmatch(PREFIX.get(cls, "?") + r"\d+", pid):
            err("note id %s does not fit class %s" % (pid, cls))
        want = "contradiction" if cls in CONTRA else "non_contradiction" if cls in NONCON else None
        if r["label"] != want:
            err("%s: label %s does not fit class %s" % (pid, r["label"], cls))
        if not a < b:
            err("%s: a does not sort before b" % pid)
        if (a, b) in filepairs:
            err("%s: file pair reused" % pid)
        filepairs.add((a, b))
        if layout(a) != layout(b):
            cross += 1
        for path, claim in ((a, r["claim_a"]), (b, r["claim_b"])):
            full = os.path.join(STORE, path)
            if not os.path.isfile(full):
                err("%s: missing file %s" % (pid, path))
                continue
            in_pairs.add(path)
            text = open(full, encoding="utf-8").read()
            _, body = split(text)
            n_body = sum(1 for ln in body if ln == claim)
            n_all = sum(1 for ln in text.split("\n") if ln == claim)
            if not claim.strip():
                err("%s: empty claim" % pid)
            if n_body != 1 or n_all != 1:
                err("%s: claim occurs %d times in body (%d in file) of %s: %r" % (pid, n_body, n_all, path, claim))
    for cls in sorted(CONTRA | NONCON):
        if per_class[cls] != 10:
            err("class %s has %d pairs" % (cls, per_class[cls]))
    if len(rows) != 90:
        err("%d pairs, want 90" % len(rows))

    by_layout = collections.Counter(layout(f) for f in all_files)
    print("files: %d (root %d incl. MEMORY.md, facts %d, auto %d)"
          % (len(all_files), by_layout["root"], by_layout["facts"], by_layout["auto"]))
    print("pairs: %d  %s" % (len(rows), dict(per_label)))
    print("per class: " + ", ".join("%s=%d" % (c, per_class[c]) for c in sorted(per_class)))
    print("cross-layout pairs: %d, same-layout: %d" % (cross, len(rows) - cross))
    print("files in no labelled pair: %d" % (len(all_files) - len(in_pairs)))
    print("flat (non-strict YAML) descriptions: %d" % len(flat_seen))
    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)
    print("check.py: OK")


if __name__ == "__main__":
    main()
