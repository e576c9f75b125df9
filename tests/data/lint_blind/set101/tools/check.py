#!/usr/bin/env python3
"""Validate set101 store/ and labels.yaml."""
import os, re, sys, collections
import yaml

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(OUT, "store")
FLAT = {"reference_grantdesk.md", "reference_infra.md", "reference_glossary.md", "reference_environments.md"}
EXPECT = {("contradiction", c): 10 for c in ("value_slot", "role_slot", "negation", "stale_vs_change")}
EXPECT.update({("non_contradiction", c): 10 for c in
               ("refinement", "other_subject", "dated_history", "agreeing_duplicate", "negation_scope")})
errors = []

def split(text):
    if text.startswith("---\n"):
        end = text.index("\n---\n", 4)
        return text[4:end], text[end + 5:]
    return None, text

def body_lines(body):
    lines, fence = [], False
    for ln in body.split("\n"):
        if ln.strip().startswith("```"):
            fence = not fence
            continue
        if not fence:
            lines.append(ln)
    return lines

files = []
for root, _, fs in os.walk(STORE):
    for f in fs:
        files.append(os.path.relpath(os.path.join(root, f), STORE))
rootfiles = sorted(f for f in files if "/" not in f and f != "MEMORY.md")

for f in files:
    if f == "MEMORY.md":
        continue
    fm, _ = split(open(os.path.join(STORE, f)).read())
    if fm is None:
        errors.append(f"{f}: no frontmatter"); continue
    try:
        d = yaml.safe_load(fm)
        if f in FLAT:
            errors.append(f"{f}: expected flat (non-strict) description but YAML parsed")
            continue
    except yaml.YAMLError:
        if f not in FLAT:
            errors.append(f"{f}: frontmatter does not parse")
        continue
    if "/" not in f:
        if set(d) != {"name", "description", "type"} or d["type"] not in ("user", "feedback", "project", "reference"):
            errors.append(f"{f}: bad root frontmatter {d}")
        if d["name"] != f[:-3].split("_", 1)[1].replace("_", "-"):
            errors.append(f"{f}: name mismatch")
    elif f.startswith("facts/"):
        stem = os.path.basename(f)[:-3]
        if not re.fullmatch(r"(fact|preference|decision)-\d{13}-[0-9a-f]{4}", stem) or d.get("id") != stem:
            errors.append(f"{f}: bad remnic name/id")
        if d.get("category") != stem.split("-")[0] or d.get("status") != "active":
            errors.append(f"{f}: bad remnic category/status")
        if not str(d.get("created", "")).startswith(f.split("/")[1]):
            errors.append(f"{f}: created does not match folder date")
    elif f.startswith("auto/"):
        if not {"title", "created", "tags"} <= set(d):
            errors.append(f"{f}: missing title/created/tags")
    else:
        errors.append(f"{f}: unexpected location")

idx = re.findall(r"^- \[[^\]]+\]\(([^)]+)\) — .+$", open(os.path.join(STORE, "MEMORY.md")).read(), re.M)
if sorted(idx) != rootfiles:
    errors.append(f"MEMORY.md index mismatch: {set(idx) ^ set(rootfiles)}")

lab = yaml.safe_load(open(os.path.join(OUT, "labels.yaml")))
if str(lab["now"]) != "2026-11-28":
    errors.append("now != 2026-11-28")
seen, counts, ids = set(), collections.Counter(), set()
for p in lab["pairs"]:
    pid = p["note"].split(":")[0]
    if pid in ids: errors.append(f"duplicate id {pid}")
    ids.add(pid)
    if not p["a"] < p["b"]:
        errors.append(f"{pid}: a/b order")
    if (p["a"], p["b"]) in seen:
        errors.append(f"{pid}: duplicate file pair")
    seen.add((p["a"], p["b"]))
    counts[(p["label"], p["class"])] += 1
    for k in ("a", "b"):
        path = os.path.join(STORE, p[k])
        if not os.path.exists(path):
            errors.append(f"{pid}: missing {p[k]}"); continue
        _, body = split(open(path).read())
        claim = p["claim_" + k]
        n = body_lines(body).count(claim)
        if n != 1:
            errors.append(f"{pid}: claim_{k} found {n}x as a full body line of {p[k]}")
if dict(counts) != EXPECT:
    errors.append(f"class counts {dict(counts)}")
cross = sum(1 for p in lab["pairs"] if p["a"].split("/")[0] != p["b"].split("/")[0] or
            ("/" in p["a"]) != ("/" in p["b"]))
print(f"files: {len(files)} (root {len(rootfiles)}+MEMORY.md, facts {sum(f.startswith('facts/') for f in files)}, "
      f"auto {sum(f.startswith('auto/') for f in files)}); pairs: {len(lab['pairs'])}; cross-layout: {cross}")
for k, v in sorted(counts.items()):
    print(f"  {k[0]:17s} {k[1]:18s} {v}")
if errors:
    print("FAIL"); print("\n".join(errors)); sys.exit(1)
print("OK")
