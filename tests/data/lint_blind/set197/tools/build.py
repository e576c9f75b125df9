#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the content tables."""
import hashlib, os, re, shutil, sys
from datetime import datetime, timezone
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from pairs import PAIRS

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, "store")
MARK = re.compile(r"^«([A-Z]+\d+)([ab])»")
# descriptions deliberately left as flat, unquoted YAML with ': ' inside
FLAT = {"reference_infra.md", "reference_glossary.md", "reference_people.md", "reference_lendle.md"}

claims = {}  # (pid, side) -> (relpath, line)

def strip_markers(rel, body):
    out = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line)
        if m:
            line = line[m.end():]
            key = (m.group(1), m.group(2))
            assert key not in claims, key
            claims[key] = (rel, line)
        out.append(line)
    return "\n".join(out) + "\n"

def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)

def q(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    index = []
    for fn, (title, name, desc, typ, body) in ROOT.items():
        d = desc if fn in FLAT else q(desc)
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        write(fn, fm + strip_markers(fn, body))
        index.append(f"- [{title}]({fn}) — {desc}")
    write("MEMORY.md", "\n".join(index) + "\n")
    for slug, (title, created, tags, body) in AUTO.items():
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        write(rel, fm + strip_markers(rel, body))
    for i, (date, cat, tags, body) in enumerate(FACTS):
        h = hashlib.sha1(f"{date}{i}{body}".encode()).hexdigest()
        secs = int(h[:6], 16) % (10 * 3600) + 8 * 3600
        dt = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        ms = int(dt.timestamp() * 1000) + secs * 1000 + int(h[6:9], 16) % 1000
        stem = f"{cat}-{ms}-{h[10:14]}"
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        conf = {"fact": "0.9", "preference": "0.85", "decision": "0.95"}[cat]
        tier = {"fact": "implied", "preference": "explicit", "decision": "explicit"}[cat]
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        rel = f"facts/{date}/{stem}.md"
        write(rel, fm + strip_markers(rel, body))
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    used = set()
    for pid, label, cls, note in PAIRS:
        fa, la = claims.pop((pid, "a"))
        fb, lb = claims.pop((pid, "b"))
        if fb < fa:
            fa, la, fb, lb = fb, lb, fa, la
        assert fa != fb and (fa, fb) not in used, (pid, fa, fb)
        used.add((fa, fb))
        out += [f"  - a: {fa}", f"    b: {fb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(la)}", f"    claim_b: {q(lb)}", f"    note: {q(pid + ': ' + note)}"]
    assert not claims, f"unpaired claim markers: {sorted(claims)}"
    with open(os.path.join(BASE, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files, {len(PAIRS)} pairs")

main()
