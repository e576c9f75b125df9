#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from content_*.py and claims.py."""
import hashlib, json, re, shutil, sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from content_root import ROOT
from content_facts import FACTS
from content_auto import AUTO
from claims import PAIRS

OUT = HERE.parent
STORE = OUT / "store"
MARK = re.compile(r"^@@([A-Z]+[0-9]+[ab])@@(.*)$")


def strip_markers(path, body, claims):
    lines = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid, text = m.groups()
            assert cid not in claims, f"claim {cid} placed twice"
            claims[cid] = (path, text)
            line = text
        assert "@@" not in line, (path, line)
        lines.append(line)
    return "\n".join(lines)


def fact_path(key, date, cat):
    h = hashlib.sha1(key.encode()).hexdigest()
    base = datetime.fromisoformat(date + "T07:00:00+00:00")
    secs = int(h[:6], 16) % (12 * 3600)
    ms = int(base.timestamp()) * 1000 + secs * 1000 + int(h[6:9], 16) % 1000
    return f"facts/{date}/{cat}-{ms}-{h[-4:]}.md", ms


def main():
    if STORE.exists():
        shutil.rmtree(STORE)
    files, claims = {}, {}
    index = []
    for fname, name, desc, typ, title, hook, body in ROOT:
        text = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n" + strip_markers(fname, body, claims)
        files[fname] = text
        index.append((typ, title, fname, hook))
    order = {"user": 0, "feedback": 1, "project": 2, "reference": 3}
    mem = ["# Memory Index", ""]
    for sect in ("user", "feedback", "project", "reference"):
        mem.append(f"## {sect.capitalize()}")
        mem.append("")
        for typ, title, fname, hook in index:
            if typ == sect:
                mem.append(f"- [{title}]({fname}) — {hook}")
        mem.append("")
    files["MEMORY.md"] = "\n".join(mem)
    for key, date, cat, tags, conf, body in FACTS:
        path, ms = fact_path(key, date, cat)
        iso = datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = ["---", f"id: {Path(path).stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
              "source: extraction", f"confidence: {conf}", f"confidenceTier: {tier}", "tags:"]
        fm += [f"  - {t}" for t in tags] + ["status: active", "---", "", ""]
        files[path] = "\n".join(fm) + strip_markers(path, body, claims)
    for slug, title, created, tags, body in AUTO:
        path = f"auto/{slug}.md"
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n"
        files[path] = fm + strip_markers(path, body, claims)
    for path, text in files.items():
        p = STORE / path
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text.rstrip("\n") + "\n")

    used = set()
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, ca, cb, note in PAIRS:
        used |= {ca, cb}
        (pa, ta), (pb, tb) = claims[ca], claims[cb]
        assert pa != pb, pid
        if pb < pa:
            (pa, ta), (pb, tb) = (pb, tb), (pa, ta)
        q = lambda s: json.dumps(s, ensure_ascii=False)
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(ta)}", f"    claim_b: {q(tb)}", f"    note: {q(pid + ': ' + note)}"]
    unused = set(claims) - used
    assert not unused, f"unused claim markers: {sorted(unused)}"
    (OUT / "labels.yaml").write_text("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
