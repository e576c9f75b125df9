"""Helpers shared by the content modules and build.py (set13, Brightfield Solar)."""
import hashlib, datetime, textwrap

FILES = {}      # path -> full text
ROOT_INDEX = []  # (section, title, file, hook)
FLAT_DESC = set()  # root files whose description carries an unquoted ': '

def d(s):
    return textwrap.dedent(s).strip("\n") + "\n"

def root(fname, slug, desc, typ, body, title, hook, section):
    assert fname not in FILES, fname
    if ": " in desc:
        FLAT_DESC.add(fname)
    FILES[fname] = f"---\nname: {slug}\ndescription: {desc}\ntype: {typ}\n---\n\n" + d(body)
    ROOT_INDEX.append((section, title, fname, hook))
    return fname

def fact(date, hms, category, tags, body, conf=0.9, tier="explicit"):
    dt = datetime.datetime.strptime(f"{date} {hms}", "%Y-%m-%d %H:%M:%S").replace(tzinfo=datetime.timezone.utc)
    ms = int(dt.timestamp() * 1000) + int(hashlib.md5(body.encode()).hexdigest()[:3], 16) % 1000
    hex4 = hashlib.sha1(body.encode()).hexdigest()[:4]
    stem = f"{category}-{ms}-{hex4}"
    iso = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    path = f"facts/{date}/{stem}.md"
    assert path not in FILES, path
    tagtxt = "".join(f"  - {t}\n" for t in tags)
    FILES[path] = (f"---\nid: {stem}\ncategory: {category}\ncreated: {iso}\nupdated: {iso}\n"
                   f"source: extraction\nconfidence: {conf}\nconfidenceTier: {tier}\ntags:\n{tagtxt}status: active\n---\n\n" + d(body))
    return path

def auto(slug, title, created, tags, body):
    path = f"auto/{slug}.md"
    assert path not in FILES, path
    t = f'"{title}"' if ": " in title else title
    FILES[path] = f"---\ntitle: {t}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n" + d(body)
    return path

PAIRS = []
LABEL = {"value_slot": "contradiction", "role_slot": "contradiction", "negation": "contradiction",
         "stale_vs_change": "contradiction", "refinement": "non_contradiction",
         "other_subject": "non_contradiction", "dated_history": "non_contradiction",
         "agreeing_duplicate": "non_contradiction", "negation_scope": "non_contradiction"}

def P(cls, fa, ca, fb, cb, note):
    PAIRS.append(dict(cls=cls, fa=fa, ca=ca, fb=fb, cb=cb, note=note))
