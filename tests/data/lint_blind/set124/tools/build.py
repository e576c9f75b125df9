#!/usr/bin/env python3
"""Regenerate store/ and labels.yaml for set124 from the claim tables."""
import hashlib, json, re, shutil, sys
from datetime import datetime, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from claims import CLAIMS, CLASS_OF, CONTRA, NOTES
from content_root import ROOT
from content_auto import AUTO
from content_facts import FACTS

BASE = Path(__file__).resolve().parent.parent
STORE = BASE / "store"
NOW = "2026-11-28"
FLAT = {"reference_skybook.md", "reference_infra.md", "reference_sites.md", "reference_glossary.md"}
MARK = re.compile(r"@@([A-Z]+[0-9]+[ab])@@")


def fill(body, path, where):
    def rep(m):
        cid = m.group(1)
        if cid in where:
            raise SystemExit(f"claim {cid} placed twice ({where[cid]}, {path})")
        where[cid] = path
        return CLAIMS[cid]
    return MARK.sub(rep, body)


def main():
    if STORE.exists():
        shutil.rmtree(STORE)
    STORE.mkdir()
    where, files = {}, {}

    for fname, d in ROOT.items():
        fm = f"---\nname: {d['name']}\ndescription: {d['description']}\ntype: {d['type']}\n---\n\n"
        files[fname] = fm + fill(d["body"], fname, where)
    idx = ["# Memory index", ""]
    for fname, d in sorted(ROOT.items()):
        idx.append(f"- [{d['title']}]({fname}) — {d['hook']}")
    files["MEMORY.md"] = "\n".join(idx) + "\n"

    for path, d in AUTO.items():
        tags = ", ".join(d["tags"])
        fm = f"---\ntitle: {d['title']}\ncreated: {d['created']}\ntags: [{tags}]\n---\n\n"
        files[path] = fm + fill(d["body"], path, where)

    for date, hms, cat, tags, body in FACTS:
        dt = datetime.fromisoformat(f"{date}T{hms}+00:00")
        h = hashlib.sha1(f"{date}{hms}{body}".encode()).hexdigest()
        ms = int(dt.timestamp()) * 1000 + int(h[:3], 16) % 1000
        stem = f"{cat}-{ms}-{h[4:8]}"
        path = f"facts/{date}/{stem}.md"
        iso = datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
        conf = 0.95 if cat == "decision" else (0.9 if cat == "fact" else 0.85)
        tier = "explicit" if conf >= 0.9 else "implied"
        tagstr = ", ".join(f'"{t}"' for t in tags)
        fm = ("---\n"
              f"id: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\n"
              f"source: extraction\nconfidence: {conf}\nconfidenceTier: {tier}\n"
              f"tags: [{tagstr}]\nstatus: active\n---\n\n")
        assert path not in files, path
        files[path] = fm + fill(body, path, where) + "\n"

    missing = set(CLAIMS) - set(where)
    if missing:
        raise SystemExit(f"claims not placed: {sorted(missing)}")

    for path, text in files.items():
        p = STORE / path
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")

    order = ["V", "R", "N", "S", "F", "O", "D", "A", "NS"]
    pids = sorted({c[:-1] for c in CLAIMS}, key=lambda x: (order.index(re.match(r"[A-Z]+", x).group()), int(re.search(r"\d+", x).group())))
    out = [f"now: {NOW}", "pairs:"]
    for pid in pids:
        cls = CLASS_OF[re.match(r"[A-Z]+", pid).group()]
        fa, fb = where[pid + "a"], where[pid + "b"]
        ca, cb = CLAIMS[pid + "a"], CLAIMS[pid + "b"]
        if fb < fa:
            fa, fb, ca, cb = fb, fa, cb, ca
        q = lambda s: json.dumps(s, ensure_ascii=False)
        out += [f"  - a: {fa}", f"    b: {fb}",
                f"    label: {'contradiction' if cls in CONTRA else 'non_contradiction'}",
                f"    class: {cls}", f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}",
                f"    note: {q(pid + ': ' + NOTES[pid])}"]
    (BASE / "labels.yaml").write_text("\n".join(out) + "\n", encoding="utf-8")
    print(f"wrote {len(files)} files, {len(pids)} pairs")


if __name__ == "__main__":
    main()
