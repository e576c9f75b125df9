#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from the content tables.

Claim lines are marked in the content with a leading @@ID@@; the marker is stripped and the
line (verbatim) becomes the claim text. Each pair names two claim ids; its files are the files
that hold those ids, and `a` is the path that sorts first.
"""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT, FLAT
from content_facts import FACTS
from content_auto import AUTO
from pairs import PAIRS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^@@([A-Za-z0-9_]+)@@")
claims = {}  # id -> (path, line)


def strip_markers(path, body):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            line = line[m.end():]
            if cid in claims:
                sys.exit(f"claim id {cid} used twice")
            claims[cid] = (path, line)
        out.append(line)
    return "\n".join(out)


def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)


def yaml_str(s):
    return json.dumps(s, ensure_ascii=False)


def main():
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    # root files
    for path, d in ROOT.items():
        body = strip_markers(path, d["body"])
        desc = d["description"]
        if path in FLAT:
            assert ": " in desc, path
            desc_line = f"description: {desc}"
        else:
            assert ": " not in desc, path
            desc_line = f"description: {desc}" if not desc.startswith(("'", '"')) else f"description: {yaml_str(desc)}"
        fm = f"---\nname: {d['name']}\n{desc_line}\ntype: {d['type']}\n---\n\n"
        write(path, fm + body.rstrip("\n") + "\n")
    # MEMORY.md
    groups = [("User and feedback", ("user", "feedback")), ("Project", ("project",)), ("Reference", ("reference",))]
    lines = ["# Memory index", ""]
    for head, types in groups:
        lines.append(f"## {head}")
        for path, d in ROOT.items():
            if d["type"] in types:
                lines.append(f"- [{d['title']}]({path}) — {d['hook']}")
        lines.append("")
    write("MEMORY.md", "\n".join(lines).rstrip("\n") + "\n")
    # remnic facts
    for date, cat, tags, body in FACTS:
        h = hashlib.sha1((date + body).encode()).hexdigest()
        secs = 7 * 3600 + int(h[:6], 16) % (11 * 3600)
        base = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        epoch_ms = int(base.timestamp() * 1000) + secs * 1000 + int(h[6:9], 16) % 1000
        fid = f"{cat}-{epoch_ms}-{h[10:14]}"
        rel = f"facts/{date}/{fid}.md"
        iso = datetime.fromtimestamp(epoch_ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{epoch_ms % 1000:03d}Z"
        conf = 0.9 if cat == "fact" else 0.85
        tier = "explicit" if cat != "fact" or int(h[14], 16) % 3 else "implied"
        fm = (f"---\nid: {fid}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags)
              + "status: active\n---\n\n")
        text = strip_markers(rel, body)
        write(rel, fm + text.rstrip("\n") + "\n")
    # auto notes
    for slug, (title, created, tags, body) in AUTO.items():
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        write(rel, fm + strip_markers(rel, body).rstrip("\n") + "\n")
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    used = set()
    for pid, label, cls, c1, c2, note in PAIRS:
        for c in (c1, c2):
            if c not in claims:
                sys.exit(f"{pid}: unknown claim {c}")
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        if p1 == p2:
            sys.exit(f"{pid}: both claims in {p1}")
        if p2 < p1:
            (p1, l1), (p2, l2) = (p2, l2), (p1, l1)
        used.update([c1, c2])
        out += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {yaml_str(l1)}", f"    claim_b: {yaml_str(l2)}",
                f"    note: {yaml_str(pid + ': ' + note)}"]
    unused = sorted(set(claims) - used)
    if unused:
        sys.exit(f"claims never used in a pair: {unused}")
    with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files, {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
