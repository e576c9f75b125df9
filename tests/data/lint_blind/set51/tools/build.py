#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set51 from the claim tables and file bodies."""
import datetime as dt, hashlib, json, os, re, shutil, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import CLAIMS, CLASSES, NOTES
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")
MARK = re.compile(r"^@@([A-Z]+\d+[ab])@@$")


def q(s):
    return json.dumps(s, ensure_ascii=False)


def fill(path, body, where):
    out = []
    for line in body.split("\n"):
        m = MARK.match(line.strip())
        if m:
            cid = m.group(1)
            if cid in where:
                sys.exit(f"claim {cid} placed twice ({where[cid]}, {path})")
            where[cid] = path
            out.append(CLAIMS[cid])
        else:
            if "@@" in line:
                sys.exit(f"stray marker in {path}: {line}")
            out.append(line)
    return "\n".join(out)


def main():
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    files, where = {}, {}

    for fname, d in ROOT.items():
        fm = f"---\nname: {d['name']}\ndescription: {d['description']}\ntype: {d['type']}\n---\n\n"
        files[fname] = fm + fill(fname, d["body"], where)

    for path, d in AUTO.items():
        title = q(d["title"]) if (": " in d["title"] or d["title"][0] in "\"'[{&*!|>%@`") else d["title"]
        fm = f"---\ntitle: {title}\ncreated: {d['created']}\ntags: [{', '.join(d['tags'])}]\n---\n\n"
        files[path] = fm + fill(path, d["body"], where)

    for i, (date, cat, tags, body) in enumerate(FACTS):
        day = dt.datetime.fromisoformat(date).replace(tzinfo=dt.timezone.utc)
        secs = 7 * 3600 + (i * 7919) % (11 * 3600)
        when = day + dt.timedelta(seconds=secs, milliseconds=(i * 137) % 1000)
        ms = int(when.timestamp() * 1000)
        hx = hashlib.md5(body.encode()).hexdigest()[:4]
        stem = f"{cat}-{ms}-{hx}"
        path = f"facts/{date}/{stem}.md"
        iso = when.strftime("%Y-%m-%dT%H:%M:%S.") + f"{when.microsecond // 1000:03d}Z"
        tier = "explicit" if i % 3 else "implied"
        conf = 0.9 if tier == "explicit" else 0.8
        tag_lines = "".join(f"  - {t}\n" for t in tags)
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n{tag_lines}status: active\n---\n\n")
        files[path] = fm + fill(path, body.strip("\n") + "\n", where)

    missing = set(CLAIMS) - set(where)
    if missing:
        sys.exit(f"claims never placed: {sorted(missing)}")

    # MEMORY.md
    groups = [("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")]
    lines = ["# Memory Index", ""]
    for typ, head in groups:
        lines += [f"## {head}", ""]
        for fname in sorted(ROOT):
            d = ROOT[fname]
            if d["type"] == typ:
                hook = d["description"].split(": ", 1)[-1] if fname in FLAT else d["description"]
                lines.append(f"- [{d['title']}]({fname}) — {hook}")
        lines.append("")
    files["MEMORY.md"] = "\n".join(lines)

    for path, text in files.items():
        full = os.path.join(STORE, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text if text.endswith("\n") else text + "\n")

    # labels
    order = ["V", "R", "N", "S", "F", "O", "D", "A", "NS"]
    pids = sorted(NOTES, key=lambda p: (order.index(re.match(r"[A-Z]+", p).group()), int(re.search(r"\d+", p).group())))
    out = ["now: 2026-11-28", "pairs:"]
    for pid in pids:
        label, cls = CLASSES[re.match(r"[A-Z]+", pid).group()]
        ca, cb = pid + "a", pid + "b"
        pa, pb = where[ca], where[cb]
        if pb < pa:
            pa, pb, ca, cb = pb, pa, cb, ca
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(CLAIMS[ca])}", f"    claim_b: {q(CLAIMS[cb])}",
                f"    note: {q(pid + ': ' + NOTES[pid])}"]
    with open(os.path.join(BASE, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(pids)} pairs")


if __name__ == "__main__":
    main()
