"""Root Claude Code auto-memory files: filename -> (name, description, type, title, body).
Claim lines carry a leading @@ID@@ marker that build.py strips."""

ROOT = {}

def r(fn, name, desc, typ, title, body):
    ROOT[fn] = (name, desc, typ, title, body.strip("\n") + "\n")

r("reference_dispatchr.md", "dispatchr-overview",
  "dispatchr overview: stack, database, jobs, SLA timer, texts", "reference", "dispatchr (call-out and booking dispatch)", """
# dispatchr

Django app that takes every booked fitting and every roadside call-out and puts it on a van.
Repo `treadright/dispatchr`. Owner: Marta.

## Stack
@@F5a@@- Python 3.12, Django 5.1
@@V1a@@- Database: `postgres://dispatchr@pg-dispatch.treadright.internal:5432/dispatchr` (DO managed, Postgres 16)
@@R4a@@- Background jobs: Celery workers, broker on Redis
@@O10a@@- Errors: Sentry project `dispatchr`
- Admin at `https://dispatch.treadright.co.uk/admin/` (staff SSO via Google Workspace)

## Behaviour
@@D1a@@- Jobs are auto-assigned to the nearest free van with the right tyre in stock
@@A2a@@- SLA timer starts when the call is logged, not when a van is assigned
@@N7a@@- ETA texts are not sent for fleet jobs (the fleet manager gets a portal notification instead)
- Retail customers get an ETA text when the van sets off
- Jobs the desk marks "hold" are skipped by auto-assignment until released
- Fleet jobs carry the contract reference from fleetdesk; dispatchr never edits it

## Notes
- The `coverage_areas` table is the source of truth for which postcodes we serve
- `manage.py recalc_sla` rebuilds SLA timers after a clock change; run it on the last Sunday of March and October
""")

r("reference_vanlink.md", "vanlink-overview",
  "The vanlink Android app on the van tablets", "reference", "vanlink (van tablet app)", """
# vanlink

Android app every fitter uses on the van tablet: job list, navigation hand-off, photos, sign-off, stock used.
Repo `treadright/vanlink-android`. Owner: Kirsty since May.

## Build
@@F3a@@- Kotlin, Jetpack Compose
@@V4a@@- minSdk 29 (Android 10), targetSdk 34
@@R6a@@- Crash reporting: Firebase Crashlytics
- Release builds are signed in CI; the keystore is never on a laptop
- Tablets are enrolled in Google's managed Play; rollouts go to the Avonmouth vans first

## Talking to the back end
@@S5a@@- Talks to dispatchr over the `/api/v1/` endpoints (token auth)
- Stock used on a job is posted to stockpile when the job is closed, not before

## Job close
@@N10a@@- Records tread depth (mm) for every tyre removed
- Records size, brand and DOT code of every tyre fitted
@@V8a@@- Job photos: compressed on the tablet to a maximum of 1.5 MB each
- Customer signs on the tablet; the PDF receipt is emailed by dispatchr
@@V3a@@- Customer re-torque reminder SMS: sent 48 hours after the job is closed
""")

r("reference_stockpile.md", "stockpile-overview",
  "stockpile, which tracks tyre stock across depots and vans", "reference", "stockpile (tyre stock)", """
# stockpile

Tracks every tyre, valve and TPMS sensor in the four depots and on the vans. Repo `treadright/stockpile`.

## Stack
@@V9b@@- Runtime: Node 20 LTS, NestJS 10, TypeScript 5.6
@@F1a@@- Database: Postgres 16
- Host `pg-stock.treadright.internal`, database `stockpile`
@@O2a@@- API listens on port 3000 (`PORT` env var)
@@S1a@@- Hosted on Heroku, app `tr-stockpile` (Standard-2X dynos)

## Rules
@@V5a@@- Reorder point per tyre SKU: 8 units group-wide
@@NS6a@@- Stock is never written off without a photo of the damaged tyre
- Transfers between depots need a transfer note; the van stock is counted as part of its home depot
- Tyre SKUs are keyed on size + load index + speed rating + brand pattern code
- The overnight job builds each van's pick list for the morning restock
""")

r("reference_fleetdesk.md", "fleetdesk-overview",
  "fleetdesk, the contract portal and invoicing for fleet customers", "reference", "fleetdesk (fleet contracts and invoicing)", """
# fleetdesk

Portal where fleet customers (parcel firms, the council, two hire companies) log vehicles, see jobs and pay.
Repo `treadright/fleetdesk`.

## Stack
@@D7a@@- Laravel 11, PHP 8.3
@@R2a@@- CI: GitHub Actions (`.github/workflows/ci.yml`)
- MySQL is not used any more for anything new; the portal's data is in Postgres like everything else

## Contracts
@@F2a@@- Fleet contracts renew every 12 months
@@N3a@@- Fleet contract customers are not charged a call-out fee
- Contract prices are per tyre size band, reviewed at renewal
- Each contract has a named account manager (Gareth for now)

## Billing
@@V6a@@- Payment terms on fleet invoices: 30 days from invoice date
@@NS1a@@- Fleet invoices are never issued without a purchase order number
- Credit notes are raised by Helen only
@@O1a@@- Outbound webhooks to fleet customers' systems are retried up to 5 times
""")

r("reference_bookit.md", "bookit-overview",
  "bookit, the public booking site for retail customers", "reference", "bookit (public booking site)", """
# bookit

The public site at `book.treadright.co.uk` where retail customers pick tyres and a slot.

## Stack
@@O6a@@- Next.js 15, React 19
@@R1a@@- Package manager: pnpm (`pnpm-lock.yaml` is committed)
@@R3a@@- Hosting: Vercel (team `treadright`)
- Tyre search reads the live price list from stockpile's public endpoint

## Booking rules
@@F6a@@- Online bookings open up to 21 days ahead
@@A9a@@- Postcode coverage check uses the `coverage_areas` table in dispatchr
@@D2a@@- Online payment: deposit of £20 taken at booking via Stripe Checkout
- The balance is paid at the roadside when the fitting is done
""")

r("reference_telemetry.md", "telemetry-overview",
  "telemetry service for van GPS ingest and positions", "reference", "telemetry (van positions)", """
# telemetry

Receives positions from the van trackers and serves them to dispatchr for nearest-van assignment.

@@F9a@@- Written in Go
@@D10a@@- telemetry stores positions in TimescaleDB
@@S8a@@- Trackers: Teltonika FMB920 in every van, sending over UDP to `telemetry-ingest:5027`
@@V7a@@- Position ping interval: every 30 seconds with ignition on, every 15 minutes parked
@@O9a@@- Position data is kept 90 days, then downsampled to one point per 10 minutes
- dispatchr asks for "vans within N miles of a postcode" over HTTP; there is no direct DB access
""")

r("reference_infra.md", "infra-overview",
  "infra overview: cluster, Terraform, Redis, backups", "reference", "Infrastructure", """
# Infrastructure

@@D4a@@- Kubernetes: DOKS cluster `tr-prod-lon1`, 3 nodes
@@A4a@@- Infrastructure is Terraform, state in Spaces bucket `tr-tfstate`
@@S7a@@- Redis: self-hosted on droplet `redis-01` (shared by dispatchr and bookit)
@@V10a@@- Nightly Postgres dumps for every service go to Spaces bucket `tr-backups`, kept 14 days
- DNS for `treadright.co.uk` is in Cloudflare; only Marta and Sam can change it
- Staging is a namespace on the same cluster, scaled down overnight

Quick check that Redis is answering:

```
redis-cli -h redis-01.treadright.internal -p 6379 ping
```
""")

r("reference_depots.md", "depots",
  "depots: addresses, codes, what each one does", "reference", "Depots", """
# Depots

| code | depot | notes |
|---|---|---|
| AVM | Avonmouth (Bristol), head office | largest stock, tyre storage racks for fleet contracts |
| SWN | Swindon | |
| GLR | Gloucester | counter sales as well as vans |
| BTH | Bath | newest |

@@A1a@@- Bath depot: unit 7, Brassmill Lane, opened 2026-08-17
@@N8a@@- TreadRight does not sell part-worn tyres at any depot
- Every depot has a tyre cage for removed tyres; the recycler collects fortnightly
- Depot opening hours for collections: 07:00–17:30 weekdays
""")

r("reference_glossary.md", "glossary",
  "glossary: tyre and ops words the team uses", "reference", "Glossary", """
# Glossary

@@A10a@@- Call-out: a roadside job with no booking (breakdown, puncture)
- Fitting: a booked job, at home or at work, with a slot
@@A5a@@- DOT code: the tyre's manufacture week/year stamp, e.g. 2324 = week 23 of 2024
- TPMS: tyre pressure monitoring sensor, fitted in the valve position
- Part-worn: a used tyre resold with legal tread left
- Run-flat: a tyre that can be driven on deflated for a short distance; needs the heavy bead breaker
- Contract: a fleet customer agreement in fleetdesk
""")

r("reference_oncall.md", "oncall",
  "On-call and the desk, who gets called for what", "reference", "On-call and the desk", """
# On-call and the desk

@@D9a@@- On-call rota: weekly, Monday 09:00 handover, Marta, Sam and Kirsty
@@O5a@@- Out-of-hours pages for dispatchr go to the on-call developer via PagerDuty
@@NS2a@@- Stock discrepancies: raise them in #stock with Gareth, not with on-call
@@S9a@@- The call-out phone line (0117 496 0821) rings through Aircall to whoever is on the desk
- The desk is staffed 07:00–20:00 every day; after 20:00 the line goes to the voicemail box that emails the ops inbox
""")

r("reference_payments.md", "payments",
  "Payments, card readers, deposits, refunds and fleet billing", "reference", "Payments", """
# Payments

@@S2a@@- Roadside card payments: SumUp Solo readers, one per van
@@O8a@@- Fleet customers pay by BACS against the monthly invoice
@@A7a@@- Refunds over £100 need Helen's sign-off
@@NS7a@@- Card payments are never taken over the phone by fitters
- Cash is accepted at the Gloucester counter only
""")

r("reference_email_sms.md", "email-and-sms",
  "Email and SMS providers for customer messages", "reference", "Email and SMS", """
# Email and SMS

@@R5a@@- Transactional email from fleetdesk (invoices, statements): Postmark
- bookit confirmation emails: Resend
@@R9a@@- SMS (ETA texts, re-torque reminders): Twilio, sender ID `TREADRIGHT`
@@NS10a@@- Marketing texts are never sent without explicit opt-in
- Unsubscribe links are mandatory on every marketing email
""")

r("reference_monitoring.md", "monitoring",
  "Monitoring, uptime checks and logs", "reference", "Monitoring", """
# Monitoring

@@F8a@@- Uptime checks: Better Stack, every 1 minute, for bookit, dispatchr API and fleetdesk
@@S10a@@- Logs: Papertrail (system `tr-prod`), 7-day search
- Dashboards for queue depth and SLA breaches are in Grafana (`grafana.treadright.internal`)
""")

r("reference_secrets.md", "secrets",
  "Where secrets live and how to share them", "reference", "Secrets", """
# Secrets

@@R10a@@- Service secrets: Doppler, one project per service, configs `dev`/`stg`/`prd`
- Personal and shared logins (supplier portals, DO console, Google Workspace admin): 1Password, vault `Digital`
- Never paste a secret into Slack or a PR description, even a staging one
""")

r("reference_van_fleet.md", "van-fleet",
  "The vans, their numbers, kit and restock routine", "reference", "Van fleet", """
# Van fleet

@@D8a@@- Vans: Ford Transit Custom, all on a 4-year lease
- 38 vans in service across the four depots
@@O3a@@- Swindon runs 11 vans
- Avonmouth runs 14 vans, Bath 4
@@F7a@@- Each van carries a tyre changer, a wheel balancer and a 24V compressor
@@N4a@@- Vans do not fit run-flat tyres; run-flats are booked into a depot bay
@@A6a@@- Vans are restocked from their home depot every morning before 07:30
@@NS4a@@- Vans never leave the depot without the universal locking-wheel-nut key set
""")

r("reference_suppliers.md", "tyre-suppliers",
  "Tyre and parts suppliers and how we order", "reference", "Suppliers", """
# Suppliers

@@D5a@@- Main tyre supplier: Tyrewise Distribution (next-day to all depots)
@@S4a@@- Tyre orders to Tyrewise Distribution go through their B2B portal
- TPMS sensors and valves come from Westcountry Auto Parts, ordered by Gareth
- Budget tyres for the Gloucester counter come from a second wholesaler, ordered by phone
""")

r("project_bath_depot_launch.md", "bath-depot-launch",
  "Opening the fourth depot in Bath", "project", "Bath depot launch", """
# Bath depot launch

@@F4a@@- Bath depot opened 2026-08-17 with 4 vans
- Coverage: BA1 and BA2 moved over from Avonmouth's area
- Why: Avonmouth vans were losing 40+ minutes a job in Bath traffic
- Open item: Bath has no counter, so walk-ins are sent to Avonmouth
""")

r("project_callout_sla.md", "callout-sla",
  "Call-out SLA targets and how we report them", "project", "Call-out SLA", """
# Call-out SLA

@@V2a@@- Fleet roadside call-outs: van on site within 90 minutes inside the M4/M5 corridor
- Retail call-outs have no fixed target; the desk quotes an ETA from dispatchr
- Outside the corridor the fleet contracts say "best endeavours"
- SLA breaches are reported to each fleet customer monthly from fleetdesk
""")

r("project_tpms_sensor_stock.md", "tpms-sensor-stock",
  "Getting TPMS sensor stock under control", "project", "TPMS sensor stock", """
# TPMS sensor stock

Too many jobs in the spring were lost because the van had no sensor for the car.

@@O4a@@- TPMS sensors reorder at 40 units group-wide (Schrader EZ-sensor)
- Every van carries 6 universal sensors and the programming tool
- stockpile now counts sensors per van, not just per depot
""")

r("project_winter_tyre_season.md", "winter-tyre-season",
  "Winter tyre swap season planning", "project", "Winter tyre season", """
# Winter tyre season

@@D3a@@- Winter tyre swaps are booked as 90-minute slots
- Customers' summer sets are stored at Avonmouth in the fleet racks, labelled by registration
- The season runs from the first week of November to mid-December, and back again in March
""")

r("project_fleetdesk_statements.md", "fleetdesk-statements",
  "Monthly statements for fleet customers", "project", "Fleet statements", """
# Fleet statements

Fleet customers asked for a single monthly statement instead of one invoice per job.
- Statement = all jobs for the month on one PDF, grouped by vehicle registration
- Goes out with the monthly invoice; same PO number
- Kirsty built the PDF template; Helen signed it off in October
""")

r("feedback_code_review.md", "code-review",
  "How Marta wants code review to work", "feedback", "Code review", """
# Code review

@@A3a@@- Small PRs: Marta reviews anything under 400 changed lines the same day
@@NS3a@@- Don't approve your own PRs, even for one-line config changes
- Review comments are suggestions unless prefixed with "blocking:"

**Why:** two incidents in March came from self-approved hotfixes.
**How to apply:** ask for a review in #dev-review and move on to something else.
""")

r("feedback_commit_style.md", "commit-style",
  "Commit message conventions", "feedback", "Commit style", """
# Commit style

- Imperative subject, 72 characters max
@@N9a@@- Don't put ticket numbers in commit subjects; they go in the body as `Refs: TR-123`
- No "WIP" commits on main

**Why:** Marta reads `git log --oneline` as the changelog and ticket ids make it unreadable.
""")

r("feedback_testing.md", "testing",
  "Testing preferences across the repos", "feedback", "Testing", """
# Testing

@@N5a@@- stockpile tests run against a real Postgres in testcontainers; never mock the repository layer
@@NS9a@@- Don't run the full vanlink UI test suite locally; it needs the device farm
- dispatchr: `pytest -n auto`; factories live in `tests/factories.py`

**Why:** a mocked stockpile test passed while the real query double-counted van stock (April).
""")

r("feedback_deploys.md", "deploys",
  "Deploy timing rules per service", "feedback", "Deploys", """
# Deploys

@@N6a@@- Never deploy dispatchr on a Friday.
@@O7a@@- bookit can be deployed any time, including Fridays; rollback is one click
- Tell #ops before any deploy that touches job assignment

**Why:** a Friday dispatchr deploy in February left the desk assigning by hand all weekend.
""")

r("feedback_migrations.md", "migrations",
  "Rules for database migrations", "feedback", "Migrations", """
# Migrations

@@N2a@@Never run dispatchr migrations between 07:00 and 19:00 — vans are live on the API all day.
@@NS5a@@- Never edit a migration that has already run in production; add a new one
- Every migration needs a reverse step, even if it's a no-op
""")

r("feedback_pr_merging.md", "pr-merging",
  "Merge strategy per repo", "feedback", "Merging PRs", """
# Merging PRs

@@R8a@@stockpile PRs are rebase-merged so each migration stays its own commit on main.
@@N1a@@Never squash fleetdesk PRs: the release notes are generated from the individual commit messages.
- Delete the branch after merging; the repos are set to do it automatically
""")

r("feedback_comms.md", "comms",
  "How to communicate with Marta and the ops team", "feedback", "Communication", """
# Communication

@@F10a@@- Marta wants a short summary at the top of every PR description
@@NS8a@@- Don't message the fitters directly about app bugs; go through Gareth
- Slack over email for anything internal; email for suppliers and fleet customers
""")

r("user_marta.md", "marta",
  "Marta Kowalczyk, head of digital", "user", "Marta", """
# Marta Kowalczyk

@@D6a@@- Head of digital; owns dispatchr and infra
- Reviews most PRs; prefers small ones
- Based at Avonmouth, in the office Tuesday to Thursday
""")

r("user_sam.md", "sam",
  "Sam Adeyemi, developer", "user", "Sam", """
# Sam Adeyemi

- Developer since 2024; owns bookit, telemetry and fleetdesk
@@R7a@@- Editor: Helix, with the default keymap; don't suggest VS Code extensions
- Likes terse answers with the command first
""")

r("user_kirsty.md", "kirsty",
  "Kirsty Lowe, developer", "user", "Kirsty", """
# Kirsty Lowe

@@A8a@@- Joined May 2026; works on vanlink and stockpile
- Came from an Android agency; new to Django, so explain dispatchr internals when they come up
""")

r("user_gareth.md", "gareth",
  "Gareth Pugh, operations manager", "user", "Gareth", """
# Gareth Pugh

- Operations manager, joined March 2026; runs the desk and the depots
@@S6a@@- Prints the next day's job sheets for each van every evening
- Not technical; wants screenshots, not stack traces
""")

r("reference_repos.md", "repos",
  "Where the code lives", "reference", "Repositories", """
# Repositories

- GitHub org `treadright` holds dispatchr, vanlink-android, stockpile, bookit, telemetry and infra
- Renovate runs on every repo in the org on Monday mornings
- Branch protection on main everywhere: one approval, green checks
""")
