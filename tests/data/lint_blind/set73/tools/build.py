#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from the claim tables."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from pairs import PAIRS
from content_root import ROOT
from content_extra import EXTRA_FACTS
from content_auto import AUTO

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
NOW = "2026-11-28"

def h(s):
    return hashlib.md5(s.encode()).hexdigest()

def fact_path(date, cat, key):
    d = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
    off = int(h(key)[:6], 16) % (10 * 3600) + 7 * 3600
    ms = int(d.timestamp()) * 1000 + off * 1000 + int(h(key)[6:9], 16) % 1000
    return f"facts/{date}/{cat}-{ms}-{h(key)[-4:]}.md", ms

# ---- facts: group pair claims by date
facts = {}   # date -> dict(cat, lines[], extra)
def add_fact(spec, text):
    parts = spec.split(":", 3)
    date = parts[1]
    cat = parts[2] if len(parts) > 2 and parts[2] else "fact"
    extra = parts[3] if len(parts) > 3 else ""
    f = facts.setdefault(date, {"cat": cat, "lines": [], "extra": ""})
    if parts[2:3] and parts[2]:
        f["cat"] = cat
    if text not in f["lines"]:
        f["lines"].append(text)
    if extra:
        f["extra"] = extra
    return date

for pid, cls, lab, (fa, ta), (fb, tb), note in PAIRS:
    for spec, t in ((fa, ta), (fb, tb)):
        if spec.startswith("fact:"):
            add_fact(spec, t)
for date, cat, text in EXTRA_FACTS:
    assert date not in facts, date
    facts[date] = {"cat": cat, "lines": [text], "extra": ""}

fact_file = {}
TAGS = {"fact": ["wheelhouse"], "preference": ["wheelhouse", "team"], "decision": ["wheelhouse", "decision"]}
def fact_doc(date, f):
    path, ms = fact_path(date, f["cat"], date + f["lines"][0])
    iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    stem = os.path.basename(path)[:-3]
    conf = 0.9 if f["cat"] == "fact" else 0.85
    fm = ["---", f"id: {stem}", f"category: {f['cat']}", f"created: {iso}", f"updated: {iso}",
          "source: extraction", f"confidence: {conf}",
          f"confidenceTier: {'explicit' if f['cat'] != 'preference' else 'implied'}", "tags:"]
    fm += [f"  - {t}" for t in TAGS[f["cat"]]]
    fm += ["status: active", "---", ""]
    body = list(f["lines"])
    if f["extra"]:
        body.append(f["extra"])
    return path, "\n".join(fm) + "\n".join(body) + "\n"

files = {}
for date, f in sorted(facts.items()):
    path, doc = fact_doc(date, f)
    files[path] = doc
    fact_file[date] = path

def resolve(spec):
    if spec.startswith("fact:"):
        return fact_file[spec.split(":")[1]]
    return spec

# ---- marker replacement
side_in = {}  # (path, pid) -> text
for pid, cls, lab, (fa, ta), (fb, tb), note in PAIRS:
    side_in[(resolve(fa), pid)] = ta
    side_in[(resolve(fb), pid)] = tb

def fill(path, body):
    def rep(m):
        key = (path, m.group(1))
        if key not in side_in:
            raise SystemExit(f"marker {m.group(1)} in {path} has no claim there")
        return side_in[key]
    return re.sub(r"^@@([A-Z]+\d+)@@$", rep, body, flags=re.M)

index = {"user": [], "feedback": [], "project": [], "reference": []}
for fname, (name, desc, typ, title, hook, body) in sorted(ROOT.items()):
    fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n"
    files[fname] = fm + fill(fname, body)
    index[typ].append(f"- [{title}]({fname}) — {hook}")
mem = ["# Memory index", ""]
for typ, head in (("user", "User"), ("feedback", "Feedback"), ("project", "Projects"), ("reference", "Reference")):
    mem += [f"## {head}"] + index[typ] + [""]
files["MEMORY.md"] = "\n".join(mem).rstrip("\n") + "\n"

for slug, (title, created, tags, body) in sorted(AUTO.items()):
    p = f"auto/{slug}.md"
    fm = "---\n" + f"title: {json.dumps(title, ensure_ascii=False)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    files[p] = fm + fill(p, body)

# every claim must have landed in its file
for (path, pid), t in side_in.items():
    if path not in files:
        raise SystemExit(f"{pid}: file {path} not defined")
    if t not in files[path]:
        raise SystemExit(f"{pid}: claim not placed in {path}: {t[:60]}")

if os.path.exists(STORE):
    shutil.rmtree(STORE)
for p, doc in files.items():
    full = os.path.join(STORE, p)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as fh:
        fh.write(doc)

q = lambda s: json.dumps(s, ensure_ascii=False)
out = [f"now: {NOW}", "pairs:"]
for pid, cls, lab, (fa, ta), (fb, tb), note in PAIRS:
    pa, pb = resolve(fa), resolve(fb)
    ca, cb = ta.split("\n")[0], tb.split("\n")[0]
    if pb < pa:
        pa, pb, ca, cb = pb, pa, cb, ca
    out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {lab}", f"    class: {cls}",
            f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(note)}"]
with open(os.path.join(OUT, "labels.yaml"), "w") as fh:
    fh.write("\n".join(out) + "\n")
print(f"wrote {len(files)} files, {len(PAIRS)} pairs")
