#!/usr/bin/env python3
"""Generate set33 store/ and labels.yaml (Lanternfield Events, music festival organiser)."""
import os, shutil, datetime, hashlib, json

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
FILES = {}      # relpath -> text
INDEX = []      # (title, file, hook)

FLAT = {"reference_glossary.md", "reference_infra.md", "reference_tapfund.md",
        "feedback_festapp_paging.md", "reference_on_call.md"}

def root(fname, ftype, name, desc, title, hook, body):
    if fname not in FLAT:
        desc = desc.replace(": ", " — ")
    fm = f"---\nname: {name}\ndescription: {desc}\ntype: {ftype}\n---\n\n"
    FILES[fname] = fm + body.strip("\n") + "\n"
    INDEX.append((title, fname, hook))

def fact(date, hms, cat, body, tags, conf=0.85):
    dt = datetime.datetime.strptime(date + " " + hms, "%Y-%m-%d %H:%M:%S").replace(tzinfo=datetime.timezone.utc)
    ms = int(dt.timestamp() * 1000) + int(hashlib.md5(body.encode()).hexdigest()[:3], 16) % 1000
    hx = hashlib.sha1(body.encode()).hexdigest()[:4]
    stem = f"{cat}-{ms}-{hx}"
    iso = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms%1000:03d}Z"
    tagl = "".join(f"  - {t}\n" for t in tags)
    fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
          f"confidence: {conf}\nconfidenceTier: {'explicit' if conf >= 0.9 else 'implied'}\ntags:\n{tagl}status: active\n---\n\n")
    path = f"facts/{date}/{stem}.md"
    FILES[path] = fm + body.strip("\n") + "\n"
    return path

def auto(slug, title, created, tags, body):
    fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    path = f"auto/{slug}.md"
    FILES[path] = fm + body.strip("\n") + "\n"
    return path

from content import build_all  # noqa: E402
PAIRS = build_all(root, fact, auto)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    for rel, text in FILES.items():
        p = os.path.join(STORE, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w") as f:
            f.write(text)
    idx = "".join(f"- [{t}]({f}) — {h}\n" for t, f, h in INDEX)
    with open(os.path.join(STORE, "MEMORY.md"), "w") as f:
        f.write(idx)
    out = ["now: 2026-11-28", "pairs:"]
    def q(s):
        return json.dumps(s, ensure_ascii=False)
    for p in PAIRS:
        fa, ca, fb, cb = p["fa"], p["ca"], p["fb"], p["cb"]
        if fb < fa:
            fa, ca, fb, cb = fb, cb, fa, ca
        out += [f"  - a: {fa}", f"    b: {fb}", f"    label: {p['label']}", f"    class: {p['cls']}",
                f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(p['note'])}"]
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(len(FILES) + 1, "files,", len(PAIRS), "pairs")

if __name__ == "__main__":
    main()
