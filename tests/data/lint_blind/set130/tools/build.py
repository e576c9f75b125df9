#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set130 from the claim and content tables."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, CLASSES, NOTES
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")
MARK = re.compile(r"^@@([A-Z]+\d+[ab])@@$")

def fill(body, path, where):
    out = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line.strip())
        if m:
            cid = m.group(1)
            assert cid in CLAIMS, cid
            assert cid not in where, f"{cid} placed twice"
            where[cid] = path
            out.append(CLAIMS[cid])
        else:
            assert "@@" not in line, line
            out.append(line)
    return "\n".join(out) + "\n"

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    where, files = {}, {}
    # root
    index = []
    for fn, (name, desc, typ, title, hook, body) in ROOT.items():
        if fn not in FLAT:
            assert ": " not in desc, fn
        fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n"
        files[fn] = fm + fill(body, fn, where)
        index.append(f"- [{title}]({fn}) — {hook}")
    files["MEMORY.md"] = "\n".join(index) + "\n"
    # auto
    for path, (title, created, tags, body) in AUTO.items():
        fm = f"---\ntitle: {json.dumps(title, ensure_ascii=False) if ': ' in title else title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[path] = fm + fill(body, path, where)
    # remnic facts
    seen_ms = set()
    for i, (date, cat, conf, tags, body) in enumerate(FACTS):
        h = hashlib.sha1(f"{date}{cat}{body}".encode()).hexdigest()
        base = datetime.fromisoformat(date + "T08:00:00+00:00")
        ms = int(base.timestamp() * 1000) + int(h[:8], 16) % (11 * 3600 * 1000)
        while ms in seen_ms:
            ms += 1
        seen_ms.add(ms)
        stem = f"{cat}-{ms}-{h[-4:]}"
        path = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        tier = "explicit" if conf >= 0.88 else "implied"
        fm = ("---\n" f"id: {stem}\n" f"category: {cat}\n" f"created: {iso}\n" f"updated: {iso}\n"
              "source: extraction\n" f"confidence: {conf}\n" f"confidenceTier: {tier}\n" "tags:\n"
              + "".join(f"  - {t}\n" for t in tags) + "status: active\n---\n\n")
        files[path] = fm + fill(body, path, where)
    missing = set(CLAIMS) - set(where)
    assert not missing, f"claims not placed: {sorted(missing)}"
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as f:
            f.write(text)
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    q = lambda s: json.dumps(s, ensure_ascii=False)
    for prefix, label, cls in CLASSES:
        for n in range(1, 11):
            pid = f"{prefix}{n}"
            pa, pb = where[pid + "a"], where[pid + "b"]
            ca, cb = CLAIMS[pid + "a"], CLAIMS[pid + "b"]
            assert pa != pb, pid
            if pb < pa:
                pa, pb, ca, cb = pb, pa, cb, ca
            out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                    f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + NOTES[pid])}"]
    with open(os.path.join(BASE, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(CLASSES) * 10} pairs")

if __name__ == "__main__":
    main()
