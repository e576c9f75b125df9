# -*- coding: utf-8 -*-
"""File bodies for the Fenlight Stage Hire memory store.

A line that starts with @ID@ is a labelled claim: build.py strips the marker and
records the rest of the line (verbatim) as claim ID. Every other line is plain text.
"""

# ---------------------------------------------------------------- root (Claude Code auto-memory)
# file: (name, description, type, index title, index hook, body)
ROOT = {}

ROOT["reference_rigbook.md"] = ("rigbook", "rigbook overview: quotes, bookings, customer portal, pricing rules", "reference",
"rigbook overview", "hire quoting/booking app, stack, pricing rules, portal", """
# rigbook

Hire quoting and booking app. Repo `fenlight-stage/rigbook`. Dev Chaudhry owns the code; Maren wants to
see anything that touches money before it merges.

## Stack
@V6o@- Ruby 3.3.5, Rails 7.2
@V1o@- Postgres 16 on `pg-main.fenlight.internal:5432`, database `rigbook_prod`
- Background jobs: Sidekiq (Redis details in reference_infra.md)
@R2o@- Quote and confirmation emails are sent through Postmark
@S6o@- Card payments for deposits go through Stripe Checkout
- Customer portal: https://hire.fenlight.co.uk (same app, `/portal` namespace)
- Staging: https://staging-hire.fenlight.co.uk (VPN only)

## Pricing rules
@V3o@- A standard weekly hire is charged at 3 days' rate (the "three-day week")
- Weekend hire (Friday collection, Monday return) is charged as 1 day
- Console day rate includes a 1-hour phone handover with the tech desk
@F9o@- Quotes expire 14 days after they are sent
@NS10o@- Quotes over £5,000 need a manager's approval before they are sent
@N2o@- Cross-hired kit is shown on the customer's quote as a separate line
- Delivery is charged per trip by postcode zone (zones A–D, measured from the nearest depot)

## Portal
@N6o@- Customers can cancel a confirmed booking themselves in the portal up to 7 days before the out date
- Portal logins are per organisation; a venue can have up to 5 users
- Venue plans can be attached to a booking (PDF or DWG)

## Gotchas
- The availability grid holds kit from the out date to the return date plus one day for testing
- `Booking#confirm!` sends the confirmation email inline, so it is slow from the console
""")

ROOT["reference_kitlog.md"] = ("kitlog", "Asset tracking app for hire stock, scanners, quarantine and labels", "reference",
"kitlog overview", "asset tracking, scanners, quarantine, labels", """
# kitlog

Asset tracking for all hire stock. Django app, repo `fenlight-stage/kitlog`. Isla Brennan (warehouse ops
lead) is the product owner; Dev does the code.

## Stack
@A5o@- Runs Django 5.1 on Python 3.12
@S2o@- Asset records are in the `kitlog_prod` MySQL 8 database on `db-kit.fenlight.internal`
- Scanner app: Android, built from `kitlog-android`, sideloaded on the handhelds

## Scanning
@F1o@- Scanners: Zebra TC22 handhelds at every depot
@V2o@- Handheld scanners sync to the server every 2 minutes when on depot Wi-Fi
- Offline scans are queued on the device and uploaded on the next sync
@F10o@- Every fixture has a barcode asset tag
@N1o@- Cables are tracked individually by barcode
- Consumables (haze fluid, gaffer tape, gel) are stock-counted, not tagged

## Quarantine
- A failed check-in test moves the item to quarantine automatically
@NS2o@- Items left in quarantine for 90 days go on the scrap list
- Quarantined items can't be added to a pick list

## Labels
@S10o@- Label printers: Zebra ZD421 at each depot, driven over ZPL from kitlog
- Labels are 50 × 25 mm: Code 128 barcode plus the asset name
""")

ROOT["reference_vanplan.md"] = ("vanplan", "Delivery and collection planning service plus the driver app", "reference",
"vanplan overview", "routing, planning rules, drivers", """
# vanplan

Delivery and collection planning. Go service plus a Flutter driver app. Tomasz Wójcik (transport
manager) owns the rules; Dev does the code.

## Stack
- Go 1.23 service, repo `fenlight-stage/vanplan`
- Data lives in `pg-main` alongside rigbook (schema `vanplan`)
@R6o@- Travel times come from the Google Routes API
@S4o@- Driver app is distributed to phones through Firebase App Distribution

## Planning rules
@V4o@- Route optimiser caps a single van at 12 drops per day
@A2o@- Vans start loading at 07:00; first drops are booked from 08:30
- Collections after a get-out can be booked up to 23:30 with the late-crew flag
@F2o@- Fleet: Luton box vans and one 7.5 t lorry
- Every route ends back at the depot it started from

## Drivers
@N5o@- Drivers get an SMS with the route at 06:00
- Proof of delivery: photo plus signature in the app, attached to the rigbook booking
- Drivers' hours are checked against the 10-hour duty limit before a route is published
""")

ROOT["reference_safecheck.md"] = ("safecheck", "safecheck overview: PAT and LOLER inspection records", "reference",
"safecheck overview", "PAT and LOLER records, certificates", """
# safecheck

PAT and LOLER inspection records for hire stock. NestJS/TypeScript, repo `fenlight-stage/safecheck`.

## Stack
- Node 20, NestJS 10
- Database: Postgres 16 on `pg-safe.fenlight.internal:5432` (own cluster, not pg-main)
@S7o@- Inspection certificates are stored in the `safecheck-certs` S3 bucket (AWS eu-west-2)

## PAT
@V5o@- PAT retest interval for hire stock: 3 months
@F3o@- Every PAT failure opens a quarantine ticket in kitlog
- Testers: Seaward Apollo 600+ at Norwich and Cambridge, results imported over Bluetooth

## LOLER
@N4o@- Chain hoists are LOLER-inspected in-house by Fenlight's own inspector
@A3o@- LOLER thorough examination of hoists every 6 months
- Ground-supported truss gets a visual check on every return; it needs no LOLER certificate
- Round slings and steels follow the same 6-monthly cycle as the hoists
""")

ROOT["reference_tallyline.md"] = ("tallyline", "Invoicing service that turns rigbook bookings into invoices", "reference",
"tallyline overview", "invoicing, charges table, accounting sync", """
# tallyline

Invoicing. Small Ruby (Sinatra) service, repo `fenlight-stage/tallyline`. Priti Lal (finance) is the user.

- Reads confirmed and returned bookings from rigbook's API
@R7o@- Pushes invoices and credit notes to QuickBooks Online
@F5o@- Invoices are raised on the return date
@A4o@- Payment terms: 30 days from invoice for account customers
@NS1o@- Damage charges are invoiced separately, after the returns inspection
@N8o@- VAT is charged on damage charges
@S3o@- Runs its nightly export via a cron on `app-2`

## Charges

| Charge | Rate | Notes |
|---|---|---|
@V9o@| Damage waiver | 8% of hire value | added to every quote unless the customer has own insurance |
| Late return | 1 day's rate per extra day | waived for weather cancellations |
| Cleaning | £25 flat | haze machines returned with fluid still in |
| Lost cable | replacement cost | from the kitlog price list |
""")

ROOT["reference_patchbay.md"] = ("patchbay", "patchbay overview: fixture library and patch-sheet generator for customers", "reference",
"patchbay overview", "patch sheets, fixture files, hosting", """
# patchbay

Customer-facing patch-sheet and fixture-library generator. Python (FastAPI), repo `fenlight-stage/patchbay`.

@R8o@- Runs on Fly.io (`fenlight-patchbay`, region lhr)
@R4o@- Dependencies managed with uv (`uv sync`)
@S8o@- PDF rendering uses wkhtmltopdf
@F6o@- Supports GDTF and MVR imports
@V7o@- Uploaded GDTF/fixture files are capped at 25 MB each
@N9o@- Patch sheets include the DMX address for every fixture
@A7o@- Public patch-sheet links expire after 30 days
- The fixture library is seeded from the kitlog asset types every night
""")

ROOT["reference_infra.md"] = ("infra", "infra: hosting, deploys, CI, secrets, monitoring", "reference",
"Infrastructure", "hosting, deploys, CI, registry, secrets, monitoring", """
# Infrastructure

@A8o@- Primary hosting: OVHcloud, Gravelines; `app-1` and `app-2` are the app servers, `deploy-1` runs Kamal and the scheduled jobs
@A1o@- Deploys (rigbook, kitlog, tallyline, safecheck, vanplan): Kamal 2 from `deploy-1`
@R3o@- CI: GitHub Actions for every repo
@R5o@- Container images: GitHub Container Registry (`ghcr.io/fenlight-stage/*`)
@R10o@- Secrets: Bitwarden Secrets Manager, pulled by Kamal at deploy
@V8o@- Redis (Sidekiq queues for rigbook and tallyline): `redis-1.fenlight.internal:6379`
@V10o@- Nightly Postgres backups to OVH Object Storage, retained 30 days
@R1o@- Error tracking: Sentry (one project per app)
@S1o@- Uptime checks and log search: Better Stack
- Metrics: Grafana Cloud
@S9o@- On-call paging: Opsgenie
@NS4o@- Staging is rebuilt from the production snapshot every Sunday night
- Internal DNS: `*.fenlight.internal` over the OVH vRack
""")

ROOT["reference_depots.md"] = ("depots", "The four depots, what each one stocks, and the trunk run", "reference",
"Depots", "addresses, opening, stock, trunk run", """
# Depots

- Norwich (NRW): head office and main depot, Hellesdon Park Road
@S5o@- Cambridge depot: Unit 4, Cowley Road
- Ipswich (IPS): Ransomes Europark, Unit 9
@F8o@- Peterborough depot opened 2026-08-17 (Fengate)
@NS9o@- Norwich depot is open for collections on Saturdays 08:00–12:00
@A9o@- Ipswich depot holds its own stock of chain hoists
@D4o@- Peterborough-area deliveries go out from the Peterborough depot
- Consoles (Eos, grandMA3) are only stocked at Norwich; other depots order them in on the trunk run
- Trunk run Norwich → Cambridge → Peterborough: Tuesdays and Thursdays
""")

ROOT["feedback_pull_requests.md"] = ("pull-requests", "How PRs get merged into main", "feedback",
"Pull requests", "merge style for PRs", """
@N10o@Always squash-merge PRs into main so each feature is one commit.

**Why:** Maren reads `git log --oneline` on main when writing the monthly change note for the depots.

**How to apply:** when a PR is approved, use the squash button; tidy the squash message so it reads like a
normal commit subject.
""")

ROOT["feedback_deploys.md"] = ("deploys", "When production deploys are allowed and how they are announced", "feedback",
"Deploys", "deploy windows and announcements", """
@N3o@Deploy rigbook on Fridays only before 12:00; the afternoon is when theatres collect for the weekend.
@A6o@Announce every production deploy in #releases with the version tag.

**Why:** a portal outage on a Friday afternoon in February left three venues unable to see their
collection slots.

**How to apply:** check the time before suggesting `kamal deploy`; draft the #releases message for Maren.
""")

ROOT["feedback_testing.md"] = ("testing", "Running the rigbook specs before pushing", "feedback",
"Testing", "spec runs before pushing", """
@N7o@Run the full RSpec suite before every push to rigbook.

**Why:** Maren got burned by a pricing change that passed the touched specs but broke the weekend-rate spec.

**How to apply:** `bin/rspec` before `git push`; say how long it took if it is over five minutes.
""")

ROOT["feedback_commits.md"] = ("commits", "Commit message style", "feedback",
"Commit style", "commit subjects", """
@F7o@Write commit subjects in the imperative, under 72 characters.

No emoji, no trailers. Body only when the why isn't obvious from the diff.
""")

ROOT["feedback_incidents.md"] = ("incidents", "What gets escalated to the on-call phone", "feedback",
"Incident escalation", "what goes to on-call", """
@NS3o@Customer-facing portal outages during a show week go to the on-call phone straight away.

**Why:** venues check collection slots on the portal during tech week and ring the depot if it is down.

**How to apply:** if a portal check fails, say so first and suggest paging; don't keep debugging quietly.
""")

ROOT["user_maren.md"] = ("maren", "Maren Holt, head of systems; how she likes to work", "user",
"Maren", "head of systems, working style", """
Maren Holt, head of systems at Fenlight Stage Hire. Ex-lighting programmer, so she knows the kit better
than the code.

@R9o@Maren edits in Neovim; give terminal commands, not VS Code steps.
@A10o@Maren is head of systems and the only person who approves production database changes.

She likes short answers and a clear "do this next".
""")

ROOT["user_team.md"] = ("team", "Who is who in the small systems team and the depots", "user",
"Team", "people and who asks about what", """
- Dev Chaudhry: backend developer, rigbook, kitlog, vanplan
- Isla Brennan: warehouse ops lead, product owner for kitlog and safecheck
- Tomasz Wójcik: transport manager, vanplan rules and the fleet
- Priti Lal: finance, tallyline and month-end
- Depot managers: Gemma (Cambridge), Rory (Ipswich), Kwame (Peterborough)
""")

ROOT["feedback_reply_style.md"] = ("reply-style", "Keep replies short and British", "feedback",
"Reply style", "tone of replies", """
Keep answers short, British spelling, no emoji. Lead with the answer, then the command.

**Why:** Maren reads replies on her phone in the warehouse.
""")

ROOT["feedback_migrations.md"] = ("migrations", "Database migrations need a written rollback", "feedback",
"Migrations", "rollback notes for migrations", """
Every migration PR needs a rollback note in its description, even when Rails can reverse it.

**Why:** the March kitlog schema change could be reversed in code but not in data.

**How to apply:** add a "Rollback" heading to the PR body with the exact steps.
""")

ROOT["feedback_explain_money.md"] = ("explain-money", "Spell out price effects of any pricing change", "feedback",
"Pricing changes", "show before/after prices", """
For any change to pricing code, show a before/after table for three real quotes (a school play, a
festival stage, a week-long panto hire).

**Why:** Priti and the depot managers sign off pricing changes from that table, not from the diff.
""")

ROOT["feedback_secrets_handling.md"] = ("secrets-handling", "Never paste secrets into chat or commits", "feedback",
"Secrets handling", "keep secrets out of chat and git", """
Never paste secret values into chat, PR descriptions or commits; refer to them by their key name.

**Why:** a Postgres password ended up in a PR description in January and had to be rotated.
""")

ROOT["project_peterborough_depot.md"] = ("peterborough-depot", "Opening the fourth depot in 2026", "project",
"Peterborough depot", "fourth depot project, systems work for it", """
Peterborough (PBO) was the 2026 expansion. Systems work for it:
- new depot code `PBO` in rigbook, kitlog and vanplan
- scanners and a label printer set up before opening
- vanplan postcode zones re-cut so PE postcodes start at the new depot

Status: done. Remaining: Kwame wants a second loading bay in the routing model (not started).
""")

ROOT["project_rfid_pilot.md"] = ("rfid-pilot", "RFID tagging pilot on moving heads at Norwich", "project",
"RFID pilot", "pilot scope and what is being measured", """
Pilot of UHF RFID tags on moving heads at Norwich, to see whether a whole flight case can be checked in
with one pass of a reader instead of scanning each barcode.

- Scope: moving heads only, Norwich only
- Measure: check-in time per case, misreads
- Decision due: end of January 2027
""")

ROOT["project_panto_season.md"] = ("panto-season", "Panto season is the busiest stretch of the year", "project",
"Panto season", "why late Nov to Jan is busy, freeze rules", """
Panto season (late November to mid January) roughly doubles weekly hires. Code freeze on pricing and
availability logic from 2026-11-20 to 2027-01-10; bug fixes only, with Maren's OK.
""")

ROOT["project_quote_pdf_redesign.md"] = ("quote-pdf-redesign", "New quote PDF layout for rigbook", "project",
"Quote PDF redesign", "new layout, status", """
New quote PDF: grouped by department (lighting, rigging, power, sound), totals per group, terms on page 2.
Status: in review with Priti; sample quotes are in `docs/quote-samples/`.
""")

ROOT["project_vanplan_telematics.md"] = ("vanplan-telematics", "Feeding van telematics into vanplan", "project",
"Telematics", "live van positions, status", """
Idea: pull live van positions from the telematics boxes into vanplan so the office can see ETAs.
Status: Tomasz is getting a quote for the API access; nothing built.
""")

ROOT["project_stocktake_2026.md"] = ("stocktake-2026", "Annual stocktake, what went wrong, what to fix", "project",
"Stocktake 2026", "January stocktake notes and follow-ups", """
The 2026 stocktake ran 5–9 January across the three depots open at the time.
- 2.1% of tagged assets were not found on the first pass; most turned up in cross-hire returns
- follow-up: a "last seen" column on the kitlog asset list (done in February)
""")

ROOT["reference_glossary.md"] = ("glossary", "glossary: hire and lighting terms used in tickets", "reference",
"Glossary", "hire and lighting jargon", """
- **Out date / return date**: the days kit leaves and comes back to the depot
- **Get-in / get-out**: the venue load-in and load-out
- **Cross-hire**: kit we hire from another company to fill a gap
- **Pick list**: what the warehouse pulls for a booking
- **Trunk run**: the scheduled van between depots
- **LX**: lighting
- **Footprint**: how many DMX channels a fixture mode uses
""")

ROOT["reference_contacts.md"] = ("contacts", "External contacts — suppliers, inspectors, cross-hire partners", "reference",
"Contacts", "suppliers and partners", """
- Stage Electrics (cross-hire partner, Bristol and Exeter): hires desk, account FEN001
- Hoistcheck Ltd: hoist and rigging inspection company
- Zebra reseller: Barcode Warehouse (scanners and printers)
- OVHcloud support: via the manager panel, business support level
""")

ROOT["reference_fixture_types.md"] = ("fixture-types", "Main fixture families in hire stock", "reference",
"Fixture types", "what we hire out", """
- Moving heads: Robe T1 Profile, Robe LEDBeam 150, Martin MAC Aura
- Profiles: ETC Source Four LED Series 3
- Washes/pars: Chauvet COLORado, ETC Desire D40
- Consoles: ETC Eos Ti and Ion XE, grandMA3 light
- Dimmers: Chilli Pro 6-way packs
- Haze: Hazebase Base Classic, MDG ATMe
""")

ROOT["reference_customer_types.md"] = ("customer-types", "Customer groups and their account rules", "reference",
"Customer types", "account vs pay-up-front, who is who", """
- Account customers: theatres, venues and production companies with a credit check on file
- Pay-up-front: amateur dramatic societies, one-off events, private hirers
- Education: colleges and school productions; pay up front unless the trust has an account
""")

# ---------------------------------------------------------------- free notes (auto/)
# slug: (title, created, tags, body)
AUTO = {}

AUTO["scanner-troubleshooting"] = ("Scanner troubleshooting", "2026-02-11", ["kitlog", "scanners", "support"], """
# Scanner troubleshooting

## Scans not showing up
@V2p@The TC22 scanners push their scan queue to kitlog every 10 minutes on Wi-Fi, so a scan that isn't on the dashboard yet is usually just waiting.
If it is still missing after that, check the device's queue screen (Settings → kitlog → Pending).

## Who to tell
@NS3p@Scanner faults at a depot: post in #kitlog-help, not to on-call — Isla triages them in the morning.

## Battery
Spare batteries live in the charging cradle by the goods-in desk; a full battery lasts about a shift.
""")

AUTO["vanplan-optimiser-notes"] = ("vanplan optimiser notes", "2026-04-22", ["vanplan", "routing"], """
# Optimiser notes

@V4p@The optimiser won't put more than 8 drops on one van in a day — Tomasz asked
for that after the Cambridge overtime mess in April.

Other knobs:
- `max_route_minutes` is 600 (the 10-hour duty limit)
- late-crew collections are planned as a separate evening route
""")

AUTO["rigbook-dev-setup"] = ("rigbook dev setup", "2026-01-19", ["rigbook", "setup"], """
# rigbook dev setup

@V6p@rigbook is on Ruby 3.2.4 (see `.ruby-version`); install that with rbenv before running bundle.

```
$ cat .ruby-version
3.2.4
$ bin/setup
```

Seeds create one depot per site and a demo venue ("The Maddermarket").
""")

AUTO["sidekiq-notes"] = ("Sidekiq notes", "2026-10-12", ["rigbook", "sidekiq", "redis"], """
# Sidekiq notes

@V8p@Sidekiq in rigbook connects to `redis-1.fenlight.internal:6380`; the 6379 instance on that box is only the Rails cache.

```
REDIS_CACHE_URL=redis://redis-1.fenlight.internal:6379/0
```

Queues: `default`, `mailers`, `availability` (the availability grid rebuild is the slow one).
""")

AUTO["backup-restore-runbook"] = ("Backup restore runbook", "2026-06-02", ["infra", "postgres", "backups", "runbook"], """
# Restoring a Postgres backup

@V10p@Nightly dumps go to the `fenlight-pg-backups` bucket and are kept for 14 days
before the lifecycle rule deletes them.

## Steps
1. Pick the dump: `s3cmd ls s3://fenlight-pg-backups/rigbook/`
2. Restore into a scratch database first, never straight over production
3. Check row counts on `bookings` and `quotes` against the live database

```
pg_restore -d rigbook_restore --no-owner rigbook-2026-06-01.dump
```
""")

AUTO["email-deliverability"] = ("Email deliverability", "2026-03-17", ["rigbook", "email"], """
# Email deliverability

@R2p@rigbook sends its quote emails via Amazon SES (eu-west-2), and the bounce
webhook lands in `/hooks/ses`.

SPF, DKIM and DMARC are set on `fenlight.co.uk`. Hotmail addresses at a couple of am-dram societies keep
landing in junk; ask them to add `quotes@fenlight.co.uk` to contacts.
""")

AUTO["patchbay-dev-setup"] = ("patchbay dev setup", "2026-02-03", ["patchbay", "setup", "python"], """
# patchbay dev setup

@R4p@Install patchbay's dependencies with Poetry (`poetry install`); don't pip install into the venv by hand.

Run it with `make dev`; the sample GDTF files are in `tests/fixtures/gdtf/`.
""")

AUTO["vanplan-routing"] = ("vanplan routing", "2026-05-20", ["vanplan", "routing", "maps"], """
# How vanplan works out drive times

@R6p@vanplan's drive-time matrix is computed by a self-hosted OSRM instance (GB extract, rebuilt every Sunday).

A 15% buffer is added to every leg between 07:00 and 09:30. Venue loading-bay coordinates override the
postcode centroid when they are set on the venue record.
""")

AUTO["patchbay-deploy"] = ("patchbay deploy", "2026-07-08", ["patchbay", "deploy"], """
# Deploying patchbay

@R8p@patchbay is deployed with Kamal to the OVH app servers, same as rigbook.

Health check is `/healthz`; the fixture library seed runs after boot, so the first request after a
deploy can be slow.
""")

AUTO["kamal-secrets"] = ("Kamal secrets", "2026-04-09", ["infra", "kamal", "secrets"], """
# Where Kamal gets secrets

@R10p@Kamal reads production secrets from 1Password via `op read`; the service-account token lives on deploy-1.

```
# .kamal/secrets (excerpt)
RAILS_MASTER_KEY=$(op read op://Production/rigbook/master_key)
```

Rotate the service-account token when someone leaves the team.
""")

AUTO["cross-hire"] = ("Cross-hire", "2026-03-02", ["rigbook", "cross-hire", "quotes"], """
# Cross-hire

When we are short, we hire kit in (usually from Stage Electrics) and send it out as ours.

@N2p@Cross-hire items never appear as separate lines on customer quotes — they're folded into the main fixture line so the customer doesn't see who we borrowed from.

Cross-hired kit still gets a kitlog record (type `XHIRE`) so it can be checked in and returned.
""")

AUTO["hoist-inspections"] = ("Hoist inspections", "2026-07-14", ["safecheck", "loler", "rigging"], """
# Hoist inspections

@N4p@LOLER inspections on the chain hoists aren't done in-house: Hoistcheck Ltd visit every six months and upload the certificates to safecheck.

A hoist with an overdue certificate shows red on the pick list and can't be checked out.
""")

AUTO["portal-faq"] = ("Portal FAQ", "2026-06-18", ["rigbook", "portal", "support"], """
# Customer portal FAQ (for the depot phones)

**Can a customer change delivery times?** They can request it; the depot confirms.

@N6p@Customers can't cancel a confirmed booking from the portal — they have to ring the depot, however far off the out date is.

**Can they add kit?** Yes, as a change request on an existing booking.
""")

AUTO["patchbay-faq"] = ("patchbay FAQ", "2026-08-25", ["patchbay", "support"], """
# patchbay FAQ

@N9p@patchbay sheets don't include DMX addresses; the LX designer fills those in, we only list fixture type, mode and footprint.

**Why is my fixture missing?** It is not in the library yet; send us the GDTF and we will add it.
""")

AUTO["kitlog-postgres-migration"] = ("kitlog Postgres migration", "2026-06-15", ["kitlog", "postgres", "mysql", "migration"], """
# kitlog database migration

@S2p@kitlog migrated from MySQL to Postgres 16 over the weekend of 2026-06-13; the old MySQL box is read-only until it's deleted.

- pgloader did the bulk copy; sequences had to be reset by hand
- the scanners were paused for 40 minutes on the Sunday
""")

AUTO["driver-app-release"] = ("Driver app releases", "2026-09-21", ["vanplan", "driver-app", "android"], """
# Driver app releases

@S4p@The driver app moved from Firebase App Distribution to a private Google Play app in September; old Firebase invite links are dead.

Release checklist: bump the build number, test on the spare phone in the transport office, then roll out.
""")

AUTO["deposits"] = ("Deposits", "2026-07-29", ["rigbook", "payments", "deposits"], """
# Deposits

Pay-up-front customers pay a deposit when they confirm; the balance is due before the out date.

@S6p@Stripe is no longer used for deposits — since July rigbook takes card deposits through Adyen pay-by-link.

Bank transfer is still fine; reference = booking number.
""")

AUTO["patchbay-pdf"] = ("patchbay PDF rendering", "2026-03-24", ["patchbay", "pdf"], """
# patchbay PDFs

@S8p@patchbay switched from wkhtmltopdf to WeasyPrint in March; wkhtmltopdf is unmaintained and kept mangling the channel tables.

Fonts: Inter for body, JetBrains Mono for the channel columns.
""")

AUTO["label-printers"] = ("Label printers", "2026-10-13", ["kitlog", "labels", "printers"], """
# Label printers

@S10p@The ZD421 label printers were retired in October; kitlog now prints asset labels on Brother QL-1110NWB printers through the print bridge.

The print bridge is a small service on the depot PC; restart it from the tray icon if labels stop.
""")

AUTO["fleet"] = ("Fleet", "2026-04-30", ["vanplan", "fleet", "transport"], """
# Fleet

@F2p@The 7.5 t lorry (FN24 LXT) is only booked for truss and hoist jobs; the tail-lift Lutons do everything else.

Van servicing is every 12,000 miles; vanplan blocks a van on its service day.
""")

AUTO["deploy-runbook"] = ("Deploy runbook", "2026-03-05", ["infra", "kamal", "deploy", "runbook"], """
# Deploy runbook

@F4p@Production deploys of rigbook are `kamal deploy -d production`; staging is `-d staging` and needs the VPN up.

After a production deploy: open the portal, log in as the demo venue, check a quote renders.
""")

AUTO["mvr-import"] = ("MVR import", "2026-09-02", ["patchbay", "mvr", "gdtf"], """
# MVR import

@F6p@MVR imports in patchbay only read the fixture layer; truss and scenery objects in the file are ignored.

Fixtures without a GDTF match are listed at the end of the sheet as "unmatched".
""")

AUTO["peterborough-opening"] = ("Peterborough opening", "2026-08-18", ["depots", "peterborough"], """
# Peterborough opening

@F8p@Peterborough opened on 17 August 2026 with a soft launch: collections only for the first fortnight, deliveries from September.

Kwame runs it with two warehouse staff and one driver.
""")

AUTO["rfid-pilot"] = ("RFID pilot notes", "2026-10-27", ["kitlog", "rfid", "pilot"], """
# RFID pilot notes

@F10p@On top of the barcode tag, the moving heads at Norwich also carry an RFID tag for the pilot.

Early numbers: a case of six T1s checks in in about 4 seconds vs 40 with barcodes. Metal cases cause misreads.
""")

AUTO["safecheck-dev-setup"] = ("safecheck dev setup", "2026-02-24", ["safecheck", "setup", "postgres"], """
# safecheck dev setup

@O1p@safecheck's local Postgres listens on `localhost:5433` (docker compose maps it so it doesn't clash with a Postgres already on the host).

`npm ci && npm run start:dev`; seed data has 20 hoists and a year of PAT results.
""")

AUTO["portal-uploads"] = ("Portal uploads", "2026-05-12", ["rigbook", "portal", "uploads"], """
# Portal uploads

@O7p@rigbook's portal accepts venue plan uploads up to 50 MB (PDF or DWG).

Files go to object storage under `venue-plans/<booking id>/`; the depot sees them on the pick list.
""")

AUTO["finance-notes"] = ("Finance notes", "2026-08-04", ["tallyline", "finance", "cross-hire"], """
# Finance notes

@O9p@We add 10% of the supplier's hire value as a handling mark-up on cross-hired kit.

Month-end: Priti closes on the third working day; tallyline must have run for the last day of the month by then.
""")

AUTO["error-tracking-trial"] = ("Error tracking trial", "2026-02-02", ["infra", "errors"], """
# Error tracking trial

@D1p@During the January trial we sent rigbook errors to Rollbar; it was dropped when the trial month ended.

What we liked: grouping of the Sidekiq retries. What we didn't: no EU region at our plan.
""")

AUTO["pricing-history"] = ("Pricing history", "2026-01-12", ["rigbook", "pricing"], """
# Pricing history

@D3p@In 2025 the weekly hire was charged at 5 days' rate, which is why quotes cloned from 2025 look expensive.

Always re-price a cloned quote rather than copying totals.
""")

AUTO["accounts-history"] = ("Accounts history", "2026-01-28", ["tallyline", "finance"], """
# Accounts history

@D6p@tallyline used to export CSVs for Sage 50 until the 2025 year-end; Priti imported them by hand every Friday.

Old CSV exports are archived in the finance share, `2025/exports/`.
""")

AUTO["driver-handbook"] = ("Driver handbook (systems bits)", "2026-03-30", ["vanplan", "drivers"], """
# Driver handbook: the systems bits

@A2p@Loading starts at seven, and nothing is booked to arrive at a venue before half past eight.

- Take the proof-of-delivery photo with the kit in the venue, not on the tail-lift
- If a venue is locked, ring the contact on the booking, then the depot
""")

AUTO["kitlog-dev-setup"] = ("kitlog dev setup", "2026-07-02", ["kitlog", "setup", "python"], """
# kitlog dev setup

@A5p@kitlog wants Python 3.12; `pyenv install 3.12` first if you don't have it.

Then `make bootstrap`, which loads a small fixture set (one depot, 200 assets).
""")

AUTO["rigging-jobs"] = ("Rigging jobs", "2026-09-09", ["rigging", "depots", "hoists"], """
# Rigging jobs

@A9p@Ipswich keeps four 1 t chain hoists on site for local rigging jobs.

Bigger rigs (more than eight points) are planned from Norwich with a rigger on the crew.
""")

AUTO["route-changes"] = ("Route changes on the day", "2026-10-06", ["vanplan", "drivers", "notifications"], """
# Route changes on the day

@NS6p@Drivers aren't sent an SMS for route changes made after 06:00; the app pushes a notification instead.

The office should still ring the driver if the change is within the next hour.
""")

AUTO["quote-approvals"] = ("Quote approvals", "2026-04-15", ["rigbook", "quotes", "approvals"], """
# Quote approvals

@NS10p@Quotes under £5,000 are never held for approval; sales send them straight away.

The approver sees the margin and the cross-hire cost on the approval screen.
""")

# filler notes (no labelled claims)
AUTO["stocktake-jan-2026"] = ("Stocktake January 2026", "2026-01-10", ["kitlog", "stocktake"], """
# Stocktake, January 2026

Three depots, five days. Counts by zone: racking A–F, cable cage, flight-case bay.
- Gel stock was recounted at Cambridge after a zone mix-up
- Two Robe T1s turned up in the Ipswich van
""")

AUTO["console-handover"] = ("Console handover", "2026-02-19", ["consoles", "support"], """
# Console handover calls

The tech desk does a phone handover for every console hire: show file load, patch check, backup USB.
Keep a spare Eos Ti USB with the base show at each depot.
""")

AUTO["truss-checks"] = ("Truss checks", "2026-05-27", ["rigging", "truss", "safecheck"], """
# Truss checks on return

Visual check on every returned length: welds, spigot holes, bent chords. Anything doubtful goes to
quarantine in kitlog and gets a photo.
""")

AUTO["ovh-vrack"] = ("OVH vRack", "2026-06-10", ["infra", "network"], """
# OVH vRack

All servers sit on the vRack private network (10.20.0.0/16). Internal names resolve via the small
dnsmasq on `deploy-1`.
""")

AUTO["incident-2026-07-portal"] = ("Incident: portal down 2026-07-11", "2026-07-12", ["incident", "rigbook", "portal"], """
# Incident: portal down, Saturday 11 July 2026

The portal returned 502s for 35 minutes after a certificate renewal hook failed on the proxy.
Follow-up: renewal now alerts on failure; certificate expiry is on the status dashboard.
""")

AUTO["haze-machines"] = ("Haze machines", "2026-08-12", ["kit", "haze"], """
# Haze machines

Hazebase and MDG units go out with a full fluid bottle. Extra bottles are sold, not hired. Units
returned with fluid still in the tank get the cleaning charge.
""")

AUTO["tc22-setup"] = ("TC22 setup", "2026-08-10", ["kitlog", "scanners", "setup"], """
# Setting up a new TC22

1. Enrol with the StageNow barcode on the depot wall
2. Sideload the kitlog app from the latest build
3. Log in with the depot account and do a test scan on the asset named TEST-0001
""")

AUTO["customer-onboarding"] = ("Customer onboarding", "2026-03-11", ["rigbook", "customers", "accounts"], """
# Onboarding a new account customer

Credit check through the finance inbox, then Priti flips the customer to "account" in rigbook. Until
then they are pay-up-front.
""")

AUTO["dmx-cable-types"] = ("DMX cable types", "2026-04-03", ["kit", "cables", "dmx"], """
# DMX cable stock

5-pin DMX in 1, 3, 5, 10 and 20 m lengths; 3-pin adaptors in the spares tub. Data cables are coiled
over-under and stored by length.
""")

AUTO["xmas-closure"] = ("Christmas closure", "2026-11-16", ["depots", "rota"], """
# Christmas closure 2026

Depots close 25–26 December. Norwich opens 27 December for panto emergencies only, on-call driver plus
one warehouse person.
""")

AUTO["trunk-run"] = ("Trunk run", "2026-09-15", ["vanplan", "depots", "transport"], """
# Trunk run

Tuesday and Thursday: Norwich → Cambridge → Peterborough and back. Ipswich is served ad hoc from Norwich.
Anything for the trunk run must be on the bay by 16:00 the day before.
""")

AUTO["availability-grid"] = ("Availability grid", "2026-05-19", ["rigbook", "availability"], """
# How the availability grid counts

Quantity available = owned stock at the depot − out on hire − quarantined + cross-hire in.
The rebuild is a Sidekiq job on the `availability` queue; it takes about 90 seconds for Norwich.
""")

AUTO["venue-records"] = ("Venue records", "2026-06-30", ["rigbook", "venues"], """
# Venue records

Each venue record holds the loading-bay coordinates, get-in restrictions (height, parking, times) and the
house electrician's contact. vanplan reads the coordinates; the depot reads the rest.
""")

AUTO["month-end"] = ("Month-end checklist", "2026-10-30", ["tallyline", "finance", "checklist"], """
# Month-end checklist

- tallyline run complete for the last day of the month
- credit notes reviewed by Priti
- cross-hire bills matched to bookings
- damage charges for returned kit either invoiced or written off
""")
