#!/usr/bin/env python3
"""Check ../store and ../labels.yaml for consistency. Exit 1 on any problem."""
import os, re, sys, collections
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_roundbook.md", "reference_infra.md", "reference_depots.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []


def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]


def body_lines(body):
    """Body lines outside code fences."""
    out, fence = [], False
    for line in body.split("\n"):
        if line.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(line)
    return out


files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root = [f for f in files if "/" not in f and f != "MEMORY.md"]

# frontmatter
for rel in files:
    if rel == "MEMORY.md":
        continue
    fm, _ = split(open(os.path.join(STORE, rel)).read())
    if fm is None:
        errors.append("no frontmatter: " + rel); continue
    try:
        data = yaml.safe_load(fm)
        ok = isinstance(data, dict)
    except yaml.YAMLError:
        data, ok = None, False
    if rel in FLAT:
        if ok:
            errors.append("expected flat (non-strict) description but YAML parsed: " + rel)
        data = dict(l.split(": ", 1) for l in fm.split("\n"))
    elif not ok:
        errors.append("frontmatter does not parse: " + rel); continue
    if "/" not in rel:
        if set(data) != {"name", "description", "type"} or data["type"] not in ("user", "feedback", "project", "reference"):
            errors.append("bad root frontmatter: " + rel)
        if not rel.startswith(data["type"] + "_"):
            errors.append("file name does not start with type: " + rel)
    elif rel.startswith("auto/"):
        if not {"title", "created", "tags"} <= set(data):
            errors.append("bad auto frontmatter: " + rel)
    elif rel.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m:
            errors.append("bad fact path: " + rel)
        elif data.get("id") != os.path.basename(rel)[:-3] or data.get("category") != m.group(2) \
                or not str(data.get("created")).startswith(m.group(1)) or data.get("status") != "active":
            errors.append("bad fact frontmatter: " + rel)
    else:
        errors.append("unexpected file: " + rel)

# MEMORY.md index
mem = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", mem, re.M)
if sorted(linked) != sorted(root) or len(linked) != len(set(linked)):
    errors.append("MEMORY.md index mismatch: missing %s extra %s" % (
        sorted(set(root) - set(linked)), sorted(set(linked) - set(root))))

# labels
lab = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(lab.get("now")) != "2026-11-28":
    errors.append("now is not 2026-11-28")
seen, counts, ids = set(), collections.Counter(), set()
for i, p in enumerate(lab["pairs"]):
    tag = "pair %d (%s)" % (i, p.get("note", "")[:6])
    if set(p) != {"a", "b", "label", "class", "claim_a", "claim_b", "note"}:
        errors.append(tag + ": keys " + str(sorted(p)))
    if not p["a"] < p["b"]:
        errors.append(tag + ": a/b not in sorted order")
    if (p["a"], p["b"]) in seen:
        errors.append(tag + ": duplicate file pair")
    seen.add((p["a"], p["b"]))
    if p["class"] not in CLASSES.get(p["label"], []):
        errors.append(tag + ": class/label mismatch")
    counts[(p["label"], p["class"])] += 1
    pid = p["note"].split(":")[0]
    if pid in ids or not re.match(r"^(V|R|N|S|F|O|D|A|NS)\d+$", pid):
        errors.append(tag + ": bad or duplicate pair id in note")
    ids.add(pid)
    for side in ("a", "b"):
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path):
            errors.append(tag + ": missing file " + p[side]); continue
        _, body = split(open(path).read())
        claim = p["claim_" + side]
        n_all = body.split("\n").count(claim)
        n_out = body_lines(body).count(claim)
        if n_all != 1 or n_out != 1:
            errors.append(tag + ": claim_%s found %d times (%d outside code) in %s" % (side, n_all, n_out, p[side]))
        if not claim.strip() or claim != claim.strip() and not claim.startswith("- "):
            errors.append(tag + ": claim_%s blank or padded" % side)
for label, classes in CLASSES.items():
    for c in classes:
        if counts[(label, c)] != 10:
            errors.append("class %s/%s has %d pairs" % (label, c, counts[(label, c)]))

cross = sum(1 for p in lab["pairs"] if p["a"].split("/")[0] != p["b"].split("/")[0]
            and not ("/" not in p["a"] and "/" not in p["b"]))
print("files: %d (root %d + MEMORY.md, auto %d, facts %d)" % (
    len(files), len(root), sum(f.startswith("auto/") for f in files), sum(f.startswith("facts/") for f in files)))
print("pairs: %d, cross-layout: %d" % (len(lab["pairs"]), cross))
for (label, c), n in sorted(counts.items()):
    print("  %-18s %-19s %d" % (label, c, n))
if errors:
    print("FAIL: %d problem(s)" % len(errors))
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("OK")
