#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from claims.py, content_root.py, content_other.py."""
import os, re, random, shutil, datetime, json
from claims import CLAIMS, PAIRS
from content_root import ROOT
from content_other import AUTO, FACTS

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
CLASS_LABEL = {c: "contradiction" for c in ("value_slot", "role_slot", "negation", "stale_vs_change")}
CLASS_LABEL.update({c: "non_contradiction" for c in ("refinement", "other_subject", "dated_history",
                                                     "agreeing_duplicate", "negation_scope")})
MARK = re.compile(r"^@@([A-Za-z0-9]+)@@$")

def fill(body, path, where):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            assert cid not in where, ("claim placed twice", cid)
            where[cid] = path
            out.append(CLAIMS[cid])
        else:
            assert "@@" not in line, line
            out.append(line)
    return "\n".join(out)

def q(s):
    return json.dumps(s, ensure_ascii=False)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    where = {}
    files = {}
    # root
    index = ["# Memory index", ""]
    for fn in sorted(ROOT):
        name, desc, typ, title, hook, body = ROOT[fn]
        fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n"
        files[fn] = fm + fill(body, fn, where)
        index.append(f"- [{title}]({fn}) — {hook}")
    files["MEMORY.md"] = "\n".join(index) + "\n"
    # auto
    for slug in sorted(AUTO):
        title, created, tags, body = AUTO[slug]
        p = f"auto/{slug}.md"
        fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[p] = fm + fill(body, p, where)
    # remnic facts
    rng = random.Random(183)
    for date, cat, tags, body in FACTS:
        d = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
        ms = int(d.timestamp() * 1000) + rng.randrange(8 * 3600 * 1000, 19 * 3600 * 1000)
        hx = "%04x" % rng.randrange(0x10000)
        stem = f"{cat}-{ms}-{hx}"
        p = f"facts/{date}/{stem}.md"
        assert p not in files
        ts = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)
        conf = rng.choice([0.8, 0.85, 0.9, 0.95])
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {ts}\nupdated: {ts}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        files[p] = fm + fill(body, p, where)
    for p, text in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text if text.endswith("\n") else text + "\n")
    missing = [c for c in CLAIMS if c not in where]
    assert not missing, ("claims not placed", missing)
    # labels
    lines = ["now: 2026-11-28", "pairs:"]
    for pid, cls, x, y, note in PAIRS:
        (pa, ca), (pb, cb) = sorted([(where[x], CLAIMS[x]), (where[y], CLAIMS[y])])
        assert pa != pb, pid
        lines += [f"  - a: {pa}", f"    b: {pb}", f"    label: {CLASS_LABEL[cls]}", f"    class: {cls}",
                  f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
