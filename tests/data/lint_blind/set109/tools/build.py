#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set109 from claims.py and content_*.py."""
import os, random, re, shutil, sys, datetime
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, PAIRS
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
FLAT = {"reference_benchlog.md", "reference_infra.md", "reference_couriers.md", "reference_glossary.md"}
MARK = re.compile(r"^@@([A-Za-z0-9]+)@@$", re.M)


def fill(body, path, placed):
    def rep(m):
        cid = m.group(1)
        if cid not in CLAIMS:
            raise SystemExit(f"unknown claim {cid} in {path}")
        if cid in placed:
            raise SystemExit(f"claim {cid} placed twice ({placed[cid]}, {path})")
        placed[cid] = path
        return CLAIMS[cid]
    return MARK.sub(rep, body)


def yq(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    rnd = random.Random(109)
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    placed = {}
    files = {}
    # root auto-memory
    index = []
    for fname, (title, desc, typ, hook, body) in ROOT.items():
        stem = fname[:-3]
        slug = stem.split("_", 1)[1].replace("_", "-")
        assert stem.startswith(typ + "_"), fname
        text = f"---\nname: {slug}\ndescription: {desc}\ntype: {typ}\n---\n" + fill(body, fname, placed)
        files[fname] = text
        index.append(f"- [{title}]({fname}) — {hook}")
    files["MEMORY.md"] = "\n".join(index) + "\n"
    # auto notes
    for slug, (title, created, tags, body) in AUTO.items():
        p = f"auto/{slug}.md"
        text = (f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n# {title}\n"
                + fill(body, p, placed))
        files[p] = text
    # remnic facts
    for date, cat, tags, body in FACTS:
        d = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
        secs = rnd.randint(8 * 3600, 19 * 3600)
        ms = int(d.timestamp() * 1000) + secs * 1000 + rnd.randint(0, 999)
        hx = "%04x" % rnd.randint(0, 0xFFFF)
        stem = f"{cat}-{ms}-{hx}"
        p = f"facts/{date}/{stem}.md"
        ts = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)
        conf = rnd.choice([0.8, 0.85, 0.9, 0.95])
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {ts}\nupdated: {ts}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags)
              + "status: active\n---\n\n")
        files[p] = fm + fill(body, p, placed)
    missing = set(CLAIMS) - set(placed)
    if missing:
        raise SystemExit(f"claims never placed: {sorted(missing)}")
    for p, text in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, c1, c2, note in PAIRS:
        f1, f2 = placed[c1], placed[c2]
        if f1 == f2:
            raise SystemExit(f"{pid}: both claims in {f1}")
        if f2 < f1:
            f1, f2, c1, c2 = f2, f1, c2, c1
        out += [f"  - a: {f1}", f"    b: {f2}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {yq(CLAIMS[c1])}", f"    claim_b: {yq(CLAIMS[c2])}",
                f"    note: {yq(pid + ': ' + note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
