#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the claim tables (claims.py, content_*.py)."""
import hashlib, json, os, re, shutil, sys, datetime
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import L, PAIRS
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
FLAT = {"reference_calldesk.md", "reference_infra.md", "reference_branches.md", "reference_glossary.md"}
MARK = re.compile(r"^@@([A-Za-z0-9_]+)@@$")

def h(s):
    return hashlib.md5(s.encode()).hexdigest()

def fill(body, path, placed):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            lid = m.group(1)
            if lid in placed:
                sys.exit("claim %s placed twice (%s, %s)" % (lid, placed[lid], path))
            placed[lid] = path
            out.append(L[lid])
        else:
            out.append(line)
    return "\n".join(out)

def q(s):
    return json.dumps(s, ensure_ascii=False)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    files, placed = {}, {}
    # root
    index = []
    for fn, (title, desc, typ, body) in ROOT.items():
        slug = fn[:-3].split("_", 1)[1].replace("_", "-")
        d = desc if (fn in FLAT or ": " not in desc) else q(desc)
        fm = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n" % (slug, d, typ)
        files[fn] = fm + fill(body, fn, placed)
        hook = desc.split(": ", 1)[1] if ": " in desc else desc
        index.append("- [%s](%s) — %s" % (title, fn, hook))
    files["MEMORY.md"] = "# Memory index\n\n" + "\n".join(index) + "\n"
    # auto
    for path, (title, created, tags, body) in AUTO.items():
        fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n" % (title, created, ", ".join(tags))
        files[path] = fm + fill(body, path, placed)
    # facts
    for key, date, cat, tags, body in FACTS:
        hx = h(key)
        base = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
        secs = 7 * 3600 + int(hx[:6], 16) % (11 * 3600)
        ts = base + datetime.timedelta(seconds=secs, milliseconds=int(hx[6:9], 16) % 1000)
        epoch = int(ts.timestamp() * 1000)
        stem = "%s-%d-%s" % (cat, epoch, hx[-4:])
        path = "facts/%s/%s.md" % (date, stem)
        iso = ts.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (epoch % 1000)
        conf = [0.82, 0.86, 0.9, 0.93, 0.95][int(hx[9], 16) % 5]
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = ("---\nid: %s\ncategory: %s\ncreated: %s\nupdated: %s\nsource: extraction\n"
              "confidence: %s\nconfidenceTier: %s\ntags:\n%s\nstatus: active\n---\n\n") % (
            stem, cat, iso, iso, conf, tier, "\n".join("  - " + t for t in tags))
        files[path] = fm + fill(body.strip("\n") + "\n", path, placed)
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    # labels
    used = {lid for p in PAIRS for lid in (p[3], p[4])}
    missing = [lid for lid in used if lid not in placed]
    if missing:
        sys.exit("claims not placed: %s" % missing)
    unused = [lid for lid in L if lid not in placed]
    if unused:
        sys.exit("claims defined but not placed: %s" % unused)
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, x, y, note in PAIRS:
        fa, fb = placed[x], placed[y]
        ca, cb = L[x], L[y]
        if fb < fa:
            fa, fb, ca, cb = fb, fa, cb, ca
        out += ["  - a: %s" % fa, "    b: %s" % fb, "    label: %s" % label, "    class: %s" % cls,
                "    claim_a: %s" % q(ca), "    claim_b: %s" % q(cb), "    note: %s" % q("%s: %s" % (pid, note))]
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print("wrote %d files, %d pairs" % (len(files), len(PAIRS)))

if __name__ == "__main__":
    main()
