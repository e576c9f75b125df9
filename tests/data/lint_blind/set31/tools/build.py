#!/usr/bin/env python3
"""Regenerate set31 store/ and labels.yaml from pairs.py + content.py."""
import hashlib, json, os, shutil, datetime as dt
from pairs import P
from content import OVERVIEW, FLAT_DESC, ROOT_SMALL, FILL_ROOT, FILL_AUTO, FILL_FACTS

HERE = os.path.dirname(os.path.abspath(__file__))
BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")

def h(s, n=8):
    return hashlib.sha256(s.encode()).hexdigest()[:n]

files = {}          # relpath -> text
ov_claims = {k: {s: [] for s in v[6]} for k, v in OVERVIEW.items()}
small_root = {}     # name -> list of (claim_text, extra)
fact_seq = {}

def epoch_for(date, key):
    d = dt.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=dt.timezone.utc)
    off = int(h(key, 8), 16) % (14 * 3600 * 1000) + 7 * 3600 * 1000
    return int(d.timestamp() * 1000) + off

def fact_file(date, cat, text, key):
    ep = epoch_for(date, key)
    stem = f"{cat}-{ep}-{h('hex' + key, 4)}"
    ts = dt.datetime.fromtimestamp(ep / 1000, dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ep % 1000:03d}Z"
    tags = ["calloway"]
    body = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {ts}\nupdated: {ts}\nsource: extraction\n"
            f"confidence: 0.9\nconfidenceTier: explicit\ntags:\n" + "".join(f"  - {t}\n" for t in tags) +
            f"status: active\n---\n\n{text}\n")
    path = f"facts/{date}/{stem}.md"
    files[path] = body
    return path

AUTO_DATES = [f"2026-{m:02d}-{d:02d}" for m in range(7, 12) for d in (3, 9, 14, 19, 24)]
auto_i = [0]
DATE_FIX = {"slate-live-classes-jitsi": "2026-10-05", "meeting-2026-03-dos-sync": "2026-03-12"}
def auto_file(slug, text, extra, created=None, tags=None, title=None):
    created = DATE_FIX.get(slug, created)
    if created is None:
        created = AUTO_DATES[auto_i[0] % len(AUTO_DATES)]; auto_i[0] += 1
    title = title or slug.replace("-", " ").capitalize()
    tags = tags or [slug.split("-")[0]]
    body = text if text.startswith("#") else f"# {title}\n\n{text}\n"
    if extra:
        body += f"\n{extra}\n"
    files[f"auto/{slug}.md"] = (f"---\ntitle: {json.dumps(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n{body}")
    return f"auto/{slug}.md"

def place(side, idx):
    loc, claim, extra = side
    line = claim.split("\n")[0]
    if loc.startswith("F:"):
        _, date, cat = loc.split(":")
        return fact_file(date, cat, claim + (f"\n\n{extra}" if extra else ""), f"{idx}-{line}"), line
    if loc.startswith("A:"):
        return auto_file(loc[2:], claim, extra), line
    if "#" in loc:
        name, sec = loc.split("#")
        if line not in ov_claims[name][sec]:
            ov_claims[name][sec].append(line)
        return name, line
    small_root.setdefault(loc, []).append((claim, extra))
    return loc, line

labels = []
for i, (cls, sa, sb, note) in enumerate(P):
    pa, ca = place(sa, i * 2)
    pb, cb = place(sb, i * 2 + 1)
    if pb < pa:
        pa, ca, pb, cb = pb, cb, pa, ca
    label = "contradiction" if cls in ("value_slot", "role_slot", "negation", "stale_vs_change") else "non_contradiction"
    labels.append(dict(a=pa, b=pb, label=label, cls=cls, ca=ca, cb=cb, note=note))

def fm_root(typ, slug, desc, flat):
    d = desc if flat else desc  # descriptions are written unquoted, as Claude Code does
    return f"---\nname: {slug}\ndescription: {d}\ntype: {typ}\n---\n\n"

root_index = []
for name, (typ, slug, desc, title, intro, extras, order) in OVERVIEW.items():
    out = fm_root(typ, slug, desc, name in FLAT_DESC) + f"# {title}\n\n{intro}\n"
    for sec in order:
        lines = ov_claims[name][sec] + extras.get(sec, [])
        # interleave: put one extra line first where there is one, for variety
        ex = extras.get(sec, [])
        cl = ov_claims[name][sec]
        lines = (ex[:1] + cl + ex[1:]) if ex else cl
        out += f"\n## {sec}\n\n" + "\n".join(lines) + "\n"
    files[name] = out
    root_index.append((name, title, desc))
for name, items in small_root.items():
    typ, slug, desc, title = ROOT_SMALL[name]
    body = ""
    for claim, extra in items:
        body += claim + "\n\n" + (extra + "\n\n" if extra else "")
    if name == "feedback_git_workflow.md":
        body += "**Why:** main is what the deploy workflows build from; Niamh reads the history when writing release notes.\n\n**How to apply:** check the repo's branch protection settings before merging anything unusual.\n"
    files[name] = fm_root(typ, slug, desc, False) + body.rstrip() + "\n"
    root_index.append((name, title, desc))
for name, (typ, slug, desc, title, body) in FILL_ROOT.items():
    files[name] = fm_root(typ, slug, desc, name in FLAT_DESC) + body.rstrip() + "\n"
    root_index.append((name, title, desc))
FILL_AUTO_DATES = [f"2026-{m:02d}-{d:02d}" for m in range(1, 12) for d in (6, 20)]
for j, (slug, (title, tags, body)) in enumerate(FILL_AUTO.items()):
    auto_file(slug, body, None, created=FILL_AUTO_DATES[j * 3 % len(FILL_AUTO_DATES)], tags=tags, title=title)
for j, (date, cat, text) in enumerate(FILL_FACTS):
    fact_file(date, cat, text, f"fill-{j}")

def hook(desc):
    return desc.split(": ", 1)[1] if ": " in desc else desc
mem = "# Memory index\n\n" + "".join(f"- [{t}]({n}) — {hook(d)}\n" for n, t, d in sorted(root_index))
files["MEMORY.md"] = mem

if os.path.isdir(STORE):
    shutil.rmtree(STORE)
for rel, text in files.items():
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w") as f:
        f.write(text)

q = lambda s: json.dumps(s, ensure_ascii=False)
y = "now: 2026-11-28\npairs:\n"
for L in labels:
    y += (f"  - a: {L['a']}\n    b: {L['b']}\n    label: {L['label']}\n    class: {L['cls']}\n"
          f"    claim_a: {q(L['ca'])}\n    claim_b: {q(L['cb'])}\n    note: {q(L['note'])}\n")
open(os.path.join(BASE, "labels.yaml"), "w").write(y)
print("files:", len(files), "pairs:", len(labels))
