#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import collections, os, re, sys
from datetime import datetime, timezone
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
FLAT = {"reference_infra.md", "reference_glossary.md", "reference_team.md", "feedback_data_in_logs.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []
def err(m): errors.append(m)

def split(text):
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")

def body_lines(lines):
    """body lines outside code fences"""
    out, fence = [], False
    for ln in lines:
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(ln)
    return out

files = {}
for root, _, names in os.walk(STORE):
    for n in names:
        p = os.path.relpath(os.path.join(root, n), STORE)
        files[p] = open(os.path.join(root, n), encoding="utf-8").read()

root_files = sorted(p for p in files if "/" not in p and p != "MEMORY.md")
counts = collections.Counter("root" if "/" not in p else p.split("/")[0] for p in files)
# frontmatter
for p, text in files.items():
    if p == "MEMORY.md":
        continue
    fm, _ = split(text)
    if fm is None:
        err("%s: no frontmatter" % p); continue
    try:
        d = yaml.safe_load(fm)
        if p in FLAT:
            err("%s: expected non-strict YAML description but it parsed" % p)
    except yaml.YAMLError:
        if p in FLAT:
            d = dict(l.split(": ", 1) for l in fm.split("\n"))
        else:
            err("%s: frontmatter does not parse" % p); continue
    if "/" not in p:
        typ, topic = p[:-3].split("_", 1)
        if set(d) != {"name", "description", "type"}: err("%s: keys %s" % (p, sorted(d)))
        if d.get("type") != typ or typ not in ("user", "feedback", "project", "reference"): err("%s: type" % p)
        if not re.fullmatch(r"[a-z0-9-]+", str(d.get("name", ""))): err("%s: name not a slug" % p)
    elif p.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", p)
        if not m: err("%s: bad remnic path" % p); continue
        if d.get("id") != os.path.basename(p)[:-3] or d.get("category") != m.group(2): err("%s: id/category" % p)
        day = datetime.fromtimestamp(int(m.group(3)) / 1000, tz=timezone.utc).strftime("%Y-%m-%d")
        if day != m.group(1): err("%s: epoch not on folder date" % p)
        created = d.get("created")
        cs = created.strftime("%Y-%m-%d") if hasattr(created, "strftime") else str(created)[:10]
        if cs != m.group(1): err("%s: created date" % p)
        for k in ("source", "confidence", "confidenceTier", "tags", "status"):
            if k not in d: err("%s: missing %s" % (p, k))
    elif p.startswith("auto/"):
        if set(d) != {"title", "created", "tags"}: err("%s: auto keys %s" % (p, sorted(d)))
    else:
        err("%s: unexpected location" % p)

# MEMORY.md
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", files.get("MEMORY.md", ""), re.M)
if sorted(idx) != root_files or len(idx) != len(set(idx)):
    err("MEMORY.md index mismatch: missing %s extra %s" % (sorted(set(root_files) - set(idx)), sorted(set(idx) - set(root_files))))

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28": err("now != 2026-11-28")
pairs = lab["pairs"]
seen, per = set(), collections.Counter()
cross = 0
for i, pr in enumerate(pairs):
    a, b = pr["a"], pr["b"]
    nid = pr["note"].split(":")[0]
    for k in ("a", "b", "label", "class", "claim_a", "claim_b", "note"):
        if k not in pr: err("%s: missing %s" % (nid, k))
    if not a < b: err("%s: a/b order" % nid)
    if (a, b) in seen: err("%s: duplicate file pair" % nid)
    seen.add((a, b))
    if pr["class"] not in CLASSES.get(pr["label"], []): err("%s: class/label" % nid)
    per[(pr["label"], pr["class"])] += 1
    lay = lambda p: "root" if "/" not in p else p.split("/")[0]
    cross += lay(a) != lay(b)
    for side in ("a", "b"):
        p, c = pr[side], pr["claim_" + side]
        if p not in files: err("%s: %s missing" % (nid, p)); continue
        _, lines = split(files[p])
        n_all = lines.count(c)
        n_body = body_lines(lines).count(c)
        if n_all != 1 or n_body != 1: err("%s: claim_%s occurs %d times (%d outside fences) in %s" % (nid, side, n_all, n_body, p))
        if not c.strip() or c != c.strip(): err("%s: claim_%s has edge whitespace" % (nid, side))
    if not re.match(r"^[A-Z]+\d+: ", pr["note"]): err("%s: note must start with the pair id" % nid)
for lbl, cls in CLASSES.items():
    for c in cls:
        if per[(lbl, c)] != 10: err("class %s/%s has %d pairs" % (lbl, c, per[(lbl, c)]))
if len(pairs) != 90: err("%d pairs" % len(pairs))

in_pairs = {p for pr in pairs for p in (pr["a"], pr["b"])}
print("files: %d (%s)" % (len(files), ", ".join("%s %d" % kv for kv in sorted(counts.items()))))
print("pairs: %d, cross-layout %d, files in no pair %d" % (len(pairs), cross, len(set(files) - in_pairs)))
for (lbl, c), n in sorted(per.items()):
    print("  %-18s %-20s %d" % (lbl, c, n))
if errors:
    print("FAIL (%d)" % len(errors)); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
