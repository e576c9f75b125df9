#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the claim and content tables."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, CLASSES, NOTES
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")
MARK = re.compile(r"^@@([A-Z]+\d+[ab])@@$")


def fill(body, path, placed):
    out = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            assert cid not in placed, f"{cid} placed twice"
            placed[cid] = path
            out.append(CLAIMS[cid])
        else:
            assert "@@" not in line, line
            out.append(line)
    return "\n".join(out) + "\n"


def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    placed = {}
    files = {}
    # root
    index = []
    for fn, name, desc, typ, title, hook, body in ROOT:
        fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n"
        files[fn] = fm + fill(body, fn, placed)
        index.append((typ, fn, title, hook))
    sections = [("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")]
    mem = ["# Memory Index", ""]
    for typ, head in sections:
        mem.append(f"## {head}")
        mem.append("")
        for t, fn, title, hook in index:
            if t == typ:
                mem.append(f"- [{title}]({fn}) — {hook}")
        mem.append("")
    files["MEMORY.md"] = "\n".join(mem)
    # auto
    for slug, (title, created, tags, body) in AUTO.items():
        fn = f"auto/{slug}.md"
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[fn] = fm + fill(body, fn, placed)
    # remnic facts
    for date, cat, tags, body in FACTS:
        h = hashlib.md5((date + body).encode()).hexdigest()
        d = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        ms = int(d.timestamp() * 1000) + (int(h[4:12], 16) % (11 * 3600 * 1000)) + 8 * 3600 * 1000
        stem = f"{cat}-{ms}-{h[:4]}"
        fn = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        conf = 0.95 if cat == "decision" else (0.9 if cat == "fact" else 0.85)
        tier = "explicit" if cat != "preference" else "implied"
        fm = ("---\n" f"id: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\n"
              "source: extraction\n" f"confidence: {conf}\nconfidenceTier: {tier}\n" "tags:\n"
              + "".join(f"  - {t}\n" for t in tags) + "status: active\n---\n\n")
        files[fn] = fm + fill(body, fn, placed)
    missing = set(CLAIMS) - set(placed)
    assert not missing, f"unplaced claims: {sorted(missing)}"
    for fn, text in files.items():
        p = os.path.join(STORE, fn)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w") as f:
            f.write(text)
    # labels
    q = lambda s: json.dumps(s, ensure_ascii=False)
    out = ["now: 2026-11-28", "pairs:"]
    for prefix, label, cls in CLASSES:
        for i in range(1, 11):
            pid = f"{prefix}{i}"
            pa, pb = placed[pid + "a"], placed[pid + "b"]
            ca, cb = CLAIMS[pid + "a"], CLAIMS[pid + "b"]
            if pb < pa:
                pa, pb, ca, cb = pb, pa, cb, ca
            out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                    f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + NOTES[pid])}"]
    with open(os.path.join(BASE, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(out[2:]) // 7} pairs")


if __name__ == "__main__":
    main()
