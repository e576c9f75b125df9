#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from claims.py and content_*.py."""
import hashlib, os, re, shutil, sys, datetime
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from claims import CLAIMS, PAIRS
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(HERE, "store")
MARK = re.compile(r"^@@([A-Z]+\d+[ab]?)@@$")


def fill(body, path, where):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line.strip())
        if m:
            cid = m.group(1)
            if cid not in CLAIMS:
                sys.exit("unknown claim %s in %s" % (cid, path))
            if cid in where:
                sys.exit("claim %s placed twice (%s, %s)" % (cid, where[cid], path))
            where[cid] = path
            out.append(CLAIMS[cid])
        else:
            out.append(line)
    return "\n".join(out)


def q(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def fact_name(date, cat, idx, body):
    h = hashlib.sha1(("%s|%d|%s" % (date, idx, body)).encode()).hexdigest()
    d = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
    ms = int(d.timestamp() * 1000) + 7 * 3600 * 1000 + int(h[:8], 16) % (11 * 3600 * 1000)
    return ms, h[8:12]


def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    files, where = {}, {}
    # root
    index = []
    for fn in sorted(ROOT):
        name, desc, typ, title, hook, body = ROOT[fn]
        # descriptions with ": " stay unquoted on purpose (flat, not strict YAML)
        fm = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n" % (name, desc, typ)
        files[fn] = fm + fill(body, fn, where)
        index.append("- [%s](%s) — %s" % (title, fn, hook))
    files["MEMORY.md"] = "\n".join(index) + "\n"
    # auto
    for p in sorted(AUTO):
        title, created, tags, body = AUTO[p]
        fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n" % (q(title), created, ", ".join(tags))
        files[p] = fm + fill(body, p, where)
    # remnic facts
    for i, (date, cat, tags, body) in enumerate(FACTS):
        ms, hx = fact_name(date, cat, i, body)
        stem = "%s-%d-%s" % (cat, ms, hx)
        p = "facts/%s/%s.md" % (date, stem)
        iso = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)
        conf = {"fact": "0.9", "preference": "0.85", "decision": "0.95"}[cat]
        tier = {"fact": "implied", "preference": "implied", "decision": "explicit"}[cat]
        fm = ("---\nid: %s\ncategory: %s\ncreated: %s\nupdated: %s\nsource: extraction\nconfidence: %s\n"
              "confidenceTier: %s\ntags:\n%s\nstatus: active\n---\n\n") % (
            stem, cat, iso, iso, conf, tier, "\n".join("  - %s" % t for t in tags))
        text = fill(body, p, where)
        files[p] = fm + text.strip("\n") + "\n"
    used = {c for pr in PAIRS for c in pr[3:5]}
    missing = used - set(where)
    if missing:
        sys.exit("claims used in pairs but not placed: %s" % sorted(missing))
    unused = set(where) - used
    if unused:
        sys.exit("claims placed but not used: %s" % sorted(unused))
    for p, t in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(t if t.endswith("\n") else t + "\n")
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, ca, cb, note in PAIRS:
        pa, pb = where[ca], where[cb]
        if pa == pb:
            sys.exit("%s: both claims in %s" % (pid, pa))
        if pb < pa:
            pa, pb, ca, cb = pb, pa, cb, ca
        out += ["  - a: %s" % pa, "    b: %s" % pb, "    label: %s" % label, "    class: %s" % cls,
                "    claim_a: %s" % q(CLAIMS[ca]), "    claim_b: %s" % q(CLAIMS[cb]),
                "    note: %s" % q("%s: %s" % (pid, note))]
    with open(os.path.join(HERE, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print("wrote %d files, %d pairs" % (len(files), len(PAIRS)))


if __name__ == "__main__":
    main()
