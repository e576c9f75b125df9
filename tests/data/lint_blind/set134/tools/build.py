#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from the content tables and pairs.py."""
import hashlib, json, os, re, shutil, sys, datetime
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from pairs import PAIRS

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^@([A-Za-z0-9]+)@(.*)$")
# root files whose description deliberately carries an unquoted ": " (not strict YAML)
FLAT = {"reference_barre.md", "reference_infra.md", "reference_glossary.md", "reference_exam_boards.md"}

claims = {}  # id -> (relpath, text)

def strip_markers(rel, body):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid, text = m.group(1), m.group(2)
            if cid in claims:
                sys.exit(f"claim id {cid} placed twice")
            claims[cid] = (rel, text)
            line = text
        out.append(line)
    return "\n".join(out)

def yq(s):
    return json.dumps(s, ensure_ascii=False)

def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w") as f:
        f.write(text)

def title_of(fn, body):
    for line in body.split("\n"):
        if line.startswith("# "):
            return line[2:].strip()
    return fn[:-3].split("_", 1)[1].replace("_", " ").replace("-", " ").capitalize()

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    index = []
    for fn, (name, desc, typ, body) in ROOT.items():
        body = strip_markers(fn, body)
        d = desc if fn in FLAT else yq(desc)
        write(fn, f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n{body}")
        hook = desc.split(": ", 1)[1] if fn in FLAT else desc
        index.append(f"- [{title_of(fn, body)}]({fn}) — {hook}")
    write("MEMORY.md", "# Memory index\n\n" + "\n".join(index) + "\n")

    for slug, (title, created, tags, body) in AUTO.items():
        rel = f"auto/{slug}.md"
        body = strip_markers(rel, body)
        fm = f"---\ntitle: {yq(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        write(rel, fm + body)

    for i, (date, cat, tags, body) in enumerate(FACTS):
        d = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
        h = int(hashlib.sha1(f"{date}{i}".encode()).hexdigest(), 16)
        secs = 8 * 3600 + h % (10 * 3600)
        ts = d + datetime.timedelta(seconds=secs, milliseconds=h % 1000)
        epoch = int(ts.timestamp() * 1000)
        hex4 = format(h >> 20 & 0xFFFF, "04x")
        stem = f"{cat}-{epoch}-{hex4}"
        rel = f"facts/{date}/{stem}.md"
        body = strip_markers(rel, body.strip("\n") + "\n")
        iso = ts.strftime("%Y-%m-%dT%H:%M:%S.") + f"{epoch % 1000:03d}Z"
        conf = 0.95 if cat == "decision" else (0.9 if cat == "fact" else 0.85)
        tier = "explicit" if cat != "fact" or h % 3 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" +
              "".join(f"  - {t}\n" for t in tags) + "status: active\n---\n\n")
        write(rel, fm + body)

    lines = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, c1, c2, note in PAIRS:
        (p1, t1), (p2, t2) = claims[c1], claims[c2]
        if p2 < p1:
            (p1, t1), (p2, t2) = (p2, t2), (p1, t1)
        lines += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {yq(t1)}", f"    claim_b: {yq(t2)}", f"    note: {yq(pid + ': ' + note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(lines) + "\n")
    unused = sorted(set(claims) - {c for p in PAIRS for c in p[3:5]})
    if unused:
        print("unused claim markers:", unused)
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files, {len(PAIRS)} pairs")

main()
