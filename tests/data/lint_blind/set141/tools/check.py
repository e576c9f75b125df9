#!/usr/bin/env python3
"""Check store/ and labels.yaml for structural validity."""
import collections, os, re, sys
import yaml

SET = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(SET, "store")
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors, notes = [], []


def err(m):
    errors.append(m)


def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]


def claim_lines(body):
    """Body lines outside code fences."""
    out, fence = [], False
    for line in body.split("\n"):
        if line.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(line)
    return out


files = {}
for root, _, names in os.walk(STORE):
    for n in names:
        p = os.path.relpath(os.path.join(root, n), STORE)
        files[p] = open(os.path.join(root, n), encoding="utf-8").read()

# frontmatter
flat = []
for p, text in sorted(files.items()):
    if p == "MEMORY.md":
        continue
    fm, body = split(text)
    if fm is None:
        err("%s: no frontmatter" % p)
        continue
    try:
        d = yaml.safe_load(fm)
    except yaml.YAMLError:
        m = re.search(r"^description: (.*)$", fm, re.M)
        if "/" not in p and m and ": " in m.group(1):
            flat.append(p)
            d = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
        else:
            err("%s: frontmatter does not parse" % p)
            continue
    if "/" not in p:
        if set(d) != {"name", "description", "type"}:
            err("%s: root keys %s" % (p, sorted(d)))
        if d.get("type") not in ("user", "feedback", "project", "reference"):
            err("%s: bad type" % p)
        if not p.startswith(d.get("type", "?") + "_"):
            err("%s: filename does not start with type" % p)
        if "ashcombe" in str(d.get("name", "")).lower():
            err("%s: name is the project, not a topic" % p)
    elif p.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", p)
        if not m:
            err("%s: bad remnic path" % p)
            continue
        stem = os.path.basename(p)[:-3]
        if d.get("id") != stem or d.get("category") != m.group(2) or d.get("status") != "active":
            err("%s: remnic id/category/status mismatch" % p)
        if not str(d.get("created", "")).startswith(m.group(1)):
            err("%s: created date != folder date" % p)
        for k in ("updated", "source", "confidence", "confidenceTier", "tags"):
            if k not in d:
                err("%s: missing %s" % (p, k))
    elif p.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in d:
                err("%s: missing %s" % (p, k))
    else:
        err("%s: unexpected location" % p)

# MEMORY.md
roots = {p for p in files if "/" not in p and p != "MEMORY.md"}
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", files.get("MEMORY.md", ""), re.M)
if sorted(idx) != sorted(roots) or len(idx) != len(set(idx)):
    err("MEMORY.md does not index exactly the root files: extra %s missing %s" % (set(idx) - roots, roots - set(idx)))

# labels
lab = yaml.safe_load(open(os.path.join(SET, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("labels: now is %s" % lab.get("now"))
seen, counts, ids = set(), collections.Counter(), set()
cross = 0
for i, pr in enumerate(lab["pairs"]):
    a, b = pr["a"], pr["b"]
    tag = pr.get("note", "")[:6]
    if set(pr) != {"a", "b", "label", "class", "claim_a", "claim_b", "note"}:
        err("pair %d: keys %s" % (i, sorted(pr)))
    if not a < b:
        err("pair %d (%s): a/b not sorted" % (i, tag))
    if (a, b) in seen:
        err("pair %d (%s): duplicate file pair" % (i, tag))
    seen.add((a, b))
    if pr["class"] not in CLASSES.get(pr["label"], []):
        err("pair %d: class %s not under label %s" % (i, pr["class"], pr["label"]))
    counts[(pr["label"], pr["class"])] += 1
    m = re.match(r"^([A-Z]+\d+): ", pr["note"])
    if not m or m.group(1) in ids:
        err("pair %d: note must start with a unique pair id" % i)
    else:
        ids.add(m.group(1))
    lay = lambda p: p.split("/")[0] if "/" in p else "root"
    cross += lay(a) != lay(b)
    for side, path, claim in (("a", a, pr["claim_a"]), ("b", b, pr["claim_b"])):
        if path not in files:
            err("pair %d: %s missing" % (i, path))
            continue
        fm, body = split(files[path])
        if "\n" in claim or not claim.strip():
            err("pair %d: claim_%s not a single line" % (i, side))
        all_lines = body.split("\n")
        if all_lines.count(claim) != 1:
            err("pair %d (%s): claim_%s occurs %d times as a full line in %s" % (i, tag, side, all_lines.count(claim), path))
        elif claim not in claim_lines(body):
            err("pair %d (%s): claim_%s is inside a code fence" % (i, tag, side))
        if files[path].count(claim) != 1:
            err("pair %d (%s): claim_%s text occurs %d times in %s" % (i, tag, side, files[path].count(claim), path))
for label, classes in CLASSES.items():
    for c in classes:
        if counts[(label, c)] != 10:
            err("class %s/%s has %d pairs" % (label, c, counts[(label, c)]))
if len(lab["pairs"]) != 90:
    err("%d pairs, expected 90" % len(lab["pairs"]))

paired = {p for pr in lab["pairs"] for p in (pr["a"], pr["b"])}
lay_count = collections.Counter("root" if "/" not in p else p.split("/")[0] for p in files)
print("files: %d (%s); in no pair: %d" % (len(files), ", ".join("%s %d" % kv for kv in sorted(lay_count.items())), len(set(files) - paired)))
print("flat (non-strict YAML) descriptions, intentional: %s" % ", ".join(flat))
print("pairs: %d, crossing layouts: %d" % (len(lab["pairs"]), cross))
for (label, c), n in sorted(counts.items()):
    print("  %-17s %-18s %d" % (label, c, n))
if errors:
    print("FAIL (%d)" % len(errors))
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK")
