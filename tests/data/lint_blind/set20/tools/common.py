"""Shared registry for set20 generator (Corvid Aero Technics memory store)."""
import datetime, hashlib

ROOT = {}   # filename -> (name, description, type, body)
FACTS = {}  # key -> (date 'YYYY-MM-DD', 'HH:MM:SS', category, tags, body, confidence)
AUTO = {}   # slug -> (title, created, tags, body)
FLAT_DESC = set()  # root files whose description carries an unquoted ': '

def root(fn, name, desc, typ, body):
    assert fn not in ROOT, fn
    ROOT[fn] = (name, desc, typ, body.strip('\n') + '\n')
    if ': ' in desc:
        FLAT_DESC.add(fn)

def fact(key, date, hms, cat, tags, body, conf=0.9):
    assert key not in FACTS, key
    FACTS[key] = (date, hms, cat, tags, body.strip('\n') + '\n', conf)

def auto(slug, title, created, tags, body):
    assert slug not in AUTO, slug
    AUTO[slug] = (title, created, tags, body.strip('\n') + '\n')

def fact_path(key):
    date, hms, cat, tags, body, conf = FACTS[key]
    dt = datetime.datetime.strptime(date + ' ' + hms, '%Y-%m-%d %H:%M:%S').replace(tzinfo=datetime.timezone.utc)
    h = hashlib.sha1(key.encode()).hexdigest()
    ms = int(dt.timestamp()) * 1000 + int(h[:3], 16) % 1000
    stem = f"{cat}-{ms}-{h[4:8]}"
    return f"facts/{date}/{stem}.md", stem, ms

def resolve(ref):
    if ref.startswith('@'):
        return fact_path(ref[1:])[0]
    if ref.startswith('auto:'):
        return f"auto/{ref[5:]}.md"
    return ref
