#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set204 from the claim tables."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, SHARED, CLASS, NOTES
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^@@([A-Za-z0-9]+)@@$")

def q(s):  # YAML double-quoted scalar
    return json.dumps(s, ensure_ascii=False)

def fact_path(i, date, cat):
    h = hashlib.sha1(("set204-%d-%s" % (i, date)).encode()).hexdigest()
    secs = int(h[:4], 16) % 36000 + 7 * 3600          # 07:00 .. 17:00 UTC
    base = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
    ms = int(base.timestamp()) * 1000 + secs * 1000 + int(h[4:7], 16) % 1000
    return ms, "%s-%d-%s" % (cat, ms, h[8:12])

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    files = {}   # relpath -> (frontmatter text, body text)
    # root
    for fn, (title, desc, typ, body) in ROOT.items():
        name = fn[:-3].split("_", 1)[1].replace("_", "-")
        d = desc if fn in FLAT else q(desc)
        fm = "---\nname: %s\ndescription: %s\ntype: %s\n---\n" % (name, d, typ)
        files[fn] = (fm, body)
    idx = ["# Memory index", ""]
    for fn, (title, desc, typ, body) in sorted(ROOT.items()):
        idx.append("- [%s](%s) — %s" % (title, fn, desc))
    files["MEMORY.md"] = ("", "\n".join(idx) + "\n")
    # auto
    for p, (title, created, tags, body) in AUTO.items():
        fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n" % (q(title), created, ", ".join(tags))
        files[p] = (fm, body)
    # facts
    for i, (date, cat, tags, body) in enumerate(FACTS):
        ms, stem = fact_path(i, date, cat)
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)
        conf = {"fact": 0.9, "preference": 0.85, "decision": 0.95}[cat]
        tier = "explicit" if cat != "preference" else "implied"
        fm = ("---\nid: %s\ncategory: %s\ncreated: %s\nupdated: %s\nsource: extraction\nconfidence: %s\n"
              "confidenceTier: %s\ntags:\n%s\nstatus: active\n---\n") % (
              stem, cat, iso, iso, conf, tier, "\n".join("  - " + t for t in tags))
        files["facts/%s/%s.md" % (date, stem)] = (fm, body.strip("\n") + "\n")
    # place claims
    where = {}
    out = {}
    for p, (fm, body) in files.items():
        lines = []
        for ln in body.split("\n"):
            m = MARK.match(ln)
            if m:
                cid = m.group(1)
                assert cid in CLAIMS, cid
                assert cid not in where, ("placed twice", cid)
                where[cid] = p
                ln = CLAIMS[cid]
            lines.append(ln)
        out[p] = fm + ("\n" if fm else "") + "\n".join(lines)
    missing = [c for c in CLAIMS if c not in where]
    assert not missing, ("claims never placed", missing)
    for p, text in out.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text if text.endswith("\n") else text + "\n")
    # labels
    order = ["V", "R", "N", "S", "F", "O", "D", "A", "NS"]
    pids = sorted(NOTES, key=lambda k: (order.index(re.match(r"[A-Z]+", k).group()), int(re.search(r"\d+", k).group())))
    rows = ["now: 2026-11-28", "pairs:"]
    for pid in pids:
        ka, kb = SHARED.get(pid + "a", pid + "a"), SHARED.get(pid + "b", pid + "b")
        pa, pb = where[ka], where[kb]
        ca, cb = CLAIMS[ka], CLAIMS[kb]
        if pb < pa:
            pa, pb, ca, cb = pb, pa, cb, ca
        label, cls = CLASS[re.match(r"[A-Z]+", pid).group()]
        rows += ["  - a: %s" % pa, "    b: %s" % pb, "    label: %s" % label, "    class: %s" % cls,
                 "    claim_a: %s" % q(ca), "    claim_b: %s" % q(cb), "    note: %s" % q(pid + ": " + NOTES[pid])]
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(rows) + "\n")
    print("wrote %d files, %d pairs" % (len(out), len(pids)))

if __name__ == "__main__":
    main()
