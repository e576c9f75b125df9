#!/usr/bin/env python3
"""Regenerate set267/store/ and set267/labels.yaml from content.py and pairs.py."""
import datetime
import os
import re
import shutil
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import content  # noqa: E402
import pairs    # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9_]+)@ ")
PREFIX = {"value_slot": "V", "role_slot": "R", "negation": "N", "stale_vs_change": "S",
          "refinement": "F", "other_subject": "O", "dated_history": "D",
          "agreeing_duplicate": "A", "negation_scope": "NS"}


def memory_index():
    sections = [("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")]
    out = ["# Memory Index", ""]
    for t, head in sections:
        out.append("## " + head)
        out.append("")
        for fname, title, hook, typ in content.ROOT_INDEX:
            if typ == t:
                out.append("- [%s](%s) — %s" % (title, fname, hook))
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def main():
    errors = []
    files = dict(content.FILES)
    if "MEMORY.md" in files:
        errors.append("MEMORY.md must be generated, not written in content.py")
    files["MEMORY.md"] = memory_index()

    claims = {}    # id -> (path, line)
    out_files = {}
    for path, text in files.items():
        lines = []
        for ln in text.split("\n"):
            m = MARK.match(ln)
            if m:
                cid = m.group(1)
                ln = ln[m.end():]
                if cid in claims:
                    errors.append("claim %s placed twice (%s, %s)" % (cid, claims[cid][0], path))
                claims[cid] = (path, ln)
            elif "@c_" in ln:
                errors.append("malformed marker in %s: %r" % (path, ln))
            lines.append(ln)
        out_files[path] = "\n".join(lines)

    used = set()
    seen_ids = set()
    seen_filepairs = {}
    label_rows = []
    for pid, cls, c1, v1, c2, v2, slot in pairs.PAIRS:
        if pid in seen_ids:
            errors.append("duplicate pair id " + pid)
        seen_ids.add(pid)
        if not re.fullmatch(PREFIX[cls] + r"\d+", pid):
            errors.append("pair id %s does not match class %s" % (pid, cls))
        for c in (c1, c2):
            if c not in claims:
                errors.append("%s: unknown claim %s" % (pid, c))
        if c1 not in claims or c2 not in claims:
            continue
        used.update((c1, c2))
        p1, l1 = claims[c1]
        p2, l2 = claims[c2]
        if p1 == p2:
            errors.append("%s: both claims in %s" % (pid, p1))
            continue
        if p1 < p2:
            a, la, va, b, lb, vb = p1, l1, v1, p2, l2, v2
        else:
            a, la, va, b, lb, vb = p2, l2, v2, p1, l1, v1
        if (a, b) in seen_filepairs:
            errors.append("%s: file pair (%s, %s) already used by %s" % (pid, a, b, seen_filepairs[(a, b)]))
        seen_filepairs[(a, b)] = pid
        label = "contradiction" if cls in pairs.CONTRADICTION else "non_contradiction"
        label_rows.append({
            "a": a, "b": b, "label": label, "class": cls,
            "claim_a": la, "claim_b": lb,
            "note": "%s: %s: %s vs %s" % (pid, slot, vb, va),
        })
    unused = sorted(set(claims) - used)
    if unused:
        errors.append("unused claim markers: " + ", ".join(unused))

    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)

    store = os.path.join(SET, "store")
    if os.path.isdir(store):
        shutil.rmtree(store)
    for path, text in sorted(out_files.items()):
        full = os.path.join(store, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(text)

    doc = {"now": datetime.date(2026, 11, 28), "pairs": label_rows}
    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as fh:
        yaml.safe_dump(doc, fh, sort_keys=False, allow_unicode=True, width=10000)

    n_root = sum(1 for p in out_files if "/" not in p)
    n_facts = sum(1 for p in out_files if p.startswith("facts/"))
    n_auto = sum(1 for p in out_files if p.startswith("auto/"))
    print("built %d files (root %d incl. MEMORY.md, facts %d, auto %d), %d pairs"
          % (len(out_files), n_root, n_facts, n_auto, len(label_rows)))


if __name__ == "__main__":
    main()
