#!/usr/bin/env python3
"""Regenerate set23 store/ and labels.yaml from content.py, files_root.py, files_other.py."""
import os, re, shutil, hashlib, datetime, json
from content import CLAIMS
from files_root import ROOT
from files_other import REMNIC, AUTO

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STORE = os.path.join(BASE, 'store')
FLAT = {'reference_infra.md', 'reference_glossary.md', 'user_profile.md', 'reference_stockd.md'}

CLASS = {'V': ('contradiction', 'value_slot'), 'R': ('contradiction', 'role_slot'),
         'N': ('contradiction', 'negation'), 'S': ('contradiction', 'stale_vs_change'),
         'F': ('non_contradiction', 'refinement'), 'O': ('non_contradiction', 'other_subject'),
         'D': ('non_contradiction', 'dated_history'), 'A': ('non_contradiction', 'agreeing_duplicate'),
         'NS': ('non_contradiction', 'negation_scope')}

NOTES = {
 'V1': 'stockd Postgres endpoint port 5432 vs 5433', 'V2': 'Typesense version 26.0 vs 27.1',
 'V3': 'picklist session lifetime 8 h vs 12 h', 'V4': 'Gardners import start 03:15 vs 05:40',
 'V5': 'postage label size 100x150 vs 100x100 mm', 'V6': 'shelf cart expiry 14 vs 30 days',
 'V7': 'checkout reservation hold 20 vs 45 min', 'V8': 'ledgerline Xero push retries 3 vs 8',
 'V9': 'shelf session Redis port 6379 vs 6380', 'V10': 'shelf Ruby 3.3.4 vs 3.2.2',
 'R1': 'shelf CI: GitHub Actions vs Woodpecker', 'R2': 'stockd event bus: NATS vs RabbitMQ',
 'R3': 'transactional email: Postmark vs Amazon SES', 'R4': 'picklist hosting: Fly.io vs Docker Compose on Hetzner apps-2',
 'R5': 'shelf error tracking: Sentry vs Honeybadger', 'R6': 'picklist package manager: pnpm vs yarn',
 'R7': 'shelf merge strategy: squash vs rebase-merge', 'R8': 'ledgerline scheduler: Celery beat vs systemd timers',
 'R9': 'domestic label provider: Click & Drop vs ShipStation', 'R10': "Priya's editor: Neovim vs VS Code",
 'N1': 'shelf Friday deploys: never vs like any other day', 'N2': 'agent may / never run stockd prod migrations',
 'N3': 'isbnfeed overwrites blurbs vs never overwrites staff-edited descriptions (no scope qualifier on the first)',
 'N4': 'rare-book parcels insured vs no insurance for any parcel', 'N5': 'picklist works offline vs does not',
 'N6': 'decided to / decided not to offer gift wrapping', 'N7': 'always vs never mock Xero in ledgerline tests',
 'N8': 'ships outside the UK: no vs EU and US', 'N9': 'ticket number in commit subject: always vs don\'t',
 'N10': 'staging refresh copies real customer emails vs never',
 'S1': 'newsletter on Mailchimp vs moved to Buttondown', 'S2': 'stock-legacy source of truth vs read-only since March',
 'S3': 'cover images on NAS vs migrated to B2', 'S4': 'VAT CSV emailed vs no longer emailed',
 'S5': 'native Android picker client in use vs deprecated', 'S6': 'DNS at 123-reg vs moved to Cloudflare',
 'S7': 'backups to office Synology vs Synology shut down', 'S8': 'shelf Webpacker vs switched to jsbundling/esbuild',
 'S9': 'Gardners feed over FTP vs FTP shut down, now SFTP', 'S10': 'returns in Google Sheet vs no longer in spreadsheet',
 'F1': 'Kamal deploy, then hosts/command detail', 'F2': 'stockd gRPC API, then port and mTLS',
 'F3': 'DPD over 2 kg, then DPD Next Day service', 'F4': 'prices in pence, then column type',
 'F5': 'packing slip per order, then printer and relay', 'F6': 'backups encrypted, then restic + key location',
 'F7': 'condition grade required, then the ABA scale', 'F8': 'dedupe by ISBN, then ISBN-13 normalisation',
 'F9': 'nightly index rebuild, then time and incremental updates', 'F10': 'short answers, then exact shape',
 'O1': 'Postgres endpoint: ledgerline vs postage', 'O2': 'CI: ledgerline GitHub Actions vs isbnfeed Drone',
 'O3': 'session lifetime: shelf admin vs shop customers', 'O4': 'webhook retries: Royal Mail tracking in postage vs Stripe',
 'O5': 'Python version: ledgerline 3.12 vs isbnfeed 3.11', 'O6': 'Redis endpoint: Sidekiq vs Typesense facet cache',
 'O7': 'retention: WAL archives vs Typesense snapshots', 'O8': 'hosts: production shelf vs staging shelf',
 'O9': 'merge strategy: stockd vs postage', 'O10': 'Node version: picklist PWA vs shelf esbuild',
 'D1': 'Puma workers during January sale vs now', 'D2': 'Shopify until April vs shelf now',
 'D3': 'no scanning in February vs scanning now', 'D4': 'weekly Xero export in January vs nightly now',
 'D5': 'warehouse address before May vs now', 'D6': 'beta listings without photos vs 3 photos now',
 'D7': 'Q1 on-call Priya only vs weekly rota', 'D8': 'search-1 2 GB until summer vs 8 GB',
 'D9': 'Q1 manual approval over £200 vs fraud hold over £500', 'D10': 'Shopify-era 15-min stock sync vs event push now',
 'A1': 'no force-push to main', 'A2': 'stockd source of truth for new-book stock', 'A3': 'order number format',
 'A4': 'Sam runs the warehouse', 'A5': 'VAT rates books/stationery', 'A6': 'secrets in 1Password, no .env in git',
 'A7': 'nightly AbeBooks export of rare listings', 'A8': 'bin/dev for local shelf', 'A9': 'plan before >3-file changes',
 'A10': 'free UK delivery from £25',
 'NS1': 'never restart stockd during picking hours vs restart one node at a time',
 'NS2': 'order confirmation emails vs no automatic backorder emails',
 'NS3': 'never deletes titles vs updates prices', 'NS4': 'refunds from Stripe vs never refund without returns ticket',
 'NS5': 'never print labels for unpaid orders vs batch printing times',
 'NS6': 'read replica queries allowed vs no ad-hoc UPDATE/DELETE on prod',
 'NS7': 'discount codes for new books only vs never discount rare books',
 'NS8': 'console on staging for fixes vs not on production without Priya',
 'NS9': 'pick in any order vs never without scanning location', 'NS10': 'payment disputes not to Sam vs warehouse issues to Sam',
}

def q(s):
    return json.dumps(s, ensure_ascii=False)

def fill(body, path, where):
    out = []
    for line in body.split('\n'):
        if line.startswith('@@'):
            k = line[2:].strip()
            assert k in CLAIMS, k
            assert k not in where, (k, where.get(k), path)
            where[k] = path
            out.append(CLAIMS[k])
        else:
            out.append(line)
    return '\n'.join(out)

def main():
    if os.path.exists(STORE):
        shutil.rmtree(STORE)
    os.makedirs(STORE)
    where = {}
    index = []
    for fn, name, desc, typ, title, hook, body in ROOT:
        d = desc if fn in FLAT else q(desc)
        text = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n" + fill(body, fn, where)
        open(os.path.join(STORE, fn), 'w').write(text.rstrip('\n') + '\n')
        index.append(f"- [{title}]({fn}) — {hook}")
    open(os.path.join(STORE, 'MEMORY.md'), 'w').write('\n'.join(index) + '\n')
    for date, tm, cat, tags, body in REMNIC:
        dt = datetime.datetime.fromisoformat(f"{date}T{tm}+00:00")
        h = hashlib.md5((date + tm + body).encode()).hexdigest()
        ms = int(dt.timestamp()) * 1000 + int(h[:3], 16) % 1000
        stem = f"{cat}-{ms}-{h[4:8]}"
        rel = f"facts/{date}/{stem}.md"
        iso = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).strftime('%Y-%m-%dT%H:%M:%S.') + f"{ms % 1000:03d}Z"
        tagl = ''.join(f"  - {t}\n" for t in tags)
        conf = 0.9 if cat == 'fact' else 0.95
        tier = 'explicit' if cat != 'fact' else 'implied'
        text = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
                f"confidence: {conf}\nconfidenceTier: {tier}\ntags:\n{tagl}status: active\n---\n\n" + fill(body, rel, where))
        os.makedirs(os.path.join(STORE, 'facts', date), exist_ok=True)
        open(os.path.join(STORE, rel), 'w').write(text.rstrip('\n') + '\n')
    for slug, title, created, tags, body in AUTO:
        rel = f"auto/{slug}.md"
        text = (f"---\ntitle: {q(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n# {title}\n\n" + fill(body, rel, where))
        os.makedirs(os.path.join(STORE, 'auto'), exist_ok=True)
        open(os.path.join(STORE, rel), 'w').write(text.rstrip('\n') + '\n')
    missing = [k for k in CLAIMS if k not in where]
    assert not missing, missing
    # pairs
    keys = sorted({re.match(r'([A-Z]+\d+)', k).group(1) for k in CLAIMS}, key=lambda s: (list(CLASS).index(re.match(r'[A-Z]+', s).group(0)), int(re.search(r'\d+', s).group(0))))
    lines = ['now: 2026-11-28', 'pairs:']
    for p in keys:
        pa, pb = where[p + 'a'], where[p + 'b']
        ca, cb = CLAIMS[p + 'a'], CLAIMS[p + 'b']
        if pb < pa:
            pa, pb, ca, cb = pb, pa, cb, ca
        label, cls = CLASS[re.match(r'[A-Z]+', p).group(0)]
        lines += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                  f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(p + ': ' + NOTES[p])}"]
    open(os.path.join(BASE, 'labels.yaml'), 'w').write('\n'.join(lines) + '\n')
    print('files', sum(len(f) for _, _, f in os.walk(STORE)), 'pairs', len(keys))

if __name__ == '__main__':
    main()
