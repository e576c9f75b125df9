#!/usr/bin/env python3
"""Check store/ and labels.yaml: paths exist, claims are full body lines present exactly once (outside
frontmatter and code fences), frontmatter parses (flat descriptions excepted), MEMORY.md indexes exactly the
root files, a < b, no duplicate file pairs, class counts."""
import collections, os, re, sys, yaml
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT_OK = {"reference_icetime.md", "reference_leaguedesk.md", "reference_league_rules.md", "reference_glossary.md"}
errors = []

def split(path):
    text = open(os.path.join(STORE, path)).read()
    if path == "MEMORY.md":
        return None, text.split("\n")
    m = re.match(r"^---\n(.*?)\n---\n", text, re.S)
    if not m:
        errors.append(f"{path}: no frontmatter"); return None, text.split("\n")
    return m.group(1), text[m.end():].split("\n")

def body_lines(lines):
    out, fence = [], False
    for l in lines:
        if l.strip().startswith("```"):
            fence = not fence; continue
        if not fence:
            out.append(l)
    return out

files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
root = [f for f in files if "/" not in f and f != "MEMORY.md"]
flat_seen = set()
for f in files:
    fm, _ = split(f)
    if fm is None:
        continue
    try:
        d = yaml.safe_load(fm)
        if f in root:
            assert set(d) == {"name", "description", "type"}, d.keys()
            assert d["type"] in {"user", "feedback", "project", "reference"}
            assert re.fullmatch(r"[a-z0-9-]+", d["name"]), d["name"]
            assert f.startswith(d["type"] + "_")
        elif f.startswith("facts/"):
            stem = os.path.basename(f)[:-3]
            assert d["id"] == stem and d["category"] in {"fact", "preference", "decision"}, f
            assert re.fullmatch(r"facts/\d{4}-\d\d-\d\d/(fact|preference|decision)-\d{13}-[0-9a-f]{4}\.md", f), f
            assert stem.startswith(d["category"] + "-") and d["status"] == "active"
            assert str(d["created"]).startswith(f.split("/")[1]) or d["created"].strftime("%Y-%m-%d") == f.split("/")[1]
        elif f.startswith("auto/"):
            assert {"title", "created", "tags"} <= set(d), f
        else:
            errors.append(f"unexpected file {f}")
    except yaml.YAMLError:
        if f in FLAT_OK:
            flat_seen.add(f)
        else:
            errors.append(f"{f}: frontmatter does not parse")
    except AssertionError as e:
        errors.append(f"{f}: bad frontmatter {e}")
if flat_seen != FLAT_OK:
    errors.append(f"flat descriptions expected {sorted(FLAT_OK)}, got {sorted(flat_seen)}")

idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — \S", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != sorted(root) or len(idx) != len(set(idx)):
    errors.append(f"MEMORY.md index mismatch: {set(idx) ^ set(root)}")

lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
assert str(lab["now"]) == "2026-11-28"
pairs = lab["pairs"]
seen, ids = set(), set()
counts = collections.Counter()
claimed = collections.Counter()
VALID = {"contradiction": {"value_slot", "role_slot", "negation", "stale_vs_change"},
         "non_contradiction": {"refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"}}
cross = 0
for p in pairs:
    pid = p["note"].split(":")[0]
    if pid in ids: errors.append(f"duplicate id {pid}")
    ids.add(pid)
    if set(p) != {"a", "b", "label", "class", "claim_a", "claim_b", "note"}: errors.append(f"{pid}: keys {set(p)}")
    if not p["a"] < p["b"]: errors.append(f"{pid}: a/b order")
    if (p["a"], p["b"]) in seen: errors.append(f"{pid}: duplicate file pair")
    seen.add((p["a"], p["b"]))
    if p["class"] not in VALID.get(p["label"], ()): errors.append(f"{pid}: bad label/class")
    counts[(p["label"], p["class"])] += 1
    lay = lambda x: x.split("/")[0] if "/" in x else "root"
    cross += lay(p["a"]) != lay(p["b"])
    for side in "ab":
        path, claim = p[side], p["claim_" + side]
        if path not in files: errors.append(f"{pid}: missing {path}"); continue
        _, lines = split(path)
        all_n = lines.count(claim)
        body = body_lines(lines)
        if all_n != 1 or body.count(claim) != 1:
            errors.append(f"{pid}: claim_{side} found {all_n}x (outside fences {body.count(claim)}x) in {path}")
        if not claim.strip() or claim != claim.strip("\n"):
            errors.append(f"{pid}: empty claim")
        claimed[path] += 1
for k, v in sorted(counts.items()):
    if v != 10: errors.append(f"class {k}: {v}")
if len(pairs) != 90: errors.append(f"{len(pairs)} pairs")

print(f"files: {len(files)} (root {len(root)} + MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, "
      f"auto {sum(f.startswith('auto/') for f in files)}); unpaired files: {len(set(files) - set(claimed))}")
print(f"pairs: {len(pairs)}, cross-layout: {cross}, flat descriptions: {len(flat_seen)}")
for k, v in sorted(counts.items()):
    print(f"  {k[0]:18} {k[1]:20} {v}")
if errors:
    print("FAIL"); [print("  " + e) for e in errors]; sys.exit(1)
print("OK")
