#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set66 from the claim tables."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
sys.path.insert(0, os.path.dirname(__file__))
from claims import CLAIMS, CLASSES, NOTES, pair_ids
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

HERE = os.path.dirname(os.path.abspath(__file__))
BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")
NOW = "2026-11-28"
# root files whose description deliberately carries an unquoted ": " (not strict YAML)
FLAT = {"reference_plotline.md", "reference_infra.md", "reference_sites.md", "feedback_deploys.md"}
MARK = re.compile(r"^@@([A-Z]+[0-9]+[ab])@@$")

placed = {}  # claim id -> relpath

def fill(rel, body):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid = m.group(1)
            if cid not in CLAIMS:
                sys.exit(f"unknown claim {cid} in {rel}")
            if cid in placed:
                sys.exit(f"claim {cid} placed twice ({placed[cid]}, {rel})")
            placed[cid] = rel
            line = CLAIMS[cid]
        elif "@@" in line:
            sys.exit(f"stray marker in {rel}: {line}")
        out.append(line)
    return "\n".join(out)

def write(rel, text):
    p = os.path.join(STORE, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)

def qdesc(fn, d):
    if ": " in d and fn not in FLAT:
        return json.dumps(d, ensure_ascii=False)
    return d

def main():
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    # root
    for fn, d in ROOT.items():
        fm = f"---\nname: {d['name']}\ndescription: {qdesc(fn, d['description'])}\ntype: {d['type']}\n---\n\n"
        write(fn, fm + fill(fn, d["body"]))
    order = ["user", "feedback", "project", "reference"]
    heads = {"user": "User", "feedback": "Feedback", "project": "Project", "reference": "Reference"}
    idx = ["# Memory Index", ""]
    for t in order:
        idx.append(f"## {heads[t]}")
        idx.append("")
        for fn in sorted(ROOT):
            if ROOT[fn]["type"] == t:
                idx.append(f"- [{ROOT[fn]['title']}]({fn}) — {ROOT[fn]['hook']}")
        idx.append("")
    write("MEMORY.md", "\n".join(idx))
    # auto
    for slug, d in AUTO.items():
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {json.dumps(d['title'], ensure_ascii=False)}\ncreated: {d['created']}\ntags: [{', '.join(d['tags'])}]\n---\n\n"
        write(rel, fm + fill(rel, d["body"]))
    # facts
    for date, cat, tags, conf, body in FACTS:
        h = hashlib.sha256((date + body).encode()).hexdigest()
        base = int(datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc).timestamp() * 1000)
        ms = base + (7 * 3600 + int(h[:6], 16) % (12 * 3600)) * 1000 + int(h[6:9], 16) % 1000
        hex4 = h[10:14]
        stem = f"{cat}-{ms}-{hex4}"
        rel = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = ["---", f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
              "source: extraction", f"confidence: {conf}", f"confidenceTier: {tier}", "tags:"]
        fm += [f"  - {t}" for t in tags]
        fm += ["status: active", "---", "", ""]
        write(rel, "\n".join(fm) + fill(rel, body.strip("\n") + "\n"))
    missing = [c for c in CLAIMS if c not in placed]
    if missing:
        sys.exit(f"claims not placed: {missing}")
    # labels
    out = [f"now: {NOW}", "pairs:"]
    for pid in pair_ids():
        pre = re.match(r"[A-Z]+", pid).group(0)
        label, cls = CLASSES[pre]
        fa, fb = placed[pid + "a"], placed[pid + "b"]
        ca, cb = CLAIMS[pid + "a"], CLAIMS[pid + "b"]
        if fb < fa:
            fa, fb, ca, cb = fb, fa, cb, ca
        out += [f"  - a: {fa}", f"    b: {fb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {json.dumps(ca, ensure_ascii=False)}",
                f"    claim_b: {json.dumps(cb, ensure_ascii=False)}",
                f"    note: {json.dumps(pid + ': ' + NOTES[pid], ensure_ascii=False)}"]
    with open(os.path.join(BASE, "labels.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    n = sum(len(fs) for _, _, fs in os.walk(STORE))
    print(f"wrote {n} files and {len(pair_ids())} pairs")

if __name__ == "__main__":
    main()
