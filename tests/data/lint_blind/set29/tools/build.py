#!/usr/bin/env python3
"""Regenerate set29 store/ and labels.yaml from pairs.py + content.py."""
import hashlib, json, os, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from pairs import P
from content import ROOT, AUTO, REMNIC_TAGS, EXTRA_ROOT, EXTRA_AUTO, EXTRA_REMNIC

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")

CLS = {"value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
       "stale_vs_change": "contradiction"}

def remnic_path(key):
    _, date, cat, n = key.split(":")
    h = hashlib.md5(key.encode()).hexdigest()
    base = int(datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc).timestamp() * 1000)
    ms = base + (int(h[:8], 16) % (20 * 3600 * 1000)) + 3600 * 1000
    return f"facts/{date}/{cat}-{ms}-{h[-4:]}.md", date, cat, ms

def path_of(key):
    return remnic_path(key)[0] if key.startswith("R:") else key

# collect claims per file
claims = {}   # key -> section -> [text]
def add(key, sec, text):
    lst = claims.setdefault(key, {}).setdefault(sec, [])
    if text not in lst:
        lst.append(text)
for cls, a, b, note in P:
    for key, sec, text in (a, b):
        add(key, sec, text)
for key, body in EXTRA_REMNIC.items():
    claims.setdefault(key, {})

def q(s):
    return json.dumps(s, ensure_ascii=False)

def write(rel, text):
    full = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as f:
        f.write(text.rstrip("\n") + "\n")

def root_file(name, meta, cl):
    title, desc, typ, intro, sections, outro = meta
    slug = name[:-3].split("_", 1)[1].replace("_", "-")
    out = ["---", f"name: {slug}", f"description: {desc}", f"type: {typ}", "---", ""]
    if intro:
        out += intro.strip("\n").split("\n") + [""]
    top = sorted(cl.get(None, []), key=lambda c: c.startswith("- "))
    for i, c in enumerate(top):
        if i and c.startswith("- ") and not top[i - 1].startswith("- "):
            out.append("")
        out += c.split("\n")
    if top:
        out.append("")
    for sec, filler in sections:
        out.append(f"## {sec}")
        out += filler
        for c in cl.get(sec, []):
            out += c.split("\n")
        out.append("")
    for sec in cl:
        if sec is not None and sec not in [s for s, _ in sections]:
            raise SystemExit(f"missing section {sec} in {name}")
    if outro:
        out += outro.strip("\n").split("\n")
    return "\n".join(out)

def auto_file(rel, meta, cl):
    title, created, tags, intro, outro = meta
    out = ["---", f"title: {title}", f"created: {created}", f"tags: [{', '.join(tags)}]", "---", "", f"# {title}", ""]
    listy = intro.startswith("1. ")
    if intro:
        out += intro.strip("\n").split("\n") + ([] if listy else [""])
    for c in cl.get(None, []):
        out += c.split("\n") + ([] if listy else [""])
    if outro:
        out += outro.strip("\n").split("\n")
    return "\n".join(out)

def remnic_file(key, cl, extra):
    rel, date, cat, ms = remnic_path(key)
    stamp = datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    body = " ".join(cl.get(None, [])) + " " + (extra or "")
    tags = ["calderbrook"] + [t for t in ("ticketd", "seatmap", "tourbook", "youthreg", "patronhub", "gatekeeper", "payments", "youth", "panto", "touring") if t in body.lower()]
    tags += [cat]
    stem = os.path.basename(rel)[:-3]
    out = ["---", f"id: {stem}", f"category: {cat}", f"created: {stamp}", f"updated: {stamp}",
           "source: extraction", "confidence: 0.9", "confidenceTier: explicit", "tags:"]
    out += [f"  - {t}" for t in tags]
    out += ["status: active", "---", ""]
    for c in cl.get(None, []):
        out += c.split("\n")
    if extra:
        out += extra.strip("\n").split("\n")
    return rel, "\n".join(out)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    allroot = dict(ROOT); allroot.update(EXTRA_ROOT)
    allauto = dict(AUTO); allauto.update(EXTRA_AUTO)
    for key in claims:
        if key.startswith("R:"):
            continue
        if key.startswith("auto/"):
            if key not in allauto: raise SystemExit("no meta " + key)
        elif key not in allroot:
            raise SystemExit("no meta " + key)
    index = []
    for name, meta in sorted(allroot.items()):
        write(name, root_file(name, meta, claims.get(name, {})))
        index.append((meta[2], meta[0], name, meta[1] if len(meta) < 7 else meta[6]))
    for rel, meta in sorted(allauto.items()):
        write(rel, auto_file(rel, meta, claims.get(rel, {})))
    rkeys = sorted(set(k for k in claims if k.startswith("R:")) | set(EXTRA_REMNIC))
    for key in rkeys:
        rel, text = remnic_file(key, claims.get(key, {}), EXTRA_REMNIC.get(key, ""))
        write(rel, text)
    # MEMORY.md
    from content import HOOKS
    groups = [("user", "User"), ("feedback", "Feedback"), ("project", "Projects"), ("reference", "Reference")]
    out = ["# Memory — Calderbrook Arts Trust", ""]
    for t, h in groups:
        out.append(f"## {h}")
        for typ, title, name, desc in index:
            if typ == t:
                out.append(f"- [{title}]({name}) — {HOOKS.get(name, desc)}")
        out.append("")
    write("MEMORY.md", "\n".join(out))
    # labels
    lines = ["now: 2026-11-28", "pairs:"]
    for cls, a, b, note in P:
        pa, pb = path_of(a[0]), path_of(b[0])
        ca, cb = a[2].split("\n")[0], b[2].split("\n")[0]
        if pb < pa:
            pa, pb, ca, cb = pb, pa, cb, ca
        lines += [f"  - a: {pa}", f"    b: {pb}", f"    label: {CLS.get(cls, 'non_contradiction')}",
                  f"    class: {cls}", f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(note)}"]
    with open(os.path.join(BASE, "labels.yaml"), "w") as f:
        f.write("\n".join(lines) + "\n")

if __name__ == "__main__":
    main()
