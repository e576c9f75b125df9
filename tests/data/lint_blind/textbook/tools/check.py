#!/usr/bin/env python3
"""Throwaway consistency check for the textbook set. Prints counts; exits 1 on any problem."""
import collections
import os
import re
import sys

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(ROOT, "store")
errors = []
err = errors.append

CONTRA = {"value_slot", "role_slot", "negation", "stale_vs_change"}
NONC = {"refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"}
EVERYDAY = {"always_never", "do_dont", "prefer", "decided", "setting_value", "tool_role"}


def split(path):
    text = open(path, encoding="utf-8").read()
    m = re.match(r"---\n(.*?)\n---\n(.*)\Z", text, re.S)
    if not m:
        return None, None
    return m.group(1), [l for l in m.group(2).split("\n") if l.strip()]


# ---- files ----
files = []
for dp, _, fns in os.walk(STORE):
    for fn in fns:
        files.append(os.path.relpath(os.path.join(dp, fn), STORE))
mem_files = [f for f in files if f != "MEMORY.md"]
root_files = [f for f in mem_files if "/" not in f]
bodies = {}
flat = []
for rel in mem_files:
    fm, body = split(os.path.join(STORE, rel))
    if fm is None:
        err(f"{rel}: no frontmatter")
        continue
    bodies[rel] = body
    if not 1 <= len(body) <= 2:
        err(f"{rel}: body has {len(body)} lines")
    try:
        meta = yaml.safe_load(fm)
    except yaml.YAMLError:
        # allowed only for Claude Code files whose description carries an unquoted ': '
        dl = [l for l in fm.split("\n") if l.startswith("description: ")]
        ok = "/" not in rel and dl and ": " in dl[0][len("description: "):] and not dl[0][13:].startswith('"')
        if not ok:
            err(f"{rel}: YAML does not parse")
            continue
        flat.append(rel)
        v = dl[0][len("description: "):]
        meta = yaml.safe_load(fm.replace(dl[0], "description: " + yaml.safe_dump(v).strip().replace("\n...", "")))
    if "/" not in rel:
        for k in ("name", "description", "type"):
            if k not in meta:
                err(f"{rel}: missing {k}")
        if meta.get("type") not in {"user", "feedback", "project", "reference"}:
            err(f"{rel}: bad type")
        if not rel.startswith(meta.get("type", "?") + "_"):
            err(f"{rel}: file prefix != type")
        if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", str(meta.get("name"))):
            err(f"{rel}: name not a slug")
    else:
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/([a-z]+)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m:
            err(f"{rel}: bad remnic path")
            continue
        if meta.get("id") != os.path.basename(rel)[:-3]:
            err(f"{rel}: id mismatch")
        if meta.get("category") != m.group(2) or meta.get("status") != "active":
            err(f"{rel}: category/status")
        created = str(meta.get("created"))
        if not created.startswith(m.group(1)):
            err(f"{rel}: created {created} not in folder date")
        for k in ("updated", "source", "confidence", "confidenceTier", "tags"):
            if k not in meta:
                err(f"{rel}: missing {k}")

# ---- MEMORY.md ----
idx = open(os.path.join(STORE, "MEMORY.md"), encoding="utf-8").read().split("\n")
if idx[0] != "# Memory Index":
    err("MEMORY.md header")
listed = set()
for l in idx[1:]:
    if not l.strip():
        continue
    m = re.fullmatch(r"- \[[^\]]+\]\(([^)]+)\) — .+", l)
    if not m:
        err(f"MEMORY.md bad line: {l}")
    else:
        listed.add(m.group(1))
if listed != set(root_files):
    err(f"MEMORY.md mismatch: missing {set(root_files) - listed}, extra {listed - set(root_files)}")

# ---- labels ----
L = yaml.safe_load(open(os.path.join(ROOT, "labels.yaml"), encoding="utf-8"))
if str(L.get("now")) != "2026-11-28":
    err("now")
pairs = L["pairs"]
seen = set()
used = collections.Counter()
cnt = collections.Counter()
ev = collections.Counter()
lay = collections.Counter()
for i, p in enumerate(pairs):
    a, b = p["a"], p["b"]
    for side in ("a", "b"):
        if p[side] not in bodies:
            err(f"pair {i}: {p[side]} missing")
    if (os.path.basename(a), a) >= (os.path.basename(b), b):
        err(f"pair {i}: order {a} {b}")
    key = frozenset((a, b))
    if key in seen:
        err(f"pair {i}: duplicate")
    seen.add(key)
    used[a] += 1
    used[b] += 1
    if a in bodies and p["claim_a"] not in bodies[a]:
        err(f"pair {i}: claim_a not verbatim line of {a}")
    if b in bodies and p["claim_b"] not in bodies[b]:
        err(f"pair {i}: claim_b not verbatim line of {b}")
    lab, cls = p["label"], p["class"]
    if not ((lab == "contradiction" and cls in CONTRA) or (lab == "non_contradiction" and cls in NONC)):
        err(f"pair {i}: label/class {lab}/{cls}")
    if "everyday" in p:
        if p["everyday"] not in EVERYDAY or lab != "contradiction":
            err(f"pair {i}: everyday {p['everyday']}")
        ev[p["everyday"]] += 1
    cnt[lab] += 1
    cnt[cls] += 1
    la = "cc" if "/" not in a else "remnic"
    lb = "cc" if "/" not in b else "remnic"
    lay["+".join(sorted((la, lb)))] += 1
for f in mem_files:
    if used[f] != 1:
        err(f"{f}: used in {used[f]} pairs")

if len(pairs) < 150: err("fewer than 150 pairs")
if cnt["contradiction"] < 90: err("fewer than 90 contradictions")
if cnt["non_contradiction"] < 55: err("fewer than 55 non-contradictions")
for c in CONTRA | NONC:
    if cnt[c] < 8: err(f"class {c} has {cnt[c]}")
for e in EVERYDAY:
    if ev[e] < 8: err(f"everyday {e} has {ev[e]}")

print("pairs:", len(pairs), "files:", len(mem_files), "(cc root:", len(root_files), ", remnic:", len(mem_files) - len(root_files), ")")
print("labels:", {k: cnt[k] for k in ("contradiction", "non_contradiction")})
print("classes:", {c: cnt[c] for c in sorted(CONTRA | NONC)})
print("everyday:", dict(sorted(ev.items())))
print("layouts:", dict(lay))
print("flat (unquoted ': ') descriptions:", len(flat), flat)
if errors:
    print("\nERRORS:")
    print("\n".join(errors))
    sys.exit(1)
print("OK")
