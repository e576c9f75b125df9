#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from claims.py and content_*.py."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, PAIRS
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^@@([A-Za-z0-9]+)@@$")


def q(s):
    return json.dumps(s, ensure_ascii=False)


def render(body, path, where):
    out = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line.strip())
        if m:
            cid = m.group(1)
            if cid in where:
                raise SystemExit(f"claim {cid} placed twice")
            where[cid] = path
            out.append(CLAIMS[cid])
        else:
            out.append(line)
    return "\n".join(out) + "\n"


def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    where, files = {}, {}
    # root
    index = []
    for fn in sorted(ROOT):
        name, desc, typ, title, body = ROOT[fn]
        d = desc if fn in FLAT else q(desc)
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        files[fn] = fm + render(body, fn, where)
        index.append(f"- [{title}]({fn}) — {desc.split(': ', 1)[-1] if fn in FLAT else desc}")
    files["MEMORY.md"] = "\n".join(index) + "\n"
    # auto
    for slug in sorted(AUTO):
        title, created, tags, body = AUTO[slug]
        p = f"auto/{slug}.md"
        fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[p] = fm + render(body, p, where)
    # remnic facts
    for i, (date, cat, tags, conf, body) in enumerate(FACTS):
        h = hashlib.sha1(f"{date}{i}{body}".encode()).hexdigest()
        base = int(datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc).timestamp() * 1000)
        epoch = base + (int(h[:8], 16) % (14 * 3600 * 1000)) + 7 * 3600 * 1000
        stem = f"{cat}-{epoch}-{h[8:12]}"
        p = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(epoch / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{epoch % 1000:03d}Z"
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        files[p] = fm + render(body, p, where)
    missing = set(CLAIMS) - set(where)
    if missing:
        raise SystemExit(f"claims never placed: {sorted(missing)}")
    for p, text in files.items():
        fp = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(fp), exist_ok=True)
        with open(fp, "w") as f:
            f.write(text)
    # labels
    lines = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, ca, cb, note in PAIRS:
        pa, pb = where[ca], where[cb]
        if pb < pa:
            pa, pb, ca, cb = pb, pa, cb, ca
        lines += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {q(CLAIMS[ca])}", f"    claim_b: {q(CLAIMS[cb])}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
