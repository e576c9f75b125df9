#!/usr/bin/env python3
"""Sanity checks for set204: store layout, frontmatter, MEMORY.md, labels and claims."""
import collections, os, re, sys
import yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_infra.md", "reference_armoury.md", "reference_certifications.md", "project_macbeth_fights.md"}
CLASSES = {"value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
           "stale_vs_change": "contradiction", "refinement": "non_contradiction",
           "other_subject": "non_contradiction", "dated_history": "non_contradiction",
           "agreeing_duplicate": "non_contradiction", "negation_scope": "non_contradiction"}
errors = []
def err(msg): errors.append(msg)

def split(path):
    text = open(path, encoding="utf-8").read()
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def layout(p):
    return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"

# ---- store files
allfiles = []
for d, _, fs in os.walk(STORE):
    for f in fs:
        allfiles.append(os.path.relpath(os.path.join(d, f), STORE))
root = sorted(p for p in allfiles if "/" not in p and p != "MEMORY.md")
for p in sorted(allfiles):
    full = os.path.join(STORE, p)
    if p == "MEMORY.md":
        continue
    fm, body = split(full)
    if fm is None:
        err("%s: no frontmatter" % p); continue
    lay = layout(p)
    if lay == "root":
        if not re.match(r"^(user|feedback|project|reference)_[a-z0-9_]+\.md$", p):
            err("%s: bad root file name" % p)
        if p in FLAT:
            kv = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
            try:
                yaml.safe_load(fm); err("%s: meant to be flat (non-strict) but parses" % p)
            except yaml.YAMLError:
                pass
        else:
            try:
                kv = yaml.safe_load(fm)
            except yaml.YAMLError as e:
                err("%s: frontmatter does not parse: %s" % (p, e)); continue
        for k in ("name", "description", "type"):
            if k not in kv: err("%s: missing %s" % (p, k))
        if kv.get("type") != p.split("_")[0]: err("%s: type mismatch" % p)
        if kv.get("name") in ("crossguard", "set204"): err("%s: name is the project" % p)
    else:
        try:
            kv = yaml.safe_load(fm)
        except yaml.YAMLError as e:
            err("%s: frontmatter does not parse: %s" % (p, e)); continue
        if lay == "facts":
            m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", p)
            if not m: err("%s: bad remnic path" % p); continue
            for k in ("id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"):
                if k not in kv: err("%s: missing %s" % (p, k))
            if kv.get("id") != os.path.basename(p)[:-3]: err("%s: id != stem" % p)
            if kv.get("category") != m.group(2): err("%s: category mismatch" % p)
            if not str(kv.get("created")).startswith(m.group(1)) and str(kv.get("created"))[:10] != m.group(1):
                err("%s: created date != folder" % p)
        else:
            for k in ("title", "created", "tags"):
                if k not in kv: err("%s: missing %s" % (p, k))

# ---- MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
indexed = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(indexed) != root or len(indexed) != len(set(indexed)):
    err("MEMORY.md index != root files: extra %s missing %s" % (set(indexed) - set(root), set(root) - set(indexed)))

# ---- labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28": err("now is %r" % lab.get("now"))
pairs = lab["pairs"]
seen = set(); cnt = collections.Counter(); cross = 0; ids = set()
def claim_lines(p):
    fm, body = split(os.path.join(STORE, p))
    out, fence = [], False
    for ln in body:
        if ln.strip().startswith("```"):
            fence = not fence; continue
        if not fence: out.append(ln)
    return out, body
for i, pr in enumerate(pairs):
    a, b = pr["a"], pr["b"]
    tag = "pair %d (%s)" % (i, pr.get("note", "")[:6])
    if set(pr) != {"a", "b", "label", "class", "claim_a", "claim_b", "note"}: err("%s: keys %s" % (tag, sorted(pr)))
    if not a < b: err("%s: a/b order" % tag)
    if (a, b) in seen: err("%s: duplicate file pair" % tag)
    seen.add((a, b))
    if CLASSES.get(pr["class"]) != pr["label"]: err("%s: class/label mismatch" % tag)
    cnt[(pr["label"], pr["class"])] += 1
    m = re.match(r"^([A-Z]+\d+): ", pr["note"])
    if not m: err("%s: note has no pair id" % tag)
    elif m.group(1) in ids: err("%s: repeated pair id" % tag)
    else: ids.add(m.group(1))
    if layout(a) != layout(b): cross += 1
    for p, c in ((a, pr["claim_a"]), (b, pr["claim_b"])):
        if not os.path.isfile(os.path.join(STORE, p)):
            err("%s: missing file %s" % (tag, p)); continue
        if p == "MEMORY.md": err("%s: claim in MEMORY.md" % tag)
        usable, body = claim_lines(p)
        if c != c.strip() or not c: err("%s: claim not a trimmed line" % tag)
        if body.count(c) != 1: err("%s: claim occurs %d times as a body line in %s: %r" % (tag, body.count(c), p, c))
        elif usable.count(c) != 1: err("%s: claim inside a code fence in %s" % (tag, p))
        full = open(os.path.join(STORE, p), encoding="utf-8").read()
        if full.count(c) != 1: err("%s: claim text occurs %d times in %s" % (tag, full.count(c), p))
if len(pairs) != 90: err("expected 90 pairs, got %d" % len(pairs))
for cls, label in CLASSES.items():
    if cnt[(label, cls)] != 10: err("class %s has %d pairs" % (cls, cnt[(label, cls)]))

lay = collections.Counter(layout(p) for p in allfiles)
used = {p for pr in pairs for p in (pr["a"], pr["b"])}
print("files: %d (root %d incl. MEMORY.md, facts %d, auto %d); in no pair: %d" % (
    len(allfiles), lay["root"], lay["facts"], lay["auto"], len(set(allfiles) - used)))
print("pairs: %d, cross-layout: %d" % (len(pairs), cross))
for cls, label in CLASSES.items():
    print("  %-17s %-15s %d" % (label, cls, cnt[(label, cls)]))
if errors:
    print("FAIL (%d)" % len(errors)); [print("  -", e) for e in errors]; sys.exit(1)
print("OK")
