#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content.py (file bodies with @ID@ claim markers)
and pairs.py (pair table)."""
import datetime, hashlib, json, os, re, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from content import ROOT, AUTO, FACTS
from pairs import PAIRS, CONTRA

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(HERE, "store")
NOW = "2026-11-28"
MARK = re.compile(r"^@([A-Za-z0-9]+)@ (.*)$")

claims = {}   # id -> (path, text)
files = {}    # path -> text

def render_body(path, body):
    out = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line)
        if m:
            cid, text = m.group(1), m.group(2)
            if cid in claims:
                sys.exit(f"claim id {cid} placed twice")
            claims[cid] = (path, text)
            line = text
        out.append(line)
    return "\n".join(out) + "\n"

def yaml_scalar(s):
    if re.search(r": |^[\[\]{}&*!|>'\"%@`#-]|#", s):
        return json.dumps(s, ensure_ascii=False)
    return s

# root files
index = []
for fn, (title, desc, flat, hook, body) in ROOT.items():
    typ = fn.split("_", 1)[0]
    assert typ in ("user", "feedback", "project", "reference"), fn
    slug = os.path.splitext(fn.split("_", 1)[1])[0].replace("_", "-")
    files[fn] = (title, desc, flat, hook, body, typ)

def pretty(slug):
    special = {"ra4-line": "RA-4 line", "pr-review": "PR review", "sms-reminders": "SMS reminders",
               "e6-batches": "E-6 batches", "chemstock-rewrite": "chemstock rewrite", "chem-units": "Chemistry units"}
    if slug in special:
        return special[slug]
    t = slug.replace("-", " ")
    return t if t.islower() and " " not in t and t.endswith(("track", "bench")) else t[0].upper() + t[1:]

def topic_name(fn):
    return os.path.splitext(fn.split("_", 1)[1])[0].replace("_", "-")

out_files = {}
for fn, (title, desc, flat, hook, body, typ) in files.items():
    d = desc if flat else yaml_scalar(desc)
    head = f"---\nname: {title}\ndescription: {d}\ntype: {typ}\n---\n\n"
    out_files[fn] = head + render_body(fn, body)
    index.append(f"- [{pretty(title)}]({fn}) — {hook}")

out_files["MEMORY.md"] = "\n".join(sorted(index, key=lambda l: l.split("](")[1])) + "\n"

for slug, (title, created, tags, body) in AUTO.items():
    path = f"auto/{slug}.md"
    head = f"---\ntitle: {yaml_scalar(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n# {title}\n\n"
    out_files[path] = head + render_body(path, body)

for i, (key, date, hhmm, cat, tags, body) in enumerate(FACTS):
    dt = datetime.datetime.strptime(f"{date} {hhmm}", "%Y-%m-%d %H:%M").replace(
        tzinfo=datetime.timezone.utc) + datetime.timedelta(seconds=(i * 7919) % 60, milliseconds=(i * 613) % 1000)
    ms = int(dt.timestamp() * 1000)
    hx = hashlib.sha1(key.encode()).hexdigest()[:4]
    stem = f"{cat}-{ms}-{hx}"
    path = f"facts/{date}/{stem}.md"
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{dt.microsecond // 1000:03d}Z"
    conf = 0.78 + (int(hx, 16) % 18) / 100
    tier = "explicit" if conf >= 0.85 else "implied"
    tag_lines = "".join(f"  - {t}\n" for t in tags)
    head = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
            f"confidence: {conf:.2f}\nconfidenceTier: {tier}\ntags:\n{tag_lines}status: active\n---\n\n")
    out_files[path] = head + render_body(path, body)

# write store
if os.path.isdir(STORE):
    shutil.rmtree(STORE)
for path, text in out_files.items():
    full = os.path.join(STORE, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8") as f:
        f.write(text)

# labels
used = set()
lines = [f"now: {NOW}", "pairs:"]
for pid, cls, c1, c2, note in PAIRS:
    (p1, t1), (p2, t2) = claims[c1], claims[c2]
    if p1 == p2:
        sys.exit(f"{pid}: both claims in {p1}")
    if p2 < p1:
        (p1, t1), (p2, t2) = (p2, t2), (p1, t1)
    used.update([c1, c2])
    label = "contradiction" if cls in CONTRA else "non_contradiction"
    q = lambda s: json.dumps(s, ensure_ascii=False)
    lines += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
              f"    claim_a: {q(t1)}", f"    claim_b: {q(t2)}", f"    note: {q(pid + ': ' + note)}"]
unused = sorted(set(claims) - used)
if unused:
    sys.exit(f"claim markers never used in a pair: {unused}")
with open(os.path.join(HERE, "labels.yaml"), "w", encoding="utf-8") as f:
    f.write("\n".join(lines) + "\n")
print(f"wrote {len(out_files)} files, {len(PAIRS)} pairs")
