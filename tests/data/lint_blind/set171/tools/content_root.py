# Root Claude Code auto-memory files: filename -> (type, name, description, title, hook, body)
# Claim lines are marked with «ID» at line start; build.py strips the marker.
ROOT = {}

def R(fn, typ, name, desc, title, hook, body):
    ROOT[fn] = (typ, name, desc, title, hook, body)

R("reference_roofscan.md", "reference", "roofscan-overview",
  "roofscan survey app: Android tablet client + FastAPI backend, where things live",
  "roofscan overview", "survey app stack, survey form, photo handling, tablets",
"""# roofscan

Roof survey app used by the surveyors before every quote. Android client (Kotlin) on the tablets,
FastAPI backend that turns a survey into the PDF report the office sends with the quote.

## Backend
«V5b» - Python 3.11, FastAPI, SQLAlchemy 2
«V1a» - Database: `postgresql://roofscan@db-1.hvthatch.internal:5432/roofscan`
- Migrations with Alembic; `make migrate` from the repo root
«R5a» - Errors: Sentry project `roofscan-api` (the tablets report into the same project)
«S6a» - Tablets upload finished surveys to `/api/v1/surveys`
- Report PDFs are rendered with WeasyPrint from Jinja templates in `report/templates/`

## Survey form
«A4a» - Survey form: 14 sections (access, ridge, coat, eaves, verges, chimneys, wiring, ...)
- Every section has a condition score 1–5 and a free-text note
- The ridge section asks for ridge pattern (block, flush, butt-up) and the last re-ridge year if known

## Photos
«NS5a» - Photos without a scale reference (ranging pole or tape in shot) aren't used in the report
«N9a» - Photos are not geotagged: location EXIF is stripped on the tablet before upload (privacy call, Feb 2026)
«V3a» - Survey photos are kept for 7 years after the survey date, then deleted
- Thumbnails are generated server-side, 400 px long edge

## Tablets
«D5b» - Tablets: Samsung Galaxy Tab Active5 (rugged), one per surveyor
- Tablets are enrolled in the company's Android Enterprise account (managed Google Play)
- Offline first: a survey can be done with no signal and synced back at the yard
""")

R("reference_reedyard.md", "reference", "reedyard-overview",
  "reedyard: reed, straw and spar stock per yard (Django)",
  "reedyard overview", "stock system: materials, reorder points, stack",
"""# reedyard

Stock system for thatching materials: water reed, combed wheat reed, long straw, sedge, hazel spars
and liggers. Django app, used by Kasia and the yard foremen.

## Stack
- Django 5, Python, server-rendered templates + a bit of htmx
«O1a» - Database: Postgres 16 on `db-1.hvthatch.internal:5432`, database `reedyard`
«R7a» - Background jobs (stock valuation, low-stock digests): Celery workers with Redis as broker
«S7a» - Hosting: Heroku (app `hvthatch-reedyard`, one web dyno, one worker dyno)

## Stock model
«F6a» - Stock is tracked per yard location (a row per material per yard)
«N6a» - Tracks long straw and combed wheat reed alongside water reed, each with its own unit
«F7a» - Spars are counted in bundles, liggers and sways by the piece
- Sedge is counted in bundles and flagged as "ridge only"
«D4b» - Yard foremen can adjust stock counts for their own yard
- Every adjustment needs a reason code (count, damage, job issue, delivery)

## Reorder points
«V2a» - Norfolk water reed: reorder when a yard drops below 1,500 bundles
- Sedge: reorder below 200 bundles (Sturminster only; the other yards borrow)
- The low-stock digest goes to Kasia every weekday morning
""")

R("reference_thatchplan.md", "reference", "thatchplan-overview",
  "thatchplan: job scheduling for the crews, weather days, crew SMS",
  "thatchplan overview", "scheduling service: crews, jobs, weather, notifications, CI",
"""# thatchplan

Job scheduling for the thatching crews: which crew is on which roof, for how long, and what happens
when the weather turns. Go service + small web UI (templ + htmx). Kasia runs the board; foremen see
their own crew's week on their phones.

## Stack
- Go service, single binary, `cmd/thatchplan`
«F1a» - Jobs, crews and bookings are stored in Postgres
«V8a» - Job events go through RabbitMQ at `queue-1.hvthatch.internal:5672` (vhost `thatchplan`)
«R2a» - CI: GitHub Actions (`.github/workflows/ci.yml`): vet, test, build the container
«NS2b» - PRs are squash-merged into main
«A1a» - All times are stored as UTC and displayed in Europe/London

## Scheduling rules
«V4a» - Every job longer than 5 days gets 2 weather days added to its booking
«N4b» - Ridges are scheduled year-round; ridge jobs go wherever a crew is free
- A job can't start until the survey is signed off in roofscan and the deposit is paid
- Listed jobs also wait for the consent record in consentlog to show "granted"
«D6b» - New enquiries are logged straight into thatchplan as draft jobs

## Notifications
«R9a» - Crew SMS go out through Twilio (sender ID `HVTHATCH`)
«F8a» - Each foreman gets an SMS the evening before a job starts
- Customers get an email a week before the crew arrives
""")

R("reference_consentlog.md", "reference", "consentlog-overview",
  "consentlog: tracks listed-building consent applications with the councils",
  "consentlog overview", "consent tracker: stack, records, reminders",
"""# consentlog

Tracks listed-building consent (LBC) applications and conservation-area notices for every job on a
listed or protected building: drafting, submission, council correspondence, decision, conditions.

## Stack
«S2a» - Laravel 9, PHP 8.1
«R6a» - Database: MySQL 8.0
«R3a» - Hosted on Hetzner (`app-2`), behind Caddy
«O5b» - CI: GitHub Actions, runs Pest and Larastan on every PR

## Records
«NS6b» - A consent record is opened for every job on a listed building
«F3a» - Every application includes a heritage statement
«N7a» - Stores all council correspondence (emails, PDFs, officer notes) against the application
- Conditions from the decision notice are copied into checklist items for the crew

## Reminders
«V6a» - Expiry reminder: 30 days before the listed-building consent lapses
- Weekly digest of applications still waiting on a decision goes to Martha on Mondays
""")

R("reference_sparkwise.md", "reference", "sparkwise-overview",
  "sparkwise: the fire-safety advice site and advice packs for thatched homes",
  "sparkwise overview", "fire-safety advice site and emailed advice packs",
"""# sparkwise

Fire-safety advice for owners of thatched homes: public pages and a personalised advice pack that
goes out after a survey. Owen built it; Martha writes most of the content.

## Site
«A3a» - Static site built with Hugo
«R1a» - Front-end JS (search, postcode lookup) managed with pnpm
«S4a» - Advice pages are published under `hvthatch.co.uk/advice`

## Advice packs
«F4a» - Advice packs are emailed to the homeowner after their survey
«N3a» - Packs are not sent to tenants; they go to the owner, who passes them on
«R4a» - Sent through Postmark (message stream `advice-packs`)
«O3b» - Failed sends are retried 3 times, then flagged in the admin list
«F10a» - The pack covers chimneys and wood burners for homes with a thatched roof
- Packs also list the insurer-facing checklist (wiring check date, smoke alarms in the roof space)
""")

R("reference_infra.md", "reference", "infra",
  "Servers, backups, DNS: where things run",
  "Infrastructure", "servers, backups, DNS, monitoring, secrets",
"""# Infrastructure

Small estate, mostly Owen's work.

«D9b» - `app-1` (Hetzner, Falkenstein) runs thatchplan and the roofscan API under Docker Compose
- `db-1` is the shared Postgres 16 server; `queue-1` runs RabbitMQ
«F5a» - Nightly database backups go to Backblaze B2 (`hv-db-backups`)
«V10a» - Backups are kept for 30 days, then the lifecycle rule removes them
«A7a» - DNS: Cloudflare, zone `hvthatch.co.uk`
«S1a» - Uptime checks: UptimeRobot, alerts to the #ops Slack channel
«S10a» - Team secrets live in the shared Bitwarden organisation vault
- TLS: Caddy on every box, certificates from Let's Encrypt
""")

R("reference_yards.md", "reference", "yards",
  "The three yards: codes, crews, hours",
  "Yards", "yard codes, crews, hours, storage",
"""# Yards

| Yard | Code | Crews | Hours |
|---|---|---|---|
| Sturminster Newton | STN | 4 crews | Mon–Fri 07:00–16:30 |
«V9a» | Devizes | DVZ | 2 crews | Mon–Fri 07:30–16:00 |
| Tiverton | TIV | 1 crew | Mon–Fri 07:30–16:00 |

- Sturminster is head office and the main reed store
«A5a» - Long straw at Devizes is stored in the Dutch barn, under cover and off the ground
- Tiverton opened on 2026-08-17 in a rented unit on the industrial estate
""")

R("reference_suppliers.md", "reference", "suppliers",
  "Reed, straw and spar suppliers and lead times",
  "Suppliers", "who we buy reed, straw and spars from",
"""# Suppliers

«A8a» - Norfolk water reed: lead time is about six weeks from order to delivery
«S8a» - Imported water reed comes from Turkey, through the agent in Poole
- Combed wheat reed and long straw: two growers in Wiltshire, bought at harvest
- Hazel spars: three coppice workers in Cranborne Chase, paid per bundle
- Sedge: Cambridgeshire, one delivery a year in spring
""")

R("reference_councils.md", "reference", "councils",
  "Councils we file consent applications with",
  "Councils", "planning authorities and their quirks",
"""# Councils

- Dorset Council: conservation officers want photos of the existing ridge with every application
- Wiltshire Council: pre-application advice is paid for and takes about four weeks
- Mid Devon: applications go in through the Planning Portal like the others; officer visits are common
- Somerset: we have had two jobs there; treat as ad hoc
""")

R("reference_oncall.md", "reference", "oncall",
  "Who is on call for the systems and how handover works",
  "On-call", "on-call rota and handover",
"""# On-call

Owen and Dev share on-call for the systems, one week each.

«A6a» - Handover is every Monday at 09:00, in the office or on a call
- Out of hours only thatchplan and the roofscan API count as urgent
- The office phone forwards to the on-call mobile after 17:00
""")

R("reference_glossary.md", "reference", "glossary",
  "Thatching words: what the crews and the office mean by them",
  "Glossary", "trade words used in notes and tickets",
"""# Glossary

- Coat: the main layer of thatch; a "recoat" is a new top coat over the old base
- Ridge: the top of the roof; block-cut and flush ridges are the usual patterns
- Spars: split hazel staples that fix the thatch; liggers and sways are the rods
- LBC: listed-building consent
- Weather day: a day added to a booking because crews can't work in rain or high wind
""")

R("user_owen.md", "user", "owen",
  "Owen Prideaux: digital lead, writes most of the code",
  "Owen", "who Owen is and how he likes to work",
"""# Owen Prideaux

Digital lead at Hallett & Vane. Built roofscan, thatchplan and sparkwise; maintains the servers.

«R8a» - Editor: Neovim with his own config, LSPs for Go, Python and PHP
«F9a» - Prefers short answers
- Reviews every PR himself before it merges
- Likes a plan before any change that touches more than two services
""")

R("user_kasia.md", "user", "kasia",
  "Kasia Nowak: office manager, runs scheduling and stock",
  "Kasia", "office manager; scheduling and stock owner",
"""# Kasia Nowak

Office manager. Owns the crew schedule and the stock figures; the main user of thatchplan and reedyard.

«S5a» - Keeps the weekly crew board in Trello, one list per yard
- Not technical: explain changes in terms of what she will see on screen
- Prefers to be told about deploys the day before
""")

R("user_martha.md", "user", "martha",
  "Martha Hallett: owner and master thatcher",
  "Martha", "owner; approves consents and content",
"""# Martha Hallett

Owner and master thatcher. Signs off every consent application and all sparkwise content.

- Wants to see survey reports before they go to a customer on a listed job
- Does not read Slack; email or a call
""")

R("feedback_merge_strategy.md", "feedback", "merge-strategy",
  "How PRs get merged in each repo",
  "Merge strategy", "how to merge PRs per repo",
"""Merge rules differ per repo.

«N1a» Never squash-merge in consentlog; rebase-merge so every commit stays in history.
«NS2a» Never squash-merge without re-reading the combined commit message first.

**Why:** Owen bisects consentlog regularly; squashed commits hid the cause of the reminder bug in May.

**How to apply:** check the repo before choosing the merge button.
""")

R("feedback_migrations.md", "feedback", "migrations",
  "Database migrations: when and how to run them",
  "Migrations", "how to handle schema migrations",
"""«N2a» Do not let reedyard run its migrations automatically on deploy; Owen runs them by hand first.

**Why:** a data migration in March locked the stock table for four minutes while foremen were counting.

**How to apply:** generate and review the migration, hand Owen the command, deploy after he confirms.
""")

R("feedback_testing.md", "feedback", "testing",
  "How to test changes before calling them done",
  "Testing", "running tests, what to mock",
"""«NS10a» Don't ask before running the test suite — just run it.
«N8a» Do not mock the database in reedyard tests; they run against a real Postgres.

**Why:** a mocked test suite passed while the stock valuation query was broken in production.

**How to apply:** `make test` spins up the test database; if it fails to start, fix that first.
""")

R("feedback_deploys.md", "feedback", "deploys",
  "Deploy timing rules",
  "Deploys", "when deploys are allowed",
"""«NS4a» Never deploy reedyard on a Friday afternoon.

**Why:** the stock digest and the Monday orders both depend on it, and nobody is around at the weekend.

**How to apply:** if a change is ready after lunch on Friday, it waits until Monday.
""")

R("feedback_invoicing.md", "feedback", "invoicing",
  "Rules for invoices generated from thatchplan",
  "Invoicing rules", "what must be true before an invoice goes out",
"""«N10a» Final invoices are never sent before the foreman has signed the job off.
«NS7a» Deposit invoices never go out without the signed quote attached.

**Why:** customers have disputed invoices for jobs with snagging still open.

**How to apply:** any change to invoice timing in thatchplan goes past Kasia first.
""")

R("feedback_tablets.md", "feedback", "tablets",
  "Handling of the survey tablets and app releases",
  "Tablets", "app releases on the survey tablets",
"""«N5a» roofscan tablets are never enrolled in the Play beta track; surveyors only get production builds.

**Why:** a beta build lost a half-finished survey in January.

**How to apply:** test builds go on the spare tablet in the office, not on a surveyor's.
""")

R("feedback_commit_style.md", "feedback", "commit-style",
  "Commit message style",
  "Commit style", "how commit messages are written",
"""«A9a» Use Conventional Commits: `feat:`, `fix:`, `chore:` with the app name as scope, e.g. `fix(reedyard): ...`.

**Why:** release notes for Kasia are generated from the commit log.

**How to apply:** one subject line, imperative, no emoji, body only if the why isn't obvious.
""")

R("feedback_reply_style.md", "feedback", "reply-style",
  "How to write replies",
  "Reply style", "tone and length of replies",
"""Plain English, British spelling, no emoji.

**Why:** replies get pasted into emails to Kasia and Martha.

**How to apply:** say what changed and what she will notice; skip the internals unless asked.
""")

R("feedback_survey_photos.md", "feedback", "survey-photos",
  "What to do with survey photos in code and reports",
  "Survey photos", "handling survey photos",
"""Never put customer photos in test fixtures; use the synthetic roof images in `tests/fixtures/roofs/`.

**Why:** photos show people's homes and sometimes people.

**How to apply:** when a bug needs a real photo, ask Owen to reproduce it on the spare tablet.
""")

R("project_fire_advice_pack.md", "project", "fire-advice-pack",
  "Fire-safety advice pack rewrite for 2026",
  "Fire advice pack 2026", "rewrite of the advice pack, constraints",
"""Martha is rewriting the advice pack with the county fire service's heritage officer.

«V7a» - The generated PDF has to stay under 2 MB so it doesn't bounce at customers' mail servers
«A10a» - TV aerials must not be fixed to the thatch or run their cable through it
- Sections: electrics, chimneys and wood burners, barbecues and bonfires, insurer checklist
- Target: new pack live before the autumn burning season
""")

R("project_survey_photos.md", "project", "survey-photo-storage",
  "Where survey photos are stored and the move off the app server",
  "Survey photo storage", "photo storage decision",
"""Survey photos used to sit on the API server's disk; moved to object storage in February.

«R10a» - Survey photos are stored in Backblaze B2, bucket `hv-survey-photos`
- The API hands the tablet a pre-signed upload URL; photos never pass through the API process
- Reports pull photos through the API, which signs short-lived download links
""")

R("project_stock_recount.md", "project", "stock-recount",
  "The 2026 stock recount and the spreadsheet retirement",
  "Stock recount 2026", "recount and moving off the spreadsheet",
"""Full recount of all three yards' materials before reedyard became the only stock record.

«S3a» - `Reed Stock 2025.xlsx` has been read-only since reedyard went live; nobody edits it any more
- Discrepancies found in the recount were booked as adjustments with reason code "count"
""")

R("project_tiverton_yard.md", "project", "tiverton-yard",
  "Opening the Tiverton yard",
  "Tiverton yard", "new Devon yard: systems setup",
"""Third yard, opened 2026-08-17.

- Needs its own location in reedyard and its own board in thatchplan
- One crew to start; a second if the Devon order book holds up through winter
- Mid Devon consent applications handled from Sturminster for now
""")

R("project_reed_import_2026.md", "project", "reed-import-2026",
  "Reed import quality problems in 2026",
  "Reed import 2026", "quality problems with imported reed",
"""Two deliveries of imported reed in spring had short, brittle reed and too much leaf.

- Martha rejected 400 bundles; the agent credited them
- Surveyors note the reed origin on the job so we can follow up on coats that age badly
""")

R("project_consent_portal_api.md", "project", "consent-portal-api",
  "Submitting consent applications through the Planning Portal API",
  "Planning Portal API", "automated submission work in consentlog",
"""consentlog submits applications through the Planning Portal API instead of the web form.

- Attachments are sent as PDFs only; photos are bundled into a single PDF appendix
- Sandbox credentials are in the password manager under "Planning Portal sandbox"
- Went live for Dorset in June, Wiltshire in July, Mid Devon in September
""")

R("project_weather_days.md", "project", "weather-days",
  "Weather day handling in thatchplan",
  "Weather days", "how weather days are used and tracked",
"""Weather days in thatchplan are planned slack, not guaranteed days off.

- If a weather day isn't needed, the crew moves on to the next job early
- The Met Office forecast for the job postcode is shown on each job card
- Kasia wants a report of weather days used per yard at the end of each quarter
""")

R("project_android_upgrade.md", "project", "android-upgrade",
  "Upgrading the roofscan Android client",
  "Android client upgrade", "targetSdk and Compose migration",
"""roofscan client upgrade running through autumn.

- Moving the remaining XML screens to Jetpack Compose
- targetSdk bumped to 35; minSdk stays where it is
- The photo screen is last because it has the most crew-facing changes
""")

R("project_invoice_sync.md", "project", "invoice-sync",
  "Invoice generation from thatchplan",
  "Invoice sync", "invoices created from completed jobs",
"""Invoices are generated from thatchplan jobs so Kasia doesn't retype them.

- Two invoices per job: a deposit invoice and a final invoice
- Line items come from the quote; variations are added by Kasia before sending
""")

R("reference_runbooks.md", "reference", "runbooks",
  "Where the runbooks are and what they cover",
  "Runbooks", "runbook index",
"""# Runbooks

- `ops/runbooks/restore-db.md`: restoring a database from the nightly backup
- `ops/runbooks/tablet-reset.md`: wiping and re-enrolling a survey tablet
- `ops/runbooks/queue-stuck.md`: what to do when thatchplan job events pile up
- `ops/runbooks/portal-outage.md`: holding consent submissions while the Planning Portal is down
""")
