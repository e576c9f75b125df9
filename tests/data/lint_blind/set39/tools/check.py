"""Verify set39: paths, verbatim claims (exactly once, full line), frontmatter, remnic consistency,
a/b ordering, duplicates, label/class consistency and counts, MEMORY.md index, cross-layout count."""
import os, re, sys, calendar, time, collections
import yaml

BASE = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
STORE = os.path.join(BASE, "store")
FLAT = {"reference_seatdesk.md", "reference_tillsync.md", "reference_glossary.md", "reference_infra.md", "feedback_deploy_status.md"}
errs = []


def split(txt):
    assert txt.startswith("---\n")
    end = txt.index("\n---\n", 4)
    return txt[4:end], txt[end + 5:]


allfiles = []
for dp, dn, fn in os.walk(STORE):
    for f in fn:
        allfiles.append(os.path.relpath(os.path.join(dp, f), STORE))
roots = [f for f in allfiles if "/" not in f and f != "MEMORY.md"]
for rel in allfiles:
    if rel == "MEMORY.md":
        continue
    txt = open(os.path.join(STORE, rel)).read()
    fm, body = split(txt)
    try:
        d = yaml.safe_load(fm)
        if rel in FLAT:
            errs.append("expected non-strict YAML: " + rel)
    except yaml.YAMLError:
        if rel not in FLAT:
            errs.append("bad yaml " + rel)
        d = dict(l.split(": ", 1) for l in fm.splitlines())
    if "/" not in rel:
        if set(d) != {"name", "description", "type"} or d["type"] not in ("user", "feedback", "project", "reference"):
            errs.append("root fm " + rel)
        if not rel.startswith(d["type"] + "_"):
            errs.append("type prefix " + rel)
    elif rel.startswith("facts/"):
        m = re.fullmatch(r"facts/(\d{4}-\d{2}-\d{2})/(fact|preference|decision)-(\d{13})-([0-9a-f]{4})\.md", rel)
        if not m:
            errs.append("remnic name " + rel); continue
        stem = os.path.basename(rel)[:-3]
        ep = int(m.group(3))
        iso = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(ep / 1000)) + ".%03dZ" % (ep % 1000)
        if d["id"] != stem or d["category"] != m.group(2) or d["status"] != "active":
            errs.append("remnic fm " + rel)
        for k in ("created", "updated"):
            v = d[k] if isinstance(d[k], str) else d[k].strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"
            if v != iso or not v.startswith(m.group(1)):
                errs.append("remnic date %s %s" % (k, rel))
    elif rel.startswith("auto/"):
        if not {"title", "created", "tags"} <= set(d):
            errs.append("auto fm " + rel)
    else:
        errs.append("unexpected path " + rel)

idx = open(os.path.join(STORE, "MEMORY.md")).read()
linked = re.findall(r"\]\(([^)]+)\)", idx)
if sorted(linked) != sorted(roots):
    errs.append("MEMORY.md index mismatch")

L = yaml.safe_load(open(os.path.join(BASE, "labels.yaml")))
assert str(L["now"]) == "2026-11-28"
want = {"value_slot": 10, "role_slot": 10, "negation": 10, "stale_vs_change": 10, "refinement": 10,
        "other_subject": 10, "dated_history": 10, "agreeing_duplicate": 10, "negation_scope": 10}
cnt = collections.Counter(); seen = set(); cross = 0; inpair = set()
lay = lambda p: "facts" if p.startswith("facts/") else ("auto" if p.startswith("auto/") else "root")
for i, p in enumerate(L["pairs"]):
    a, b = p["a"], p["b"]
    cnt[p["class"]] += 1
    exp = "contradiction" if p["class"] in ("value_slot", "role_slot", "negation", "stale_vs_change") else "non_contradiction"
    if p["label"] != exp:
        errs.append("label/class %d" % i)
    if not a < b:
        errs.append("order %d" % i)
    if (a, b) in seen:
        errs.append("dup pair %s %s" % (a, b))
    seen.add((a, b))
    if lay(a) != lay(b):
        cross += 1
    for f, c in ((a, p["claim_a"]), (b, p["claim_b"])):
        fp = os.path.join(STORE, f)
        if not os.path.exists(fp):
            errs.append("missing " + f); continue
        inpair.add(f)
        body = split(open(fp).read())[1]
        n = body.splitlines().count(c)
        if n != 1:
            errs.append("claim x%d in %s: %s" % (n, f, c[:60]))
for k, v in want.items():
    if cnt[k] != v:
        errs.append("count %s %d" % (k, cnt[k]))
print("files:", len(allfiles), "root:", len(roots), "+MEMORY.md", "facts:", sum(f.startswith("facts/") for f in allfiles),
      "auto:", sum(f.startswith("auto/") for f in allfiles))
print("pairs:", len(L["pairs"]), dict(cnt), "cross-layout:", cross, "files in no pair:", len(allfiles) - 1 - len(inpair))
if cross < 40:
    errs.append("cross-layout < 40")
print("\n".join(errs) if errs else "OK")
sys.exit(1 if errs else 0)
