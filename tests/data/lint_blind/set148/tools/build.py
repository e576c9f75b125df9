#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from content.py (claim tables and bodies)."""
import datetime as dt, hashlib, json, os, re, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import content as C

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
NOW = "2026-11-28"
FLAT = {"reference_chairbook.md", "reference_rentdesk.md", "reference_infra.md", "reference_glossary.md"}
TYPE_ORDER = ["user", "feedback", "project", "reference"]


def q(s):
    return json.dumps(s, ensure_ascii=False)


def fact_path(key):
    date, cat, body, tags = C.FACTS[key]
    h = int(hashlib.sha1(key.encode()).hexdigest(), 16)
    base = dt.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=dt.timezone.utc)
    ms = int(base.timestamp() * 1000) + 7 * 3600 * 1000 + h % (12 * 3600 * 1000)
    hex4 = hashlib.sha1(("hex" + key).encode()).hexdigest()[:4]
    return "facts/%s/%s-%d-%s.md" % (date, cat, ms, hex4), ms


def main():
    used = {}
    files = {}

    def fill(path, body):
        def rep(m):
            k = m.group(1)
            if k in used:
                sys.exit("claim key %s used twice (%s, %s)" % (k, used[k], path))
            used[k] = path
            return C.CLAIMS[k]
        return re.sub(r"@@([a-z0-9_]+)@@", rep, body)

    # root
    for fn, (name, desc, typ, title, hook, body) in C.ROOT.items():
        if fn in FLAT:
            d = desc
            assert ": " in d, fn
        else:
            assert ": " not in desc and not desc.startswith(("'", '"', "-", "[", "{")), fn
            d = desc
        fm = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n" % (name, d, typ)
        files[fn] = fm + fill(fn, body)
    # MEMORY.md
    lines = ["# Memory", ""]
    heads = {"user": "## People", "feedback": "## Feedback", "project": "## Projects", "reference": "## Reference"}
    for t in TYPE_ORDER:
        lines.append(heads[t])
        for fn in sorted(C.ROOT):
            if C.ROOT[fn][2] == t:
                lines.append("- [%s](%s) — %s" % (C.ROOT[fn][3], fn, C.ROOT[fn][4]))
        lines.append("")
    files["MEMORY.md"] = "\n".join(lines)
    # auto
    for slug, (title, created, tags, body) in C.AUTO.items():
        p = "auto/%s.md" % slug
        fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n" % (title, created, ", ".join(tags))
        files[p] = fm + fill(p, body)
    # facts
    fact_files = {}
    for key, (date, cat, body, tags) in C.FACTS.items():
        p, ms = fact_path(key)
        iso = dt.datetime.fromtimestamp(ms / 1000, dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)
        conf = 0.8 + (ms % 19) / 100.0
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = ["---", "id: %s" % os.path.basename(p)[:-3], "category: %s" % cat, "created: %s" % iso,
              "updated: %s" % iso, "source: extraction", "confidence: %.2f" % conf, "confidenceTier: %s" % tier, "tags:"]
        fm += ["  - %s" % t for t in tags] + ["status: active", "---", ""]
        files[p] = "\n".join(fm) + "\n" + body.rstrip("\n") + "\n"
        fact_files[key] = (p, body.split("\n")[0])
    unused = set(C.CLAIMS) - set(used)
    if unused:
        sys.exit("unused claim keys: %s" % sorted(unused))

    # write store
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    for p, text in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as f:
            f.write(text if text.endswith("\n") else text + "\n")

    def side(s):
        if s[0] == "fact":
            return fact_files[s[1]]
        path, key = s
        if used.get(key) != path:
            sys.exit("claim %s is not in %s (it is in %s)" % (key, path, used.get(key)))
        return path, C.CLAIMS[key]

    out = ["now: %s" % NOW, "pairs:"]
    for pid, label, cls, s1, s2, note in C.PAIRS:
        (pa, ca), (pb, cb) = side(s1), side(s2)
        if pb < pa:
            (pa, ca), (pb, cb) = (pb, cb), (pa, ca)
        out += ["  - a: %s" % pa, "    b: %s" % pb, "    label: %s" % label, "    class: %s" % cls,
                "    claim_a: %s" % q(ca), "    claim_b: %s" % q(cb), "    note: %s" % q("%s: %s" % (pid, note))]
    with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print("wrote %d files, %d pairs" % (len(files), len(C.PAIRS)))


if __name__ == "__main__":
    main()
