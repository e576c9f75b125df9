#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the claim table and the content modules."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from claims import CLAIMS, P
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
MARK = re.compile(r"@@(\w+)@@")

def fill(body, path, where):
    for m in MARK.findall(body):
        if m in where:
            sys.exit("marker %s placed twice (%s, %s)" % (m, where[m], path))
        where[m] = path
    return MARK.sub(lambda m: CLAIMS[m.group(1)], body)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    files, where = {}, {}
    # root
    for fn, (title, name, desc, typ, body) in sorted(ROOT.items()):
        d = desc if (fn in FLAT or ": " not in desc) else json.dumps(desc, ensure_ascii=False)
        fm = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n" % (name, d, typ)
        files[fn] = fm + fill(body, fn, where)
    # MEMORY.md
    order = ["user", "feedback", "project", "reference"]
    heads = {"user": "User", "feedback": "Feedback", "project": "Projects", "reference": "Reference"}
    lines = ["# Memory", ""]
    for t in order:
        lines.append("## " + heads[t])
        for fn, (title, name, desc, typ, body) in sorted(ROOT.items()):
            if typ == t:
                lines.append("- [%s](%s) — %s" % (title, fn, desc))
        lines.append("")
    files["MEMORY.md"] = "\n".join(lines)
    # auto
    for path, (title, created, tags, body) in sorted(AUTO.items()):
        t = json.dumps(title, ensure_ascii=False) if ": " in title else title
        fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n" % (t, created, ", ".join(tags))
        files[path] = fm + fill(body, path, where)
    # facts
    for i, (date, cat, tags, tier, body) in enumerate(FACTS):
        h = hashlib.sha1((date + body).encode()).hexdigest()
        secs = 8 * 3600 + int(h[:6], 16) % (9 * 3600)
        dt = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        ms = int(dt.timestamp()) * 1000 + secs * 1000 + int(h[6:9], 16) % 1000
        stem = "%s-%d-%s" % (cat, ms, h[10:14])
        iso = datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)
        conf = "0.9" if tier == "explicit" else "0.75"
        fm = ("---\nid: %s\ncategory: %s\ncreated: %s\nupdated: %s\nsource: extraction\nconfidence: %s\n"
              "confidenceTier: %s\ntags:\n%s\nstatus: active\n---\n\n") % (
              stem, cat, iso, iso, conf, tier, "\n".join("  - " + t for t in tags))
        path = "facts/%s/%s.md" % (date, stem)
        files[path] = fm + fill(body, path, where)
    missing = [k for k in CLAIMS if k not in where]
    if missing:
        sys.exit("claims not placed: %s" % missing)
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, m1, m2, note in P:
        f1, f2 = where[m1], where[m2]
        (a, ca), (b, cb) = sorted([(f1, CLAIMS[m1]), (f2, CLAIMS[m2])])
        q = lambda s: json.dumps(s, ensure_ascii=False)
        out += ["  - a: %s" % a, "    b: %s" % b, "    label: %s" % label, "    class: %s" % cls,
                "    claim_a: %s" % q(ca), "    claim_b: %s" % q(cb), "    note: %s" % q(note)]
    with open(os.path.join(BASE, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print("wrote %d files, %d pairs" % (len(files), len(P)))

if __name__ == "__main__":
    main()
