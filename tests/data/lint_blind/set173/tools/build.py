#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content_root.py, content_notes.py and claims.py.

Claim lines are written in the content files with a leading `@@ID@@ ` marker; the marker is
stripped on output and the line is recorded as claim ID in that file.
"""
import datetime, hashlib, json, os, re, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from content_root import ROOT
from content_notes import FACTS, AUTO
from claims import PAIRS

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
NOW = "2026-11-28"
# descriptions deliberately left as flat (unquoted) YAML with ": " inside
FLAT = {"reference_harvestlog.md", "reference_depurate.md", "reference_orderdesk.md",
        "reference_tiderota.md", "user_morag.md"}
MARK = re.compile(r"^@@([A-Za-z0-9]+)@@ ")

claims = {}  # id -> (relpath, line)

def strip_markers(rel, body):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            line = line[m.end():]
            if cid in claims:
                sys.exit(f"claim id {cid} placed twice")
            claims[cid] = (rel, line)
        out.append(line)
    return "\n".join(out).strip("\n") + "\n"

def q(s):
    return json.dumps(s, ensure_ascii=False)

def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as fh:
        fh.write(text)

def main():
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    # root files
    index = []
    for fn, (name, desc, typ, title, hook, body) in ROOT.items():
        d = desc if fn in FLAT or ": " not in desc else q(desc)
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        write(fn, fm + strip_markers(fn, body))
        index.append(f"- [{title}]({fn}) — {hook}")
    write("MEMORY.md", "\n".join(index) + "\n")
    # remnic facts
    seen = set()
    for date, cat, tags, body in FACTS:
        h = hashlib.md5((date + body).encode()).hexdigest()
        day = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
        secs = 7 * 3600 + int(h[4:10], 16) % (12 * 3600)
        ts = day + datetime.timedelta(seconds=secs, milliseconds=int(h[10:13], 16) % 1000)
        epoch = int(ts.timestamp() * 1000)
        stem = f"{cat}-{epoch}-{h[:4]}"
        rel = f"facts/{date}/{stem}.md"
        assert rel not in seen; seen.add(rel)
        iso = ts.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ts.microsecond // 1000:03d}Z"
        conf = 0.8 + (int(h[13:15], 16) % 16) / 100
        tier = "explicit" if conf >= 0.88 else "implied"
        fm = ["---", f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
              "source: extraction", f"confidence: {conf:.2f}", f"confidenceTier: {tier}", "tags:"]
        fm += [f"  - {t}" for t in tags]
        fm += ["status: active", "---", ""]
        write(rel, "\n".join(fm) + "\n" + strip_markers(rel, body))
    # free notes
    for slug, (title, created, tags, body) in AUTO.items():
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        write(rel, fm + strip_markers(rel, body))
    # labels
    used = set()
    out = [f"now: {NOW}", "pairs:"]
    for pid, label, cls, c1, c2, note in PAIRS:
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        used.update([c1, c2])
        if p1 > p2:
            (p1, l1), (p2, l2) = (p2, l2), (p1, l1)
        out += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(l1)}", f"    claim_b: {q(l2)}", f"    note: {q(pid + ': ' + note)}"]
    unused = set(claims) - used
    if unused:
        sys.exit(f"claim ids placed but unused: {sorted(unused)}")
    with open(os.path.join(BASE, "labels.yaml"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(out) + "\n")
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
