#!/usr/bin/env python3
"""Regenerate ../store/ and ../labels.yaml from the content tables and claims.py."""
import hashlib, json, re, shutil, sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS
from claims import CLASSES, NOTES

OUT = HERE.parent
STORE = OUT / "store"
MARK = re.compile(r"^\[\[([A-Z]+\d+[ab])\]\] ")


def blocks(text):
    cur = None
    for line in text.strip("\n").split("\n"):
        if line.startswith("=== "):
            if cur:
                yield cur
            cur = [line[4:].strip(), []]
        else:
            cur[1].append(line)
    if cur:
        yield cur


def strip_markers(lines, path, claims):
    out = []
    for ln in lines:
        m = MARK.match(ln)
        if m:
            cid = m.group(1)
            if cid in claims:
                sys.exit(f"claim id {cid} placed twice")
            ln = ln[m.end():]
            claims[cid] = (path, ln)
        out.append(ln)
    while out and out[-1] == "":
        out.pop()
    return "\n".join(out) + "\n"


def main():
    if STORE.exists():
        shutil.rmtree(STORE)
    STORE.mkdir()
    files, claims, index = {}, {}, []
    for head, lines in blocks(ROOT):
        path, title = [x.strip() for x in head.split("|", 1)]
        files[path] = strip_markers(lines, path, claims)
        fm = dict(re.findall(r"^(name|description|type): (.*)$", files[path], re.M))
        index.append((fm["type"], path, title, fm["description"]))
    for head, lines in blocks(AUTO):
        files[head] = strip_markers(lines, head, claims)
    for head, lines in blocks(FACTS):
        cat, day, tags, conf = head.split()
        body = "\n".join(lines).strip("\n")
        h = hashlib.md5(body.encode()).hexdigest()
        secs = 7 * 3600 + int(h[4:10], 16) % (11 * 3600)
        dt = datetime.strptime(day, "%Y-%m-%d").replace(tzinfo=timezone.utc)
        ms = int(dt.timestamp()) * 1000 + secs * 1000 + int(h[10:13], 16) % 1000
        iso = datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        stem = f"{cat}-{ms}-{h[:4]}"
        path = f"facts/{day}/{stem}.md"
        taglist = tags.split("=", 1)[1].split(",")
        c = float(conf.split("=", 1)[1])
        tier = "explicit" if c >= 0.9 else "implied"
        fm = ["---", f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
              "source: extraction", f"confidence: {c}", f"confidenceTier: {tier}", "tags:"]
        fm += [f"  - {t}" for t in taglist] + ["status: active", "---", ""]
        files[path] = strip_markers(fm + lines, path, claims)
    # MEMORY.md
    order = [("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")]
    mem = ["# Memory Index", ""]
    for t, heading in order:
        mem += [f"## {heading}", ""]
        for typ, path, title, desc in sorted(index, key=lambda r: r[1]):
            if typ == t:
                hook = desc.split(": ", 1)[1] if ": " in desc and desc.split(": ", 1)[0].count(" ") == 0 else desc
                mem.append(f"- [{title}]({path}) — {hook}")
        mem.append("")
    files["MEMORY.md"] = "\n".join(mem).rstrip("\n") + "\n"
    for path, text in files.items():
        p = STORE / path
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")
    # labels
    q = lambda s: json.dumps(s, ensure_ascii=False)
    out = ["now: 2026-11-28", "pairs:"]
    n = 0
    for prefix in ["V", "R", "N", "S", "F", "O", "D", "A", "NS"]:
        label, cls = CLASSES[prefix]
        for i in range(1, 11):
            pid = f"{prefix}{i}"
            (pa, ca), (pb, cb) = claims[pid + "a"], claims[pid + "b"]
            if pb < pa:
                (pa, ca), (pb, cb) = (pb, cb), (pa, ca)
            out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                    f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + NOTES[pid])}"]
            n += 1
    unused = sorted(set(c[:-1] for c in claims) - set(NOTES))
    if unused:
        sys.exit(f"claims without a pair: {unused}")
    (OUT / "labels.yaml").write_text("\n".join(out) + "\n", encoding="utf-8")
    print(f"wrote {len(files)} files, {n} pairs")


if __name__ == "__main__":
    main()
