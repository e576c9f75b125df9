#!/usr/bin/env python3
"""Regenerate set34 store/ and labels.yaml from files.py, pairs.py, extras.py."""
import hashlib, json, os, shutil, sys
from datetime import datetime, timezone
sys.path.insert(0, os.path.dirname(__file__))
from files import FILES
import pairs, extras
from pairs import PAIRS

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "store")
FLAT_DESC = {"reference_donorhub.md", "reference_coldtrack.md", "reference_infra.md", "feedback_reply_style.md"}

for k, post in extras.POST.items():
    FILES[k]["post"] = post


def rem_path(key, f):
    hh, mm = map(int, f["hhmm"].split(":"))
    d = datetime.strptime(f["date"], "%Y-%m-%d").replace(hour=hh, minute=mm, tzinfo=timezone.utc)
    h = hashlib.md5(key.encode()).hexdigest()
    ms = int(d.timestamp()) * 1000 + int(h[4:12], 16) % 60000
    return "facts/%s/%s-%d-%s.md" % (f["date"], f["cat"], ms, h[:4]), ms


def resolve(k):
    if k.startswith("rem:"):
        return rem_path(k[4:], FILES[k])[0]
    assert k in FILES, k
    return k


def add_claim(fkey, claim, sec):
    f = FILES[fkey]
    lines = list(claim) if isinstance(claim, tuple) else [claim]
    first = lines[0]
    for _, ls in f["sections"]:
        if first in ls:
            return first
    target = None
    if sec:
        for i, (h, _) in enumerate(f["sections"]):
            if h == sec:
                target = i
        assert target is not None, (fkey, sec)
    else:
        target = len(f["sections"]) - 1
    f["sections"][target][1].extend(lines)
    return first


labels = []
for p in PAIRS:
    ca = add_claim(p["fa"], p["ca"], p["sa"])
    cb = add_claim(p["fb"], p["cb"], p["sb"])
    a, b = resolve(p["fa"]), resolve(p["fb"])
    if b < a:
        a, b, ca, cb = b, a, cb, ca
    labels.append(dict(a=a, b=b, label=p["label"], cls=p["cls"], claim_a=ca, claim_b=cb, note=p["note"]))


def body(f):
    out = []
    for h, ls in f["sections"]:
        if h:
            if out and out[-1] != "":
                out.append("")
            out.append(h)
        out.extend(ls)
    out.extend(f.get("post", []))
    return "\n".join(out).rstrip("\n") + "\n"


def q(s):
    return json.dumps(s, ensure_ascii=False)


if os.path.exists(OUT):
    shutil.rmtree(OUT)
os.makedirs(OUT)
index = []
for k, f in FILES.items():
    if f["kind"] == "root":
        slug = k[:-3].replace("_", "-")
        desc = f["desc"] if k in FLAT_DESC else q(f["desc"])
        fm = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n" % (slug, desc, f["typ"])
        path = k
        index.append((f["typ"], k, f["title"], f["desc"]))
    elif f["kind"] == "auto":
        fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n" % (q(f["title"]), f["created"], ", ".join(f["tags"]))
        path = k
        if not body(f).lstrip().startswith("#"):
            fm += "# %s\n\n" % f["title"]
    else:
        path, ms = rem_path(k[4:], f)
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (ms % 1000)
        stem = os.path.basename(path)[:-3]
        fm = ("---\nid: %s\ncategory: %s\ncreated: %s\nupdated: %s\nsource: extraction\nconfidence: 0.9\n"
              "confidenceTier: explicit\ntags:\n%s\nstatus: active\n---\n\n") % (
            stem, f["cat"], iso, iso, "\n".join("  - " + t for t in f["tags"]))
    full = os.path.join(OUT, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as fh:
        fh.write(fm + body(f))

order = {"user": 0, "feedback": 1, "project": 2, "reference": 3}
index.sort(key=lambda t: (order[t[0]], t[1]))
with open(os.path.join(OUT, "MEMORY.md"), "w") as fh:
    for typ, k, title, desc in index:
        fh.write("- [%s](%s) — %s\n" % (title, k, desc))

with open(os.path.join(HERE, "..", "labels.yaml"), "w") as fh:
    fh.write("now: 2026-11-28\npairs:\n")
    for l in labels:
        fh.write("  - a: %s\n    b: %s\n    label: %s\n    class: %s\n    claim_a: %s\n    claim_b: %s\n    note: %s\n" % (
            l["a"], l["b"], l["label"], l["cls"], q(l["claim_a"]), q(l["claim_b"]), q(l["note"])))
print("files", sum(1 for _ in FILES), "pairs", len(labels))
