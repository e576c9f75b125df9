#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from the content tables.

Claim lines are marked in the content with a leading `§ID[,ID...]§`; the marker is stripped and the
rest of the line is the verbatim claim. Each claim id is placed exactly once in the whole store.
"""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from claims import PAIRS

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
NOW = "2026-11-28"
# descriptions deliberately left unquoted although they contain ": " (not strict YAML)
FLAT = {"reference_flightdesk.md", "reference_permitrack.md", "reference_infra.md", "reference_glossary.md"}
MARK = re.compile(r"^§([A-Za-z0-9,]+)§")

claims = {}  # id -> (path, text)

def strip_markers(path, body):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            line = line[m.end():]
            for cid in m.group(1).split(","):
                if cid in claims:
                    sys.exit(f"claim {cid} placed twice")
                claims[cid] = (path, line)
        out.append(line)
    return "\n".join(out)

def q(s):
    return json.dumps(s, ensure_ascii=False)

def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    # root
    idx = ["# Memory index", ""]
    for fname in sorted(ROOT):
        r = ROOT[fname]
        desc = r["desc"] if (fname in FLAT or ": " not in r["desc"]) else q(r["desc"])
        body = strip_markers(fname, r["body"])
        write(fname, f"---\nname: {r['name']}\ndescription: {desc}\ntype: {r['type']}\n---\n\n{body}")
        idx.append(f"- [{r['title']}]({fname}) — {r['hook']}")
    write("MEMORY.md", "\n".join(idx) + "\n")
    # auto
    for slug in sorted(AUTO):
        a = AUTO[slug]
        rel = f"auto/{slug}.md"
        body = strip_markers(rel, a["body"])
        tags = "[" + ", ".join(a["tags"]) + "]"
        write(rel, f"---\ntitle: {q(a['title'])}\ncreated: {a['created']}\ntags: {tags}\n---\n\n{body}")
    # remnic facts
    for i, (date, cat, tags, body) in enumerate(FACTS):
        h = hashlib.md5(body.encode()).hexdigest()
        d = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        secs = 8 * 3600 + int(h[:6], 16) % (10 * 3600)
        ms = int(d.timestamp() * 1000) + secs * 1000 + int(h[6:9], 16) % 1000
        hex4 = h[-4:]
        stem = f"{cat}-{ms}-{hex4}"
        rel = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        text = strip_markers(rel, body)
        conf = 0.95 if cat == "decision" else (0.9 if cat == "fact" else 0.85)
        tier = "explicit" if cat != "preference" else "implied"
        fm = ["---", f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
              "source: extraction", f"confidence: {conf}", f"confidenceTier: {tier}", "tags:"]
        fm += [f"  - {t}" for t in tags]
        fm += ["status: active", "---", ""]
        write(rel, "\n".join(fm) + "\n" + text + "\n")
    # labels
    lines = [f"now: {NOW}", "pairs:"]
    for pid, label, cls, c1, c2, note in PAIRS:
        (p1, t1), (p2, t2) = claims[c1], claims[c2]
        if p1 == p2:
            sys.exit(f"{pid}: both claims in {p1}")
        if p2 < p1:
            (p1, t1), (p2, t2) = (p2, t2), (p1, t1)
        lines += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {q(t1)}", f"    claim_b: {q(t2)}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    used = {c for p in PAIRS for c in (p[3], p[4])}
    unused = set(claims) - used
    if unused:
        sys.exit(f"placed but unused claim ids: {sorted(unused)}")
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
