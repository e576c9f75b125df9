#!/usr/bin/env python3
"""Generate the textbook store + labels.yaml from pairs_data.PAIRS (throwaway)."""
import datetime as dt
import json
import os
import random
import re
import shutil
import sys

sys.path.insert(0, os.path.dirname(__file__))
from pairs_data import PAIRS  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(ROOT, "store")
rng = random.Random(20261128)

IMPERATIVE = {"always", "never", "use", "don't", "do", "deploy", "add", "mock", "create", "cache",
              "write", "run", "open", "store", "upload", "issue", "format", "merge", "refactor",
              "commit", "page", "rotate", "ask", "restart", "drop", "publish", "escalate", "indent"}


def derive_type(claim):
    first = claim.split()[0].lower().rstrip(",")
    if claim.startswith("The user") or claim.startswith("The user's"):
        return "user"
    if "decided" in claim:
        return "project"
    if first in IMPERATIVE:
        return "feedback"
    if re.search(r"port \d|://|\.internal:|DSN", claim):
        return "reference"
    return "project"


FLIP = {"feedback": "project", "project": "feedback", "user": "feedback", "reference": "project"}
CATEGORY = {"user": "preference", "feedback": "preference", "reference": "fact", "project": "fact"}


def yaml_scalar(s):
    if re.search(r": |^[\[\]{}&*!|>'\"%@`#,?-]| #|:$", s):
        return json.dumps(s, ensure_ascii=False)
    return s


def title_of(slug):
    t = slug.replace("-", " ")
    return t[0].upper() + t[1:]


def rand_date(lo, hi):
    d0 = dt.date(2026, 1, 5)
    return d0 + dt.timedelta(days=rng.randint(lo, hi))


def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    used = set()
    cc_count = 0
    index_lines = []
    labels = []
    for i, (label, cls, everyday, slug, A, B, note) in enumerate(PAIRS):
        m = i % 4
        layouts = {0: ("cc", "rm"), 1: ("cc", "cc"), 2: ("rm", "cc"), 3: ("rm", "rm")}[m]
        if "|" in slug:
            names = slug.split("|")
        elif i % 3 == 1:
            names = [slug, slug + "2"]
        else:
            names = [slug, slug]
        sides = []
        # dates: A earlier than B (B is the change / present side by convention)
        da = rand_date(0, 200)
        db = da + dt.timedelta(days=rng.randint(3, 110))
        if db > dt.date(2026, 11, 25):
            db = dt.date(2026, 11, 25)
        for k, (spec, lay, name, date) in enumerate(zip((A, B), layouts, names, (da, db))):
            claim, extra = (spec if isinstance(spec, tuple) else (spec, None))
            typ = derive_type(claim)
            if k == 1 and label == "contradiction" and i % 5 == 0:
                typ = FLIP[typ]
            body = [claim] + ([extra] if extra else [])
            if lay == "cc":
                cc_count += 1
                fname = f"{typ}_{name.replace('-', '_')}.md"
                n = 2
                while fname in used:
                    fname = f"{typ}_{name.replace('-', '_')}_{n}.md"
                    n += 1
                used.add(fname)
                desc_plain = claim.rstrip(".")
                flat = cc_count % 20 == 7
                if flat:
                    desc = f"{title_of(name)}: {desc_plain}"
                    desc_line = f"description: {desc}"
                else:
                    desc = desc_plain
                    desc_line = f"description: {yaml_scalar(desc)}"
                fm = ["---", f"name: {name}", desc_line, f"type: {typ}"]
                if cc_count % 4 == 0:
                    fm.append("originSessionId: %08x-%04x-4%03x-a%03x-%012x" % (
                        rng.getrandbits(32), rng.getrandbits(16), rng.getrandbits(12),
                        rng.getrandbits(12), rng.getrandbits(48)))
                fm.append("---")
                text = "\n".join(fm) + "\n\n" + "\n".join(body) + "\n"
                rel = fname
                index_lines.append(f"- [{title_of(name)}]({fname}) — {desc}")
            else:
                cat = CATEGORY[typ]
                if "decided" in claim:
                    cat = "decision"
                secs = rng.randint(7 * 3600, 22 * 3600)
                ts = dt.datetime(date.year, date.month, date.day, tzinfo=dt.timezone.utc) + dt.timedelta(seconds=secs)
                ms = int(ts.timestamp() * 1000) + rng.randint(0, 999)
                mid = f"{cat}-{ms}-{rng.getrandbits(16):04x}"
                rel = f"facts/{date.isoformat()}/{mid}.md"
                assert rel not in used
                used.add(rel)
                conf = rng.choice([0.8, 0.85, 0.9, 0.92, 0.95])
                tier = "explicit" if conf >= 0.9 else "implied"
                iso = ts.strftime("%Y-%m-%dT%H:%M:%SZ")
                tags = [t for t in re.split(r"[-]", name) if t][:3]
                fm = ["---", f"id: {mid}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
                      "source: extraction", f"confidence: {conf}", f"confidenceTier: {tier}", "tags:"]
                fm += [f"  - {t}" for t in tags]
                fm += ["status: active", "---"]
                text = "\n".join(fm) + "\n\n" + "\n".join(body) + "\n"
            path = os.path.join(STORE, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write(text)
            sides.append((rel, claim))
        sides.sort(key=lambda s: (os.path.basename(s[0]), s[0]))
        labels.append(dict(a=sides[0][0], b=sides[1][0], label=label, cls=cls, everyday=everyday,
                           claim_a=sides[0][1], claim_b=sides[1][1], note=note,
                           layout="+".join(sorted(layouts))))
    with open(os.path.join(STORE, "MEMORY.md"), "w") as f:
        f.write("# Memory Index\n\n" + "\n".join(sorted(index_lines)) + "\n")
    q = lambda s: json.dumps(s, ensure_ascii=False)
    out = ["now: 2026-11-28", "pairs:"]
    for L in labels:
        out.append(f"  - a: {q(L['a'])}")
        out.append(f"    b: {q(L['b'])}")
        out.append(f"    label: {L['label']}")
        out.append(f"    class: {L['cls']}")
        if L["everyday"]:
            out.append(f"    everyday: {L['everyday']}")
        out.append(f"    claim_a: {q(L['claim_a'])}")
        out.append(f"    claim_b: {q(L['claim_b'])}")
        out.append(f"    note: {q(L['note'])}")
    with open(os.path.join(ROOT, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print("pairs", len(labels), "cc files", cc_count)


if __name__ == "__main__":
    main()
