#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from claims.py + content_*.py."""
import json, os, random, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, PAIRS
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"@@([A-Z]+[0-9]+[ab])@@")

def fill(body, path, where):
    def rep(m):
        cid = m.group(1)
        if cid not in CLAIMS:
            sys.exit("unknown claim %s in %s" % (cid, path))
        if cid in where:
            sys.exit("claim %s placed twice (%s, %s)" % (cid, where[cid], path))
        where[cid] = path
        return CLAIMS[cid]
    return MARK.sub(rep, body)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    files, where = {}, {}
    # root
    order = {"user": 0, "feedback": 1, "project": 2, "reference": 3}
    for path, (title, name, desc, typ, body) in ROOT.items():
        fm = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n" % (name, desc, typ)
        files[path] = fm + fill(body, path, where)
    idx = ["# Memory index", ""]
    for typ, head in (("user", "User"), ("feedback", "Feedback"), ("project", "Projects"), ("reference", "Reference")):
        idx.append("## " + head)
        for path in sorted(p for p in ROOT if ROOT[p][3] == typ):
            idx.append("- [%s](%s) — %s" % (ROOT[path][0], path, ROOT[path][2]))
        idx.append("")
    files["MEMORY.md"] = "\n".join(idx)
    # auto
    for path, (title, created, tags, body) in AUTO.items():
        fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n" % (title, created, ", ".join(tags))
        files[path] = fm + fill(body, path, where)
    # remnic
    rnd = random.Random(143)
    for date, cat, conf, tags, body in FACTS:
        d = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        ms = int(d.timestamp() * 1000) + rnd.randint(7 * 3600, 19 * 3600) * 1000 + rnd.randint(0, 999)
        hx = "%04x" % rnd.randint(0, 0xFFFF)
        fid = "%s-%d-%s" % (cat, ms, hx)
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = ("---\nid: %s\ncategory: %s\ncreated: %s\nupdated: %s\nsource: extraction\nconfidence: %s\n"
              "confidenceTier: %s\ntags:\n%s\nstatus: active\n---\n\n") % (
              fid, cat, iso, iso, conf, tier, "\n".join("  - " + t for t in tags))
        path = "facts/%s/%s.md" % (date, fid)
        files[path] = fm + fill(body, path, where)
    unused = set(CLAIMS) - set(where)
    if unused:
        sys.exit("claims not placed: %s" % sorted(unused))
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(text if text.endswith("\n") else text + "\n")
    # labels
    q = lambda s: json.dumps(s, ensure_ascii=False)
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, c1, c2, note in PAIRS:
        p1, p2 = where[c1], where[c2]
        if p1 > p2:
            p1, p2, c1, c2 = p2, p1, c2, c1
        out += ["  - a: %s" % p1, "    b: %s" % p2, "    label: %s" % label, "    class: %s" % cls,
                "    claim_a: %s" % q(CLAIMS[c1]), "    claim_b: %s" % q(CLAIMS[c2]),
                "    note: %s" % q("%s: %s" % (pid, note))]
    with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(out) + "\n")
    print("wrote %d files, %d pairs" % (len(files), len(PAIRS)))

if __name__ == "__main__":
    main()
