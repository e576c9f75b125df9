#!/usr/bin/env python3
"""Regenerate ../store and ../labels.yaml from the claim/content tables.

Claim lines are marked in content_*.py with a leading "@ID@"; the prefix is stripped,
each id must appear exactly once, and labels.yaml is written from pairs.PAIRS with a/b
ordered by store-relative path.
"""
import hashlib, json, re, shutil, sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import yaml
from content_root import ROOT, FLAT
from content_auto import AUTO
from content_facts import FACTS
from pairs import PAIRS

OUT = HERE.parent
STORE = OUT / "store"
MARK = re.compile(r"^@([A-Z]+[0-9]+[ab])@(.*)$")
claims = {}  # id -> (path, line)


def strip_marks(path, body):
    out = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line)
        if m:
            cid, text = m.group(1), m.group(2)
            if cid in claims:
                sys.exit(f"claim {cid} placed twice")
            claims[cid] = (path, text)
            line = text
        out.append(line)
    return "\n".join(out) + "\n"


def desc_field(fname, desc):
    if fname in FLAT:
        assert ": " in desc, fname
        return f"description: {desc}"
    try:
        ok = yaml.safe_load(f"d: {desc}") == {"d": desc}
    except yaml.YAMLError:
        ok = False
    return f"description: {desc}" if ok else f"description: {json.dumps(desc, ensure_ascii=False)}"


def build():
    if STORE.exists():
        shutil.rmtree(STORE)
    STORE.mkdir()
    files = {}
    # root memories
    index = ["# Memory index", ""]
    for fname in sorted(ROOT):
        title, desc, typ, body = ROOT[fname]
        slug = fname[:-3].split("_", 1)[1].replace("_", "-")
        fm = f"---\nname: {slug}\n{desc_field(fname, desc)}\ntype: {typ}\n---\n\n"
        files[fname] = fm + strip_marks(fname, body)
        index.append(f"- [{title}]({fname}) — {desc.replace(': ', ', ')}")
    files["MEMORY.md"] = "\n".join(index) + "\n"
    # auto notes
    for slug in sorted(AUTO):
        title, created, tags, body = AUTO[slug]
        path = f"auto/{slug}.md"
        fm = (f"---\ntitle: {json.dumps(title, ensure_ascii=False)}\ncreated: {created}\n"
              f"tags: [{', '.join(tags)}]\n---\n\n# {title}\n\n")
        files[path] = fm + strip_marks(path, body)
    # remnic facts
    for i, (date, cat, tags, body) in enumerate(FACTS):
        h = hashlib.sha1(f"{i}{body}".encode()).hexdigest()
        secs = 8 * 3600 + int(h[:6], 16) % (10 * 3600)
        ms = int(h[6:9], 16) % 1000
        dt = datetime.fromisoformat(date).replace(tzinfo=timezone.utc)
        epoch = int(dt.timestamp()) * 1000 + secs * 1000 + ms
        stem = f"{cat}-{epoch}-{h[10:14]}"
        path = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(epoch / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms:03d}Z"
        conf = 0.8 + (int(h[14:16], 16) % 16) / 100
        tier = "explicit" if conf >= 0.88 else "implied"
        fm = ["---", f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
              "source: extraction", f"confidence: {conf:.2f}", f"confidenceTier: {tier}", "tags:"]
        fm += [f"  - {t}" for t in tags] + ["status: active", "---", ""]
        files[path] = "\n".join(fm) + "\n" + strip_marks(path, body)
    for path, text in files.items():
        p = STORE / path
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")

    # labels
    q = lambda s: json.dumps(s, ensure_ascii=False)
    lines = ["now: 2026-11-28", "pairs:"]
    used_ids = set()
    for pid, label, cls, i1, i2, note in PAIRS:
        (p1, c1), (p2, c2) = claims[i1], claims[i2]
        used_ids |= {i1, i2}
        if p2 < p1:
            (p1, c1), (p2, c2) = (p2, c2), (p1, c1)
        lines += [f"  - a: {p1}", f"    b: {p2}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {q(c1)}", f"    claim_b: {q(c2)}", f"    note: {q(pid + ': ' + note)}"]
    unused = set(claims) - used_ids
    if unused:
        sys.exit(f"claims placed but not used: {sorted(unused)}")
    (OUT / "labels.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")


if __name__ == "__main__":
    build()
