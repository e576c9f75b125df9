#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from tools/content.py and tools/pairs.py."""
import datetime as dt, hashlib, json, os, re, shutil, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import content, pairs

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^«([A-Z]+\d+\.\d)»")
claims = {}  # id -> (path, text)


def take_claims(path, body):
    lines = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            line = line[m.end():]
            assert cid not in claims, cid
            claims[cid] = (path, line)
        assert "«" not in line, (path, line)
        lines.append(line)
    return "\n".join(lines)


def yq(s):
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
    for r in content.ROOT:
        body = take_claims(r["file"], r["body"])
        desc = r["desc"] if r["flat"] else yq(r["desc"])
        fm = f"---\nname: {r['name']}\ndescription: {desc}\ntype: {r['type']}\n---\n\n"
        write(r["file"], fm + body)
        index.append(f"- [{r['title']}]({r['file']}) — {r['hook']}")
    write("MEMORY.md", "\n".join(index) + "\n")
    for a in content.AUTO:
        rel = f"auto/{a['slug']}.md"
        body = take_claims(rel, a["body"])
        tags = "\n".join(f"  - {t}" for t in a["tags"])
        fm = f"---\ntitle: {yq(a['title'])}\ncreated: {a['created']}\ntags:\n{tags}\n---\n\n"
        write(rel, fm + body)
    for f in content.FACTS:
        h = hashlib.sha1(f["body"].encode()).hexdigest()
        day = dt.datetime.strptime(f["date"], "%Y-%m-%d").replace(tzinfo=dt.timezone.utc)
        secs = 7 * 3600 + int(h[:8], 16) % (15 * 3600)
        ts = day + dt.timedelta(seconds=secs, milliseconds=int(h[8:11], 16) % 1000)
        epoch = int(ts.timestamp() * 1000)
        stem = f"{f['cat']}-{epoch}-{h[-4:]}"
        rel = f"facts/{f['date']}/{stem}.md"
        iso = ts.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ts.microsecond // 1000:03d}Z"
        body = take_claims(rel, f["body"])
        tags = "\n".join(f"  - {t}" for t in f["tags"])
        tier = "explicit" if f["cat"] in ("decision", "preference") else "implied"
        fm = (f"---\nid: {stem}\ncategory: {f['cat']}\ncreated: {iso}\nupdated: {iso}\n"
              f"source: extraction\nconfidence: {f['conf']}\nconfidenceTier: {tier}\ntags:\n{tags}\n"
              f"status: active\n---\n\n")
        write(rel, fm + body)

    out = ["now: 2026-11-28", "pairs:"]
    used = set()
    for pid, cls, x, y, note in pairs.PAIRS:
        (px, tx), (py, ty) = claims[x], claims[y]
        if py < px:
            (px, tx), (py, ty) = (py, ty), (px, tx)
        used.update([x, y])
        out += [f"  - a: {px}", f"    b: {py}", f"    label: {pairs.CLASS_LABEL[cls]}",
                f"    class: {cls}", f"    claim_a: {yq(tx)}", f"    claim_b: {yq(ty)}",
                f"    note: {yq(pid + ': ' + note)}"]
    unused = set(claims) - used
    assert not unused, unused
    with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files, {len(pairs.PAIRS)} pairs")


if __name__ == "__main__":
    main()
