#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set131 from the claim tables."""
import hashlib, json, os, shutil, sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, P
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
NOW = "2026-11-28"


def h(s):
    return hashlib.sha1(s.encode()).hexdigest()


def yq(s):
    return json.dumps(s, ensure_ascii=False)


def render(body):
    out = []
    for line in body.split("\n"):
        st = line.strip()
        if st.startswith("@@") and st.endswith("@@"):
            out.append(C[st[2:-2]])
        else:
            out.append(line)
    return "\n".join(out)


def markers(body):
    return [l.strip()[2:-2] for l in body.split("\n") if l.strip().startswith("@@") and l.strip().endswith("@@")]


def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    files = {}  # rel path -> (text, markers)

    index = []
    for fn, name, desc, typ, title, hook, body in ROOT:
        # descriptions containing ': ' are written flat on purpose (not strict YAML)
        d = desc if ": " in desc else yq(desc)
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        files[fn] = (fm + render(body), markers(body))
        index.append(f"- [{title}]({fn}) — {hook}")
    files["MEMORY.md"] = ("\n".join(index) + "\n", [])

    used = set()
    for date, cat, body, tags, conf in FACTS:
        base = int(datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc).timestamp() * 1000)
        seed = h(date + cat + body)
        epoch = base + 8 * 3600 * 1000 + int(seed[:8], 16) % (10 * 3600 * 1000)
        hex4 = seed[-4:]
        stem = f"{cat}-{epoch}-{hex4}"
        rel = f"facts/{date}/{stem}.md"
        assert rel not in used
        used.add(rel)
        iso = datetime.fromtimestamp(epoch / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{epoch % 1000:03d}Z"
        tier = "explicit" if conf >= 0.9 else "implied"
        tl = "\n".join(f"  - {t}" for t in tags)
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n{tl}\nstatus: active\n---\n\n")
        files[rel] = (fm + render(body), markers(body))

    for slug, title, created, tags, body in AUTO:
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {yq(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[rel] = (fm + render(body), markers(body))

    where = {}
    for rel, (text, ms) in files.items():
        for m in ms:
            assert m not in where, f"claim {m} placed twice"
            where[m] = rel
    missing = set(C) - set(where)
    assert not missing, f"claims never placed: {sorted(missing)}"

    for rel, (text, _) in files.items():
        p = os.path.join(STORE, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w") as fh:
            fh.write(text)

    lines = [f"now: {NOW}", "pairs:"]
    for pid, label, cls, note in P:
        fx, fy = where[pid + "x"], where[pid + "y"]
        assert fx != fy, pid
        if fx <= fy:
            a, b, ca, cb = fx, fy, C[pid + "x"], C[pid + "y"]
        else:
            a, b, ca, cb = fy, fx, C[pid + "y"], C[pid + "x"]
        lines += [f"  - a: {a}", f"    b: {b}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {yq(ca)}", f"    claim_b: {yq(cb)}", f"    note: {yq(note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w") as fh:
        fh.write("\n".join(lines) + "\n")
    print(f"wrote {len(files)} files, {len(P)} pairs")


if __name__ == "__main__":
    main()
