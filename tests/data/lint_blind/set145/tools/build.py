#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set145 (Reedmere Fisheries) from the claim tables."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, CLASSES, NOTES, PAIRS
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
FLAT = {"reference_pegbook.md", "reference_infra.md", "reference_lakes.md", "reference_glossary.md"}
MARK = re.compile(r"@@([A-Z]+[0-9]+[ab])@@")
placed = {}

LINE = {}   # claim id -> the full body line it ends up on (this is what labels.yaml quotes)

def fill(path, body):
    out = []
    for ln in body.split("\n"):
        m = MARK.search(ln)
        if m:
            cid = m.group(1)
            if cid in placed:
                sys.exit("claim %s placed twice (%s, %s)" % (cid, placed[cid], path))
            text = C[cid]
            pre = ln[:m.start()]
            if pre.endswith("- ") and text.startswith("- "):
                pre = pre[:-2]
            ln = pre + text + ln[m.end():]
            placed[cid] = path
            LINE[cid] = ln.strip()
        out.append(ln)
    return "\n".join(out)

def yq(s):
    return json.dumps(s, ensure_ascii=False)

files = {}
# root auto-memory
for fn, (title, desc, typ, body) in ROOT.items():
    d = desc if (fn in FLAT or ": " not in desc) else yq(desc)
    slug = fn[:-3].replace("_", "-")
    fm = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n" % (slug, d, typ)
    files[fn] = fm + fill(fn, body)
mem = ["# Memory index", ""]
for fn in sorted(ROOT):
    title, desc, typ, body = ROOT[fn]
    mem.append("- [%s](%s) — %s" % (title, fn, desc))
files["MEMORY.md"] = "\n".join(mem) + "\n"
# free notes
for path, (title, created, tags, body) in AUTO.items():
    fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n" % (yq(title), created, ", ".join(tags))
    files[path] = fm + fill(path, body)
# remnic facts
for i, (date, cat, tags, body) in enumerate(FACTS):
    h = hashlib.sha256(("set145-%d-%s" % (i, body)).encode()).hexdigest()
    base = int(datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc).timestamp() * 1000)
    ms = base + 7 * 3600 * 1000 + int(h[:8], 16) % (13 * 3600 * 1000)
    stem = "%s-%d-%s" % (cat, ms, h[8:12])
    iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)
    conf = 0.85 + (int(h[12:14], 16) % 14) / 100
    fm = ["---", "id: %s" % stem, "category: %s" % cat, "created: %s" % iso, "updated: %s" % iso,
          "source: extraction", "confidence: %.2f" % conf,
          "confidenceTier: %s" % ("explicit" if conf >= 0.9 else "implied"), "tags:"]
    fm += ["  - %s" % t for t in tags] + ["status: active", "---", ""]
    path = "facts/%s/%s.md" % (date, stem)
    files[path] = "\n".join(fm) + "\n" + fill(path, body.strip("\n") + "\n")

missing = [c for c in C if c not in placed]
if missing:
    sys.exit("claims not placed: %s" % missing)
if os.path.isdir(STORE):
    shutil.rmtree(STORE)
for path, text in files.items():
    full = os.path.join(STORE, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as f:
        f.write(text)

ORDER = ["V", "R", "N", "S", "F", "O", "D", "A", "NS"]
def key(pid):
    pre = "NS" if pid.startswith("NS") else pid[0]
    return (ORDER.index(pre), int(pid[len(pre):]))
out = ["now: 2026-11-28", "pairs:"]
seen = {}
for pid in sorted(PAIRS, key=key):
    x, y = PAIRS[pid]
    fx, fy = placed[x], placed[y]
    if fx == fy:
        sys.exit("pair %s inside one file" % pid)
    if fy < fx:
        x, y, fx, fy = y, x, fy, fx
    if (fx, fy) in seen:
        sys.exit("pair %s repeats file pair of %s" % (pid, seen[(fx, fy)]))
    seen[(fx, fy)] = pid
    pre = "NS" if pid.startswith("NS") else pid[0]
    label, cls = CLASSES[pre]
    out += ["  - a: %s" % fx, "    b: %s" % fy, "    label: %s" % label, "    class: %s" % cls,
            "    claim_a: %s" % yq(LINE[x]), "    claim_b: %s" % yq(LINE[y]), "    note: %s" % yq("%s: %s" % (pid, NOTES[pid]))]
with open(os.path.join(OUT, "labels.yaml"), "w") as f:
    f.write("\n".join(out) + "\n")
print("files: %d (root %d incl. MEMORY.md, auto %d, facts %d); pairs: %d" % (
    len(files), len(ROOT) + 1, len(AUTO), len(FACTS), len(PAIRS)))
