#!/usr/bin/env python3
"""Regenerate set217/store/ and set217/labels.yaml from content.py and pairs.py."""
import datetime as dt
import hashlib
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
sys.path.insert(0, HERE)

import content  # noqa: E402
import pairs  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9_]+)@ (.*)$")
NOW = "2026-11-28"


def fail(msg):
    print("BUILD ERROR:", msg)
    sys.exit(1)


def yaml_str(s):
    """Quote a frontmatter scalar only when plain style would break."""
    if ": " in s or s.startswith(("[", "{", "&", "*", "!", "|", ">", "'", '"', "%", "@", "`", "#")) or " #" in s:
        return json.dumps(s, ensure_ascii=False)
    return s


def fact_path(f):
    when = dt.datetime.fromisoformat(f"{f['date']}T{f['time']}+00:00")
    epoch = int(when.timestamp() * 1000)
    hex4 = hashlib.sha1(f["body"].encode()).hexdigest()[:4]
    stem = f"{f['category']}-{epoch}-{hex4}"
    iso = when.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    return f"facts/{f['date']}/{stem}.md", stem, iso


def render():
    """Return {relpath: text-with-markers}."""
    files = {}
    for r in content.ROOT:
        fm = ["---", f"name: {r['name']}"]
        if r["file"] in content.FLAT_DESCRIPTIONS:
            assert ": " in r["description"], r["file"]
            fm.append(f"description: {r['description']}")
        else:
            fm.append(f"description: {yaml_str(r['description'])}")
        fm += [f"type: {r['type']}", "---"]
        files[r["file"]] = "\n".join(fm) + "\n" + r["body"].lstrip("\n").rstrip("\n") + "\n"
    # MEMORY.md
    order = ["user", "feedback", "project", "reference"]
    heads = {"user": "User", "feedback": "Feedback", "project": "Project", "reference": "Reference"}
    out = ["# Memory Index", ""]
    for t in order:
        out += [f"## {heads[t]}", ""]
        for r in content.ROOT:
            if r["type"] == t:
                out.append(f"- [{r['title']}]({r['file']}) — {r['hook']}")
        out.append("")
    files["MEMORY.md"] = "\n".join(out).rstrip("\n") + "\n"
    for a in content.AUTO:
        fm = ["---", f"title: {yaml_str(a['title'])}", f"created: {a['created']}",
              "tags: [" + ", ".join(a["tags"]) + "]", "---"]
        files[f"auto/{a['slug']}.md"] = "\n".join(fm) + "\n" + a["body"].lstrip("\n").rstrip("\n") + "\n"
    for f in content.FACTS:
        path, stem, iso = fact_path(f)
        fm = ["---", f"id: {stem}", f"category: {f['category']}", f"created: {iso}", f"updated: {iso}",
              "source: extraction", f"confidence: {f['confidence']}", "confidenceTier: explicit", "tags:"]
        fm += [f"  - {t}" for t in f["tags"]]
        fm += ["status: active", "---"]
        if path in files:
            fail(f"duplicate fact path {path}")
        files[path] = "\n".join(fm) + "\n\n" + f["body"].strip("\n") + "\n"
    return files


def main():
    files = render()
    claims = {}
    clean = {}
    for path, text in files.items():
        lines = []
        in_fm = False
        fence = False
        for i, line in enumerate(text.split("\n")):
            if i == 0 and line == "---":
                in_fm = True
            elif in_fm and line == "---":
                in_fm = False
            elif not in_fm and line.lstrip().startswith("```"):
                fence = not fence
            m = MARK.match(line)
            if m:
                if in_fm or fence:
                    fail(f"marker inside frontmatter/fence: {path}: {line}")
                cid, rest = m.group(1), m.group(2)
                if cid in claims:
                    fail(f"claim id {cid} placed twice")
                claims[cid] = (path, rest)
                line = rest
            elif "@c_" in line:
                fail(f"stray marker in {path}: {line}")
            lines.append(line)
        clean[path] = "\n".join(lines)

    used = set()
    seen_pairs = {}
    out_pairs = []
    for pid, c1, c2, note in pairs.PAIRS:
        prefix = re.match(r"[A-Z]+", pid).group(0)
        label, cls = pairs.CLASSES[prefix]
        for c in (c1, c2):
            if c not in claims:
                fail(f"{pid}: unknown claim {c}")
            used.add(c)
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        if p1 == p2:
            fail(f"{pid}: both claims in {p1}")
        if p1 < p2:
            a, b, ca, cb, ida, idb = p1, p2, l1, l2, c1, c2
        else:
            a, b, ca, cb, ida, idb = p2, p1, l2, l1, c2, c1
        if (a, b) in seen_pairs:
            fail(f"{pid}: file pair ({a}, {b}) already used by {seen_pairs[(a, b)]}")
        seen_pairs[(a, b)] = pid
        if isinstance(note, tuple):
            slot, vals = note
            note_s = f"{pid}: {slot}: {vals[idb]} vs {vals[ida]}"
        else:
            note_s = f"{pid}: {note}"
        out_pairs.append(dict(a=a, b=b, label=label, cls=cls, claim_a=ca, claim_b=cb, note=note_s))

    unused = sorted(set(claims) - used)
    if unused:
        fail(f"unused claim markers: {unused}")

    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    for path, text in clean.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(text)

    y = [f"now: {NOW}", "pairs:"]
    for p in out_pairs:
        y.append(f"  - a: {p['a']}")
        y.append(f"    b: {p['b']}")
        y.append(f"    label: {p['label']}")
        y.append(f"    class: {p['cls']}")
        y.append(f"    claim_a: {json.dumps(p['claim_a'], ensure_ascii=False)}")
        y.append(f"    claim_b: {json.dumps(p['claim_b'], ensure_ascii=False)}")
        y.append(f"    note: {json.dumps(p['note'], ensure_ascii=False)}")
    with open(os.path.join(SET, "labels.yaml"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(y) + "\n")

    layouts = {"root": 0, "facts": 0, "auto": 0}
    for p in clean:
        layouts["facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"] += 1
    print(f"built {len(clean)} files {layouts}, {len(claims)} claims, {len(out_pairs)} pairs")


if __name__ == "__main__":
    main()
