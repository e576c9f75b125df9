#!/usr/bin/env python3
"""Validate ../store and ../labels.yaml."""
import os, re, sys, yaml, collections
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__))); STORE = os.path.join(ROOT, "store")
FLAT = {"reference_sweepbook.md", "reference_certify.md", "reference_stovequote.md", "reference_vanstock.md"}
errs = []
def split(text):
    m = re.match(r"^---\n(.*?)\n---\n(.*)$", text, re.S)
    return (m.group(1), m.group(2)) if m else (None, text)
def body_lines(body):
    out, fence = [], False
    for l in body.split("\n"):
        if l.startswith("```"): fence = not fence; continue
        if not fence: out.append(l)
    return out
files = sorted(os.path.relpath(os.path.join(d, f), STORE) for d, _, fs in os.walk(STORE) for f in fs)
for f in files:
    if f == "MEMORY.md": continue
    fm, body = split(open(os.path.join(STORE, f)).read())
    if fm is None: errs.append(f"{f}: no frontmatter"); continue
    try:
        y = yaml.safe_load(fm); assert isinstance(y, dict)
    except Exception:
        if f in FLAT and all(re.match(r"^[a-z]+: ", l) for l in fm.split("\n")): continue
        errs.append(f"{f}: frontmatter does not parse"); continue
    if "/" not in f and not (set(y) >= {"name", "description", "type"} and y["type"] in ("user", "feedback", "project", "reference")): errs.append(f"{f}: root keys")
    if f.startswith("facts/") and (y.get("id") != os.path.basename(f)[:-3] or y.get("category") not in ("fact", "preference", "decision")): errs.append(f"{f}: remnic keys")
    if f.startswith("auto/") and not set(y) >= {"title", "created", "tags"}: errs.append(f"{f}: auto keys")
roots = {f for f in files if "/" not in f and f != "MEMORY.md"}
idx = set(re.findall(r"\]\(([^)]+)\)", open(os.path.join(STORE, "MEMORY.md")).read()))
if idx != roots: errs.append(f"MEMORY.md index mismatch: {idx ^ roots}")
L = yaml.safe_load(open(os.path.join(ROOT, "labels.yaml")))
assert str(L["now"]) == "2026-11-28"
seen, cnt = set(), collections.Counter()
for i, p in enumerate(L["pairs"]):
    a, b = p["a"], p["b"]
    if not a < b: errs.append(f"pair {i}: a/b order")
    if (a, b) in seen: errs.append(f"pair {i}: duplicate file pair")
    seen.add((a, b)); cnt[(p["label"], p["class"])] += 1
    for side in "ab":
        path = os.path.join(STORE, p[side])
        if not os.path.exists(path): errs.append(f"pair {i}: missing {p[side]}"); continue
        fm, body = split(open(path).read())
        all_lines = body.split("\n"); lines = body_lines(body)
        c = p["claim_" + side]
        if all_lines.count(c) != 1: errs.append(f"{p['note'][:5]}: claim_{side} occurs {all_lines.count(c)}x in {p[side]}")
        elif lines.count(c) != 1: errs.append(f"{p['note'][:5]}: claim_{side} is inside a code fence")
        if not c.strip(): errs.append(f"pair {i}: empty claim")
    if not re.match(r"^[A-Z]+\d+: ", p["note"]): errs.append(f"pair {i}: note id")
want = {("contradiction", c): 10 for c in ("value_slot", "role_slot", "negation", "stale_vs_change")}
want.update({("non_contradiction", c): 10 for c in ("refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope")})
if dict(cnt) != want: errs.append(f"class counts {dict(cnt)}")
cross = sum(1 for p in L["pairs"] if (p["a"].split("/")[0] if "/" in p["a"] else "root") != (p["b"].split("/")[0] if "/" in p["b"] else "root"))
print(f"files: {len(files)}; pairs: {len(L['pairs'])}; cross-layout: {cross}")
for k, v in sorted(cnt.items()): print(f"  {k[0]:18} {k[1]:20} {v}")
print("\n".join(errs) if errs else "OK: all checks passed"); sys.exit(1 if errs else 0)
