#!/usr/bin/env python3
"""Regenerate set18 store/ and labels.yaml from claims.py + content_*.py."""
import datetime as dt, hashlib, json, os, random, re, shutil, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, NOTES, CLASS
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")
PH = re.compile(r"@@([A-Z]+[0-9]+[ab])@@")

def fill(body, path, where):
    def rep(m):
        k = m.group(1)
        if k in where:
            raise SystemExit(f"placeholder {k} used twice ({where[k]}, {path})")
        where[k] = path
        return C[k]
    return PH.sub(rep, body)

def yaml_scalar(s, flat=False):
    if flat:
        return s
    if re.search(r": |^[\[\]{}>|*&!%@`'\"#-]| #|:$", s):
        return json.dumps(s, ensure_ascii=False)
    return s

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    where = {}
    files = {}
    # root
    for fn, (title, desc, hook, body) in ROOT.items():
        typ = fn.split("_", 1)[0]
        name = fn[:-3].replace("_", "-")
        fm = f"---\nname: {name}\ndescription: {yaml_scalar(desc, fn in FLAT)}\ntype: {typ}\n---\n"
        files[fn] = fm + "\n" + fill(body.strip("\n"), fn, where) + "\n"
    # auto
    for slug, (created, tags, title, body) in AUTO.items():
        path = f"auto/{slug}.md"
        fm = f"---\ntitle: {yaml_scalar(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n"
        files[path] = fm + "\n" + fill(body.strip("\n"), path, where) + "\n"
    # remnic facts
    used = set()
    for key, date, cat, tags, body in FACTS:
        rnd = random.Random("set18-" + key)
        d = dt.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=dt.timezone.utc)
        t = d + dt.timedelta(seconds=rnd.randint(7 * 3600, 21 * 3600), milliseconds=rnd.randint(0, 999))
        epoch = int(t.timestamp() * 1000)
        hex4 = hashlib.sha1(("set18" + key).encode()).hexdigest()[:4]
        stem = f"{cat}-{epoch}-{hex4}"
        assert stem not in used; used.add(stem)
        iso = t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{epoch % 1000:03d}Z"
        conf = {"fact": 0.9, "preference": 0.85, "decision": 0.92}[cat]
        tier = "explicit" if cat != "fact" else rnd.choice(["explicit", "implied"])
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n" + "".join(f"  - {x}\n" for x in tags) +
              "status: active\n---\n")
        path = f"facts/{date}/{stem}.md"
        files[path] = fm + "\n" + fill(body.strip("\n"), path, where) + "\n"
    # MEMORY.md
    order = ["user", "feedback", "project", "reference"]
    heads = {"user": "User", "feedback": "Feedback", "project": "Projects", "reference": "Reference"}
    lines = ["# Memory index", ""]
    for typ in order:
        lines.append(f"## {heads[typ]}")
        for fn, (title, desc, hook, body) in ROOT.items():
            if fn.startswith(typ + "_"):
                lines.append(f"- [{title}]({fn}) — {hook}")
        lines.append("")
    files["MEMORY.md"] = "\n".join(lines)
    missing = set(C) - set(where)
    if missing:
        raise SystemExit(f"claims not placed: {sorted(missing)}")
    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    # labels
    ids = sorted({k[:-1] for k in C}, key=lambda x: (["V", "R", "N", "S", "F", "O", "D", "A", "NS"].index(re.match(r"[A-Z]+", x).group()), int(re.search(r"\d+", x).group())))
    out = ["now: 2026-11-28", "pairs:"]
    for pid in ids:
        pa, pb = where[pid + "a"], where[pid + "b"]
        ca, cb = C[pid + "a"], C[pid + "b"]
        if pb < pa:
            pa, pb, ca, cb = pb, pa, cb, ca
        label, cls = CLASS[re.match(r"[A-Z]+", pid).group()]
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {json.dumps(ca, ensure_ascii=False)}", f"    claim_b: {json.dumps(cb, ensure_ascii=False)}",
                f"    note: {json.dumps(pid + ': ' + NOTES[pid], ensure_ascii=False)}"]
    with open(os.path.join(BASE, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(ids)} pairs")

if __name__ == "__main__":
    main()
