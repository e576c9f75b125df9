#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set28 (Harrow Vets Group)."""
import hashlib, os, re, shutil, sys, datetime
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import PAIRS
from content_root import ROOT
from content_other import AUTO, REM

OUT = os.path.join(HERE, "..")
STORE = os.path.join(OUT, "store")
FLAT = {"reference_pawchart.md", "reference_dispensary.md", "reference_glossary.md", "project_ooh_triage.md"}

def claim(tag):
    pid, side = tag[:-1], tag[-1]
    p = PAIRS[pid]
    return p[1] if side == "a" else p[3]

def fill(body):
    return re.sub(r"@@([A-Z]+\d+[ab])@@", lambda m: claim(m.group(1)), body)

def rem_path(key):
    date, cat, hh, mm, _ = REM[key]
    dt = datetime.datetime.strptime(date, "%Y-%m-%d").replace(hour=hh, minute=mm, tzinfo=datetime.timezone.utc)
    h = hashlib.md5(key.encode()).hexdigest()
    ms = int(dt.timestamp() * 1000) + int(h[:6], 16) % 60000
    return f"facts/{date}/{cat}-{ms}-{h[-4:]}.md", ms

def resolve(f):
    return rem_path(f[2:])[0] if f.startswith("R:") else f

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    files = {}
    # root
    idx = ["# Memory Index", ""]
    for fn, (typ, desc, title, hook, body) in ROOT.items():
        name = fn[:-3].split("_", 1)[1].replace("_", "-")
        if fn not in FLAT:
            desc = desc.replace(": ", " — ", 1)
        files[fn] = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n{fill(body)}"
        idx.append(f"- [{title}]({fn}) — {hook}")
    files["MEMORY.md"] = "\n".join(idx) + "\n"
    for slug, (title, created, tags, body) in AUTO.items():
        tg = "\n".join(f"  - {t}" for t in tags)
        t = f'"{title}"' if ": " in title else title
        files[f"auto/{slug}.md"] = f"---\ntitle: {t}\ncreated: {created}\ntags:\n{tg}\n---\n\n{fill(body)}"
    for key, (date, cat, hh, mm, body) in REM.items():
        path, ms = rem_path(key)
        iso = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        stem = os.path.basename(path)[:-3]
        conf = 0.85 if cat == "fact" else 0.9
        files[path] = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
                       f"confidence: {conf}\nconfidenceTier: explicit\ntags:\n  - harrow-vets\nstatus: active\n---\n\n{fill(body)}")
    for p, txt in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        open(full, "w").write(txt)
    # labels
    def q(s):
        return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'
    out = ["now: 2026-11-28", "pairs:"]
    order = ["value_slot", "role_slot", "negation", "stale_vs_change", "refinement", "other_subject",
             "dated_history", "agreeing_duplicate", "negation_scope"]
    items = sorted(PAIRS.items(), key=lambda kv: (order.index(kv[1][5]), int(re.sub(r"\D", "", kv[0]))))
    for pid, (fx, cx, fy, cy, label, cls, note) in items:
        px, py = resolve(fx), resolve(fy)
        if py < px:
            px, cx, py, cy = py, cy, px, cx
        out += [f"  - a: {px}", f"    b: {py}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(cx)}", f"    claim_b: {q(cy)}", f"    note: {q(pid + ': ' + note)}"]
    open(os.path.join(OUT, "labels.yaml"), "w").write("\n".join(out) + "\n")
    print(len(files), "files written")

if __name__ == "__main__":
    main()
