#!/usr/bin/env python3
"""Regenerate set233/store/ and set233/labels.yaml from content.py and pairs.py."""
import datetime as dt
import hashlib
import os
import re
import shutil
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
sys.path.insert(0, HERE)
import content  # noqa: E402
import pairs as pairs_mod  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ ")
NOW = dt.date(2026, 11, 28)


def fail(msg):
    print("BUILD ERROR:", msg)
    sys.exit(1)


def root_text(r):
    fm = f"---\nname: {r['name']}\ndescription: {r['description']}\ntype: {r['type']}\n---\n\n"
    return fm + r["body"]


def memory_text():
    groups = [("user", "User"), ("feedback", "Feedback"), ("project", "Projects"), ("reference", "Reference")]
    out = ["# Memory index", ""]
    for t, heading in groups:
        out.append(f"## {heading}")
        for r in content.ROOT:
            if r["type"] == t:
                out.append(f"- [{r['title']}]({r['file']}) — {r['hook']}")
        out.append("")
    return "\n".join(out)


def fact_path_and_text(f):
    date, time, cat, conf, tags, body = f
    stamp = dt.datetime.fromisoformat(f"{date}T{time}+00:00")
    ms = int(stamp.timestamp() * 1000)
    clean = "\n".join(MARK.sub("", ln) for ln in body.split("\n"))
    hex4 = hashlib.md5(clean.encode()).hexdigest()[:4]
    stem = f"{cat}-{ms}-{hex4}"
    iso = stamp.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    tag_lines = "".join(f"  - {t}\n" for t in tags)
    fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
          f"confidence: {conf}\nconfidenceTier: explicit\ntags:\n{tag_lines}status: active\n---\n\n")
    return f"facts/{date}/{stem}.md", fm + body + "\n"


def auto_text(a):
    fm = f"---\ntitle: {a['title']}\ncreated: {a['created']}\ntags: [{', '.join(a['tags'])}]\n---\n\n"
    return f"auto/{a['slug']}.md", fm + a["body"]


def main():
    files = {}
    for r in content.ROOT:
        if r["file"] in files:
            fail(f"duplicate root file {r['file']}")
        files[r["file"]] = root_text(r)
    files["MEMORY.md"] = memory_text()
    for f in content.FACTS:
        p, t = fact_path_and_text(f)
        if p in files:
            fail(f"duplicate fact path {p}")
        files[p] = t
    for a in content.AUTO:
        p, t = auto_text(a)
        if p in files:
            fail(f"duplicate auto path {p}")
        files[p] = t

    claims = {}  # id -> (path, line)
    final = {}
    for path, text in files.items():
        out = []
        for ln in text.split("\n"):
            m = MARK.match(ln)
            if m:
                cid = m.group(1)
                if cid in claims:
                    fail(f"claim id {cid} placed twice ({claims[cid][0]}, {path})")
                ln = ln[m.end():]
                claims[cid] = (path, ln)
            elif "@" in ln and re.search(r"@[A-Z]+[0-9]+[ab]@", ln):
                fail(f"misplaced marker in {path}: {ln}")
            out.append(ln)
        final[path] = "\n".join(out)

    used = set()
    labels = []
    seen_pairs = {}
    ids = set()
    for pid, cls, c1, c2, note in pairs_mod.PAIRS:
        if pid in ids:
            fail(f"duplicate pair id {pid}")
        ids.add(pid)
        for c in (c1, c2):
            if c not in claims:
                fail(f"pair {pid}: unknown claim {c}")
            used.add(c)
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        if p1 == p2:
            fail(f"pair {pid}: both claims in {p1}")
        if p2 < p1:
            (p1, l1), (p2, l2) = (p2, l2), (p1, l1)
        if (p1, p2) in seen_pairs:
            fail(f"pair {pid}: file pair already used by {seen_pairs[(p1, p2)]}")
        seen_pairs[(p1, p2)] = pid
        label = "contradiction" if cls in pairs_mod.CONTRADICTION else "non_contradiction"
        labels.append({"a": p1, "b": p2, "label": label, "class": cls,
                       "claim_a": l1, "claim_b": l2, "note": f"{pid}: {note}"})
    unused = sorted(set(claims) - used)
    if unused:
        fail(f"unused markers: {unused}")

    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    for path, text in final.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        if not text.endswith("\n"):
            text += "\n"
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(text)

    doc = {"now": NOW, "pairs": labels}
    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as fh:
        yaml.safe_dump(doc, fh, sort_keys=False, allow_unicode=True, width=100000, default_flow_style=False)

    n_root = sum(1 for p in final if "/" not in p)
    n_facts = sum(1 for p in final if p.startswith("facts/"))
    n_auto = sum(1 for p in final if p.startswith("auto/"))
    in_pairs = {x for l in labels for x in (l["a"], l["b"])}
    layout = lambda p: p.split("/")[0] if "/" in p else "root"
    cross = sum(1 for l in labels if layout(l["a"]) != layout(l["b"]))
    print(f"store: {len(final)} files (root {n_root} incl. MEMORY.md, facts {n_facts}, auto {n_auto})")
    print(f"pairs: {len(labels)}, cross-layout {cross}, files in no pair: {len(final) - len(in_pairs)}")


if __name__ == "__main__":
    main()
