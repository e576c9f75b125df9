"""All file bodies of the store. A line starting '@ID@ ' marks a claim (marker stripped on build).

The text lives in three modules, one per layout:
  content_root.py  - Claude Code auto-memory files at the store root (+ MEMORY.md, generated)
  content_facts.py - remnic facts under facts/YYYY-MM-DD/
  content_auto.py  - free notes under auto/
files() returns {store-relative path: raw text with markers}.
"""
import datetime as _dt
import hashlib as _hl

from content_root import ROOT, FLAT
from content_facts import FACTS
from content_auto import AUTO


def _fact_path_and_text(date, time, cat, conf, tags, body):
    dt = _dt.datetime.fromisoformat(f"{date}T{time}+00:00")
    ms = int(dt.timestamp() * 1000)
    raw = body.split("@", 2)[-1] if body.startswith("@") else body
    hex4 = _hl.sha1(raw.encode()).hexdigest()[:4]
    stem = f"{cat}-{ms}-{hex4}"
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    fm = ["---", f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
          "source: extraction", f"confidence: {conf}", "confidenceTier: explicit", "tags:"]
    fm += [f"  - {t}" for t in tags]
    fm += ["status: active", "---", "", ""]
    return f"facts/{date}/{stem}.md", "\n".join(fm) + body + "\n"


def _root_text(r):
    fm = ["---", f"name: {r['name']}", f"description: {r['desc']}", f"type: {r['type']}", "---", "", ""]
    return "\n".join(fm) + r["body"].strip("\n") + "\n"


def _auto_text(a):
    fm = ["---", f"title: {a['title']}", f"created: {a['created']}",
          "tags: [" + ", ".join(a["tags"]) + "]", "---", "", ""]
    return "\n".join(fm) + a["body"].strip("\n") + "\n"


def _memory_index():
    groups = [("User", "user"), ("Feedback", "feedback"), ("Project", "project"), ("Reference", "reference")]
    out = ["# Memory Index", "",
           "Auto-memory for the balloon ops repos (flightdesk, windcheck, crewtrack, envelog). "
           "Read the overview files first.", ""]
    for title, typ in groups:
        out.append(f"## {title}")
        for r in ROOT:
            if r["type"] == typ:
                out.append(f"- [{r['title']}]({r['fname']}) — {r['hook']}")
        out.append("")
    return "\n".join(out)


def files():
    res = {}
    for r in ROOT:
        res[r["fname"]] = _root_text(r)
    res["MEMORY.md"] = _memory_index()
    for f in FACTS:
        p, t = _fact_path_and_text(*f)
        assert p not in res, p
        res[p] = t
    for a in AUTO:
        res[f"auto/{a['slug']}.md"] = _auto_text(a)
    return res


FLAT_FRONTMATTER = set(FLAT)
