#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from tools/content.py and tools/pairs.py."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content import ROOT, AUTO, FACTS, FLAT_DESCRIPTIONS  # noqa: E402
from pairs import PAIRS, CONTRA  # noqa: E402

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^§([A-Z]+\d+[ab])§")
NOW = "2026-11-28"

claims = {}   # id -> (path, line)


def strip_markers(path, body):
    lines = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            if cid in claims:
                sys.exit(f"marker {cid} used twice")
            line = line[m.end():]
            claims[cid] = (path, line)
        lines.append(line)
    return "\n".join(lines) + "\n"


def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)


def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    # root memories
    index = {"user": [], "feedback": [], "project": [], "reference": []}
    for fn, name, desc, typ, title, hook, body in ROOT:
        assert fn.startswith(typ + "_"), fn
        d = desc if fn in FLAT_DESCRIPTIONS else desc
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        write(fn, fm + strip_markers(fn, body))
        index[typ].append(f"- [{title}]({fn}) — {hook}")
    mem = ["# Memory Index", ""]
    for typ, head in (("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")):
        mem += [f"## {head}", ""] + index[typ] + [""]
    write("MEMORY.md", "\n".join(mem))
    # auto notes
    for slug, title, created, tags, body in AUTO:
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        write(rel, fm + strip_markers(rel, body))
    # remnic facts
    for i, (date, cat, tags, conf, body) in enumerate(FACTS):
        dt = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        dt += timedelta(hours=8 + (i * 5) % 10, minutes=(i * 17) % 60, seconds=(i * 41) % 60, milliseconds=(i * 137) % 1000)
        ms = int(dt.timestamp() * 1000)
        hx = hashlib.md5(body.encode()).hexdigest()[:4]
        stem = f"{cat}-{ms}-{hx}"
        rel = f"facts/{date}/{stem}.md"
        iso = dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{dt.microsecond // 1000:03d}Z"
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = ["---", f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
              "source: extraction", f"confidence: {conf}", f"confidenceTier: {tier}", "tags:"]
        fm += [f"  - {t}" for t in tags]
        fm += ["status: active", "---", "", ""]
        write(rel, "\n".join(fm) + strip_markers(rel, body))
    # labels
    out = [f"now: {NOW}", "pairs:"]
    for pid, cls, ca, cb, note in PAIRS:
        (pa, la), (pb, lb) = claims[ca], claims[cb]
        if pb < pa:
            (pa, la), (pb, lb) = (pb, lb), (pa, la)
        label = "contradiction" if cls in CONTRA else "non_contradiction"
        q = lambda s: json.dumps(s, ensure_ascii=False)
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(la)}", f"    claim_b: {q(lb)}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    unused = set(claims) - {c for p in PAIRS for c in p[2:4]}
    if unused:
        sys.exit(f"unused markers: {sorted(unused)}")
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files, {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
