#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content_*.py and claims.py."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT
from content_facts import FACTS
from content_auto import AUTO
from claims import PAIRS, CONTRA

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^\[\[([A-Za-z0-9|]+)\]\](.*)$")
FLAT = {"reference_rites.md", "reference_infra.md", "reference_sites.md", "reference_glossary.md"}

claims = {}  # claim id -> (path, line)

def body_lines(path, body):
    out = []
    for ln in body.strip("\n").split("\n"):
        m = MARK.match(ln)
        if m:
            ln = m.group(2)
            for cid in m.group(1).split("|"):
                if cid in claims:
                    sys.exit(f"claim id {cid} placed twice")
                claims[cid] = (path, ln)
        out.append(ln)
    return "\n".join(out) + "\n"

def q(s):
    return json.dumps(s, ensure_ascii=False)

def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w") as f:
        f.write(text)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    index = ["# Memory Index", ""]
    for fn, name, desc, typ, title, hook, body in ROOT:
        d = desc if fn in FLAT else (q(desc) if ": " in desc or desc.startswith(("'", '"')) else desc)
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        write(fn, fm + body_lines(fn, body))
        index.append(f"- [{title}]({fn}) — {hook}")
    write("MEMORY.md", "\n".join(index) + "\n")
    for i, (date, cat, tags, conf, body) in enumerate(FACTS):
        h = hashlib.md5(body.encode()).hexdigest()
        base = datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        ms = int(base.timestamp() * 1000) + (8 * 3600 + int(h[:6], 16) % (10 * 3600)) * 1000 + int(h[6:9], 16) % 1000
        stem = f"{cat}-{ms}-{h[-4:]}"
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        tier = "explicit" if conf >= 0.85 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        rel = f"facts/{date}/{stem}.md"
        write(rel, fm + body_lines(rel, body))
    for slug, title, created, tags, body in AUTO:
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        write(rel, fm + body_lines(rel, body))
    # labels
    order = ["value_slot", "role_slot", "negation", "stale_vs_change", "refinement", "other_subject",
             "dated_history", "agreeing_duplicate", "negation_scope"]
    out = ["now: 2026-11-28", "pairs:"]
    used = set(claims)
    pids = sorted(PAIRS, key=lambda p: (order.index(PAIRS[p][0]), int(re.sub(r"\D", "", p))))
    for pid in pids:
        cls, note = PAIRS[pid]
        x, y = claims.get(pid + "x"), claims.get(pid + "y")
        if not x or not y:
            sys.exit(f"pair {pid} lacks a claim")
        used -= {pid + "x", pid + "y"}
        (pa, ca), (pb, cb) = sorted([x, y])
        if pa == pb:
            sys.exit(f"pair {pid} in one file")
        out += [f"  - a: {pa}", f"    b: {pb}",
                f"    label: {'contradiction' if cls in CONTRA else 'non_contradiction'}",
                f"    class: {cls}", f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}",
                f"    note: {q(pid + ': ' + note)}"]
    if used:
        sys.exit(f"claim ids without a pair: {sorted(used)}")
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files, {len(pids)} pairs")

if __name__ == "__main__":
    main()
