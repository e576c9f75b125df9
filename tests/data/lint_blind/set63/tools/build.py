#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set63 from claims.py and content_*.py."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, PAIRS
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
NOW = "2026-11-28"
# root descriptions left as flat (unquoted) YAML even though they contain ": " (as real files sometimes do)
FLAT = {"reference_lockbook.md", "reference_venues.md", "reference_glossary.md", "user_hannah.md"}
MARK = re.compile(r"@@([A-Za-z0-9]+)@@")


def yq(s):
    return json.dumps(s, ensure_ascii=False)


def fill(body, path, where):
    def rep(m):
        cid = m.group(1)
        if cid not in C:
            raise SystemExit(f"unknown claim {cid} in {path}")
        if cid in where:
            raise SystemExit(f"claim {cid} placed twice: {where[cid]} and {path}")
        where[cid] = path
        return C[cid]
    return MARK.sub(rep, body)


def main():
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    files = {}
    where = {}
    # root
    index = []
    for fname, (typ, desc, title, hook, body) in sorted(ROOT.items()):
        d = desc if (fname in FLAT or ": " not in desc) else yq(desc)
        name = fname[:-3].split("_", 1)[1].replace("_", "-")
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        files[fname] = fm + fill(body, fname, where)
        index.append(f"- [{title}]({fname}) — {hook}")
    files["MEMORY.md"] = "# Memory index\n\n" + "\n".join(index) + "\n"
    # auto
    for slug, (title, created, tags, body) in sorted(AUTO.items()):
        p = f"auto/{slug}.md"
        fm = f"---\ntitle: {yq(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[p] = fm + fill(body, p, where)
    # facts
    for i, (date, cat, tags, conf, body) in enumerate(FACTS):
        dt = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        h = int(hashlib.md5(f"{i}{body}".encode()).hexdigest(), 16)
        ms = int(dt.timestamp() * 1000) + 8 * 3600_000 + (h % (12 * 3600_000))
        hex4 = hashlib.sha1(f"{ms}{body}".encode()).hexdigest()[:4]
        stem = f"{cat}-{ms}-{hex4}"
        p = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = ("---\n" f"id: {stem}\n" f"category: {cat}\n" f"created: {iso}\n" f"updated: {iso}\n"
              "source: extraction\n" f"confidence: {conf}\n" f"confidenceTier: {tier}\n" "tags:\n"
              + "".join(f"  - {t}\n" for t in tags) + "status: active\n---\n\n")
        files[p] = fm + fill(body.strip("\n") + "\n", p, where)
    missing = [c for c in C if c not in where]
    if missing:
        raise SystemExit(f"claims never placed: {missing}")
    for p, text in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as f:
            f.write(text)
    # labels
    out = [f"now: {NOW}", "pairs:"]
    for pid, label, cls, x, y, note in PAIRS:
        px, py = where[x], where[y]
        if px > py:
            px, py, x, y = py, px, y, x
        out += [f"  - a: {px}", f"    b: {py}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {yq(C[x])}", f"    claim_b: {yq(C[y])}", f"    note: {yq(pid + ': ' + note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
