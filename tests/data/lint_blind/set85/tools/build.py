#!/usr/bin/env python3
"""Regenerate ../store/ and ../labels.yaml from claims.py and the content_*.py tables."""
import json, os, random, re, shutil, sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, PAIRS
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"@@([A-Z]+[0-9]+[ab])@@")


def q(s):
    return json.dumps(s, ensure_ascii=False)


def render(body, path, where):
    def sub(m):
        cid = m.group(1)
        if cid in where:
            raise SystemExit(f"claim {cid} placed twice: {where[cid]} and {path}")
        where[cid] = path
        return CLAIMS[cid]
    return MARK.sub(sub, body)


def main():
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    where = {}
    files = {}

    # root memories
    index = {"user": [], "feedback": [], "project": [], "reference": []}
    for fname, (name, desc, typ, title, hook, body) in sorted(ROOT.items()):
        fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n"
        files[fname] = fm + render(body, fname, where)
        index[typ].append(f"- [{title}]({fname}) — {hook}")
    mem = ["# Memory Index", ""]
    for typ, head in (("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")):
        mem += [f"## {head}", ""] + index[typ] + [""]
    files["MEMORY.md"] = "\n".join(mem)

    # auto notes
    for slug, (title, created, tags, body) in sorted(AUTO.items()):
        path = f"auto/{slug}.md"
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[path] = fm + render(body, path, where)

    # remnic facts
    rng = random.Random(85)
    for date, cat, tags, conf, body in FACTS:
        d = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        secs = rng.randint(7 * 3600, 18 * 3600)
        ms = int(d.timestamp() * 1000) + secs * 1000 + rng.randint(0, 999)
        hex4 = f"{rng.randint(0, 0xFFFF):04x}"
        stem = f"{cat}-{ms}-{hex4}"
        path = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        files[path] = fm + render(body, path, where) + "\n"

    missing = [c for c in CLAIMS if c not in where]
    if missing:
        raise SystemExit(f"claims never placed: {missing}")

    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        if not text.endswith("\n"):
            text += "\n"
        with open(full, "w") as f:
            f.write(text)

    lines = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, note in PAIRS:
        pa, pb = where[pid + "a"], where[pid + "b"]
        ca, cb = CLAIMS[pid + "a"], CLAIMS[pid + "b"]
        if pb < pa:
            pa, pb, ca, cb = pb, pa, cb, ca
        lines += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {len(files)} files and {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
