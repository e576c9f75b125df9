#!/usr/bin/env python3
"""Regenerate ../store/ and ../labels.yaml from the content and claim tables."""
import datetime, hashlib, json, os, re, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from claims import CLASSES, NOTES

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^\{([A-Z]+\d+[ab])\}")
NOW = "2026-11-28"

def q(s):
    return json.dumps(s, ensure_ascii=False)

def fact_path(date, cat, body):
    h = hashlib.sha1(body.encode()).hexdigest()
    d = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
    ms = int(d.timestamp() * 1000) + 28800000 + int(h[:8], 16) % 36000000
    return "facts/%s/%s-%d-%s.md" % (date, cat, ms, h[8:12]), ms

def main():
    files = {}  # path -> full text
    bodies = {}  # path -> body with markers
    for fn, (title, hook, name, desc, typ, body) in ROOT.items():
        fm = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n" % (name, desc, typ)
        files[fn] = fm; bodies[fn] = body
    for path, (title, created, tags, body) in AUTO.items():
        fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n" % (q(title), created, ", ".join(tags))
        files[path] = fm; bodies[path] = body
    for date, cat, tags, body in FACTS:
        path, ms = fact_path(date, cat, body)
        assert path not in files, path
        ts = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)
        stem = os.path.basename(path)[:-3]
        fm = ("---\nid: %s\ncategory: %s\ncreated: %s\nupdated: %s\nsource: extraction\nconfidence: %.2f\n"
              "confidenceTier: %s\ntags:\n%s\nstatus: active\n---\n\n") % (
            stem, cat, ts, ts, 0.8 + (int(stem[-4:], 16) % 19) / 100.0,
            "explicit" if cat != "fact" else "implied", "\n".join("  - " + t for t in tags))
        files[path] = fm; bodies[path] = body.strip("\n") + "\n"
    claims = {}
    for path, body in bodies.items():
        out = []
        for line in body.split("\n"):
            m = MARK.match(line)
            if m:
                cid = m.group(1)
                assert cid not in claims, cid
                line = line[m.end():]
                claims[cid] = (path, line)
            out.append(line)
        files[path] += "\n".join(out)
    # MEMORY.md
    idx = ["# Memory index", ""]
    for sect, typ in (("User", "user"), ("Feedback", "feedback"), ("Project", "project"), ("Reference", "reference")):
        idx.append("## " + sect)
        for fn in sorted(ROOT):
            t = ROOT[fn]
            if t[4] == typ:
                idx.append("- [%s](%s) — %s" % (t[0], fn, t[1]))
        idx.append("")
    files["MEMORY.md"] = "\n".join(idx)
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    # labels
    order = ["V", "R", "N", "S", "F", "O", "D", "A", "NS"]
    pids = sorted(NOTES, key=lambda p: (order.index(re.match(r"[A-Z]+", p).group()), int(re.search(r"\d+", p).group())))
    out = ["now: %s" % NOW, "pairs:"]
    for pid in pids:
        label, cls = CLASSES[re.match(r"[A-Z]+", pid).group()]
        pa, ca = claims[pid + "a"]; pb, cb = claims[pid + "b"]
        if pb < pa:
            pa, ca, pb, cb = pb, cb, pa, ca
        out += ["  - a: " + pa, "    b: " + pb, "    label: " + label, "    class: " + cls,
                "    claim_a: " + q(ca), "    claim_b: " + q(cb), "    note: " + q(pid + ": " + NOTES[pid])]
    unused = sorted(k for k in claims if k[:-1] not in NOTES)
    assert not unused, unused
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print("wrote %d files, %d pairs" % (len(files), len(pids)))

if __name__ == "__main__":
    main()
