#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content.py (file bodies with @ID@ claim markers) and claims.py."""
import os, re, random, shutil, datetime, json, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content import ROOT, AUTO, FACTS
from claims import PAIRS
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
NOW = "2026-11-28"
FLAT = {"reference_lanternbook.md", "reference_cellarwatch.md", "reference_shiftboard.md", "reference_website.md"}
MARK = re.compile(r"^@([A-Z]+\d+[ab])@")

def yq(s):
    return json.dumps(s, ensure_ascii=False)

def strip(body, path, claims):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1); line = line[m.end():]
            assert cid not in claims, cid
            claims[cid] = (path, line)
        out.append(line)
    return "\n".join(out)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    claims = {}
    files = {}
    # root
    for fn, (name, desc, typ, title, hook, body) in ROOT.items():
        text = strip(body, fn, claims)
        d = desc if fn in FLAT else (desc if ": " not in desc and not desc.startswith(("'", '"')) else yq(desc))
        files[fn] = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n{text}"
    idx = ["# Memory index", ""]
    for t in ("user", "feedback", "project", "reference"):
        idx.append(f"## {t.capitalize()}")
        for fn in sorted(ROOT):
            if ROOT[fn][2] == t:
                idx.append(f"- [{ROOT[fn][3]}]({fn}) — {ROOT[fn][4]}")
        idx.append("")
    files["MEMORY.md"] = "\n".join(idx)
    # auto
    for slug, (title, created, tags, body) in AUTO.items():
        p = f"auto/{slug}.md"
        text = strip(body, p, claims)
        files[p] = f"---\ntitle: {yq(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n{text}"
    # remnic facts
    rnd = random.Random(164)
    for key, date, cat, tags, body in FACTS:
        d = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
        t = d + datetime.timedelta(seconds=rnd.randint(7 * 3600, 22 * 3600), milliseconds=rnd.randint(0, 999))
        ms = int(t.timestamp() * 1000)
        hx = "%04x" % rnd.randint(0, 0xFFFF)
        stem = f"{cat}-{ms}-{hx}"
        p = f"facts/{date}/{stem}.md"
        text = strip(body, p, claims)
        iso = t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)
        conf = rnd.choice([0.85, 0.9, 0.92, 0.95])
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = [f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}", "source: extraction",
              f"confidence: {conf}", f"confidenceTier: {tier}", "tags:"] + [f"  - {x}" for x in tags] + ["status: active"]
        files[p] = "---\n" + "\n".join(fm) + "\n---\n\n" + text
    for p, text in files.items():
        fp = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(fp), exist_ok=True)
        with open(fp, "w") as f:
            f.write(text)
    # labels
    used = set()
    lines = [f"now: {NOW}", "pairs:"]
    for pid, label, cls, c1, c2, note in PAIRS:
        for c in (c1, c2):
            assert c in claims, c
            assert c not in used, c
            used.add(c)
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        if p2 < p1:
            (p1, l1), (p2, l2) = (p2, l2), (p1, l1)
        lines += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {yq(l1)}", f"    claim_b: {yq(l2)}", f"    note: {yq(pid + ': ' + note)}"]
    unused = set(claims) - used
    assert not unused, unused
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
