#!/usr/bin/env python3
"""Regenerate set247/store/ and set247/labels.yaml from content.py and pairs.py."""
import hashlib
import json
import re
import shutil
import sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
SET = HERE.parent
STORE = SET / "store"
sys.path.insert(0, str(HERE))

import content  # noqa: E402
import pairs as pairs_mod  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9]+)@ (.*)$")
NOW = "2026-11-28"


class BuildError(Exception):
    pass


def process_body(body, relpath, claims):
    out = []
    for line in body.strip("\n").split("\n"):
        m = MARK.match(line)
        if m:
            cid, text = m.group(1), m.group(2)
            if cid in claims:
                raise BuildError(f"claim id {cid} placed twice ({claims[cid][0]} and {relpath})")
            claims[cid] = (relpath, text)
            out.append(text)
        else:
            if line.startswith("@") and re.match(r"^@[A-Za-z0-9]+@", line):
                raise BuildError(f"malformed marker in {relpath}: {line!r}")
            out.append(line)
    return "\n".join(out) + "\n"


def fact_id(f):
    dt = datetime.strptime(f["ts"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
    epoch_ms = int(round(dt.timestamp() * 1000))
    hex4 = hashlib.sha1(f["body"].encode()).hexdigest()[:4]
    return dt, epoch_ms, f"{f['category']}-{epoch_ms}-{hex4}"


def build():
    if STORE.exists():
        shutil.rmtree(STORE)
    STORE.mkdir()
    claims = {}
    files = {}

    # layout 1: root auto-memory
    for r in content.ROOT:
        fm = f"---\nname: {r['name']}\ndescription: {r['description']}\ntype: {r['type']}\n---\n\n"
        files[r["file"]] = fm + process_body(r["body"], r["file"], claims)
    order = ["user", "feedback", "project", "reference"]
    heads = {"user": "User", "feedback": "Feedback", "project": "Project", "reference": "Reference"}
    idx = ["# Memory Index", ""]
    for t in order:
        idx.append(f"## {heads[t]}")
        idx.append("")
        for r in content.ROOT:
            if r["type"] == t:
                idx.append(f"- [{r['title']}]({r['file']}) — {r['hook']}")
        idx.append("")
    files["MEMORY.md"] = "\n".join(idx).rstrip("\n") + "\n"

    # layout 2: remnic facts
    seen_ids = set()
    for f in content.FACTS:
        dt, epoch_ms, fid = fact_id(f)
        if fid in seen_ids:
            raise BuildError(f"duplicate fact id {fid}")
        seen_ids.add(fid)
        rel = f"facts/{dt.strftime('%Y-%m-%d')}/{fid}.md"
        iso = dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{dt.microsecond // 1000:03d}Z"
        tags = "".join(f"  - {t}\n" for t in f["tags"])
        fm = (f"---\nid: {fid}\ncategory: {f['category']}\ncreated: {iso}\nupdated: {iso}\n"
              f"source: extraction\nconfidence: {f['confidence']}\nconfidenceTier: explicit\n"
              f"tags:\n{tags}status: active\n---\n\n")
        files[rel] = fm + process_body(f["body"], rel, claims)

    # layout 3: free notes
    for n in content.NOTES:
        rel = f"auto/{n['slug']}.md"
        fm = (f"---\ntitle: {json.dumps(n['title'], ensure_ascii=False)}\ncreated: {n['created']}\n"
              f"tags: [{', '.join(n['tags'])}]\n---\n\n")
        files[rel] = fm + process_body(n["body"], rel, claims)

    for rel, text in files.items():
        path = STORE / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")

    # pairs -> labels
    used = set()
    seen_pairs = {}
    out = [f"now: {NOW}", "pairs:"]
    for pr in pairs_mod.PAIRS:
        for c in (pr["c1"], pr["c2"]):
            if c not in claims:
                raise BuildError(f"{pr['id']}: claim {c} has no marker")
            used.add(c)
        f1, t1 = claims[pr["c1"]]
        f2, t2 = claims[pr["c2"]]
        if f1 == f2:
            raise BuildError(f"{pr['id']}: both claims in {f1}")
        if f1 < f2:
            (a, ca, ida), (b, cb, idb) = (f1, t1, pr["c1"]), (f2, t2, pr["c2"])
        else:
            (a, ca, ida), (b, cb, idb) = (f2, t2, pr["c2"]), (f1, t1, pr["c1"])
        if (a, b) in seen_pairs:
            raise BuildError(f"{pr['id']} repeats file pair of {seen_pairs[(a, b)]}: {a} / {b}")
        seen_pairs[(a, b)] = pr["id"]
        label = ("contradiction" if pr["cls"] in pairs_mod.CONTRADICTION_CLASSES
                 else "non_contradiction")
        note = f"{pr['id']}: {pr['slot']}: {pr['vals'][idb]} vs {pr['vals'][ida]}"
        q = lambda s: json.dumps(s, ensure_ascii=False)  # noqa: E731
        out += [f"  - a: {a}", f"    b: {b}", f"    label: {label}", f"    class: {pr['cls']}",
                f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(note)}"]
    unused = sorted(set(claims) - used)
    if unused:
        raise BuildError(f"unused claim markers: {unused}")
    (SET / "labels.yaml").write_text("\n".join(out) + "\n", encoding="utf-8")
    print(f"built {len(files)} files, {len(pairs_mod.PAIRS)} pairs, {len(claims)} claim lines")


if __name__ == "__main__":
    try:
        build()
    except BuildError as e:
        print(f"BUILD ERROR: {e}", file=sys.stderr)
        sys.exit(1)
