#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content.py and pairs.py."""
import os
import re
import shutil
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import content  # noqa: E402
import pairs as pairs_mod  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ ")
NOW = "2026-11-28"


def memory_index():
    sections = {}
    order = []
    for sec, title, fname, hook in content.ROOT_INDEX:
        if sec not in sections:
            sections[sec] = []
            order.append(sec)
        sections[sec].append("- [%s](%s) — %s" % (title, fname, hook))
    out = ["# Memory Index", ""]
    for sec in ["User", "Feedback", "Project", "Reference"]:
        if sec in sections:
            out.append("## " + sec)
            out.append("")
            out.extend(sections[sec])
            out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def main():
    errors = []
    claims = {}  # id -> (path, line)
    outputs = {}
    for path, text in content.FILES.items():
        lines = text.split("\n")
        new = []
        for ln in lines:
            m = MARK.match(ln)
            if m:
                cid = m.group(1)
                ln = ln[m.end():]
                if cid in claims:
                    errors.append("claim id placed twice: %s" % cid)
                claims[cid] = (path, ln)
            elif "@" in ln and re.search(r"@[A-Z]+[0-9]+[ab]?@", ln):
                errors.append("stray marker in %s: %s" % (path, ln))
            new.append(ln)
        outputs[path] = "\n".join(new)
    outputs["MEMORY.md"] = memory_index()

    used = set()
    seen_ids = set()
    seen_files = set()
    out_pairs = []
    for pid, cls, c1, c2, topic, v1, v2 in pairs_mod.PAIRS:
        if pid in seen_ids:
            errors.append("duplicate pair id " + pid)
        seen_ids.add(pid)
        for c in (c1, c2):
            if c not in claims:
                errors.append("%s: unknown claim %s" % (pid, c))
        if c1 not in claims or c2 not in claims:
            continue
        used.update((c1, c2))
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        if p1 == p2:
            errors.append("%s: same-file pair %s" % (pid, p1))
            continue
        if p1 < p2:
            a, la, va, b, lb, vb = p1, l1, v1, p2, l2, v2
        else:
            a, la, va, b, lb, vb = p2, l2, v2, p1, l1, v1
        if (a, b) in seen_files:
            errors.append("%s: file pair reused %s %s" % (pid, a, b))
        seen_files.add((a, b))
        label = "contradiction" if cls in pairs_mod.CONTRADICTION else "non_contradiction"
        out_pairs.append({
            "a": a, "b": b, "label": label, "class": cls,
            "claim_a": la, "claim_b": lb,
            "note": "%s: %s: %s vs %s" % (pid, topic, vb, va),
        })
    unused = sorted(set(claims) - used)
    if unused:
        errors.append("unused markers: " + ", ".join(unused))
    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)

    store = os.path.join(SET, "store")
    if os.path.isdir(store):
        shutil.rmtree(store)
    for path, text in outputs.items():
        full = os.path.join(store, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as f:
            f.write(text)

    class D(yaml.SafeDumper):
        pass

    def str_rep(dumper, data):
        return dumper.represent_scalar("tag:yaml.org,2002:str", data, style='"')
    D.add_representer(str, str_rep)
    body = yaml.dump({"pairs": out_pairs}, Dumper=D, sort_keys=False, allow_unicode=True, width=10000)
    body = body.replace('"a":', "a:").replace('"b":', "b:")
    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("now: %s\n" % NOW)
        f.write(re.sub(r'^(\s*)"(\w+)":', r"\1\2:", body, flags=re.M))
    n_root = sum(1 for p in outputs if "/" not in p)
    n_facts = sum(1 for p in outputs if p.startswith("facts/"))
    n_auto = sum(1 for p in outputs if p.startswith("auto/"))
    print("built %d files (root %d incl. MEMORY.md, facts %d, auto %d), %d pairs" % (
        len(outputs), n_root, n_facts, n_auto, len(out_pairs)))


if __name__ == "__main__":
    main()
