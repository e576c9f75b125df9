#!/usr/bin/env python3
"""Generate store/ and labels.yaml for set101 (Northvale Community Lottery)."""
import hashlib, os, shutil, datetime, json
from content import ROOT, PAIRS, FILLER, AUTO_META

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")

def q(s):
    return json.dumps(s, ensure_ascii=False)

def fact_front(path):
    stem = os.path.basename(path)[:-3]
    cat = stem.split("-")[0]
    date = path.split("/")[1]
    ms = int(stem.split("-")[1])
    ts = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms%1000:03d}Z"
    conf = {"fact": 0.9, "preference": 0.85, "decision": 0.95}[cat]
    tier = {"fact": "implied", "preference": "explicit", "decision": "explicit"}[cat]
    return (f"---\nid: {stem}\ncategory: {cat}\ncreated: {ts}\nupdated: {ts}\nsource: extraction\n"
            f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n  - northvale\n  - {cat}\nstatus: active\n---\n\n")

def auto_front(path):
    slug = os.path.basename(path)[:-3]
    title, created, tags = AUTO_META.get(slug, (slug.replace("-", " ").capitalize(), "2026-06-01", slug.split("-")[:2]))
    return f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    files = {}
    # root files
    for fn, (title, desc, typ, body) in ROOT.items():
        files[fn] = f"---\nname: {fn[:-3].split('_',1)[1].replace('_','-')}\ndescription: {desc}\ntype: {typ}\n---\n\n{body.strip()}\n"
    # small files collected from pair sides and filler
    small = {}
    def add_small(path, text):
        small.setdefault(path, [])
        if text not in small[path]:
            small[path].append(text)
    for p in PAIRS:
        for side in (p[3], p[4]):
            path = side[0]
            if path in ROOT:
                continue
            add_small(path, side[1])
            if len(side) > 2:
                add_small(path, side[2])
    for path, text in FILLER:
        add_small(path, text)
    for path, parts in small.items():
        body = "\n\n".join(parts)
        front = fact_front(path) if path.startswith("facts/") else auto_front(path)
        files[path] = front + body.strip() + "\n"
    # MEMORY.md
    idx = ["# Memory index", ""]
    for fn, (title, desc, typ, body) in sorted(ROOT.items()):
        hook = desc.split(" — ")[0]
        idx.append(f"- [{title}]({fn}) — {hook}")
    files["MEMORY.md"] = "\n".join(idx) + "\n"
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, sa, sb, note in PAIRS:
        (pa, la), (pb, lb) = (sa[0], sa[1].split("\n")[0]), (sb[0], sb[1].split("\n")[0])
        if pb < pa:
            pa, la, pb, lb = pb, lb, pa, la
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(la)}", f"    claim_b: {q(lb)}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
