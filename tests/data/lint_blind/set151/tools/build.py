#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set151 from the content tables.

Claim lines are written in the content modules as {{ID|text}} on a line of their own; the
build replaces each marker by its text and remembers which file holds which claim id.
"""
import datetime, hashlib, json, os, re, shutil, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from content_root import ROOT
from content_facts import FACTS
from content_auto import AUTO
from pairs import PAIRS, CLASS_LABEL

OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")
NOW = "2026-11-28"
# descriptions deliberately left unquoted although they contain ": " (not strict YAML)
FLAT = {"reference_pupbase.md", "reference_infra.md", "reference_branch.md", "reference_glossary.md"}
MARK = re.compile(r"^\{\{([A-Z0-9_]+)\|(.*)\}\}$")

claims = {}   # id -> (relpath, text)
files = {}    # relpath -> text


def render(rel, body):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line)
        if m:
            cid, text = m.groups()
            if cid in claims:
                sys.exit(f"claim id {cid} placed twice")
            claims[cid] = (rel, text)
            line = text
        elif "{{" in line:
            sys.exit(f"malformed marker in {rel}: {line}")
        out.append(line)
    return "\n".join(out)


def yq(s):
    return json.dumps(s, ensure_ascii=False)


def build_root():
    index = {"user": [], "feedback": [], "project": [], "reference": []}
    for fname, name, desc, typ, title, hook, body in ROOT:
        d = desc if fname in FLAT else yq(desc)
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        files[fname] = fm + render(fname, body)
        index[typ].append(f"- [{title}]({fname}) — {hook}")
    mem = ["# Memory index", ""]
    for typ, head in (("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")):
        mem.append(f"## {head}")
        mem.extend(index[typ])
        mem.append("")
    files["MEMORY.md"] = "\n".join(mem)


def build_facts():
    for date, cat, tags, body, conf in FACTS:
        h = hashlib.sha1((date + cat + body).encode()).hexdigest()
        base = datetime.datetime.fromisoformat(date + "T00:00:00+00:00")
        ts = base + datetime.timedelta(milliseconds=int(h[:8], 16) % (14 * 3600 * 1000) + 7 * 3600 * 1000)
        epoch = int(ts.timestamp() * 1000)
        fid = f"{cat}-{epoch}-{h[8:12]}"
        rel = f"facts/{date}/{fid}.md"
        iso = ts.strftime("%Y-%m-%dT%H:%M:%S.") + f"{epoch % 1000:03d}Z"
        tier = "explicit" if conf >= 0.9 else "implied"
        fm = ["---", f"id: {fid}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
              "source: extraction", f"confidence: {conf}", f"confidenceTier: {tier}", "tags:"]
        fm += [f"  - {t}" for t in tags]
        fm += ["status: active", "---", "", ""]
        files[rel] = "\n".join(fm) + render(rel, body)


def build_auto():
    for slug, title, created, tags, body in AUTO:
        rel = f"auto/{slug}.md"
        fm = f"---\ntitle: {yq(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[rel] = fm + render(rel, body)


def main():
    build_root(); build_facts(); build_auto()
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    for rel, text in files.items():
        p = os.path.join(STORE, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w") as f:
            f.write(text if text.endswith("\n") else text + "\n")
    used = set()
    lines = [f"now: {NOW}", "pairs:"]
    for pid, cls, ca, cb, note in PAIRS:
        for c in (ca, cb):
            if c not in claims:
                sys.exit(f"{pid}: unknown claim {c}")
            used.add(c)
        (pa, ta), (pb, tb) = claims[ca], claims[cb]
        if pa == pb:
            sys.exit(f"{pid}: both claims in {pa}")
        if pb < pa:
            (pa, ta), (pb, tb) = (pb, tb), (pa, ta)
        lines += [f"  - a: {pa}", f"    b: {pb}", f"    label: {CLASS_LABEL[cls]}", f"    class: {cls}",
                  f"    claim_a: {yq(ta)}", f"    claim_b: {yq(tb)}", f"    note: {yq(pid + ': ' + note)}"]
    unused = sorted(set(claims) - used)
    if unused:
        sys.exit(f"claims placed but not used in any pair: {unused}")
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")


if __name__ == "__main__":
    main()
