#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content.py (file bodies with {{ID|claim}} markers)
and pairs.py (pair table)."""
import hashlib, os, re, shutil, sys, datetime, json
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import content, pairs

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"\{\{([A-Z]+[0-9]+[ab])\|(.*?)\}\}")
FLAT = {"reference_infra.md", "reference_sites.md", "reference_glossary.md"}  # unquoted ': ' in description

claims = {}   # id -> (relpath, text)

def render(rel, body):
    """replace markers; a claim is the full rendered body line that holds its marker"""
    out = []
    for line in body.split("\n"):
        ids = [m.group(1) for m in MARK.finditer(line)]
        line = MARK.sub(lambda m: m.group(2), line)
        for cid in ids:
            if cid in claims:
                sys.exit(f"claim {cid} placed twice")
            claims[cid] = (rel, line)
        out.append(line)
    return "\n".join(out)

def q(s):
    return json.dumps(s, ensure_ascii=False)

def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    index = []
    for fn, name, desc, typ, body in content.ROOT:
        d = desc if fn in FLAT else q(desc)
        text = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n" + render(fn, body)
        write(fn, text)
        title = name.replace("-", " ").title()
        hook = desc
        index.append(f"- [{title}]({fn}) — {hook}")
    write("MEMORY.md", "# Memory index\n\n" + "\n".join(index) + "\n")
    for slug, title, created, tags, body in content.AUTO:
        rel = f"auto/{slug}.md"
        text = (f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
                + render(rel, body))
        write(rel, text)
    for i, (date, cat, tags, conf, body) in enumerate(content.FACTS):
        h = hashlib.sha1(body.encode()).hexdigest()
        base = datetime.datetime.fromisoformat(date + "T07:00:00+00:00")
        ts = base + datetime.timedelta(seconds=int(h[4:12], 16) % 40000, milliseconds=int(h[12:15], 16) % 1000)
        ms = int(ts.timestamp() * 1000)
        stem = f"{cat}-{ms}-{h[:4]}"
        rel = f"facts/{date}/{stem}.md"
        iso = ts.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ts.microsecond // 1000:03d}Z"
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags)
              + "status: active\n---\n\n")
        write(rel, fm + render(rel, body))
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    seen = set()
    used = set()
    for pid, label, cls, ca, cb, note in pairs.PAIRS:
        (pa, ta), (pb, tb) = claims[ca], claims[cb]
        used.update([ca, cb])
        if pa == pb:
            sys.exit(f"{pid}: both claims in {pa}")
        if pb < pa:
            (pa, ta), (pb, tb) = (pb, tb), (pa, ta)
        if (pa, pb) in seen:
            sys.exit(f"{pid}: duplicate file pair {pa} {pb}")
        seen.add((pa, pb))
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(ta)}", f"    claim_b: {q(tb)}", f"    note: {q(pid + ': ' + note)}"]
    unused = set(claims) - used
    if unused:
        sys.exit(f"claims placed but not used: {sorted(unused)}")
    with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files, {len(pairs.PAIRS)} pairs")

if __name__ == "__main__":
    main()
