#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from claims.py and the content_* tables."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, ALIAS, WRAP, CLASSES, NOTES
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")
NOW = "2026-11-28"
FLAT = {"reference_fittingroom.md", "reference_infra.md", "reference_boutiques.md", "reference_glossary.md"}
MARK = re.compile(r"@@([A-Za-z0-9]+)(\+?)@@")

def fill(body, path, where):
    out = []
    for line in body.split("\n"):
        m = MARK.fullmatch(line.strip())
        if m:
            cid, plus = m.group(1), m.group(2)
            if plus:
                out.extend(WRAP[cid])
            else:
                assert cid in CLAIMS, cid
                assert cid not in where, "claim placed twice: " + cid
                where[cid] = path
                out.append(CLAIMS[cid])
        else:
            assert "@@" not in line, line
            out.append(line)
    return "\n".join(out)

def desc_yaml(path, d):
    if path in FLAT or (": " not in d and not d.startswith(("'", '"'))):
        return d
    return json.dumps(d, ensure_ascii=False)

def fact_path(key, date, cat):
    h = hashlib.sha1(key.encode()).hexdigest()
    base = datetime.fromisoformat(date + "T00:00:00+00:00")
    off_ms = (8 * 3600 + int(h[4:12], 16) % (10 * 3600)) * 1000 + int(h[12:15], 16) % 1000
    ms = int(base.timestamp() * 1000) + off_ms
    fid = "%s-%d-%s" % (cat, ms, h[:4])
    iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)
    return "facts/%s/%s.md" % (date, fid), fid, iso

def main():
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    files, where = {}, {}
    # root
    index = []
    for path in sorted(ROOT):
        name, desc, typ, title, hook, body = ROOT[path]
        fm = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n" % (name, desc_yaml(path, desc), typ)
        files[path] = fm + fill(body, path, where)
        index.append("- [%s](%s) — %s" % (title, path, hook))
    order = {"user": 0, "feedback": 1, "project": 2, "reference": 3}
    index.sort(key=lambda l: (order[ROOT[re.search(r"\((.*?)\)", l).group(1)][2]], l))
    files["MEMORY.md"] = "\n".join(index) + "\n"
    # auto
    for path, (title, created, tags, body) in AUTO.items():
        fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n" % (json.dumps(title, ensure_ascii=False) if ": " in title else title, created, ", ".join(tags))
        files[path] = fm + fill(body, path, where)
    # facts
    for key, date, cat, conf, tags, body in FACTS:
        path, fid, iso = fact_path(key, date, cat)
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = ("---\nid: %s\ncategory: %s\ncreated: %s\nupdated: %s\nsource: extraction\nconfidence: %s\n"
              "confidenceTier: %s\ntags:\n%s\nstatus: active\n---\n\n") % (
            fid, cat, iso, iso, conf, tier, "\n".join("  - " + t for t in tags))
        body = body if body.endswith("\n") else body + "\n"
        files[path] = fm + fill(body, path, where)
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text if text.endswith("\n") else text + "\n")
    missing = [c for c in CLAIMS if c not in where]
    assert not missing, "claims not placed: %s" % missing
    # labels
    out = ["now: %s" % NOW, "pairs:"]
    for label, cls, pre in CLASSES:
        for n in range(1, 11):
            pid = "%s%d" % (pre, n)
            ca, cb = ALIAS.get(pid + "a", pid + "a"), ALIAS.get(pid + "b", pid + "b")
            fa, fb = where[ca], where[cb]
            assert fa != fb, pid
            if fb < fa:
                fa, fb, ca, cb = fb, fa, cb, ca
            q = lambda s: json.dumps(s, ensure_ascii=False)
            out += ["  - a: %s" % fa, "    b: %s" % fb, "    label: %s" % label, "    class: %s" % cls,
                    "    claim_a: %s" % q(CLAIMS[ca]), "    claim_b: %s" % q(CLAIMS[cb]),
                    "    note: %s" % q("%s: %s" % (pid, NOTES[pid]))]
    with open(os.path.join(BASE, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print("wrote %d files, %d pairs" % (len(files), (len(out) - 2) // 7))

if __name__ == "__main__":
    main()
