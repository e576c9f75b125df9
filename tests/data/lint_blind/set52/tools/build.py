#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from pairs.py + content_*.py.
Claim lines carry a marker '@@<id>a@@' / '@@<id>b@@' at line start; the marker is stripped and the
remaining full line becomes the claim. a/b in labels.yaml are reordered so that `a` sorts first."""
import hashlib, json, os, re, shutil, sys, datetime as dt
HERE = os.path.dirname(os.path.abspath(__file__)); sys.path.insert(0, HERE)
from pairs import PAIRS
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
OUT = os.path.dirname(HERE); STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^@@([A-Z]+\d+[ab])@@")
FLAT = {"reference_doughplan.md", "reference_rounds.md", "reference_infra.md", "reference_shops.md", "reference_glossary.md"}

def q(s):  # YAML double-quoted scalar
    return json.dumps(s, ensure_ascii=False)

def main():
    if os.path.exists(STORE): shutil.rmtree(STORE)
    files = {}  # relpath -> text
    # root
    idx = ["# Memory Index", ""]
    for fn, (name, desc, typ, title, hook, body) in sorted(ROOT.items()):
        d = desc if fn in FLAT else q(desc)
        files[fn] = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n{body.rstrip()}\n"
        idx.append(f"- [{title}]({fn}) — {hook}")
    files["MEMORY.md"] = "\n".join(idx) + "\n"
    # auto
    for slug, (title, created, tags, body) in sorted(AUTO.items()):
        files[f"auto/{slug}.md"] = (f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n"
                                   f"{body.strip()}\n")
    # facts
    for date, cat, tags, body in FACTS:
        h = hashlib.sha1((date + cat + body).encode()).hexdigest()
        base = dt.datetime.fromisoformat(date + "T00:00:00+00:00")
        ts = base + dt.timedelta(seconds=7 * 3600 + int(h[:6], 16) % (11 * 3600), milliseconds=int(h[6:9], 16) % 1000)
        ms = int(ts.timestamp() * 1000)
        stem = f"{cat}-{ms}-{h[-4:]}"
        iso = ts.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ts.microsecond // 1000:03d}Z"
        conf = 0.8 + (int(h[9:11], 16) % 18) / 100
        tier = "explicit" if conf >= 0.9 else "implied"
        tg = "".join(f"\n  - {t}" for t in tags)
        files[f"facts/{date}/{stem}.md"] = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\n"
            f"source: extraction\nconfidence: {conf:.2f}\nconfidenceTier: {tier}\ntags:{tg}\nstatus: active\n---\n\n{body}\n")
    # strip markers, collect claims
    claims = {}
    for rel in list(files):
        out = []
        for line in files[rel].split("\n"):
            m = MARK.match(line)
            if m:
                cid = m.group(1); line = line[m.end():]
                if cid in claims: sys.exit(f"marker {cid} placed twice")
                claims[cid] = (rel, line)
            out.append(line)
        files[rel] = "\n".join(out)
    for rel, text in files.items():
        p = os.path.join(STORE, rel); os.makedirs(os.path.dirname(p), exist_ok=True)
        open(p, "w").write(text)
    # labels
    order = {"value_slot": 0, "role_slot": 1, "negation": 2, "stale_vs_change": 3, "refinement": 4,
             "other_subject": 5, "dated_history": 6, "agreeing_duplicate": 7, "negation_scope": 8}
    lines = ["now: 2026-11-28", "pairs:"]
    for pid, (label, cls, note) in sorted(PAIRS.items(), key=lambda kv: (order[kv[1][1]], int(re.sub(r"\D", "", kv[0])))):
        (fa, ca), (fb, cb) = claims[pid + "a"], claims[pid + "b"]
        if fb < fa: (fa, ca), (fb, cb) = (fb, cb), (fa, ca)
        lines += [f"  - a: {fa}", f"    b: {fb}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    extra = set(claims) - {p + s for p in PAIRS for s in "ab"}
    if extra: sys.exit(f"unpaired markers: {sorted(extra)}")
    open(os.path.join(OUT, "labels.yaml"), "w").write("\n".join(lines) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
