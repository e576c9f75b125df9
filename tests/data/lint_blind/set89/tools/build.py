#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from tools/content.py and tools/claims.py."""
import hashlib, os, re, shutil, sys, datetime as dt, json

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import content, claims

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^\{\{([A-Za-z0-9,]+)\}\}")

def h(s, n=4):
    return hashlib.sha1(s.encode()).hexdigest()[:n]

def strip(body, path, where):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            line = line[m.end():]
            for cid in m.group(1).split(","):
                if cid in where:
                    sys.exit(f"claim id {cid} placed twice")
                where[cid] = (path, line)
        out.append(line)
    return "\n".join(out)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    where, files = {}, {}
    index = []
    for fn, name, desc, typ, body in content.ROOT:
        text = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n" + strip(body, fn, where)
        files[fn] = text
        title = re.search(r"^# (.+)$", text, re.M)
        title = title.group(1) if title else name.replace("-", " ").title()
        hook = desc
        index.append(f"- [{title}]({fn}) — {hook}")
    files["MEMORY.md"] = "# Memory index\n\n" + "\n".join(index) + "\n"
    for date, cat, tags, conf, body in content.FACTS:
        d = dt.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=dt.timezone.utc)
        off = int(h(body, 6), 16) % (10 * 3600 * 1000) + 8 * 3600 * 1000
        epoch = int(d.timestamp() * 1000) + off
        stem = f"{cat}-{epoch}-{h(body + date)}"
        path = f"facts/{date}/{stem}.md"
        iso = dt.datetime.fromtimestamp(epoch / 1000, dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        files[path] = fm + strip(body, path, where)
    for slug, title, created, tags, body in content.AUTO:
        path = f"auto/{slug}.md"
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[path] = fm + strip(body, path, where)
    for path, text in files.items():
        p = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w") as f:
            f.write(text)
    lines = ["now: 2026-11-28", "pairs:"]
    for pid, cls, x, y, note in claims.PAIRS:
        (pa, ca), (pb, cb) = where[x], where[y]
        if pb < pa:
            (pa, ca), (pb, cb) = (pb, cb), (pa, ca)
        label = "contradiction" if cls in claims.CONTRA else "non_contradiction"
        lines += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {json.dumps(ca, ensure_ascii=False)}",
                  f"    claim_b: {json.dumps(cb, ensure_ascii=False)}",
                  f"    note: {json.dumps(pid + ': ' + note, ensure_ascii=False)}"]
    unused = set(where) - {c for p in claims.PAIRS for c in p[2:4]}
    if unused:
        sys.exit(f"unused claim ids: {sorted(unused)}")
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {len(files)} files, {len(claims.PAIRS)} pairs")

if __name__ == "__main__":
    main()
