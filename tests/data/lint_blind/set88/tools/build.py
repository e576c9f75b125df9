#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content_*.py and pairs.py.
Claim lines are tagged `[[ID]]` (or `[[ID1,ID2]]`) at the start of a body line; the tag is stripped and the
line (first physical line for hard-wrapped sentences) becomes the claim text for that id."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT, FLAT
from content_facts import FACTS
from content_auto import AUTO
from pairs import PAIRS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
TAG = re.compile(r"^\[\[([A-Za-z0-9,]+)\]\]")
claims = {}  # id -> (path, text)

def strip_tags(path, body):
    lines = []
    for line in body.strip("\n").split("\n"):
        m = TAG.match(line)
        if m:
            line = line[m.end():]
            for cid in m.group(1).split(","):
                assert cid not in claims, cid
                claims[cid] = (path, line)
        lines.append(line)
    return "\n".join(lines) + "\n"

def write(path, text):
    full = os.path.join(STORE, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as f:
        f.write(text)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    # root
    index = ["# Memory index", ""]
    for fname in sorted(ROOT):
        r = ROOT[fname]
        body = strip_tags(fname, r["body"])
        fm = f"---\nname: {r['name']}\ndescription: {r['description'] if fname in FLAT else json.dumps(r['description'], ensure_ascii=False)}\ntype: {r['type']}\n---\n\n"
        write(fname, fm + body)
        index.append(f"- [{r['title']}]({fname}) — {r['hook']}")
    write("MEMORY.md", "\n".join(index) + "\n")
    # remnic
    for date, cat, tags, body in FACTS:
        h = hashlib.sha1(body.encode()).hexdigest()
        day = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        ms = int(day.timestamp() * 1000) + int(h[:8], 16) % (14 * 3600 * 1000) + 7 * 3600 * 1000
        stem = f"{cat}-{ms}-{h[8:12]}"
        path = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        conf = 0.95 if cat == "decision" else (0.85 if cat == "preference" else 0.9)
        tier = "explicit" if cat != "fact" else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        write(path, fm + strip_tags(path, body))
    # auto
    for slug in sorted(AUTO):
        title, created, tags, body = AUTO[slug]
        path = f"auto/{slug}.md"
        fm = f"---\ntitle: {json.dumps(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        write(path, fm + strip_tags(path, body))
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    used = set()
    for pid, label, cls, note in PAIRS:
        (pa, ca), (pb, cb) = claims[pid + "a"], claims[pid + "b"]
        used |= {pid + "a", pid + "b"}
        if pb < pa:
            (pa, ca), (pb, cb) = (pb, cb), (pa, ca)
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {json.dumps(ca, ensure_ascii=False)}", f"    claim_b: {json.dumps(cb, ensure_ascii=False)}",
                f"    note: {json.dumps(pid + ': ' + note, ensure_ascii=False)}"]
    extra = set(claims) - used
    assert not extra, extra
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    with open(os.path.join(HERE, "claims_table.json"), "w") as f:
        json.dump({k: {"path": v[0], "claim": v[1]} for k, v in sorted(claims.items())}, f, indent=1, ensure_ascii=False)
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
