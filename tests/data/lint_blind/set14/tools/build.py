#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set14 from claims.py and content_*.py."""
import os, shutil, json, datetime, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, CLASSES, NOTES
from content_root import R, FLAT
from content_facts import F
from content_auto import A

OUT = os.path.join(os.path.dirname(HERE), "store")

def epoch_ms(date, time):
    dt = datetime.datetime.strptime(f"{date}T{time}", "%Y-%m-%dT%H:%M:%S.%f").replace(tzinfo=datetime.timezone.utc)
    return int(round(dt.timestamp() * 1000))

def fact_path(key):
    date, cat, time, hx, conf, tags, body = F[key]
    return f"facts/{date}/{cat}-{epoch_ms(date, time)}-{hx}.md"

def resolve(fref):
    return fact_path(fref[6:]) if fref.startswith("facts:") else fref

def fill(body, path):
    def rep(m):
        k = m.group(1)
        fref, text = C[k]
        assert resolve(fref) == path, (k, fref, path)
        return text
    out = re.sub(r"@@(\w+)@@", rep, body)
    return out

def main():
    if os.path.exists(OUT):
        shutil.rmtree(OUT)
    os.makedirs(OUT)
    files = {}
    # root
    for fn, (slug, desc, typ, body) in R.items():
        d = desc if fn in FLAT else json.dumps(desc, ensure_ascii=False)
        if fn not in FLAT and ": " not in desc and '"' not in desc and not desc.startswith(("-", "[", "{", "*", "&", "!", "|", ">", "'", "%", "@", "`")):
            d = desc  # plain scalar is safe
        files[fn] = f"---\nname: {slug}\ndescription: {d}\ntype: {typ}\n---\n\n" + fill(body, fn)
    # facts
    for key, (date, cat, time, hx, conf, tags, body) in F.items():
        p = fact_path(key)
        stem = os.path.basename(p)[:-3]
        iso = f"{date}T{time}Z"
        fm = [f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
              "source: extraction", f"confidence: {conf}",
              "confidenceTier: " + ("explicit" if conf >= 0.88 else "implied"), "tags:"]
        fm += [f"  - {t}" for t in tags]
        fm += ["status: active"]
        files[p] = "---\n" + "\n".join(fm) + "\n---\n\n" + fill(body, p)
    # auto
    for slug, (title, created, tags, body) in A.items():
        p = f"auto/{slug}.md"
        files[p] = (f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
                    + fill(body, p))
    # MEMORY.md index
    lines = ["# Memory index", ""]
    order = {"user": 0, "feedback": 1, "project": 2, "reference": 3}
    for fn in sorted(R, key=lambda x: (order[R[x][2]], x)):
        slug, desc, typ, body = R[fn]
        m = re.search(r"^# (.+)$", body, re.M)
        title = m.group(1) if m else slug.replace("-", " ").title()
        if typ == "feedback":
            title = "Feedback: " + slug.replace("feedback-", "").replace("-", " ")
        if typ == "user":
            title = "User: " + slug.replace("user-", "").replace("-", " ")
        lines.append(f"- [{title}]({fn}) — {desc}")
    files["MEMORY.md"] = "\n".join(lines) + "\n"
    # every claim placed?
    for k, (fref, text) in C.items():
        p = resolve(fref)
        assert p in files, (k, p)
        assert f"@@{k}@@" not in files[p]
    for p, content in files.items():
        assert "@@" not in content, p
        full = os.path.join(OUT, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as fh:
            fh.write(content)
    # labels
    out = ["now: 2026-11-28", "pairs:"]
    for letter, label, cls in CLASSES:
        for i in range(1, 11):
            k = f"{letter}{i}"
            pa, ta = resolve(C[k + "a"][0]), C[k + "a"][1]
            pb, tb = resolve(C[k + "b"][0]), C[k + "b"][1]
            if pb < pa:
                pa, ta, pb, tb = pb, tb, pa, ta
            out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                    f"    claim_a: {json.dumps(ta, ensure_ascii=False)}",
                    f"    claim_b: {json.dumps(tb, ensure_ascii=False)}",
                    f"    note: {json.dumps(k + ': ' + NOTES[k], ensure_ascii=False)}"]
    with open(os.path.join(os.path.dirname(HERE), "labels.yaml"), "w") as fh:
        fh.write("\n".join(out) + "\n")
    print("files:", len(files))

if __name__ == "__main__":
    main()
