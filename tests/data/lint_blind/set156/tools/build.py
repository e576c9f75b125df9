#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content_*.py and claims.py."""
import json, random, re, shutil, sys
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
MARK = re.compile(r"^@@([A-Z0-9a-z]+)@@ (.*)$")


def render_body(body, path, claims):
    lines = []
    for ln in body.strip("\n").split("\n"):
        m = MARK.match(ln)
        if m:
            cid, text = m.groups()
            if cid in claims:
                raise SystemExit(f"claim {cid} placed twice")
            claims[cid] = (path, text)
            ln = text
        lines.append(ln)
    return "\n".join(lines) + "\n"


def q(s):
    return json.dumps(s, ensure_ascii=False)


def main():
    if STORE.exists():
        shutil.rmtree(STORE)
    STORE.mkdir()
    claims = {}
    files = {}
    # root
    index = []
    for r in ROOT:
        desc = r["desc"]
        if ": " in desc and not r["flat"]:
            desc = q(desc)
        fm = f"---\nname: {r['name']}\ndescription: {desc}\ntype: {r['type']}\n---\n\n"
        files[r["fn"]] = fm + render_body(r["body"], r["fn"], claims)
        index.append(f"- [{r['title']}]({r['fn']}) — {r['hook']}")
    files["MEMORY.md"] = "\n".join(index) + "\n"
    # remnic facts
    rng = random.Random(156)
    for date, cat, tags, body in FACTS:
        d = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        epoch = int(d.timestamp() * 1000) + rng.randint(7 * 3600_000, 19 * 3600_000)
        hex4 = f"{rng.randrange(16**4):04x}"
        stem = f"{cat}-{epoch}-{hex4}"
        path = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(epoch / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{epoch % 1000:03d}Z"
        conf = rng.choice([0.8, 0.85, 0.9, 0.95])
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = ["---", f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
              "source: extraction", f"confidence: {conf}", f"confidenceTier: {tier}", "tags:"]
        fm += [f"  - {t}" for t in tags]
        fm += ["status: active", "---", "", ""]
        files[path] = "\n".join(fm) + render_body(body, path, claims)
    # auto notes
    for slug, title, created, tags, body in AUTO:
        path = f"auto/{slug}.md"
        fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n# {title}\n\n"
        files[path] = fm + render_body(body, path, claims)
    for p, text in files.items():
        fp = STORE / p
        fp.parent.mkdir(parents=True, exist_ok=True)
        fp.write_text(text, encoding="utf-8")
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    used = set()
    for pid, label, cls, ca, cb, note in PAIRS:
        for c in (ca, cb):
            if c not in claims:
                raise SystemExit(f"{pid}: claim {c} not placed")
            used.add(c)
        (pa, ta), (pb, tb) = claims[ca], claims[cb]
        if pa > pb:
            (pa, ta), (pb, tb) = (pb, tb), (pa, ta)
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(ta)}", f"    claim_b: {q(tb)}", f"    note: {q(pid + ': ' + note)}"]
    unused = set(claims) - used
    if unused:
        raise SystemExit(f"placed but unused claims: {sorted(unused)}")
    (OUT / "labels.yaml").write_text("\n".join(out) + "\n", encoding="utf-8")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
