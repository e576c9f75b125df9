#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml from content_*.txt + pairs.py."""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
STORE = os.path.join(ROOT, "store")
sys.path.insert(0, HERE)
from pairs import PAIRS, CONTRA

TAG = re.compile(r"^«([A-Z]+\d+)([ab])»")
TITLES = {"user-tomas": "User profile (Tomás)", "user-priya": "Priya Okafor (digital editor)",
          "pr-size": "PR size", "gdpr-requests": "GDPR requests", "inkwell": "inkwell CMS",
          "presswire": "presswire", "turnstile": "turnstile", "printflow": "printflow", "adbook": "adbook",
          "backfile": "backfile archive", "morningbrief": "morningbrief newsletter",
          "noticeboard": "noticeboard", "infra": "Infrastructure", "liveblogs": "Live blogs"}
CLASS_ORDER = ["value_slot", "role_slot", "negation", "stale_vs_change", "refinement",
               "other_subject", "dated_history", "agreeing_duplicate", "negation_scope"]


def parse(fn):
    text = open(os.path.join(HERE, fn), encoding="utf-8").read()
    chunks = re.split(r"^=== ", text, flags=re.M)[1:]
    out = []
    for ch in chunks:
        head, rest = ch.split("\n", 1)
        meta_txt, body = rest.split("\n---\n", 1)
        meta = {}
        for line in meta_txt.splitlines():
            k, v = line.split(": ", 1)
            meta[k] = v
        out.append((head.split(), meta, body.rstrip("\n") + "\n"))
    return out


def strip_tags(path, body, claims):
    lines = []
    for line in body.split("\n"):
        m = TAG.match(line)
        if m:
            line = line[m.end():]
            key = (m.group(1), m.group(2))
            assert key not in claims, key
            claims[key] = (path, line)
        lines.append(line)
    return "\n".join(lines)


def yaml_str(s):
    try:
        v = yaml.safe_load("x: " + s)["x"]
        if v == s:
            return s
    except Exception:
        pass
    return json.dumps(s, ensure_ascii=False)


def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    claims, files, flat, root_entries = {}, {}, [], []
    for head, meta, body in parse("content_root.txt"):
        fname = head[1]
        body = strip_tags(fname, body, claims)
        desc = meta["description"]
        if meta.get("flat") == "yes":
            assert ": " in desc
            flat.append(fname)
            d = desc
        else:
            d = yaml_str(desc)
        fm = f"---\nname: {meta['name']}\ndescription: {d}\ntype: {meta['type']}\n---\n\n"
        files[fname] = fm + body
        root_entries.append((fname, meta))
    for head, meta, body in parse("content_facts.txt"):
        _, date, cat, hms = head
        h = hashlib.sha1(body.encode()).hexdigest()
        dt = datetime.strptime(date + " " + hms, "%Y-%m-%d %H:%M:%S").replace(tzinfo=timezone.utc)
        ms = int(h[4:8], 16) % 1000
        epoch = int(dt.timestamp()) * 1000 + ms
        stem = f"{cat}-{epoch}-{h[:4]}"
        path = f"facts/{date}/{stem}.md"
        body = strip_tags(path, body, claims)
        iso = dt.strftime("%Y-%m-%dT%H:%M:%S") + f".{ms:03d}Z"
        conf = {"fact": "0.9", "preference": "0.95", "decision": "0.92"}[cat]
        tags = "".join(f"  - {t.strip()}\n" for t in meta["tags"].split(","))
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\n"
              f"source: extraction\nconfidence: {conf}\nconfidenceTier: explicit\n"
              f"tags:\n{tags}status: active\n---\n\n")
        files[path] = fm + body
    for head, meta, body in parse("content_auto.txt"):
        path = f"auto/{head[1]}.md"
        body = strip_tags(path, body, claims)
        tags = ", ".join(t.strip() for t in meta["tags"].split(","))
        fm = (f"---\ntitle: {yaml_str(meta['title'])}\ncreated: {meta['created']}\n"
              f"tags: [{tags}]\n---\n\n")
        files[path] = fm + body
    # MEMORY.md
    groups = {"user": "User", "feedback": "Feedback", "project": "Project", "reference": "Reference"}
    mem = ["# Memory Index", ""]
    for t, title in groups.items():
        mem.append(f"## {title}")
        for fname, meta in root_entries:
            if meta["type"] == t:
                nice = TITLES.get(meta["name"]) or meta["name"].replace("-", " ")
                nice = nice if meta["name"] in TITLES else nice[0].upper() + nice[1:]
                mem.append(f"- [{nice}]({fname}) — {meta['description']}")
        mem.append("")
    files["MEMORY.md"] = "\n".join(mem)
    for p, txt in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as f:
            f.write(txt)
    # pairs
    ids = sorted({k[0] for k in claims})
    assert set(ids) == set(PAIRS), (set(ids) ^ set(PAIRS))
    pairs = []
    for pid in PAIRS:
        cls, note = PAIRS[pid]
        (pa, ca), (pb, cb) = claims[(pid, "a")], claims[(pid, "b")]
        assert pa != pb, pid
        if pb < pa:
            (pa, ca), (pb, cb) = (pb, cb), (pa, ca)
        label = "contradiction" if cls in CONTRA else "non_contradiction"
        pairs.append(dict(id=pid, a=pa, b=pb, label=label, cls=cls, ca=ca, cb=cb, note=f"{pid}: {note}"))
    pairs.sort(key=lambda p: CLASS_ORDER.index(p["cls"]))
    q = lambda s: json.dumps(s, ensure_ascii=False)
    out = ["now: 2026-11-28", "pairs:"]
    for p in pairs:
        out += [f"  - a: {p['a']}", f"    b: {p['b']}", f"    label: {p['label']}",
                f"    class: {p['cls']}", f"    claim_a: {q(p['ca'])}", f"    claim_b: {q(p['cb'])}",
                f"    note: {q(p['note'])}"]
    open(os.path.join(ROOT, "labels.yaml"), "w", encoding="utf-8").write("\n".join(out) + "\n")
    open(os.path.join(HERE, "flat_files.txt"), "w").write("\n".join(flat) + "\n")
    print("files", len(files), "pairs", len(pairs))


if __name__ == "__main__":
    main()
