#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set36 (Hedgerow & Tilth Seeds)."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import PAIRS
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
import content_fillers  # noqa: registers filler files into ROOT/AUTO

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")

def remnic_path(key):
    date, cat, hm, tags, body = FACTS[key]
    dt = datetime.strptime(date + " " + hm, "%Y-%m-%d %H:%M").replace(tzinfo=timezone.utc)
    h = hashlib.md5(key.encode()).hexdigest()
    ms = int(dt.timestamp() * 1000) + int(h[:5], 16) % 60000
    stem = "%s-%d-%s" % (cat, ms, h[-4:])
    return "facts/%s/%s.md" % (date, stem), stem, ms

def resolve(k):
    return remnic_path(k[2:])[0] if k.startswith("F:") else k

def main():
    # placeholder -> {path: claim}
    fill = {}
    for pid, label, cls, (ka, ca), (kb, cb), note in PAIRS:
        pa, pb = resolve(ka), resolve(kb)
        assert pa != pb, pid
        fill[pid] = {pa: ca, pb: cb}
    files = {}
    def sub(path, body):
        def rep(m):
            pid = m.group(1)
            if path not in fill.get(pid, {}):
                raise SystemExit("placeholder %s in wrong file %s" % (pid, path))
            return fill[pid][path]
        return re.sub(r"\{\{(\w+)\}\}", rep, body)
    for path, (name, desc, typ, hook, body) in ROOT.items():
        files[path] = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n%s" % (name, desc, typ, sub(path, body))
    for path, (title, created, tags, body) in AUTO.items():
        fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n" % (json.dumps(title, ensure_ascii=False), created, ", ".join(tags))
        files[path] = fm + sub(path, body)
    for key, (date, cat, hm, tags, body) in FACTS.items():
        path, stem, ms = remnic_path(key)
        iso = datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)
        fm = ("---\nid: %s\ncategory: %s\ncreated: %s\nupdated: %s\nsource: extraction\nconfidence: 0.9\n"
              "confidenceTier: explicit\ntags:\n%s\nstatus: active\n---\n\n") % (
              stem, cat, iso, iso, "\n".join("  - " + t for t in tags))
        files[path] = fm + sub(path, body)
    # every placeholder used on both sides
    for pid, m in fill.items():
        for p in m:
            assert p in files, (pid, p)
    idx = ["# Memory Index", ""]
    for path in sorted(ROOT):
        name, desc, typ, hook, body = ROOT[path]
        title = " ".join(w.capitalize() if w.islower() else w for w in re.split(r"[-_]", name))
        idx.append("- [%s](%s) — %s" % (title, path, hook))
    files["MEMORY.md"] = "\n".join(idx) + "\n"
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    for path, text in files.items():
        fp = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(fp), exist_ok=True)
        with open(fp, "w") as f:
            f.write(text)
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, (ka, ca), (kb, cb), note in PAIRS:
        pa, pb = resolve(ka), resolve(kb)
        if pb < pa:
            pa, pb, ca, cb = pb, pa, cb, ca
        q = lambda s: json.dumps(s, ensure_ascii=False)
        out += ["  - a: %s" % pa, "    b: %s" % pb, "    label: %s" % label, "    class: %s" % cls,
                "    claim_a: %s" % q(ca), "    claim_b: %s" % q(cb), "    note: %s" % q("%s: %s" % (pid, note))]
    with open(os.path.join(BASE, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print("files:", len(files))

if __name__ == "__main__":
    main()
