#!/usr/bin/env python3
"""Verify set47: store/ layout, labels.yaml claims and counts."""
import os, re, sys, datetime, collections
import yaml
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(ROOT, "store")
FLAT = {"reference_stockroom.md", "reference_voucherd.md", "reference_glossary.md", "project_voucher_v2.md"}
EXPECT = {("contradiction", c): 10 for c in ["value_slot", "role_slot", "negation", "stale_vs_change"]}
EXPECT.update({("non_contradiction", c): 10 for c in ["refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]})
errs = []
def err(m): errs.append(m)

def split(text):
    if not text.startswith("---\n"):
        return None, text
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
bodies = {}
for p in files:
    t = open(os.path.join(STORE, p)).read()
    if p == "MEMORY.md":
        bodies[p] = t; continue
    fm, body = split(t)
    bodies[p] = body
    if fm is None:
        err(f"{p}: no frontmatter"); continue
    if p.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", p)
        if not m: err(f"{p}: bad remnic path"); continue
        d = yaml.safe_load(fm)
        stem = os.path.basename(p)[:-3]
        if d.get("id") != stem: err(f"{p}: id != stem")
        if d.get("category") != m.group(2): err(f"{p}: category mismatch")
        if d.get("status") != "active": err(f"{p}: status")
        ep = int(m.group(3))
        dt = datetime.datetime.fromtimestamp(ep / 1000, datetime.timezone.utc)
        if dt.strftime("%Y-%m-%d") != m.group(1): err(f"{p}: epoch date != folder")
        iso = dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ep % 1000:03d}Z"
        for k in ("created", "updated"):
            v = d.get(k)
            v = v.strftime("%Y-%m-%dT%H:%M:%S.") + f"{v.microsecond // 1000:03d}Z" if isinstance(v, datetime.datetime) else v
            if v != iso: err(f"{p}: {k} {v} != {iso}")
    elif p.startswith("auto/"):
        d = yaml.safe_load(fm)
        if not (d.get("title") and d.get("created") and isinstance(d.get("tags"), list)): err(f"{p}: auto frontmatter")
    else:
        m = re.fullmatch(r"(user|feedback|project|reference)_[a-z0-9_]+\.md", p)
        if not m: err(f"{p}: bad root name"); continue
        if p in FLAT:
            lines = dict(l.split(": ", 1) for l in fm.splitlines())
            if ": " not in lines.get("description", ""): err(f"{p}: flat description lost its ': '")
            try:
                yaml.safe_load(fm); err(f"{p}: flat description unexpectedly parses")
            except yaml.YAMLError:
                pass
        else:
            lines = yaml.safe_load(fm)
        if lines.get("type") != m.group(1): err(f"{p}: type mismatch")
        if not lines.get("name") or not lines.get("description"): err(f"{p}: name/description missing")

# MEMORY.md index
idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", bodies["MEMORY.md"], re.M)
roots = [p for p in files if "/" not in p and p != "MEMORY.md"]
if sorted(idx) != sorted(roots): err("MEMORY.md does not index exactly the root files")

L = yaml.safe_load(open(os.path.join(ROOT, "labels.yaml")))
if str(L.get("now")) != "2026-11-28": err("now")
cnt = collections.Counter(); seen = set(); cross = 0; paired = set()
lay = lambda p: p.split("/")[0] if "/" in p else "root"
for i, pr in enumerate(L["pairs"]):
    a, b = pr["a"], pr["b"]
    for k in ("a", "b"):
        if pr[k] not in bodies: err(f"pair {i}: missing file {pr[k]}")
    if not a < b: err(f"pair {i}: a/b order")
    if (a, b, pr["claim_a"], pr["claim_b"]) in seen: err(f"pair {i}: duplicate")
    seen.add((a, b, pr["claim_a"], pr["claim_b"]))
    for f, c in ((a, pr["claim_a"]), (b, pr["claim_b"])):
        n = bodies.get(f, "").splitlines().count(c)
        if n != 1: err(f"pair {i}: claim occurs {n}x as a full body line in {f}: {c[:60]}")
    want = "contradiction" if pr["class"] in ("value_slot", "role_slot", "negation", "stale_vs_change") else "non_contradiction"
    if pr["label"] != want: err(f"pair {i}: label/class mismatch")
    cnt[(pr["label"], pr["class"])] += 1
    cross += lay(a) != lay(b)
    paired |= {a, b}
if dict(cnt) != EXPECT: err(f"counts {dict(cnt)}")
if cross < 40: err(f"only {cross} cross-layout pairs")
print(f"files: {len(files)} (root {len(roots)} + MEMORY.md, remnic {sum(p.startswith('facts/') for p in files)}, auto {sum(p.startswith('auto/') for p in files)})")
print(f"pairs: {len(L['pairs'])}, cross-layout: {cross}, files in no pair: {len([p for p in files if p not in paired and p != 'MEMORY.md'])}")
for k, v in sorted(cnt.items()): print(f"  {k[0]:18} {k[1]:20} {v}")
if errs:
    print("\n".join("ERROR " + e for e in errs)); sys.exit(1)
print("OK")
