#!/usr/bin/env python3
"""Check store/ and labels.yaml of set150."""
import os, re, sys, collections
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_infra.md", "reference_season.md", "reference_glossary.md"}  # intentional unquoted ': '
EXPECT = {("contradiction", c): 10 for c in ("value_slot", "role_slot", "negation", "stale_vs_change")}
EXPECT.update({("non_contradiction", c): 10 for c in
               ("refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope")})
errors = []
err = errors.append

def split(path):
    text = open(os.path.join(STORE, path), encoding="utf-8").read()
    if not text.startswith("---\n"):
        return None, text.splitlines()
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].splitlines()

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

files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root = [f for f in files if "/" not in f and f != "MEMORY.md"]
# frontmatter
for f in files:
    if f == "MEMORY.md":
        continue
    fm, body = split(f)
    if fm is None:
        err("%s: no frontmatter" % f); continue
    try:
        data = yaml.safe_load(fm)
        if f in FLAT:
            err("%s: listed as flat but parses as YAML" % f)
    except yaml.YAMLError:
        if f not in FLAT:
            err("%s: frontmatter does not parse" % f)
        continue
    if "/" not in f:
        if set(data) != {"name", "description", "type"}:
            err("%s: root keys %s" % (f, sorted(data)))
        if data["type"] not in ("user", "feedback", "project", "reference") or not f.startswith(data["type"] + "_"):
            err("%s: bad type" % f)
    elif f.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", f)
        if not m:
            err("%s: bad remnic path" % f); continue
        if data.get("id") != os.path.basename(f)[:-3] or data.get("category") != m.group(2):
            err("%s: id/category mismatch" % f)
        if str(data.get("created"))[:10] != m.group(1) and data["created"].strftime("%Y-%m-%d") != m.group(1):
            err("%s: created date mismatch" % f)
        for k in ("updated", "source", "confidence", "confidenceTier", "tags", "status"):
            if k not in data:
                err("%s: missing %s" % (f, k))
    elif f.startswith("auto/"):
        if set(data) != {"title", "created", "tags"}:
            err("%s: auto keys %s" % (f, sorted(data)))
    else:
        err("%s: unexpected location" % f)
# MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", mem, re.M)
if sorted(linked) != sorted(root) or len(linked) != len(set(linked)):
    err("MEMORY.md index mismatch: missing %s extra %s" % (sorted(set(root) - set(linked)), sorted(set(linked) - set(root))))
# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now is %s" % lab.get("now"))
counts = collections.Counter()
seen_pairs = set()
ids = set()
for p in lab["pairs"]:
    pid = p["note"].split(":")[0]
    if pid in ids:
        err("%s: duplicate id" % pid)
    ids.add(pid)
    counts[(p["label"], p["class"])] += 1
    if not p["a"] < p["b"]:
        err("%s: a/b order" % pid)
    if (p["a"], p["b"]) in seen_pairs:
        err("%s: duplicate file pair" % pid)
    seen_pairs.add((p["a"], p["b"]))
    for side in "ab":
        path, claim = p[side], p["claim_" + side]
        if not os.path.isfile(os.path.join(STORE, path)):
            err("%s: missing %s" % (pid, path)); continue
        fm, body = split(path)
        n_all = body.count(claim)
        n_ok = claim_lines(body).count(claim)
        if n_all != 1 or n_ok != 1:
            err("%s: claim_%s found %d times (%d outside fences) in %s" % (pid, side, n_all, n_ok, path))
        if claim != claim.strip() or not claim.strip("-| "):
            err("%s: claim_%s is not a full content line" % (pid, side))
if dict(counts) != EXPECT:
    err("class counts %s" % dict(counts))
cross = sum(1 for p in lab["pairs"] if p["a"].split("/")[0] != p["b"].split("/")[0] and
            not ("/" not in p["a"] and "/" not in p["b"]))
print("files: %d (root %d + MEMORY.md, facts %d, auto %d)" % (
    len(files), len(root), sum(f.startswith("facts/") for f in files), sum(f.startswith("auto/") for f in files)))
print("pairs: %d, cross-layout: %d, distinct files in pairs: %d" % (
    len(lab["pairs"]), cross, len({p[s] for p in lab["pairs"] for s in "ab"})))
for k in sorted(counts):
    print("  %-18s %-20s %d" % (k[0], k[1], counts[k]))
if errors:
    print("FAIL"); print("\n".join(errors)); sys.exit(1)
print("OK")
