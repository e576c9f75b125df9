"""Free notes: auto/<slug>.md -> (title, created, tags, body)."""

AUTO = {}

def a(slug, title, created, tags, body):
    AUTO[f"auto/{slug}.md"] = (title, created, tags, body)

a("brick-intake-cheatsheet", "Brick intake cheatsheet", "2026-02-19", ["intake", "bricks"], """
# Brick intake cheatsheet

Written with Gethin during a quiet Thursday; pinned by the intake bay tablet.

## Counting
@@V2b@@
- Count by the pallet layer: a full layer of metric bricks on our pallets is 50
- Cut or half bricks never go into a lot count

## Pricing
@@F3b@@
- Handmade and stock bricks are valued separately from wire-cuts, even from the same job

## Checks
- Frost damage (spalling faces) means the lot is marked "garden use only"
- Lime mortar cleans off; cement mortar doesn't, so cement-bonded lots are marked "uncleaned"
""")

a("trade-accounts-faq", "Trade accounts FAQ", "2026-03-06", ["tradeledger", "trade"], """
# Trade accounts: questions the office keeps getting

**When is an invoice due?**
@@V4b@@

**Do trade customers get a discount on everything?**
@@NS7b@@
Delivery charges are never discounted.

**Can a builder put another company's name on the account?**
No: one account per company, but any number of named buyers.
""")

a("tagpad-field-notes", "tagpad field notes", "2026-04-16", ["tagpad", "yard"], """
Notes from Thursday yard tests with the intake team.

- Gloves: the Tab Active4 touch mode works with the thin gloves, not the rigger gloves
@@NS3b@@
- The QR tag printer jams on the cold mornings; keep the roll in the office overnight
- Gethin wants the species picker to remember the last three species used
""")

a("valuer-notes", "valuer working notes", "2026-09-24", ["valuer"], """
# valuer notes

## Caching
@@V7b@@

## CI and tests
@@O6b@@
- Property tests for the per-thousand maths run nightly, not per push (they take 9 minutes)

## Data
- Sold prices older than 18 months are ignored unless a lot type has fewer than 10 sales
""")

a("valuer-dev-setup", "valuer local setup", "2026-07-02", ["valuer", "setup"], """
# Running valuer locally

@@A3b@@
- Copy `.env.example` to `.env`; the database URL for local dev is the docker-compose one
- Seed with `uv run python -m valuer.seed --months 6`
""")

a("fleet", "Fleet", "2026-03-27", ["haulroute", "fleet"], """
# Fleet

| Vehicle | Payload | Notes |
|---|---|---|
@@V8a@@
| 3.5t Transit (WU22 PLN) | 1,000 kg | Stroud |
| 3.5t Transit (WU23 HFA) | 1,000 kg | Bristol |
| Pickup + trailer (KP70 RTE) | 750 kg | Swindon, short runs |

MOTs are in the office calendar. The lorry needs a driver with a C1 licence: only Dan and Priya.
""")

a("backup-restore-runbook", "yardbook backup and restore runbook", "2026-05-28", ["runbook", "backups", "yardbook"], """
# Restoring yardbook from a nightly dump

@@V10b@@

1. Pick the dump from the bucket (named `yardbook-YYYYMMDD.dump`).
2. Restore into a scratch database first and check the lot count against yesterday's.

```
# old cron line from the Ansible days, kept for reference
# prune: keep 14 days of dumps
b2 sync --keepDays 14 /var/backups/yardbook b2://hollowell-backups/yardbook
pg_restore -d yardbook_restore yardbook-20260527.dump
```

3. Only then point the app at it; tell Gethin before you do, intake will see a few seconds of errors.
""")

a("lotfront-dev-setup", "lotfront dev setup", "2026-04-03", ["lotfront", "setup"], """
# lotfront on a new laptop

@@R1b@@
- `cp .env.example .env.local`, ask Aisha for the Stripe test keys
- `dev` script starts Next on port 3000 against the staging yardbook API
- Storybook is gone; don't bother looking for it
""")

a("lotfront-go-live", "lotfront go-live notes", "2026-01-07", ["lotfront", "launch"], """
Go-live was smooth apart from old Shopify URLs.

@@R3b@@
- Old Shopify product URLs redirect through a map of 1,900 entries; unmatched ones go to search
- Google Merchant feed regenerated from yardbook, not from the old store
""")

a("tagpad-release-checklist", "tagpad release checklist", "2026-05-05", ["tagpad", "release"], """
# Releasing tagpad to the yards

1. Bump `versionCode` and write the release note.
@@R5b@@
3. Promote to `yard-internal` only on a Monday or Tuesday, never before a weekend.
4. Tell the intake leads in chat which version to expect.
""")

a("haulroute-routing", "How haulroute orders drops", "2026-03-12", ["haulroute", "routing"], """
@@R10b@@
It asks for a matrix of all drops on a run, then orders them with a simple nearest-neighbour pass,
with anything needing two people pushed to the middle of the day.

- Lorry runs use the HGV profile so low bridges near Brimscombe are avoided
- The matrix is cached per run; editing a run invalidates it
""")

a("yardbook-contributing", "yardbook contributing notes", "2026-06-02", ["yardbook", "git"], """
# Contributing to yardbook

- Branch from `main`, name it `lot-1234-short-description` or `fix-...`
@@N1b@@
- Keep migrations in their own commit inside the PR
- Run `make lint` before pushing; pre-commit hooks are optional
""")

a("yardbook-release-process", "yardbook release process", "2026-07-09", ["yardbook", "deploy"], """
# How a yardbook release goes out

@@NS10b@@
@@N4b@@
- After a release, open the intake screen on the Stroud tablet and check a lot loads
- Roll back by redeploying the previous release; never by reverting a migration
""")

a("catalogue-behaviour", "What customers see on the catalogue", "2026-05-14", ["lotfront", "catalogue"], """
# lotfront catalogue behaviour (for the yard staff FAQ)

@@N6b@@
- Clearance lots show the old price struck through
@@O8a@@
- Out-of-area postcodes see "collection only" instead of the delivery button
""")

a("driver-handbook", "Driver handbook notes", "2026-02-26", ["haulroute", "drivers"], """
# Driver handbook (digital summary)

## Payments
@@N3b@@

## At the drop
@@NS4a@@
- Photograph the goods at the drop point before leaving; the photo attaches to the run in haulroute
- If nobody is in, call the office before leaving anything

## Vehicle
- Daily walk-round check in the app before the first run
""")

a("yardbook-housekeeping", "yardbook housekeeping jobs", "2026-08-13", ["yardbook", "jobs"], """
# Scheduled jobs in yardbook

- 02:00 expire lapsed holds and put the lots back on sale
@@N10b@@
- 04:00 rebuild the yard-map tiles
- Sundays: email Gethin the list of lots older than 12 months for the clearance review
""")

a("timber-grading", "Timber grading", "2026-03-19", ["timber", "intake"], """
# Timber grading at intake

@@NS6a@@
@@N2a@@
@@O10a@@
- Pitch pine is graded like oak but priced separately
- Nails are pulled before photos for "clean" grade; left in for "character" grade
""")

a("yardbook-deploy", "Deploying yardbook", "2026-02-12", ["yardbook", "deploy"], """
@@S2a@@
It builds the wheel, copies it to both app VMs and restarts gunicorn one box at a time.

- Ask in chat before deploying on a Saturday
- Static files are collected on the ops box and synced, not built on the VMs
""")

a("lotfront-api-usage", "lotfront and the yardbook API", "2026-03-03", ["lotfront", "api"], """
@@S4a@@
Each lot page revalidates every 10 minutes; a lot change in yardbook also triggers an on-demand
revalidation through the webhook.

- The token is the `lotfront` one in yardbook's admin, read-only scope
""")

a("ftp-drop-retired", "FTP drop retired", "2026-10-22", ["tagpad", "photos"], """
@@S9b@@
- The old drop folders were archived to the backup bucket first
- Gethin's DSLR workflow: shoot, import on the office PC, drag the folder onto the bulk upload page
""")

a("lotfront-release", "lotfront release flow", "2026-06-19", ["lotfront", "release"], """
@@F6b@@
- The smoke suite checks the home page, a lot page, basket and checkout with a Stripe test card
- Copy-only changes still go through the same flow
""")

a("collections", "Customer collections", "2026-04-24", ["yards", "collections"], """
# Collections

@@F10b@@
- Trade customers collecting for a site can send a driver; the name must be on the account
- Collection slots are not booked, but anything over a pallet needs a call so the forklift is free
""")

a("haulroute-admin-ui", "haulroute admin UI", "2026-05-21", ["haulroute", "frontend"], """
@@O3a@@
- Plain React + Vite, served by the Go binary from `/admin`
- No SSR; the drivers' mobile view is server-rendered Go templates instead
""")

a("public-sector-orders", "Public-sector orders", "2026-09-03", ["tradeledger", "orders"], """
# Orders from councils and public bodies

@@O5b@@
- They always send a PO; it goes in the PO field, not the notes
- Invoices must go to the AP mailbox on the PO, not the person who ordered
""")

a("delivery-history", "Delivery history notes", "2026-06-25", ["haulroute", "history"], """
@@D2b@@
Runs to north Bristol were taking most of a day, which is a big part of why the depot happened.

- Bristol runs now go out twice a week from Avonmouth
""")

a("opening-hours-change", "Opening hours change", "2026-06-08", ["yards", "hours"], """
@@D4b@@
It stopped because nobody was using the early half hour apart from two roofers.
""")

a("sms-provider", "Driver SMS provider", "2026-09-10", ["haulroute", "sms"], """
@@D8b@@
- Message templates are in haulroute's admin; keep them under 160 characters
- Customers also get a "driver is 30 minutes away" text on the day
""")

a("yardbook-history", "yardbook history", "2026-01-21", ["yardbook", "history"], """
@@D10b@@
The rewrite moved it to Django because Jonah knew it and the admin saved months.

- Lot numbers were kept through the rewrite; old Flask IDs are stored in `legacy_id`
""")

a("haulroute-dev-setup", "haulroute dev setup", "2026-04-29", ["haulroute", "setup"], """
@@A7b@@
- `make dev` starts the API and a local Postgres in Docker
- The routing calls are stubbed locally unless `ROUTING_LIVE=1`
""")

a("invoicing-flow", "Invoicing flow", "2026-07-30", ["tradeledger", "invoicing"], """
# From delivery to invoice

@@NS1b@@
- Collections are invoiced at the counter when the goods leave
- Part-deliveries get one invoice per delivery, not one per order
""")

a("pairing-notes", "Pairing notes", "2026-08-06", ["team"], """
@@R8b@@
- Pairing sessions are Wednesday afternoons, usually Marta with Jonah on infra changes
- Keep them to 90 minutes
""")

a("intake-day", "A normal intake day", "2026-03-24", ["intake", "yard"], """
# What a normal intake day looks like at Stroud

- Loads arrive from 08:00; the first job is unloading and sorting into bays
- Each lot is tagged and photographed in tagpad
@@NS5b@@
- Anything Gethin isn't sure about goes on the "ask" shelf for a second opinion
""")

# ---------------- notes outside any pair ----------------
a("forklift-safety", "Forklift rules", "2026-02-04", ["yards", "safety"], """
- Only people with a current certificate drive the forklifts; the list is in the Stroud office
- Customers stay behind the yellow line while the forklift is loading
- Pallets of bricks over 1,000 kg are moved with the big forklift only
""")

a("lot-status-values", "Lot status values", "2026-03-10", ["yardbook", "api"], """
# Lot statuses in yardbook

- `intake`: being photographed and tagged
- `available`: on sale
- `held`: a customer has a hold on it
- `sold`: paid for, waiting for collection or delivery
- `scrapped`: not saleable (broken, rotten), waiting for the skip
""")

a("grafana-dashboards", "Grafana dashboards", "2026-04-08", ["infra", "monitoring"], """
- "Yards overview": sales per yard per hour, lots created per day
- "lotfront": request rate, 5xx rate, Core Web Vitals from the RUM script
- "haulroute": runs planned per day, failed routing calls
- The old "legacy shop" dashboard can be deleted once the Shopify redirect logs go quiet
""")

a("label-printing", "QR label printing", "2026-05-01", ["tagpad", "labels"], """
- Labels are 50 x 25 mm, one per lot, two for pallets (one each side)
- If a label won't scan, reprint from the lot page in yardbook; don't hand-write lot numbers
- Outdoor labels are the polyester roll, the paper roll is for the showroom only
""")

a("reclaimed-flooring", "Reclaimed flooring notes", "2026-05-19", ["timber", "flooring"], """
- Floorboards are sold by the square metre, measured on the face width
- Parquet blocks are sold by the square metre too, with a 10% allowance suggested for breakage
- Tongue and groove lots must say whether the tongues are intact
""")

a("swindon-setup-log", "Swindon setup log", "2026-08-04", ["swindon", "infra"], """
- Fibre line went live 31 July; backup is a 4G router
- Tablet and label printer configured the same as Stroud
- Card terminal ordered; counter PC is a spare from the Stroud office
""")

a("weekly-ops-sync", "Weekly ops sync notes", "2026-10-05", ["meetings"], """
# Ops sync, 5 October

- Gethin: clearance review is taking too long; wants valuer to suggest markdowns
- Ros: three trade accounts over 60 days overdue, on stop until they pay
- Marta: OVH maintenance window on the 14th, Nomad nodes restart one at a time
""")

a("seo-notes", "SEO notes", "2026-06-30", ["lotfront", "seo"], """
- Category pages are what rank; lot pages rarely do
- Each category page has a short intro written by Gethin, not generated
- Sitemaps are split by category and regenerated nightly
""")

a("stone-and-setts", "Stone and setts", "2026-07-16", ["stock", "stone"], """
# Stone, setts and troughs

- Setts are sold by the square metre; we assume 40 setts per m2 for the standard 100 mm size
- Stone troughs are single-item lots and always a two-person delivery
- York stone flags are sold by the square metre with thickness in the title
""")

a("chimney-pots", "Chimney pots and fireplaces", "2026-08-20", ["stock"], """
- Chimney pots are single-item lots, photographed standing up next to the scale stick
- Cast-iron fireplaces: note whether the grate and fireback are included
- Marble surrounds are never delivered by the 3.5t vans without two people
""")

a("quarterly-priorities", "Q4 priorities", "2026-10-01", ["planning"], """
# Q4 2026

1. Trade portal design signed off by Ros
2. Clearance markdown suggestions in valuer
3. Swindon intake bay fully on tagpad (currently half paper)
4. Retire the old S3 photo bucket after the audit
""")

a("incident-2026-05-shop-bot", "Shop bot traffic incident", "2026-05-11", ["incident", "lotfront"], """
# Bot traffic on lotfront, 9-10 May

A scraper hit the search endpoint about 40 requests a second for six hours.
- Fixed by a Cloudflare rate-limit rule on `/search`
- Follow-up: paging rules reviewed (see feedback_paging.md)
""")

a("wifi-survey", "Yard Wi-Fi survey", "2026-09-17", ["infra", "yard"], """
- Stroud timber shed far end: -78 dBm, needs another access point
- Bristol: fine everywhere except inside the steel container store
- Swindon: new install, good coverage
""")

a("doors-and-windows", "Doors and windows stock", "2026-11-02", ["stock"], """
# Doors and windows

- Doors are single-item lots; measure the door, not the frame, and say which way it hangs
- Sash windows are sold with or without boxes; the title must say which
- Stained or leaded panels also get one photo against the light box
- Pairs of matching doors are one lot, never split
""")
