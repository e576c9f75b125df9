"""Tiny framework: files are written with claim markers '§KEY§ ' at line start.
The marker is stripped; the line (verbatim) becomes claim KEY of that file."""
import os, re, random, datetime, json
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'store')
FILES = {}      # path -> text
CLAIMS = {}     # key -> (path, line)
ROOT_INDEX = [] # (file, title, hook)
FLAT = set()    # root files with intentional unquoted ': ' in description
rng = random.Random(1919)
MARK = re.compile(r'^§([A-Za-z0-9]+)§ ')

def _body(path, body):
    out = []
    for ln in body.strip('\n').split('\n'):
        m = MARK.match(ln)
        if m:
            k = m.group(1); ln = ln[m.end():]
            assert k not in CLAIMS, k
            CLAIMS[k] = (path, ln)
        out.append(ln)
    return '\n'.join(out) + '\n'

def root(fname, desc, typ, title, hook, body, flat=False):
    name = fname[:-3].replace('_', '-')
    if flat:
        FLAT.add(fname); d = desc
        assert ': ' in d
    else:
        d = json.dumps(desc, ensure_ascii=False)
    FILES[fname] = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n" + _body(fname, body)
    ROOT_INDEX.append((fname, title, hook))

def rem(date, cat, body, tags, conf=0.9):
    y, mo, dd = map(int, date.split('-'))
    secs = rng.randint(7*3600, 19*3600)
    dt = datetime.datetime(y, mo, dd, tzinfo=datetime.timezone.utc) + datetime.timedelta(seconds=secs, milliseconds=rng.randint(0, 999))
    ep = int(dt.timestamp()*1000)
    stem = f"{cat}-{ep}-{rng.getrandbits(16):04x}"
    path = f"facts/{date}/{stem}.md"
    iso = dt.strftime('%Y-%m-%dT%H:%M:%S.') + f"{ep%1000:03d}Z"
    tg = ''.join(f"\n  - {t}" for t in tags)
    fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
          f"confidence: {conf}\nconfidenceTier: {'explicit' if conf>=0.9 else 'implied'}\ntags:{tg}\nstatus: active\n---\n\n")
    FILES[path] = fm + _body(path, body)
    return path

def auto(slug, title, created, tags, body):
    path = f"auto/{slug}.md"
    FILES[path] = (f"---\ntitle: {json.dumps(title) if ': ' in title else title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n") + _body(path, body)
    return path
