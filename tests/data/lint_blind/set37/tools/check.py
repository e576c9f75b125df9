#!/usr/bin/env python3
"""Verify set37: paths, verbatim claims (exactly once, full line), frontmatter, remnic ids, ordering, counts."""
import os, re, sys, yaml, datetime, collections
BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
errs = []
flat = set(open(os.path.join(BASE, "tools", "flat_descriptions.txt")).read().split())
EXPECT = {("contradiction", c): 10 for c in ["value_slot", "role_slot", "negation", "stale_vs_change"]}
EXPECT.update({("non_contradiction", c): 10 for c in ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]})

def split(txt):
    if not txt.startswith("---\n"):
        return None, txt
    end = txt.index("\n---\n", 4)
    return txt[4:end], txt[end + 5:]

allfiles = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        allfiles.append(os.path.relpath(os.path.join(root, f), STORE))
roots = sorted(p for p in allfiles if "/" not in p and p != "MEMORY.md")
for p in allfiles:
    txt = open(os.path.join(STORE, p)).read()
    if p == "MEMORY.md":
        continue
    fm, body = split(txt)
    if fm is None:
        errs.append(f"no frontmatter: {p}"); continue
    try:
        d = yaml.safe_load(fm)
        if p in flat:
            errs.append(f"flat description unexpectedly parses as YAML: {p}")
    except yaml.YAMLError:
        if p in flat:
            d = dict(l.split(": ", 1) for l in fm.splitlines() if ": " in l and not l.startswith(" "))
        else:
            errs.append(f"frontmatter does not parse: {p}"); continue
    if "/" not in p:
        m = re.match(r"(user|feedback|project|reference)_[a-z0-9_]+\.md$", p)
        if not m or d.get("type") != m.group(1) or not d.get("name") or not d.get("description"):
            errs.append(f"bad root memory: {p}")
    elif p.startswith("facts/"):
        m = re.match(r"facts/(\d{4}-\d{2}-\d{2})/((fact|preference|decision)-(\d+)-([0-9a-f]{4}))\.md$", p)
        if not m:
            errs.append(f"bad remnic path {p}"); continue
        date, stem, cat, ms = m.group(1), m.group(2), m.group(3), int(m.group(4))
        iso = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        if d.get("id") != stem or d.get("category") != cat or d.get("status") != "active":
            errs.append(f"remnic id/category/status: {p}")
        if str(d.get("created")) != iso and not str(d.get("created")).startswith(iso[:19].replace("T", " ")):
            errs.append(f"remnic created != epoch: {p} {d.get('created')} {iso}")
        if d.get("created") != d.get("updated") or not iso.startswith(date):
            errs.append(f"remnic date mismatch: {p}")
    elif p.startswith("auto/"):
        if not (d.get("title") and d.get("created") and d.get("tags")):
            errs.append(f"bad auto note: {p}")
    else:
        errs.append(f"unexpected path {p}")

mem = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", mem, re.M)
if sorted(linked) != roots:
    errs.append(f"MEMORY.md index mismatch: {set(roots) ^ set(linked)}")

L = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
if str(L["now"]) != "2026-11-28":
    errs.append("now")
seen, counts, cross, used = set(), collections.Counter(), 0, set()
lay = lambda p: "remnic" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"
for i, pr in enumerate(L["pairs"]):
    a, b = pr["a"], pr["b"]
    if not a < b:
        errs.append(f"pair {i}: a/b order {a} {b}")
    if (a, b, pr["claim_a"], pr["claim_b"]) in seen:
        errs.append(f"pair {i} duplicate")
    seen.add((a, b, pr["claim_a"], pr["claim_b"]))
    counts[(pr["label"], pr["class"])] += 1
    cross += lay(a) != lay(b)
    used |= {a, b}
    for p, c in ((a, pr["claim_a"]), (b, pr["claim_b"])):
        fp = os.path.join(STORE, p)
        if not os.path.exists(fp):
            errs.append(f"pair {i}: missing {p}"); continue
        _, body = split(open(fp).read())
        n = body.splitlines().count(c)
        if n != 1 or open(fp).read().count(c) != 1:
            errs.append(f"pair {i}: claim found {n}x as a line in {p}: {c!r}")
for k, v in EXPECT.items():
    if counts[k] != v:
        errs.append(f"count {k}: {counts[k]} != {v}")
if set(counts) - set(EXPECT):
    errs.append(f"unknown label/class {set(counts) - set(EXPECT)}")
nopair = [p for p in allfiles if p not in used and p != "MEMORY.md"]
print(f"files {len(allfiles)} (root {len(roots)}+MEMORY.md, remnic {sum(p.startswith('facts/') for p in allfiles)}, "
      f"auto {sum(p.startswith('auto/') for p in allfiles)}); pairs {len(L['pairs'])}; cross-layout {cross}; "
      f"files in no pair {len(nopair)}")
for k in sorted(counts):
    print(f"  {k[0]:18} {k[1]:20} {counts[k]}")
print("ERRORS:" if errs else "OK", *errs, sep="\n  ")
sys.exit(1 if errs else 0)
