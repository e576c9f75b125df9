#!/usr/bin/env python3
"""Regenerate ../store/ and ../labels.yaml from claims.py and the content_*.py modules."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, P
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS
import yaml

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"@@([A-Z]+[0-9]+[ab]?)@@")


def yscalar(s):
    """Plain YAML scalar if it round-trips, else JSON-style double quotes."""
    try:
        if yaml.safe_load("k: " + s) == {"k": s} and not s.startswith(("'", '"')):
            return s
    except yaml.YAMLError:
        pass
    return json.dumps(s, ensure_ascii=False)


def fact_path(date, cat, idx, body):
    h = hashlib.sha1(("%s|%s|%d|%s" % (date, cat, idx, body)).encode()).hexdigest()
    secs = 7 * 3600 + int(h[:6], 16) % (11 * 3600)  # between 07:00 and 18:00 UTC
    ms = int(h[6:9], 16) % 1000
    d = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
    epoch = int(d.timestamp() * 1000) + secs * 1000 + ms
    stem = "%s-%d-%s" % (cat, epoch, h[-4:])
    iso = datetime.fromtimestamp(epoch / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % ms
    return "facts/%s/%s.md" % (date, stem), stem, iso, int(h[9:11], 16)


def main():
    files = {}  # rel path -> text
    # root
    index = []
    for fn in sorted(ROOT):
        title, desc, typ, body = ROOT[fn]
        name = fn[:-3].split("_", 1)[1].replace("_", "-")
        d = desc if fn in FLAT else yscalar(desc)
        files[fn] = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n%s" % (name, d, typ, body)
        index.append("- [%s](%s) — %s" % (title, fn, desc))
    files["MEMORY.md"] = "\n".join(index) + "\n"
    # auto
    for p, (title, created, tags, body) in AUTO.items():
        files[p] = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n%s" % (
            yscalar(title), created, ", ".join(tags), body)
    # facts
    for i, (date, cat, tags, body) in enumerate(FACTS):
        p, stem, iso, r = fact_path(date, cat, i, body)
        conf = [0.82, 0.86, 0.9, 0.93, 0.95][r % 5]
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = ["---", "id: %s" % stem, "category: %s" % cat, "created: %s" % iso, "updated: %s" % iso,
              "source: extraction", "confidence: %s" % conf, "confidenceTier: %s" % tier, "tags:"]
        fm += ["  - %s" % t for t in tags]
        fm += ["status: active", "---", "", body.strip("\n"), ""]
        files[p] = "\n".join(fm)
    # place claims
    where = {}
    for p in list(files):
        def sub(m, p=p):
            cid = m.group(1)
            if cid not in C:
                sys.exit("unknown claim id %s in %s" % (cid, p))
            if cid in where:
                sys.exit("claim %s placed twice (%s, %s)" % (cid, where[cid], p))
            where[cid] = p
            return C[cid]
        files[p] = MARK.sub(sub, files[p])
    missing = [c for c in C if c not in where]
    if missing:
        sys.exit("claims never placed: %s" % missing)
    # write store
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    for p, text in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as f:
            f.write(text)
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    q = lambda s: json.dumps(s, ensure_ascii=False)
    for pid, label, cls, ca, cb, note in P:
        fa, fb = where[ca], where[cb]
        if fa > fb:
            fa, fb, ca, cb = fb, fa, cb, ca
        out += ["  - a: %s" % fa, "    b: %s" % fb, "    label: %s" % label, "    class: %s" % cls,
                "    claim_a: %s" % q(C[ca]), "    claim_b: %s" % q(C[cb]), "    note: %s" % q("%s: %s" % (pid, note))]
    with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print("wrote %d files, %d pairs" % (len(files), len(P)))


if __name__ == "__main__":
    main()
