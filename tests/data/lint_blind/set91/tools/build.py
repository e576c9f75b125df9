#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content.py + pairs.py."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
sys.path.insert(0, os.path.dirname(__file__))
from content import ROOT, AUTO, FACTS
from pairs import PAIRS

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^@@([A-Za-z0-9,]+)@@")

def strip(body, path, claims):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            line = line[m.end():]
            for cid in m.group(1).split(","):
                assert cid not in claims, cid
                claims[cid] = (path, line)
        out.append(line)
    return "\n".join(out)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    files, claims = {}, {}
    # root
    idx = ["# Memory Index", ""]
    groups = {"user": "User", "feedback": "Feedback", "project": "Project", "reference": "Reference"}
    for t, head in groups.items():
        idx.append(f"## {head}")
        idx.append("")
        for fn, name, desc, typ, title, hook, body in ROOT:
            if typ == t:
                idx.append(f"- [{title}]({fn}) — {hook}")
        idx.append("")
    for fn, name, desc, typ, title, hook, body in ROOT:
        assert fn.startswith(typ + "_"), fn
        text = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n" + strip(body, fn, claims)
        files[fn] = text
    files["MEMORY.md"] = "\n".join(idx).rstrip() + "\n"
    # auto
    for slug, title, created, tags, body in AUTO:
        p = f"auto/{slug}.md"
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[p] = fm + strip(body, p, claims)
    # facts
    for date, cat, key, body, tags in FACTS:
        h = hashlib.sha1(key.encode()).hexdigest()
        secs = int(h[:6], 16) % 43200 + 25200          # 07:00 .. 19:00 UTC
        dt = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        ms = int(dt.timestamp()) * 1000 + secs * 1000 + int(h[6:9], 16) % 1000
        stem = f"{cat}-{ms}-{h[-4:]}"
        p = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        conf = 0.9 if cat == "fact" else 0.85
        tier = "explicit" if cat != "fact" else "implied"
        fm = ["---", f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
              "source: extraction", f"confidence: {conf}", f"confidenceTier: {tier}", "tags:"]
        fm += [f"  - {t}" for t in tags] + ["status: active", "---", ""]
        files[p] = "\n".join(fm) + "\n" + strip(body, p, claims) + "\n"
    for p, text in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text if text.endswith("\n") else text + "\n")
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    order = [k for pre in ("V", "R", "N", "S", "F", "O", "D", "A", "NS") for k in PAIRS
             if re.fullmatch(pre + r"\d+", k)]
    assert len(order) == len(PAIRS) == 90, len(order)
    for pid in order:
        label, cls, note = PAIRS[pid]
        (pa, ca), (pb, cb) = claims[pid + "a"], claims[pid + "b"]
        if pb < pa:
            pa, ca, pb, cb = pb, cb, pa, ca
        q = lambda s: json.dumps(s, ensure_ascii=False)
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    unused = sorted(set(claims) - {p + s for p in PAIRS for s in "ab"})
    assert not unused, unused
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(order)} pairs")

if __name__ == "__main__":
    main()
