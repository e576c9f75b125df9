#!/usr/bin/env python3
"""Validate store/ and labels.yaml."""
import os, re, sys, glob
from collections import Counter
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT_OK = {"reference_heron_cluster.md", "reference_storage.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []

def split(text):
    if text.startswith("---\n"):
        end = text.index("\n---\n", 4)
        return text[4:end], text[end + 5:]
    return None, text

def body_lines(body):
    """Body lines outside code fences."""
    out, fence = [], False
    for line in body.split("\n"):
        if line.strip().startswith("```"):
            fence = not fence; continue
        if not fence:
            out.append(line)
    return out

files = sorted(os.path.relpath(p, STORE) for p in glob.glob(os.path.join(STORE, "**", "*.md"), recursive=True))
root = [f for f in files if "/" not in f and f != "MEMORY.md"]
flat_seen = set()
for f in files:
    if f == "MEMORY.md":
        continue
    fm, _ = split(open(os.path.join(STORE, f)).read())
    if fm is None:
        errors.append("no frontmatter: " + f); continue
    try:
        d = yaml.safe_load(fm)
    except yaml.YAMLError:
        if f in FLAT_OK:
            flat_seen.add(f); continue
        errors.append("frontmatter does not parse: " + f); continue
    if "/" not in f:
        if not (set(d) >= {"name", "description", "type"} and d["type"] in ("user", "feedback", "project", "reference")):
            errors.append("bad root frontmatter: " + f)
        if f.split("_")[0] != d["type"]:
            errors.append("type/prefix mismatch: " + f)
    elif f.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", f)
        if not m or d.get("id") != os.path.basename(f)[:-3] or d.get("category") != m.group(2) or d.get("status") != "active":
            errors.append("bad remnic file: " + f)
    elif f.startswith("auto/"):
        if not set(d) >= {"title", "created", "tags"}:
            errors.append("bad auto frontmatter: " + f)
    else:
        errors.append("unexpected path: " + f)
if flat_seen != FLAT_OK:
    errors.append("flat descriptions differ from expected: %s" % sorted(flat_seen ^ FLAT_OK))

idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != sorted(root) or len(idx) != len(set(idx)):
    errors.append("MEMORY.md index mismatch: %s" % sorted(set(idx) ^ set(root)))

lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab["now"]) != "2026-11-28":
    errors.append("now")
seen, counts, ids = set(), Counter(), []
for p in lab["pairs"]:
    a, b = p["a"], p["b"]
    ids.append(p["note"].split(":")[0])
    if not a < b:
        errors.append("a/b order: %s %s" % (a, b))
    if (a, b) in seen:
        errors.append("duplicate pair: %s %s" % (a, b))
    seen.add((a, b))
    if p["class"] not in CLASSES.get(p["label"], []):
        errors.append("class/label: %s" % p["note"])
    counts[(p["label"], p["class"])] += 1
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side])
        if not os.path.exists(path):
            errors.append("missing: " + p[side]); continue
        _, body = split(open(path).read())
        claim = p["claim_" + side]
        all_lines = body.split("\n")
        n = all_lines.count(claim)
        if n != 1:
            errors.append("claim found %d times in %s: %s" % (n, p[side], claim))
        elif claim not in body_lines(body):
            errors.append("claim inside code fence: %s" % p[side])
        if not claim.strip() or claim != claim.strip("\n"):
            errors.append("empty/partial claim: %s" % p["note"])
if len(ids) != len(set(ids)):
    errors.append("duplicate pair ids")
for label, classes in CLASSES.items():
    for c in classes:
        if counts[(label, c)] != 10:
            errors.append("count %s/%s = %d" % (label, c, counts[(label, c)]))
if len(lab["pairs"]) != 90:
    errors.append("pairs: %d" % len(lab["pairs"]))

paired = {p["a"] for p in lab["pairs"]} | {p["b"] for p in lab["pairs"]}
cross = sum(1 for p in lab["pairs"] if p["a"].split("/")[0] != p["b"].split("/")[0] and not ("/" not in p["a"] and "/" not in p["b"]))
print("files: %d (root %d + MEMORY.md, facts %d, auto %d)" % (len(files), len(root),
      sum(f.startswith("facts/") for f in files), sum(f.startswith("auto/") for f in files)))
print("pairs: %d, cross-layout: %d, files in no pair: %d" % (len(lab["pairs"]), cross, len(set(files) - paired)))
for (label, c), n in sorted(counts.items()):
    print("  %-18s %-20s %d" % (label, c, n))
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
