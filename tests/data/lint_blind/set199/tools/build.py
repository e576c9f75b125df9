#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the claim table (claims.py) and file bodies (content_*.py)."""
import datetime, hashlib, json, os, re, shutil, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, PAIRS
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
NOW = "2026-11-28"
MARK = re.compile(r"^@@([A-Z0-9]+[xy])@@$")

def fact_path(i, date, cat, body):
    h = hashlib.md5(("%d|%s|%s" % (i, date, body)).encode()).hexdigest()
    secs = 7 * 3600 + int(h[:6], 16) % (11 * 3600)   # between 07:00 and 18:00 UTC
    d = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
    t = d + datetime.timedelta(seconds=secs, milliseconds=int(h[6:9], 16) % 1000)
    ms = int(t.timestamp() * 1000)
    stem = "%s-%d-%s" % (cat, ms, h[-4:])
    return "facts/%s/%s.md" % (date, stem), stem, t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)

def main():
    files = {}   # path -> text with markers
    for path, r in ROOT.items():
        fm = "---\nname: %s\ndescription: %s\ntype: %s\n---\n" % (r["name"], r["description"], r["type"])
        files[path] = fm + r["body"].lstrip("\n")
    idx = ["# Memory index", ""]
    for path in sorted(ROOT):
        idx.append("- [%s](%s) — %s" % (ROOT[path]["title"], path, ROOT[path]["hook"]))
    files["MEMORY.md"] = "\n".join(idx) + "\n"
    for path, a in AUTO.items():
        fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n" % (json.dumps(a["title"], ensure_ascii=False), a["created"], ", ".join(a["tags"]))
        files[path] = fm + a["body"].lstrip("\n")
    for i, (date, cat, tags, body) in enumerate(FACTS):
        path, stem, ts = fact_path(i, date, cat, body)
        conf = "0.9" if cat == "fact" else "0.85"
        fm = ("---\nid: %s\ncategory: %s\ncreated: %s\nupdated: %s\nsource: extraction\nconfidence: %s\n"
              "confidenceTier: explicit\ntags:\n%s\nstatus: active\n---\n\n") % (
              stem, cat, ts, ts, conf, "\n".join("  - " + t for t in tags))
        assert path not in files
        files[path] = fm + body.strip("\n") + "\n"
    # place claims
    where = {}
    for path, text in files.items():
        lines = text.split("\n")
        for k, ln in enumerate(lines):
            m = MARK.match(ln)
            if m:
                cid = m.group(1)
                assert cid in C, cid
                assert cid not in where, "claim placed twice: " + cid
                where[cid] = path
                lines[k] = C[cid]
        files[path] = "\n".join(lines)
    used = {x for p in PAIRS for x in (p[3], p[4])}
    missing = used - set(where)
    assert not missing, missing
    unused = set(C) - used
    assert not unused, unused
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as f:
            f.write(text if text.endswith("\n") else text + "\n")
    q = lambda s: json.dumps(s, ensure_ascii=False)
    out = ["now: %s" % NOW, "pairs:"]
    for pid, label, cls, x, y, note in PAIRS:
        (pa, ca), (pb, cb) = sorted([(where[x], C[x]), (where[y], C[y])])
        assert pa != pb, pid
        out += ["  - a: %s" % pa, "    b: %s" % pb, "    label: %s" % label, "    class: %s" % cls,
                "    claim_a: %s" % q(ca), "    claim_b: %s" % q(cb), "    note: %s" % q("%s: %s" % (pid, note))]
    with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print("wrote %d files, %d pairs" % (len(files), len(PAIRS)))

if __name__ == "__main__":
    main()
