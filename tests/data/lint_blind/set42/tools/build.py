#!/usr/bin/env python3
"""Regenerate set42 store/ and labels.yaml from claims.py + content_*.py."""
import datetime as dt, hashlib, json, os, re, shutil, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import PAIRS
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_remnic import R

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")

def remnic_name(key):
    date, cat, tags, body = R[key]
    h = hashlib.sha1(("set42:" + key).encode()).hexdigest()
    d = dt.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=dt.timezone.utc)
    offset_ms = 7 * 3600 * 1000 + int(h[:8], 16) % (10 * 3600 * 1000)  # 07:00-17:00 UTC
    epoch = int(d.timestamp() * 1000) + offset_ms
    stem = f"{cat}-{epoch}-{h[8:12]}"
    return f"facts/{date}/{stem}.md", stem, epoch

def resolve(fid):
    if fid.startswith("R:"):
        return remnic_name(fid[2:])[0]
    return fid

# claim lookup: (pair key, logical file id) -> text
CLAIM = {}
for key, cls, label, (fx, cx), (fy, cy), note in PAIRS:
    assert fx != fy, key
    CLAIM[(key, fx)] = cx
    CLAIM[(key, fy)] = cy
used = set()

def fill(fid, body):
    def rep(m):
        k = m.group(1)
        if (k, fid) not in CLAIM:
            raise SystemExit(f"placeholder {k} in {fid} has no claim")
        used.add((k, fid))
        return CLAIM[(k, fid)]
    for line in body.splitlines():
        if "<<" in line and not re.fullmatch(r"<<[A-Z]+\d+>>", line):
            raise SystemExit(f"placeholder not alone on its line in {fid}: {line!r}")
    return re.sub(r"<<([A-Z]+\d+)>>", rep, body)

def title_of(name):
    return name.replace("-", " ").replace("_", " ").capitalize()

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    # root
    index = []
    for fn in sorted(ROOT):
        name, desc, typ, body = ROOT[fn]
        if fn not in FLAT:
            assert ": " not in desc, fn
        text = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n" + fill(fn, body)
        open(os.path.join(STORE, fn), "w").write(text)
        index.append((typ, fn, title_of(name), desc))
    order = {"user": 0, "feedback": 1, "project": 2, "reference": 3}
    lines = ["# Memory Index", ""]
    heads = {"user": "## User", "feedback": "## Feedback", "project": "## Projects", "reference": "## Reference"}
    for t in ["user", "feedback", "project", "reference"]:
        lines.append(heads[t])
        for typ, fn, title, desc in index:
            if typ == t:
                hook = desc.split(": ")[0] if fn in FLAT else desc
                lines.append(f"- [{title}]({fn}) — {hook}")
        lines.append("")
    open(os.path.join(STORE, "MEMORY.md"), "w").write("\n".join(lines))
    # auto
    os.makedirs(os.path.join(STORE, "auto"))
    for slug in sorted(AUTO):
        title, created, tags, body = AUTO[slug]
        fid = f"auto/{slug}.md"
        fm = f"---\ntitle: {json.dumps(title, ensure_ascii=False)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        open(os.path.join(STORE, fid), "w").write(fm + fill(fid, body))
    # remnic
    for key in sorted(R):
        date, cat, tags, body = R[key]
        path, stem, epoch = remnic_name(key)
        ts = dt.datetime.fromtimestamp(epoch / 1000, dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{epoch % 1000:03d}Z"
        h = int(hashlib.md5(key.encode()).hexdigest()[:2], 16)
        conf = 0.85 + (h % 14) / 100
        tier = "explicit" if cat in ("preference", "decision") else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {ts}\nupdated: {ts}\nsource: extraction\n"
              f"confidence: {conf:.2f}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        open(full, "w").write(fm + fill("R:" + key, body))
    missing = set(CLAIM) - used
    if missing:
        raise SystemExit(f"claims never placed: {sorted(missing)}")
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    for key, cls, label, (fx, cx), (fy, cy), note in PAIRS:
        px, py = resolve(fx), resolve(fy)
        (a, ca), (b, cb) = sorted([(px, cx), (py, cy)])
        out += [f"  - a: {a}", f"    b: {b}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {json.dumps(ca, ensure_ascii=False)}",
                f"    claim_b: {json.dumps(cb, ensure_ascii=False)}",
                f"    note: {json.dumps(key + ': ' + note, ensure_ascii=False)}"]
    open(os.path.join(BASE, "labels.yaml"), "w").write("\n".join(out) + "\n")
    print("built", sum(len(f) for _, _, f in os.walk(STORE)), "files")

if __name__ == "__main__":
    main()
