#!/usr/bin/env python3
"""Independent checks of set144 store/ and labels.yaml."""
import os, re, sys, collections
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT_OK = {"reference_glossary.md", "reference_people.md", "reference_suppliers.md"}
WANT = {("contradiction", c): 10 for c in ("value_slot", "role_slot", "negation", "stale_vs_change")}
WANT.update({("non_contradiction", c): 10 for c in ("refinement", "other_subject", "dated_history",
                                                     "agreeing_duplicate", "negation_scope")})
errors = []
def err(m): errors.append(m)

def split(text):
    """-> (frontmatter text or None, list of body lines outside code fences)."""
    fm, body = None, text
    if text.startswith("---\n"):
        end = text.index("\n---\n", 4)
        fm, body = text[4:end], text[end + 5:]
    lines, fence = [], False
    for ln in body.split("\n"):
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            lines.append(ln)
    return fm, lines

all_files = []
for root, _, names in os.walk(STORE):
    for n in names:
        all_files.append(os.path.relpath(os.path.join(root, n), STORE))
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")

# frontmatter
for f in all_files:
    if f == "MEMORY.md":
        continue
    text = open(os.path.join(STORE, f), encoding="utf-8").read()
    fm, _ = split(text)
    if fm is None:
        err("%s: no frontmatter" % f); continue
    try:
        d = yaml.safe_load(fm)
        if f in FLAT_OK:
            err("%s: meant to be a flat (non-strict) description but parses" % f)
    except yaml.YAMLError:
        if f in FLAT_OK:
            d = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
        else:
            err("%s: frontmatter does not parse" % f); continue
    if "/" not in f:
        m = re.match(r"(user|feedback|project|reference)_[a-z0-9_]+\.md$", f)
        if not m: err("%s: bad root name" % f)
        for k in ("name", "description", "type"):
            if k not in d: err("%s: missing %s" % (f, k))
        if d.get("type") != (m.group(1) if m else None): err("%s: type mismatch" % f)
    elif f.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", f)
        if not m: err("%s: bad remnic path" % f); continue
        for k in ("id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in d: err("%s: missing %s" % (f, k))
        if d.get("id") != os.path.basename(f)[:-3]: err("%s: id != stem" % f)
        if d.get("category") != m.group(2): err("%s: category mismatch" % f)
        from datetime import datetime, timezone
        day = datetime.fromtimestamp(int(m.group(3)) / 1000, tz=timezone.utc).strftime("%Y-%m-%d")
        if day != m.group(1): err("%s: epoch not on folder date" % f)
    elif f.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d: err("%s: missing %s" % (f, k))
    else:
        err("%s: unexpected location" % f)

# MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", mem, re.M)
if sorted(linked) != root_files or len(linked) != len(set(linked)):
    err("MEMORY.md does not index exactly the root files: extra %s missing %s" %
        (sorted(set(linked) - set(root_files)), sorted(set(root_files) - set(linked))))

# labels
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28": err("now is %r" % lab.get("now"))
pairs = lab["pairs"]
seen, counts, ids, cross = set(), collections.Counter(), set(), 0
def layout(p): return "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"
for i, p in enumerate(pairs):
    pid = str(p.get("note", "")).split(":")[0]
    keys = ["a", "b", "label", "class", "claim_a", "claim_b", "note"]
    if list(p.keys()) != keys: err("%s: keys %s" % (pid, list(p.keys())))
    if pid in ids: err("duplicate pair id %s" % pid)
    ids.add(pid)
    if not re.match(r"^(V|R|N|S|F|O|D|A|NS)\d+$", pid): err("pair %d: note does not start with id" % i)
    if not p["a"] < p["b"]: err("%s: a/b order" % pid)
    if (p["a"], p["b"]) in seen: err("%s: duplicate file pair" % pid)
    seen.add((p["a"], p["b"]))
    counts[(p["label"], p["class"])] += 1
    cross += layout(p["a"]) != layout(p["b"])
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path): err("%s: %s missing" % (pid, p[side])); continue
        _, lines = split(open(path, encoding="utf-8").read())
        claim = p["claim_" + side]
        n = sum(1 for ln in lines if ln == claim)
        if n != 1: err("%s: claim_%s found %d times as a full body line in %s" % (pid, side, n, p[side]))
        if claim != claim.strip() or not claim: err("%s: claim_%s has surrounding space" % (pid, side))
if dict(counts) != WANT: err("class counts %s" % dict(counts))

by_layout = collections.Counter(layout(f) for f in all_files)
print("files: %d (%s)" % (len(all_files), ", ".join("%s %d" % kv for kv in sorted(by_layout.items()))))
print("pairs: %d, cross-layout: %d" % (len(pairs), cross))
for (l, c), n in sorted(counts.items()): print("  %-18s %-20s %d" % (l, c, n))
if errors:
    print("FAIL (%d)" % len(errors)); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
