#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set81 from the content tables."""
import hashlib, json, os, re, shutil, sys, datetime
sys.path.insert(0, os.path.dirname(__file__))
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from pairs import PAIRS

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^\{([A-Z]+[0-9]+[ab])\}")

claims = {}  # id -> (relpath, line)

def strip_markers(rel, body):
    lines = []
    for ln in body.split("\n"):
        m = MARK.match(ln)
        if m:
            cid = m.group(1)
            ln = ln[m.end():]
            if cid in claims:
                sys.exit(f"claim {cid} placed twice")
            claims[cid] = (rel, ln)
        lines.append(ln)
    return "\n".join(lines).rstrip("\n") + "\n"

def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w") as f:
        f.write(text)

def yq(s):
    return json.dumps(s, ensure_ascii=False)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    flat = {"reference_infra.md", "reference_bases.md", "reference_glossary.md", "reference_crewapp.md"}
    index = []
    for fn, (name, desc, typ, title, hook, body) in ROOT.items():
        d = desc if fn in flat else yq(desc)
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        write(fn, fm + strip_markers(fn, body))
        index.append(f"- [{title}]({fn}) — {hook}")
    write("MEMORY.md", "\n".join(index) + "\n")
    for slug, (title, created, tags, body) in AUTO.items():
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {yq(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        write(rel, fm + strip_markers(rel, body))
    for i, (date, cat, tags, body) in enumerate(FACTS):
        h = hashlib.sha256(f"{date}{i}{body}".encode()).hexdigest()
        secs = int(h[:8], 16) % (13 * 3600) + 7 * 3600  # 07:00..20:00 UTC
        dt = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc) + datetime.timedelta(seconds=secs, milliseconds=int(h[8:11], 16) % 1000)
        ms = int(dt.timestamp() * 1000)
        stem = f"{cat}-{ms}-{h[12:16]}"
        rel = f"facts/{date}/{stem}.md"
        iso = dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        conf = 0.8 + (int(h[16:18], 16) % 18) / 100
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = ("---\n" f"id: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\n"
              "source: extraction\n" f"confidence: {conf:.2f}\nconfidenceTier: {tier}\ntags:\n"
              + "".join(f"  - {t}\n" for t in tags) + "status: active\n---\n\n")
        write(rel, fm + strip_markers(rel, body))
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    used = set()
    for pid, label, cls, c1, c2, note in PAIRS:
        for c in (c1, c2):
            if c not in claims:
                sys.exit(f"{pid}: claim {c} not placed")
            used.add(c)
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        if p2 < p1:
            (p1, l1), (p2, l2) = (p2, l2), (p1, l1)
        out += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {yq(l1)}", f"    claim_b: {yq(l2)}", f"    note: {yq(pid + ': ' + note)}"]
    unused = set(claims) - used
    if unused:
        sys.exit(f"placed but unused claims: {sorted(unused)}")
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {sum(len(fs) for _, _, fs in os.walk(STORE))} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
