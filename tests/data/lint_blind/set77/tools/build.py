#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from content_*.py and claims.py."""
import hashlib, json, re, shutil, sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from claims import PAIRS

OUT = HERE.parent
STORE = OUT / "store"
MARK = re.compile(r"^\[\[([A-Za-z0-9,]+)\]\]")
NOW = "2026-11-28"

files = {}   # relpath -> full text
claims = {}  # claim id -> (relpath, line)


def strip_markers(rel, body):
    out = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line)
        if m:
            line = line[m.end():]
            for cid in m.group(1).split(","):
                if cid in claims:
                    sys.exit(f"claim id {cid} placed twice")
                claims[cid] = (rel, line)
        out.append(line)
    return "\n".join(out) + "\n"


# root auto-memory
index = []
for fn, typ, desc, title, hook, body in ROOT:
    name = fn[len(typ) + 1:-3].replace("_", "-")
    text = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n" + strip_markers(fn, body)
    files[fn] = text
    index.append(f"- [{title}]({fn}) — {hook}")
files["MEMORY.md"] = "\n".join(index) + "\n"

# free notes
for slug, title, created, tags, body in AUTO:
    rel = f"auto/{slug}.md"
    fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    files[rel] = fm + strip_markers(rel, body)

# remnic facts
for i, (date, cat, tags, body) in enumerate(FACTS):
    h = hashlib.sha1(f"{i}:{body}".encode()).hexdigest()
    base = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
    secs = 7 * 3600 + int(h[4:10], 16) % (11 * 3600)
    epoch_ms = int(base.timestamp()) * 1000 + secs * 1000 + int(h[10:13], 16) % 1000
    stem = f"{cat}-{epoch_ms}-{h[:4]}"
    rel = f"facts/{date}/{stem}.md"
    ts = datetime.fromtimestamp(epoch_ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{epoch_ms % 1000:03d}Z"
    conf = 0.85 + (int(h[13:15], 16) % 13) / 100
    tier = "explicit" if conf >= 0.9 else "implied"
    fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {ts}\nupdated: {ts}\nsource: extraction\n"
          f"confidence: {conf:.2f}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
          "status: active\n---\n\n")
    files[rel] = fm + strip_markers(rel, body)

# write store
if STORE.exists():
    shutil.rmtree(STORE)
for rel, text in files.items():
    p = STORE / rel
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text, encoding="utf-8")

# labels
q = lambda s: json.dumps(s, ensure_ascii=False)
lines = [f"now: {NOW}", "pairs:"]
for pid, label, cls, c1, c2, note in PAIRS:
    (p1, l1), (p2, l2) = claims[c1], claims[c2]
    if p1 == p2:
        sys.exit(f"{pid}: both claims in {p1}")
    if p2 < p1:
        (p1, l1), (p2, l2) = (p2, l2), (p1, l1)
    lines += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
              f"    claim_a: {q(l1)}", f"    claim_b: {q(l2)}", f"    note: {q(pid + ': ' + note)}"]
(OUT / "labels.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
used = {c for p in PAIRS for c in (p[3], p[4])}
unused = sorted(set(claims) - used)
print(f"wrote {len(files)} files, {len(PAIRS)} pairs; unused claim ids: {unused}")
