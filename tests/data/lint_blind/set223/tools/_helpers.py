"""Shared helpers for content.py: build file texts for the three layouts."""
import datetime
import hashlib

FILES = {}        # store-relative path -> full text (with @ID@ markers)
ROOT_INDEX = []   # (filename, title, hook, section)
NONSTRICT = []    # root files whose description is intentionally not strict YAML


def _add(path, text):
    if path in FILES:
        raise SystemExit(f"duplicate path {path}")
    FILES[path] = text


def root(fname, name, desc, typ, body, title, hook, session=None, quote=False, nonstrict=False):
    d = f'"{desc}"' if quote else desc
    fm = [f"name: {name}", f"description: {d}", f"type: {typ}"]
    if session:
        fm.append(f"originSessionId: {session}")
    text = "---\n" + "\n".join(fm) + "\n---\n\n" + body.strip("\n") + "\n"
    _add(fname, text)
    ROOT_INDEX.append((fname, title, hook, typ))
    if nonstrict:
        NONSTRICT.append(fname)


def fact(date, hm, cat, tags, conf, body):
    h = hashlib.md5(body.encode()).hexdigest()
    sec = int(h[4:8], 16) % 60
    ms_part = int(h[8:12], 16) % 1000
    ts = datetime.datetime.fromisoformat(f"{date}T{hm}:{sec:02d}").replace(tzinfo=datetime.timezone.utc)
    ms = int(ts.timestamp()) * 1000 + ms_part
    stem = f"{cat}-{ms}-{h[:4]}"
    iso = ts.strftime("%Y-%m-%dT%H:%M:%S") + f".{ms_part:03d}Z"
    fm = [f"id: {stem}", f"category: {cat}", f"created: {iso}", f"updated: {iso}",
          "source: extraction", f"confidence: {conf}", "confidenceTier: explicit", "tags:"]
    fm += [f"  - {t}" for t in tags]
    fm.append("status: active")
    text = "---\n" + "\n".join(fm) + "\n---\n\n" + body.strip("\n") + "\n"
    _add(f"facts/{date}/{stem}.md", text)


def auto(slug, title, created, tags, body):
    fm = [f"title: {title}", f"created: {created}", "tags: [" + ", ".join(tags) + "]"]
    text = "---\n" + "\n".join(fm) + "\n---\n\n" + body.strip("\n") + "\n"
    _add(f"auto/{slug}.md", text)
