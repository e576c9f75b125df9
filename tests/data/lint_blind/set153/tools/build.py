#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the claim table and content modules."""
import hashlib, json, os, re, shutil, sys, datetime
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, PAIRS
from content_root import ROOT
from content_facts import FACTS
from content_auto import AUTO

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"@@([A-Z]+\d+[ab])@@")

def fill(body, path, where):
    def rep(m):
        k = m.group(1)
        if k in where:
            sys.exit(f"claim {k} placed twice ({where[k]}, {path})")
        where[k] = path
        return CLAIMS[k]
    return MARK.sub(rep, body)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    files, where = {}, {}
    for path, (title, fm, body) in ROOT.items():
        files[path] = fm + "\n" + fill(body, path, where)
    for date, cat, tags, body in FACTS:
        h = hashlib.md5((date + body).encode()).hexdigest()
        base = int(datetime.datetime.fromisoformat(date + "T00:00:00+00:00").timestamp() * 1000)
        ms = base + (int(h[:8], 16) % (14 * 3600 * 1000)) + 7 * 3600 * 1000
        stem = f"{cat}-{ms}-{h[-4:]}"
        ts = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        conf = 0.8 + (int(h[8:10], 16) % 16) / 100
        tier = "explicit" if conf >= 0.88 else "implied"
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {ts}\nupdated: {ts}\nsource: extraction\n"
              f"confidence: {conf:.2f}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
              "status: active\n---\n\n")
        path = f"facts/{date}/{stem}.md"
        assert path not in files, path
        files[path] = fm + fill(body, path, where)
    for slug, (title, created, tags, body) in AUTO.items():
        path = f"auto/{slug}.md"
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[path] = fm + f"# {title}\n\n" + fill(body, path, where)
    missing = set(CLAIMS) - set(where)
    if missing:
        sys.exit(f"claims not placed: {sorted(missing)}")
    # MEMORY.md
    groups = {"user": "User", "feedback": "Feedback", "project": "Project", "reference": "Reference"}
    lines = ["# Memory Index", ""]
    for typ, head in groups.items():
        lines += [f"## {head}", ""]
        for path, (title, fm, body) in sorted(ROOT.items()):
            if f"\ntype: {typ}\n" in fm:
                hook = re.search(r"\ndescription: (.*)\n", fm).group(1)
                lines.append(f"- [{title}]({path}) — {hook}")
        lines.append("")
    files["MEMORY.md"] = "\n".join(lines)
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    # labels
    q = lambda s: json.dumps(s, ensure_ascii=False)
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, ka, kb, note in PAIRS:
        (pa, ca), (pb, cb) = (where[ka], CLAIMS[ka]), (where[kb], CLAIMS[kb])
        if pb < pa:
            (pa, ca), (pb, cb) = (pb, cb), (pa, ca)
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
