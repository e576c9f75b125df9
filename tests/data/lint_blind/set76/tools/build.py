#!/usr/bin/env python3
"""Regenerate ../store/ and ../labels.yaml from the content tables.

Claim lines are written in the content modules as "@ID <line>"; the tag is stripped and the
line is recorded as the claim of pair ID in that file. Every pair ID must appear in exactly two files.
"""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from claims import PAIRS, CONTRA

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
NOW = "2026-11-28"
# root files whose description is deliberately left unquoted although it contains ": "
FLAT = {"reference_booker.md", "reference_infra.md", "reference_offices.md", "reference_glossary.md"}
TAG = re.compile(r"^@([A-Z]+\d+) (.*)$")

def parse_body(body, path, found):
    out = []
    for line in body.strip("\n").split("\n"):
        m = TAG.match(line)
        if m:
            pid, text = m.groups()
            if pid not in PAIRS:
                sys.exit(f"unknown pair id {pid} in {path}")
            found.setdefault(pid, []).append((path, text))
            line = text
        out.append(line)
    return "\n".join(out) + "\n"

def q(s):
    return json.dumps(s, ensure_ascii=False)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    found = {}
    files = {}
    # root
    for fn, (name, desc, typ, title, hook, body) in ROOT.items():
        d = desc if fn in FLAT else q(desc)
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        files[fn] = fm + parse_body(body, fn, found)
    order = ["user", "feedback", "project", "reference"]
    heads = {"user": "User", "feedback": "Feedback", "project": "Project", "reference": "Reference"}
    idx = ["# Memory Index", ""]
    for t in order:
        idx.append(f"## {heads[t]}")
        idx.append("")
        for fn, (name, desc, typ, title, hook, body) in sorted(ROOT.items()):
            if typ == t:
                idx.append(f"- [{title}]({fn}) — {hook}")
        idx.append("")
    files["MEMORY.md"] = "\n".join(idx).rstrip("\n") + "\n"
    # auto
    for slug, (title, created, tags, body) in AUTO.items():
        p = f"auto/{slug}.md"
        fm = f"---\ntitle: {q(title) if ': ' in title else title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[p] = fm + parse_body(body, p, found)
    # facts
    for date, cat, tags, body, conf in FACTS:
        h = hashlib.sha1(body.encode()).hexdigest()
        base = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        secs = 7 * 3600 + int(h[4:12], 16) % (12 * 3600)
        ms = int(base.timestamp() * 1000) + secs * 1000 + int(h[12:15], 16) % 1000
        stem = f"{cat}-{ms}-{h[:4]}"
        p = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = ["---", f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
              "source: extraction", f"confidence: {conf}", f"confidenceTier: {tier}", "tags:"]
        fm += [f"  - {t}" for t in tags] + ["status: active", "---", "", ""]
        if p in files:
            sys.exit(f"duplicate fact path {p}")
        files[p] = "\n".join(fm) + parse_body(body, p, found)
    for p, text in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as f:
            f.write(text)
    # labels
    prefix_order = ["V", "R", "N", "S", "F", "O", "D", "A", "NS"]
    def key(pid):
        m = re.match(r"([A-Z]+)(\d+)", pid)
        return (prefix_order.index(m.group(1)), int(m.group(2)))
    lines = [f"now: {NOW}", "pairs:"]
    for pid in sorted(PAIRS, key=key):
        cls, note = PAIRS[pid]
        occ = found.get(pid, [])
        if len(occ) != 2 or occ[0][0] == occ[1][0]:
            sys.exit(f"pair {pid}: expected claims in two files, got {occ}")
        (pa, ca), (pb, cb) = sorted(occ)
        label = "contradiction" if cls in CONTRA else "non_contradiction"
        lines += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
