#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the claim tables (data_*.py)."""
import hashlib, os, re, shutil, sys, datetime
sys.path.insert(0, os.path.dirname(__file__))
from data_claims import CLAIMS, WRAPS, PAIRS
from data_root import ROOT
from data_facts import FACTS
from data_auto import AUTO

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^(.*?)@@([A-Z]+[0-9]+[ab])@@\s*$")

def fill(body):
    out = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(2)
            out.append(CLAIMS[cid])
            if cid in WRAPS:
                out.append(WRAPS[cid])
        else:
            out.append(line)
    return "\n".join(out) + "\n"

def markers(body):
    return re.findall(r"@@([A-Z]+[0-9]+[ab])@@", body)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    where = {}
    # root
    index = []
    for fn, (typ, desc, title, hook, body) in ROOT.items():
        slug = fn[:-3].split("_", 1)[1].replace("_", "-")
        text = f"---\nname: {slug}\ndescription: {desc}\ntype: {typ}\n---\n\n" + fill(body)
        open(os.path.join(STORE, fn), "w").write(text)
        for c in markers(body):
            where.setdefault(c, []).append(fn)
        index.append(f"- [{title}]({fn}) — {hook}")
    open(os.path.join(STORE, "MEMORY.md"), "w").write("\n".join(index) + "\n")
    # remnic facts
    for i, (date, cat, body, tags, conf) in enumerate(FACTS):
        d = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
        secs = 8 * 3600 + (int(hashlib.md5(body.encode()).hexdigest(), 16) % (10 * 3600))
        ts = d + datetime.timedelta(seconds=secs, milliseconds=(i * 37) % 1000)
        ms = int(ts.timestamp() * 1000)
        hx = hashlib.sha1(body.encode()).hexdigest()[:4]
        stem = f"{cat}-{ms}-{hx}"
        rel = f"facts/{date}/{stem}.md"
        iso = ts.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ts.microsecond // 1000:03d}Z"
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        os.makedirs(os.path.join(STORE, "facts", date), exist_ok=True)
        open(os.path.join(STORE, rel), "w").write(fm + fill(body))
        for c in markers(body):
            where.setdefault(c, []).append(rel)
    # auto notes
    for slug, (title, created, tags, body) in AUTO.items():
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        os.makedirs(os.path.join(STORE, "auto"), exist_ok=True)
        open(os.path.join(STORE, rel), "w").write(fm + fill(body))
        for c in markers(body):
            where.setdefault(c, []).append(rel)
    # labels
    def q(s):
        return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'
    lines = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, note in PAIRS:
        fa, fb = where[pid + "a"], where[pid + "b"]
        assert len(fa) == 1 and len(fb) == 1, (pid, fa, fb)
        sides = sorted([(fa[0], CLAIMS[pid + "a"]), (fb[0], CLAIMS[pid + "b"])])
        (a, ca), (b, cb) = sides
        lines += [f"  - a: {a}", f"    b: {b}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    unused = set(CLAIMS) - set(where)
    assert not unused, unused
    open(os.path.join(OUT, "labels.yaml"), "w").write("\n".join(lines) + "\n")
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files to store/, {len(PAIRS)} pairs to labels.yaml")

if __name__ == "__main__":
    main()
