# Free notes under auto/: slug -> (title, created, tags, body)
AUTO = {}

def a(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body)

a("test-pressing-process", "How test pressings work", "2026-02-09", ["process", "test-pressings"], """\
# Test pressings

Once the stampers are mounted, the first records off the press are the test pressings (TPs).

## Who gets what
@@V2a@@
@@F1a@@
@@NS4a@@

## QC
- QC plays side A and B end to end on the Technics in the office, not on the press-hall deck
- Any click is noted with a timestamp on the job in pressq
""")

a("stamper-wear-notes", "Stamper wear, what we learned", "2026-05-21", ["plating", "stampers", "quality"], """\
# Stamper wear

Notes from Tomasz after the Northern Static repress came back noisy.

@@V3b@@
looks. Past that the noise floor rises on the inner tracks first.

- 7-inch stampers wear slower because the cycle is shorter and cooler
- Check the stamper edge for cracks at every change, whatever the count says
""")

a("labelworks-dev-setup", "labelworks: local setup", "2026-03-02", ["labelworks", "dev"], """\
# labelworks dev setup

@@V5b@@

```
uv sync
uv run uvicorn labelworks.main:app --reload
```

- Test fixtures live in `tests/fixtures/artwork/`, one PDF per preflight rule
@@NS6a@@
""")

a("artwork-spec-for-clients", "Artwork spec we send to clients", "2026-01-27", ["artwork", "clients", "labels"], """\
# Artwork spec (client-facing)

What we send labels with every quote.

@@F4b@@
@@V6a@@
- Sleeves: see the sleeve printer's own spec sheet
- Fonts outlined, no spot colours on centre labels
""")

a("dispatchr-incident-0814", "dispatchr stuck queue, 14 August", "2026-08-14", ["dispatchr", "incident", "redis"], """\
# dispatchr stuck queue (2026-08-14)

Labels stopped printing at 10:40. The worker was reading from the wrong Redis DB after a config edit.

@@V7b@@

The broken `.env` on `ship-01` had:

```
REDIS_URL=redis://cache.blackgroove.lan:6379/2
```

Fixed at 11:25; 63 labels printed late, no collection missed.
""")

a("tpapprove-oncall", "tpapprove on-call notes", "2026-06-30", ["tpapprove", "on-call"], """\
# tpapprove on-call

@@R2b@@
Most of them are clients double-clicking the approve button.

- If approve links fail for everyone, check the signing secret in 1Password first
- Restarting the service is safe; approvals are idempotent
""")

a("tpapprove-frontend", "tpapprove frontend notes", "2026-04-15", ["tpapprove", "frontend"], """\
# tpapprove frontend

@@R7b@@
- Components are in `web/components`, one folder per page
- Ines owns the CSS; ask before touching `web/styles`
""")

a("stampertrack-deploy", "Deploying stampertrack", "2026-05-05", ["stampertrack", "deploy"], """\
# stampertrack deploy

@@R6b@@
@@F9b@@
- Build with `make release`; the binary is copied by the deploy script, no containers
- Tomasz gets a heads-up message before every deploy
""")

a("shipping-notes", "Shipping outside the UK", "2026-03-18", ["shipping", "dispatchr", "couriers"], """\
# Shipping outside the UK

@@R9a@@
@@NS9a@@
- Rest of world is quoted per job
- Records over 20 kg per box are split before booking
""")

a("press-hall-setup", "Mounting stampers on the press", "2026-02-24", ["press-hall", "stampers"], """\
# Mounting stampers

@@N2b@@
- Centre the stamper with the pin gauge, never by eye
- Log the mount in stampertrack (press, side, time) before the first cycle
""")

a("labelworks-preflight", "labelworks preflight rules", "2026-10-22", ["labelworks", "artwork", "preflight"], """\
# Preflight rules

Preflight runs on every upload and produces warnings or errors.

@@N7b@@
@@D9a@@
- Missing bleed is an error, a thin font is only a warning
- Preflight results are stored on the proof and shown to the client
""")

a("dispatchr-dev-notes", "dispatchr dev notes", "2026-04-28", ["dispatchr", "dev"], """\
# dispatchr dev notes

## Repo
@@N9b@@
@@O7b@@

## Integrations
@@O2a@@
@@A8a@@
- Shop orders are pulled every 15 minutes from Shopify and Bandcamp
""")

a("pressq-deploy-runbook", "pressq deploy runbook", "2026-09-03", ["pressq", "deploy", "runbook"], """\
# pressq deploy runbook

1. Merge to main, wait for CI to go green
2. Deploy (see the pressq overview for the command)
@@N3b@@
3. Check the press hall tablets reload the planner

If the tablets show a 502 for more than a minute, roll back first and debug after.
""")

a("plating-room-handbook", "Plating room handbook", "2026-01-19", ["plating", "handbook"], """\
# Plating room handbook

## Lacquers
@@A2b@@
- Lacquers are inspected under the lamp before silvering

## Numbers
@@S2a@@
and write the job number next to it.

## Supplies
@@S6a@@
- Anodes are replaced when they are down to a third
""")

a("tpapprove-notes", "tpapprove notes", "2026-03-11", ["tpapprove"], """\
# tpapprove notes

## Hosting
@@S4a@@

## Uploads
@@O1a@@

## Emails
@@F7b@@
""")

a("pressq-labelworks-integration", "pressq <-> labelworks", "2026-02-17", ["pressq", "labelworks", "integration"], """\
# pressq and labelworks

@@S5a@@
- A job can't be scheduled until the proof status is \"approved\"
- The matrix number is sent from pressq to labelworks for the run-out note
""")

a("chat-move", "Moving team chat", "2026-07-20", ["chat", "alerts", "infra"], """\
# Moving team chat

@@S8b@@
- Stream names follow the old channel names
- Morag is on the Zulip mobile app; nobody else needs it on their phone
""")

a("pressq-dev-setup", "pressq: local setup", "2026-04-07", ["pressq", "dev"], """\
# pressq dev setup

@@S10a@@
@@D2b@@
@@NS7a@@

```
make db-up
python manage.py runserver 0.0.0.0:8000
```
""")

a("backup-restore-drill", "Backup restore drill, Q3", "2026-09-24", ["backup", "pressq", "drill"], """\
# Restore drill (Q3)

@@F3b@@
@@V10b@@
- Restore of the 23 September dump onto a scratch VM took 11 minutes
- stampertrack restore not tested this quarter
""")

a("repress-policy", "Repress policy", "2026-06-02", ["quotes", "represses", "money"], """\
# Represses

@@O9b@@
- Represses reuse the mothers if they are still in good shape; otherwise new stampers from the father
- Repress TPs are optional, the client decides
""")

a("tpapprove-history", "How tpapprove came about", "2026-04-20", ["tpapprove", "history"], """\
# tpapprove history

@@D3a@@
Replies got lost and two jobs were pressed without a clear yes.

- Built by Callum and Ines over February and March
""")

a("pressq-history", "pressq history", "2026-01-12", ["pressq", "history"], """\
# pressq history

@@D5a@@
- Before that, the schedule was a whiteboard and a shared spreadsheet
""")

a("summer-hours-2026", "Summer hours 2026", "2026-09-08", ["hours", "dispatch"], """\
# Summer hours 2026

@@D8a@@
- Presses kept their normal hours all summer
""")

a("quoting-notes", "Quoting notes", "2026-02-03", ["quotes", "money"], """\
# Quoting

@@A4b@@
- White-label promo copies: 25 per job included in the price
- Colour vinyl is a flat surcharge per unit, splatter costs more
""")

a("sleeves", "Sleeves and jackets", "2026-05-12", ["sleeves", "artwork"], """\
# Sleeves

@@A10a@@
- Sleeve artwork at 300 dpi, CMYK, 5 mm bleed
- Inner sleeves are anti-static poly-lined paper
""")

a("invoicing", "Invoicing", "2026-03-30", ["money", "xero"], """\
# Invoicing

@@NS1a@@
- Deposits are invoiced on quote acceptance
""")

a("delay-comms", "Talking to clients about delays", "2026-06-16", ["clients", "delays"], """\
# Delays

@@NS3a@@
- Give the new date and the reason in the same email
""")

# ---- fillers
a("press-hall-safety", "Press hall safety", "2026-01-08", ["press-hall", "safety"], """\
# Press hall safety

- Steam lines are checked every Monday before the first cycle
- Gloves for the trim station, always
- Two people on any mould change on P1-P4
""")

a("colour-vinyl-tips", "Colour vinyl tips", "2026-02-12", ["press-hall", "colour"], """\
# Colour vinyl

- Light colours first after a purge, dark last
- Splatter needs a warmer mould, check with the press lead
- Marble patterns vary record to record; tell the client before they see TPs
""")

a("grafana-boards", "Grafana boards", "2026-03-05", ["monitoring", "infra"], """\
# Grafana boards

- \"Press hall\" board: cycle counts and temperatures per press
- \"Apps\" board: request rates for pressq, tpapprove, labelworks
- Boards are defined in `plant-infra/grafana/`
""")

a("rsd-2027-prep", "RSD 2027 prep", "2026-11-10", ["rsd", "planning"], """\
# RSD 2027 prep

- Slot requests open on 1 December
- Ask each label for colour and weight up front so purges can be planned
- P6 takes the long 140g runs
""")

a("caddy-notes", "Caddy notes", "2026-05-26", ["infra", "caddy"], """\
# Caddy

- One Caddyfile per host in `plant-infra/caddy/`
- TLS via Let's Encrypt, automatic renewal
- Reload with `caddy reload`, never restart during a shift
""")

a("lacquer-intake", "Lacquer intake checklist", "2026-04-02", ["plating", "lacquers"], """\
# Lacquer intake

- Check the box for crush damage before opening
- Log the cutting engineer and the lacquer ID in pressq against the job
- Photograph both sides under the lamp
""")

a("xero-sync", "Xero sync", "2026-07-07", ["money", "xero", "pressq"], """\
# Xero sync

- pressq pushes deposits and final invoices to Xero via the API
- Credit notes are still raised by hand in Xero
""")

a("shopify-bandcamp-orders", "Shop orders", "2026-08-04", ["dispatchr", "shops"], """\
# Shop orders

- Bandcamp orders carry the buyer's note; dispatchr prints it on the slip
- Shopify orders with pre-order tags wait until the job is marked pressed
""")

a("weekend-cover", "Weekend cover", "2026-10-05", ["on-call", "weekends"], """\
# Weekend cover

- Presses don't run at weekends outside the RSD rush
- Stampertrack and dispatchr can be down over a weekend without harm
""")

a("pellet-handling", "Pellet handling", "2026-06-09", ["materials", "pvc"], """\
# Pellets

- Pellets are dried for 2 hours before loading on humid days
- Colour masterbatch is stored apart from the black compound
""")

a("matrix-numbers", "Matrix numbers", "2026-04-13", ["pressq", "matrix-numbers", "plating"], """\
# Matrix numbers

- Format: BG-<year>-<job>-A / -B, etched in the run-out by hand
- Represses keep the original matrix number
- Tomasz checks the etched number against the job ticket before plating
""")

a("trim-and-regrind", "Trim and regrind", "2026-08-21", ["press-hall", "waste"], """\
# Trim and regrind

- Black trim is reground and mixed back at up to 10% of the charge
- Regrind is never used on TPs, only on the production run
""")
