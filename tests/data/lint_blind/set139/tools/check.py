#!/usr/bin/env python3
"""Check store/ and labels.yaml for structural correctness."""
import collections, os, re, sys
import yaml
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_fittingroom.md", "reference_infra.md", "reference_boutiques.md", "reference_glossary.md"}
EXPECT = {("contradiction", c): 10 for c in ("value_slot", "role_slot", "negation", "stale_vs_change")}
EXPECT.update({("non_contradiction", c): 10 for c in
               ("refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope")})
errors = []
def err(msg): errors.append(msg)

def split(text):
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def claim_lines(body):
    """Body lines outside code fences."""
    out, fence = [], False
    for line in body:
        if line.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(line)
    return out

all_files = []
for root, _, names in os.walk(STORE):
    for n in names:
        all_files.append(os.path.relpath(os.path.join(root, n), STORE))
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")
layout = collections.Counter("root" if "/" not in f else f.split("/")[0] for f in all_files)

# frontmatter
flat_seen = []
for f in all_files:
    if f == "MEMORY.md":
        continue
    text = open(os.path.join(STORE, f)).read()
    fm, _ = split(text)
    if fm is None:
        err("%s: no frontmatter" % f); continue
    try:
        data = yaml.safe_load(fm)
        if f in FLAT:
            err("%s: expected a flat (non-strict) description but YAML parsed" % f)
    except yaml.YAMLError:
        if f in FLAT:
            flat_seen.append(f)
            data = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
        else:
            err("%s: frontmatter does not parse" % f); continue
    if "/" not in f:
        for k in ("name", "description", "type"):
            if k not in data: err("%s: missing %s" % (f, k))
        if data.get("type") not in ("user", "feedback", "project", "reference"):
            err("%s: bad type" % f)
        if not f.startswith(str(data.get("type")) + "_"):
            err("%s: filename does not start with its type" % f)
    elif f.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", f)
        if not m: err("%s: bad remnic path" % f); continue
        if data.get("id") != os.path.basename(f)[:-3]: err("%s: id != stem" % f)
        if data.get("category") != m.group(2): err("%s: category mismatch" % f)
        if not str(data.get("created")).startswith(m.group(1)): err("%s: created not folder date" % f)
        for k in ("updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in data: err("%s: missing %s" % (f, k))
    elif f.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in data: err("%s: missing %s" % (f, k))
    else:
        err("%s: unknown layout" % f)

# MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md")).read().strip().split("\n")
linked = []
for line in mem:
    m = re.fullmatch(r"- \[[^\]]+\]\(([^)]+)\) — .+", line)
    if not m: err("MEMORY.md: bad line %r" % line)
    else: linked.append(m.group(1))
if sorted(linked) != root_files or len(linked) != len(set(linked)):
    err("MEMORY.md does not index exactly the root files")

# labels
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now is not 2026-11-28")
pairs = lab["pairs"]
seen, counts, cross, used = set(), collections.Counter(), 0, set()
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    pid = p["note"].split(":")[0]
    if not (a < b): err("%s: a/b not sorted" % pid)
    if (a, b) in seen: err("%s: duplicate file pair" % pid)
    seen.add((a, b))
    counts[(p["label"], p["class"])] += 1
    la = "root" if "/" not in a else a.split("/")[0]
    lb = "root" if "/" not in b else b.split("/")[0]
    cross += la != lb
    for side in ("a", "b"):
        path, claim = p[side], p["claim_" + side]
        full = os.path.join(STORE, path)
        if not os.path.isfile(full): err("%s: missing file %s" % (pid, path)); continue
        used.add(path)
        fm, body = split(open(full).read())
        n_all = sum(1 for l in open(full).read().split("\n") if l == claim)
        n_body = sum(1 for l in claim_lines(body) if l == claim)
        if n_all != 1 or n_body != 1:
            err("%s: claim_%s found %d times in file, %d outside code fences: %s" % (pid, side, n_all, n_body, claim))
        if "\n" in claim or claim != claim.strip() or not claim:
            err("%s: claim_%s is not a single full line" % (pid, side))
if counts != collections.Counter(EXPECT): err("class counts wrong: %s" % dict(counts))
if len(pairs) != 90: err("expected 90 pairs, got %d" % len(pairs))

print("files: %d (%s)" % (len(all_files), ", ".join("%s %d" % kv for kv in sorted(layout.items()))))
print("flat descriptions (intentional): %s" % ", ".join(sorted(flat_seen)))
print("pairs: %d, cross-layout: %d, files in no pair: %d" % (len(pairs), cross, len(set(all_files) - used)))
for k in sorted(counts): print("  %-18s %-20s %d" % (k[0], k[1], counts[k]))
if errors:
    print("FAIL")
    for e in errors: print("  " + e)
    sys.exit(1)
print("OK")
