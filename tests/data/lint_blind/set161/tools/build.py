#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the content tables and the pair table."""
import hashlib, os, re, shutil, sys, datetime, json
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from claims import PAIRS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^@([A-Z]+\d+[ab])@(.*)$")

def q(s):
    return json.dumps(s, ensure_ascii=False)

def plain(s):
    """Unquoted YAML scalar when it round-trips, as real memory files write them."""
    import yaml
    try:
        if yaml.safe_load("k: " + s) == {"k": s}:
            return s
    except yaml.YAMLError:
        pass
    return q(s)

def strip_markers(path, body, claims):
    lines = []
    for ln in body.split("\n"):
        m = MARK.match(ln)
        if m:
            cid, text = m.group(1), m.group(2)
            if cid in claims:
                sys.exit("claim id %s placed twice" % cid)
            claims[cid] = (path, text)
            ln = text
        lines.append(ln)
    return "\n".join(lines)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    files, claims = {}, {}
    # root
    for path, d in ROOT.items():
        desc = d["desc"] if d["flat"] else plain(d["desc"])
        fm = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n" % (path[:-3].split("_", 1)[1].replace("_", "-"), desc, d["type"])
        files[path] = fm + strip_markers(path, d["body"], claims)
    idx = ["# Memory index", ""]
    for path in sorted(ROOT):
        idx.append("- [%s](%s) — %s" % (ROOT[path]["title"], path, ROOT[path]["hook"]))
    files["MEMORY.md"] = "\n".join(idx) + "\n"
    # auto
    for path, d in AUTO.items():
        fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n" % (plain(d["title"]), d["created"], ", ".join(d["tags"]))
        files[path] = fm + strip_markers(path, d["body"], claims)
    # facts
    for i, (date, cat, tags, body) in enumerate(FACTS):
        h = hashlib.sha1(("%d%s%s" % (i, date, body)).encode()).hexdigest()
        day = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
        secs = 8 * 3600 + int(h[:6], 16) % (10 * 3600)
        ts = day + datetime.timedelta(seconds=secs, milliseconds=int(h[6:9], 16) % 1000)
        epoch = int(ts.timestamp() * 1000)
        stem = "%s-%d-%s" % (cat, epoch, h[12:16])
        path = "facts/%s/%s.md" % (date, stem)
        iso = ts.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (epoch % 1000)
        conf = 0.8 + (int(h[9:11], 16) % 18) / 100
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = ("---\nid: %s\ncategory: %s\ncreated: %s\nupdated: %s\nsource: extraction\nconfidence: %.2f\n"
              "confidenceTier: %s\ntags:\n%s\nstatus: active\n---\n\n") % (
              stem, cat, iso, iso, conf, tier, "\n".join("  - %s" % t for t in tags))
        files[path] = fm + strip_markers(path, body.strip("\n") + "\n", claims)
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    # labels
    used = set()
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, c1, c2, note in PAIRS:
        (p1, t1), (p2, t2) = claims[c1], claims[c2]
        used.update([c1, c2])
        if p2 < p1:
            (p1, t1), (p2, t2) = (p2, t2), (p1, t1)
        out += ["  - a: %s" % p1, "    b: %s" % p2, "    label: %s" % label, "    class: %s" % cls,
                "    claim_a: %s" % q(t1), "    claim_b: %s" % q(t2), "    note: %s" % q("%s: %s" % (pid, note))]
    unused = set(claims) - used
    if unused:
        sys.exit("unused claim markers: %s" % sorted(unused))
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print("wrote %d files, %d pairs" % (len(files), len(PAIRS)))

if __name__ == "__main__":
    main()
