#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content.py (file bodies with @ID@ claim markers) and pairs.py."""
import hashlib, json, re, shutil, sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import content, pairs

OUT = HERE.parent
STORE = OUT / "store"
MARK = re.compile(r"^@([A-Z]+\d+[ab])@ ")
FLAT_DESC = {"reference_infra.md", "reference_sites.md", "reference_glossary.md", "reference_theatreorders.md"}

def q(s):
    return json.dumps(s, ensure_ascii=False)

def strip_markers(body, path, claims):
    out = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            line = line[m.end():]
            if cid in claims:
                sys.exit(f"claim {cid} placed twice")
            claims[cid] = (path, line)
        out.append(line)
    return "\n".join(out) + "\n"

def fact_path(key, date, cat):
    h = hashlib.sha1(key.encode()).hexdigest()
    hour = int(h[:2], 16) % 11 + 8
    minute, sec, ms = int(h[2:4], 16) % 60, int(h[4:6], 16) % 60, int(h[6:9], 16) % 1000
    dt = datetime.strptime(date, "%Y-%m-%d").replace(hour=hour, minute=minute, second=sec, tzinfo=timezone.utc)
    epoch = int(dt.timestamp()) * 1000 + ms
    return f"facts/{date}/{cat}-{epoch}-{h[9:13]}.md", dt, epoch

def main():
    if STORE.exists():
        shutil.rmtree(STORE)
    STORE.mkdir()
    claims, files = {}, {}
    # root
    index = []
    for fn in sorted(content.ROOT):
        name, desc, typ, title, hook, body = content.ROOT[fn]
        d = desc if fn in FLAT_DESC else q(desc)
        files[fn] = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n" + strip_markers(body, fn, claims)
        index.append(f"- [{title}]({fn}) — {hook}")
    files["MEMORY.md"] = "\n".join(index) + "\n"
    # auto
    for slug in sorted(content.AUTO):
        title, created, tags, body = content.AUTO[slug]
        p = f"auto/{slug}.md"
        fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[p] = fm + strip_markers(body, p, claims)
    # remnic facts
    for key, date, cat, tags, conf, body in content.FACTS:
        p, dt, epoch = fact_path(key, date, cat)
        stem = Path(p).stem
        iso = dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{epoch % 1000:03d}Z"
        fm = ["---", f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
              "source: extraction", f"confidence: {conf}",
              f"confidenceTier: {'explicit' if conf >= 0.9 else 'implied'}", "tags:"]
        fm += [f"  - {t}" for t in tags] + ["status: active", "---", ""]
        if p in files:
            sys.exit(f"duplicate path {p}")
        files[p] = "\n".join(fm) + "\n" + strip_markers(body, p, claims)
    for p, text in files.items():
        fp = STORE / p
        fp.parent.mkdir(parents=True, exist_ok=True)
        fp.write_text(text, encoding="utf-8")
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    for pid, (label, cls, note) in pairs.PAIRS.items():
        (pa, ca), (pb, cb) = claims[pid + "a"], claims[pid + "b"]
        if pb < pa:
            (pa, ca), (pb, cb) = (pb, cb), (pa, ca)
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    used = {c[:-1] for c in claims}
    missing = used ^ set(pairs.PAIRS)
    if missing:
        sys.exit(f"marker/pair mismatch: {sorted(missing)}")
    (OUT / "labels.yaml").write_text("\n".join(out) + "\n", encoding="utf-8")
    print(f"wrote {len(files)} files, {len(pairs.PAIRS)} pairs")

if __name__ == "__main__":
    main()
