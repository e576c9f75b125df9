#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the content tables and the pair table."""
import json, os, random, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from pairs import PAIRS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^§([A-Za-z0-9]+)§ ")
FLAT_DESC = {"reference_lotbook.md", "reference_bidwire.md", "reference_settle.md", "reference_glossary.md"}

def strip_markers(path, body, claims):
    out = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            if cid in claims:
                sys.exit(f"claim {cid} placed twice")
            line = line[m.end():]
            claims[cid] = (path, line)
        out.append(line)
    return "\n".join(out) + "\n"

def yq(s):
    return json.dumps(s, ensure_ascii=False)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    claims = {}
    files = {}
    # root
    index = ["# Memory index", ""]
    groups = {"user": [], "feedback": [], "project": [], "reference": []}
    for fn, (name, desc, typ, title, hook, body) in ROOT.items():
        d = desc if fn in FLAT_DESC else yq(desc) if ": " in desc else desc
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        files[fn] = fm + strip_markers(fn, body, claims)
        groups[typ].append(f"- [{title}]({fn}) — {hook}")
    for g, head in (("user", "## User"), ("feedback", "## Feedback"), ("project", "## Project"), ("reference", "## Reference")):
        index += [head, ""] + groups[g] + [""]
    files["MEMORY.md"] = "\n".join(index)
    # auto
    for slug, (title, created, tags, body) in AUTO.items():
        p = f"auto/{slug}.md"
        fm = f"---\ntitle: {yq(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[p] = fm + f"# {title}\n\n" * (not body.lstrip().startswith("#")) + strip_markers(p, body, claims)
    # facts
    rng = random.Random(97)
    for date, cat, tags, body in FACTS:
        base = int(datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc).timestamp() * 1000)
        ms = base + rng.randint(7 * 3600_000, 19 * 3600_000) + rng.randint(0, 999)
        hx = f"{rng.randint(0, 0xffff):04x}"
        stem = f"{cat}-{ms}-{hx}"
        p = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        conf = rng.choice([0.82, 0.86, 0.9, 0.93, 0.95])
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        files[p] = fm + strip_markers(p, body, claims)
    for p, txt in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(txt)
    # labels
    used = set()
    lines = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, c1, c2, note in PAIRS:
        (p1, t1), (p2, t2) = claims[c1], claims[c2]
        used |= {c1, c2}
        if p1 > p2:
            (p1, t1), (p2, t2) = (p2, t2), (p1, t1)
        lines += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {yq(t1)}", f"    claim_b: {yq(t2)}", f"    note: {yq(pid + ': ' + note)}"]
    unused = set(claims) - used
    if unused:
        sys.exit(f"claims never used in a pair: {sorted(unused)}")
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
