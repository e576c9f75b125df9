#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Regenerate ../store and ../labels.yaml from the claim/pair tables and file bodies."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content import CLAIMS, PAIRS
from files_root import ROOT
from files_auto import AUTO
from files_facts import FACTS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^@@([A-Z]+[0-9]+[ab])@@$")
loc = {}


def fill(path, body):
    lines = []
    for ln in body.split("\n"):
        m = MARK.match(ln)
        if m:
            cid = m.group(1)
            if cid in loc:
                sys.exit(f"claim {cid} placed twice: {loc[cid]} and {path}")
            loc[cid] = path
            ln = CLAIMS[cid]
        elif "@@" in ln:
            sys.exit(f"bad marker in {path}: {ln}")
        lines.append(ln)
    return "\n".join(lines)


def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)


def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    index = ["# Memory Index", ""]
    for fn, name, desc, typ, title, hook, body in ROOT:
        fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n"
        write(fn, fm + fill(fn, body))
        index.append(f"- [{title}]({fn}) — {hook}")
    write("MEMORY.md", "\n".join(index) + "\n")
    for slug, title, created, tags, body in AUTO:
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        write(rel, fm + fill(rel, body))
    for i, (date, cat, tags, body) in enumerate(FACTS):
        d = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        h = hashlib.md5((date + body).encode()).hexdigest()
        t = d + timedelta(hours=8, seconds=int(h[4:12], 16) % 36000, milliseconds=int(h[12:15], 16) % 1000)
        ms = int(t.timestamp() * 1000)
        stem = f"{cat}-{ms}-{h[:4]}"
        rel = f"facts/{date}/{stem}.md"
        iso = t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        fm = ["---", f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
              "source: extraction", f"confidence: {0.8 + (int(h[15], 16) % 2) * 0.1:.1f}",
              "confidenceTier: explicit", "tags:"] + [f"  - {t_}" for t_ in tags] + ["status: active", "---", ""]
        write(rel, "\n".join(fm) + "\n" + fill(rel, body))
    missing = [c for c in CLAIMS if c not in loc]
    if missing:
        sys.exit(f"claims never placed: {missing}")
    q = lambda s: json.dumps(s, ensure_ascii=False)
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, note in PAIRS:
        pa, pb = loc[pid + "a"], loc[pid + "b"]
        ca, cb = CLAIMS[pid + "a"], CLAIMS[pid + "b"]
        if pb < pa:
            pa, pb, ca, cb = pb, pa, cb, ca
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files, {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
