#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the content tables and the pair table."""
import hashlib, json, re, shutil, sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS
from pairs import PAIRS, CONTRA

OUT = HERE.parent
STORE = OUT / "store"
MARK = re.compile(r"^@([A-Z]+\d+[ab])@")

def q(s):
    return json.dumps(s, ensure_ascii=False)

def strip_markers(path, body, claims):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            line = line[m.end():]
            if cid in claims:
                sys.exit(f"claim {cid} placed twice")
            claims[cid] = (path, line)
        out.append(line)
    return "\n".join(out)

def main():
    if STORE.exists():
        shutil.rmtree(STORE)
    STORE.mkdir()
    claims = {}
    files = {}
    # root
    order = {"user": 0, "feedback": 1, "project": 2, "reference": 3}
    index = {k: [] for k in order}
    for fn, (title, hook, name, desc, typ, body) in ROOT.items():
        assert fn.startswith(typ + "_"), fn
        text = strip_markers(fn, body, claims)
        files[fn] = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n{text}"
        index[typ].append(f"- [{title}]({fn}) — {hook}")
    heads = {"user": "User", "feedback": "Feedback", "project": "Projects", "reference": "Reference"}
    mem = ["# Memory index", ""]
    for typ in order:
        mem.append(f"## {heads[typ]}")
        mem.extend(sorted(index[typ]))
        mem.append("")
    files["MEMORY.md"] = "\n".join(mem)
    # auto
    for slug, (title, created, tags, body) in AUTO.items():
        path = f"auto/{slug}.md"
        text = strip_markers(path, body, claims)
        files[path] = (f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n{text}")
    # remnic facts
    for date, time, cat, conf, tags, body in FACTS:
        h = hashlib.sha1((date + time + body).encode()).hexdigest()
        dt = datetime.fromisoformat(f"{date}T{time}+00:00")
        epoch = int(dt.timestamp()) * 1000 + int(h[4:7], 16) % 1000
        stem = f"{cat}-{epoch}-{h[:4]}"
        path = f"facts/{date}/{stem}.md"
        assert path not in files, path
        text = strip_markers(path, body, claims)
        iso = dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{epoch % 1000:03d}Z"
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = [f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
              "source: extraction", f"confidence: {conf}", f"confidenceTier: {tier}", "tags:"]
        fm += [f"  - {t}" for t in tags]
        fm += ["status: active"]
        files[path] = "---\n" + "\n".join(fm) + "\n---\n\n" + text
    for path, text in files.items():
        p = STORE / path
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text if text.endswith("\n") else text + "\n")
    # labels
    lines = ["now: 2026-11-28", "pairs:"]
    used = set()
    for pid, cls, note in PAIRS:
        pa, ca = claims.pop(pid + "a")
        pb, cb = claims.pop(pid + "b")
        if pb < pa:
            pa, ca, pb, cb = pb, cb, pa, ca
        assert (pa, pb) not in used, (pid, pa, pb)
        used.add((pa, pb))
        label = "contradiction" if cls in CONTRA else "non_contradiction"
        lines += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    if claims:
        sys.exit(f"unpaired claim markers: {sorted(claims)}")
    (OUT / "labels.yaml").write_text("\n".join(lines) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
