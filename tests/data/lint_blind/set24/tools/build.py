#!/usr/bin/env python3
"""Regenerate set24 store/ and labels.yaml from claims.py and content_*.py."""
import hashlib, os, re, shutil, sys, datetime
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from claims import C, P
from content_root import R, FLAT
from content_facts import FACTS
from content_auto import AUTO

BASE = os.path.dirname(HERE)
STORE = os.path.join(BASE, "store")


def fill(body):
    def rep(m):
        return C[m.group(1)]
    out = re.sub(r"«([A-Z]+[0-9]+[ab])»", rep, body)
    assert "«" not in out, out
    return out.strip("\n") + "\n"


def yq(s):
    # quote only when needed (Claude Code writes plain scalars)
    return s


def fact_path(key):
    date, cat, tags, body = FACTS[key]
    h = hashlib.sha1(key.encode()).hexdigest()
    secs = int(h[:8], 16) % (9 * 3600) + 8 * 3600  # 08:00..17:00 UTC
    ms = int(h[8:11], 16) % 1000
    d = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
    t = d + datetime.timedelta(seconds=secs, milliseconds=ms)
    epoch = int(t.timestamp() * 1000)
    hex4 = h[12:16]
    stem = f"{cat}-{epoch}-{hex4}"
    iso = t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms:03d}Z"
    return f"facts/{date}/{stem}.md", stem, iso


def resolve(ref):
    if ref.startswith("F:"):
        return fact_path(ref[2:])[0]
    return ref


def title_of(fn):
    name = R[fn][0]
    return name.replace("_", " ").capitalize()


def build():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    # root
    for fn, (name, desc, typ, body) in R.items():
        assert fn.startswith(typ + "_"), fn
        if ": " in desc:
            assert fn in FLAT, fn
        else:
            assert fn not in FLAT, fn
        txt = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n" + fill(body)
        open(os.path.join(STORE, fn), "w").write(txt)
    # MEMORY.md
    groups = [("User", "user"), ("Feedback", "feedback"), ("Project", "project"), ("Reference", "reference")]
    lines = ["# Memory index", ""]
    for head, typ in groups:
        lines.append(f"## {head}")
        for fn in sorted(R):
            if R[fn][2] == typ:
                hook = R[fn][1]
                lines.append(f"- [{title_of(fn)}]({fn}) — {hook}")
        lines.append("")
    open(os.path.join(STORE, "MEMORY.md"), "w").write("\n".join(lines))
    # facts
    for key, (date, cat, tags, body) in FACTS.items():
        path, stem, iso = fact_path(key)
        os.makedirs(os.path.join(STORE, os.path.dirname(path)), exist_ok=True)
        conf = 0.8 + (int(hashlib.md5(key.encode()).hexdigest()[:2], 16) % 19) / 100
        fm = [
            "---", f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
            "source: extraction", f"confidence: {conf:.2f}",
            "confidenceTier: " + ("explicit" if conf >= 0.9 else "implied"), "tags:",
        ] + [f"  - {t}" for t in tags] + ["status: active", "---", ""]
        open(os.path.join(STORE, path), "w").write("\n".join(fm) + "\n" + fill(body))
    # auto
    os.makedirs(os.path.join(STORE, "auto"), exist_ok=True)
    for slug, (title, created, tags, body) in AUTO.items():
        fm = ["---", "title: " + (dq(title) if ": " in title else title), f"created: {created}", "tags: [" + ", ".join(tags) + "]", "---", ""]
        open(os.path.join(STORE, "auto", slug + ".md"), "w").write("\n".join(fm) + "\n" + fill(body))
    # labels
    label_of = {"value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
                "stale_vs_change": "contradiction"}
    out = ["now: 2026-11-28", "pairs:"]
    for cls, ka, fa, kb, fb, note in P:
        pa, pb = resolve(fa), resolve(fb)
        ca, cb = C[ka], C[kb]
        if pb < pa:
            pa, pb, ca, cb = pb, pa, cb, ca
        lab = label_of.get(cls, "non_contradiction")
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {lab}", f"    class: {cls}",
                f"    claim_a: {dq(ca)}", f"    claim_b: {dq(cb)}", f"    note: {dq(ka[:-1] + ': ' + note)}"]
    open(os.path.join(BASE, "labels.yaml"), "w").write("\n".join(out) + "\n")


def dq(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


if __name__ == "__main__":
    build()
    print("built")
