#!/usr/bin/env python3
"""Regenerate set241/store/ and set241/labels.yaml from content.py and pairs.py."""
import hashlib
import json
import re
import shutil
import sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
SET = HERE.parent
sys.path.insert(0, str(HERE))
import content  # noqa: E402
import pairs as pairs_mod  # noqa: E402

MARK = re.compile(r"^@([A-Za-z0-9_]+)@ ")
NOW = "2026-11-28"


class BuildError(Exception):
    pass


def fact_meta(date, time, body):
    h = hashlib.md5(body.encode()).hexdigest()
    ms = int(h[4:8], 16) % 1000
    dt = datetime.strptime(f"{date} {time}", "%Y-%m-%d %H:%M:%S").replace(tzinfo=timezone.utc)
    epoch = int(dt.timestamp()) * 1000 + ms
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S") + f".{ms:03d}Z"
    return epoch, h[:4], iso


def files():
    """Yield (relpath, frontmatter_text, raw_body_with_markers)."""
    for fname, name, desc, typ, _title, _hook, body in content.ROOT:
        fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n"
        yield fname, fm, body
    for date, time, cat, conf, tags, body in content.FACTS:
        epoch, hx, iso = fact_meta(date, time, body)
        stem = f"{cat}-{epoch}-{hx}"
        tag_lines = "".join(f"  - {t}\n" for t in tags)
        fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
              f"confidence: {conf}\nconfidenceTier: explicit\ntags:\n{tag_lines}status: active\n---\n")
        yield f"facts/{date}/{stem}.md", fm, body
    for slug, title, created, tags, body in content.AUTO:
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n"
        yield f"auto/{slug}.md", fm, body


def memory_index():
    order = [("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")]
    out = ["# Memory Index", ""]
    for typ, head in order:
        out.append(f"## {head}")
        out.append("")
        for fname, _n, _d, t, title, hook, _b in content.ROOT:
            if t == typ:
                out.append(f"- [{title}]({fname}) — {hook}")
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def main():
    claims = {}  # id -> (path, line)
    outputs = {}
    for path, fm, body in files():
        if path in outputs:
            raise BuildError(f"duplicate path {path}")
        lines = []
        in_fence = False
        for ln in body.split("\n"):
            if ln.startswith("```"):
                in_fence = not in_fence
            m = MARK.match(ln)
            if m:
                if in_fence:
                    raise BuildError(f"marker inside code fence: {path}: {ln}")
                cid = m.group(1)
                ln = ln[m.end():]
                if cid in claims:
                    raise BuildError(f"claim id placed twice: {cid}")
                claims[cid] = (path, ln)
            lines.append(ln)
        outputs[path] = fm + "\n" + "\n".join(lines)
    outputs["MEMORY.md"] = memory_index()

    used = set()
    seen_ids = set()
    seen_files = set()
    out_pairs = []
    for pid, cls, c1, v1, c2, v2, slot in pairs_mod.PAIRS:
        if pid in seen_ids:
            raise BuildError(f"duplicate pair id {pid}")
        seen_ids.add(pid)
        for c in (c1, c2):
            if c not in claims:
                raise BuildError(f"{pid}: unknown claim id {c}")
            used.add(c)
        (p1, l1), (p2, l2) = claims[c1], claims[c2]
        if p1 == p2:
            raise BuildError(f"{pid}: both claims in {p1}")
        if p1 < p2:
            a, la, va, b, lb, vb = p1, l1, v1, p2, l2, v2
        else:
            a, la, va, b, lb, vb = p2, l2, v2, p1, l1, v1
        if (a, b) in seen_files:
            raise BuildError(f"{pid}: file pair already used: {a} / {b}")
        seen_files.add((a, b))
        label = "contradiction" if cls in pairs_mod.CONTRADICTION else "non_contradiction"
        out_pairs.append(dict(a=a, b=b, label=label, cls=cls, claim_a=la, claim_b=lb,
                              note=f"{pid}: {slot}: {vb} vs {va}"))
    unused = set(claims) - used
    if unused:
        raise BuildError(f"unused claim markers: {sorted(unused)}")

    store = SET / "store"
    if store.exists():
        shutil.rmtree(store)
    for path, text in outputs.items():
        p = store / path
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")

    q = lambda s: json.dumps(s, ensure_ascii=False)  # noqa: E731
    y = [f"now: {NOW}", "pairs:"]
    for pr in out_pairs:
        y += [f"  - a: {pr['a']}", f"    b: {pr['b']}", f"    label: {pr['label']}", f"    class: {pr['cls']}",
              f"    claim_a: {q(pr['claim_a'])}", f"    claim_b: {q(pr['claim_b'])}", f"    note: {q(pr['note'])}"]
    (SET / "labels.yaml").write_text("\n".join(y) + "\n", encoding="utf-8")
    print(f"built {len(outputs)} files, {len(out_pairs)} pairs, {len(claims)} claims")


if __name__ == "__main__":
    try:
        main()
    except BuildError as e:
        print(f"BUILD ERROR: {e}", file=sys.stderr)
        sys.exit(1)
