#!/usr/bin/env python3
"""Regenerate set35 store/ and labels.yaml from claims.py + content_*.py."""
import hashlib, json, os, shutil, sys, datetime
HERE = os.path.dirname(os.path.abspath(__file__)); sys.path.insert(0, HERE)
from claims import C, P
from content_root import ROOT
from content_other import AUTO, FACTS
BASE = os.path.dirname(HERE); STORE = os.path.join(BASE, "store")
FLAT = {"reference_lanebook.md", "reference_kiosk.md", "reference_glossary.md", "reference_oncall.md", "project_q4_roadmap.md"}
where = {}  # claim key -> relative path

def fill(body, rel):
    out = []
    for line in body.split("\n"):
        if line.startswith("@") and line[1:] in C:
            k = line[1:]; assert k not in where, k; where[k] = rel; out.append(C[k])
        else:
            out.append(line)
    return "\n".join(out)

def main():
    if os.path.exists(STORE): shutil.rmtree(STORE)
    os.makedirs(STORE)
    index = []
    for fn, (name, desc, typ, body) in sorted(ROOT.items()):
        d = desc
        if fn not in FLAT and ": " in d: d = json.dumps(d, ensure_ascii=False)
        txt = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n" + fill(body, fn)
        open(os.path.join(STORE, fn), "w").write(txt)
        title = name.split("-", 1)[1].replace("-", " ").capitalize()
        index.append((typ, f"- [{title}]({fn}) — {desc}"))
    order = ["user", "feedback", "project", "reference"]
    mem = ["# Memory", ""]
    for t in order:
        mem.append(f"## {t.capitalize()}")
        mem += [l for ty, l in index if ty == t]
        mem.append("")
    open(os.path.join(STORE, "MEMORY.md"), "w").write("\n".join(mem))
    os.makedirs(os.path.join(STORE, "auto"))
    for slug, (title, created, tags, body) in sorted(AUTO.items()):
        rel = f"auto/{slug}.md"
        tq = json.dumps(title) if ": " in title else title
        txt = f"---\ntitle: {tq}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n" + fill(body, rel)
        open(os.path.join(STORE, rel), "w").write(txt)
    for date, cat, slug, tags, body in FACTS:
        h = hashlib.sha1(f"{date}{cat}{slug}".encode()).hexdigest()
        secs = 7 * 3600 + int(h[:6], 16) % (12 * 3600)
        dt = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc) + datetime.timedelta(seconds=secs, milliseconds=int(h[6:9], 16) % 1000)
        ms = int(dt.timestamp() * 1000)
        stem = f"{cat}-{ms}-{h[-4:]}"
        rel = f"facts/{date}/{stem}.md"
        iso = dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{dt.microsecond // 1000:03d}Z"
        conf = 0.8 + (int(h[9], 16) % 2) * 0.1
        tg = "".join(f"\n  - {t}" for t in tags)
        txt = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
               f"confidence: {conf:.1f}\nconfidenceTier: {'explicit' if conf > 0.85 else 'implied'}\ntags:{tg}\nstatus: active\n---\n\n" + fill(body, rel))
        os.makedirs(os.path.join(STORE, "facts", date), exist_ok=True)
        open(os.path.join(STORE, rel), "w").write(txt)
    missing = [k for k in C if k not in where]
    assert not missing, missing
    lines = ["now: 2026-11-28", "pairs:"]
    for label, cls, ka, kb, note in P:
        pa, pb = where[ka], where[kb]
        ca, cb = C[ka], C[kb]
        assert pa != pb, (ka, kb)
        if pb < pa: pa, pb, ca, cb = pb, pa, cb, ca
        q = lambda s: json.dumps(s, ensure_ascii=False)
        lines += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(ka[:-1] + ': ' + note)}"]
    open(os.path.join(BASE, "labels.yaml"), "w").write("\n".join(lines) + "\n")
    print("files:", sum(len(fs) for _, _, fs in os.walk(STORE)), "pairs:", len(P))

if __name__ == "__main__":
    main()
