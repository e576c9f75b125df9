#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the claim tables and file bodies."""
import datetime as dt, json, os, random, re, shutil, sys
sys.path.insert(0, os.path.dirname(__file__))
from claims import CLAIMS, PAIRS
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
STORE = os.path.join(SET, "store")
NOW = "2026-11-28"
MARK = re.compile(r"@@([A-Z]+[0-9]+[ab])@@")
SAFE = re.compile(r"^[A-Za-z][^:#\"'\n]*$")


def q(s):
    return json.dumps(s, ensure_ascii=False)


def yscalar(s):
    return s if SAFE.match(s) and not s.endswith(" ") else q(s)


def fill(body, path, where):
    def rep(m):
        cid = m.group(1)
        if cid in where:
            sys.exit("claim %s placed twice (%s, %s)" % (cid, where[cid], path))
        where[cid] = path
        return CLAIMS[cid]
    return MARK.sub(rep, body)


def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    files, where = {}, {}
    # root
    for path, d in ROOT.items():
        desc = d["description"]
        desc_line = desc[1:] if desc.startswith("!") else yscalar(desc)
        fm = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n" % (d["name"], desc_line, d["type"])
        files[path] = fm + fill(d["body"], path, where)
    idx = ["# Memory index", ""]
    for path in sorted(ROOT):
        idx.append("- [%s](%s) — %s" % (ROOT[path]["title"], path, ROOT[path]["hook"]))
    files["MEMORY.md"] = "\n".join(idx) + "\n"
    # auto
    for path, d in AUTO.items():
        fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n" % (yscalar(d["title"]), d["created"], ", ".join(d["tags"]))
        files[path] = fm + fill(d["body"], path, where)
    # facts
    rng = random.Random(141)
    for date, cat, tags, body in FACTS:
        day = dt.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=dt.timezone.utc)
        t = day + dt.timedelta(seconds=rng.randint(7 * 3600, 22 * 3600), milliseconds=rng.randint(0, 999))
        ms = int(t.timestamp() * 1000)
        stem = "%s-%d-%04x" % (cat, ms, rng.randint(0, 0xFFFF))
        path = "facts/%s/%s.md" % (date, stem)
        iso = t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)
        conf = rng.choice([0.82, 0.86, 0.9, 0.92, 0.95])
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = ("---\nid: %s\ncategory: %s\ncreated: %s\nupdated: %s\nsource: extraction\nconfidence: %s\n"
              "confidenceTier: %s\ntags:\n%s\nstatus: active\n---\n\n") % (
            stem, cat, iso, iso, conf, tier, "\n".join("  - %s" % x for x in tags))
        files[path] = fm + fill(body, path, where) + "\n"
    missing = set(CLAIMS) - set(where)
    if missing:
        sys.exit("claims not placed: %s" % sorted(missing))
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    # labels
    out = ["now: %s" % NOW, "pairs:"]
    for pid, cls, c1, c2, note in PAIRS:
        (pa, ca), (pb, cb) = sorted([(where[c1], c1), (where[c2], c2)])
        label = "contradiction" if cls in ("value_slot", "role_slot", "negation", "stale_vs_change") else "non_contradiction"
        out += ["  - a: %s" % pa, "    b: %s" % pb, "    label: %s" % label, "    class: %s" % cls,
                "    claim_a: %s" % q(CLAIMS[ca]), "    claim_b: %s" % q(CLAIMS[cb]),
                "    note: %s" % q("%s: %s" % (pid, note))]
    with open(os.path.join(SET, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print("wrote %d files, %d pairs" % (len(files), len(PAIRS)))


if __name__ == "__main__":
    main()
