#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set168 from the claim and content tables."""
import json, random, re, shutil, sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from claims import C, PAIRS
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

OUT = HERE.parent
STORE = OUT / "store"
MARK = re.compile(r"@@([A-Za-z0-9]+)@@")


def main():
    if STORE.exists():
        shutil.rmtree(STORE)
    STORE.mkdir()
    rng = random.Random(168)
    files = {}  # rel path -> text
    where = {}  # claim id -> rel path

    def fill(rel, body):
        def rep(m):
            cid = m.group(1)
            if cid in where:
                raise SystemExit(f"claim {cid} placed twice ({where[cid]}, {rel})")
            where[cid] = rel
            return C[cid]
        return MARK.sub(rep, body)

    for fn, name, desc, typ, title, hook, body in ROOT:
        fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n"
        files[fn] = fm + fill(fn, body).rstrip("\n") + "\n"
    idx = ["# Memory index", ""]
    for head, typ in (("## Reference", "reference"), ("## Project", "project"),
                      ("## Feedback", "feedback"), ("## People", "user")):
        idx.append(head)
        for fn, name, desc, t, title, hook, body in ROOT:
            if t == typ:
                idx.append(f"- [{title}]({fn}) — {hook}")
        idx.append("")
    files["MEMORY.md"] = "\n".join(idx).rstrip("\n") + "\n"

    for slug, title, created, tags, body in AUTO:
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[rel] = fm + fill(rel, body).rstrip("\n") + "\n"

    used = set()
    for date, cat, tags, conf, body in FACTS:
        d = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        ms = int(d.timestamp() * 1000) + rng.randrange(7 * 3600_000, 21 * 3600_000)
        hx = f"{rng.randrange(0x10000):04x}"
        stem = f"{cat}-{ms}-{hx}"
        assert stem not in used
        used.add(stem)
        rel = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = ("---\n" f"id: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\n"
              "source: extraction\n" f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n"
              + "".join(f"  - {t}\n" for t in tags) + "status: active\n---\n\n")
        files[rel] = fm + fill(rel, body).rstrip("\n") + "\n"

    missing = set(C) - set(where)
    if missing:
        raise SystemExit(f"claims never placed: {sorted(missing)}")
    for rel, text in files.items():
        p = STORE / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")

    q = lambda s: json.dumps(s, ensure_ascii=False)
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, c1, c2, note in PAIRS:
        (pa, ca), (pb, cb) = sorted([(where[c1], C[c1]), (where[c2], C[c2])])
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    (OUT / "labels.yaml").write_text("\n".join(out) + "\n", encoding="utf-8")
    print(f"wrote {len(files)} files and {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
