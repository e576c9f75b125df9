#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from the content tables and the pair table."""
import hashlib, json, os, re, shutil, sys, datetime
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from pairs import PAIRS

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
MARK = re.compile(r"^§([A-Za-z0-9]+)§")
claims = {}  # id -> (path, line)

def strip_markers(path, body):
    out = []
    for line in body.splitlines():
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            line = line[m.end():]
            if cid in claims:
                sys.exit("claim %s placed twice" % cid)
            claims[cid] = (path, line)
        out.append(line)
    return "\n".join(out) + "\n"

def write(path, text):
    full = os.path.join(STORE, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8") as f:
        f.write(text)

def main():
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    # root files
    index = []
    for path in sorted(ROOT):
        name, desc, typ, title, hook, body = ROOT[path]
        fm = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n" % (name, desc, typ)
        write(path, fm + strip_markers(path, body))
        index.append((typ, title, path, hook))
    order = {"user": 0, "feedback": 1, "project": 2, "reference": 3}
    index.sort(key=lambda t: (order[t[0]], t[2]))
    mem = "# Memory Index\n\n" + "".join("- [%s](%s) — %s\n" % (t, p, h) for _, t, p, h in index)
    write("MEMORY.md", mem)
    # auto notes
    for path in sorted(AUTO):
        title, created, tags, body = AUTO[path]
        fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n" % (title, created, ", ".join(tags))
        write(path, fm + strip_markers(path, body))
    # remnic facts
    seen = set()
    for i, (date, cat, tags, body) in enumerate(FACTS):
        h = hashlib.md5(body.encode()).hexdigest()
        d = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
        d += datetime.timedelta(hours=8 + int(h[4:6], 16) % 11, minutes=int(h[6:8], 16) % 60,
                                seconds=int(h[8:10], 16) % 60, milliseconds=int(h[10:13], 16) % 1000)
        epoch = int(d.timestamp() * 1000)
        stem = "%s-%d-%s" % (cat, epoch, h[:4])
        path = "facts/%s/%s.md" % (date, stem)
        assert path not in seen
        seen.add(path)
        iso = d.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (epoch % 1000)
        conf = {"fact": 0.9, "decision": 0.95, "preference": 0.85}[cat]
        tier = "explicit" if cat != "preference" else "implied"
        fm = ("---\nid: %s\ncategory: %s\ncreated: %s\nupdated: %s\nsource: extraction\nconfidence: %s\n"
              "confidenceTier: %s\ntags:\n%sstatus: active\n---\n\n") % (
            stem, cat, iso, iso, conf, tier, "".join("  - %s\n" % t for t in tags))
        write(path, fm + strip_markers(path, body))
    # labels
    q = lambda s: json.dumps(s, ensure_ascii=False)
    lines = ["now: 2026-11-28", "pairs:"]
    used = set()
    for pid, label, cls, x, y, note in PAIRS:
        (px, lx), (py, ly) = claims[x], claims[y]
        used.update([x, y])
        if py < px:
            (px, lx), (py, ly) = (py, ly), (px, lx)
        lines += ["  - a: %s" % px, "    b: %s" % py, "    label: %s" % label, "    class: %s" % cls,
                  "    claim_a: %s" % q(lx), "    claim_b: %s" % q(ly), "    note: %s" % q(pid + ": " + note)]
    unused = set(claims) - used
    if unused:
        sys.exit("unused claim markers: %s" % sorted(unused))
    with open(os.path.join(OUT, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print("wrote %d files, %d pairs" % (n, len(PAIRS)))

if __name__ == "__main__":
    main()
