#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the content tables (content_*.py) and the pair table (claims.py)."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from claims import PAIRS, CLASS_LABEL

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
NOW = "2026-11-28"
MARK = re.compile(r"^\[\[([A-Za-z0-9]+)\|(.*)\]\]$")


def render(body, path, claims):
    lines = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid, text = m.group(1), m.group(2)
            if cid in claims:
                raise SystemExit(f"claim id {cid} placed twice ({claims[cid][0]}, {path})")
            claims[cid] = (path, text)
            lines.append(text)
        else:
            lines.append(line)
    return "\n".join(lines)


def yq(s):
    return json.dumps(s, ensure_ascii=False)


def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    files = {}
    claims = {}
    # root files
    index = ["# Memory index", ""]
    for fname, name, desc, typ, title, hook, body in ROOT:
        fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n"
        files[fname] = fm + render(body.strip("\n"), fname, claims) + "\n"
        index.append(f"- [{title}]({fname}) — {hook}")
    files["MEMORY.md"] = "\n".join(index) + "\n"
    # auto notes
    for slug, title, created, tags, body in AUTO:
        path = f"auto/{slug}.md"
        fm = (f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n")
        files[path] = fm + render(body.strip("\n"), path, claims) + "\n"
    # remnic facts
    seen_day = {}
    for date, cat, tags, body in FACTS:
        n = seen_day.get(date, 0)
        seen_day[date] = n + 1
        base = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        ms = int(base.timestamp() * 1000) + (8 * 3600 + 17 * 60) * 1000 + n * 2_713_417 \
            + int(hashlib.sha1(body.encode()).hexdigest()[:4], 16) % 997
        hx = hashlib.sha1((date + body).encode()).hexdigest()[:4]
        stem = f"{cat}-{ms}-{hx}"
        path = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        conf = 0.9 if cat == "fact" else 0.85
        tier = "explicit" if cat != "fact" else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        files[path] = fm + render(body.strip("\n"), path, claims) + "\n"
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as f:
            f.write(text)
    # labels
    used = set()
    out = [f"now: {NOW}", "pairs:"]
    for pid, cls, c1, c2, note in PAIRS:
        for c in (c1, c2):
            if c not in claims:
                raise SystemExit(f"{pid}: claim {c} not placed")
            used.add(c)
        (p1, t1), (p2, t2) = claims[c1], claims[c2]
        if p1 == p2:
            raise SystemExit(f"{pid}: both claims in {p1}")
        if p2 < p1:
            (p1, t1), (p2, t2) = (p2, t2), (p1, t1)
        out += [f"  - a: {p1}", f"    b: {p2}", f"    label: {CLASS_LABEL[cls]}", f"    class: {cls}",
                f"    claim_a: {yq(t1)}", f"    claim_b: {yq(t2)}", f"    note: {yq(pid + ': ' + note)}"]
    unused = set(claims) - used
    if unused:
        raise SystemExit(f"claims placed but not used: {sorted(unused)}")
    with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
