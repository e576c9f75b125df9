#!/usr/bin/env python3
"""Regenerate ../store/ and ../labels.yaml from content_*.py and pairs.py.

Claim lines carry a leading marker like §V1a§ in the content tables; the marker is stripped and the
line (verbatim, without the marker) becomes the claim. Each claim id is placed exactly once.
"""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from pairs import PAIRS

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")
MARK = re.compile(r"^§([A-Z]+[0-9]+[ab])§")
NOW = "2026-11-28"

files = {}   # relpath -> text
claims = {}  # id -> (relpath, line)


def take_claims(rel, body):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            line = line[m.end():]
            if cid in claims:
                raise SystemExit("claim id placed twice: " + cid)
            claims[cid] = (rel, line)
        out.append(line)
    return "\n".join(out)


def build():
    # root files
    index = []
    for path, name, desc, typ, title, hook, body in ROOT:
        body = take_claims(path, body.strip("\n"))
        files[path] = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n%s\n" % (name, desc, typ, body)
        index.append((typ, title, path, hook))
    sect = {"user": "User", "feedback": "Feedback", "project": "Projects", "reference": "Reference"}
    mem = ["# Memory", ""]
    for typ in ("user", "feedback", "project", "reference"):
        mem.append("## " + sect[typ])
        for t, title, path, hook in index:
            if t == typ:
                mem.append("- [%s](%s) — %s" % (title, path, hook))
        mem.append("")
    files["MEMORY.md"] = "\n".join(mem)
    # auto notes
    for path, title, created, tags, body in AUTO:
        body = take_claims(path, body.strip("\n"))
        files[path] = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n%s\n" % (
            json.dumps(title, ensure_ascii=False), created, ", ".join(tags), body)
    # remnic facts
    for i, (date, cat, tags, body) in enumerate(FACTS):
        h = hashlib.sha1(("%s|%d|%s" % (date, i, body)).encode()).hexdigest()
        day = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        offset = (int(h[:8], 16) % (14 * 3600 * 1000)) + 7 * 3600 * 1000  # 07:00..21:00 UTC
        epoch = int(day.timestamp() * 1000) + offset
        hex4 = h[8:12]
        stem = "%s-%d-%s" % (cat, epoch, hex4)
        rel = "facts/%s/%s.md" % (date, stem)
        ts = datetime.fromtimestamp(epoch / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (epoch % 1000)
        conf = 0.8 + (int(h[12:14], 16) % 18) / 100
        tier = "explicit" if conf >= 0.9 else "implied"
        body = take_claims(rel, body.strip("\n"))
        fm = ["---", "id: " + stem, "category: " + cat, "created: " + ts, "updated: " + ts,
              "source: extraction", "confidence: %.2f" % conf, "confidenceTier: " + tier, "tags:"]
        fm += ["  - " + t for t in tags]
        fm += ["status: active", "---", "", body, ""]
        files[rel] = "\n".join(fm)

    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    for rel, text in files.items():
        p = os.path.join(STORE, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w") as fh:
            fh.write(text)

    out = ["now: " + NOW, "pairs:"]
    for pid, label, cls, c1, c2, note in PAIRS:
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        if p2 < p1:
            (p1, l1), (p2, l2) = (p2, l2), (p1, l1)
        q = lambda s: json.dumps(s, ensure_ascii=False)
        out += ["  - a: " + p1, "    b: " + p2, "    label: " + label, "    class: " + cls,
                "    claim_a: " + q(l1), "    claim_b: " + q(l2), "    note: " + q(pid + ": " + note)]
    with open(os.path.join(BASE, "labels.yaml"), "w") as fh:
        fh.write("\n".join(out) + "\n")
    unused = sorted(set(claims) - {c for p in PAIRS for c in (p[3], p[4])})
    print("files:", len(files), "claims:", len(claims), "pairs:", len(PAIRS), "unused claim ids:", unused)


if __name__ == "__main__":
    build()
