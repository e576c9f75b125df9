#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from claims.py and content_*.py."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, CLASSES, NOTES
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^@@([A-Z]+[0-9]+[ab])@@$", re.M)


def fill(body, where, placed):
    def rep(m):
        cid = m.group(1)
        if cid in placed:
            sys.exit(f"{cid} placed twice ({placed[cid]} and {where})")
        placed[cid] = where
        return C[cid]
    return MARK.sub(rep, body)


def q(s):
    return json.dumps(s, ensure_ascii=False)


def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    placed, files = {}, {}

    for path, (title, desc, typ, body) in ROOT.items():
        slug = path[:-3].split("_", 1)[1].replace("_", "-")
        d = desc if path in FLAT else (q(desc) if ": " in desc else desc)
        fm = f"---\nname: {slug}\ndescription: {d}\ntype: {typ}\n---\n"
        files[path] = fm + fill(body, path, placed).lstrip("\n")
    lines = ["# Memory", ""]
    for sect, typ in (("User", "user"), ("Feedback", "feedback"), ("Project", "project"), ("Reference", "reference")):
        lines.append(f"## {sect}")
        for path, (title, desc, t, _) in sorted(ROOT.items()):
            if t == typ:
                lines.append(f"- [{title}]({path}) — {desc}")
        lines.append("")
    files["MEMORY.md"] = "\n".join(lines)

    for path, (title, created, tags, body) in AUTO.items():
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n"
        files[path] = fm + fill(body, path, placed).lstrip("\n")

    for date, cat, tags, body in FACTS:
        h = hashlib.sha1(body.encode()).hexdigest()
        base = int(datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc).timestamp() * 1000)
        epoch = base + 8 * 3600 * 1000 + int(h[:8], 16) % (10 * 3600 * 1000)
        stem = f"{cat}-{epoch}-{h[8:12]}"
        path = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(epoch / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{epoch % 1000:03d}Z"
        conf = 0.8 + (int(h[12:14], 16) % 18) / 100
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf:.2f}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags)
              + "status: active\n---\n\n")
        files[path] = fm + fill(body, path, placed).strip("\n") + "\n"

    missing = set(C) - set(placed)
    if missing:
        sys.exit(f"claims not placed: {sorted(missing)}")

    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text if text.endswith("\n") else text + "\n")

    out = ["now: 2026-11-28", "pairs:"]
    for prefix, label, cls in CLASSES:
        for i in range(1, 11):
            pid = f"{prefix}{i}"
            ia, ib = pid + "a", pid + "b"
            pa, pb = placed[ia], placed[ib]
            ca, cb = C[ia].split("\n")[0], C[ib].split("\n")[0]
            if pb < pa:
                pa, pb, ca, cb = pb, pa, cb, ca
            out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                    f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + NOTES[pid])}"]
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(out) and 90} pairs")


if __name__ == "__main__":
    main()
