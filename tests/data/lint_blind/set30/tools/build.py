#!/usr/bin/env python3
"""Regenerate set30 store/ and labels.yaml from pairs.py + content.py."""
import hashlib, json, os, re, shutil, sys, datetime as dt
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from pairs import PAIRS
from content import ROOT, AUTO, FILLER_AUTO, REMNIC, FILLER_REMNIC

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")

def remnic_path(key, date, cat):
    h = hashlib.sha1(key.encode()).hexdigest()
    secs = int(h[:6], 16) % 86400
    d = dt.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=dt.timezone.utc) + dt.timedelta(seconds=secs)
    ms = int(d.timestamp()) * 1000 + int(h[6:9], 16) % 1000
    stem = f"{cat}-{ms}-{h[10:14]}"
    iso = dt.datetime.fromtimestamp(ms / 1000, dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    return f"facts/{date}/{stem}.md", stem, iso

KEY2PATH = {}
REM_META = {}
for k, (date, cat, body) in REMNIC.items():
    path, stem, iso = remnic_path(k, date, cat)
    KEY2PATH[k] = path; REM_META[path] = (stem, cat, iso, body)
for i, (date, cat, body) in enumerate(FILLER_REMNIC):
    path, stem, iso = remnic_path(f"filler{i}", date, cat)
    REM_META[path] = (stem, cat, iso, body)
for fn in ROOT: KEY2PATH[fn] = fn
for p in list(AUTO) + list(FILLER_AUTO): KEY2PATH[p] = p

# claims per (path, pid)
CLAIM = {}
for pid, label, cls, ka, ca, kb, cb, note in PAIRS:
    CLAIM[(KEY2PATH[ka], pid)] = ca
    CLAIM[(KEY2PATH[kb], pid)] = cb

def fill(path, body):
    def rep(m):
        return CLAIM[(path, m.group(1))]
    return re.sub(r"\{\{([A-Z]\d+)\}\}", rep, body)

TAGS = {"fact": ["hcc", "platform"], "preference": ["hcc", "workflow"], "decision": ["hcc", "decision"]}

def main():
    if os.path.exists(STORE): shutil.rmtree(STORE)
    os.makedirs(STORE)
    flat = []
    index = []
    for fn, (name, desc, typ, title, hook, body) in ROOT.items():
        if ": " in desc:
            d = desc; flat.append(fn)      # unquoted, as Claude Code writes it (not strict YAML)
        else:
            d = json.dumps(desc, ensure_ascii=False)
        txt = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n" + fill(fn, body.strip("\n")) + "\n"
        open(os.path.join(STORE, fn), "w").write(txt)
        index.append(f"- [{title}]({fn}) — {hook}")
    open(os.path.join(STORE, "MEMORY.md"), "w").write("\n".join(index) + "\n")
    for p, (title, created, tags, body) in {**AUTO, **FILLER_AUTO}.items():
        os.makedirs(os.path.join(STORE, os.path.dirname(p)), exist_ok=True)
        fm = f"---\ntitle: {json.dumps(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        open(os.path.join(STORE, p), "w").write(fm + fill(p, body.strip("\n")) + "\n")
    for p, (stem, cat, iso, body) in REM_META.items():
        os.makedirs(os.path.join(STORE, os.path.dirname(p)), exist_ok=True)
        conf = 0.8 + (int(hashlib.md5(p.encode()).hexdigest()[:2], 16) % 20) / 100
        tags = "\n".join(f"  - {t}" for t in TAGS[cat])
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf:.2f}\nconfidenceTier: {'explicit' if conf >= 0.9 else 'implied'}\ntags:\n{tags}\nstatus: active\n---\n\n")
        open(os.path.join(STORE, p), "w").write(fm + fill(p, body) + "\n")
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, ka, ca, kb, cb, note in PAIRS:
        pa, pb = KEY2PATH[ka], KEY2PATH[kb]
        if pb < pa: pa, pb, ca, cb = pb, pa, cb, ca
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {json.dumps(ca, ensure_ascii=False)}", f"    claim_b: {json.dumps(cb, ensure_ascii=False)}",
                f"    note: {json.dumps(note, ensure_ascii=False)}"]
    open(os.path.join(BASE, "labels.yaml"), "w").write("\n".join(out) + "\n")
    open(os.path.join(HERE, "flat_descriptions.txt"), "w").write("\n".join(sorted(flat)) + "\n")
    print("flat:", flat)

if __name__ == "__main__":
    main()
