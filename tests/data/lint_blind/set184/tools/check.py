#!/usr/bin/env python3
"""Check store/ and labels.yaml for consistency."""
import os, re, sys, collections
import yaml

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(HERE, "store")
FLAT = {"reference_casebook.md", "reference_kitdesk.md", "reference_commissions.md",
        "reference_archives.md", "reference_glossary.md"}  # intentional unquoted ": " in description
CLASSES = {
    "contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
    "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"],
}
errors = []


def err(msg):
    errors.append(msg)


def split(text):
    if text.startswith("---\n"):
        end = text.index("\n---\n", 4)
        return text[4:end], text[end + 5:]
    return None, text


def body_lines(body):
    """Lines outside code fences (claim candidates), and lines inside fences."""
    out, fenced, inside = [], [], False
    for line in body.split("\n"):
        if line.strip().startswith("```"):
            inside = not inside
            continue
        (fenced if inside else out).append(line)
    return out, fenced


all_files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        all_files.append(os.path.relpath(os.path.join(root, f), STORE))
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")

# frontmatter
for p in sorted(all_files):
    if p == "MEMORY.md":
        continue
    text = open(os.path.join(STORE, p)).read()
    fm, _ = split(text)
    if fm is None:
        err("%s: no frontmatter" % p)
        continue
    if "/" not in p:
        if not re.match(r"^(user|feedback|project|reference)_[a-z0-9_-]+\.md$", p):
            err("%s: bad root file name" % p)
        if p in FLAT:
            keys = [l.split(":", 1)[0] for l in fm.split("\n") if l]
            if keys != ["name", "description", "type"]:
                err("%s: flat frontmatter keys %s" % (p, keys))
            continue
        try:
            d = yaml.safe_load(fm)
        except yaml.YAMLError as e:
            err("%s: frontmatter does not parse: %s" % (p, e))
            continue
        if set(d) != {"name", "description", "type"} or d["type"] != p.split("_")[0]:
            err("%s: bad root frontmatter %s" % (p, d))
    else:
        try:
            d = yaml.safe_load(fm)
        except yaml.YAMLError as e:
            err("%s: frontmatter does not parse: %s" % (p, e))
            continue
        if p.startswith("facts/"):
            m = re.match(r"^facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", p)
            if not m:
                err("%s: bad remnic path" % p)
                continue
            if d.get("id") != os.path.basename(p)[:-3] or d.get("category") != m.group(2) or d.get("status") != "active":
                err("%s: remnic frontmatter mismatch" % p)
            if not str(d.get("created", "")).startswith(m.group(1)):
                err("%s: created %s not in folder date" % (p, d.get("created")))
        elif p.startswith("auto/"):
            if set(d) != {"title", "created", "tags"}:
                err("%s: bad auto frontmatter" % p)
        else:
            err("%s: unexpected location" % p)

# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != root_files or len(idx) != len(set(idx)):
    err("MEMORY.md does not index exactly the root files: extra %s missing %s" % (
        sorted(set(idx) - set(root_files)), sorted(set(root_files) - set(idx))))

# labels
lab = yaml.safe_load(open(os.path.join(HERE, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    err("now is %s" % lab.get("now"))
pairs = lab["pairs"]
seen = set()
counts = collections.Counter()
cross = 0
in_pairs = set()
for i, pr in enumerate(pairs):
    pid = pr["note"].split(":")[0]
    a, b = pr["a"], pr["b"]
    if not a < b:
        err("%s: a/b not in sorted order" % pid)
    if (a, b) in seen:
        err("%s: duplicate file pair %s %s" % (pid, a, b))
    seen.add((a, b))
    in_pairs.update([a, b])
    lay = lambda p: p.split("/")[0] if "/" in p else "root"
    cross += lay(a) != lay(b)
    if pr["class"] not in CLASSES.get(pr["label"], []):
        err("%s: class %s not valid for %s" % (pid, pr["class"], pr["label"]))
    counts[(pr["label"], pr["class"])] += 1
    for side in "ab":
        p, claim = pr[side], pr["claim_" + side]
        full = os.path.join(STORE, p)
        if not os.path.exists(full):
            err("%s: %s does not exist" % (pid, p))
            continue
        if p == "MEMORY.md":
            err("%s: MEMORY.md used as a claim file" % pid)
        _, body = split(open(full).read())
        lines, fenced = body_lines(body)
        n = sum(1 for l in lines if l == claim)
        if n != 1:
            err("%s: claim_%s found %d times as a full body line in %s" % (pid, side, n, p))
        if claim in fenced:
            err("%s: claim_%s is inside a code fence in %s" % (pid, side, p))
        if claim != claim.strip() or not claim:
            err("%s: claim_%s has surrounding whitespace" % (pid, side))
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[(lbl, c)] != 10:
            err("class %s/%s has %d pairs" % (lbl, c, counts[(lbl, c)]))
if len(pairs) != 90:
    err("%d pairs" % len(pairs))

layouts = collections.Counter("root" if "/" not in f else f.split("/")[0] for f in all_files)
print("files: %d (%s)" % (len(all_files), ", ".join("%s %d" % kv for kv in sorted(layouts.items()))))
print("pairs: %d, cross-layout: %d, files in no pair: %d" % (len(pairs), cross, len(set(all_files) - in_pairs)))
for (lbl, c), n in sorted(counts.items()):
    print("  %-18s %-20s %d" % (lbl, c, n))
if errors:
    print("FAILED (%d)" % len(errors))
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK")
