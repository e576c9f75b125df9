#!/usr/bin/env python3
"""Verify store/ and labels.yaml of set38."""
import os, re, sys, yaml, datetime, collections
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(ROOT, "store")
FLAT = {"reference_callboard.md", "reference_rotaman.md", "reference_infra.md", "project_crewpad_rollout.md",
        "reference_glossary.md", "feedback_prod_safety.md", "reference_nhs_contracts.md"}
EXPECT = {("contradiction", c): 10 for c in ("value_slot", "role_slot", "negation", "stale_vs_change")}
EXPECT.update({("non_contradiction", c): 10 for c in ("refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope")})
errs = []
def err(m): errs.append(m)

def split_fm(text):
    assert text.startswith("---\n")
    end = text.index("\n---\n", 4)
    return text[4:end], text[end + 5:]

files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
for rel in files:
    text = open(os.path.join(STORE, rel)).read()
    if rel == "MEMORY.md":
        continue
    fmtext, body = split_fm(text)
    if "/" not in rel:
        if rel in FLAT:
            try:
                yaml.safe_load(fmtext); err(f"{rel}: expected non-strict YAML description")
            except yaml.YAMLError:
                pass
            fm = dict(l.split(": ", 1) for l in fmtext.splitlines())
        else:
            fm = yaml.safe_load(fmtext)
        if set(fm) != {"name", "description", "type"}: err(f"{rel}: keys {set(fm)}")
        if fm["type"] not in ("user", "feedback", "project", "reference") or not rel.startswith(fm["type"] + "_"):
            err(f"{rel}: type {fm['type']}")
    elif rel.startswith("auto/"):
        fm = yaml.safe_load(fmtext)
        if set(fm) != {"title", "created", "tags"}: err(f"{rel}: auto keys")
    elif rel.startswith("facts/"):
        fm = yaml.safe_load(fmtext)
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m: err(f"{rel}: remnic path"); continue
        date, cat, epoch, _ = m.groups()
        stem = os.path.basename(rel)[:-3]
        if fm.get("id") != stem: err(f"{rel}: id")
        if fm.get("category") != cat: err(f"{rel}: category")
        if fm.get("status") != "active": err(f"{rel}: status")
        ts = datetime.datetime.fromtimestamp(int(epoch) / 1000, datetime.timezone.utc)
        for k in ("created", "updated"):
            v = fm.get(k)
            v = v if isinstance(v, datetime.datetime) else datetime.datetime.fromisoformat(str(v).replace("Z", "+00:00"))
            if v.astimezone(datetime.timezone.utc) != ts: err(f"{rel}: {k} != epoch")
        if ts.strftime("%Y-%m-%d") != date: err(f"{rel}: folder date != epoch date")
    else:
        err(f"unexpected file {rel}")

# MEMORY.md indexes every root file
roots = [f for f in files if "/" not in f and f != "MEMORY.md"]
idx = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"\]\(([^)]+)\)", idx)
if sorted(linked) != sorted(roots): err("MEMORY.md index mismatch")

lab = yaml.safe_load(open(os.path.join(ROOT, "labels.yaml")))
if str(lab["now"]) != "2026-11-28": err("now")
counts = collections.Counter()
seen = set(); cross = 0; paired = set()
def layout(p): return "remnic" if p.startswith("facts/") else "auto" if p.startswith("auto/") else "root"
for i, p in enumerate(lab["pairs"]):
    a, b = p["a"], p["b"]
    counts[(p["label"], p["class"])] += 1
    if not a < b: err(f"pair {i}: a/b order")
    if (a, b) in seen: err(f"pair {i}: duplicate")
    seen.add((a, b)); paired |= {a, b}
    cross += layout(a) != layout(b)
    for f, c in ((a, p["claim_a"]), (b, p["claim_b"])):
        fp = os.path.join(STORE, f)
        if not os.path.exists(fp): err(f"pair {i}: missing {f}"); continue
        _, body = split_fm(open(fp).read())
        n = body.splitlines().count(c)
        if n != 1: err(f"pair {i}: claim found {n}x in {f}: {c!r}")
if dict(counts) != EXPECT: err(f"counts {dict(counts)}")
print(f"files: {len(files)} (root {len(roots)}+MEMORY.md, remnic {sum(f.startswith('facts/') for f in files)}, auto {sum(f.startswith('auto/') for f in files)})")
print(f"pairs: {len(lab['pairs'])}, cross-layout: {cross}, files in no pair: {len(set(files) - paired - {'MEMORY.md'})}")
for k, v in sorted(counts.items()): print(f"  {k[0]:18} {k[1]:20} {v}")
if errs:
    print("\n".join("ERROR " + e for e in errs)); sys.exit(1)
print("OK")
