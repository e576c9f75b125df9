#!/usr/bin/env python3
"""Check ../store/ and ../labels.yaml."""
import collections, os, re, sys, yaml
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
FLAT_OK = {"reference_eyebook.md", "reference_lenslab.md", "reference_framestock.md", "reference_recallr.md",
           "reference_infra.md"}  # unquoted ": " in description
errors = []
def err(m): errors.append(m)

def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

def body_lines(body):
    lines, fence = [], False
    for ln in body.split("\n"):
        if ln.strip().startswith("```"):
            fence = not fence; continue
        if not fence:
            lines.append(ln)
    return lines

allfiles = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        allfiles.append(os.path.relpath(os.path.join(root, f), STORE))
fm_fail = []
for p in allfiles:
    if p == "MEMORY.md":
        continue
    fm, body = split(open(os.path.join(STORE, p)).read())
    if fm is None:
        err("no frontmatter: " + p); continue
    try:
        d = yaml.safe_load(fm)
        if p in FLAT_OK:
            err("expected flat (non-strict) description in " + p)
        if "/" not in p:
            for k in ("name", "description", "type"):
                if k not in d: err("%s missing %s" % (p, k))
            if d.get("type") not in ("user", "feedback", "project", "reference"): err("bad type " + p)
            if not p.startswith(d.get("type", "") + "_"): err("prefix/type mismatch " + p)
        elif p.startswith("facts/"):
            for k in ("id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"):
                if k not in d: err("%s missing %s" % (p, k))
            if d.get("id") != os.path.basename(p)[:-3]: err("id != stem " + p)
            if not os.path.basename(p).startswith(d.get("category", "?") + "-"): err("category mismatch " + p)
            if d.get("category") not in ("fact", "preference", "decision"): err("bad category " + p)
            if p.split("/")[1] != str(d.get("created"))[:10]: err("folder date != created " + p)
        elif p.startswith("auto/"):
            for k in ("title", "created", "tags"):
                if k not in d: err("%s missing %s" % (p, k))
        else:
            err("unexpected path " + p)
    except yaml.YAMLError:
        if p in FLAT_OK:
            fm_fail.append(p)
        else:
            err("frontmatter does not parse: " + p)

root_files = sorted(p for p in allfiles if "/" not in p and p != "MEMORY.md")
mem = open(os.path.join(STORE, "MEMORY.md")).read()
indexed = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(indexed) != root_files or len(indexed) != len(set(indexed)):
    err("MEMORY.md index mismatch: missing %s extra %s" % (set(root_files) - set(indexed), set(indexed) - set(root_files)))

lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28": err("now")
pairs = lab["pairs"]
seen = set(); counts = collections.Counter(); cross = 0; ids = set()
layout = lambda p: "facts" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"
for pr in pairs:
    pid = pr["note"].split(":")[0]
    if pid in ids: err("dup id " + pid)
    ids.add(pid)
    a, b = pr["a"], pr["b"]
    if not a < b: err("order %s" % pid)
    if (a, b) in seen: err("dup file pair %s" % pid)
    seen.add((a, b))
    counts[(pr["label"], pr["class"])] += 1
    cross += layout(a) != layout(b)
    for side in ("a", "b"):
        path = pr[side]; claim = pr["claim_" + side]
        full = os.path.join(STORE, path)
        if not os.path.exists(full):
            err("missing %s" % path); continue
        fm, body = split(open(full).read())
        bl = body_lines(body)
        n = bl.count(claim)
        if n != 1: err("%s claim_%s found %d times as a body line (outside code fences) in %s" % (pid, side, n, path))
        if open(full).read().split("\n").count(claim) != 1: err("%s claim_%s not unique in file" % (pid, side))
        if not claim.strip(): err("empty claim " + pid)
expected = {("contradiction", c) for c in ("value_slot", "role_slot", "negation", "stale_vs_change")} | \
           {("non_contradiction", c) for c in ("refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope")}
for k in expected:
    if counts[k] != 10: err("class count %s = %d" % (k, counts[k]))
if set(counts) - expected: err("unexpected classes %s" % (set(counts) - expected))
if len(pairs) != 90: err("pairs = %d" % len(pairs))
paired = {p for pr in pairs for p in (pr["a"], pr["b"])}
print("files: %d (root %d + MEMORY.md, facts %d, auto %d); files in no pair: %d" % (
    len(allfiles), len(root_files), sum(p.startswith("facts/") for p in allfiles),
    sum(p.startswith("auto/") for p in allfiles), len(set(allfiles) - paired)))
print("pairs: %d, cross-layout: %d; flat descriptions: %d" % (len(pairs), cross, len(fm_fail)))
for k in sorted(counts): print("  %s/%s: %d" % (k[0], k[1], counts[k]))
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
