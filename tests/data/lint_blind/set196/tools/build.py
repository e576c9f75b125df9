#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from claims.py (claim table, pairs) and content.py (bodies)."""
import hashlib, json, re, shutil, sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from claims import CLAIMS, PAIRS
from content import ROOT, AUTO, FACTS

OUT = HERE.parent
STORE = OUT / "store"
MARK = re.compile(r"^@@([A-Za-z0-9]+)@@$")

def fill(body, path, where):
    lines = []
    for ln in body.strip("\n").split("\n"):
        m = MARK.match(ln.strip())
        if m:
            key = m.group(1)
            if key in where:
                sys.exit(f"claim {key} placed twice: {where[key]} and {path}")
            where[key] = path
            lines.append(CLAIMS[key])
        else:
            lines.append(ln)
    return "\n".join(lines) + "\n"

def q(s):
    return json.dumps(s, ensure_ascii=False)

def main():
    if STORE.exists():
        shutil.rmtree(STORE)
    STORE.mkdir()
    where = {}
    # root (Claude Code auto-memory)
    index = ["# Memory index", ""]
    for fn in sorted(ROOT):
        title, hook, name, desc, typ, body = ROOT[fn]
        d = desc if ": " in desc else desc  # flat descriptions are deliberate when they contain ': '
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        (STORE / fn).write_text(fm + fill(body, fn, where))
        index.append(f"- [{title}]({fn}) — {hook}")
    (STORE / "MEMORY.md").write_text("\n".join(index) + "\n")
    # auto notes
    (STORE / "auto").mkdir()
    for slug in sorted(AUTO):
        title, created, tags, body = AUTO[slug]
        path = f"auto/{slug}.md"
        fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        (STORE / path).write_text(fm + fill(body, path, where))
    # remnic facts
    for date, cat, tags, body in FACTS:
        h = hashlib.sha1(body.encode()).hexdigest()
        secs = 8 * 3600 + int(h[:6], 16) % (10 * 3600)
        ms = int(h[6:9], 16) % 1000
        dt = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc) + timedelta(seconds=secs, milliseconds=ms)
        epoch = int(dt.timestamp() * 1000)
        stem = f"{cat}-{epoch}-{h[-4:]}"
        path = f"facts/{date}/{stem}.md"
        iso = dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms:03d}Z"
        conf = {"fact": 0.9, "preference": 0.85, "decision": 0.92}[cat]
        fm = ["---", f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
              "source: extraction", f"confidence: {conf}", "confidenceTier: explicit", "tags:"]
        fm += [f"  - {t}" for t in tags] + ["status: active", "---", "", ""]
        (STORE / path).parent.mkdir(parents=True, exist_ok=True)
        (STORE / path).write_text("\n".join(fm) + fill(body, path, where))
    missing = [k for p in PAIRS for k in (p[3], p[4]) if k not in where]
    if missing:
        sys.exit(f"claims never placed: {missing}")
    unused = sorted(set(CLAIMS) - set(where))
    if unused:
        sys.exit(f"claims defined but not placed: {unused}")
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, k1, k2, note in PAIRS:
        (pa, ca), (pb, cb) = sorted([(where[k1], CLAIMS[k1]), (where[k2], CLAIMS[k2])])
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    (OUT / "labels.yaml").write_text("\n".join(out) + "\n")
    n = sum(1 for _ in STORE.rglob("*.md"))
    print(f"wrote {n} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
