#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from claims.py and the content_* tables."""
import datetime, hashlib, json, os, re, shutil, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, P
from content_root import R, FLAT
from content_auto import A
from content_facts import F

ROOT = os.path.dirname(HERE)
STORE = os.path.join(ROOT, "store")
NOW = "2026-11-28"
MARK = re.compile(r"^@@([A-Z]+\d+[ab])@@$")

def fill(body, path, where):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            k = m.group(1)
            if k in where:
                sys.exit("claim %s placed twice (%s, %s)" % (k, where[k], path))
            where[k] = path
            out.append(C[k])
        else:
            if "@@" in line:
                sys.exit("stray marker in %s: %r" % (path, line))
            out.append(line)
    return "\n".join(out)

def main():
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    files, where = {}, {}
    # root memories
    index = []
    for path, (name, desc, typ, title, hook, body) in R.items():
        d = desc if path in FLAT else json.dumps(desc, ensure_ascii=False)
        files[path] = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n%s" % (name, d, typ, fill(body, path, where))
        index.append("- [%s](%s) — %s" % (title, path, hook))
    files["MEMORY.md"] = "\n".join(index) + "\n"
    # free notes
    for path, (title, created, tags, body) in A.items():
        files[path] = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n%s" % (
            json.dumps(title, ensure_ascii=False), created, ", ".join(tags), fill(body, path, where))
    # remnic facts
    for i, (date, cat, tags, body) in enumerate(F):
        d = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
        h = hashlib.sha1(("%d|%s" % (i, body)).encode()).hexdigest()
        secs = 8 * 3600 + int(h[:6], 16) % (10 * 3600)
        ts = d + datetime.timedelta(seconds=secs, milliseconds=int(h[6:9], 16) % 1000)
        epoch = int(ts.timestamp() * 1000)
        stem = "%s-%d-%s" % (cat, epoch, h[-4:])
        path = "facts/%s/%s.md" % (date, stem)
        iso = ts.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (epoch % 1000)
        conf = 0.8 + (int(h[9:11], 16) % 18) / 100
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = ["---", "id: " + stem, "category: " + cat, "created: " + iso, "updated: " + iso,
              "source: extraction", "confidence: %.2f" % conf, "confidenceTier: " + tier, "tags:"]
        fm += ["  - " + t for t in tags]
        fm += ["status: active", "---", ""]
        files[path] = "\n".join(fm) + "\n" + fill(body, path, where) + "\n"
    missing = sorted(set(C) - set(where))
    if missing:
        sys.exit("claims not placed: %s" % missing)
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        if not text.endswith("\n"):
            text += "\n"
        with open(full, "w") as fh:
            fh.write(text)
    # labels
    q = lambda s: json.dumps(s, ensure_ascii=False)
    out = ["now: " + NOW, "pairs:"]
    for pid, label, cls, x, y, note in P:
        pa, pb = where[x], where[y]
        if pb < pa:
            pa, pb, x, y = pb, pa, y, x
        out += ["  - a: " + pa, "    b: " + pb, "    label: " + label, "    class: " + cls,
                "    claim_a: " + q(C[x]), "    claim_b: " + q(C[y]), "    note: " + q(note)]
    with open(os.path.join(ROOT, "labels.yaml"), "w") as fh:
        fh.write("\n".join(out) + "\n")
    print("wrote %d files, %d pairs" % (len(files), len(P)))

if __name__ == "__main__":
    main()
