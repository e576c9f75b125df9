#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from content_*.py and claims.py."""
import calendar, datetime, hashlib, json, os, re, shutil, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from claims import PAIRS

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")
# descriptions left unquoted although they contain ": " (not strict YAML, on purpose)
FLAT_DESC = {"reference_milkrun.md", "reference_infra.md", "reference_glossary.md", "project_export_nl.md"}
MARK = re.compile(r"^§([A-Z]+[0-9]+[ab])§")

claims = {}  # id -> (relpath, line)

def strip_markers(rel, body):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            line = line[m.end():]
            if cid in claims:
                sys.exit(f"marker {cid} used twice")
            claims[cid] = (rel, line)
        out.append(line)
    return "\n".join(out)

def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)

def q(s):
    return json.dumps(s, ensure_ascii=False)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    index = {"user": [], "feedback": [], "project": [], "reference": []}
    for fn, name, desc, typ, title, hook, body in ROOT:
        d = desc if (fn in FLAT_DESC or ": " not in desc) else q(desc)
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        write(fn, fm + strip_markers(fn, body))
        index[typ].append(f"- [{title}]({fn}) — {hook}")
    mem = ["# Memory Index", ""]
    for typ, head in (("user", "People"), ("feedback", "Feedback"), ("project", "Projects"), ("reference", "Reference")):
        mem += [f"## {head}"] + sorted(index[typ]) + [""]
    write("MEMORY.md", "\n".join(mem))

    for slug, title, created, tags, body in AUTO:
        rel = f"auto/{slug}.md"
        t = q(title) if ": " in title else title
        fm = f"---\ntitle: {t}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        write(rel, fm + strip_markers(rel, body))

    seen = set()
    for date, time, cat, tags, body in FACTS:
        dt = datetime.datetime.strptime(f"{date} {time}", "%Y-%m-%d %H:%M:%S")
        h = hashlib.sha1(body.encode()).hexdigest()
        ms = calendar.timegm(dt.timetuple()) * 1000 + int(h[4:7], 16) % 1000
        stem = f"{cat}-{ms}-{h[:4]}"
        rel = f"facts/{date}/{stem}.md"
        assert rel not in seen; seen.add(rel)
        iso = dt.strftime("%Y-%m-%dT%H:%M:%S") + f".{ms % 1000:03d}Z"
        conf = 0.8 + (int(h[7:9], 16) % 16) / 100
        tier = "explicit" if conf >= 0.88 else "implied"
        fm = ["---", f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
              "source: extraction", f"confidence: {conf:.2f}", f"confidenceTier: {tier}", "tags:"]
        fm += [f"  - {t}" for t in tags] + ["status: active", "---", "", ""]
        write(rel, "\n".join(fm) + strip_markers(rel, body))

    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, note in PAIRS:
        ca, cb = claims.pop(pid + "a"), claims.pop(pid + "b")
        if ca[0] > cb[0]:
            ca, cb = cb, ca
        out += [f"  - a: {ca[0]}", f"    b: {cb[0]}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(ca[1])}", f"    claim_b: {q(cb[1])}", f"    note: {q(pid + ': ' + note)}"]
    if claims:
        sys.exit(f"unused markers: {sorted(claims)}")
    with open(os.path.join(BASE, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
