#!/usr/bin/env python3
"""Regenerate set45 store/ and labels.yaml from claims.py + content_*.py."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, P
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")
FLAT = {"reference_infra.md", "reference_glossary.md", "project_seller_kyc.md", "project_q4_roadmap.md"}

def sub(text):
    out = re.sub(r"<<(\w+)>>", lambda m: C[m.group(1)], text)
    assert "<<" not in out, out
    return out

files = {}
# root
for fn, d in ROOT.items():
    desc = d["desc"]
    if ": " in desc and fn not in FLAT:
        desc = json.dumps(desc, ensure_ascii=False)
    fm = "---\nname: %s\ndescription: %s\ntype: %s\n---\n" % (d["name"], desc, d["type"])
    files[fn] = fm + sub(d["body"]).rstrip("\n").lstrip("\n").join(["\n", "\n"])
# auto
for path, d in AUTO.items():
    title = json.dumps(d["title"], ensure_ascii=False) if ": " in d["title"] else d["title"]
    fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n" % (title, d["created"], ", ".join(d["tags"]))
    files[path] = fm + sub(d["body"]).strip("\n").join(["\n", "\n"])
# remnic facts
factmap = {}
for date, cat, tm, tags, body in FACTS:
    dt = datetime.strptime(date + " " + tm, "%Y-%m-%d %H:%M:%S.%f").replace(tzinfo=timezone.utc)
    ms = int(round(dt.timestamp() * 1000))
    text = sub(body)
    hx = hashlib.sha1((date + cat + text).encode()).hexdigest()[:4]
    stem = "%s-%d-%s" % (cat, ms, hx)
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)
    key = "facts/%s/%s" % (date, cat)
    assert key not in factmap, key
    path = "facts/%s/%s.md" % (date, stem)
    factmap[key] = path
    conf = 0.9 if cat == "fact" else 0.95
    fm = ("---\nid: %s\ncategory: %s\ncreated: %s\nupdated: %s\nsource: extraction\nconfidence: %s\n"
          "confidenceTier: explicit\ntags:\n%s\nstatus: active\n---\n") % (
          stem, cat, iso, iso, conf, "".join("  - %s\n" % t for t in tags).rstrip("\n"))
    files[path] = fm + "\n" + text.strip("\n") + "\n"
# MEMORY.md
groups = [("User", "user"), ("Feedback", "feedback"), ("Projects", "project"), ("Reference", "reference")]
lines = ["# Memory index", ""]
for title, typ in groups:
    lines.append("## " + title)
    for fn in sorted(ROOT):
        d = ROOT[fn]
        if d["type"] != typ:
            continue
        t = d["title"] or d["name"].split("-", 1)[1].replace("-", " ").capitalize()
        for w, W in (("Pci ", "PCI "), ("Pr ", "PR "), ("Sql ", "SQL "), ("db ", "DB "), ("Gdpr ", "GDPR "), ("Isbn ", "ISBN "),
                     ("isbn ", "ISBN "), ("k8s", "k8s"), ("Q4 ", "Q4 "), ("deps", "dependencies"), ("sla", "SLA"), ("Vat ", "VAT "), ("kyc", "KYC"), ("friday", "Friday")):
            t = t.replace(w, W)
        hook = d["hook"] or d["desc"]
        lines.append("- [%s](%s) — %s" % (t, fn, hook))
    lines.append("")
files["MEMORY.md"] = "\n".join(lines)

if os.path.isdir(STORE):
    shutil.rmtree(STORE)
for path, text in files.items():
    full = os.path.join(STORE, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8") as f:
        f.write(text)

# labels
def resolve(ref):
    return factmap.get(ref, ref)
out = ["now: 2026-11-28", "pairs:"]
for key, label, cls, f1, f2, note in P:
    f1, f2 = resolve(f1), resolve(f2)
    ca, cb = C[key + "a"], C[key + "b"]
    lines1 = files[f1].split("\n"); lines2 = files[f2].split("\n")
    if ca in lines1 and cb in lines2:
        fa, fb = f1, f2
    elif ca in lines2 and cb in lines1:
        fa, fb = f2, f1
    else:
        raise SystemExit("claims of %s not placed in %s / %s" % (key, f1, f2))
    pairs = sorted([(fa, ca), (fb, cb)])
    (pa, cla), (pb, clb) = pairs
    out += ["  - a: %s" % pa, "    b: %s" % pb, "    label: %s" % label, "    class: %s" % cls,
            "    claim_a: %s" % json.dumps(cla, ensure_ascii=False),
            "    claim_b: %s" % json.dumps(clb, ensure_ascii=False),
            "    note: %s" % json.dumps("%s: %s" % (key, note), ensure_ascii=False)]
with open(os.path.join(BASE, "labels.yaml"), "w", encoding="utf-8") as f:
    f.write("\n".join(out) + "\n")
print("files:", len(files), "pairs:", len(P))
