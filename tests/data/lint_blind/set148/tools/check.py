#!/usr/bin/env python3
"""Check ../store and ../labels.yaml (set148)."""
import collections, os, re, sys
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
FLAT = {"reference_chairbook.md", "reference_rentdesk.md", "reference_infra.md", "reference_glossary.md"}
CLASSES = {"contradiction": ["value_slot", "role_slot", "negation", "stale_vs_change"],
           "non_contradiction": ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]}
errors = []


def err(msg):
    errors.append(msg)


def split(path):
    text = open(path, encoding="utf-8").read()
    if not text.startswith("---\n"):
        return None, text.split("\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:].split("\n")


def claim_lines(body):
    """body lines outside code fences"""
    out, fence = [], False
    for ln in body:
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            out.append(ln)
    return out


all_files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        all_files.append(os.path.relpath(os.path.join(root, f), STORE))
root_files = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")

# frontmatter
for rel in sorted(all_files):
    if rel == "MEMORY.md":
        continue
    fm, body = split(os.path.join(STORE, rel))
    if fm is None:
        err("%s: no frontmatter" % rel)
        continue
    try:
        data = yaml.safe_load(fm)
        strict = True
    except yaml.YAMLError:
        data, strict = None, False
    if rel in FLAT:
        if strict:
            err("%s: expected a flat (non-strict) description" % rel)
        data = dict(l.split(": ", 1) for l in fm.split("\n") if ": " in l)
    elif not strict:
        err("%s: frontmatter does not parse" % rel)
        continue
    if "/" not in rel:
        m = re.match(r"(user|feedback|project|reference)_[a-z0-9_]+\.md$", rel)
        if not m or data.get("type") != m.group(1):
            err("%s: bad name/type" % rel)
        if set(data) != {"name", "description", "type"}:
            err("%s: root keys %s" % (rel, sorted(data)))
        if data.get("name") in ("northcut", "northcut-barbers"):
            err("%s: name is the project" % rel)
    elif rel.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md$", rel)
        if not m:
            err("%s: bad remnic path" % rel)
            continue
        need = {"id", "category", "created", "updated", "source", "confidence", "confidenceTier", "tags", "status"}
        if set(data) != need:
            err("%s: remnic keys %s" % (rel, sorted(data)))
        if data["id"] != os.path.basename(rel)[:-3] or data["category"] != m.group(2):
            err("%s: id/category mismatch" % rel)
        if not str(data["created"]).startswith(m.group(1)):
            err("%s: created %s not on folder date" % (rel, data["created"]))
    elif rel.startswith("auto/"):
        if set(data) != {"title", "created", "tags"}:
            err("%s: auto keys %s" % (rel, sorted(data)))
    else:
        err("%s: unexpected location" % rel)

# MEMORY.md
mem = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(linked) != root_files or len(linked) != len(set(linked)):
    err("MEMORY.md index mismatch: missing %s extra %s" % (sorted(set(root_files) - set(linked)), sorted(set(linked) - set(root_files))))

# labels
lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(lab.get("now")) != "2026-11-28":
    err("now is %r" % lab.get("now"))
pairs = lab["pairs"]
seen, counts, ids = set(), collections.Counter(), []
for i, p in enumerate(pairs):
    tag = p.get("note", "")[:5]
    if set(p) != {"a", "b", "label", "class", "claim_a", "claim_b", "note"}:
        err("pair %d keys %s" % (i, sorted(p)))
    if not p["a"] < p["b"]:
        err("pair %s: a/b order" % tag)
    if (p["a"], p["b"]) in seen:
        err("pair %s: duplicate file pair" % tag)
    seen.add((p["a"], p["b"]))
    if p["class"] not in CLASSES.get(p["label"], []):
        err("pair %s: class %s not under %s" % (tag, p["class"], p["label"]))
    counts[p["class"]] += 1
    m = re.match(r"([A-Z]+\d+): ", p["note"])
    if not m:
        err("pair %d: note has no id" % i)
    else:
        ids.append(m.group(1))
    for side in "ab":
        path = os.path.join(STORE, p[side])
        if not os.path.isfile(path):
            err("pair %s: missing %s" % (tag, p[side]))
            continue
        fm, body = split(path)
        claim = p["claim_" + side]
        if "\n" in claim or claim != claim.strip() or not claim:
            err("pair %s: claim_%s not a single trimmed line" % (tag, side))
        n_all = sum(1 for ln in body if ln == claim)
        n_ok = sum(1 for ln in claim_lines(body) if ln == claim)
        if n_all != 1 or n_ok != 1:
            err("pair %s: claim_%s found %d times (%d outside code) in %s" % (tag, side, n_all, n_ok, p[side]))
        if fm and claim in fm.split("\n"):
            err("pair %s: claim_%s is in frontmatter" % (tag, side))
if len(ids) != len(set(ids)):
    err("duplicate pair ids")
for lbl, cls in CLASSES.items():
    for c in cls:
        if counts[c] != 10:
            err("class %s has %d pairs" % (c, counts[c]))
cross = sum(1 for p in pairs if (p["a"].split("/")[0] if "/" in p["a"] else "root") != (p["b"].split("/")[0] if "/" in p["b"] else "root"))
in_pairs = {p["a"] for p in pairs} | {p["b"] for p in pairs}

print("files: %d (root %d + MEMORY.md, facts %d, auto %d)" % (len(all_files), len(root_files),
      sum(f.startswith("facts/") for f in all_files), sum(f.startswith("auto/") for f in all_files)))
print("pairs: %d, crossing layouts: %d, files in no pair: %d" % (len(pairs), cross, len(set(all_files) - in_pairs)))
for lbl, cls in CLASSES.items():
    for c in cls:
        print("  %-17s %-18s %d" % (lbl, c, counts[c]))
if errors:
    print("FAIL (%d)" % len(errors))
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("OK")
