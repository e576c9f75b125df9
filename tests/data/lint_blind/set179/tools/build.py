#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set179 from the claim and content tables."""
import os, re, random, shutil, sys, datetime, json
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, PAIRS
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
NOW = "2026-11-28"
MARK = re.compile(r"@@([A-Z]+\d+[ab])@@")

def q(s):
    return json.dumps(s, ensure_ascii=False)

def main():
    rnd = random.Random(179)
    files = {}  # path -> full text
    placed = {}  # claim id -> path

    def fill(path, body):
        def sub(m):
            cid = m.group(1)
            if cid in placed:
                raise SystemExit(f"claim {cid} placed twice ({placed[cid]}, {path})")
            placed[cid] = path
            return CLAIMS[cid]
        return MARK.sub(sub, body)

    # root memories + MEMORY.md
    index = ["# Memory index", ""]
    groups = {"user": "## People", "feedback": "## Feedback", "project": "## Projects", "reference": "## Reference"}
    for typ in ["user", "feedback", "project", "reference"]:
        index.append(groups[typ])
        for fn in sorted(ROOT):
            name, desc, t, title, hook, body = ROOT[fn]
            if t != typ:
                continue
            d = desc if fn in FLAT else q(desc)
            files[fn] = f"---\nname: {name}\ndescription: {d}\ntype: {t}\n---\n\n" + fill(fn, body)
            index.append(f"- [{title}]({fn}) — {hook}")
        index.append("")
    files["MEMORY.md"] = "\n".join(index).rstrip() + "\n"

    # auto notes
    for path, (title, created, tags, body) in AUTO.items():
        fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[path] = fm + fill(path, body)

    # remnic facts
    for date, cat, tags, body in FACTS:
        d = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
        d = d + datetime.timedelta(seconds=rnd.randint(7 * 3600, 22 * 3600), milliseconds=rnd.randint(0, 999))
        ms = int(d.timestamp() * 1000)
        stem = f"{cat}-{ms}-{rnd.randrange(16**4):04x}"
        path = f"facts/{date}/{stem}.md"
        iso = d.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        conf = rnd.choice([0.8, 0.85, 0.9, 0.92, 0.95])
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = ("---\n" f"id: {stem}\n" f"category: {cat}\n" f"created: {iso}\n" f"updated: {iso}\n"
              "source: extraction\n" f"confidence: {conf}\n" f"confidenceTier: {tier}\n" "tags:\n"
              + "".join(f"  - {t}\n" for t in tags) + "status: active\n---\n\n")
        files[path] = fm + fill(path, body)

    missing = set(CLAIMS) - set(placed)
    if missing:
        raise SystemExit(f"claims never placed: {sorted(missing)}")

    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as fh:
            fh.write(text)

    out = [f"now: {NOW}", "pairs:"]
    for pid, label, cls, note in PAIRS:
        ca, cb = CLAIMS[pid + "a"], CLAIMS[pid + "b"]
        pa, pb = placed[pid + "a"], placed[pid + "b"]
        if pb < pa:
            pa, pb, ca, cb = pb, pa, cb, ca
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w") as fh:
        fh.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
