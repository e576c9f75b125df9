#!/usr/bin/env python3
"""Check store/ and labels.yaml: paths, claim lines, frontmatter, MEMORY.md index, a/b order, pair uniqueness, class counts."""
import collections, os, re, sys
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_stillroom.md", "reference_fields.md", "reference_infra.md"}
errors = []

def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

all_files = []
for dp, _, fns in os.walk(STORE):
    for fn in fns:
        all_files.append(os.path.relpath(os.path.join(dp, fn), STORE))

bodies = {}
for rel in all_files:
    text = open(os.path.join(STORE, rel), encoding="utf-8").read()
    if rel == "MEMORY.md":
        bodies[rel] = text
        continue
    fm, body = split(text)
    bodies[rel] = body
    if fm is None:
        errors.append("no frontmatter: " + rel); continue
    try:
        meta = yaml.safe_load(fm)
        if rel in FLAT:
            errors.append("flat description unexpectedly parses: " + rel)
    except yaml.YAMLError:
        if rel not in FLAT:
            errors.append("frontmatter does not parse: " + rel)
        continue
    if "/" not in rel:
        for k in ("name", "description", "type"):
            if k not in meta: errors.append("%s missing %s" % (rel, k))
        if meta.get("type") not in ("user", "feedback", "project", "reference"):
            errors.append("bad type " + rel)
        if not rel.startswith(meta.get("type", "?") + "_"):
            errors.append("file name/type mismatch " + rel)
    elif rel.startswith("facts/"):
        stem = os.path.basename(rel)[:-3]
        if meta.get("id") != stem: errors.append("id != stem " + rel)
        if not re.fullmatch(r"(fact|preference|decision)-\d{13}-[0-9a-f]{4}", stem): errors.append("bad stem " + rel)
        if meta.get("category") != stem.split("-")[0]: errors.append("category mismatch " + rel)
        if not str(meta.get("created", "")).startswith(rel.split("/")[1]): errors.append("created/date folder " + rel)
    elif rel.startswith("auto/"):
        for k in ("title", "created", "tags"):
            if k not in meta: errors.append("%s missing %s" % (rel, k))
    else:
        errors.append("unexpected path " + rel)

root = sorted(f for f in all_files if "/" not in f and f != "MEMORY.md")
indexed = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", bodies["MEMORY.md"], re.M)
if sorted(indexed) != root or len(indexed) != len(set(indexed)):
    errors.append("MEMORY.md does not index exactly the root files")

def fenced_lines(body):
    inside, out = False, set()
    for i, line in enumerate(body.split("\n")):
        if line.strip().startswith("```"):
            inside = not inside; continue
        if inside: out.add(i)
    return out

labels = yaml.safe_load(open(os.path.join(OUT, "labels.yaml"), encoding="utf-8"))
if str(labels.get("now")) != "2026-11-28": errors.append("now")
seen = set()
counts = collections.Counter()
for p in labels["pairs"]:
    nid = p["note"].split(":")[0]
    a, b = p["a"], p["b"]
    if not a < b: errors.append(nid + " a/b order")
    if (a, b) in seen: errors.append(nid + " duplicate file pair")
    seen.add((a, b))
    counts[(p["label"], p["class"])] += 1
    for side in "ab":
        path, claim = p[side], p["claim_" + side]
        if path not in bodies: errors.append("%s missing path %s" % (nid, path)); continue
        lines = bodies[path].split("\n")
        hits = [i for i, l in enumerate(lines) if l == claim]
        if len(hits) != 1: errors.append("%s claim_%s found %d times" % (nid, side, len(hits)))
        elif hits[0] in fenced_lines(bodies[path]): errors.append("%s claim_%s in code fence" % (nid, side))
        if claim != claim.strip() or not claim.strip(): errors.append(nid + " claim not a full line")
expected = {("contradiction", c): 10 for c in ("value_slot", "role_slot", "negation", "stale_vs_change")}
expected.update({("non_contradiction", c): 10 for c in ("refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope")})
if dict(counts) != expected: errors.append("class counts %s" % dict(counts))

cross = sum(1 for p in labels["pairs"] if (lambda x, y: x != y)(*[("root" if "/" not in q else q.split("/")[0]) for q in (p["a"], p["b"])]))
print("files: %d (root %d + MEMORY.md, facts %d, auto %d)" % (len(all_files), len(root),
      sum(f.startswith("facts/") for f in all_files), sum(f.startswith("auto/") for f in all_files)))
print("pairs: %d, cross-layout: %d" % (len(labels["pairs"]), cross))
for k in sorted(counts): print("  %s/%s: %d" % (k[0], k[1], counts[k]))
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
