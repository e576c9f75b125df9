#!/usr/bin/env python3
"""Consistency checks for set24 (store/ + labels.yaml). Exit 1 on any error."""
import collections, datetime, os, re, sys
import yaml

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_scadalink.md", "reference_oncall.md", "feedback_merge_strategy.md",
        "project_bill_run_window.md", "reference_glossary.md", "project_smart_meter_rollout.md"}
EXPECT = {
    ("contradiction", "value_slot"): 10, ("contradiction", "role_slot"): 10,
    ("contradiction", "negation"): 10, ("contradiction", "stale_vs_change"): 10,
    ("non_contradiction", "refinement"): 10, ("non_contradiction", "other_subject"): 10,
    ("non_contradiction", "dated_history"): 10, ("non_contradiction", "agreeing_duplicate"): 10,
    ("non_contradiction", "negation_scope"): 10,
}
errors = []


def err(msg):
    errors.append(msg)


def split_fm(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]


def layout(p):
    if p.startswith("facts/"):
        return "remnic"
    if p.startswith("auto/"):
        return "auto"
    return "root"


files = []
for dp, dn, fn in os.walk(STORE):
    for f in fn:
        files.append(os.path.relpath(os.path.join(dp, f), STORE))
files.sort()
bodies = {}
root_files = []
for p in files:
    text = open(os.path.join(STORE, p)).read()
    if p == "MEMORY.md":
        bodies[p] = text
        continue
    fm, body = split_fm(text)
    if fm is None:
        err(f"{p}: no frontmatter")
        continue
    bodies[p] = body
    lay = layout(p)
    try:
        meta = yaml.safe_load(fm)
    except yaml.YAMLError:
        meta = None
    if lay == "root":
        root_files.append(p)
        if meta is None:
            if p not in FLAT:
                err(f"{p}: frontmatter does not parse and is not an intentional flat description")
            meta = dict(l.split(": ", 1) for l in fm.splitlines())
        elif p in FLAT:
            err(f"{p}: listed as flat but parses as YAML")
        if set(meta) != {"name", "description", "type"}:
            err(f"{p}: root frontmatter keys {sorted(meta)}")
        if meta.get("type") not in ("user", "feedback", "project", "reference"):
            err(f"{p}: bad type")
        if not p.startswith(str(meta.get("type")) + "_"):
            err(f"{p}: file prefix does not match type")
        if not re.fullmatch(r"[a-z0-9_]+", str(meta.get("name"))):
            err(f"{p}: name is not a slug")
    elif lay == "remnic":
        if meta is None:
            err(f"{p}: remnic frontmatter does not parse")
            continue
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/((fact|preference|decision)-(\d{13})-([0-9a-f]{4}))\.md", p)
        if not m:
            err(f"{p}: bad remnic path")
            continue
        date, stem, cat, epoch = m.group(1), m.group(2), m.group(3), int(m.group(4))
        if meta.get("id") != stem:
            err(f"{p}: id != stem")
        if meta.get("category") != cat:
            err(f"{p}: category mismatch")
        if meta.get("status") != "active":
            err(f"{p}: status not active")
        c = meta.get("created")
        if isinstance(c, str):
            c = datetime.datetime.fromisoformat(c.replace("Z", "+00:00"))
        if not isinstance(c, datetime.datetime):
            err(f"{p}: created not a timestamp")
            continue
        if c.tzinfo is None:
            c = c.replace(tzinfo=datetime.timezone.utc)
        if c.strftime("%Y-%m-%d") != date:
            err(f"{p}: created date != folder date")
        if int(round(c.timestamp() * 1000)) != epoch:
            err(f"{p}: created != epoch in name")
        if meta.get("updated") != meta.get("created"):
            err(f"{p}: updated != created")
        for k in ("source", "confidence", "confidenceTier", "tags"):
            if k not in meta:
                err(f"{p}: missing {k}")
    else:
        if meta is None:
            err(f"{p}: auto frontmatter does not parse")
            continue
        if set(meta) != {"title", "created", "tags"}:
            err(f"{p}: auto frontmatter keys {sorted(meta)}")

# MEMORY.md indexes every root file and nothing else
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", bodies.get("MEMORY.md", ""), re.M)
if sorted(idx) != sorted(root_files):
    err(f"MEMORY.md index mismatch: missing {set(root_files) - set(idx)}, extra {set(idx) - set(root_files)}")
if len(idx) != len(set(idx)):
    err("MEMORY.md lists a file twice")

# labels
L = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(L.get("now")) != "2026-11-28":
    err("now != 2026-11-28")
pairs = L["pairs"]
seen = set()
counts = collections.Counter()
cross = 0
in_pair = set()
for i, pr in enumerate(pairs):
    a, b = pr["a"], pr["b"]
    tag = f"pair {i} ({a} | {b})"
    if set(pr) != {"a", "b", "label", "class", "claim_a", "claim_b", "note"}:
        err(f"{tag}: keys {sorted(pr)}")
    if not a < b:
        err(f"{tag}: a does not sort before b")
    key = (a, b, pr["claim_a"], pr["claim_b"])
    if key in seen:
        err(f"{tag}: duplicate pair")
    seen.add(key)
    for f, cl in ((a, pr["claim_a"]), (b, pr["claim_b"])):
        if f not in bodies or f == "MEMORY.md":
            err(f"{tag}: missing file {f}")
            continue
        n = bodies[f].split("\n").count(cl)
        if n != 1:
            err(f"{tag}: claim occurs {n} times as a full body line in {f}: {cl!r}")
        if cl != cl.strip() or not cl:
            err(f"{tag}: claim has surrounding whitespace")
        in_pair.add(f)
    counts[(pr["label"], pr["class"])] += 1
    if layout(a) != layout(b):
        cross += 1
# same claim pair used twice with different files/orientation
cp = collections.Counter(frozenset((p["claim_a"], p["claim_b"])) for p in pairs)
for k, v in cp.items():
    if v > 1:
        err(f"claim pair used {v} times: {set(k)}")
if dict(counts) != EXPECT:
    err(f"class counts {dict(counts)}")
if cross < 40:
    err(f"only {cross} cross-layout pairs")

n_files = len(files)
lays = collections.Counter(layout(p) for p in files if p != "MEMORY.md")
unpaired = [p for p in files if p not in in_pair and p != "MEMORY.md"]
print(f"files: {n_files} (root {lays['root']} + MEMORY.md, remnic {lays['remnic']}, auto {lays['auto']})")
print(f"pairs: {len(pairs)}; cross-layout: {cross}; files in no pair: {len(unpaired)}")
for (lab, cls), n in sorted(counts.items()):
    print(f"  {lab:18s} {cls:20s} {n}")
if errors:
    print(f"\n{len(errors)} ERRORS")
    for e in errors:
        print(" -", e)
    sys.exit(1)
print("OK")
