#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set144 from the claim and content tables."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, PAIRS
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")
MARK = re.compile(r"@@([A-Z]+[0-9]+[ab])@@")

def fill(body, path, where):
    def rep(m):
        cid = m.group(1)
        if cid not in C:
            raise SystemExit("unknown claim id %s in %s" % (cid, path))
        if cid in where:
            raise SystemExit("claim %s placed twice (%s, %s)" % (cid, where[cid], path))
        where[cid] = path
        return C[cid]
    return MARK.sub(rep, body.strip("\n")) + "\n"

def yq(s):
    return json.dumps(s, ensure_ascii=False)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    files, where = {}, {}
    # root
    index = []
    for path, (name, desc, typ, title, hook, body) in ROOT.items():
        d = desc if path in FLAT else yq(desc)
        fm = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n" % (name, d, typ)
        files[path] = fm + fill(body, path, where)
        index.append("- [%s](%s) — %s" % (title, path, hook))
    files["MEMORY.md"] = "\n".join(index) + "\n"
    # auto
    for path, (title, created, tags, body) in AUTO.items():
        fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n" % (yq(title), created, ", ".join(tags))
        files[path] = fm + "# %s\n\n" % title + fill(body, path, where)
    # remnic facts
    for i, (date, cat, tags, conf, body) in enumerate(FACTS):
        h = hashlib.sha1(("%s|%d|%s" % (date, i, body)).encode()).hexdigest()
        day = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        secs = 8 * 3600 + int(h[:6], 16) % (10 * 3600)
        ms = int(day.timestamp()) * 1000 + secs * 1000 + int(h[6:9], 16) % 1000
        stem = "%s-%d-%s" % (cat, ms, h[-4:])
        path = "facts/%s/%s.md" % (date, stem)
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = ("---\nid: %s\ncategory: %s\ncreated: %s\nupdated: %s\nsource: extraction\nconfidence: %s\n"
              "confidenceTier: %s\ntags:\n%s\nstatus: active\n---\n\n") % (
              stem, cat, iso, iso, conf, tier, "\n".join("  - %s" % t for t in tags))
        files[path] = fm + fill(body, path, where)
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as f:
            f.write(text)
    missing = set(C) - set(where)
    if missing:
        raise SystemExit("claims never placed: %s" % sorted(missing))
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, x, y, note in PAIRS:
        px, py = where[x], where[y]
        if px == py:
            raise SystemExit("%s: both claims in %s" % (pid, px))
        if py < px:
            px, py, x, y = py, px, y, x
        out += ["  - a: %s" % px, "    b: %s" % py, "    label: %s" % label, "    class: %s" % cls,
                "    claim_a: %s" % yq(C[x]), "    claim_b: %s" % yq(C[y]), "    note: %s" % yq("%s: %s" % (pid, note))]
    with open(os.path.join(BASE, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print("wrote %d files, %d pairs" % (len(files), len(PAIRS)))

if __name__ == "__main__":
    main()
