#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from pairs.py + content.py."""
import hashlib, os, shutil, datetime, json
from pairs import PAIRS
from content import META, FLAT, AUTO_META, C, R_EXTRA, U, R_UNPAIRED

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(ROOT, "store")

def h(key):
    return hashlib.sha256(key.encode()).hexdigest()

def remnic_path(key):
    _, date, cat, n = key.split(":")
    d = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
    hh = h(key)
    off_ms = (int(hh[:8], 16) % (11 * 3600 * 1000)) + 7 * 3600 * 1000
    epoch = int(d.timestamp() * 1000) + off_ms
    return f"facts/{date}/{cat}-{epoch}-{hh[-4:]}.md", epoch, cat, date

def path_of(key):
    return remnic_path(key)[0] if key.startswith("R:") else key

# claims per file: key -> {pid: claimtext}
claims = {}
for pid, label, cls, fa, ca, fb, cb, note in PAIRS:
    for f, c in ((fa, ca), (fb, cb)):
        claims.setdefault(f, {})
        assert pid not in claims[f]
        claims[f][pid] = c

def body_for(key):
    cl = claims.get(key, {})
    if key.startswith("R:"):
        lines = []
        for pid, c in cl.items():
            lines += c.split("\n")
        if key in R_EXTRA:
            lines += ["", R_EXTRA[key]]
        return lines
    src = C.get(key) or U.get(key)
    if src is None:
        src = []
    out, used = [], set()
    for line in src:
        if line.startswith("@") and line[1:] in cl:
            out += cl[line[1:]].split("\n"); used.add(line[1:])
        else:
            assert not line.startswith("@"), (key, line)
            out.append(line)
    for pid, c in cl.items():
        if pid not in used:
            out += [""] + c.split("\n")
    return out

def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w") as f:
        f.write(text)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    keys = set(claims) | set(U) | {k for k, _ in R_UNPAIRED}
    rextra = dict(R_UNPAIRED)
    index = []
    for key in sorted(keys):
        if key.startswith("R:"):
            rel, epoch, cat, date = remnic_path(key)
            stem = os.path.basename(rel)[:-3]
            ts = datetime.datetime.fromtimestamp(epoch / 1000, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{epoch % 1000:03d}Z"
            body = body_for(key) if key in claims else [rextra[key]]
            tags = ["kvas", cat]
            fm = ["---", f"id: {stem}", f"category: {cat}", f"created: {ts}", f"updated: {ts}",
                  "source: extraction", "confidence: 0.9", "confidenceTier: explicit", "tags:"] + \
                 [f"  - {t}" for t in tags] + ["status: active", "---", ""]
            write(rel, "\n".join(fm + body) + "\n")
        elif key.startswith("auto/"):
            title, created, tags = AUTO_META[key]
            fm = ["---", f"title: {title}", f"created: {created}", "tags: [" + ", ".join(tags) + "]", "---", ""]
            write(key, "\n".join(fm + body_for(key)) + "\n")
        else:
            title, desc = META[key]
            typ = key.split("_", 1)[0]
            assert typ in ("user", "feedback", "project", "reference"), key
            name = key[:-3].replace("_", "-")
            if key not in FLAT:
                assert ": " not in desc, key
            fm = ["---", f"name: {name}", f"description: {desc}", f"type: {typ}", "---", ""]
            write(key, "\n".join(fm + body_for(key)) + "\n")
            index.append(f"- [{title}]({key}) — {desc}")
    write("MEMORY.md", "\n".join(index) + "\n")
    # labels
    def q(s):
        return json.dumps(s, ensure_ascii=False)
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, fa, ca, fb, cb, note in PAIRS:
        pa, pb = path_of(fa), path_of(fb)
        ca, cb = ca.split("\n")[0], cb.split("\n")[0]
        if pb < pa:
            pa, pb, ca, cb = pb, pa, cb, ca
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(ROOT, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")

if __name__ == "__main__":
    main()
