#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the claim tables in content_*.py and pairs.py.

Lines in a body that start with §ID§ carry labelled claim ID; the marker is stripped and the rest of the
line is the claim (verbatim). Each claim id must be placed exactly once in the whole store."""
import hashlib, json, re, shutil, sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT_DIR = HERE.parent
sys.path.insert(0, str(HERE))
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from pairs import PAIRS, CONTRA

STORE = ROOT_DIR / "store"
MARK = re.compile(r"^§([A-Z]+[0-9]+[ab])§(.*)$")
CLAIMS = {}   # id -> (relpath, text)


def strip_markers(rel, body):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid, text = m.group(1), m.group(2)
            if cid in CLAIMS:
                sys.exit(f"claim {cid} placed twice")
            CLAIMS[cid] = (rel, text)
            line = text
        out.append(line)
    return "\n".join(out).strip("\n") + "\n"


def write(rel, text):
    p = STORE / rel
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text, encoding="utf-8")


def main():
    if STORE.exists():
        shutil.rmtree(STORE)
    STORE.mkdir()
    index = {"user": [], "feedback": [], "project": [], "reference": []}
    for fn, name, desc, typ, title, hook, body in ROOT:
        fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n"
        write(fn, fm + strip_markers(fn, body))
        index[typ].append(f"- [{title}]({fn}) — {hook}")
    mem = ["# Memory index", ""]
    for typ, head in [("user", "People"), ("feedback", "Feedback"), ("project", "Projects"), ("reference", "Reference")]:
        mem += [f"## {head}"] + index[typ] + [""]
    write("MEMORY.md", "\n".join(mem))

    for slug, title, created, tags, body in AUTO:
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        write(rel, fm + strip_markers(rel, body))

    for i, (date, cat, tags, body) in enumerate(FACTS):
        h = hashlib.sha1(f"{date}{i}{body}".encode()).hexdigest()
        secs = 7 * 3600 + int(h[:6], 16) % (11 * 3600)
        base = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        epoch_ms = int(base.timestamp()) * 1000 + secs * 1000 + int(h[6:9], 16) % 1000
        stamp = datetime.fromtimestamp(epoch_ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{epoch_ms % 1000:03d}Z"
        stem = f"{cat}-{epoch_ms}-{h[-4:]}"
        rel = f"facts/{date}/{stem}.md"
        conf = 0.95 if cat == "decision" else (0.85 if cat == "preference" else 0.9)
        tier = "explicit" if cat in ("decision", "preference") else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {stamp}\nupdated: {stamp}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        write(rel, fm + strip_markers(rel, body))

    out = ["now: 2026-11-28", "pairs:"]
    q = lambda s: json.dumps(s, ensure_ascii=False)
    for pid, cls, x, y, note in PAIRS:
        (px, tx), (py, ty) = CLAIMS[x], CLAIMS[y]
        if py < px:
            (px, tx), (py, ty) = (py, ty), (px, tx)
        label = "contradiction" if cls in CONTRA else "non_contradiction"
        out += [f"  - a: {px}", f"    b: {py}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(tx)}", f"    claim_b: {q(ty)}", f"    note: {q(pid + ': ' + note)}"]
    (ROOT_DIR / "labels.yaml").write_text("\n".join(out) + "\n", encoding="utf-8")
    used = {c for p in PAIRS for c in p[2:4]}
    unused = set(CLAIMS) - used
    if unused:
        sys.exit(f"placed but unused claim ids: {sorted(unused)}")
    n = sum(1 for _ in STORE.rglob("*.md"))
    print(f"wrote {n} files, {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
