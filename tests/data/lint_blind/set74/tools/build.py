#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content_*.py and notes.py.
Claim lines are marked in the content with a leading §ID[,ID]§ marker; each pair id must be
placed in exactly two files. The marker is stripped; the claim is the whole remaining line."""
import datetime, hashlib, json, os, re, shutil, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from notes import CLASSES, NOTES

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")
MARK = re.compile(r"^§([A-Z0-9,]+)§(.*)$")
FLAT = {"reference_caredesk.md", "reference_infra.md", "reference_glossary.md", "reference_packline.md", "reference_kelvara.md"}

files = {}      # relpath -> text
claims = {}     # pid -> list of (relpath, line)

def body_with_claims(rel, body):
    out = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line)
        if m:
            line = m.group(2)
            for pid in m.group(1).split(","):
                claims.setdefault(pid, []).append((rel, line))
        out.append(line)
    return "\n".join(out) + "\n"

def q(s):
    return json.dumps(s, ensure_ascii=False)

# root
index = {"user": [], "feedback": [], "project": [], "reference": []}
for fn, (title, desc, typ, hook, body) in ROOT.items():
    name = fn[:-3].split("_", 1)[1].replace("_", "-")
    if fn in FLAT:
        assert ": " in desc, fn
        d = desc
    else:
        assert ": " not in desc and not desc[0] in "\"'[{&*!|>%@`#-", fn
        d = desc
    fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
    files[fn] = fm + body_with_claims(fn, body)
    index[typ].append(f"- [{title}]({fn}) — {hook}")
mem = ["# Memory index", ""]
for typ, head in (("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")):
    mem += [f"## {head}"] + index[typ] + [""]
files["MEMORY.md"] = "\n".join(mem)

# auto notes
for slug, (title, created, tags, body) in AUTO.items():
    rel = f"auto/{slug}.md"
    fm = f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    files[rel] = fm + body_with_claims(rel, body)

# remnic facts
conf = {"fact": (0.9, "explicit"), "preference": (0.85, "explicit"), "decision": (0.88, "explicit")}
for i, (date, cat, tags, body) in enumerate(FACTS):
    d = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
    ts = d + datetime.timedelta(hours=8, minutes=(i * 47) % 540, seconds=(i * 13) % 60, milliseconds=(i * 271) % 1000)
    ms = int(ts.timestamp() * 1000)
    hx = hashlib.sha1(body.encode()).hexdigest()[:4]
    stem = f"{cat}-{ms}-{hx}"
    rel = f"facts/{date}/{stem}.md"
    iso = ts.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ts.microsecond // 1000:03d}Z"
    c, tier = conf[cat]
    fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
          f"confidence: {c}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
          "status: active\n---\n\n")
    files[rel] = fm + body_with_claims(rel, body)

# write store
if os.path.isdir(STORE):
    shutil.rmtree(STORE)
for rel, text in files.items():
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w") as f:
        f.write(text)

# labels
def key(pid):
    m = re.match(r"([A-Z]+?)(\d+)$", pid)
    return m.group(1), int(m.group(2))
order = ["V", "R", "N", "S", "F", "O", "D", "A", "NS"]
pids = sorted(NOTES, key=lambda p: (order.index(key(p)[0]), key(p)[1]))
assert set(pids) == set(claims), (set(pids) ^ set(claims))
out = ["now: 2026-11-28", "pairs:"]
for pid in pids:
    locs = claims[pid]
    assert len(locs) == 2 and locs[0][0] != locs[1][0], (pid, locs)
    (a, ca), (b, cb) = sorted(locs)
    label, cls = CLASSES[key(pid)[0]]
    out += [f"  - a: {a}", f"    b: {b}", f"    label: {label}", f"    class: {cls}",
            f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + NOTES[pid])}"]
with open(os.path.join(BASE, "labels.yaml"), "w") as f:
    f.write("\n".join(out) + "\n")
print(f"wrote {len(files)} files, {len(pids)} pairs")
